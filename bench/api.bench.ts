/**
 * API load benchmark (autocannon) against the real app served in-process on a temporary libSQL file:
 *   1. a bare Hono route answering constant JSON — the ceiling of this machine, same run;
 *   2. GET /api/farms/:farmId/registros/tipos-animais and GET /api/admin/users, signed in (session lookup,
 *      farm-access check, drizzle query);
 *   3. POST /api/auth/login — argon2id at the production cost (m=19456 KiB, t=2), so a shorter run with fewer
 *      connections; the login rate limit is raised for the bench.
 * Prints requests/s, p50 and p99; asserts nothing.
 *
 *   node --import tsx bench/api.bench.ts          (BENCH_DURATION=seconds, default 10; login runs half as long)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { createApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../src/server/db/client.ts';
import { seedDatabase } from '../src/server/services/seed.ts';
import { type LoadResult, load, printTable, serveApp } from './support/load.ts';

const ADMIN = { email: 'bench@leiteira.local', password: 'senha-do-bench' };
const duration = Number(process.env.BENCH_DURATION ?? 10);

const dir = mkdtempSync(join(tmpdir(), 'leiteira-bench-'));
const config = {
  ...loadConfig({}),
  databaseUrl: `file:${join(dir, 'bench.db')}`,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  logLevel: 'silent' as const,
  staticRoot: join(dir, 'web'),
  loginRateLimit: { max: 1_000_000_000, windowMs: 60_000 },
};
mkdirSync(config.staticRoot);
const database = await openDatabase(config.databaseUrl);
await migrateDatabase(database.db);
await seedDatabase(database.db, config);

const bare = new Hono().get('/', (c) => c.json({ ok: true, version: '0.1.0' }));
const ceiling = await serveApp(bare.fetch);
const api = await serveApp(createApp({ db: database.db, config }).fetch);

const login = await fetch(`${api.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(ADMIN),
});
const cookie = login.headers.get('set-cookie')?.split(';')[0] as string;
const farms = (await (await fetch(`${api.url}/api/admin/farms`, { headers: { cookie } })).json()) as { id: string }[];
const farmId = farms[0].id;

console.log(
  `API bench: Node ${process.version}, ${(await import('node:os')).cpus().length} CPUs, banco ${config.databaseUrl}`,
);
const results: LoadResult[] = [];
try {
  results.push(await load({ name: 'Hono puro, JSON constante (teto)', url: `${ceiling.url}/`, duration }));
  results.push(
    await load({
      name: 'GET /api/farms/:farmId/registros/tipos-animais',
      url: `${api.url}/api/farms/${farmId}/registros/tipos-animais`,
      headers: { cookie },
      duration,
    }),
  );
  results.push(
    await load({ name: 'GET /api/admin/users', url: `${api.url}/api/admin/users`, headers: { cookie }, duration }),
  );
  results.push(
    await load({
      name: 'POST /api/auth/login (argon2id m=19456 t=2)',
      url: `${api.url}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
      connections: 10,
      duration: Math.max(2, Math.round(duration / 2)),
    }),
  );
  printTable('Gestão Leiteira — carga na API (autocannon)', results);
} finally {
  await Promise.all([ceiling.close(), api.close()]);
  database.close();
  rmSync(dir, { recursive: true, force: true });
}
