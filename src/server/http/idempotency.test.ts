import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

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
