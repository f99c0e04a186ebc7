import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { PROCESS_STARTED } from './idempotency.ts';
import { sondaFixture } from './test-support.ts';

const f = sondaFixture();

describe('Idempotency-Key', () => {
  it('replays the stored answer for the same key and body without applying twice', async () => {
    const send = () =>
      f.t.request('POST', f.path, {
        cookie: f.admin,
        body: { nome: 'Várzea' },
        headers: { 'idempotency-key': 'outbox-1' },
      });
    const first = await send();
    expect(first.status).toBe(201);
    const created = await first.json();
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    expect(await replay.json()).toEqual(created);
    expect(await f.gravados('Várzea')).toBe(1);
  });

  it('answers 409 when the same key comes with another body', async () => {
    const res = await f.t.request('POST', f.path, {
      cookie: f.admin,
      body: { nome: 'Outra Várzea' },
      headers: { 'idempotency-key': 'outbox-1' },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MSG.idempotenciaConflito);
    expect(await f.gravados('Outra Várzea')).toBe(0);
  });

  it('keys are per user, and a refused request is replayed as refused', async () => {
    const farmId = await f.t.sampleFarmId();
    const user = await f.t.createUser({ email: 'idem@teste.local', farmIds: [farmId], groupNames: ['Operadores'] });
    const send = () =>
      f.t.request('POST', f.path, {
        cookie: user.cookie,
        body: { nome: 'Várzea' },
        headers: { 'idempotency-key': 'outbox-1' },
      });
    expect((await send()).status).toBe(403);
    const again = await send();
    expect(again.status).toBe(403);
    expect(await f.gravados('Várzea')).toBe(1);
  });

  it('works with routes that validate the JSON body', async () => {
    const send = () =>
      f.t.request('POST', '/api/admin/groups', {
        cookie: f.admin,
        body: { name: 'Grupo Offline', allowedModules: ['animals'] },
        headers: { 'idempotency-key': 'grupo-1' },
      });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const n = await f.t.database.client.execute("SELECT count(*) n FROM groups WHERE name = 'Grupo Offline'");
    expect(Number(n.rows[0].n)).toBe(1);
  });
});

describe('Idempotency-Key under concurrency', () => {
  it('eight parallel deletes with one key apply once and all get the same answer', async () => {
    const farmId = await f.t.sampleFarmId();
    const base = `/api/farms/${farmId}/inventario/terras`;
    const created = await f.t.request('POST', base, {
      cookie: f.admin,
      body: { tipo: 'Pastagem', quantidade: 3, valor: 100000, taxaJurosItem: 6, responsavelTecnico: 'Ana' },
    });
    const { id } = (await created.json()) as { id: string };
    const send = () =>
      f.t.request('DELETE', `${base}/${id}`, {
        cookie: f.admin,
        body: { password: 'senha-admin-123' },
        headers: { 'idempotency-key': `apagar-${id}` },
      });
    const answers = await Promise.all(Array.from({ length: 8 }, send));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((r) => r.headers.get('idempotent-replay') === 'true')).toHaveLength(7);
    const audit = await f.t.database.client.execute({
      sql: "SELECT count(*) n FROM audit_log WHERE entity_id = ? AND action = 'delete'",
      args: [id],
    });
    expect(Number(audit.rows[0].n)).toBe(1);
  });

  it('a key left claimed by a crash is taken over instead of blocking the replay forever', async () => {
    await f.t.database.client.execute({
      sql: "INSERT INTO idempotency_keys (key, user_id, method, path, request_hash, status, body, created_at) VALUES ('abandonada', (SELECT id FROM users WHERE email = 'admin@teste.local'), 'POST', ?, 'x', 0, '', '2020-01-01T00:00:00.000Z')",
      args: [f.path],
    });
    // A claim left by a crash (no answer for long) is taken over instead of blocking the replay forever.
    const res = await f.t.request('POST', f.path, {
      cookie: f.admin,
      body: { nome: 'Depois da queda' },
      headers: { 'idempotency-key': 'abandonada' },
    });
    expect(res.status).toBe(201);
    expect(await f.gravados('Depois da queda')).toBe(1);
  });

  it('a key claimed before this server started (the Pi was switched off mid-request) is taken over at once', async () => {
    const before = new Date(Date.parse(PROCESS_STARTED) - 1).toISOString();
    await f.t.database.client.execute({
      sql: "INSERT INTO idempotency_keys (key, user_id, method, path, request_hash, status, body, created_at) VALUES ('desligado', (SELECT id FROM users WHERE email = 'admin@teste.local'), 'POST', ?, 'x', 0, '', ?)",
      args: [f.path, before],
    });
    const res = await f.t.request('POST', f.path, {
      cookie: f.admin,
      body: { nome: 'Depois de religar' },
      headers: { 'idempotency-key': 'desligado' },
    });
    // Applied, not replayed: the claim (only a minute would make it abandoned) was taken over on the first look. A
    // claim not taken over is waited on and, the row never changing, ends in 409 'Requisição em andamento'.
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replay')).toBeNull();
    expect(await f.gravados('Depois de religar')).toBe(1);
    const chave = await f.t.database.client.execute(
      "SELECT status, request_hash, created_at FROM idempotency_keys WHERE key = 'desligado'",
    );
    expect(chave.rows.map((r) => [r.status, r.request_hash === 'x', String(r.created_at) > before])).toEqual([
      [201, false, true],
    ]);
  });
});
