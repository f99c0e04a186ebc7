/**
 * The permission matrix, second part (the first: permission-matrix.test.ts; the shared routing-table reading in
 * permission-matrix-tests.ts): the parts of the answers of the routes more than one module opens, and the routes that
 * read many farms, each caller given only what its modules open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULOS, MODULOS_CONCEDIVEIS, type Modulo, modulosPermitidos } from '../../domain/modules.ts';
import { GRUPOS_PADRAO } from '../../domain/seed-data.ts';
import { MULTIFAZENDA_META } from '../auth/middleware.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import {
  criarFazendaMarcada,
  type FazendaMarcada,
  MARCAS,
  marcasAlheias,
  partesErradas,
  ROTAS_COMPOSTAS,
  ROTAS_MULTIFAZENDA,
} from '../test/permissions.ts';

import { ALL, apiRoutes, type GuardedRoute, guardedRoutes, SOME_ID } from './permission-matrix-tests.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('parts of the answers of the routes more than one module opens', () => {
  let m: FazendaMarcada;
  const quem: { nome: string; modulos: readonly string[]; cookie: string }[] = [];

  beforeAll(async () => {
    m = await criarFazendaMarcada(t);
    const admin = await t.adminCookie();
    for (const modulo of MODULOS_CONCEDIVEIS) {
      const name = `Só ${modulo} (partes)`;
      await t.request('POST', '/api/admin/groups', { cookie: admin, body: { name, allowedModules: [modulo] } });
      const u = await t.createUser({ email: `so-${modulo}@partes.local`, farmIds: [m.farmId], groupNames: [name] });
      quem.push({ nome: `só ${modulo}`, modulos: [modulo], cookie: u.cookie });
    }
    for (const g of GRUPOS_PADRAO.filter((x) => x.name !== 'Administradores')) {
      const u = await t.createUser({ email: `${g.name}@partes.local`, farmIds: [m.farmId], groupNames: [g.name] });
      quem.push({ nome: g.name, modulos: g.allowedModules, cookie: u.cookie });
    }
    quem.push({ nome: 'admin', modulos: MODULOS, cookie: admin });
  }, 60_000);

  const chave = (r: GuardedRoute) => `${r.method} ${r.pattern}`;
  const caminhos = (r: GuardedRoute): string[] =>
    ROTAS_COMPOSTAS[chave(r)]?.exemplos?.(m) ?? [
      r.pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_x, n: string) =>
        n === 'farmId' ? m.farmId : n === 'ano' ? String(m.ano) : SOME_ID,
      ),
    ];

  it('declares every such route, with the modules of each part or why nothing in it is withheld', () => {
    const compostas = guardedRoutes(t)
      .filter((r) => r.method === 'GET' && r.guards.some((g) => g.length !== 1))
      .map(chave);
    expect(compostas.length).toBeGreaterThan(5);
    const semDeclarar = compostas.filter((k) => !ROTAS_COMPOSTAS[k]);
    expect(semDeclarar, 'rotas compostas sem ROTAS_COMPOSTAS (src/server/test/permissions.ts)').toEqual([]);
    // A route one module opens may be declared too, when its handler asks a second module per request (the reports:
    // each category's own module); it must still be mounted.
    const montadas = guardedRoutes(t)
      .filter((r) => r.method === 'GET')
      .map(chave);
    expect(
      Object.keys(ROTAS_COMPOSTAS).filter((k) => !montadas.includes(k)),
      'declaradas e não montadas',
    ).toEqual([]);
    for (const [k, r] of Object.entries(ROTAS_COMPOSTAS)) {
      expect(Object.keys(r.partes ?? {}).length > 0 || Boolean(r.motivo), `${k}: partes ou motivo`).toBe(true);
      expect(r.exemplos, `${k}: exemplos`).toBeDefined();
    }
  });

  it('gives each declared part only to a caller whose modules open it, and says what it withholds', async () => {
    const erros: string[] = [];
    for (const [k, rota] of Object.entries(ROTAS_COMPOSTAS)) {
      if (!rota.partes || !rota.exemplos) continue;
      for (const path of rota.exemplos(m)) {
        for (const u of quem) {
          const res = await t.request('GET', path, { cookie: u.cookie });
          if (res.status === 403) continue; // the guard's answer, checked by the matrix above
          const text = await res.text();
          if (res.status !== 200) {
            erros.push(`${u.nome} ${k} → ${res.status} ${text.slice(0, 120)}`);
            continue;
          }
          for (const e of partesErradas(JSON.parse(text), rota.partes, u.modulos)) erros.push(`${u.nome} ${k} ${e}`);
        }
      }
    }
    expect(erros).toEqual([]);
  }, 120_000);

  it('never answers a figure of a module the caller lacks, on any farm route', async () => {
    const erros: string[] = [];
    const vistasPeloAdmin = new Set<string>();
    let lidas = 0;
    for (const r of guardedRoutes(t).filter((x) => x.method === 'GET')) {
      for (const path of caminhos(r)) {
        for (const u of quem) {
          const res = await t.request('GET', path, { cookie: u.cookie });
          const text = await res.text();
          if (res.status === 200) lidas++;
          if (u.nome === 'admin') for (const marca of marcasAlheias(text, [])) vistasPeloAdmin.add(marca);
          for (const marca of marcasAlheias(text, u.modulos)) erros.push(`${u.nome} GET ${path} → ${marca}`);
        }
      }
    }
    expect(lidas).toBeGreaterThan(100);
    expect(erros).toEqual([]);
    // The control: every marked figure does reach someone allowed to read it (the scan is not looking at nothing).
    const todas = Object.entries(MARCAS).flatMap(([modulo, m]) => [
      ...m.textos.map((x) => `${modulo}: "${x}"`),
      ...m.numeros.map((n) => `${modulo}: ${n}`),
    ]);
    expect(todas.filter((x) => !vistasPeloAdmin.has(x))).toEqual([]);
  }, 240_000);
});

/**
 * Routes that read many farms (issue 27: the farms' desk): a row per farm the caller is linked to, never another's,
 * each part of a row by the caller's modules on that row's farm. Checked with users of each single module and the
 * default groups, linked to the marked farm and to a neighbour farm that opens neither Financeiro nor Terras.
 */
