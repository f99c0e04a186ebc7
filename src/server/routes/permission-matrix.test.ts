/**
 * The permission matrix, generated from the routing table: every farm route × {admin; linked with the module;
 * linked in a group without it; linked in a farm without it; no group; another farm's user; signed out}. The
 * expected answer comes from the domain's permission function (podeAcessarModulo) applied to the modules the
 * route's guards ask for (read off the guards themselves), so a new route is probed the day it is mounted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import {
  MODULOS,
  MODULOS_CONCEDIVEIS,
  type Modulo,
  modulosPermitidos,
  podeAcessarModulo,
} from '../../domain/modules.ts';
import { GRUPOS_PADRAO } from '../../domain/seed-data.ts';
import { GUARD_META, MULTIFAZENDA_META } from '../auth/middleware.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import {
  type AccessFixture,
  createAccessFixture,
  criarFazendaMarcada,
  type FazendaMarcada,
  MARCAS,
  marcasAlheias,
  partesErradas,
  type Refusal,
  ROTAS_COMPOSTAS,
  ROTAS_MULTIFAZENDA,
  type RouteCase,
  snapshotTables,
} from '../test/permissions.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const SOME_ID = '01900000-0000-7000-8000-0000000000aa';
const ALL = MODULOS.filter((m) => m !== 'admin');

interface GuardedRoute {
  method: string;
  /** Hono's pattern, e.g. /api/farms/:farmId/contas-pagar/:id */
  pattern: string;
  /** One entry per guard on the way; each guard passes with any of its modules (none listed: any module). */
  guards: Modulo[][];
}

/** Farm routes with the guards that run before them: `.use('*', guard)` entries and guards on the route itself. */
function guardedRoutes(): GuardedRoute[] {
  const guards = t.app.routes
    .map((r) => ({ r, modulos: (r.handler as unknown as Record<symbol, Modulo[] | undefined>)[GUARD_META] }))
    .filter((g) => g.modulos);
  const covers = (guard: string, method: string, pattern: string, guardMethod: string) =>
    (guardMethod === 'ALL' || guardMethod === method) &&
    (guard === pattern || (guard.endsWith('/*') && `${pattern}/`.startsWith(guard.slice(0, -1))));
  const seen = new Set<string>();
  const out: GuardedRoute[] = [];
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/farms/') || r.path.includes('*')) continue;
    if ((r.handler as unknown as Record<symbol, unknown>)[GUARD_META]) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const on = guards.filter((g) => covers(g.r.path, r.method, r.path, g.r.method)).map((g) => g.modulos as Modulo[]);
    out.push({ method: r.method, pattern: r.path, guards: on });
  }
  return out;
}

type Who = 'admin' | 'comModulo' | 'grupoSem' | 'fazendaSem' | 'semGrupo' | 'outraFazenda' | 'semSessao';

/** What the user is, in the domain's terms: its groups' modules and its farm's (null = not linked to the farm). */
function perfil(who: Who, wanted: readonly Modulo[]) {
  const without = ALL.filter((m) => !wanted.includes(m));
  switch (who) {
    case 'admin':
      return { isAdmin: true, farm: ALL, groups: [] as Modulo[][] };
    case 'comModulo':
      return { isAdmin: false, farm: ALL, groups: [ALL] };
    case 'grupoSem':
      return { isAdmin: false, farm: ALL, groups: [without] };
    case 'fazendaSem':
      return { isAdmin: false, farm: without, groups: [ALL] };
    case 'semGrupo':
      return { isAdmin: false, farm: ALL, groups: [] };
    default:
      return null;
  }
}

/** The domain's verdict for one user on one route. */
function esperado(
  who: Who,
  route: GuardedRoute,
  wanted: readonly Modulo[],
): { status: number; message?: string } | 'ok' {
  if (who === 'semSessao') return { status: 401, message: MSG.naoAutenticado };
  const p = perfil(who, wanted);
  if (!p) return { status: 403, message: MSG.semAcessoFazenda };
  const user = { isAdmin: p.isAdmin };
  const farm = { allowedModules: p.farm };
  const groups = p.groups.map((allowedModules) => ({ allowedModules }));
  const passes = (modulos: Modulo[]) =>
    (modulos.length ? modulos : MODULOS).some((m) => podeAcessarModulo(user, farm, groups, m));
  return route.guards.every(passes) ? 'ok' : { status: 403, message: MSG.semPermissao };
}

