/**
 * The permission matrix, generated from the routing table: every farm route × {admin; linked with the module;
 * linked in a group without it; linked in a farm without it; no group; another farm's user; signed out}. The
 * expected answer comes from the domain's permission function (podeAcessarModulo) applied to the modules the
 * route's guards ask for (read off the guards themselves), so a new route is probed the day it is mounted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import type { Modulo } from '../../domain/modules.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import {
  type AccessFixture,
  createAccessFixture,
  type Refusal,
  type RouteCase,
  snapshotTables,
} from '../test/permissions.ts';

import {
  apiRoutes,
  esperado,
  type GuardedRoute,
  guardedRoutes,
  PUBLICAS,
  SOME_ID,
  type Who,
} from './permission-matrix-tests.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('permission matrix of every farm route', () => {
  it('finds the guards of the mounted routes', () => {
    const routes = guardedRoutes(t);
    expect(routes.length).toBeGreaterThan(40);
    const unguarded = routes.filter((r) => r.guards.length === 0).map((r) => `${r.method} ${r.pattern}`);
    expect(unguarded, 'rotas de fazenda sem farmAccess()').toEqual([]);
    const contas = routes.find((r) => r.method === 'GET' && r.pattern === '/api/farms/:farmId/contas-pagar');
    expect(contas?.guards).toEqual([['financial']]);
  });

  it('answers each kind of user as the domain rule says, and a refusal changes nothing', async () => {
    const routes = guardedRoutes(t);
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
describe('routes outside the farms', () => {
  it('refuses a signed-out caller on every route but the public ones', async () => {
    const farmId = await t.sampleFarmId();
    const before = await snapshotTables(t);
    const wrong: string[] = [];
    for (const r of apiRoutes(t)) {
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
    const routes = apiRoutes(t).filter((r) => r.pattern.startsWith('/api/admin/'));
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
