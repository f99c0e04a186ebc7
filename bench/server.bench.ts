/**
 * The production server as it runs on a Pi: what `npm start` runs (`node [flags] dist/server/main.js`) in its own process (built first if
 * needed), on a temporary database with 50 contas a pagar, measured from outside:
 *   - time from spawn to the first answer of /api/health, resident memory idle and after the load;
 *   - GET /api/farms/:farmId/contas-pagar (50 rows, signed in) beside its ceiling measured in the same run: a bare
 *     Hono route running one raw @libsql/client query for the same 50 rows (bench/support/ceiling-server.mjs),
 *     also in its own process; autocannon, 50 connections, no Accept-Encoding (both answer plain JSON);
 *   - the login page's transfer size with compression on (bench/support/page-weight.ts).
 * Pi mode (BENCH_PI=1, `npm run bench -- --pi`): both servers run under `taskset -c 0` with
 * `--max-old-space-size=256`; autocannon runs in this process, on the other core.
 *
 *   node --import tsx bench/server.bench.ts          (BENCH_DURATION=seconds, default 10)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { comandoDoServidor } from '../src/cli/commands/servidor.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/services/seed.ts';
import { goal, PI_MODE } from './support/goals.ts';
import { load, printTable } from './support/load.ts';
import { loginPageWeight } from './support/page-weight.ts';

const ROOT = join(import.meta.dirname, '..');
/** What `npm start` runs after its build check — `node [flags] dist/server/main.js` — so the bench measures it. */
const START = comandoDoServidor(ROOT).slice(1);
const ADMIN = { email: 'bench@leiteira.local', password: 'senha-do-bench' };
const ROWS = 50;

const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// --- a database with 50 bills in the sample farm, migrated and seeded before the server starts ---
const dir = mkdtempSync(join(tmpdir(), 'leiteira-bench-server-'));
const databaseUrl = `file:${join(dir, 'bench.db')}`;
const prepared = await openDatabase(databaseUrl);
await migrateDatabase(prepared.db);
await seedDatabase(prepared.db, { ...loadConfig({}), adminEmail: ADMIN.email, adminPassword: ADMIN.password });
const farmId = String((await prepared.client.execute('SELECT id FROM farms ORDER BY name LIMIT 1')).rows[0].id);
for (let i = 0; i < ROWS; i++) {
  await prepared.client.execute({
    sql: `INSERT INTO contas_pagar (id, farm_id, data_vencimento, fornecedor, descricao, categoria, valor)
          VALUES (?, ?, ?, 'Agropecuária Boa Vista', ?, 'Alimentação', ?)`,
    args: [
      uuidv7(),
      farmId,
      `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
      `Ração concentrada, lote ${i}`,
      10_000 + i,
    ],
  });
}
prepared.close();

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

const running = new Set<ChildProcess>();
/** `node [--max-old-space-size=256] ...script`, under `taskset -c 0` in Pi mode. */
function startNode(script: string[], env: Record<string, string>): ChildProcess {
  const nodeArgs = [...(PI_MODE ? ['--max-old-space-size=256'] : []), ...script];
  const [cmd, args] = PI_MODE ? ['taskset', ['-c', '0', process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}
async function firstAnswer(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o processo saiu (${child.exitCode}) antes de responder`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 5));
  }
}
const rssMb = (pid: number | undefined) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

try {
  // --- the compiled server: first answer, idle memory ---
  const port = await freePort();
  const t0 = performance.now();
  const server = startNode(START, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    STATIC_ROOT: join(ROOT, 'dist/web'),
  });
  const base = `http://127.0.0.1:${port}`;
  await firstAnswer(`${base}/api/health`, server);
  const startMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMb(server.pid);

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const listUrl = `${base}/api/farms/${farmId}/contas-pagar`;
  const listRes = await fetch(listUrl, { headers: { cookie } });
  const list = (await listRes.json()) as { itens?: unknown[] } | unknown[];
  const listed = Array.isArray(list) ? list.length : list.itens?.length;
  if (!listRes.ok || listed !== ROWS)
    console.warn(`  aviso: a lista respondeu ${listRes.status} com ${listed} contas, não ${ROWS}`);

  // --- the ceiling: a bare Hono route with one raw query for the same rows ---
  const cPort = await freePort();
  const ceilingServer = startNode(['bench/support/ceiling-server.mjs'], {
    PORT: String(cPort),
    DATABASE_URL: databaseUrl,
    FARM_ID: farmId,
  });
  const ceilingUrl = `http://127.0.0.1:${cPort}/`;
  await firstAnswer(ceilingUrl, ceilingServer);
  const bare = (await (await fetch(ceilingUrl)).json()) as unknown[];
  if (bare.length !== ROWS) throw new Error(`o teto devolveu ${bare.length} linhas`);

  console.log(
    `Servidor compilado: node ${START.join(' ')} (Node ${process.version}), ${cpus().length} CPUs${PI_MODE ? ', modo Pi (taskset -c 0, --max-old-space-size=256)' : ''}, LOG_LEVEL=${process.env.BENCH_LOG_LEVEL ?? 'info'}`,
  );
  const ceiling = await load({ name: `Hono + 1 consulta @libsql/client, ${ROWS} linhas (teto)`, url: ceilingUrl });
  const authed = await load({
    name: `GET /api/farms/:farmId/contas-pagar (${ROWS}, com sessão)`,
    url: listUrl,
    headers: { cookie },
  });
  const afterLoad = rssMb(server.pid);
  printTable('Gestão Leiteira — lista autenticada × consulta pura (processos separados, autocannon)', [
    ceiling,
    authed,
  ]);

  const weight = await loginPageWeight(base, join(ROOT, 'dist/web'));
  console.log(
    `página de login: ${weight.files} arquivos, ${(weight.totalBytes / 1024).toFixed(1)} KB transferidos (brotli); JS ${(weight.jsGzipBytes / 1024).toFixed(1)} KB gzip em ${weight.jsFiles} arquivos`,
  );
  console.log(
    `memória: ${idle.toFixed(0)} MB ociosa, ${afterLoad.toFixed(0)} MB depois da carga; primeira resposta em ${Math.round(startMs)} ms\n`,
  );

  const teto = { label: 'Hono + 1 consulta', value: ceiling.rps, unit: 'req/s' };
  goal({
    name: 'lista autenticada de 50 (meta 0,8 × teto)',
    value: authed.rps,
    unit: 'req/s',
    kind: 'min',
    limit: 0.8 * ceiling.rps,
    ceiling: teto,
  });
  goal({
    name: 'lista autenticada de 50, p99',
    value: authed.p99,
    unit: 'ms',
    kind: 'max',
    limit: 40,
    ceiling: { label: 'teto p99', value: ceiling.p99, unit: 'ms' },
  });
  goal({ name: 'RSS ocioso (npm start)', value: idle, unit: 'MB', kind: 'max', limit: 90 });
  goal({ name: 'RSS depois da carga', value: afterLoad, unit: 'MB', kind: 'max', limit: 150 });
  goal({ name: 'primeira resposta depois do início', value: startMs / 1000, unit: 's', kind: 'max', limit: 1.5 });
  goal({ name: 'página de login: JS gzip', value: weight.jsGzipBytes / 1024, unit: 'KB', kind: 'max', limit: 90 });
  goal({
    name: 'página de login: total transferido',
    value: weight.totalBytes / 1024,
    unit: 'KB',
    kind: 'max',
    limit: 150,
  });
} finally {
  for (const child of running) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dir, { recursive: true, force: true });
}
