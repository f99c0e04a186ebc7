import { describe, expect, it } from 'vitest';
import { expectError, financeiroFixture, json } from './test-support.ts';

// The Status screen sits on the generic registry /registros/status; these are the finance expectations of it.
const f = financeiroFixture();

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

  it("the statuses the accounts set (Pago, Recebido, Pendente) cannot be deleted nor renamed; 'Cancelado' can", async () => {
    const lista = async () =>
      json<Status[]>(await f.t.request('GET', `${f.base}/registros/status`, { cookie: f.gerente }), 200);
    const antes = await lista();
    const porNome = (nome: string) => antes.find((s) => s.nome === nome) as Status & { updatedAt: string };
    for (const nome of ['Pago', 'Recebido', 'Pendente']) {
      const s = porNome(nome);
      const del = await expectError(
        await f.t.request('DELETE', `${f.base}/registros/status/${s.id}`, { cookie: f.gerente }),
        409,
      );
      expect(del.message).toBe(`O status "${nome}" é usado pelas contas (baixa e estorno) e não pode ser excluído.`);
      const ren = await expectError(
        await f.t.request('PUT', `${f.base}/registros/status/${s.id}`, {
          cookie: f.gerente,
          body: { nome: 'Quitado', cor: 'green', updatedAt: s.updatedAt },
        }),
        409,
      );
      expect(ren.message).toBe(`O status "${nome}" é usado pelas contas (baixa e estorno) e não pode ser renomeado.`);
    }
    expect(await lista()).toEqual(antes);

    // Its colour and description may still change; another status may still go.
    const pago = porNome('Pago');
    const cor = await json<Status>(
      await f.t.request('PUT', `${f.base}/registros/status/${pago.id}`, {
        cookie: f.gerente,
        body: { nome: 'Pago', cor: 'blue', updatedAt: pago.updatedAt },
      }),
      200,
    );
    expect(cor.cor).toBe('blue');
    const cancelado = porNome('Cancelado');
    expect(
      (await f.t.request('DELETE', `${f.base}/registros/status/${cancelado.id}`, { cookie: f.gerente })).status,
    ).toBe(200);
  });
});
