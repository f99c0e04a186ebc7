/**
 * The production server as it runs on a Pi: what `npm start` runs (`node [flags] dist/bundle/server.js`) in its own process (built first if
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
import { goal, META, PI_MODE } from './support/goals.ts';
import { load, printTable } from './support/load.ts';
import { loginPageJsInBrowser, loginPageWeight } from './support/page-weight.ts';

const ROOT = join(import.meta.dirname, '..');
/** What `npm start` runs after its build check — `node [flags] dist/bundle/server.js` — so the bench measures it. */
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
function startNode(script: string[], env: Record<string, string>, profile = false): ChildProcess {
  const prof =
    profile && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const nodeArgs = [...(PI_MODE ? ['--max-old-space-size=256'] : []), ...prof, ...script];
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
/** CPU time (user + system) a process has used, in ms: /proc/<pid>/stat fields 14 and 15, in clock ticks (100/s). */
const cpuMs = (pid: number | undefined) => {
  const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(campos[11]) + Number(campos[12])) * 10;
};
/**
 * A load with the CPU the server process spent per answered request: less sensitive than req/s to other work on the
 * machine (a shared 2-core box), which slows both servers' wall clock but not the CPU one request costs.
 */
async function loadWithCpu(opts: Parameters<typeof load>[0], pid: number | undefined) {
  const antes = cpuMs(pid);
  const r = await load(opts);
  return { ...r, cpuPorReq: (cpuMs(pid) - antes) / Math.max(1, r.requests) };
}
const media = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

