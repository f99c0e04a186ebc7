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
export function caminhoDoArquivo(url: string): string {
  const semConsulta = url.replace(/[?#].*$/, '');
  if (semConsulta.startsWith('file://')) return fileURLToPath(semConsulta);
  return decodeURIComponent(semConsulta.slice('file:'.length));
}

/** How long SQLite itself waits for a lock another process holds (the CLI writing while the server runs). */
const BUSY_TIMEOUT_MS = 5000;
/** How long a writer waits for its turn before giving up with an error instead of hanging a request. */
const WRITE_WAIT_MS = 15_000;
/** Prepared statements kept per connection (the app has a few hundred distinct ones; the CLI's imports more). */
const STATEMENTS_KEPT = 500;
/** Idle transaction connections kept open (each holds its own page cache). */
const IDLE_KEPT = 2;

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
/** Statements after which a cached column list (`SELECT *`) may be wrong. */
const CHANGES_SCHEMA = /^\s*(create|alter|drop)\b/i;

type LinhaClasse = new (valores: unknown[]) => Row;

interface Preparada {
  stmt: Database.Statement;
  leitura: boolean;
  colunas: string[];
  /** As @libsql/client gives them for a file: empty strings. */
  tipos: string[];
  Linha: LinhaClasse | null;
}

/**
 * A row as @libsql/client gives it — values by column name (enumerable, the first of a repeated name) and by index
 * (not enumerable), and `length` — built by a constructor made once per statement instead of by defineProperty.
 */
function classeDeLinha(colunas: string[]): LinhaClasse {
  const atribuicoes = colunas
    .map((c, i) => (colunas.indexOf(c) === i ? `this[${JSON.stringify(c)}] = v[${i}];` : ''))
    .join('\n');
  const getters = colunas.map((_, i) => `get ${i}() { return this.#v[${i}]; }`).join('\n');
  return new Function(
    `return class Linha { #v; constructor(v) { this.#v = v;\n${atribuicoes}\n} get length() { return ${colunas.length}; }\n${getters} };`,
  )() as LinhaClasse;
}

function valorParaSql(valor: InValue | undefined): unknown {
  switch (typeof valor) {
    case 'string':
      return valor;
    case 'number':
      if (!Number.isFinite(valor))
        throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
      return valor;
    case 'boolean':
      // the native driver aborts the process on a boolean
      return valor ? 1 : 0;
    case 'bigint':
      return valor;
    case 'undefined':
      throw new TypeError('undefined cannot be passed as argument to the database');
  }
  if (valor === null || Buffer.isBuffer(valor)) return valor;
  if (valor instanceof Date) return valor.valueOf();
  if (valor instanceof ArrayBuffer) return Buffer.from(valor);
  if (ArrayBuffer.isView(valor)) return Buffer.from(valor.buffer, valor.byteOffset, valor.byteLength);
  throw new TypeError(`Unsupported argument type for the database: ${Object.prototype.toString.call(valor)}`);
}

function argumentos(args: InArgs | undefined): unknown[] | Record<string, unknown> {
  if (!args) return [];
  if (Array.isArray(args)) return args.map(valorParaSql);
  const nomeados: Record<string, unknown> = {};
  for (const [nome, valor] of Object.entries(args)) {
    nomeados['@$:'.includes(nome[0]) ? nome.slice(1) : nome] = valorParaSql(valor);
  }
  return nomeados;
}

/** A blob comes back as an ArrayBuffer of exactly its bytes, as from @libsql/client. */
function valorDoSql(valor: unknown): unknown {
  return Buffer.isBuffer(valor) ? valor.buffer.slice(valor.byteOffset, valor.byteOffset + valor.byteLength) : valor;
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
function erroDoSqlite(e: unknown): unknown {
  if (!(e instanceof Database.SqliteError)) return e;
  const raw = (e as { rawCode?: number }).rawCode;
  const base = raw === undefined ? 'SQLITE_UNKNOWN' : (SQLITE_CODES[raw & 0xff] ?? `SQLITE_UNKNOWN_${raw & 0xff}`);
  return new LibsqlError(e.message, base, e.code, raw, e);
}

/** A statement's answer; its column lists are the prepared statement's own, made once. */
class Resultado implements ResultSet {
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
class Conexao {
  readonly db: Database.Database;
  #cache = new Map<string, Preparada>();
  #geracao: number;

  constructor(
    caminho: string,
    timeout: number,
    private readonly esquema: { geracao: number },
  ) {
    try {
      this.db = new Database(caminho, { timeout });
      this.db.exec('PRAGMA synchronous = FULL');
    } catch (e) {
      throw erroDoSqlite(e);
    }
    this.#geracao = esquema.geracao;
  }

  #preparar(sql: string): Preparada {
    if (this.#geracao !== this.esquema.geracao) {
      this.#cache.clear();
      this.#geracao = this.esquema.geracao;
    }
    let p = this.#cache.get(sql);
    if (p) return p;
    const stmt = this.db.prepare(sql);
    const leitura = stmt.reader;
    if (leitura) stmt.raw(true);
    const colunas = leitura ? stmt.columns().map((c) => c.name) : [];
    p = { stmt, leitura, colunas, tipos: colunas.map(() => ''), Linha: null };
    if (this.#cache.size >= STATEMENTS_KEPT) this.#cache.delete(this.#cache.keys().next().value as string);
    this.#cache.set(sql, p);
    return p;
  }

  executar(stmt: InStatement | string, args?: InArgs): ResultSet {
    const sql = typeof stmt === 'string' ? stmt : stmt.sql;
    const valores = argumentos(typeof stmt === 'string' ? args : stmt.args);
    try {
      const p = this.#preparar(sql);
      if (p.leitura) {
        const brutas = p.stmt.all(valores) as unknown[][];
        p.Linha ??= classeDeLinha(p.colunas);
        const rows = new Array<Row>(brutas.length);
        for (let i = 0; i < brutas.length; i++) {
          const b = brutas[i];
          for (let j = 0; j < b.length; j++) if (typeof b[j] === 'object' && b[j] !== null) b[j] = valorDoSql(b[j]);
          rows[i] = new p.Linha(b);
        }
        return new Resultado(p.colunas, p.tipos, rows, 0);
      }
      const info = p.stmt.run(valores);
      if (CHANGES_SCHEMA.test(sql)) this.esquema.geracao++;
      return new Resultado([], [], [], info.changes, BigInt(info.lastInsertRowid));
    } catch (e) {
      throw erroDoSqlite(e);
    }
  }

  /** Runs statements in order, reporting which one failed as @libsql/client's batch does. */
  executarEmLote(stmts: Array<InStatement | [string, InArgs?]>): ResultSet[] {
    return stmts.map((s, i) => {
      try {
        if (!this.db.inTransaction)
          throw new LibsqlBatchError('The transaction has been rolled back', i, 'TRANSACTION_CLOSED');
        return Array.isArray(s) ? this.executar(s[0], s[1]) : this.executar(s);
      } catch (e) {
        if (e instanceof LibsqlBatchError || !(e instanceof LibsqlError)) throw e;
        const mensagem = e.message.slice(e.code.length + 2);
        throw new LibsqlBatchError(mensagem, i, e.code, e.extendedCode, e.rawCode, e.cause);
      }
    });
  }

  executarVarios(sql: string): void {
    try {
      this.db.exec(sql);
    } catch (e) {
      throw erroDoSqlite(e);
    } finally {
      this.esquema.geracao++;
    }
  }

  desfazerSeAberta(): void {
    if (this.db.open && this.db.inTransaction) this.executar('ROLLBACK');
  }

  fechar(): void {
    this.#cache.clear();
    if (this.db.open) this.db.close();
  }
}

const BEGIN: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  read: 'BEGIN TRANSACTION READONLY',
  deferred: 'BEGIN DEFERRED',
};

function fechado(): LibsqlError {
  return new LibsqlError('The client is closed', 'CLIENT_CLOSED');
}

/** `Client` over an embedded file: see the top of this file. */
export function clienteDeArquivo(url: string, timeout = BUSY_TIMEOUT_MS): Client {
  const caminho = caminhoDoArquivo(url);
  const esquema = { geracao: 0 };
  const lock = new WriteLock();
  let principal: Conexao | null = null;
  const ociosas: Conexao[] = [];
  const emUso = new Set<Conexao>();
  let closed = false;

  const abrir = () => new Conexao(caminho, timeout, esquema);
  const conexao = () => {
    if (closed) throw fechado();
    principal ??= abrir();
    return principal;
  };
  async function escrevendo<T>(run: () => T): Promise<T> {
    const release = await lock.acquire();
    try {
      return run();
    } finally {
      release();
    }
  }
  /** BEGIN … COMMIT on the shared connection (batch, migrate); rolled back if a statement fails. */
  function emTransacao<T>(c: Conexao, begin: string, run: () => T): T {
    c.executar(begin);
    try {
      const r = run();
      c.executar('COMMIT');
      return r;
    } finally {
      c.desfazerSeAberta();
    }
  }

  const client: Client = {
    protocol: 'file',
    get closed() {
      return closed;
    },
    async execute(stmt: InStatement | string, args?: InArgs) {
      const sql = typeof stmt === 'string' ? stmt : stmt.sql;
      if (READ_ONLY.test(sql)) return conexao().executar(stmt, args);
      return escrevendo(() => conexao().executar(stmt, args));
    },
    async batch(stmts: Array<InStatement | [string, InArgs?]>, mode: TransactionMode = 'deferred') {
      return escrevendo(() => {
        const c = conexao();
        return emTransacao(c, BEGIN[mode], () => c.executarEmLote(stmts));
      });
    },
    async migrate(stmts: InStatement[]) {
      return escrevendo(() => {
        const c = conexao();
        c.executar('PRAGMA foreign_keys=off');
        try {
          return emTransacao(c, BEGIN.deferred, () => c.executarEmLote(stmts));
        } finally {
          esquema.geracao++;
          c.executar('PRAGMA foreign_keys=on');
        }
      });
    },
    async executeMultiple(sql: string) {
      return escrevendo(() => conexao().executarVarios(sql));
    },
    async transaction(mode: TransactionMode = 'write') {
      if (closed) throw fechado();
      const release = mode === 'read' ? () => {} : await lock.acquire();
      let c: Conexao;
      try {
        c = ociosas.pop() ?? abrir();
        c.executar(BEGIN[mode]);
      } catch (e) {
        release();
        throw e;
      }
      emUso.add(c);
      let aberta = true;
      const encerrar = () => {
        if (!aberta) return;
        aberta = false;
        emUso.delete(c);
        try {
          c.desfazerSeAberta();
          if (!closed && ociosas.length < IDLE_KEPT) ociosas.push(c);
          else c.fechar();
        } catch {
          c.fechar();
        } finally {
          release();
        }
      };
      const viva = () => {
        if (!aberta || !c.db.inTransaction) throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED');
        return c;
      };
      const tx: Transaction = {
        async execute(stmt: InStatement | string, args?: InArgs) {
          return viva().executar(stmt, args);
        },
        async batch(stmts: InStatement[]) {
          return viva().executarEmLote(stmts);
        },
        async executeMultiple(sql: string) {
          viva().executarVarios(sql);
        },
        async commit() {
          try {
            viva().executar('COMMIT');
          } finally {
            encerrar();
          }
        },
        async rollback() {
          encerrar();
        },
        close: encerrar,
        get closed() {
          return !aberta || !c.db.inTransaction;
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
      principal?.fechar();
      principal = null;
      for (const c of ociosas.splice(0)) c.fechar();
      for (const c of emUso) c.fechar();
      emUso.clear();
    },
  } as Client;
  // fail fast if the file cannot be opened at all
  conexao().executar('SELECT 1');
  return client;
}
