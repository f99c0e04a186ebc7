import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Client } from '@libsql/client';
import { RAIZ } from '../raiz.ts';
import { fileClient, pathOfFileUrl } from './file-client.ts';

/** drizzle's migrations, beside the package (migrations/, its meta/_journal.json). */
export const MIGRATIONS_FOLDER = join(RAIZ, 'migrations');

/**
 * The libSQL client of the embedded file (`file:...`) or of a libSQL server (`libsql://`, `http(s)://`, `ws(s)://`),
 * without drizzle: what openDatabase (client.ts) puts drizzle over, and what the server's start reads the database
 * through (inicio.ts: drizzle and the tables are loaded by the first thing that needs them).
 * A file gets its directory, WAL, a busy timeout and the fast client of file-client.ts (`writeWaitMs`: how long a
 * write waits for its turn, WRITE_WAIT_MS unless given); a server manages its own.
 */
export async function abrirCliente(
  url: string,
  authToken?: string,
  { writeWaitMs }: { writeWaitMs?: number } = {},
): Promise<Client> {
  const path = url.startsWith('file:') ? pathOfFileUrl(url) : null;
  // An in-memory database exists on one connection only: @libsql/client's single-connection client fits it.
  const isFile = path !== null && path !== '' && path !== ':memory:';
  if (isFile) mkdirSync(dirname(resolve(path)), { recursive: true });
  // @libsql/client (with its network clients, ≈ 9 MB) is loaded only for a server, or a database in memory.
  const client: Client = isFile
    ? fileClient(url, undefined, writeWaitMs)
    : (await import('@libsql/client')).createClient({ url, authToken });
  if (isFile) await client.execute('PRAGMA journal_mode = WAL');
  return client;
}
