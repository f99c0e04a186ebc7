/** What every API request passes before a route reads it (issue #9 item 10): JSON bodies only, the Origin check, headers. */
import { describe, expect, it } from 'vitest';
import { sondaFixture } from './test-support.ts';

const f = sondaFixture({ config: { publicUrl: 'https://pi.fazenda.test:3000' } });

describe('request guards', () => {
  it('refuses a JSON-looking body sent as text/plain or as a form (415), and writes nothing', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await f.t.request('POST', f.path, {
        cookie: f.admin,
        body: '{"nome": "Várzea texto"}',
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(415);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^Envie os dados em JSON/);
    }
    expect(await f.gravados('Várzea texto')).toBe(0);
    const ok = await f.t.request('POST', f.path, { cookie: f.admin, body: { nome: 'Várzea texto' } });
    expect(ok.status).toBe(201);
  });

  it('compares the Origin scheme and host with the server’s own, and ignores X-Forwarded-Host', async () => {
    const send = (headers: Record<string, string>) =>
      f.t.request('POST', f.path, { cookie: f.admin, body: { nome: `Origem ${Math.random()}` }, headers });
    expect((await send({ origin: 'http://localhost' })).status).toBe(201);
    expect((await send({ origin: 'https://pi.fazenda.test:3000' })).status).toBe(201);
    expect((await send({ origin: 'https://localhost' })).status).toBe(403);
    expect((await send({ origin: 'http://atacante.example', 'x-forwarded-host': 'atacante.example' })).status).toBe(
      403,
    );
    expect((await send({ origin: 'null' })).status).toBe(403);
  });

  it('sends a Permissions-Policy that allows only what the PWA uses', async () => {
    const res = await f.t.request('GET', '/api/health');
    const policy = res.headers.get('permissions-policy') ?? '';
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('microphone=()');
  });
});
