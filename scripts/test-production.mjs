// `npm run test:prod` (part of `npm test`, after `npm run build`): the path a Pi and the Docker image take. Makes the
// release file (`npm run release`), installs it into an empty prefix with `npm install --omit=dev` (no build, no
// sources, no tsx, no TypeScript), starts `leiteira servidor` from it on a free port with a temporary database, signs
// in through the API and reads a list, asks for a report as Excel and as PDF (exceljs and pdfkit are chunks of the
// bundle loaded on that first request), fetches the login page compressed, and runs the CLI. It prints the file's
// size, the installed size and the packages installed beside the goal, and checks the goal. It also holds the Dockerfile to the same file and command (no Docker
// engine runs here).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The installed size a Pi should not exceed (issue 40: "a release installs ≤ 40 MB"; 138 MB before the bundle). */
const META_INSTALADO_MB = 40;
const dockerfile = readFileSync('Dockerfile', 'utf8');
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
const ADMIN = { email: 'prod@leiteira.local', password: 'senha-de-producao-123' };
const started = Date.now();
let failures = 0;

function check(ok, what, detail = '') {
  console.log(`${ok ? '  ✓' : '  ✘'} ${what}${ok || !detail ? '' : `\n      ${detail}`}`);
  if (!ok) failures++;
  return ok;
}

/** Bytes under a folder (files only, links not followed). */
function tamanho(pasta) {
  let total = 0;
  for (const e of readdirSync(pasta, { withFileTypes: true })) {
    const p = join(pasta, e.name);
    if (e.isDirectory()) total += tamanho(p);
    else if (e.isFile()) total += statSync(p).size;
  }
  return total;
}

for (const f of ['dist/bundle/server.js', 'dist/bundle/cli.js', 'dist/web/index.html']) {
  if (!existsSync(f)) {
    console.error(`test:prod: ${f} não existe; rode "npm run build" antes.`);
    process.exit(1);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'leiteira-prod-'));
