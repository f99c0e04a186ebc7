/**
 * Finance writes made offline, replayed by the outbox against the real app: money that had moved when it was
 * recorded goes in; a date after the farm's today, or a text with a control character, is set aside with the
 * server's Portuguese message (shown in 'Configurações PWA'), and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG } from '../../../domain/messages.ts';
import { createTestContext, type TestContext } from '../../../server/test/harness.ts';
import { describe as describeRequest } from '../../api/mutate.ts';
import { flush, memoryStore } from '../../offline/outbox.ts';

describe('offline replay of finance writes', () => {
  let t: TestContext;
  let cookie: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestContext();
    cookie = await t.adminCookie();
    base = `http://localhost/api/farms/${await t.sampleFarmId()}`;
  });
  afterAll(() => t.close());

  const guardado = (path: string, body: unknown) => {
    const req = describeRequest(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
    req.headers = { ...req.headers, 'content-type': 'application/json', cookie, origin: 'http://localhost' };
    return { userId: 'u1', req, criadoEm: new Date().toISOString(), tentativas: 0, estado: 'pendente' as const };
  };
  const appFetch: typeof fetch = async (input, init) => t.app.request(String(input), init);
  const despesa = (id: string, data: string, descricao = 'Diesel') => ({
    id,
    data,
    descricao,
    categoria: 'Combustível',
    valor: 35_000,
    forma_pagamento: 'PIX',
  });
  const existe = async (id: string) =>
    (await t.database.client.execute({ sql: 'SELECT 1 FROM despesas WHERE id = ?', args: [id] })).rows.length === 1;

  it('sends what had happened, sets a future date or a control character aside with its message', async () => {
    const hoje = hojeNoFuso('America/Sao_Paulo');
    const [ontem, futura, comNul] = [uuidv7(), uuidv7(), uuidv7()];
    const store = memoryStore();
    await store.adicionar(guardado('/despesas', despesa(ontem, somarDias(hoje, -1))));
    await store.adicionar(guardado('/despesas', despesa(futura, somarDias(hoje, 1))));
    await store.adicionar(guardado('/despesas', despesa(comNul, hoje, 'Diesel\u0000 S10')));

    expect(await flush({ store, userId: 'u1', fetch: appFetch })).toEqual({
      enviados: 1,
      rejeitados: 2,
      restantes: 0,
    });
    expect(store.items.map((i) => i.rejeicao)).toEqual([
      { status: 400, mensagem: MSG_APONT.dataFutura },
      { status: 400, mensagem: MSG.caracteresDeControle },
    ]);
    expect([await existe(ontem), await existe(futura), await existe(comNul)]).toEqual([true, false, false]);
  });
});
