/**
 * Permission assertions for route tests: "every route of this module refuses a signed-out caller, a user of another
 * farm, a user whose groups lack the module and a farm that does not allow it — and nothing changes".
 *
 *   await assertModuleGuarded(t, {
 *     modulo: 'financial',
 *     routes: async (farmId) => [
 *       { method: 'GET', path: `/api/farms/${farmId}/contas-pagar` },
 *       { method: 'POST', path: `/api/farms/${farmId}/contas-pagar`, body: exemplo },
 *       { method: 'PUT', path: `/api/farms/${farmId}/contas-pagar/${id}`, body: exemplo },
 *       { method: 'DELETE', path: `/api/farms/${farmId}/contas-pagar/${id}`, body: { password: 'senha123' } },
 *     ],
 *   });
 *
 * `routes` gets a fresh farm (all modules) made for the check; create the records the routes point at inside it
 * (e.g. with `t.adminCookie()`). Bodies should be valid, so a refusal is the guard's and not the validator's.
 */
import { expect } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { MODULOS, type Modulo } from '../../domain/modules.ts';
import type { TestContext } from './harness.ts';

export interface RouteCase {
  method: string;
  path: string;
  body?: unknown;
}

export interface Refusal {
  status: number;
  /** Exact `error.message` expected; omitted = any. */
  message?: string;
}

/** Sends every route as `cookie` (undefined = signed out) and expects each to be refused the same way. */
export async function expectAllRefused(
  t: TestContext,
  routes: RouteCase[],
  cookie: string | undefined,
  refusal: Refusal,
  who = cookie ? 'usuário' : 'sem sessão',
): Promise<void> {
  expect(routes.length, 'nenhuma rota para verificar').toBeGreaterThan(0);
  const wrong: string[] = [];
  for (const r of routes) {
    const res = await t.request(r.method, r.path, { cookie, body: r.body });
    const text = await res.text();
    let message: string | undefined;
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message;
    } catch {
      message = undefined;
    }
    if (res.status !== refusal.status || (refusal.message !== undefined && message !== refusal.message)) {
      wrong.push(`${r.method} ${r.path} → ${res.status} ${text.slice(0, 160)}`);
    }
  }
  expect(wrong, `${who}: esperado ${refusal.status} ${refusal.message ?? ''}`).toEqual([]);
}

/** Every row of every table (but sessions and migrations), to prove a refused request changed nothing. */
export async function snapshotTables(t: TestContext, exclude: string[] = []): Promise<Record<string, unknown[]>> {
  const skip = new Set(['sessions', '__drizzle_migrations', 'sqlite_sequence', ...exclude]);
  const tables = await t.database.client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  const out: Record<string, unknown[]> = {};
  for (const row of tables.rows) {
    const name = String(row.name);
    if (skip.has(name)) continue;
    out[name] = (await t.database.client.execute(`SELECT * FROM "${name}" ORDER BY rowid`)).rows.map((r) => ({ ...r }));
  }
  return out;
}

