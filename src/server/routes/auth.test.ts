import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetAccess } from '../auth/access-cache.ts';
import { ADMIN, createTestContext, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ publicUrl: 'https://pi.fazenda.test' });
});
afterAll(() => t.close());

describe('the first start', () => {
  it('records the seed (groups, sample farm, admin) as one audited change of the installation', async () => {
    const audit = await t.database.client.execute(
      "SELECT user_id, after FROM audit_log WHERE entity = 'installation' AND action = 'seed'",
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0].user_id).toBeNull();
    expect(JSON.parse(String(audit.rows[0].after))).toMatchObject({ adminEmail: ADMIN.email });
  });
});

describe('POST /api/auth/login', () => {
  it('signs the admin in with an HttpOnly session cookie and stores only a hash of the token', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: ADMIN });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^session=[a-z2-7]{32};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const body = (await res.json()) as { user: { email: string; isAdmin: boolean } };
    expect(body.user).toMatchObject({ email: ADMIN.email, isAdmin: true });
    const token = setCookie.slice('session='.length, setCookie.indexOf(';'));
    const rows = await t.database.client.execute('SELECT id FROM sessions');
    expect(rows.rows.map((r) => r.id)).not.toContain(token);
    const hash = await t.database.client.execute('SELECT password_hash FROM users');
    expect(String(hash.rows[0].password_hash)).toMatch(/^\$argon2id\$/);
  });

  it('refuses a wrong password with the docs/PRODUTO.md §Autenticação message', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'errada' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_input', message: 'Email ou senha inválidos.' } });
  });

  it('refuses an unknown e-mail with the same message', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'ninguem@x.com', password: 'x' } });
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Email ou senha inválidos.');
  });

  it('gives field messages for empty input', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: '', password: '' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ email: 'Campo obrigatório', password: 'Campo obrigatório' });
  });

  it('answers malformed JSON with a Portuguese 400, not a stack trace', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: '{"email":' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain('JSON');
    expect(text).not.toContain('at ');
  });
});

describe('session', () => {
  it('GET /api/auth/me needs a session', async () => {
    const res = await t.request('GET', '/api/auth/me');
    expect(res.status).toBe(401);
  });

  it('sends the session cookie again only when the expiry slides forward', async () => {
    const cookie = await t.login(ADMIN.email, ADMIN.password);
    const fresh = await t.request('GET', '/api/auth/me', { cookie });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('set-cookie')).toBeNull();
    // Past half of its 30 days the session is renewed, and the browser gets the new expiry.
    const inTenDays = Date.now() + 10 * 24 * 60 * 60 * 1000;
    await t.database.client.execute({ sql: 'UPDATE sessions SET expires_at = ?', args: [inTenDays] });
    forgetAccess(t.database.db); // as after the access cache's few seconds
    const renewed = await t.request('GET', '/api/auth/me', { cookie });
    expect(renewed.headers.get('set-cookie')).toMatch(/^session=[a-z2-7]{32};.*HttpOnly/);
    const [row] = (await t.database.client.execute('SELECT expires_at FROM sessions ORDER BY expires_at DESC LIMIT 1'))
      .rows;
    expect(Number(row.expires_at)).toBeGreaterThan(inTenDays + 19 * 24 * 60 * 60 * 1000);
  });

  it('logout ends the session on the server', async () => {
    const cookie = await t.login(ADMIN.email, ADMIN.password);
    expect((await t.request('GET', '/api/auth/me', { cookie })).status).toBe(200);
    expect((await t.request('POST', '/api/auth/logout', { cookie })).status).toBe(200);
    expect((await t.request('GET', '/api/auth/me', { cookie })).status).toBe(401);
  });

  it('refuses a mutation from another origin', async () => {
    const cookie = await t.adminCookie();
    const res = await t.request('POST', '/api/auth/logout', { cookie, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await t.request('GET', '/api/auth/me', { cookie })).status).toBe(200);
  });

  it('keeps the current farm on the session and refuses a farm the user is not linked to', async () => {
    const farmId = await t.sampleFarmId();
    const other = await t.createFarm('Outra Fazenda');
    const user = await t.createUser({ email: 'op@teste.local', farmIds: [farmId], groupNames: ['Operadores'] });
    const ok = await t.request('PUT', '/api/auth/current-farm', { cookie: user.cookie, body: { farmId } });
    expect(ok.status).toBe(200);
    const me = (await (await t.request('GET', '/api/auth/me', { cookie: user.cookie })).json()) as {
      currentFarmId: string;
      modules: string[];
    };
    expect(me.currentFarmId).toBe(farmId);
    // the Operadores' modules: the herd, its records and its health (issue 39: an Operador records a treatment)
    expect(me.modules).toEqual(['animals', 'appointments', 'health']);
    const refused = await t.request('PUT', '/api/auth/current-farm', { cookie: user.cookie, body: { farmId: other } });
    expect(refused.status).toBe(403);
  });
});

