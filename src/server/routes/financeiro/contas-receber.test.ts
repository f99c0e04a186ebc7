import { describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { auditActions, count, expectError, financeiroFixture, json } from './test-support.ts';

const f = financeiroFixture();

interface Conta {
  id: string;
  cliente: string;
  status: string;
  data_baixa: string | null;
  conta_bancaria: string | null;
  updatedAt: string;
  vencida: boolean;
}
interface Lista {
  itens: Conta[];
  totais: { total: number; pendente: number; liquidado: number; vencido: number };
}

const nova = (extra: Record<string, unknown> = {}) => ({
  data_vencimento: '2025-04-15',
  cliente: 'Laticínio Serra Azul',
  descricao: 'Leite de março',
  categoria: 'Venda de leite',
  valor: 1_500_000,
  ...extra,
});
const url = () => `${f.base}/contas-receber`;
const criar = async (extra: Record<string, unknown> = {}) =>
  json<Conta>(await f.t.request('POST', url(), { cookie: f.gerente, body: nova(extra) }), 201);

describe('/contas-receber', () => {
  it('creates pending, idempotently, and refuses bad input writing nothing', async () => {
    const id = uuidv7();
    const c = await criar({ id });
    expect(c).toMatchObject({ ...nova(), status: 'Pendente', data_baixa: null });
    expect((await f.t.request('POST', url(), { cookie: f.gerente, body: nova({ id }) })).status).toBe(200);
    const antes = await count(f.t, 'contas_receber');
    const err = await expectError(
      await f.t.request('POST', url(), {
        cookie: f.gerente,
        body: { ...nova(), cliente: '', valor: -1, data_vencimento: '2025-02-30', descricao: 'x'.repeat(10_240) },
      }),
      400,
    );
    expect(err.fields).toMatchObject({
      cliente: 'Campo obrigatório',
      valor: 'O valor não pode ser negativo.',
      data_vencimento: 'Data inválida. Use o formato dd/mm/aaaa.',
      descricao: 'Use no máximo 500 caracteres.',
    });
    expect(await count(f.t, 'contas_receber')).toBe(antes);
  });

  it('Pendente → Recebido by baixa, refused twice, back by estorno; all audited', async () => {
    const c = await criar();
    const u = `${url()}/${c.id}`;
    const rec = await json<Conta>(
      await f.t.request('POST', `${u}/baixa`, {
        cookie: f.gerente,
        body: { conta_bancaria: 'Banco do Brasil - Conta Corrente', data_baixa: '2025-04-16' },
      }),
      200,
    );
    expect(rec).toMatchObject({ status: 'Recebido', data_baixa: '2025-04-16' });
    const denovo = await expectError(
      await f.t.request('POST', `${u}/baixa`, {
        cookie: f.gerente,
        body: { conta_bancaria: 'Banco do Brasil - Conta Corrente' },
      }),
      409,
    );
    expect(denovo.message).toMatch(/já foi recebida/);
    const est = await json<Conta>(await f.t.request('POST', `${u}/estorno`, { cookie: f.gerente, body: {} }), 200);
    expect(est).toMatchObject({ status: 'Pendente', data_baixa: null, conta_bancaria: null });
    await expectError(await f.t.request('POST', `${u}/estorno`, { cookie: f.gerente, body: {} }), 409);
    expect(await auditActions(f.t, c.id)).toEqual(['create', 'baixa', 'estorno']);
  });

  it("refuses a receipt dated after the farm's today, naming data_baixa; a due date may be in the future", async () => {
    const hoje = hojeNoFuso('America/Sao_Paulo');
    const c = await criar({ data_vencimento: somarDias(hoje, 60) });
    const err = await expectError(
      await f.t.request('POST', `${url()}/${c.id}/baixa`, {
        cookie: f.gerente,
        body: { conta_bancaria: 'Banco do Brasil - Conta Corrente', data_baixa: somarDias(hoje, 4) },
      }),
      400,
    );
    expect(err.fields).toEqual({ data_baixa: MSG_APONT.dataFutura });
    expect(await json<Conta>(await f.t.request('GET', `${url()}/${c.id}`, { cookie: f.gerente }), 200)).toEqual(c);
    expect(await auditActions(f.t, c.id)).toEqual(['create']);
  });

  it('lists with totals and filters by client and status', async () => {
    const a = await criar({ cliente: 'Cliente Filtro', data_vencimento: '2020-02-01', valor: 300 });
    await criar({ cliente: 'Cliente Filtro', data_vencimento: '2999-02-01', valor: 700 });
    const l = await json<Lista>(
      await f.t.request('GET', `${url()}?cliente=Cliente%20Filtro`, { cookie: f.gerente }),
      200,
    );
    expect(l.totais).toMatchObject({ total: 1000, pendente: 1000, liquidado: 0, vencido: 300 });
    expect(l.itens.find((i) => i.id === a.id)?.vencida).toBe(true);
    const venc = await json<Lista>(
      await f.t.request('GET', `${url()}?cliente=Cliente%20Filtro&status=Vencida`, { cookie: f.gerente }),
      200,
    );
    expect(venc.itens.map((i) => i.id)).toEqual([a.id]);
    await expectError(await f.t.request('GET', `${url()}?status=Pago`, { cookie: f.gerente }), 400);
  });

  it('updates with version checks', async () => {
    const c = await criar();
    const ok = await json<Conta>(
      await f.t.request('PUT', `${url()}/${c.id}`, {
        cookie: f.gerente,
        body: nova({ cliente: 'Novo cliente', updatedAt: c.updatedAt }),
      }),
      200,
    );
    expect(ok.cliente).toBe('Novo cliente');
    await expectError(
      await f.t.request('PUT', `${url()}/${c.id}`, { cookie: f.gerente, body: nova({ updatedAt: c.updatedAt }) }),
      409,
    );
  });

  it('deletes only with the right password', async () => {
    const c = await criar();
    const u = `${url()}/${c.id}`;
    const e = await expectError(await f.t.request('DELETE', u, { cookie: f.gerente, body: { password: 'x' } }), 400);
    expect(e.message).toBe('Senha incorreta. Tente novamente.');
    expect((await f.t.request('GET', u, { cookie: f.gerente })).status).toBe(200);
    expect((await f.t.request('DELETE', u, { cookie: f.gerente, body: { password: f.gerentePassword } })).status).toBe(
      200,
    );
    expect((await f.t.request('GET', u, { cookie: f.gerente })).status).toBe(404);
  });

  it('refuses other farms and users without the module, changing nothing', async () => {
    const c = await criar();
    const u = `${url()}/${c.id}`;
    for (const res of [
      await f.t.request('GET', url(), { cookie: f.outro }),
      await f.t.request('PUT', u, { cookie: f.outro, body: nova({ valor: 1 }) }),
      await f.t.request('POST', `${u}/baixa`, { cookie: f.outro, body: { conta_bancaria: 'Sicoob - Conta Corrente' } }),
      await f.t.request('DELETE', u, { cookie: f.outro, body: { password: 'senha123' } }),
      await f.t.request('GET', url(), { cookie: f.operador }),
      await f.t.request('POST', `${u}/baixa`, {
        cookie: f.operador,
        body: { conta_bancaria: 'Sicoob - Conta Corrente' },
      }),
    ]) {
      await expectError(res, 403);
    }
    expect(await json<Conta>(await f.t.request('GET', u, { cookie: f.gerente }), 200)).toEqual(c);
  });
});
