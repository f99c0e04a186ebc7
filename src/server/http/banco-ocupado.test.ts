/**
 * A write that waits its turn past the limit (a large CSV import holds the database file's one write queue): the API
 * answers 503 with the Portuguese message and Retry-After, writes nothing, and the same write goes in once the
 * database is free. A 503 is what the web's outbox keeps and sends again (api/sem-servidor.ts), so nothing typed
 * during an import is lost. The limit is 15 s in production; 300 ms here.
 */
import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { adminFixture } from '../test/fixture.ts';

const f = adminFixture({ config: { writeWaitMs: 300 } });

describe('a busy database', () => {
  it('answers a write that waited too long 503 (nothing written), then takes it when free', async () => {
    const base = `/api/farms/${f.farmId}/fornecedores`;
    const nome = 'Agro Espera Ltda';
    const nomes = async () =>
      ((await (await f.t.request('GET', base, { cookie: f.admin })).json()) as { nome: string }[]).map((x) => x.nome);

    // the import's transaction holds the write queue
    const importacao = await f.t.database.client.transaction('write');
    try {
      const res = await f.t.request('POST', base, { cookie: f.admin, body: { nome } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ error: { code: 'busy', message: MSG.bancoOcupado } });
      // reads do not wait for the queue
      expect(await nomes()).not.toContain(nome);
    } finally {
      await importacao.rollback();
    }

    const depois = await f.t.request('POST', base, { cookie: f.admin, body: { nome } });
    expect(depois.status).toBe(201);
    expect(await nomes()).toContain(nome);
  });
});