describe('login rate limit', () => {
  it('answers 429 in Portuguese after too many tries', async () => {
    const limited = await createTestContext({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      for (let i = 0; i < 3; i++) {
        await limited.request('POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'x' } });
      }
      const res = await limited.request('POST', '/api/auth/login', { body: ADMIN });
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Muitas tentativas/);
    } finally {
      limited.close();
    }
  });
});

describe('password recovery', () => {
  it('sends a single-use link and lets the user set a new password', async () => {
    const user = await t.createUser({ email: 'recupera@teste.local', password: 'antiga1' });
    const res = await t.request('POST', '/api/auth/recover', { body: { email: 'recupera@teste.local' } });
    expect(res.status).toBe(200);
    await t.settle();
    const mail = t.mails.at(-1);
    expect(mail?.to).toBe('recupera@teste.local');
    const token = /token=([a-z2-7]+)/.exec(mail?.text ?? '')?.[1] as string;
    expect((await (await t.request('GET', `/api/auth/reset/${token}`)).json()) as object).toEqual({ valid: true });
    const short = await t.request('POST', '/api/auth/reset', {
      body: { token, password: '123', confirmPassword: '123' },
    });
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    const mismatch = await t.request('POST', '/api/auth/reset', {
      body: { token, password: '123456', confirmPassword: '654321' },
    });
    expect(((await mismatch.json()) as { error: { message: string } }).error.message).toBe('As senhas não coincidem.');
    const done = await t.request('POST', '/api/auth/reset', {
      body: { token, password: 'nova-senha', confirmPassword: 'nova-senha' },
    });
    expect(done.status).toBe(200);
    // The change is the user's own, audited as a set-password is, and the audit never keeps the hash.
    const audit = await t.database.client.execute({
      sql: "SELECT user_id, action, before, after FROM audit_log WHERE entity = 'user' AND entity_id = ?",
      args: [user.id],
    });
    expect(audit.rows.map((r) => [r.user_id, r.action])).toContainEqual([user.id, 'reset_password']);
    expect(JSON.stringify(audit.rows)).not.toMatch(/argon2/);
    expect((await t.request('GET', '/api/auth/me', { cookie: user.cookie })).status).toBe(401);
    await t.login('recupera@teste.local', 'nova-senha');
    const again = await t.request('POST', '/api/auth/reset', {
      body: { token, password: 'outra-senha', confirmPassword: 'outra-senha' },
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { message: string } }).error.message).toMatch(
      /Sessão inválida ou expirada/,
    );
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = t.mails.length;
    const res = await t.request('POST', '/api/auth/recover', { body: { email: 'nao-existe@teste.local' } });
    expect(res.status).toBe(200);
    await t.settle();
    expect(t.mails.length).toBe(before);
  });
});

describe('unknown API routes', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.request('GET', '/api/nao-existe');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Recurso não encontrado.' } });
  });
});
