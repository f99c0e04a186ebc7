import type { Client } from '@libsql/client';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
// drizzle's libSQL database over a client already made (ours for a file, @libsql/client's for a server): its
// `drizzle-orm/libsql/*` entries import @libsql/client to make one, ~25 kB the start would parse for nothing.
import { construct } from 'drizzle-orm/libsql/driver-core';
import { migrate } from 'drizzle-orm/libsql/migrator';
import type { DrizzleConfig } from 'drizzle-orm/utils';
import { abrirCliente, MIGRATIONS_FOLDER } from './abrir-cliente.ts';
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

export { MIGRATIONS_FOLDER };

/**
 * The database of a URL with drizzle over it (abrir-cliente.ts: the file, or a libSQL server): what the tests, the CLI
 * and the benches open. The server's start opens only the client and puts drizzle over it later (`comDrizzle`).
 */
export async function openDatabase(
  url: string,
  authToken?: string,
  opcoes: { writeWaitMs?: number } = {},
): Promise<Database> {
  const client = await abrirCliente(url, authToken, opcoes);
  return { client, db: comDrizzle(client), close: () => client.close() };
}

/** drizzle over a client already open, with every table and its relations. */
export function comDrizzle(client: Client): Db {
  return construct(client, { schema });
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
