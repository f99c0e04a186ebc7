/**
 * HTTPS on the farm LAN, as a phone meets it: `leiteira tls init` makes the CA and the certificate, the real
 * server (its own process, on a temporary data folder) finds them and serves HTTPS plus the plain-HTTP redirect,
 * and a Chromium that trusts the CA the way a phone does (the CA installed in its NSS database, nothing ignored)
 * opens https://leiteira.internal:<port> as a secure origin and registers the service worker. A Chromium without
 * the CA is refused — so the trust really comes from the CA. Needs the built app (npm run build).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type LaunchOptions } from '@playwright/test';
import { E2E_ADMIN, expect, shot, test } from './support/fixtures.ts';

const ROOT = resolve(import.meta.dirname, '..');
const NAME = 'leiteira.internal';
let dir: string;
let server: ChildProcess | undefined;
let out = '';
let httpsPort: number;
let httpPort: number;
const browsers = new Map<boolean, Browser>();

/**
 * A Chromium whose $HOME has an NSS database: with the CA in it when `trustCa`, empty otherwise. One of each for the
 * file (each test opens its own context in it).
 */
async function launch(trustCa: boolean): Promise<Browser> {
  const aberto = browsers.get(trustCa);
  if (aberto) return aberto;
  const base: LaunchOptions | undefined = test.info().project.use.launchOptions;
  const home = join(dir, trustCa ? 'home-confia' : 'home-vazio');
  const nssdb = join(home, '.pki', 'nssdb');
  const fresh = !existsSync(nssdb);
  mkdirSync(nssdb, { recursive: true });
  if (fresh) execFileSync('certutil', ['-N', '-d', `sql:${nssdb}`, '--empty-password']);
  if (fresh && trustCa) {
    // 'C,,': a CA trusted to issue TLS server certificates — what a phone's 'Confiar totalmente' sets.
    execFileSync('certutil', [
      '-A',
      '-d',
      `sql:${nssdb}`,
      '-n',
      'Gestao Leiteira CA',
      '-t',
      'C,,',
      '-i',
      join(dir, 'tls', 'ca.crt'),
    ]);
  }
  const browser = await chromium.launch({
    ...base,
    env: { ...process.env, HOME: home },
    args: [...(base?.args ?? []), `--host-resolver-rules=MAP ${NAME} 127.0.0.1`],
  });
  browsers.set(trustCa, browser);
  return browser;
}

test.beforeAll(async () => {
  test.setTimeout(150_000); // a server's start on a loaded machine (own-server.ts allows the same)
  dir = mkdtempSync(join(tmpdir(), 'leiteira-tls-e2e-'));
  const env = { ...process.env, DATABASE_URL: `file:${join(dir, 'leiteira.db')}`, TLS_DIR: '' };
  execFileSync(process.execPath, ['bin/leiteira.js', 'tls', 'init', '--nome', NAME, '--ip', '127.0.0.1'], {
    cwd: ROOT,
    env,
  });
  // the compiled entry, as `npm start` runs it (the global setup built it)
  server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: '0',
      HTTP_PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`o servidor não iniciou:\n${out}`)), 120_000);
    server?.on('exit', (code) => fail(new Error(`o servidor saiu (${code}):\n${out}`)));
    server?.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const https = /Gestão Leiteira em https:\/\/localhost:(\d+)/.exec(out);
      const http = /Redirecionamento HTTP em http:\/\/localhost:(\d+)/.exec(out);
      if (https && http && out.includes('/instalar')) {
        httpsPort = Number(https[1]);
        httpPort = Number(http[1]);
        clearTimeout(timer);
        done();
      }
    });
  });
});

test.afterAll(async () => {
  for (const b of browsers.values()) await b.close();
  server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

test('the start-up banner names the addresses phones open', () => {
  expect(out).toContain('Nos celulares da rede da fazenda, abra:');
  expect(out).toContain(`    https://${NAME}:${httpsPort}\n`);
  expect(out).toContain(`    https://127.0.0.1:${httpsPort}\n`);
  expect(out).toContain(`http://${NAME}:${httpPort}/instalar`);
});

test('a Chromium trusting the CA opens the app on https://leiteira.internal as a secure origin and registers the service worker', async () => {
  const browser = await launch(true);
  const page = await browser.newPage();
  // typed as plain HTTP on the redirect port, it lands on the HTTPS app (first: once HSTS is seen, Chromium would
  // upgrade http://name:port to https on that same port by itself)
  const res = await page.goto(`http://${NAME}:${httpPort}/login?de=http`);
  expect(page.url()).toBe(`https://${NAME}:${httpsPort}/login?de=http`);
  expect(res?.status()).toBe(200);
  expect((await res?.securityDetails())?.subjectName).toBe(NAME);
  expect(res?.headers()['strict-transport-security']).toBe('max-age=15552000');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  // the signed-in shell registers the worker; signing in over HTTPS also takes the Secure session cookie
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/dashboard/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'session');
  expect(cookie?.secure).toBe(true);
  const worker = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { script: reg.active?.scriptURL, scope: reg.scope };
  });
  expect(worker).toEqual({ script: `https://${NAME}:${httpsPort}/sw.js`, scope: `https://${NAME}:${httpsPort}/` });
});

test('a Chromium without the CA refuses the certificate (the trust above is the CA, not a bypass)', async () => {
  const browser = await launch(false);
  const page = await browser.newPage();
  await expect(page.goto(`https://${NAME}:${httpsPort}/`)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/);
});

test('the redirect port takes its target from configuration, not from a forged Host header', async () => {
  const location = await new Promise<string | undefined>((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: httpPort, path: '/dashboard', headers: { host: 'evil.example' } },
      (res) => {
        res.resume();
        done(res.headers.location);
      },
    );
    req.on('error', fail);
    req.end();
  });
  expect(location).toBe(`https://${NAME}:${httpsPort}/dashboard`);
});

test("'Instalar no celular' on the plain-HTTP port, where an untrusting phone starts: readable at phone and desktop widths", async () => {
  const browser = await launch(false);
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
  const res = await page.goto(`http://${NAME}:${httpPort}/instalar`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Instalar no celular' })).toBeVisible();
  await expect(page.getByText('Confiar totalmente').first()).toBeVisible();
  await expect(
    page.getByText(new X509Certificate(readFileSync(join(dir, 'tls', 'ca.crt'))).fingerprint256),
  ).toBeVisible();
  const open = page.getByRole('link', { name: `https://${NAME}:${httpsPort}` });
  await expect(open).toBeVisible();
  // nothing wider than the phone, and the targets a thumb can hit
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const link of await page.getByRole('link').all()) {
    expect((await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await shot(page, 'instalar-celular-390');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar certificado' }).click();
  const file = await (await download).path();
  expect(readFileSync(file).equals(Buffer.from(pemBody(join(dir, 'tls', 'ca.crt')), 'base64'))).toBe(true);

  await page.setViewportSize({ width: 1366, height: 768 });
  await shot(page, 'instalar-celular-1366');
});

function pemBody(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/-----[^-]+-----/g, '')
    .replace(/\s+/g, '');
}
