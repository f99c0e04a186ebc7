import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Client, createClient, type InStatement, type Transaction, type TransactionMode } from '@libsql/client';
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
  const raw = createClient({ url, authToken, ...(isFile ? { timeout: 5000 } : {}) });
  const client = isFile ? serializeWrites(raw) : raw;
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

/** How long a writer waits for its turn before giving up with an error instead of hanging a request. */
const WRITE_WAIT_MS = 15_000;

/** FIFO async lock: one holder at a time, the others wait without blocking the event loop. */
class WriteLock {
  #tail: Promise<void> = Promise.resolve();

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => mine);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Banco de dados ocupado: a gravação esperou demais.')), WRITE_WAIT_MS);
    });
    try {
      await Promise.race([previous, timeout]);
    } catch (error) {
      previous.then(release); // keep the queue moving once the stuck writer finishes
      throw error;
    } finally {
      clearTimeout(timer);
    }
    let released = false;
    return () => {
      if (!released) {
        released = true;
        release();
      }
    };
  }
}

const READ_ONLY = /^\s*(select\b|pragma\s+\w+\s*;?\s*$|explain\b)/i;

function sqlOf(stmt: InStatement): string {
  return typeof stmt === 'string' ? stmt : stmt.sql;
}

/**
 * The embedded client gives each transaction its own pooled connection, and a connection waiting for SQLite's
 * write lock waits synchronously (busy timeout), blocking the very event loop the lock holder needs to finish:
 * two overlapping write transactions stalled for the whole timeout and then failed. So writes inside this process
 * take turns here, asynchronously; reads (WAL) never wait. A libSQL server orders writes itself and is not wrapped.
 */
function serializeWrites(client: Client): Client {
  const lock = new WriteLock();
  async function locked<T>(run: () => Promise<T>): Promise<T> {
    const release = await lock.acquire();
    try {
      return await run();
    } finally {
      release();
    }
  }
  function holdUntilSettled(tx: Transaction, release: () => void): Transaction {
    return new Proxy(tx, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (prop === 'commit' || prop === 'rollback') {
          return async () => {
            try {
              return await value.call(target);
            } finally {
              release();
            }
          };
        }
        if (prop === 'close') {
          return () => {
            try {
              return value.call(target);
            } finally {
              release();
            }
          };
        }
        return value.bind(target);
      },
    });
  }
  return new Proxy(client, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      switch (prop) {
        case 'execute':
          return (stmt: InStatement, args?: unknown) =>
            READ_ONLY.test(sqlOf(stmt)) ? value.call(target, stmt, args) : locked(() => value.call(target, stmt, args));
        case 'batch':
        case 'migrate':
        case 'executeMultiple':
          return (...args: unknown[]) => locked(() => value.apply(target, args));
        case 'transaction':
          return async (mode?: TransactionMode) => {
            if (mode === 'read') return value.call(target, mode);
            const release = await lock.acquire();
            try {
              return holdUntilSettled(await value.call(target, mode), release);
            } catch (error) {
              release();
              throw error;
            }
          };
        default:
          return value.bind(target);
      }
    },
  });
}
