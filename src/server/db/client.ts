import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Client } from '@libsql/client';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
// drizzle's libSQL database over a client already made (ours for a file, @libsql/client's for a server): its
// `drizzle-orm/libsql/*` entries import @libsql/client to make one, ~25 kB the start would parse for nothing.
import { construct } from 'drizzle-orm/libsql/driver-core';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { DrizzleConfig } from 'drizzle-orm/utils';
import { RAIZ } from '../raiz.ts';
import { fileClient, pathOfFileUrl } from './file-client.ts';
import * as schema from './schema/index.ts';

declare module 'drizzle-orm/libsql/driver-core' {
  /** What each `drizzle-orm/libsql/*` entry returns for a client it was given; exported, left out of the types. */
  function construct<TSchema extends Record<string, unknown>>(
    client: Client,
    config?: DrizzleConfig<TSchema>,
  ): LibSQLDatabase<TSchema>;
}

export type Db = LibSQLDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export { schema };

export interface Database {
  client: Client;
  db: Db;
  close(): void;
}

export const MIGRATIONS_FOLDER = join(RAIZ, 'migrations');

/**
 * Opens the embedded file (`file:...`) or a libSQL server (`libsql://`, `http(s)://`, `ws(s)://`).
 * A file gets its directory, WAL, a busy timeout and the fast client of file-client.ts (`writeWaitMs`: how long a
 * write waits for its turn, WRITE_WAIT_MS unless given); a server manages its own.
 */
export async function openDatabase(
  url: string,
  authToken?: string,
  { writeWaitMs }: { writeWaitMs?: number } = {},
): Promise<Database> {
  const path = url.startsWith('file:') ? pathOfFileUrl(url) : null;
  // An in-memory database exists on one connection only: @libsql/client's single-connection client fits it.
  const isFile = path !== null && path !== '' && path !== ':memory:';
  if (isFile) mkdirSync(dirname(resolve(path)), { recursive: true });
  // @libsql/client (with its network clients, ≈ 9 MB) is loaded only for a server, or a database in memory.
  const client: Client = isFile
    ? fileClient(url, undefined, writeWaitMs)
    : (await import('@libsql/client')).createClient({ url, authToken });
  if (isFile) await client.execute('PRAGMA journal_mode = WAL');
  const db = construct(client, { schema });
  return { client, db, close: () => client.close() };
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
