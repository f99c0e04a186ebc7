/**
 * A/B of two ways to start the compiled server (node flags, or two builds side by side), on the list server.bench.ts
 * measures: both servers on one temporary database with 50 contas a pagar, signed in, loaded in turns A/B/A/B (so a
 * burst of other work on a shared machine weighs on both), each round printing req/s, p50/p99 and the CPU the server
 * spent per request, and the idle RSS of each (1 s after its first answer, as server.bench.ts reads it).
 *
 *   AB_A="--max-semi-space-size=2 dist/server/main.js" AB_B="--max-semi-space-size=1 dist/server/main.js" \
 *     node --import tsx bench/support/ab.ts          (AB_ROUNDS, default 2; BENCH_DURATION seconds, default 10)
 * A second build to compare: `cp -r dist dist-a` before a change, then AB_A="… dist-a/server/main.js".
 * AB_SAIDA=/tmp/x keeps each server's stdout (its log, or --trace-gc's lines) in /tmp/x-A.log and /tmp/x-B.log.
 * BENCH_PI=1 pins both servers to core 0 with --max-old-space-size=256 (autocannon stays on the other core).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uuidv7 } from '../../src/domain/ids.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/services/seed.ts';
import { PI_MODE } from './goals.ts';
import { load, printTable } from './load.ts';

const ROOT = join(import.meta.dirname, '../..');
const ADMIN = { email: 'bench@leiteira.local', password: 'senha-do-bench' };
const variantes = { A: process.env.AB_A, B: process.env.AB_B };
if (!variantes.A || !variantes.B) {
  console.error('AB_A e AB_B: os argumentos do node de cada lado, ex. "--max-semi-space-size=2 dist/server/main.js".');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'leiteira-bench-ab-'));
const databaseUrl = `file:${join(dir, 'ab.db')}`;
const prepared = await openDatabase(databaseUrl);
await migrateDatabase(prepared.db);
await seedDatabase(prepared.db, { ...loadConfig({}), adminEmail: ADMIN.email, adminPassword: ADMIN.password });
const farmId = String((await prepared.client.execute('SELECT id FROM farms ORDER BY name LIMIT 1')).rows[0].id);
for (let i = 0; i < 50; i++) {
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

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
const rssMb = (pid?: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const cpuMs = (pid?: number) => {
  const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(campos[11]) + Number(campos[12])) * 10;
};

const filhos: ChildProcess[] = [];
interface Lado {
  nome: 'A' | 'B';
  args: string[];
  filho: ChildProcess;
  url: string;
  cookie: string;
  ocioso: number;
}
try {
  const lados: Lado[] = [];
  for (const nome of ['A', 'B'] as const) {
    const args = (variantes[nome] as string).split(/\s+/).filter(Boolean);
    const port = await freePort();
    const nodeArgs = [...(PI_MODE ? ['--max-old-space-size=256'] : []), ...args];
    const [cmd, argv] = PI_MODE
      ? ['taskset', ['-c', '0', process.execPath, ...nodeArgs]]
      : [process.execPath, nodeArgs];
    const filho = spawn(cmd, argv, {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
        STATIC_ROOT: join(ROOT, 'dist/web'),
        BACKUP_DIR: 'off',
      },
      // AB_SAIDA=prefix: each server's stdout (the log, --trace-gc) to prefix-A.log / prefix-B.log.
      stdio: [
        'ignore',
        process.env.AB_SAIDA ? openSync(`${process.env.AB_SAIDA}-${nome}.log`, 'w') : 'ignore',
        'inherit',
      ],
    });
    filhos.push(filho);
    const base = `http://127.0.0.1:${port}`;
    for (;;) {
      if (filho.exitCode !== null) throw new Error(`${nome} saiu (${filho.exitCode}) antes de responder`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 5));
    }
    await new Promise((r) => setTimeout(r, 1000));
    const ocioso = rssMb(filho.pid);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    lados.push({ nome, args, filho, url: `${base}/api/farms/${farmId}/contas-pagar`, cookie, ocioso });
  }
  for (const l of lados)
    await load({ name: `aquecimento ${l.nome}`, url: l.url, headers: { cookie: l.cookie }, duration: 2 });
  const linhas = [];
  const porLado: Record<string, { rps: number[]; p99: number[]; cpu: number[] }> = {
    A: { rps: [], p99: [], cpu: [] },
    B: { rps: [], p99: [], cpu: [] },
  };
  for (let i = 1; i <= Number(process.env.AB_ROUNDS ?? 2); i++) {
    for (const l of lados) {
      const antes = cpuMs(l.filho.pid);
      const r = await load({
        name: `${l.nome} (${l.args.join(' ')}), rodada ${i}`,
        url: l.url,
        headers: { cookie: l.cookie },
      });
      if (r.non2xx || r.errors) console.warn(`  aviso: ${l.nome} respondeu ${r.non2xx} não-2xx, ${r.errors} erros`);
      linhas.push(r);
      porLado[l.nome].rps.push(r.rps);
      porLado[l.nome].p99.push(r.p99);
      porLado[l.nome].cpu.push((cpuMs(l.filho.pid) - antes) / Math.max(1, r.requests));
    }
  }
  printTable('A/B da lista autenticada de 50 contas (A/B/A/B)', linhas);
  const media = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  for (const l of lados) {
    const f = porLado[l.nome];
    console.log(
      `${l.nome}: ${l.args.join(' ')} — ${Math.round(media(f.rps))} req/s, p99 ${media(f.p99).toFixed(1)} ms, ` +
        `CPU ${media(f.cpu).toFixed(2)} ms/req; RSS ocioso ${l.ocioso.toFixed(1)} MB, depois da carga ${rssMb(l.filho.pid).toFixed(1)} MB`,
    );
  }
  console.log(`carga da máquina (uptime): ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
} finally {
  for (const f of filhos) f.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  rmSync(dir, { recursive: true, force: true });
}
