import { describe, expect, it } from 'vitest';
import { hojeNoFuso } from '../../../domain/format.ts';
import { expectError, financeiroFixture, json } from './test-support.ts';

const f = financeiroFixture();

interface Fluxo {
  de: string;
  ate: string;
  meses: { mes: string; entradas: number | null; saidas: number | null; saldo: number | null }[];
  resumo: { entradas: number | null; saidas: number | null; saldo: number | null };
}

async function post(path: string, body: Record<string, unknown>) {
  return json<{ id: string }>(await f.t.request('POST', `${f.base}/${path}`, { cookie: f.gerente, body }));
}

describe('GET /fluxo-caixa', () => {
  it('adds income + received receivables vs expenses + paid payables by month of movement', async () => {
    await post('receitas', {
      data: '2024-03-05',
      descricao: 'Leite',
      categoria: 'Leite',
      valor: 100_000,
      forma_recebimento: 'PIX',
    });
    await post('despesas', {
      data: '2024-03-20',
      descricao: 'Ração',
      categoria: 'Ração',
      valor: 40_000,
      forma_pagamento: 'Boleto',
    });
    const pagar = await post('contas-pagar', {
      data_vencimento: '2024-02-10',
      fornecedor: 'F',
      descricao: 'Adubo',
      categoria: 'Insumos',
      valor: 25_000,
    });
    await f.t.request('POST', `${f.base}/contas-pagar/${pagar.id}/baixa`, {
      cookie: f.gerente,
      body: { conta_bancaria: 'Sicoob - Conta Corrente', data_baixa: '2024-04-02' },
    });
    const receber = await post('contas-receber', {
      data_vencimento: '2024-04-10',
      cliente: 'C',
      descricao: 'Bezerros',
      categoria: 'Venda',
      valor: 60_000,
    });
    await f.t.request('POST', `${f.base}/contas-receber/${receber.id}/baixa`, {
      cookie: f.gerente,
      body: { conta_bancaria: 'Sicoob - Conta Corrente', data_baixa: '2024-04-11' },
    });
    // A pending bill moves no money.
    await post('contas-pagar', {
      data_vencimento: '2024-04-15',
      fornecedor: 'F',
      descricao: 'x',
      categoria: 'y',
      valor: 9,
    });

    const r = await json<Fluxo>(
      await f.t.request('GET', `${f.base}/fluxo-caixa?ate=2024-04&meses=3`, { cookie: f.gerente }),
      200,
    );
    expect(r.de).toBe('2024-02-01');
    expect(r.ate).toBe('2024-04-30');
    expect(r.meses).toEqual([
      // nothing moved in February (the payable of the 10th was paid in April): no figure, not R$ 0,00
      { mes: '2024-02', entradas: null, saidas: null, saldo: null, acumulado: null },
      { mes: '2024-03', entradas: 100_000, saidas: 40_000, saldo: 60_000, acumulado: 60_000 },
      { mes: '2024-04', entradas: 60_000, saidas: 25_000, saldo: 35_000, acumulado: 95_000 },
    ]);
    expect(r.resumo).toEqual({ entradas: 160_000, saidas: 65_000, saldo: 95_000 });
  });

  it("defaults to the 12 months ending in the farm's current month", async () => {
    const r = await json<Fluxo>(await f.t.request('GET', `${f.base}/fluxo-caixa`, { cookie: f.gerente }), 200);
    expect(r.meses).toHaveLength(12);
    expect(r.meses[11].mes).toBe(hojeNoFuso('America/Sao_Paulo').slice(0, 7));
  });

  it('validates the query and refuses other farms and users without the module', async () => {
    await expectError(await f.t.request('GET', `${f.base}/fluxo-caixa?ate=2024-13`, { cookie: f.gerente }), 400);
    await expectError(await f.t.request('GET', `${f.base}/fluxo-caixa?meses=abc`, { cookie: f.gerente }), 400);
    await expectError(await f.t.request('GET', `${f.base}/fluxo-caixa?meses=100`, { cookie: f.gerente }), 400);
    await expectError(await f.t.request('GET', `${f.base}/fluxo-caixa`, { cookie: f.outro }), 403);
    await expectError(await f.t.request('GET', `${f.base}/fluxo-caixa`, { cookie: f.operador }), 403);
    const vizinha = await json<Fluxo>(
      await f.t.request('GET', `/api/farms/${f.outraFazendaId}/fluxo-caixa?ate=2024-04&meses=3`, { cookie: f.outro }),
      200,
    );
    expect(vizinha.resumo).toEqual({ entradas: null, saidas: null, saldo: null });
  });
});
