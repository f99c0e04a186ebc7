/**
 * Every route in the app's routing table — the platform's and every module's, as they are mounted — refuses what
 * the rules of docs/PRODUTO.md §Permissões refuse: signed out → 401; a non-admin on /api/admin → 403; a user of another
 * farm on /api/farms/:farmId/... → 403; and a refused request changes nothing. New routes are covered without editing
 * this.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import {
  type AccessFixture,
  createAccessFixture,
  expectAllRefused,
  type RouteCase,
  snapshotTables,
} from '../test/permissions.ts';

let t: TestContext;
let fx: AccessFixture;
beforeAll(async () => {
  t = await createTestContext();
  fx = await createAccessFixture(t);
});
afterAll(() => t.close());

const SOME_ID = '01900000-0000-7000-8000-0000000000aa';

/** The app's own routing table, parameters filled in (farmId with the fixture's farm, the rest with an unknown id). */
function routesUnder(prefix: string, farmId: string): RouteCase[] {
  const seen = new Set<string>();
  const out: RouteCase[] = [];
  for (const r of t.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith(prefix) || r.path.includes('*')) continue;
    const path = r.path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) => (name === 'farmId' ? farmId : SOME_ID));
    const key = `${r.method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ method: r.method, path, body: r.method === 'GET' ? undefined : {} });
  }
  return out;
}

describe('every route of the routing table', () => {
  it('lists the platform routes (so the sweep is not empty)', () => {
    const admin = routesUnder('/api/admin/', fx.farmId).map((r) => `${r.method} ${r.path}`);
    expect(admin).toContain('GET /api/admin/users');
    expect(admin).toContain(`DELETE /api/admin/users/${SOME_ID}/groups/${SOME_ID}`);
    const farm = routesUnder('/api/farms/', fx.farmId).map((r) => `${r.method} ${r.path}`);
    expect(farm).toContain(`DELETE /api/farms/${fx.farmId}/registros/status/${SOME_ID}`);
  });

  it('refuses signed-out callers with 401 on every admin, farm and session route', async () => {
    const before = await snapshotTables(t);
    const routes = [
      ...routesUnder('/api/admin/', fx.farmId),
      ...routesUnder('/api/farms/', fx.farmId),
      { method: 'GET', path: '/api/auth/me' },
      { method: 'PUT', path: '/api/auth/current-farm', body: { farmId: fx.farmId } },
      { method: 'POST', path: '/api/auth/verify-password', body: { password: 'x' } },
    ];
    await expectAllRefused(t, routes, undefined, { status: 401, message: MSG.naoAutenticado });
    expect(await snapshotTables(t)).toEqual(before);
  });

  it('refuses a non-admin on every /api/admin route with the docs/PRODUTO.md §Permissões message', async () => {
    const before = await snapshotTables(t);
    await expectAllRefused(t, routesUnder('/api/admin/', fx.farmId), fx.linked.cookie, {
      status: 403,
      message: 'Acesso não autorizado. Apenas administradores podem acessar este painel.',
    });
    expect(await snapshotTables(t)).toEqual(before);
  });

  it('refuses a user of another farm on every farm route, and changes nothing', async () => {
    const before = await snapshotTables(t);
    await expectAllRefused(t, routesUnder('/api/farms/', fx.farmId), fx.outsider.cookie, {
      status: 403,
      message: MSG.semAcessoFazenda,
    });
    expect(await snapshotTables(t)).toEqual(before);
  });

  it('answers a farm that does not exist like one that is not yours, even to an admin', async () => {
    const missing = '01900000-0000-7000-8000-0000000000ff';
    await expectAllRefused(
      t,
      routesUnder('/api/farms/', missing).filter((r) => r.method === 'GET'),
      await t.adminCookie(),
      { status: 403, message: MSG.semAcessoFazenda },
    );
  });
});
