/**
 * Two updates with the same version, fired in parallel at every updatable resource of the routing table: the
 * kernel checks the version inside the UPDATE's WHERE, so exactly one wins (200) and the other gets 409 with the
 * current row. A new PUT route fails this test until it is given an example below.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixture } from '../test/fixture.ts';

const f = adminFixture();
let vaca: string;
beforeAll(async () => {
  const res = await f.t.request('POST', `/api/farms/${f.farmId}/animais`, {
    cookie: f.admin,
    body: { identificacao: '700', categoria: 'Vaca Leiteira', raca: 'Holandesa' },
  });
  vaca = ((await res.json()) as { id: string }).id;
});

/** Two editors renaming a registry item. */
const nomes = (nome: string) => ({ campo: 'nome', a: `${nome} A`, b: `${nome} B` });

/** A valid create body per updatable resource (path after /api/farms/:farmId), and the field two editors change. */
const EXEMPLOS: Record<string, () => { body: Record<string, unknown>; campo: string; a: unknown; b: unknown }> = {
  // each registry its own path (src/domain/api/cadastros.ts), with its required fields
  '/registros/tecnicos': () => ({ body: { nome: 'Ana', especialidade: 'Veterinária' }, ...nomes('Ana') }),
  '/registros/tipos-animais': () => ({ body: { nome: 'Novilha', categoria: 'Recria' }, ...nomes('Novilha') }),
  '/registros/tipos-terras': () => ({ body: { nome: 'Várzea' }, ...nomes('Várzea') }),
  '/registros/tipos-instalacoes': () => ({ body: { nome: 'Galpão', finalidade: 'Depósito' }, ...nomes('Galpão') }),
  '/registros/tipos-maquinas': () => ({ body: { nome: 'Grade', categoria: 'Implemento' }, ...nomes('Grade') }),
  '/registros/status': () => ({ body: { nome: 'Atrasado', cor: 'vermelho' }, ...nomes('Atrasado') }),
  '/registros/contas-bancarias': () => ({ body: { nome: 'Conta 2' }, ...nomes('Conta 2') }),
  '/animais': () => ({
    body: { identificacao: `${Math.floor(Math.random() * 1e6)}`, categoria: 'Vaca Leiteira' },
    campo: 'nome',
    a: 'Mimosa',
    b: 'Estrela',
  }),
  '/producao': () => ({
    body: { data: '2025-01-10', animalId: vaca, ordenha: 'Manhã', producao: 10 },
    campo: 'producao',
    a: 11,
    b: 12,
  }),
  '/qualidade': () => ({
    body: { data: '2025-01-10', amostra: 'Tanque', gordura: 3.5, proteina: 3.1, ccs: 200, cbt: 10000 },
    campo: 'gordura',
    a: 3.6,
    b: 3.7,
  }),
  '/reproducao': () => ({
    body: { data: '2025-01-10', animalId: vaca, evento: 'Inseminação' },
    campo: 'observacao',
    a: 'A',
    b: 'B',
  }),
  '/inventario/animais': () => ({
    body: { tipo: 'Bezerro', quantidade: 3, valor: 100000, responsavelTecnico: 'Ana' },
    campo: 'quantidade',
    a: 4,
    b: 5,
  }),
  '/inventario/terras': () => ({
    body: { tipo: 'Pastagem', quantidade: 10, valor: 100000, taxaJurosItem: 6, responsavelTecnico: 'Ana' },
    campo: 'quantidade',
    a: 11,
    b: 12,
  }),
  '/inventario/instalacoes': () => ({
    body: { nome: 'Estábulo', tipo: 'Estábulo', area: 100, capacidade: 10, status: 'Ativo' },
    campo: 'area',
    a: 101,
    b: 102,
  }),
  '/inventario/maquinas': () => ({
    body: {
      ...{ ano: 2025, tipo: 'Trator', status: 'Operacional', valor: 1000000, quantidade: 1, vidaUtilAnos: 10 },
      ...{ nome: 'Trator 1', modelo: 'MF 275', responsavelTecnico: 'Ana' },
    },
    campo: 'quantidade',
    a: 2,
    b: 3,
  }),
  '/contas-pagar': () => ({
    body: { data_vencimento: '2025-03-10', fornecedor: 'F', descricao: 'Ração', categoria: 'Alimentação', valor: 100 },
    campo: 'valor',
    a: 200,
    b: 300,
  }),
  '/contas-receber': () => ({
    body: { data_vencimento: '2025-03-10', cliente: 'C', descricao: 'Leite', categoria: 'Leite', valor: 100 },
    campo: 'valor',
    a: 200,
    b: 300,
  }),
  '/receitas': () => ({
    body: { data: '2025-05-10', descricao: 'Venda', categoria: 'Geral', valor: 100, forma_recebimento: 'PIX' },
    campo: 'valor',
    a: 200,
    b: 300,
  }),
  '/despesas': () => ({
    body: { data: '2025-05-10', descricao: 'Compra', categoria: 'Geral', valor: 100, forma_pagamento: 'PIX' },
    campo: 'valor',
    a: 200,
    b: 300,
  }),
  '/fornecedores': () => ({ body: { nome: 'Fornecedor X' }, campo: 'nome', a: 'Fornecedor A', b: 'Fornecedor B' }),
  '/categorias': () => ({ body: { nome: 'Cat X', tipo: 'Despesa' }, campo: 'nome', a: 'Cat A', b: 'Cat B' }),
  '/medicamentos': () => ({ body: { nome: 'Mastizone', unidade: 'bisnaga' }, campo: 'principioAtivo', a: 'A', b: 'B' }),
  '/eventos-sanitarios': () => ({
    body: { data: '2025-01-10', animalId: vaca, tipo: 'Vacinação', vacina: 'Raiva' },
    campo: 'responsavel',
    a: 'Ana',
    b: 'João',
  }),
  '/controle-leiteiro': () => ({
    body: { data: '2025-01-10', animalId: vaca, ccs: 200 },
    campo: 'ccs',
    a: 300,
    b: 400,
  }),
};

