/**
 * Each part of an answer and each side effect needs the module that owns it (issue #9 items 2 and 6): the herd
 * register does not open Apontamentos' history, and a user with no group reads nothing of the farm.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminFixture } from '../test/fixture.ts';

const f = adminFixture();
let base: string;
let vaca: string;
let soAnimais: string;
let soFinanceiro: string;
let semGrupo: string;

async function grupo(name: string, allowedModules: string[]) {
  const res = await f.t.request('POST', '/api/admin/groups', { cookie: f.admin, body: { name, allowedModules } });
  expect(res.status).toBe(201);
}

const count = async (table: string) =>
  Number((await f.t.database.client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

beforeAll(async () => {
  base = `/api/farms/${f.farmId}`;
  await grupo('Só Animais', ['animals']);
  await grupo('Só Financeiro', ['financial']);
  const farmIds = [f.farmId];
  soAnimais = (await f.t.createUser({ email: 'animais@fazenda.test', farmIds, groupNames: ['Só Animais'] })).cookie;
  soFinanceiro = (await f.t.createUser({ email: 'financeiro@fazenda.test', farmIds, groupNames: ['Só Financeiro'] }))
    .cookie;
  semGrupo = (await f.t.createUser({ email: 'sem-grupo@fazenda.test', farmIds })).cookie;
  const animal = await f.t.request('POST', `${base}/animais`, {
    cookie: f.admin,
    body: { identificacao: '501', categoria: 'Vaca Leiteira', raca: 'Holandesa' },
  });
  vaca = ((await animal.json()) as { id: string }).id;
  const parto = await f.t.request('POST', `${base}/reproducao`, {
    cookie: f.admin,
    body: { data: '2025-01-01', animalId: vaca, evento: 'Parto' },
  });
  expect(parto.status).toBe(201);
});

describe('the herd register without Apontamentos', () => {
  it('the ficha técnica shows the animal but not its milk and reproduction history', async () => {
    const res = await f.t.request('GET', `${base}/animais/${vaca}/ficha`, { cookie: soAnimais });
    expect(res.status).toBe(200);
    const ficha = (await res.json()) as Record<string, unknown> & { animal: { identificacao: string } };
    expect(ficha.animal.identificacao).toBe('501');
    // Left out, and named with the module that would open them (src/domain/retidos.ts).
    expect(Object.keys(ficha).sort()).toEqual(['animal', 'retidos']);
    expect(ficha.retidos).toEqual(
      ['status', 'producao', 'resumo', 'eventos'].map((parte) => ({ parte, modulos: ['appointments'] })),
    );
    const full = (await (await f.t.request('GET', `${base}/animais/${vaca}/ficha`, { cookie: f.admin })).json()) as {
      eventos: unknown[];
    };
    expect(full.eventos).toHaveLength(1);
  });

  it('cannot delete an animal together with its records', async () => {
    const before = await count('reproduction_events');
    const res = await f.t.request('DELETE', `${base}/animais/${vaca}`, {
      cookie: soAnimais,
      body: { comApontamentos: true },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Você não tem permissão para acessar este módulo.',
    );
    expect(await count('reproduction_events')).toBe(before);
    expect(await count('animals')).toBeGreaterThan(0);
  });
});

describe('registries and alerts follow the module rule', () => {
  it('a user with no group reads no registry and no alert', async () => {
    for (const path of [`${base}/registros/tecnicos`, `${base}/registros/contas-bancarias`, `${base}/alertas`]) {
      const res = await f.t.request('GET', path, { cookie: semGrupo });
      expect(res.status, path).toBe(403);
    }
  });

  it('a registry is readable by the modules that use it, and only by them', async () => {
    expect((await f.t.request('GET', `${base}/registros/contas-bancarias`, { cookie: soFinanceiro })).status).toBe(200);
    expect((await f.t.request('GET', `${base}/registros/tecnicos`, { cookie: soFinanceiro })).status).toBe(403);
    expect((await f.t.request('GET', `${base}/registros/tecnicos`, { cookie: soAnimais })).status).toBe(200);
    expect((await f.t.request('GET', `${base}/registros/contas-bancarias`, { cookie: soAnimais })).status).toBe(403);
    expect((await f.t.request('GET', `${base}/alertas`, { cookie: soAnimais })).status).toBe(200);
  });
});