const prefixo = join(dir, 'opt');
const app = join(prefixo, 'node_modules', 'gestao-leiteira');
let server;
try {
  const rel = spawnSync(process.execPath, ['scripts/release.mjs', '--saida', join(dir, 'release')], {
    encoding: 'utf8',
  });
  const arquivo = /release: (\S+\.tgz)/.exec(rel.stdout)?.[1];
  if (!check(rel.status === 0 && !!arquivo, 'npm run release', `${rel.status} ${rel.stdout}${rel.stderr}`)) {
    throw new Error('release falhou');
  }
  console.log(`test:prod: npm install --omit=dev ${arquivo} em ${prefixo}`);
  const ci = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefixo,
      '--omit=dev',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      arquivo,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (!check(ci.status === 0, 'npm install --omit=dev do arquivo da versão', `código ${ci.status}`)) {
    throw new Error('npm install falhou');
  }
  const nm = join(prefixo, 'node_modules');
  check(!existsSync(join(nm, 'tsx')), 'sem tsx nas dependências de produção');
  check(!existsSync(join(nm, 'typescript')), 'sem TypeScript nas dependências de produção');
  check(!existsSync(join(app, 'src')), 'sem as fontes: nada é compilado na instalação');
  check(!existsSync(join(nm, 'exceljs')) && !existsSync(join(nm, 'drizzle-orm')), 'sem pacotes só de JavaScript');
  const instaladoMb = tamanho(nm) / 1e6;
  const pacotes = readdirSync(nm, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /(^|[\\/])node_modules[\\/](@[^\\/]+[\\/])?[^@\\/]+[\\/]package\.json$/.test(`node_modules/${f}`),
  ).length;
  check(
    Number.isFinite(instaladoMb) && instaladoMb > 0 && instaladoMb <= META_INSTALADO_MB,
    `instalado ${instaladoMb.toFixed(1)} MB em ${pacotes} pacotes (meta ≤ ${META_INSTALADO_MB} MB; antes 138 MB, 263 pacotes); ` +
      `arquivo ${(statSync(arquivo).size / 1e6).toFixed(1)} MB`,
    `acima da meta: ${readdirSync(nm).join(', ')}`,
  );
  const leiteira = join(nm, '.bin', 'leiteira');
  check(
    /^COPY --from=\w+ \/app\/release\/gestao-leiteira-\*\.tgz/m.test(runtimeStage) &&
      /npm install --prefix \/app --omit=dev/.test(runtimeStage) &&
      /^CMD \["leiteira", "servidor"\]$/m.test(runtimeStage),
    'o Dockerfile instala o mesmo arquivo da versão e roda "leiteira servidor"',
  );

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
  delete env.STATIC_ROOT; // the release's own dist/web
  // From a folder of its own, as systemd would: the release finds its web files and migrations by itself.
  server = spawn(leiteira, ['servidor'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
  check(true, `leiteira servidor respondeu na porta ${port}`);
  // bin/leiteira.js's first line gives node npm start's options: the server runs in that process, no second Node.
  const nodes = readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .filter((n) => {
      try {
        const stat = readFileSync(`/proc/${n}/stat`, 'utf8');
        return /^\d+ \(node\)/.test(stat) && Number(stat.replace(/^.*\) /, '').split(' ')[2]) === server.pid;
      } catch {
        return false; // gone meanwhile
      }
    });
  check(
    nodes.length === 1,
    'leiteira servidor é um processo só (o servidor roda no próprio node do bin)',
    nodes.join(', '),
  );

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
  const farmId = me.status === 200 ? JSON.parse(meText).farms?.[0]?.id : undefined;
  const lista = await fetch(`${base}/api/farms/${farmId}/contas-pagar`, { headers: { cookie: cookie ?? '' } });
  const listaText = await lista.text();
  check(
    lista.status === 200 && listaText.startsWith('{'),
    'GET /api/farms/:id/contas-pagar (uma lista)',
    `${lista.status} ${listaText.slice(0, 200)}`,
  );
  // The reports' lazily loaded chunks (exceljs, pdfkit with its fonts' metrics) work from the installed bundle.
  const relatorio = `${base}/api/farms/${farmId}/relatorios?tipo=anual&categoria=animais&ano=2025`;
  for (const [formato, assinatura] of [
    ['xlsx', 'PK'],
    ['pdf', '%PDF'],
  ]) {
    const r = await fetch(`${relatorio}&formato=${formato}`, { headers: { cookie: cookie ?? '' } });
    const corpo = Buffer.from(await r.arrayBuffer());
    check(
      r.status === 200 && corpo.subarray(0, assinatura.length).toString('latin1') === assinatura,
      `GET …/relatorios?formato=${formato} (o pedaço do bundle carregado no primeiro pedido)`,
      `${r.status} ${corpo.subarray(0, 200).toString('utf8')}`,
    );
  }
  const page = await fetch(`${base}/login`, {
    headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  });
  const html = await page.text(); // fetch decodes the brotli body
  check(
    page.status === 200 && page.headers.get('content-encoding') === 'br' && html.includes('<div id="root">'),
    'GET /login: o app web, comprimido com brotli',
    `${page.status} ${page.headers.get('content-encoding')}`,
  );
  // openapi.json is the file the build wrote beside server.js, sent as it is: a server that missed it would build the
  // document from every route (the whole app imported, ~5 MB kept) and compress it itself, other bytes.
  const openapiBr = await new Promise((resolve, reject) =>
    get(`${base}/api/openapi.json`, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const partes = [];
      res.on('data', (p) => partes.push(p));
      res.on('end', () => resolve(Buffer.concat(partes)));
    }).on('error', reject),
  );
  check(
    openapiBr.equals(readFileSync(join(app, 'dist/bundle/openapi.json.br'))),
    'GET /api/openapi.json: o arquivo da versão (dist/bundle/openapi.json.br), não um documento montado',
    `${openapiBr.length} bytes`,
  );
  const missing = await fetch(`${base}/assets/nao-existe.js`);
  check(missing.status === 404, 'GET /assets/nao-existe.js → 404', String(missing.status));

  // systemd stops the service with SIGTERM: `leiteira servidor` passes it on and exits when the server has.
  server.kill('SIGTERM');
  const saiu = await new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  check(saiu === 0, 'SIGTERM: leiteira servidor sai com código 0', String(saiu));
  server = undefined;

  const cli = spawnSync(leiteira, ['user', 'list'], { cwd: dir, env, encoding: 'utf8' });
  check(
    cli.status === 0 && cli.stdout.includes(ADMIN.email),
    'leiteira user list',
    `${cli.status} ${cli.stdout}${cli.stderr}`,
  );
} catch (error) {
  check(false, 'instalação de produção', String(error instanceof Error ? error.message : error));
} finally {
  if (server) process.kill(-server.pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `test:prod: ${failures ? `${failures} falha(s)` : 'ok'} em ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failures ? 1 : 0);