describe('routes that read many farms', () => {
  let m: FazendaMarcada;
  let vizinha: string;
  let alheia: string;
  const SEM_FIN_TERRAS = ALL.filter((x) => x !== 'financial' && x !== 'lands');
  const quem: { nome: string; porFazenda: Record<string, readonly string[]>; cookie: string }[] = [];

  beforeAll(async () => {
    m = await criarFazendaMarcada(t);
    vizinha = await t.createFarm(`Vizinha ${Date.now().toString(36)}`, SEM_FIN_TERRAS);
    alheia = await t.createFarm(`Alheia ${Date.now().toString(36)}`);
    const admin = await t.adminCookie();
    const grupos = [
      ...MODULOS_CONCEDIVEIS.map((x) => ({ name: `Só ${x} (painel)`, allowedModules: [x] as Modulo[], novo: true })),
      ...GRUPOS_PADRAO.filter((g) => g.name !== 'Administradores').map((g) => ({ ...g, novo: false })),
    ];
    for (const g of grupos) {
      if (g.novo)
        await t.request('POST', '/api/admin/groups', {
          cookie: admin,
          body: { name: g.name, allowedModules: g.allowedModules },
        });
      const u = await t.createUser({
        email: `${g.name.replace(/\W+/g, '-')}@painel.local`,
        farmIds: [m.farmId, vizinha],
        groupNames: [g.name],
      });
      const na = (allowedModules: readonly Modulo[]) =>
        modulosPermitidos({ isAdmin: false }, { allowedModules }, [{ allowedModules: g.allowedModules }]);
      quem.push({ nome: g.name, porFazenda: { [m.farmId]: na(ALL), [vizinha]: na(SEM_FIN_TERRAS) }, cookie: u.cookie });
    }
  }, 60_000);

  it('declares every route that reads many farms', () => {
    const marcadas = [
      ...new Set(
        t.app.routes
          .filter((r) => (r.handler as unknown as Record<symbol, unknown>)[MULTIFAZENDA_META])
          .map((r) => r.path.replace(/\/\*$/, '')),
      ),
    ];
    expect(marcadas).toContain('/api/painel');
    const rotas = apiRoutes(t)
      .filter((r) => marcadas.some((p) => r.pattern === p || r.pattern.startsWith(`${p}/`)))
      .map((r) => `${r.method} ${r.pattern}`);
    expect(
      rotas.filter((k) => !ROTAS_MULTIFAZENDA[k]),
      'rotas de várias fazendas sem ROTAS_MULTIFAZENDA',
    ).toEqual([]);
    expect(
      Object.keys(ROTAS_MULTIFAZENDA).filter((k) => !rotas.includes(k)),
      'declaradas e não montadas',
    ).toEqual([]);
  });

  it('answers only the linked farms, each part of a row by the modules on its farm, no figure of another module', async () => {
    const erros: string[] = [];
    for (const [k, rota] of Object.entries(ROTAS_MULTIFAZENDA)) {
      for (const path of rota.exemplos(m)) {
        for (const u of quem) {
          const res = await t.request('GET', path, { cookie: u.cookie });
          const text = await res.text();
          if (res.status !== 200) {
            erros.push(`${u.nome} ${k} → ${res.status} ${text.slice(0, 120)}`);
            continue;
          }
          if (text.includes(alheia)) erros.push(`${u.nome} ${path}: uma fazenda não vinculada`);
          for (const marca of marcasAlheias(text, u.porFazenda[m.farmId])) erros.push(`${u.nome} ${path} → ${marca}`);
          if (!rota.linhas || !rota.partesPorLinha) continue;
          const linhas = (JSON.parse(text) as Record<string, { farmId: string }[]>)[rota.linhas];
          const ids = linhas.map((l) => l.farmId).sort();
          if (JSON.stringify(ids) !== JSON.stringify([m.farmId, vizinha].sort()))
            erros.push(`${u.nome} ${path}: ${ids}`);
          for (const l of linhas)
            for (const e of partesErradas(l, rota.partesPorLinha, u.porFazenda[l.farmId]))
              erros.push(`${u.nome} ${path} [${l.farmId === vizinha ? 'vizinha' : 'marcada'}] ${e}`);
        }
      }
    }
    expect(erros).toEqual([]);
  }, 120_000);
});

/** The routes a signed-out caller may use; any other route of the table must answer 401 to one. */
