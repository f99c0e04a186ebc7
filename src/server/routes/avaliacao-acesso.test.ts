/**
 * Issue 22 item 9: each part of the assessment follows the module it comes from. An Operador (Animais +
 * Apontamentos) reads the herd's figures but no cost, income, price or profit; a Gerente (Painel, Animais,
 * Financeiro, Relatórios) reads the money but not the litres nor the land and machine valuations — in the draft,
 * the Análise Final, the list of years, the figures to import and the files. A save keeps what the saver cannot see.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import exemplo from '../../../examples/avaliacao-exemplo.json' with { type: 'json' };
import type { Retido } from '../../domain/retidos.ts';
import { adminFixture, jsonComStatus } from '../test/fixture.ts';

const f = adminFixture();
let operador: string;
let gerente: string;
let soTerras: string;
const ANO = 2025;
const url = (sufixo = '') => `/api/farms/${f.farmId}/avaliacoes/${ANO}${sufixo}`;

interface Resposta {
  updatedAt: string;
  dados: Record<string, Record<string, unknown> | unknown[] | undefined>;
  analise: Record<string, unknown> | null;
  retidos: Retido[];
}

const partes = (r: { retidos: Retido[] }) => Object.fromEntries(r.retidos.map((x) => [x.parte, x.modulos]));

beforeAll(async () => {
  await f.t.request('POST', '/api/admin/groups', {
    cookie: f.admin,
    body: { name: 'Só Terras Avaliação', allowedModules: ['lands'] },
  });
  const farmIds = [f.farmId];
  operador = (await f.t.createUser({ email: 'op.av@teste.local', farmIds, groupNames: ['Operadores'] })).cookie;
  gerente = (await f.t.createUser({ email: 'ger.av@teste.local', farmIds, groupNames: ['Gerentes'] })).cookie;
  soTerras = (await f.t.createUser({ email: 'terras.av@teste.local', farmIds, groupNames: ['Só Terras Avaliação'] }))
    .cookie;
  await jsonComStatus(await f.t.request('PUT', url(), { cookie: f.admin, body: { dados: exemplo } }), 201);
});

describe('the saved assessment as each role reads it', () => {
  it('an Operador reads the herd and the litres, and no money of Financeiro nor any figure made of it', async () => {
    const res = await f.t.request('GET', url(), { cookie: operador });
    const texto = await res.clone().text();
    const r = await jsonComStatus<Resposta>(res);
    expect(r.dados.animais).toEqual(exemplo.animais);
    expect(r.dados.zootecnico).toEqual(exemplo.zootecnico);
    expect(r.dados.receitas).toEqual({
      leiteLitros: 200_000,
      leiteProduzidoLitros: 200_000,
      variacaoInventarioAnimal: 1_000_000,
    });
    for (const k of ['custos', 'terras', 'benfeitorias', 'maquinas']) expect(r.dados[k], k).toBeUndefined();
    expect(partes(r)).toMatchObject({
      'dados.custos': ['financial'],
      'dados.receitas.precoLeite': ['financial'],
      'dados.receitas.vendaAnimais': ['financial'],
      'dados.terras': ['lands'],
      'analise.lucro': ['financial', 'facilities', 'machinery', 'lands'],
      'analise.coe': ['financial'],
      'analise.veredito': ['financial', 'facilities', 'machinery', 'lands'],
    });
    expect(r.analise).toMatchObject({ litros: 200_000, indicadores: { litrosPorDia: 547.9 } });
    for (const k of ['rbLeite', 'coe', 'coeItens', 'ct', 'lucro', 'porLitro', 'veredito', 'sensibilidade'])
      expect(r.analise?.[k], k).toBeUndefined();
    // Not a figure of the finance anywhere in the answer: the COE items, the price, the profit, the verdict.
    for (const segredo of ['15000000', '3600000', '4000000', '"precoLeite"', '4170000', 'lucrativa'])
      expect(texto).not.toContain(segredo);
  });

  it('a Gerente reads the money, not the litres nor the land, facility and machine valuations', async () => {
    const r = await jsonComStatus<Resposta>(await f.t.request('GET', url(), { cookie: gerente }));
    expect(r.dados.custos).toMatchObject({ concentrado: 15_000_000, maoDeObraFamiliar: 3_600_000 });
    expect(r.dados.receitas).toEqual({
      precoLeite: 250,
      vendaAnimais: 4_000_000,
      variacaoInventarioAnimal: 1_000_000,
      outras: 0,
    });
    for (const k of ['terras', 'benfeitorias', 'maquinas', 'zootecnico']) expect(r.dados[k], k).toBeUndefined();
    expect(r.analise).toMatchObject({ coe: 36_000_000, maoDeObraFamiliar: 3_600_000 });
    for (const k of ['litros', 'rbLeite', 'valorTerra', 'capitalInvestido', 'lucro', 'indicadores'])
      expect(r.analise?.[k], k).toBeUndefined();
    expect(partes(r)).toMatchObject({
      'dados.receitas.leiteLitros': ['appointments'],
      'analise.litros': ['appointments'],
    });
  });

  it('a user with Terras only reads the lands and their remuneration', async () => {
    const r = await jsonComStatus<Resposta>(await f.t.request('GET', url(), { cookie: soTerras }));
    // a land saved without `arrendada` reads back as owned (the schema's default)
    expect(r.dados.terras).toEqual(exemplo.terras.map((t) => ({ ...t, arrendada: false })));
    expect(r.analise).toEqual({ valorTerra: 100_000_000, remuneracaoTerra: 6_000_000 });
    expect(r.dados.receitas).toEqual({});
  });

  it('the administrator reads everything, and nothing is said withheld', async () => {
    const r = await jsonComStatus<Resposta>(await f.t.request('GET', url(), { cookie: f.admin }));
    expect(r.retidos).toEqual([]);
    expect(r.analise).toMatchObject({ lucro: 4_170_000, veredito: { nivel: 'lucrativa' } });
  });

  it('the list of years gives each role the summary figures of its modules only', async () => {
    type Item = { ano: number; resumo: Record<string, unknown> & { retidos: Retido[] } };
    const lista = async (cookie: string) =>
      (await jsonComStatus<Item[]>(await f.t.request('GET', `/api/farms/${f.farmId}/avaliacoes`, { cookie }))).find(
        (x) => x.ano === ANO,
      )?.resumo;
    expect(await lista(operador)).toEqual({
      litros: 200_000,
      retidos: expect.arrayContaining([{ parte: 'coe', modulos: ['financial'] }]),
    });
    const g = await lista(gerente);
    expect(g).toMatchObject({ coe: 36_000_000 });
    expect(Object.keys(g ?? {}).sort()).toEqual(['coe', 'retidos']);
    expect(await lista(f.admin)).toMatchObject({ lucro: 4_170_000, retidos: [] });
  });
});

describe('the Análise Final as a file', () => {
  const pdfTexto = async (res: Response) => {
    expect(res.status).toBe(200);
    const caminho = join(mkdtempSync(join(tmpdir(), 'avaliacao-acesso-')), 'a.pdf');
    writeFileSync(caminho, Buffer.from(await res.arrayBuffer()));
    return execFileSync('pdftotext', ['-layout', caminho, '-'], { encoding: 'utf8' });
  };

  it('an Operador’s file says where the finance figures are withheld, and holds none of them', async () => {
    const csv = await f.t.request('GET', `${url('/arquivo')}?formato=csv`, { cookie: operador });
    expect(csv.status).toBe(200);
    const texto = await csv.text();
    expect(texto).toContain('Leite entregue;200000');
    expect(texto).toMatch(/Lucro \(RB − CT\);Oculto: requer os módulos Financeiro, Instalações, Máquinas e Terras/);
    expect(texto).toContain('Itens do COE;Oculto: requer o módulo Financeiro');
    for (const segredo of ['41700,00', '150000,00', '508300,00', 'lucrativa']) expect(texto).not.toContain(segredo);
    const pdf = await pdfTexto(await f.t.request('GET', `${url('/arquivo')}?formato=pdf`, { cookie: operador }));
    expect(pdf).toContain('Oculto: requer o módulo Financeiro');
    expect(pdf).not.toContain('lucrativa');
    expect(pdf).not.toContain('508.300,00');
  });

  it('the administrator’s file has every figure and the verdict', async () => {
    const pdf = await pdfTexto(await f.t.request('GET', `${url('/arquivo')}?formato=pdf`, { cookie: f.admin }));
    expect(pdf).toContain('A atividade é lucrativa');
    expect(pdf).not.toContain('Oculto');
  });
});

describe('saving and deleting by a user who cannot see every part', () => {
  it('an Operador’s save changes the litres and keeps the costs and incomes it cannot see', async () => {
    const antes = await jsonComStatus<Resposta>(await f.t.request('GET', url(), { cookie: f.admin }));
    const lido = await jsonComStatus<Resposta>(await f.t.request('GET', url(), { cookie: operador }));
    const dados = { ...lido.dados, receitas: { ...(lido.dados.receitas as object), leiteLitros: 210_000 } };
    const salvo = await jsonComStatus<Resposta>(
      await f.t.request('PUT', url(), { cookie: operador, body: { dados, updatedAt: lido.updatedAt } }),
    );
    expect(salvo.dados.receitas).toEqual({
      leiteLitros: 210_000,
      leiteProduzidoLitros: 200_000,
      variacaoInventarioAnimal: 1_000_000,
    });
    expect(salvo.dados.custos).toBeUndefined();
    const esperado = { ...antes.dados, receitas: { ...(antes.dados.receitas as object), leiteLitros: 210_000 } };
    const admin = await jsonComStatus<Resposta>(await f.t.request('GET', url(), { cookie: f.admin }));
    expect(admin.dados).toEqual(esperado);
    expect(admin.dados.custos).toMatchObject(exemplo.custos);
    expect(admin.analise).toMatchObject({ litros: 210_000, coe: 36_000_000 });
    // Costs sent by someone without Financeiro are not written either.
    const forcado = await jsonComStatus<Resposta>(
      await f.t.request('PUT', url(), {
        cookie: operador,
        body: { dados: { ...dados, custos: { concentrado: 1 } }, updatedAt: salvo.updatedAt },
      }),
    );
    expect(forcado.dados.custos).toBeUndefined();
    const depois = await jsonComStatus<Resposta>(await f.t.request('GET', url(), { cookie: f.admin }));
    expect(depois.dados).toEqual(esperado);
    await jsonComStatus(
      await f.t.request('PUT', url(), { cookie: f.admin, body: { dados: exemplo, updatedAt: depois.updatedAt } }),
    );
  });

  it('a conflict answers the current draft as the caller may read it', async () => {
    const res = await f.t.request('PUT', url(), {
      cookie: operador,
      body: { dados: { identificacao: exemplo.identificacao }, updatedAt: '2000-01-01T00:00:00.000Z' },
    });
    const texto = await res.text();
    expect(res.status, texto).toBe(409);
    const atual = (JSON.parse(texto) as { error: { current: Resposta } }).error.current;
    expect(atual.dados.animais).toEqual(exemplo.animais);
    expect(atual.dados.custos).toBeUndefined();
    expect(texto).not.toContain('15000000');
    expect(texto).not.toContain('lucrativa');
  });

  it('an Operador cannot delete a year whose figures it cannot all see', async () => {
    const res = await f.t.request('DELETE', url(), { cookie: operador });
    const erro = (await jsonComStatus<{ error: { message: string } }>(res, 403)).error;
    expect(erro.message).toBe(
      'Esta avaliação tem dados que você não pode ver (Terras, Instalações, Máquinas, Financeiro): só quem pode vê-los pode excluí-la.',
    );
    expect((await f.t.request('GET', url(), { cookie: f.admin })).status).toBe(200);
  });
});

describe('the figures offered to import, as each role may read them', () => {
  beforeAll(async () => {
    const farm = `/api/farms/${f.farmId}`;
    await f.t.request('POST', `${farm}/categorias`, {
      cookie: f.admin,
      body: { nome: 'Ração Acesso', tipo: 'Despesa', grupoCusto: 'concentrado' },
    });
    await f.t.request('POST', `${farm}/despesas`, {
      cookie: f.admin,
      body: {
        data: '2025-03-10',
        descricao: 'Ração',
        categoria: 'Ração Acesso',
        valor: 7_777_701,
        forma_pagamento: 'PIX',
      },
    });
    await f.t.request('POST', `${farm}/inventario/terras`, {
      cookie: f.admin,
      body: {
        ano: ANO,
        tipo: 'Pastagem',
        quantidade: 3,
        valor: 2_222_203,
        taxaJurosItem: 6,
        responsavelTecnico: 'Ana',
      },
    });
  });

  interface Sugestao {
    sugestao: { custos?: Record<string, number>; terras?: unknown[]; receitas: Record<string, unknown> };
    semGrupo?: string[];
    meses: Record<string, string[] | undefined>;
    retidos: Retido[];
  }
  const sugestao = async (cookie: string) => {
    const res = await f.t.request('GET', url('/sugestao'), { cookie });
    return { texto: await res.clone().text(), r: await jsonComStatus<Sugestao>(res) };
  };

  it('an Operador gets no cost, income or month of Financeiro', async () => {
    const { r, texto } = await sugestao(operador);
    expect(r.sugestao.custos).toBeUndefined();
    expect(r.semGrupo).toBeUndefined();
    expect(r.meses.rendaLeite).toBeUndefined();
    expect(r.meses.financeiro).toBeUndefined();
    expect(texto).not.toContain('7777701');
    expect(partes(r)).toMatchObject({
      'sugestao.custos': ['financial'],
      'sugestao.receitas.rendaLeite': ['financial'],
    });
  });

  it('a Gerente gets no litres and no land valuation', async () => {
    const { r, texto } = await sugestao(gerente);
    expect(r.sugestao.custos?.concentrado).toBe(7_777_701);
    expect(r.sugestao.receitas.leiteLitros).toBeUndefined();
    expect(r.sugestao.terras).toBeUndefined();
    expect(r.meses.leiteLitros).toBeUndefined();
    expect(texto).not.toContain('2222203');
    expect(partes(r)).toMatchObject({
      'sugestao.receitas.leiteLitros': ['appointments'],
      'sugestao.terras': ['lands'],
    });
  });

  it('the administrator gets every figure', async () => {
    const { r } = await sugestao(f.admin);
    expect(r.retidos).toEqual([]);
    expect(r.sugestao.terras).toEqual([
      { descricao: 'Pastagem', hectares: 3, valorHectare: 2_222_203, arrendada: false },
    ]);
    expect(r.sugestao.custos?.concentrado).toBe(7_777_701);
  });
});
