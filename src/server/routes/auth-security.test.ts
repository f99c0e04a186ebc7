/**
 * The account-takeover and lock-out holes found by probing the API (issue #9): links built from request headers,
 * account enumeration through recovery, sessions and reset links that outlive a password change, tokens in the log,
 * forwarded addresses believed from anyone, and a per-account limit that locked the owner out.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../services/mailer.ts';
import { ADMIN, createTestContext, type TestContext } from '../test/harness.ts';

const silent: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const recover = (ctx: TestContext, email: string, url = 'http://localhost/api/auth/recover') =>
  ctx.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

describe('reset links are never built from request headers', () => {
  it('without PUBLIC_URL a forged Host gets no e-mail: the link goes to the server log only', async () => {
    await t.createUser({ email: 'vitima@fazenda.test' });
    const before = t.mails.length;
    const res = await recover(t, 'vitima@fazenda.test', 'http://atacante.example/api/auth/recover');
    expect(res.status).toBe(200);
    await t.settle();
    expect(t.mails.length).toBe(before);
    const logged = t.logs.find((l) => String(l.msg).includes('PUBLIC_URL não configurado'));
    expect(String(logged?.fields.link)).toMatch(/^\/redefinir-senha\?token=[a-z2-7]{32}$/);
    // how to hand it over is told to the administrator here (the screen only says whom to ask)
    expect(String(logged?.fields.comoEntregar)).toContain('leiteira user reset-link');
    expect(JSON.stringify(t.logs)).not.toContain('atacante.example');
  });

  it('with PUBLIC_URL the e-mailed link points there whatever Host the request carried', async () => {
    const pub = await createTestContext({ publicUrl: 'https://pi.fazenda.test' });
    try {
      await pub.createUser({ email: 'vitima@fazenda.test' });
      await recover(pub, 'vitima@fazenda.test', 'http://atacante.example/api/auth/recover');
      await pub.settle();
      expect(pub.mails.at(-1)?.text).toMatch(/https:\/\/pi\.fazenda\.test\/redefinir-senha\?token=[a-z2-7]{32}/);
      expect(pub.mails.at(-1)?.text).not.toContain('atacante');
    } finally {
      pub.close();
    }
  });

  it('tells the recovery screen whether links are e-mailed', async () => {
    expect(await (await t.request('GET', '/api/auth/recover')).json()).toEqual({ porEmail: false, ultimaFalha: null });
  });
});

describe('recovery does not reveal which accounts exist', () => {
  it('answers an existing and an unknown address alike, before any mail is sent, even when SMTP fails', async () => {
    const down = await createTestContext({ smtpUrl: 'smtp://127.0.0.1:1', publicUrl: 'https://pi.fazenda.test' });
    try {
      await down.createUser({ email: 'existe@fazenda.test' });
      const known = await recover(down, 'existe@fazenda.test');
      const unknown = await recover(down, 'nao-existe@fazenda.test');
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      await down.settle();
      expect(down.logs.some((l) => l.level === 'error' && /falha ao enviar/.test(l.msg))).toBe(true);
    } finally {
      down.close();
    }
  });

  it('answers before the mail server does: a mailer that hangs does not hold the answer back', async () => {
    const pub = await createTestContext({ publicUrl: 'https://pi.fazenda.test' });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const hanging: Mailer = {
      send: async (m) => {
        await held;
        sent.push(m.to);
      },
    };
    try {
      await pub.createUser({ email: 'lento@fazenda.test' });
      const app = createApp({ db: pub.database.db, config: pub.config, logger: silent, mailer: hanging });
      const res = await app.request('http://localhost/api/auth/recover', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'lento@fazenda.test' }),
      });
      expect(res.status).toBe(200);
      expect(sent).toEqual([]);
      release();
      await pub.settle();
      expect(sent).toEqual(['lento@fazenda.test']);
    } finally {
      release();
      pub.close();
    }
  });

  it('tells administrators, and only them, that the last e-mail could not be sent', async () => {
    const down = await createTestContext({ smtpUrl: 'smtp://127.0.0.1:1', publicUrl: 'https://pi.fazenda.test' });
    try {
      const user = await down.createUser({ email: 'alguem@fazenda.test' });
      await recover(down, 'alguem@fazenda.test');
      await down.settle();
      const status = async (cookie?: string) =>
        (await (await down.request('GET', '/api/auth/recover', { cookie })).json()) as {
          porEmail: boolean;
          ultimaFalha: { em: string; para: string; motivo: string } | null;
        };
      const seen = await status(await down.adminCookie());
      expect(seen.porEmail).toBe(true);
      expect(seen.ultimaFalha).toMatchObject({ para: 'alguem@fazenda.test' });
      expect(seen.ultimaFalha?.motivo).toMatch(/servidor SMTP/);
      expect(seen.ultimaFalha?.motivo).not.toMatch(/ECONNREFUSED|connect/i);
      expect((await status(user.cookie)).ultimaFalha).toBeNull();
      expect((await status()).ultimaFalha).toBeNull();
    } finally {
      down.close();
    }
  });
});

describe('a password change ends other sessions and voids reset links', () => {
  it('an admin changing their own password keeps this session and ends the others', async () => {
    const other = await t.login(ADMIN.email, ADMIN.password);
    const current = await t.login(ADMIN.email, ADMIN.password);
    const me = (await (await t.request('GET', '/api/auth/me', { cookie: current })).json()) as { user: { id: string } };
    const res = await t.request('PUT', `/api/admin/users/${me.user.id}`, {
      cookie: current,
      body: { name: 'Admin', email: ADMIN.email, isAdmin: true, password: ADMIN.password },
    });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/auth/me', { cookie: current })).status).toBe(200);
    expect((await t.request('GET', '/api/auth/me', { cookie: other })).status).toBe(401);
  });

  it('using one of two reset links voids the other', async () => {
    const pub = await createTestContext({ publicUrl: 'https://pi.fazenda.test' });
    try {
      await pub.createUser({ email: 'dois-links@fazenda.test' });
      await recover(pub, 'dois-links@fazenda.test');
      await recover(pub, 'dois-links@fazenda.test');
      await pub.settle();
      const [first, second] = pub.mails.map((m) => /token=([a-z2-7]+)/.exec(m.text)?.[1] as string);
      expect(first).not.toBe(second);
      const reset = (token: string, password: string) =>
        pub.request('POST', '/api/auth/reset', { body: { token, password, confirmPassword: password } });
      expect((await reset(first, 'nova-senha-1')).status).toBe(200);
      expect(await (await pub.request('GET', `/api/auth/reset/${second}`)).json()).toEqual({ valid: false });
      expect((await reset(second, 'nova-senha-2')).status).toBe(400);
      await pub.login('dois-links@fazenda.test', 'nova-senha-1');
    } finally {
      pub.close();
    }
  });

  it('never writes a reset token to the request log', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz234567';
    await t.request('GET', `/api/auth/reset/${token}`);
    const line = t.logs.findLast((l) => l.msg === 'request');
    expect(line?.fields.path).toBe('/api/auth/reset/[redigido]');
    expect(JSON.stringify(t.logs)).not.toContain(token);
  });

  it('nor to the error log when the check itself fails', async () => {
    const broken = await createTestContext();
    try {
      broken.database.close(); // every query now throws: the error handler logs the request
      const token = 'zyxwvutsrqponmlkjihgfedcba765432';
      const res = await broken.request('GET', `/api/auth/reset/${token}`);
      expect(res.status).toBe(500);
      expect(broken.logs.some((l) => l.level === 'error')).toBe(true);
      expect(JSON.stringify(broken.logs)).not.toContain(token);
    } finally {
      broken.close();
    }
  });
});

describe('login limits', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const limited = await createTestContext({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.request('POST', '/api/auth/login', {
          body: { email: 'x@fazenda.test', password: 'errada' },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        statuses.push(res.status);
      }
      // Believed, each header would be a fresh address and the fourth try only slowed down, not refused.
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      limited.close();
    }
  });

  it("behind one proxy address, one person's typos lock only their own account, not the farm", async () => {
    const limited = await createTestContext({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      await limited.createUser({ email: 'joao@fazenda.test', password: 'senha-do-joao' });
      const login = (email: string, password: string) =>
        limited.request('POST', '/api/auth/login', { body: { email, password } });
      for (let i = 0; i < 3; i++) expect((await login('joao@fazenda.test', 'errada')).status).toBe(400);
      expect((await login('joao@fazenda.test', 'senha-do-joao')).status).toBe(429);
      // Everyone here reaches the server from the same address ('local' under app.request): the owner still signs in.
      expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200);
    } finally {
      limited.close();
    }
  });

  it('one address guessing across many accounts is refused past ten times the per-account limit', async () => {
    const limited = await createTestContext({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await limited.request('POST', '/api/auth/login', {
          body: { email: `x${i}@fazenda.test`, password: 'errada' },
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect((await limited.request('POST', '/api/auth/login', { body: ADMIN })).status).toBe(429);
    } finally {
      limited.close();
    }
  });

  it("someone else's wrong guesses slow the owner's sign-in down but do not lock the owner out", async () => {
    const ctx = await createTestContext({ loginRateLimit: { max: 3, windowMs: 60_000 }, trustProxy: ['loopback'] });
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const login = (password: string, from: string) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email: ADMIN.email, password }),
      });
    try {
      for (let i = 0; i < 3; i++) expect((await login('errada', '203.0.113.7')).status).toBe(400);
      // The guesser's address is refused; the owner's, which never failed, gets through after a short wait.
      expect((await login(ADMIN.password, '203.0.113.7')).status).toBe(429);
      const started = performance.now();
      expect((await login(ADMIN.password, '192.0.2.20')).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(400);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      ctx.close();
    }
  });
});
