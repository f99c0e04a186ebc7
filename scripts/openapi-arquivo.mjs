// Writes /api/openapi.json (and its .br, .gz) into the folder named, as the app built by tsc (dist/server) answers it
// with no file: the document built from the routing table. Run by scripts/build-server.mjs after tsc.
//   node scripts/openapi-arquivo.mjs dist/bundle
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pasta = process.argv[2];
if (!pasta) throw new Error('uso: node scripts/openapi-arquivo.mjs <pasta>');
const { createApp } = await import('../dist/server/app.js');
const { loadConfig } = await import('../dist/server/config.js');
const { openDatabase } = await import('../dist/server/db/client.js');
const { createLogger } = await import('../dist/server/logger.js');
const { documentoDaApp, escreverOpenApi } = await import('../dist/server/http/openapi-arquivo.js');

// The routes only: an empty database, never migrated nor read, and no backups nor TLS.
const dir = mkdtempSync(join(tmpdir(), 'leiteira-openapi-'));
const database = await openDatabase(`file:${join(dir, 'vazio.db')}`);
try {
  const config = { ...loadConfig({}), databaseUrl: `file:${join(dir, 'vazio.db')}`, backupDir: 'off' };
  const app = createApp({ db: database.db, config, logger: createLogger('silent'), tls: null });
  await escreverOpenApi(pasta, await documentoDaApp(app));
} finally {
  database.close();
  rmSync(dir, { recursive: true, force: true });
}
