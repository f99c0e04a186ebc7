/**
 * The compiled server's memory after use (issue 40): RSS right after start, then after an admin signs in, writes 50
 * bills through the API, reads the list and the openapi document — each step's RSS, and the V8 heap and external
 * memory after a full GC (the server starts with --expose-gc and gc-ao-sinal.cjs: SIGUSR2 collects), beside the
 * goal of ≤ 90 MB after use. Prints figures; asserts nothing.
 *   node --import tsx bench/support/memoria-de-uso.ts      (builds dist/ if needed, as npm start does)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { comandoDoServidor } from '../../src/cli/commands/servidor.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.ts';
import { seedDatabase } from '../../src/server/services/seed.ts';

const ROOT = join(import.meta.dirname, '../..');
const ADMIN = { email: 'bench@leiteira.local', password: 'senha-do-bench' };
const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dir = mkdtempSync(join(tmpdir(), 'leiteira-bench-memoria-'));
const databaseUrl = `file:${join(dir, 'bench.db')}`;
const prepared = await openDatabase(databaseUrl);
await migrateDatabase(prepared.db);
await seedDatabase(prepared.db, { ...loadConfig({}), adminEmail: ADMIN.email, adminPassword: ADMIN.password });
const farmId = String((await prepared.client.execute('SELECT id FROM farms ORDER BY name LIMIT 1')).rows[0].id);
prepared.close();

const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});
const [, ...comando] = comandoDoServidor(ROOT);
// MEMORIA_PRELOAD=/x.cjs: a module loaded before the server (with --expose-gc) that reports on SIGUSR2
// MEMORIA_FLAGS="--optimize-for-size …": node flags to try, put before npm start's own
const flags = process.env.MEMORIA_FLAGS?.split(' ').filter(Boolean) ?? [];
// Every step's RSS is read twice: as it is, and after a full GC (gc-ao-sinal.cjs, on SIGUSR2), the figure the goal
// (≤ 90 MB after use, issue 40) is about.
const args = [
  '--expose-gc',
  '--require',
  join(import.meta.dirname, 'gc-ao-sinal.cjs'),
  ...(process.env.MEMORIA_PRELOAD ? ['--require', process.env.MEMORIA_PRELOAD] : []),
  ...flags,
  ...comando,
];
const server = spawn(process.execPath, args, {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** RSS by mapping (a file, [heap], [anon]…), from /proc/<pid>/smaps, when MEMORIA_MAPAS is set. */
function porMapa(): Map<string, number> {
  const m = new Map<string, number>();
  let nome = '';
  for (const linha of readFileSync(`/proc/${server.pid}/smaps`, 'utf8').split('\n')) {
    const cab = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(linha);
    if (cab) nome = cab[1] || '[anon]';
    const r = /^Rss:\s+(\d+) kB/.exec(linha);
    if (r) m.set(nome, (m.get(nome) ?? 0) + Number(r[1]) / 1024);
  }
  return m;
}
let mapas = new Map<string, number>();
const base = `http://127.0.0.1:${port}`;
const pausa = (ms: number) => new Promise((r) => setTimeout(r, ms));
try {
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await pausa(5);
  }
  let depoisDoGc = 0;
  const passo = async (nome: string) => {
    await pausa(1000);
    const antes = rss();
    server.kill('SIGUSR2');
    await pausa(500);
    depoisDoGc = rss();
    console.log(`${nome.padEnd(44)} RSS ${antes.toFixed(1)} MB, ${depoisDoGc.toFixed(1)} MB depois de um GC completo`);
    if (process.env.MEMORIA_MAPAS) {
      const agora = porMapa();
      const deltas = [...agora].map(([k, v]) => [k, v - (mapas.get(k) ?? 0)] as const);
      for (const [k, d] of deltas.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])).slice(0, 5))
        if (Math.abs(d) >= 0.2) console.log(`    ${d >= 0 ? '+' : ''}${d.toFixed(1)} MB ${k}`);
      mapas = agora;
    }
    if (process.env.MEMORIA_PRELOAD) {
      server.kill('SIGUSR2');
      await pausa(1500);
    }
  };
  console.log(`node ${args.join(' ')}`);
  await passo('depois do início');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  await passo(`entrada do admin (${login.status})`);
  for (let i = 0; i < 50; i++) {
    const r = await fetch(`${base}/api/farms/${farmId}/contas-pagar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({
        id: uuidv7(),
        data_vencimento: `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
        fornecedor: 'Agropecuária Boa Vista',
        descricao: `Ração concentrada, lote ${i}`,
        categoria: 'Alimentação',
        valor: 10_000 + i,
      }),
    });
    if (r.status !== 201) throw new Error(`conta: ${r.status} ${await r.text()}`);
  }
  await passo('50 contas gravadas');
  const lista = await fetch(`${base}/api/farms/${farmId}/contas-pagar`, { headers: { cookie } });
  await lista.arrayBuffer();
  await passo(`lista lida (${lista.status})`);
  const doc = await fetch(`${base}/api/openapi.json`, { headers: { cookie } });
  const tamanho = (await doc.arrayBuffer()).byteLength;
  await passo(`openapi.json lido (${(tamanho / 1024).toFixed(0)} KB)`);
  await pausa(4000);
  await passo('5 s depois');
  console.log(
    `\nmemória depois do uso (RSS depois de um GC completo): ${depoisDoGc.toFixed(1)} MB (meta ≤ 90 MB) ${depoisDoGc <= 90 ? '✓' : '✘'}`,
  );
} finally {
  server.kill('SIGTERM');
  await pausa(300);
  rmSync(dir, { recursive: true, force: true });
}
