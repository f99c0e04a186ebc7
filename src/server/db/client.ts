import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema/index.ts';

export type Db = LibSQLDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export { schema };

export interface Database {
  client: Client;
  db: Db;
  close(): void;
}

export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/**
 * Opens the embedded file (`file:...`) or a libSQL server (`libsql://`, `http(s)://`, `ws(s)://`).
 * Only file-specific settings (directory, WAL, busy timeout) are applied to files; a server manages its own.
 */
export async function openDatabase(url: string, authToken?: string): Promise<Database> {
  const isFile = url.startsWith('file:');
  if (isFile) {
    const path = url.slice('file:'.length).replace(/\?.*$/, '');
    if (path && path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  }
  const client = createClient({ url, authToken, ...(isFile ? { timeout: 5000 } : {}) });
  if (isFile) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA synchronous = NORMAL');
  }
  const db = drizzle(client, { schema });
  return { client, db, close: () => client.close() };
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
