/**
 * The app as a user gets it, for the browser tests: the built PWA, a real libSQL file in E2E_DIR, and a real SMTP
 * server on loopback whose messages are written to E2E_DIR/mails/*.eml (read them with readMails()); it refuses
 * recipients whose address starts with 'recusado'.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { SMTPServer } from 'smtp-server';
import { createApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.ts';
import { manterConexoesOciosas } from '../../src/server/keep-alive.ts';
import { seedDatabase } from '../../src/server/services/seed.ts';
import { E2E_ADMIN } from './constants.ts';

const dir = process.env.E2E_DIR as string;
const port = Number(process.env.E2E_PORT);
const mailDir = join(dir, 'mails');
mkdirSync(mailDir, { recursive: true });

let n = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  // A mailbox the mail server refuses, for the administrators' "e-mail not sent" notice.
  onRcptTo(address, _session, callback) {
    if (address.address.startsWith('recusado')) callback(new Error('550 caixa postal inexistente'));
    else callback();
  },
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      writeFileSync(join(mailDir, `${String(++n).padStart(4, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

const config = {
  // STATIC_ROOT lets parallel runs serve their own build (npx vite build --outDir /tmp/web-x).
  ...loadConfig({ STATIC_ROOT: process.env.STATIC_ROOT }),
  port,
  host: '127.0.0.1',
  databaseUrl: `file:${join(dir, 'e2e.db')}`,
  adminEmail: E2E_ADMIN.email,
  adminPassword: E2E_ADMIN.password,
  // E2E_SEM_EMAIL=1: a server that sends no e-mail (no SMTP_URL nor PUBLIC_URL), as a Pi out of the box.
  smtpUrl: process.env.E2E_SEM_EMAIL ? undefined : `smtp://127.0.0.1:${smtpPort}`,
  publicUrl: process.env.E2E_SEM_EMAIL ? undefined : `http://127.0.0.1:${port}`,
  // E2E_LOG_LEVEL=info: one JSON line per request on stdout (e2e/offline.spec.ts watches them to stop the server mid-flush)
  logLevel: (process.env.E2E_LOG_LEVEL ?? 'warn') as 'warn',
  loginRateLimit: { max: 10_000, windowMs: 60_000 },
  // argon2id at the unit tests' cost (src/server/test/harness.ts): the browser tests sign in and make users some 300
  // times a run, each hash 19 MiB and two passes at the production cost. That cost itself is what `npm run test:prod`
  // signs in against (scripts/test-production.mjs: the compiled server with loadConfig's argon2).
  argon2: { memoryCost: 1024, timeCost: 1 },
};
// The run's template (E2E_MODELO, made once by global-setup.ts through E2E_SO_MODELO=1 below): a new server's
// database starts as a copy of it instead of being migrated and seeded again; migrate and seed then find nothing to
// do. A folder that already has its database (a restart after SIGKILL) keeps it.
const arquivo = join(dir, 'e2e.db');
if (process.env.E2E_MODELO && !existsSync(arquivo)) copyFileSync(process.env.E2E_MODELO, arquivo);
const database = await openDatabase(config.databaseUrl);
await migrateDatabase(database.db);
await seedDatabase(database.db, config);
if (process.env.E2E_SO_MODELO) {
  // the template itself: all of it in its one file (no WAL beside it), then nothing is served
  await database.client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  database.close();
  process.exit(0);
}
// The server keeps idle sockets longer than any client (src/server/keep-alive.ts), as the real one does: a client
// that reused a socket the server was closing read ECONNRESET (then e2e/regras.spec.ts, PUT /api/auth/current-farm).
const server = manterConexoesOciosas(
  serve({ fetch: createApp({ db: database.db, config }).fetch, port, hostname: '127.0.0.1' }),
);

// A Pi switched off, without the cost of starting it again (e2e/support/own-server.ts `stop()`): 'fechar' on stdin
// closes the port — every open connection cut, every new one refused, as the browser sees a dead server — while the
// process and its database stay; 'abrir' listens again. A restart (node, migrations, seed) took 7–20 s on a loaded
// 2-core machine; the offline tests switch the Pi off and on some 20 times a run.
const http = server as Server;
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  for (const comando of chunk.split('\n')) {
    if (comando === 'fechar' && http.listening) {
      http.close();
      http.closeAllConnections();
    } else if (comando === 'abrir' && !http.listening) http.listen(port, '127.0.0.1');
  }
});
// stdin closed (no OwnServer at the other end, or the shared server's runner): nothing more to hear
process.stdin.on('error', () => {});
