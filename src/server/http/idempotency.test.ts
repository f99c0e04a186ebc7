import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { PROCESS_STARTED } from './idempotency.ts';

let t: TestContext;
let admin: string;
let path: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminCookie();
  path = `/api/farms/${await t.sampleFarmId()}/registros/tipos-terras`;
});
afterAll(() => t.close());

const rows = async (nome: string) =>
  Number(
    (await t.database.client.execute({ sql: 'SELECT count(*) n FROM tipos_terras WHERE nome = ?', args: [nome] }))
      .rows[0].n,
  );

describe('Idempotency-Key', () => {
  it('replays the stored answer for the same key and body without applying twice', async () => {
    const send = () =>
      t.request('POST', path, { cookie: admin, body: { nome: 'Várzea' }, headers: { 'idempotency-key': 'outbox-1' } });
    const first = await send();
    expect(first.status).toBe(201);
    const created = await first.json();
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    expect(await replay.json()).toEqual(created);
    expect(await rows('Várzea')).toBe(1);
  });

  it('answers 409 when the same key comes with another body', async () => {
    const res = await t.request('POST', path, {
      cookie: admin,
      body: { nome: 'Outra Várzea' },
      headers: { 'idempotency-key': 'outbox-1' },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MSG.idempotenciaConflito);
    expect(await rows('Outra Várzea')).toBe(0);
  });

  it('keys are per user, and a refused request is replayed as refused', async () => {
    const farmId = await t.sampleFarmId();
    const user = await t.createUser({ email: 'idem@teste.local', farmIds: [farmId], groupNames: ['Operadores'] });
    const send = () =>
      t.request('POST', path, {
        cookie: user.cookie,
        body: { nome: 'Várzea' },
        headers: { 'idempotency-key': 'outbox-1' },
      });
    expect((await send()).status).toBe(403);
    const again = await send();
    expect(again.status).toBe(403);
    expect(await rows('Várzea')).toBe(1);
  });

  it('works with routes that validate the JSON body', async () => {
    const send = () =>
      t.request('POST', '/api/admin/groups', {
        cookie: admin,
        body: { name: 'Grupo Offline', allowedModules: ['animals'] },
        headers: { 'idempotency-key': 'grupo-1' },
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const n = await t.database.client.execute("SELECT count(*) n FROM groups WHERE name = 'Grupo Offline'");
    expect(Number(n.rows[0].n)).toBe(1);
  });
});

describe('Idempotency-Key under concurrency', () => {
  it('eight parallel deletes with one key apply once and all get the same answer', async () => {
    const farmId = await t.sampleFarmId();
    const base = `/api/farms/${farmId}/inventario/terras`;
    const created = await t.request('POST', base, {
      cookie: admin,
      body: { tipo: 'Pastagem', quantidade: 3, valor: 100000, taxaJurosItem: 6, responsavelTecnico: 'Ana' },
    });
    const { id } = (await created.json()) as { id: string };
    const send = () =>
      t.request('DELETE', `${base}/${id}`, {
        cookie: admin,
        body: { password: 'senha-admin-123' },
        headers: { 'idempotency-key': `apagar-${id}` },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, send));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((r) => r.headers.get('idempotent-replay') === 'true')).toHaveLength(7);
    const audit = await t.database.client.execute({
      sql: "SELECT count(*) n FROM audit_log WHERE entity_id = ? AND action = 'delete'",
      args: [id],
    });
    expect(Number(audit.rows[0].n)).toBe(1);
  });

  it('a key left claimed by a crash is taken over instead of blocking the replay forever', async () => {
    await t.database.client.execute({
      sql: "INSERT INTO idempotency_keys (key, user_id, method, path, request_hash, status, body, created_at) VALUES ('abandonada', (SELECT id FROM users WHERE email = 'admin@teste.local'), 'POST', ?, 'x', 0, '', '2020-01-01T00:00:00.000Z')",
      args: [path],
    });
    // A claim left by a crash (no answer for long) is taken over instead of blocking the replay forever.
    const res = await t.request('POST', path, {
      cookie: admin,
      body: { nome: 'Depois da queda' },
      headers: { 'idempotency-key': 'abandonada' },
    });
    expect(res.status).toBe(201);
    expect(await rows('Depois da queda')).toBe(1);
  });

  it('a key claimed before this server started (the Pi was switched off mid-request) is taken over at once', async () => {
    const before = new Date(Date.parse(PROCESS_STARTED) - 1).toISOString();
    await t.database.client.execute({
      sql: "INSERT INTO idempotency_keys (key, user_id, method, path, request_hash, status, body, created_at) VALUES ('desligado', (SELECT id FROM users WHERE email = 'admin@teste.local'), 'POST', ?, 'x', 0, '', ?)",
      args: [path, before],
    });
    const started = Date.now();
    const res = await t.request('POST', path, {
      cookie: admin,
      body: { nome: 'Depois de religar' },
      headers: { 'idempotency-key': 'desligado' },
    });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000); // not the 10 s wait for a request still running
    expect(await rows('Depois de religar')).toBe(1);
  });
});