let seq = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++seq}`;

async function createGroup(t: TestContext, allowedModules: readonly string[]): Promise<string> {
  const name = unique('Grupo teste');
  const res = await t.request('POST', '/api/admin/groups', {
    cookie: await t.adminCookie(),
    body: { name, description: '', allowedModules },
  });
  if (res.status !== 201) throw new Error(`criar grupo: ${res.status} ${await res.text()}`);
  return name;
}

export interface AccessFixture {
  /** A farm allowing every module; `linked` works there. */
  farmId: string;
  /** Linked to `farmId`, in a group allowing every module (the positive control). */
  linked: { id: string; cookie: string };
  /** Linked only to another farm, in a group allowing every module. */
  outsider: { id: string; cookie: string };
  /** Linked to `farmId` but in no group. */
  noGroup: { id: string; cookie: string };
  /** Linked to `farmId`, in a group allowing every module but `modulo` (all of them, for a list). */
  groupWithout?: { id: string; cookie: string };
  /** A farm allowing every module but `modulo`, and a user linked to it whose group allows everything. */
  farmWithout?: { farmId: string; user: { id: string; cookie: string } };
}

const ALL = MODULOS.filter((m) => m !== 'admin');

/** Farms and users for the refusal checks of one module (or none: farm access only). */
export async function createAccessFixture(t: TestContext, modulo?: Modulo | readonly Modulo[]): Promise<AccessFixture> {
  const wanted: readonly string[] = modulo === undefined ? [] : typeof modulo === 'string' ? [modulo] : modulo;
  const farmId = await t.createFarm(unique('Fazenda permissões'), [...ALL]);
  const otherFarmId = await t.createFarm(unique('Fazenda vizinha'), [...ALL]);
  const everything = await createGroup(t, ALL);
  const mail = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}@teste.local`;
  const linked = await t.createUser({ email: mail('vinculado'), farmIds: [farmId], groupNames: [everything] });
  const outsider = await t.createUser({ email: mail('vizinho'), farmIds: [otherFarmId], groupNames: [everything] });
  const noGroup = await t.createUser({ email: mail('sem-grupo'), farmIds: [farmId] });
  if (!wanted.length) return { farmId, linked, outsider, noGroup };
  const without = await createGroup(
    t,
    ALL.filter((m) => !wanted.includes(m)),
  );
  const groupWithout = await t.createUser({ email: mail('sem-modulo'), farmIds: [farmId], groupNames: [without] });
  const farmWithoutId = await t.createFarm(
    unique('Fazenda sem módulo'),
    ALL.filter((m) => !wanted.includes(m)),
  );
  const farmUser = await t.createUser({
    email: mail('fazenda-sem'),
    farmIds: [farmWithoutId],
    groupNames: [everything],
  });
  return { farmId, linked, outsider, noGroup, groupWithout, farmWithout: { farmId: farmWithoutId, user: farmUser } };
}

export interface ModuleGuardOptions {
  /** The module the routes need (a list = any of them); undefined = only access to the farm (reading registries). */
  modulo?: Modulo | readonly Modulo[];
  routes: (farmId: string) => RouteCase[] | Promise<RouteCase[]>;
  /** What must not change; defaults to every table. */
  snapshot?: () => Promise<unknown>;
}

/**
 * The refusals DESIGN.md asks of every farm route: 401 signed out; 403 'Você não tem acesso a esta fazenda.' for
 * another farm's user (and a farm that does not exist); 403 'Você não tem permissão para acessar este módulo.' for
 * a user with no group, a group without the module, or a farm that does not allow it. Nothing changes. Then the
 * positive control: the linked user with the module is not refused (status not 401/403). Returns the fixture.
 */
export async function assertModuleGuarded(t: TestContext, opts: ModuleGuardOptions): Promise<AccessFixture> {
  const fx = await createAccessFixture(t, opts.modulo);
  const routes = await opts.routes(fx.farmId);
  const snapshot = opts.snapshot ?? (() => snapshotTables(t));
  const before = await snapshot();

  await expectAllRefused(t, routes, undefined, { status: 401, message: MSG.naoAutenticado });
  await expectAllRefused(
    t,
    routes,
    fx.outsider.cookie,
    { status: 403, message: MSG.semAcessoFazenda },
    'outra fazenda',
  );
  const missing = routes.map((r) => ({
    ...r,
    path: r.path.replace(fx.farmId, '01900000-0000-7000-8000-000000000000'),
  }));
  await expectAllRefused(
    t,
    missing,
    await t.adminCookie(),
    { status: 403, message: MSG.semAcessoFazenda },
    'fazenda inexistente',
  );
  const perm = { status: 403, message: MSG.semPermissao };
  // No group means no access (SPEC.md §6), even on routes that name no module.
  await expectAllRefused(t, routes, fx.noGroup.cookie, perm, 'sem grupo');
  if (fx.groupWithout) {
    await expectAllRefused(t, routes, fx.groupWithout?.cookie, perm, 'grupo sem o módulo');
    const farmWithout = fx.farmWithout as NonNullable<AccessFixture['farmWithout']>;
    const onFarmWithout = routes.map((r) => ({ ...r, path: r.path.replace(fx.farmId, farmWithout.farmId) }));
    await expectAllRefused(t, onFarmWithout, farmWithout.user.cookie, perm, 'fazenda sem o módulo');
  }
  expect(await snapshot(), 'uma requisição recusada alterou dados').toEqual(before);

  for (const r of routes.filter((x) => x.method === 'GET')) {
    const res = await t.request(r.method, r.path, { cookie: fx.linked.cookie });
    expect([401, 403], `${r.method} ${r.path} recusou o usuário vinculado com o módulo`).not.toContain(res.status);
  }
  return fx;
}
