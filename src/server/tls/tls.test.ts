/**
 * HTTPS on the farm LAN: `leiteira tls init` (run in the test process), the certificates read back with node:crypto (and
 * forge's parser for what node does not expose), the app's /ca.crt and /instalar, HSTS, and the plain-HTTP
 * redirect listener.
 */

import { spawn } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leiteira } from '../../cli/test-cli.ts';
import { arquivoDaMarca } from '../db/marca-servidor.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { SERVER_CERT_DAYS } from './certificates.ts';
import { createRedirectApp } from './redirect.ts';
import { resolveTls } from './setup.ts';

const DAY = 86_400_000;
let base: string;

/** `leiteira tls init …` (in this process) against a database file in `dir` (its tls folder is dir/tls). */
const tlsInit = (dir: string, args: string[]) =>
  leiteira(['tls', 'init', ...args], {
    // the defaults, whatever the shell running the tests has set
    env: {
      TLS_DIR: undefined,
      PORT: undefined,
      HTTP_PORT: undefined,
      PUBLIC_URL: undefined,
      DATABASE_URL: `file:${join(dir, 'leiteira.db')}`,
    },
  });

function folder(name: string): string {
  const dir = join(base, name);
  return dir;
}

const read = (dir: string, file: string) => new X509Certificate(readFileSync(join(dir, 'tls', file)));
const forgeCert = (dir: string, file: string) =>
  forge.pki.certificateFromPem(readFileSync(join(dir, 'tls', file), 'utf8'));

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'leiteira-tls-'));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('leiteira tls init', { timeout: 60_000 }, () => {
  // Issue 38 item 9: run from a person's shell (no PORT/HTTP_PORT) while the service runs on 443/80, the next steps
  // name the server's real addresses — read from its mark beside the database — not 3000/3080.
  it("prints the running server's ports, not the defaults, when the shell does not set them", async () => {
    const dir = folder('portas-do-servidor');
    mkdirSync(dir, { recursive: true });
    const servidor = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      const marca = { pid: servidor.pid, host: hostname(), desde: new Date().toISOString() };
      writeFileSync(
        arquivoDaMarca(join(dir, 'leiteira.db')),
        JSON.stringify({ ...marca, portas: { porta: 443, portaHttp: 80 } }),
      );
      const r = await tlsInit(dir, ['--nome', 'leiteira.internal', '--ip', '192.168.0.10']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('ele passa a usar HTTPS na porta 443.');
      expect(r.stdout).toContain('abra http://leiteira.internal/instalar');
      expect(r.stdout).toContain('o endereço do app é https://leiteira.internal\n');
      expect(r.stdout).not.toMatch(/:3000|:3080/);
    } finally {
      servidor.kill();
    }
  });

  it('makes a CA and a server certificate for the name and IP, with what phones require', async () => {
    const dir = folder('nova');
    const r = await tlsInit(dir, ['--nome', 'Leiteira.Internal', '--ip', '192.168.0.10']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Autoridade certificadora criada: Gestão Leiteira – CA local leiteira.internal');
    expect(r.stdout).toContain('Certificado do servidor emitido para leiteira.internal, 192.168.0.10');
    expect(r.stdout).toContain('abra http://leiteira.internal:3080/instalar');
    expect(r.stdout).toContain('o endereço do app é https://leiteira.internal:3000');

    expect(readdirSync(join(dir, 'tls')).sort()).toEqual(['ca.crt', 'ca.key', 'server.crt', 'server.key']);
    expect(statSync(join(dir, 'tls', 'ca.key')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'tls', 'server.key')).mode & 0o777).toBe(0o600);
    expect(r.stdout).toContain(read(dir, 'ca.crt').fingerprint256);

    const ca = read(dir, 'ca.crt');
    const server = read(dir, 'server.crt');
    expect(ca.ca).toBe(true);
    expect(ca.checkIssued(ca) && ca.verify(ca.publicKey)).toBe(true);
    expect(server.ca).toBe(false);
    expect(server.checkIssued(ca)).toBe(true);
    expect(server.verify(ca.publicKey)).toBe(true);
    expect(server.subjectAltName).toBe('DNS:leiteira.internal, IP Address:192.168.0.10');
    expect(server.checkHost('leiteira.internal')).toBe('leiteira.internal');
    expect(server.checkIP('192.168.0.10')).toBe('192.168.0.10');
    expect(server.checkHost('outro.internal')).toBeUndefined();
    expect(server.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']); // node names the extended key usage 'keyUsage': serverAuth
    const from = new Date(server.validFrom).getTime();
    const to = new Date(server.validTo).getTime();
    expect(to - from).toBeLessThanOrEqual(SERVER_CERT_DAYS * DAY);
    expect(to - from).toBeGreaterThan(800 * DAY);
    expect(from).toBeLessThanOrEqual(Date.now());
    expect(
      server.checkPrivateKey(
        (await import('node:crypto')).createPrivateKey(readFileSync(join(dir, 'tls', 'server.key'))),
      ),
    ).toBe(true);

    // what node:crypto does not expose: pathlen, key usage bits, the key's size
    const caF = forgeCert(dir, 'ca.crt');
    expect(caF.getExtension('basicConstraints')).toMatchObject({ cA: true, pathLenConstraint: 0, critical: true });
    expect(caF.getExtension('keyUsage')).toMatchObject({ keyCertSign: true, cRLSign: true, critical: true });
    const serverF = forgeCert(dir, 'server.crt');
    expect(serverF.getExtension('basicConstraints')).toMatchObject({ cA: false, critical: true });
    expect(serverF.getExtension('keyUsage')).toMatchObject({
      digitalSignature: true,
      keyEncipherment: true,
      keyCertSign: false,
      critical: true,
    });
    expect(serverF.getExtension('extKeyUsage')).toMatchObject({ serverAuth: true });
    expect(serverF.getExtension('authorityKeyIdentifier')).toBeTruthy();
    expect((serverF.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    expect(serverF.siginfo.algorithmOid).toBe(forge.pki.oids.sha256WithRSAEncryption);
  });

  it('reuses the CA on a re-run (phones keep trusting it) and re-issues the server certificate', async () => {
    const dir = folder('reuso');
    expect((await tlsInit(dir, ['--nome', 'leiteira.internal', '--ip', '192.168.0.10'])).code).toBe(0);
    const caKey = readFileSync(join(dir, 'tls', 'ca.key'), 'utf8');
    const caCrt = readFileSync(join(dir, 'tls', 'ca.crt'), 'utf8');
    const first = read(dir, 'server.crt');

    const again = await tlsInit(dir, [
      '--nome',
      'leiteira.internal',
      '--nome',
      'pi.local',
      '--ip',
      '192.168.0.10',
      '--ip',
      '10.0.0.5',
    ]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Autoridade certificadora reaproveitada');
    expect(readFileSync(join(dir, 'tls', 'ca.key'), 'utf8')).toBe(caKey);
    expect(readFileSync(join(dir, 'tls', 'ca.crt'), 'utf8')).toBe(caCrt);
    const second = read(dir, 'server.crt');
    expect(second.serialNumber).not.toBe(first.serialNumber);
    expect(second.subjectAltName).toBe(
      'DNS:leiteira.internal, DNS:pi.local, IP Address:192.168.0.10, IP Address:10.0.0.5',
    );
    expect(second.checkIssued(read(dir, 'ca.crt')) && second.verify(read(dir, 'ca.crt').publicKey)).toBe(true);

    // without --nome/--ip: renewed for the same names
    const renew = await tlsInit(dir, []);
    expect(renew.code).toBe(0);
    const third = read(dir, 'server.crt');
    expect(third.serialNumber).not.toBe(second.serialNumber);
    expect(third.subjectAltName).toBe(second.subjectAltName);
    expect(readFileSync(join(dir, 'tls', 'ca.key'), 'utf8')).toBe(caKey);
  });

  it('refuses bad names and addresses in Portuguese, exit 1, and writes nothing', async () => {
    const dir = folder('recusas');
    for (const args of [
      ['--nome', 'https://leiteira.internal', '--ip', '192.168.0.10'],
      ['--nome', 'leiteira.internal', '--ip', '192.168.0.300'],
      ['--nome', 'fazenda_1.local', '--ip', '0.0.0.0'],
      [],
    ]) {
      const r = await tlsInit(dir, args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toMatch(/^Erro: (Nome inválido|Endereço IP inválido|Informe o nome)/);
      expect(r.stderr).not.toMatch(/\bat \w|Error:/); // no stack trace
      expect(existsSync(join(dir, 'tls'))).toBe(false);
    }
    const both = await tlsInit(dir, ['--nome', 'a b', '--ip', '1.2.3']);
    expect(both.stderr).toContain('Nome inválido: "a b"');
    expect(both.stderr).toContain('Endereço IP inválido: "1.2.3"');
  });

  it('refuses a CA folder with its key or certificate missing, and changes nothing', async () => {
    const dir = folder('incompleta');
    expect((await tlsInit(dir, ['--ip', '192.168.0.10'])).code).toBe(0);
    unlinkSync(join(dir, 'tls', 'ca.crt'));
    const server = readFileSync(join(dir, 'tls', 'server.crt'), 'utf8');
    const r = await tlsInit(dir, ['--ip', '192.168.0.11']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('tem só parte da autoridade certificadora');
    expect(readFileSync(join(dir, 'tls', 'server.crt'), 'utf8')).toBe(server);
    expect(existsSync(join(dir, 'tls', 'ca.crt'))).toBe(false);
  });
});

describe('the server with the certificate of tls init', { timeout: 60_000 }, () => {
  let dir: string;
  let t: TestContext;
  let plain: TestContext;
  let caDer: Buffer;

  beforeAll(async () => {
    dir = folder('app');
    expect((await tlsInit(dir, ['--nome', 'leiteira.internal', '--ip', '192.168.0.10'])).code).toBe(0);
    const tls = resolveTls({ tlsDir: join(dir, 'tls') });
    expect(tls?.ca).toBe(join(dir, 'tls', 'ca.crt'));
    caDer = read(dir, 'ca.crt').raw;
    t = await createTestContext({ tlsCert: tls?.cert, tlsKey: tls?.key, tlsCa: tls?.ca, port: 3443 });
    plain = await createTestContext({ tlsDir: join(dir, 'tls') });
  });
  afterAll(() => {
    t.close();
    plain.close();
  });

  it('serves the CA certificate at /ca.crt, and only it', async () => {
    const res = await t.request('GET', '/ca.crt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-x509-ca-cert');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(caDer)).toBe(true);
    expect(new X509Certificate(body).ca).toBe(true);
    expect(body.toString('latin1')).not.toContain('PRIVATE KEY');
  });

  it('never serves a private key, whatever the path', async () => {
    for (const path of [
      '/ca.key',
      '/server.key',
      '/tls/ca.key',
      '/data/tls/ca.key',
      '/../tls/ca.key',
      '/%2e%2e/tls/ca.key',
      '/..%2ftls%2fca.key',
      '/ca.crt/../ca.key',
      '/instalar/../tls/ca.key',
    ]) {
      for (const app of [t, plain]) {
        const res = await app.request('GET', path, { headers: { accept: 'text/html,*/*' } });
        const text = await res.text();
        expect(text, path).not.toContain('PRIVATE KEY');
        expect([404, 400], path).toContain(res.status);
      }
    }
  });

  it("serves 'Instalar no celular' with the CA's fingerprint and the configured addresses", async () => {
    const res = await t.request('GET', '/instalar', { headers: { host: 'evil.example<script>' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>Instalar no celular</h1>');
    expect(html).toContain('Ajustes › Geral › Sobre › Ajustes de Confiança de Certificados');
    expect(html).toContain('Confiar totalmente');
    expect(html).toContain('Adicionar à tela inicial');
    expect(html).toContain('Adicionar à Tela de Início');
    expect(html).toContain('href="/ca.crt"');
    expect(html).toContain(read(dir, 'ca.crt').fingerprint256);
    expect(html).toContain('href="https://leiteira.internal:3443/"');
    expect(html).toContain('href="https://192.168.0.10:3443/"');
    expect(html).not.toContain('evil.example');
    expect(html).not.toMatch(/<script/i);
  });

  it('sends HSTS only with TLS on', async () => {
    expect((await t.request('GET', '/api/health')).headers.get('strict-transport-security')).toBe('max-age=15552000');
    expect((await t.request('GET', '/instalar')).headers.get('strict-transport-security')).toBe('max-age=15552000');
    expect((await plain.request('GET', '/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await plain.request('GET', '/instalar')).headers.get('strict-transport-security')).toBeNull();
  });

  it('without TLS: no /ca.crt (even with a CA in the data folder), and /instalar says how to turn HTTPS on', async () => {
    expect((await plain.request('GET', '/ca.crt')).status).toBe(404);
    const html = await (await plain.request('GET', '/instalar')).text();
    expect(html).toContain('Este servidor ainda não usa HTTPS');
    expect(html).toContain('leiteira tls init');
  });

  it('the plain-HTTP listener redirects to the configured address, never to the Host header', async () => {
    const tls = resolveTls({ tlsDir: join(dir, 'tls') });
    if (!tls) throw new Error('sem certificado');
    const app = createRedirectApp('https://leiteira.internal:3443', tls, { publicUrl: undefined, port: 3443 });
    const get = await app.request('http://evil.example/dashboard/financeiro?aba=1', {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(get.status).toBe(301);
    expect(get.headers.get('location')).toBe('https://leiteira.internal:3443/dashboard/financeiro?aba=1');
    const post = await app.request('http://evil.example/api/auth/login', {
      method: 'POST',
      headers: { host: 'evil.example' },
    });
    expect(post.status).toBe(308);
    expect(post.headers.get('location')).toBe('https://leiteira.internal:3443/api/auth/login');
    expect(get.headers.get('strict-transport-security')).toBeNull();

    // a phone that does not trust the CA yet starts here
    const page = await app.request('http://evil.example/instalar', { headers: { host: 'evil.example' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('href="https://leiteira.internal:3443/"');
    const ca = await app.request('http://x/ca.crt');
    expect(ca.status).toBe(200);
    expect(Buffer.from(await ca.arrayBuffer()).equals(caDer)).toBe(true);
    expect((await app.request('http://x/ca.key')).headers.get('location')).toBe(
      'https://leiteira.internal:3443/ca.key',
    );
  });
});
