// The server's resident memory split by what it imports, in the order main.ts loads it: a fresh node with the flags of
// `npm start` imports each step on top of the previous ones and prints the RSS it added (after a full GC). The last
// step is the server itself on a temporary database, idle. bench/server.bench.ts prints it beside the idle figure.
//   node --expose-gc [flags of npm start] bench/support/memoria-por-import.mjs      (from the project's folder)
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const PASSOS = [
  ['hono + @hono/node-server', ['hono', '@hono/node-server']],
  ['zod (+ mensagens pt)', ['zod', './dist/domain/zod-pt.js']],
  ['drizzle-orm', ['drizzle-orm', 'drizzle-orm/libsql/sqlite3', 'drizzle-orm/libsql/migrator']],
  ['libsql (nativo)', ['libsql']],
  ['esquema + cliente do banco', ['./dist/server/db/client.js']],
  ['rotas e serviços (app.ts)', ['./dist/server/app.js']],
  [
    'o resto de main.ts (backup, push, tls)',
    [
      './dist/server/services/backup.js',
      './dist/server/services/push.js',
      './dist/server/tls/setup.js',
      './dist/server/tls/start.js',
    ],
  ],
];

const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
const assentar = async () => {
  for (let i = 0; i < 3; i++) {
    globalThis.gc?.();
    await new Promise((r) => setTimeout(r, 50));
  }
};
const carregar = (s) => import(s.startsWith('./') ? pathToFileURL(join(process.cwd(), s)).href : s);

await assentar();
let antes = rss();
const linhas = [['node sozinho', antes]];
for (const [nome, mods] of PASSOS) {
  for (const m of mods) await carregar(m);
  await assentar();
  const agora = rss();
  linhas.push([nome, agora - antes]);
  antes = agora;
}
// The server idle, as main.ts starts it (migrated, seeded, listening) on a database of its own.
const dir = mkdtempSync(join(tmpdir(), 'leiteira-memoria-'));
// A database already seeded (the bench's) keeps argon2's 19 MB hash of a new administrator out of the idle figure.
Object.assign(process.env, {
  DATABASE_URL: process.env.DATABASE_URL ?? `file:${join(dir, 'm.db')}`,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  BACKUP_DIR: 'off',
  ADMIN_PASSWORD: 'senha-da-medida-123',
});
const escrever = process.stdout.write.bind(process.stdout);
process.stdout.write = () => true;
await carregar('./dist/server/main.js');
await new Promise((r) => setTimeout(r, 1500));
await assentar();
process.stdout.write = escrever;
const agora = rss();
linhas.push(['servidor ouvindo (migrado, semeado), ocioso', agora - antes]);
// Not part of the idle figure: the first sign-in or password change loads it (src/server/auth/password.ts).
await carregar('@node-rs/argon2');
await assentar();
linhas.push(['@node-rs/argon2 (nativo; no primeiro login)', rss() - agora]);
for (const [nome, mb] of linhas) console.log(`  ${nome.padEnd(44)} ${mb >= 0 ? '+' : ''}${mb.toFixed(1)} MB`);
console.log(`  ${'total ocioso'.padEnd(44)} ${agora.toFixed(1)} MB`);
const u = process.memoryUsage();
console.log(
  `  (heap V8 ${(u.heapTotal / 1048576).toFixed(1)} MB, em uso ${(u.heapUsed / 1048576).toFixed(1)} MB; external ${(u.external / 1048576).toFixed(1)} MB)`,
);
if (process.env.MEMORIA_ESPACOS)
  for (const s of (await import('node:v8')).getHeapSpaceStatistics())
    console.log(s.space_name, (s.space_size / 1048576).toFixed(1), (s.space_used_size / 1048576).toFixed(1));
rmSync(dir, { recursive: true, force: true });
process.exit(0);
