/**
 * Lighthouse (mobile, its default simulated throttling) on the production build as a phone gets it: the compiled
 * server (`node dist/server/main.js`, built first if needed) on a temporary database, Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium; never downloaded). Two pages: /login and a signed-in screen
 * (Contas a Pagar with 50 bills; the session cookie goes in extraHeaders). Prints each category's score beside
 * issue #16's goal (accessibility 100, best practices ≥ 95, performance ≥ 90) and the audits that cost points.
 *
 *   npm run bench -- lighthouse        (LIGHTHOUSE_JSON=folder keeps each full report)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { uuidv7 } from '../src/domain/ids.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/services/seed.ts';
import { goal } from './support/goals.ts';

const ROOT = join(import.meta.dirname, '..');
const ADMIN = { email: 'bench@leiteira.local', password: 'senha-do-bench' };
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const METAS = { accessibility: 100, 'best-practices': 95, performance: 90 } as const;
const NOMES: Record<keyof typeof METAS, string> = {
  accessibility: 'acessibilidade',
  'best-practices': 'boas práticas',
  performance: 'desempenho',
};

const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dir = mkdtempSync(join(tmpdir(), 'leiteira-bench-lighthouse-'));
const databaseUrl = `file:${join(dir, 'bench.db')}`;
const prepared = await openDatabase(databaseUrl);
await migrateDatabase(prepared.db);
await seedDatabase(prepared.db, { ...loadConfig({}), adminEmail: ADMIN.email, adminPassword: ADMIN.password });
const farmId = String((await prepared.client.execute('SELECT id FROM farms ORDER BY name LIMIT 1')).rows[0].id);
for (let i = 0; i < 50; i++) {
  await prepared.client.execute({
    sql: `INSERT INTO contas_pagar (id, farm_id, data_vencimento, fornecedor, descricao, categoria, valor)
          VALUES (?, ?, ?, 'Agropecuária Boa Vista', ?, 'Alimentação', ?)`,
    args: [uuidv7(), farmId, `2025-${String((i % 12) + 1).padStart(2, '0')}-10`, `Ração, lote ${i}`, 10_000 + i],
  });
}
prepared.close();

const port = await new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as { port: number };
    s.close(() => resolve(port));
  });
});
const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    STATIC_ROOT: join(ROOT, 'dist/web'),
    HTTP_PORT: 'off',
    BACKUP_DIR: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
/** What the bench uses of chrome-launcher's LaunchedChrome (its types are absent until bench/node_modules is). */
type ChromiumAberto = { port: number; kill(): unknown };
let chrome: ChromiumAberto | undefined;
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`o servidor saiu (${server.exitCode}) antes de responder`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 20));
  }
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const farm = await fetch(`${base}/api/auth/current-farm`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify({ farmId }),
  });
  if (!login.ok || !farm.ok) throw new Error(`login ${login.status}, fazenda ${farm.status}`);

  const chromium: ChromiumAberto = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  chrome = chromium;
  const paginas: { nome: string; url: string; headers: Record<string, string> }[] = [
    { nome: '/login', url: `${base}/login`, headers: {} },
    { nome: 'Contas a Pagar (com sessão)', url: `${base}/dashboard/financeiro/contas-pagar`, headers: { cookie } },
  ];
  console.log(`Lighthouse (celular, limitação simulada), Chromium em ${chromium.port}, servidor compilado em ${base}`);
  for (const p of paginas) {
    const r = await lighthouse(p.url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(METAS),
      extraHeaders: p.headers,
    });
    if (!r) throw new Error(`Lighthouse não devolveu resultado para ${p.nome}`);
    const { lhr } = r;
    if (process.env.LIGHTHOUSE_JSON) {
      mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
      const arquivo = join(process.env.LIGHTHOUSE_JSON, `${p.nome.replace(/[^\p{L}\p{N}]+/gu, '-')}.json`);
      writeFileSync(arquivo, JSON.stringify(lhr, null, 1));
    }
    console.log(`\n${p.nome} (${lhr.finalDisplayedUrl})`);
    for (const [id, meta] of Object.entries(METAS) as [keyof typeof METAS, number][]) {
      const cat = lhr.categories[id];
      goal({
        name: `Lighthouse ${p.nome}: ${NOMES[id]}`,
        value: Math.round((cat.score ?? 0) * 100),
        unit: '',
        kind: 'min',
        limit: meta,
      });
      for (const ref of cat.auditRefs) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1)
          console.log(`      ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      }
    }
    for (const m of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ])
      console.log(`    ${lhr.audits[m].title}: ${lhr.audits[m].displayValue}`);
  }
} finally {
  await chrome?.kill();
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
