/**
 * The embedded database file, spoken to through the synchronous `libsql` driver that @libsql/client itself wraps,
 * behind the same `Client` interface (drizzle and every service see no difference). Why not @libsql/client's own
 * file client: it prepares every statement again on every call, asks SQLite for the column list twice, and builds
 * each row with one `Object.defineProperty` per cell — on a 50-row list that was most of the request's CPU. Here each
 * connection keeps its prepared statements, rows are built by a class made once per statement, and the write rules
 * of this process live in one place:
 *
 * - reads (WAL) never wait; writes take turns through one asynchronous lock. A connection waiting for SQLite's write
 *   lock waits synchronously (busy timeout), blocking the very event loop the holder needs to finish — two
 *   overlapping write transactions used to stall for the whole timeout and then fail;
 * - a transaction has a connection of its own for its lifetime (reads of other requests never see its uncommitted
 *   rows); statements outside transactions share one;
 * - every connection is opened with `synchronous = FULL`: a Pi on a farm loses power, and a change the server has
 *   confirmed (an outbox entry the phone then forgets) must survive it.
 *
 * A libSQL server (`libsql://`, `http(s)://`) keeps using @libsql/client; see client.ts.
 */
import { fileURLToPath } from 'node:url';
import type {
  Client,
  InArgs,
  InStatement,
  InValue,
  ResultSet,
  Row,
  Transaction,
  TransactionMode,
} from '@libsql/client';
import Database from 'libsql';

/**
 * An SQLite error as @libsql/client's LibsqlError carries it (`code` the base code, `extendedCode` the precise one,
 * the driver's error as `cause`). Its own class, so a file database never loads @libsql/client's network clients.
 */
export class LibsqlError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly extendedCode?: string,
    readonly rawCode?: number,
    cause?: unknown,
  ) {
    super(`${code}: ${message}`, { cause });
    this.name = 'LibsqlError';
  }
}

/** The error of statement `statementIndex` of a batch. */
export class LibsqlBatchError extends LibsqlError {
  constructor(
    message: string,
    readonly statementIndex: number,
    code: string,
    extendedCode?: string,
    rawCode?: number,
    cause?: unknown,
  ) {
    super(message, code, extendedCode, rawCode, cause);
    this.name = 'LibsqlBatchError';
  }
}

