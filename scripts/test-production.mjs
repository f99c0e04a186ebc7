// `npm run test:prod` (part of `npm test`, after `npm run build`): the production install path, as on a Pi and in
// the Docker image. Copies what the Dockerfile's runtime stage ships (its COPY lines: package.json,
// package-lock.json, bin/, migrations/, dist/) to a temporary folder, runs `npm ci --omit=dev` there (no tsx, no
// TypeScript, no sources), starts the Dockerfile's CMD — which must be what `npm start` runs — on a free port with
// a temporary database, signs in through the API, fetches the login page compressed, and runs the CLI. (No Docker
// engine runs here; this holds the image's contents and command to a test.)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startCommand } from './start-command.mjs';

const dockerfile = readFileSync('Dockerfile', 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
/** The runtime stage's COPY sources (node_modules comes from `npm ci --omit=dev`, as in the image's deps stage). */
const SHIPPED = [...runtimeStage.matchAll(/^COPY (?:--from=(\w+) )?(.+)$/gm)].flatMap(([, from, args]) => {
  const sources = args.trim().split(/\s+/).slice(0, -1);
  if (from === 'deps') return [];
  return from === 'build' ? sources.map((s) => s.replace(/^\/app\//, '')) : sources;
});
const [cmdNode, ...serverArgs] = JSON.parse(/^CMD (\[.*\])$/m.exec(runtimeStage)?.[1] ?? '[]');
const npmStart = startCommand();
const ADMIN = { email: 'prod@leiteira.local', password: 'senha-de-producao-123' };
const started = Date.now();
let failures = 0;

function check(ok, what, detail = '') {
  console.log(`${ok ? '  ✓' : '  ✘'} ${what}${ok || !detail ? '' : `\n      ${detail}`}`);
  if (!ok) failures++;
  return ok;
}

for (const f of ['dist/server/main.js', 'dist/cli/main.js', 'dist/web/index.html']) {
  if (!existsSync(f)) {
    console.error(`test:prod: ${f} não existe; rode "npm run build" antes.`);
    process.exit(1);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'leiteira-prod-'));
const app = join(dir, 'app');
let server;
try {
  for (const f of SHIPPED) cpSync(f, join(app, f), { recursive: true, filter: (src) => !src.includes('.vite') });
  console.log(`test:prod: npm ci --omit=dev em ${app}`);
  const ci = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: app,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (!check(ci.status === 0, 'npm ci --omit=dev', `código ${ci.status}`)) throw new Error('npm ci falhou');
  check(!existsSync(join(app, 'node_modules/tsx')), 'sem tsx nas dependências de produção');
  check(!existsSync(join(app, 'node_modules/typescript')), 'sem TypeScript nas dependências de produção');

  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(dir, 'data', 'leiteira.db')}`,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    SMTP_URL: '',
  };
  delete env.STATIC_ROOT; // the copy's own dist/web
  check(
    cmdNode === 'node' && JSON.stringify(serverArgs) === JSON.stringify(npmStart.slice(1)),
    `o CMD do Dockerfile é o comando do npm start (node ${serverArgs.join(' ')})`,
    `${cmdNode} ${serverArgs.join(' ')} ≠ ${npmStart.join(' ')}`,
  );
  check(
    ['package.json', 'package-lock.json', 'bin', 'migrations', 'dist'].every((f) => SHIPPED.includes(f)) &&
      SHIPPED.every((f) => !['src', 'e2e', 'tsconfig.json', 'node_modules'].includes(f)),
    `a imagem leva só o que roda: ${SHIPPED.join(', ')}`,
  );
  server = spawn(process.execPath, serverArgs, { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
  });
  server.stderr.on('data', (d) => {
    out += d;
  });
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`o servidor não iniciou em 30 s:\n${out}`)), 30_000);
    server.on('exit', (code) => reject(new Error(`o servidor saiu (${code}):\n${out}`)));
    server.stdout.on('data', () => {
      const m = /Gestão Leiteira em http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
  });
  const base = `http://127.0.0.1:${port}`;
  check(true, `node ${serverArgs.join(' ')} respondeu na porta ${port}`);

  const health = await fetch(`${base}/api/health`);
  check(health.status === 200, 'GET /api/health → 200', String(health.status));
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0];
  check(login.status === 200 && !!cookie, 'POST /api/auth/login com ADMIN_PASSWORD → 200 e cookie', await login.text());
  const me = await fetch(`${base}/api/auth/me`, { headers: { cookie: cookie ?? '' } });
  const meText = await me.text();
  check(me.status === 200 && meText.includes(ADMIN.email), 'GET /api/auth/me com a sessão', `${me.status} ${meText}`);
  const page = await fetch(`${base}/login`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  const html = await page.text(); // fetch decodes the brotli body
  check(
    page.status === 200 && page.headers.get('content-encoding') === 'br' && html.includes('<div id="root">'),
    'GET /login: o app web, comprimido com brotli',
    `${page.status} ${page.headers.get('content-encoding')}`,
  );
  const missing = await fetch(`${base}/assets/nao-existe.js`);
  check(missing.status === 404, 'GET /assets/nao-existe.js → 404', String(missing.status));

  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  server = undefined;

  const cli = spawnSync(process.execPath, ['bin/leiteira.js', 'user', 'list'], { cwd: app, env, encoding: 'utf8' });
  check(
    cli.status === 0 && cli.stdout.includes(ADMIN.email),
    'node bin/leiteira.js user list',
    `${cli.status} ${cli.stdout}${cli.stderr}`,
  );
} catch (error) {
  check(false, 'instalação de produção', String(error instanceof Error ? error.message : error));
} finally {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `test:prod: ${failures ? `${failures} falha(s)` : 'ok'} em ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failures ? 1 : 0);