// --- the server's memory split by what it imports (same flags as npm start, a process of its own) ---
const divisao = spawnSync(
  process.execPath,
  ['--expose-gc', ...START.slice(0, -1), 'bench/support/memoria-por-import.mjs'],
  { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
);
console.log(`memória do servidor por importação (node ${START.slice(0, -1).join(' ')}, depois de um GC completo):`);
console.log(divisao.status === 0 ? divisao.stdout : `  não medida: ${divisao.stderr}`);

try {
  // --- the compiled server: first answer, idle memory ---
  const port = await freePort();
  const t0 = performance.now();
  const server = startNode(
    START,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      STATIC_ROOT: join(ROOT, 'dist/web'),
    },
    true,
  );
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
  // A/B/A/B: the ceiling and the list take turns, so a burst of other work on the machine weighs on both.
  const rodadas: {
    ceiling: Awaited<ReturnType<typeof loadWithCpu>>;
    authed: Awaited<ReturnType<typeof loadWithCpu>>;
  }[] = [];
  // Warm-up (the JIT compiles the hot paths of both), not counted.
  await load({ name: 'aquecimento do teto', url: ceilingUrl, duration: 2 });
  await load({ name: 'aquecimento da lista', url: listUrl, headers: { cookie }, duration: 2 });
  for (let i = 1; i <= 2; i++) {
    const c = await loadWithCpu(
      { name: `Hono + 1 consulta @libsql/client, ${ROWS} linhas (teto), rodada ${i}`, url: ceilingUrl },
      ceilingServer.pid,
    );
    const a = await loadWithCpu(
      {
        name: `GET /api/farms/:farmId/contas-pagar (${ROWS}, com sessão), rodada ${i}`,
        url: listUrl,
        headers: { cookie },
      },
      server.pid,
    );
    rodadas.push({ ceiling: c, authed: a });
  }
  const afterLoad = rssMb(server.pid);
  printTable(
    'Gestão Leiteira — lista autenticada × consulta pura (processos separados, autocannon, A/B/A/B)',
    rodadas.flatMap((r) => [r.ceiling, r.authed]),
  );
  for (const [i, r] of rodadas.entries()) {
    console.log(
      `rodada ${i + 1}: lista ${Math.round(r.authed.rps)} req/s = ${(r.authed.rps / r.ceiling.rps).toFixed(2)} × teto (${Math.round(r.ceiling.rps)}); ` +
        `p99 ${r.authed.p99} ms = ${(r.authed.p99 / r.ceiling.p99).toFixed(2)} × o do teto (${r.ceiling.p99} ms); ` +
        `CPU ${r.authed.cpuPorReq.toFixed(2)} ms/req, teto ${r.ceiling.cpuPorReq.toFixed(2)} ms/req (${(r.ceiling.cpuPorReq / r.authed.cpuPorReq).toFixed(2)} × teto)`,
    );
  }
  const ceiling = {
    rps: media(rodadas.map((r) => r.ceiling.rps)),
    p99: media(rodadas.map((r) => r.ceiling.p99)),
    cpu: media(rodadas.map((r) => r.ceiling.cpuPorReq)),
  };
  const authed = {
    rps: media(rodadas.map((r) => r.authed.rps)),
    p99: media(rodadas.map((r) => r.authed.p99)),
    cpu: media(rodadas.map((r) => r.authed.cpuPorReq)),
  };
  const tamanho = (await (await fetch(listUrl, { headers: { cookie } })).text()).length;
  const tamanhoTeto = (await (await fetch(ceilingUrl)).text()).length;
  console.log(
    `resposta: lista ${(tamanho / 1024).toFixed(1)} KB, teto ${(tamanhoTeto / 1024).toFixed(1)} KB (JSON sem compressão)`,
  );

  const weight = await loginPageWeight(base, join(ROOT, 'dist/web'));
  const noNavegador = await loginPageJsInBrowser(base);
  console.log(
    `página de login no Chromium até a rede ociosa: JS ${(noNavegador.jsGzipBytes / 1024).toFixed(1)} KB gzip em ${noNavegador.jsFiles} arquivos, ${(noNavegador.afterPaintGzipBytes / 1024).toFixed(1)} KB deles depois da primeira pintura (${noNavegador.files.join(' ')})`,
  );
  console.log(
    `página de login: ${weight.files} arquivos, ${(weight.totalBytes / 1024).toFixed(1)} KB transferidos (brotli); JS ${(weight.jsGzipBytes / 1024).toFixed(1)} KB gzip em ${weight.jsFiles} arquivos`,
  );
  console.log(
    `memória: ${idle.toFixed(0)} MB ociosa, ${afterLoad.toFixed(0)} MB depois da carga; primeira resposta em ${Math.round(startMs)} ms\n`,
  );

  const teto = { label: 'Hono + 1 consulta', value: ceiling.rps, unit: 'req/s' };
  goal({
    name: 'lista autenticada de 50 (meta 0,8 × teto; média das 2 rodadas)',
    value: authed.rps,
    unit: 'req/s',
    kind: 'min',
    limit: META.listaRazaoDoTeto * ceiling.rps,
    ceiling: teto,
    chave: 'lista',
  });
  goal({
    name: 'lista autenticada de 50, p99 (meta 1,5 × o do teto)',
    value: authed.p99,
    unit: 'ms',
    kind: 'max',
    limit: META.listaP99DoTeto * ceiling.p99,
    ceiling: { label: 'teto p99', value: ceiling.p99, unit: 'ms' },
    chave: 'lista-p99',
  });
  goal({
    name: 'lista autenticada de 50, CPU por requisição (meta 1,25 × o do teto = 0,8 × teto)',
    value: authed.cpu,
    unit: 'ms',
    kind: 'max',
    limit: ceiling.cpu / META.listaRazaoDoTeto,
    ceiling: { label: 'teto CPU', value: ceiling.cpu, unit: 'ms' },
  });
  goal({
    name: 'RSS ocioso (npm start)',
    value: idle,
    unit: 'MB',
    kind: 'max',
    limit: META.rssOciosoMb,
    chave: 'rss-ocioso',
  });
  goal({ name: 'RSS depois da carga', value: afterLoad, unit: 'MB', kind: 'max', limit: META.rssDepoisDaCargaMb });
  goal({
    name: 'primeira resposta depois do início',
    value: startMs / 1000,
    unit: 's',
    kind: 'max',
    limit: META.primeiraRespostaS,
    chave: 'inicio',
  });
  goal({
    name: 'página de login: JS gzip, tudo o que o Chromium baixa até a rede ociosa',
    value: noNavegador.jsGzipBytes / 1024,
    unit: 'KB',
    kind: 'max',
    limit: META.loginJsGzipKb,
  });
  goal({
    name: 'página de login: total transferido',
    value: weight.totalBytes / 1024,
    unit: 'KB',
    kind: 'max',
    limit: META.loginTotalKb,
  });
} finally {
  for (const child of running) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dir, { recursive: true, force: true });
}
