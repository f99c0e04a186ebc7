/**
 * The server mounts each route group on its first request (app-sob-demanda.ts, routes/grupos.ts); the tests walk the
 * app with every group mounted at once (app.ts). Here the two are held together: every route of every group lies
 * under that group's paths in the list (else the server would answer it 404), and the same requests — signed in or
 * not, valid or refused, a route that does not exist, a write — get the same answers from both apps on one database.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { montarTodos } from './app.ts';
import { createAppSobDemanda } from './app-sob-demanda.ts';
import type { AppEnv } from './env.ts';
import { GRUPOS } from './routes/grupos.ts';
import { adminFixture } from './test/fixture.ts';

const f = adminFixture();

const cobre = (caminho: string, rota: string) => rota === caminho || rota.startsWith(`${caminho}/`);

describe('route groups loaded on their first request', () => {
  it("every group's routes lie under its own paths, and under no other group's", async () => {
    const todas = new Hono<AppEnv>();
    montarTodos(todas);
    const semGrupo = new Set(todas.routes.map((r) => r.path));
    for (const grupo of GRUPOS) {
      const rotas = (await grupo.carregar()).routes.map((r) => `${grupo.base}${r.path === '/' ? '' : r.path}`);
      expect(rotas.length, grupo.nome).toBeGreaterThan(0);
      for (const rota of rotas) {
        const donos = GRUPOS.filter((g) => g.caminhos.some((c) => cobre(c, rota.replace(/\/\*$/, ''))));
        expect(
          donos.map((g) => g.nome),
          rota,
        ).toEqual([grupo.nome]);
        semGrupo.delete(rota);
      }
    }
    // montarTodos mounts no group the list lacks
    expect([...semGrupo]).toEqual([]);
  });

  it('answers as the app with every group mounted: statuses, bodies, the headers the middlewares set', async () => {
    // drizzle as the running server has it (inicio.ts): loaded by the first request that needs it, once
    let cargas = 0;
    const carregarDb = async () => {
      cargas++;
      return f.t.database.db;
    };
    const sobDemanda = createAppSobDemanda({ carregarDb, config: f.t.config });
    const farm = `/api/farms/${f.farmId}`;
    const pedidos: [string, string, { cookie?: string; body?: unknown }][] = [
      ['GET', '/api/health', {}],
      ['GET', `${farm}/contas-pagar`, { cookie: f.admin }],
      ['HEAD', `${farm}/contas-pagar`, { cookie: f.admin }],
      ['GET', `${farm}/contas-pagar`, {}],
      ['GET', '/api/farms/outra/contas-pagar', { cookie: f.admin }],
      ['GET', `${farm}/contas-pagar/nao-e-um-id`, { cookie: f.admin }],
      ['GET', `${farm}/contas-pagar?pagina=zero`, { cookie: f.admin }],
      ['POST', `${farm}/contas-pagar`, { cookie: f.admin, body: { descricao: '' } }],
      ['POST', `${farm}/contas-pagar`, { cookie: f.admin, body: 'não é JSON' }],
      ['PATCH', `${farm}/fluxo-caixa`, { cookie: f.admin }],
      ['GET', `${farm}/contas-pagar/a/b/c`, { cookie: f.admin }],
      ['GET', `${farm}/nao-existe`, { cookie: f.admin }],
      ['GET', `${farm}/registros/status`, { cookie: f.admin }],
      ['GET', '/api/admin/farms', { cookie: f.admin }],
      ['GET', '/api/admin/farms', {}],
      ['GET', '/api/auth/me', { cookie: f.admin }],
      ['POST', '/api/auth/login', { body: { email: 'ninguem@x.local', password: 'errada-123456' } }],
      ['GET', `${farm}/inventario/terras`, { cookie: f.admin }],
      ['GET', `${farm}/medicamentos`, { cookie: f.admin }],
      ['GET', `${farm}/animais`, { cookie: f.admin }],
      ['GET', '/api/painel', { cookie: f.admin }],
    ];
    for (const [method, path, { cookie, body }] of pedidos) {
      const pedir = async (app: { request: typeof sobDemanda.request }) => {
        const headers: Record<string, string> = { host: 'localhost' };
        if (cookie) headers.cookie = cookie;
        if (body !== undefined) headers['content-type'] = 'application/json';
        if (method !== 'GET' && method !== 'HEAD') headers.origin = 'http://localhost';
        const res = await app.request(`http://localhost${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        });
        const h = Object.fromEntries(
          ['content-type', 'cache-control', 'content-security-policy', 'vary'].map((n) => [n, res.headers.get(n)]),
        );
        return { status: res.status, headers: h, body: await res.text() };
      };
      const [todos, lazy] = [await pedir(f.t.app), await pedir(sobDemanda)];
      expect(lazy, `${method} ${path}`).toEqual(todos);
      if (path === '/api/health') expect(cargas, 'drizzle loaded by /api/health').toBe(0);
    }
    expect(cargas).toBe(1);
  });

  it('a write through a group loaded on demand is a write: the same list after it from both apps', async () => {
    const sobDemanda = createAppSobDemanda({ carregarDb: async () => f.t.database.db, config: f.t.config });
    const path = `/api/farms/${f.farmId}/fornecedores`;
    // the outbox's key too: the idempotency middleware reads its table through the drizzle the session loaded
    const headers = {
      host: 'localhost',
      cookie: f.admin,
      origin: 'http://localhost',
      'content-type': 'application/json',
      'idempotency-key': 'sob-demanda-1',
    };
    const criado = await sobDemanda.request(`http://localhost${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ nome: 'Cooperativa sob demanda' }),
    });
    expect(criado.status, await criado.clone().text()).toBe(201);
    const [a, b] = await Promise.all(
      [f.t.app, sobDemanda].map(async (app) =>
        (await app.request(`http://localhost${path}`, { headers: { host: 'localhost', cookie: f.admin } })).text(),
      ),
    );
    expect(b).toBe(a);
    expect(a).toContain('Cooperativa sob demanda');
  });
});