/** The file a `file:` URL names (`file:data/x.db`, `file:///abs/x.db`, `file:/abs/x.db`); query and fragment dropped. */
export function pathOfFileUrl(url: string): string {
  const noQuery = url.replace(/[?#].*$/, '');
  if (noQuery.startsWith('file://')) return fileURLToPath(noQuery);
  return decodeURIComponent(noQuery.slice('file:'.length));
}

/** How long SQLite itself waits for a lock another process holds (the CLI writing while the server runs). */
const BUSY_TIMEOUT_MS = 5000;
/**
 * How long a writer waits for its turn before giving up instead of hanging a request: SQLITE_BUSY, which the API
 * answers 503 'banco ocupado' (an offline-capable write then waits in the phone's outbox and is sent again).
 */
const WRITE_WAIT_MS = 15_000;
/** Prepared statements kept per connection (the app has a few hundred distinct ones; the CLI's imports more). */
const STATEMENTS_KEPT = 500;
/** Idle transaction connections kept open (each holds its own page cache). */
const IDLE_KEPT = 2;

/** FIFO async lock: one holder at a time, the others wait without blocking the event loop. */
class WriteLock {
  #tail: Promise<void> = Promise.resolve();

  constructor(private readonly waitMs: number) {}

  async acquire(): Promise<() => void> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const previous = this.#tail;
    this.#tail = previous.then(() => mine);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new LibsqlError(`a write waited for its turn over ${this.waitMs} ms`, 'SQLITE_BUSY')),
        this.waitMs,
      );
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
/** Statements after which a cached column list (`SELECT *`) may be wrong. */
const CHANGES_SCHEMA = /^\s*(create|alter|drop)\b/i;

type RowClass = new (vals: unknown[]) => Row;

interface Prepared {
  stmt: Database.Statement;
  reads: boolean;
  columnNames: string[];
  /** As @libsql/client gives them for a file: empty strings. */
  types: string[];
  RowOfStatement: RowClass | null;
}

/**
 * A row as @libsql/client gives it — values by column name (enumerable, the first of a repeated name) and by index
 * (not enumerable), and `length` — built by a constructor made once per statement instead of by defineProperty.
 */
/**
 * A row's values as the array the driver read (the same values its indexes answer), for code that reads every cell of
 * many rows (the kernel's linhasDe): a plain array instead of one getter call per cell. Not enumerable: a row spreads,
 * serialises and lists its keys as before.
 */
export const ROW_VALUES = Symbol.for('leiteira.rowValues');

function rowClassOf(columnNames: string[]): RowClass {
  const assignments = columnNames
    .map((c, i) => (columnNames.indexOf(c) === i ? `this[${JSON.stringify(c)}] = v[${i}];` : ''))
    .join('\n');
  const getters = columnNames.map((_, i) => `get ${i}() { return this.#v[${i}]; }`).join('\n');
  return new Function(
    'VALORES',
    `return class RowOfStatement { #v; constructor(v) { this.#v = v;\n${assignments}\n} get length() { return ${columnNames.length}; }\n${getters}\nget [VALORES]() { return this.#v; } };`,
  )(ROW_VALUES) as RowClass;
}

function toSql(val: InValue | undefined): unknown {
  switch (typeof val) {
    case 'string':
      return val;
    case 'number':
      if (!Number.isFinite(val))
        throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
      return val;
    case 'boolean':
      // the native driver aborts the process on a boolean
      return val ? 1 : 0;
    case 'bigint':
      return val;
    case 'undefined':
      throw new TypeError('undefined cannot be passed as argument to the database');
  }
  if (val === null || Buffer.isBuffer(val)) return val;
  if (val instanceof Date) return val.valueOf();
  if (val instanceof ArrayBuffer) return Buffer.from(val);
  if (ArrayBuffer.isView(val)) return Buffer.from(val.buffer, val.byteOffset, val.byteLength);
  throw new TypeError(`Unsupported argument type for the database: ${Object.prototype.toString.call(val)}`);
}

function toArgs(args: InArgs | undefined): unknown[] | Record<string, unknown> {
  if (!args) return [];
  if (Array.isArray(args)) return args.map(toSql);
  const named: Record<string, unknown> = {};
  for (const [key, val] of Object.entries(args)) {
    named['@$:'.includes(key[0]) ? key.slice(1) : key] = toSql(val);
  }
  return named;
}

/** A blob comes back as an ArrayBuffer of exactly its bytes, as from @libsql/client. */
function fromSql(val: unknown): unknown {
  return Buffer.isBuffer(val) ? val.buffer.slice(val.byteOffset, val.byteOffset + val.byteLength) : val;
}

const SQLITE_CODES = [
  'SQLITE_OK',
  'SQLITE_ERROR',
  'SQLITE_INTERNAL',
  'SQLITE_PERM',
  'SQLITE_ABORT',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_NOMEM',
  'SQLITE_READONLY',
  'SQLITE_INTERRUPT',
  'SQLITE_IOERR',
  'SQLITE_CORRUPT',
  'SQLITE_NOTFOUND',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
  'SQLITE_PROTOCOL',
  'SQLITE_EMPTY',
  'SQLITE_SCHEMA',
  'SQLITE_TOOBIG',
  'SQLITE_CONSTRAINT',
  'SQLITE_MISMATCH',
  'SQLITE_MISUSE',
  'SQLITE_NOLFS',
  'SQLITE_AUTH',
  'SQLITE_FORMAT',
  'SQLITE_RANGE',
  'SQLITE_NOTADB',
  'SQLITE_NOTICE',
  'SQLITE_WARNING',
];

/** The driver's error as @libsql/client reports it: base code, extended code (SQLITE_CONSTRAINT_UNIQUE), cause. */
function fromSqliteError(e: unknown): unknown {
  if (!(e instanceof Database.SqliteError)) return e;
  const raw = (e as { rawCode?: number }).rawCode;
  const base = raw === undefined ? 'SQLITE_UNKNOWN' : (SQLITE_CODES[raw & 0xff] ?? `SQLITE_UNKNOWN_${raw & 0xff}`);
  return new LibsqlError(e.message, base, e.code, raw, e);
}

/** A statement's answer; its column lists are the prepared statement's own, made once. */
class Result implements ResultSet {
  constructor(
    readonly columns: string[],
    readonly columnTypes: string[],
    readonly rows: Row[],
    readonly rowsAffected: number,
    readonly lastInsertRowid: bigint | undefined = undefined,
  ) {}

  toJSON() {
    return {
      columns: this.columns,
      rows: this.rows.map((r) => Array.prototype.map.call(r, (v) => (typeof v === 'bigint' ? String(v) : v))),
      rowsAffected: this.rowsAffected,
      lastInsertRowid: this.lastInsertRowid === undefined ? null : String(this.lastInsertRowid),
    };
  }
}

/** One connection with its prepared statements. */
class Connection {
  readonly db: Database.Database;
  #cache = new Map<string, Prepared>();
  #generation: number;

  constructor(
    path: string,
    timeout: number,
    private readonly schema: { generation: number },
  ) {
    try {
      this.db = new Database(path, { timeout });
      this.db.exec('PRAGMA synchronous = FULL');
    } catch (e) {
      throw fromSqliteError(e);
    }
    this.#generation = schema.generation;
  }

  #prepared(sql: string): Prepared {
    if (this.#generation !== this.schema.generation) {
      this.#cache.clear();
      this.#generation = this.schema.generation;
    }
    let p = this.#cache.get(sql);
    if (p) return p;
    const stmt = this.db.prepare(sql);
    const reads = stmt.reader;
    if (reads) stmt.raw(true);
    const columnNames = reads ? stmt.columns().map((c) => c.name) : [];
    p = { stmt, reads, columnNames, types: columnNames.map(() => ''), RowOfStatement: null };
    if (this.#cache.size >= STATEMENTS_KEPT) this.#cache.delete(this.#cache.keys().next().value as string);
    this.#cache.set(sql, p);
    return p;
  }

  execute(stmt: InStatement | string, args?: InArgs): ResultSet {
    const sql = typeof stmt === 'string' ? stmt : stmt.sql;
    const vals = toArgs(typeof stmt === 'string' ? args : stmt.args);
    try {
      const p = this.#prepared(sql);
      if (p.reads) {
        const rawRows = p.stmt.all(vals) as unknown[][];
        p.RowOfStatement ??= rowClassOf(p.columnNames);
        const rows = new Array<Row>(rawRows.length);
        for (let i = 0; i < rawRows.length; i++) {
          const b = rawRows[i];
          for (let j = 0; j < b.length; j++) if (typeof b[j] === 'object' && b[j] !== null) b[j] = fromSql(b[j]);
          rows[i] = new p.RowOfStatement(b);
        }
        return new Result(p.columnNames, p.types, rows, 0);
      }
      const info = p.stmt.run(vals);
      if (CHANGES_SCHEMA.test(sql)) this.schema.generation++;
      return new Result([], [], [], info.changes, BigInt(info.lastInsertRowid));
    } catch (e) {
      throw fromSqliteError(e);
    }
  }

  /** Runs statements in order, reporting which one failed as @libsql/client's batch does. */
  executeBatch(stmts: Array<InStatement | [string, InArgs?]>): ResultSet[] {
    return stmts.map((s, i) => {
      try {
        if (!this.db.inTransaction)
          throw new LibsqlBatchError('The transaction has been rolled back', i, 'TRANSACTION_CLOSED');
        return Array.isArray(s) ? this.execute(s[0], s[1]) : this.execute(s);
      } catch (e) {
        if (e instanceof LibsqlBatchError || !(e instanceof LibsqlError)) throw e;
        const msg = e.message.slice(e.code.length + 2);
        throw new LibsqlBatchError(msg, i, e.code, e.extendedCode, e.rawCode, e.cause);
      }
    });
  }

  executeScript(sql: string): void {
    try {
      this.db.exec(sql);
    } catch (e) {
      throw fromSqliteError(e);
    } finally {
      this.schema.generation++;
    }
  }

  rollbackIfOpen(): void {
    if (this.db.open && this.db.inTransaction) this.execute('ROLLBACK');
  }

  close(): void {
    this.#cache.clear();
    if (this.db.open) this.db.close();
  }
}

const BEGIN: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  read: 'BEGIN TRANSACTION READONLY',
  deferred: 'BEGIN DEFERRED',
};

function closedError(): LibsqlError {
  return new LibsqlError('The client is closed', 'CLIENT_CLOSED');
}

/** `Client` over an embedded file: see the top of this file. */
export function fileClient(url: string, timeout = BUSY_TIMEOUT_MS, writeWaitMs = WRITE_WAIT_MS): Client {
  const path = pathOfFileUrl(url);
  const schema = { generation: 0 };
  const lock = new WriteLock(writeWaitMs);
  let main: Connection | null = null;
  const idle: Connection[] = [];
  const inUse = new Set<Connection>();
  let closed = false;

  const openConnection = () => new Connection(path, timeout, schema);
  const connection = () => {
    if (closed) throw closedError();
    main ??= openConnection();
    return main;
  };
  async function writing<T>(run: () => T): Promise<T> {
    const release = await lock.acquire();
    try {
      return run();
    } finally {
      release();
    }
  }
  /** BEGIN … COMMIT on the shared connection (batch, migrate); rolled back if a statement fails. */
  function inTx<T>(c: Connection, begin: string, run: () => T): T {
    c.execute(begin);
    try {
      const r = run();
      c.execute('COMMIT');
      return r;
    } finally {
      c.rollbackIfOpen();
    }
  }

  const client: Client = {
    protocol: 'file',
    get closed() {
      return closed;
    },
    async execute(stmt: InStatement | string, args?: InArgs) {
      const sql = typeof stmt === 'string' ? stmt : stmt.sql;
      if (READ_ONLY.test(sql)) return connection().execute(stmt, args);
      return writing(() => connection().execute(stmt, args));
    },
    async batch(stmts: Array<InStatement | [string, InArgs?]>, mode: TransactionMode = 'deferred') {
      return writing(() => {
        const c = connection();
        return inTx(c, BEGIN[mode], () => c.executeBatch(stmts));
      });
    },
    async migrate(stmts: InStatement[]) {
      return writing(() => {
        const c = connection();
        c.execute('PRAGMA foreign_keys=off');
        try {
          return inTx(c, BEGIN.deferred, () => c.executeBatch(stmts));
        } finally {
          schema.generation++;
          c.execute('PRAGMA foreign_keys=on');
        }
      });
    },
    async executeMultiple(sql: string) {
      return writing(() => connection().executeScript(sql));
    },
    async transaction(mode: TransactionMode = 'write') {
      if (closed) throw closedError();
      const release = mode === 'read' ? () => {} : await lock.acquire();
      let c: Connection;
      try {
        c = idle.pop() ?? openConnection();
        c.execute(BEGIN[mode]);
      } catch (e) {
        release();
        throw e;
      }
      inUse.add(c);
      let isOpen = true;
      const shutDown = () => {
        if (!isOpen) return;
        isOpen = false;
        inUse.delete(c);
        try {
          c.rollbackIfOpen();
          if (!closed && idle.length < IDLE_KEPT) idle.push(c);
          else c.close();
        } catch {
          c.close();
        } finally {
          release();
        }
      };
      const alive = () => {
        if (!isOpen || !c.db.inTransaction) throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED');
        return c;
      };
      const tx: Transaction = {
        async execute(stmt: InStatement | string, args?: InArgs) {
          return alive().execute(stmt, args);
        },
        async batch(stmts: InStatement[]) {
          return alive().executeBatch(stmts);
        },
        async executeMultiple(sql: string) {
          alive().executeScript(sql);
        },
        async commit() {
          try {
            alive().execute('COMMIT');
          } finally {
            shutDown();
          }
        },
        async rollback() {
          shutDown();
        },
        close: shutDown,
        get closed() {
          return !isOpen || !c.db.inTransaction;
        },
      } as Transaction;
      return tx;
    },
    async sync() {
      return undefined;
    },
    reconnect() {
      client.close();
      closed = false;
    },
    close() {
      closed = true;
      main?.close();
      main = null;
      for (const c of idle.splice(0)) c.close();
      for (const c of inUse) c.close();
      inUse.clear();
    },
  } as Client;
  // fail fast if the file cannot be opened at all
  connection().execute('SELECT 1');
  return client;
}