function updatableResources(): string[] {
  const out = new Set<string>();
  for (const r of f.t.app.routes) {
    const m = /^\/api\/farms\/:farmId(\/.+)\/:id$/.exec(r.path);
    if (r.method === 'PUT' && m) out.add(m[1]);
  }
  return [...out];
}

describe('two updates of one version in parallel', () => {
  it('every updatable resource has an example here', () => {
    expect(updatableResources().filter((r) => !EXEMPLOS[r])).toEqual([]);
  });

  it('exactly one wins and the other gets 409 with the current row, for every resource', async () => {
    const results: Record<string, number[]> = {};
    for (const resource of updatableResources()) {
      const ex = EXEMPLOS[resource]();
      const base = `/api/farms/${f.farmId}${resource}`;
      const created = await f.t.request('POST', base, { cookie: f.admin, body: ex.body });
      expect(created.status, `${resource}: ${await created.clone().text()}`).toBe(201);
      const row = (await created.json()) as { id: string; updatedAt: string };
      const put = (value: unknown) =>
        f.t.request('PUT', `${base}/${row.id}`, {
          cookie: f.admin,
          body: { ...ex.body, [ex.campo]: value, updatedAt: row.updatedAt },
        });
      const answers = await Promise.all([put(ex.a), put(ex.b)]);
      results[resource] = answers.map((r) => r.status).sort();
      for (const r of answers) {
        if (r.status !== 200 && r.status !== 409) results[`${resource} ${await r.clone().text()}`] = [r.status];
      }
      const loser = answers.find((r) => r.status === 409);
      if (loser) {
        const current = ((await loser.json()) as { error: { current: Record<string, unknown> } }).error.current;
        expect([ex.a, ex.b], resource).toContain(current[ex.campo]);
      }
    }
    const expected = Object.fromEntries(updatableResources().map((k) => [k, [200, 409]]));
    expect(results).toEqual(expected);
  });
});