describe('permission matrix of every farm route', () => {
  it('finds the guards of the mounted routes', () => {
    const routes = guardedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const unguarded = routes.filter((r) => r.guards.length === 0).map((r) => `${r.method} ${r.pattern}`);
    expect(unguarded, 'rotas de fazenda sem farmAccess()').toEqual([]);
    const contas = routes.find((r) => r.method === 'GET' && r.pattern === '/api/farms/:farmId/contas-pagar');
    expect(contas?.guards).toEqual([['financial']]);
  });

  it('answers each kind of user as the domain rule says, and a refusal changes nothing', async () => {
    const routes = guardedRoutes();
    const byModules = new Map<string, GuardedRoute[]>();
    for (const r of routes) {
      const wanted = [...new Set(r.guards.flat())].sort();
      const k = wanted.join(',');
      byModules.set(k, [...(byModules.get(k) ?? []), r]);
    }
    const wrong: string[] = [];
    for (const [k, group] of byModules) {
      const wanted = (k ? k.split(',') : []) as Modulo[];
      const fx: AccessFixture = await createAccessFixture(t, wanted.length ? wanted : undefined);
      const cookies: Record<Who, { cookie?: string; farmId: string } | undefined> = {
        admin: { cookie: await t.adminCookie(), farmId: fx.farmId },
        comModulo: { cookie: fx.linked.cookie, farmId: fx.farmId },
        grupoSem: fx.groupWithout && { cookie: fx.groupWithout.cookie, farmId: fx.farmId },
        fazendaSem: fx.farmWithout && { cookie: fx.farmWithout.user.cookie, farmId: fx.farmWithout.farmId },
        semGrupo: { cookie: fx.noGroup.cookie, farmId: fx.farmId },
        outraFazenda: { cookie: fx.outsider.cookie, farmId: fx.farmId },
        semSessao: { farmId: fx.farmId },
      };
      // The group's refusals first, with one snapshot of every table before and after them all (taking one around
      // each refusal was most of this file's CPU); then the allowed calls, which may write.
      const calls: { who: Who; route: GuardedRoute; call: RouteCase; cookie?: string; expected: Refusal | 'ok' }[] = [];
      for (const route of group) {
        for (const [who, as] of Object.entries(cookies) as [Who, (typeof cookies)[Who]][]) {
          if (!as) continue;
          const path = route.pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_m, n: string) =>
            n === 'farmId' ? as.farmId : SOME_ID,
          );
          const call: RouteCase = { method: route.method, path, body: route.method === 'GET' ? undefined : {} };
          calls.push({ who, route, call, cookie: as.cookie, expected: esperado(who, route, wanted) });
        }
      }
      const send = async (c: (typeof calls)[number]) => {
        const res = await t.request(c.call.method, c.call.path, { cookie: c.cookie, body: c.call.body });
        const text = await res.text();
        return {
          res,
          text,
          label: `${c.who} ${c.route.method} ${c.route.pattern} → ${res.status} ${text.slice(0, 120)}`,
        };
      };
      const refused = calls.filter((c) => c.expected !== 'ok');
      const before = JSON.stringify(await snapshotTables(t));
      for (const c of refused) {
        const expected = c.expected as Refusal;
        const { text, res, label } = await send(c);
        const message = (JSON.parse(text) as { error?: { message?: string } }).error?.message;
        if (res.status !== expected.status || message !== expected.message) {
          wrong.push(`${label} (esperado: ${expected.status} ${expected.message})`);
        }
      }
      if (JSON.stringify(await snapshotTables(t)) !== before) {
        // Which refusal it was: each again, with a snapshot around it.
        for (const c of refused) {
          const antes = JSON.stringify(await snapshotTables(t));
          const { label } = await send(c);
          if (JSON.stringify(await snapshotTables(t)) !== antes) wrong.push(`${label}: uma recusa alterou dados`);
        }
        wrong.push(`grupo [${k}]: as recusas alteraram dados`);
      }
      for (const c of calls.filter((x) => x.expected === 'ok')) {
        const { res, label } = await send(c);
        if (res.status === 401 || res.status === 403 || res.status >= 500) wrong.push(`${label} (esperado: permitido)`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});

/**
 * Parts of answers (issue 22 item 9): a route that more than one module opens answers each caller with what its
 * modules allow. Declared in ROTAS_COMPOSTAS (src/server/test/permissions.ts); checked here on a farm whose every
 * module holds marked figures, as a user of each single module, a Gerente, an Operador and the administrator.
 */
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
    const compostas = guardedRoutes()
      .filter((r) => r.method === 'GET' && r.guards.some((g) => g.length !== 1))
      .map(chave);
    expect(compostas.length).toBeGreaterThan(5);
    const semDeclarar = compostas.filter((k) => !ROTAS_COMPOSTAS[k]);
    expect(semDeclarar, 'rotas compostas sem ROTAS_COMPOSTAS (src/server/test/permissions.ts)').toEqual([]);
    // A route one module opens may be declared too, when its handler asks a second module per request (the reports:
    // each category's own module); it must still be mounted.
    const montadas = guardedRoutes()
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
    for (const r of guardedRoutes().filter((x) => x.method === 'GET')) {
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
    const rotas = apiRoutes()
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
const PUBLICAS = new Set([
  'GET /api/health',
  'GET /api/openapi.json',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/recover',
  'POST /api/auth/recover',
  'GET /api/auth/reset/:token',
  'POST /api/auth/reset',
]);

/** Every concrete API route of the routing table (method + Hono pattern), once. */
function apiRoutes(): { method: string; pattern: string }[] {
  const seen = new Map<string, { method: string; pattern: string }>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, pattern: r.path });
  }
  return [...seen.values()];
}

describe('routes outside the farms', () => {
  it('refuses a signed-out caller on every route but the public ones', async () => {
    const farmId = await t.sampleFarmId();
    const before = await snapshotTables(t);
    const wrong: string[] = [];
    for (const r of apiRoutes()) {
      if (PUBLICAS.has(`${r.method} ${r.pattern}`)) continue;
      const path = r.pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_m, n: string) => (n === 'farmId' ? farmId : SOME_ID));
      const res = await t.request(r.method, path, { body: r.method === 'GET' ? undefined : {} });
      const message = ((await res.json()) as { error?: { message?: string } }).error?.message;
      if (res.status !== 401 || message !== MSG.naoAutenticado) wrong.push(`${r.method} ${r.pattern} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t)).toEqual(before);
  });

  it('answers every admin route to administrators only, and a refusal changes nothing', async () => {
    const farmId = await t.sampleFarmId();
    const fx = await createAccessFixture(t);
    const admin = await t.adminCookie();
    const routes = apiRoutes().filter((r) => r.pattern.startsWith('/api/admin/'));
    expect(routes.length).toBeGreaterThan(10);
    const before = await snapshotTables(t);
    const wrong: string[] = [];
    for (const r of routes) {
      const path = r.pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_m, n: string) => (n === 'farmId' ? farmId : SOME_ID));
      const body = r.method === 'GET' ? undefined : {};
      for (const [who, cookie] of [
        ['com todos os módulos', fx.linked.cookie],
        ['sem grupo', fx.noGroup.cookie],
      ] as const) {
        const res = await t.request(r.method, path, { cookie, body });
        const message = ((await res.json()) as { error?: { message?: string } }).error?.message;
        if (res.status !== 403 || message !== MSG.apenasAdmin)
          wrong.push(`${who} ${r.method} ${r.pattern} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotTables(t)).toEqual(before);
    // The same routes let an administrator through (GETs answer; a mutation with an empty body is a 4xx of its own).
    for (const r of routes.filter((x) => x.method === 'GET')) {
      const path = r.pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_m, n: string) => (n === 'farmId' ? farmId : SOME_ID));
      const res = await t.request('GET', path, { cookie: admin });
      expect([200, 404], `${r.pattern} → ${res.status}`).toContain(res.status);
    }
  });
});
