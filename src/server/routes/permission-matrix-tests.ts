/**
 * What the two files of the permission matrix share (permission-matrix.test.ts: every farm route × seven kinds of
 * user, and the routes outside the farms; permission-matrix-partes.test.ts: the parts of composite answers and the
 * routes that read many farms): the routing table's guarded routes and the domain's verdict. Two files so that two
 * workers run them side by side (one file took 47 s of a loaded run alone on one worker).
 */
import { MSG } from '../../domain/messages.ts';
import { MODULOS, type Modulo, podeAcessarModulo } from '../../domain/modules.ts';
import { GUARD_META } from '../auth/middleware.ts';
import type { TestContext } from '../test/harness.ts';

export const SOME_ID = '01900000-0000-7000-8000-0000000000aa';
export const ALL = MODULOS.filter((m) => m !== 'admin');

export interface GuardedRoute {
  method: string;
  /** Hono's pattern, e.g. /api/farms/:farmId/contas-pagar/:id */
  pattern: string;
  /** One entry per guard on the way; each guard passes with any of its modules (none listed: any module). */
  guards: Modulo[][];
}

/** Farm routes with the guards that run before them: `.use('*', guard)` entries and guards on the route itself. */
export function guardedRoutes(t: TestContext): GuardedRoute[] {
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

export type Who = 'admin' | 'comModulo' | 'grupoSem' | 'fazendaSem' | 'semGrupo' | 'outraFazenda' | 'semSessao';

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
export function esperado(
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

export const PUBLICAS = new Set([
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
export function apiRoutes(t: TestContext): { method: string; pattern: string }[] {
  const seen = new Map<string, { method: string; pattern: string }>();
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    seen.set(`${r.method} ${r.path}`, { method: r.method, pattern: r.path });
  }
  return [...seen.values()];
}
