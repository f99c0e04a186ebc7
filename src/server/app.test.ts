/** The built PWA as the server hands it out: SPA fallback, caching, security headers, JSON 404s. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness.ts';

let t: TestContext;
const INDEX = '<!doctype html><html lang="pt-BR"><title>Gestão Leiteira</title><div id="root"></div></html>';
beforeAll(async () => {
  t = await createTestContext();
  const web = t.config.staticRoot;
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), INDEX);
  writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(web, 'manifest.webmanifest'), '{"name":"Gestão Leiteira"}');
  writeFileSync(join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
});
afterAll(() => t.close());

describe('static files and SPA fallback', () => {
  it('answers client-side routes with index.html, revalidated', async () => {
    for (const path of [
      '/',
      '/dashboard/financeiro/contas-pagar',
      '/redefinir-senha?token=abc',
      '/dashboard/qualquer/coisa',
    ]) {
      const res = await t.request('GET', path, { headers: { accept: 'text/html' } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(await res.text()).toBe(INDEX);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves the service worker and the manifest with Cache-Control: no-cache', async () => {
    const sw = await t.request('GET', '/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect((await t.request('GET', '/manifest.webmanifest')).headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.request('GET', '/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown /api paths with a JSON 404, never index.html', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await t.request(method, '/api/nao/existe', { body: method === 'GET' ? undefined : {} });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Recurso não encontrado.' } });
    }
  });

  it('does not serve files outside the static root', async () => {
    for (const path of ['/../test.db', '/%2e%2e/test.db', '/..%2ftest.db', '/assets/..%2f..%2ftest.db']) {
      const res = await t.request('GET', path);
      const text = await res.text();
      expect(text.startsWith('SQLite format'), path).toBe(false);
    }
  });
});

describe('headers', () => {
  it('sends security headers on pages and API answers', async () => {
    for (const path of ['/dashboard', '/api/health']) {
      const res = await t.request('GET', path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('marks API answers no-store and reports health', async () => {
    const res = await t.request('GET', '/api/health');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ ok: true });
  });
});

describe('request size', () => {
  it('refuses a body over the limit with a Portuguese 413 before reading it', async () => {
    const huge = JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(17 * 1024 * 1024) });
    const res = await t.request('POST', '/api/auth/login', { body: huge });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^Requisição grande demais/);
  });
});

describe('without a web build', () => {
  it('explains in Portuguese how to build it', async () => {
    const bare = await createTestContext({ staticRoot: '/nao/existe/web' });
    try {
      const res = await bare.request('GET', '/dashboard', { headers: { accept: 'text/html' } });
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
      expect((await bare.request('GET', '/api/health')).status).toBe(200);
    } finally {
      bare.close();
    }
  });
});
