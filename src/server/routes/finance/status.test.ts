import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type FinanceFixture, financeFixture, json } from './test-support.ts';

// The Status screen sits on the generic registry /registros/status; these are the finance expectations of it.
let f: FinanceFixture;
beforeAll(async () => {
  f = await financeFixture();
});
afterAll(() => f.t.close());

interface Status {
  id: string;
  nome: string;
  cor: string;
  ativo: string;
}

describe('/registros/status for the finance screens', () => {
  it('is seeded per farm with the four statuses and their colours', async () => {
    const lista = await json<Status[]>(
      await f.t.request('GET', `${f.base}/registros/status`, { cookie: f.gerente }),
      200,
    );
    expect(lista.map((s) => [s.nome, s.cor]).sort()).toEqual([
      ['Cancelado', 'red'],
      ['Pago', 'green'],
      ['Pendente', 'orange'],
      ['Recebido', 'green'],
    ]);
  });

  it("a Gerente adds, edits and deletes; an Operador and another farm's user may not change it", async () => {
    const s = await json<Status>(
      await f.t.request('POST', `${f.base}/registros/status`, {
        cookie: f.gerente,
        body: { nome: 'Em negociação', cor: 'blue' },
      }),
      201,
    );
    expect(s.ativo).toBe('Sim');
    await expectError(
      await f.t.request('POST', `${f.base}/registros/status`, { cookie: f.operador, body: { nome: 'X', cor: 'red' } }),
      403,
    );
    await expectError(await f.t.request('DELETE', `${f.base}/registros/status/${s.id}`, { cookie: f.outro }), 403);
    const u = await json<Status>(
      await f.t.request('PUT', `${f.base}/registros/status/${s.id}`, {
        cookie: f.gerente,
        body: { nome: 'Negociando', cor: 'blue' },
      }),
      200,
    );
    expect(u.nome).toBe('Negociando');
    expect((await f.t.request('DELETE', `${f.base}/registros/status/${s.id}`, { cookie: f.gerente })).status).toBe(200);
  });
});
