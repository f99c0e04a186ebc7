/**
 * The one farm-scoped write kernel: every module's resource (finance, inventory, herd and records, registries, and
 * whatever comes next) is a table with `id`, `farm_id`, `created_at`, `updated_at` plus this configuration. Every
 * query filters by the caller's farm; every change is one transaction with its audit row.
 */
import type { Client } from '@libsql/client';
import {
  type AnyColumn,
  and,
  asc,
  type Column,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { LETRAS_ACENTUADAS, normalizarBusca } from '../../domain/busca.ts';
import { dataDaCopia } from '../../domain/dados/copia.ts';
import { MSG_DADOS } from '../../domain/dados/messages.ts';
import { MSG } from '../../domain/messages.ts';
import type { Db, Tx } from '../db/client.ts';
import { emPartes } from '../db/em-partes.ts';
import { inserirLinhas } from '../db/linhas.ts';
import type { fornecedores } from '../db/schema/financeiro.ts';
import * as esquema from '../db/schema/index.ts';
import { fazendas } from '../db/schema/platform.ts';
import { conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import { type AuditEntry, recordAudit, recordAudits } from './audit.ts';

/** Who acts on which farm: every query of the kernel is filtered by `farmId`. */
export interface Actor {
  userId: string | null;
  farmId: string;
  /** The farm's civil today, when the caller knows it (a request does); else it is read from the farm's time zone. */
  hoje?: string;
}

export type Conn = Db | Tx;

export interface BaseRow {
  id: string;
  farmId: string;
  updatedAt: string;
}

/** Any farm table: the kernel touches only id, farm_id, created_at and updated_at; zod has checked the rest. */
type FarmTable = typeof fornecedores;

export interface ResourceConfig<Values> {
  /** Audit entity name. */
  entity: string;
  /** Checks only the database can make (a category of the farm, a free ear tag, an animal of the farm), run in the write's transaction. */
  check?: (tx: Tx, actor: Actor, values: Values, selfId: string | null) => Promise<void>;
  /**
   * `check` over many rows at once (a bulk write's), on sets read once: the same rules and messages as `check` row by
   * row, naming a refused row's field with `fieldOf(k, field)` (k: the row's place in `rows`). Without it a bulk
   * write runs `check` per row.
   */
  checkMany?: (
    tx: Tx,
    actor: Actor,
    rows: readonly { values: Values; selfId: string | null }[],
    fieldOf: (k: number, field: string | undefined) => string,
  ) => Promise<void>;
  /** Default order of lists (created_at, id when omitted). */
  orderBy?: SQL[];
}

/**
 * A read-only copy of a farm of another installation (`farms.copia_em`, `leiteira fazenda importar --copia`) takes
 * no write: every write of the kernel — single, bulk, the CSV import's writer — asks here first, inside its
 * transaction, so form, API, batch, CSV import and offline replay get the same one message (403).
 */
export async function assertGravavel(db: Conn, farmId: string): Promise<void> {
  const f = await db
    .select({ copiaEm: fazendas.copiaEm, timezone: fazendas.timezone })
    .from(fazendas)
    .where(eq(fazendas.id, farmId))
    .get();
  if (f?.copiaEm) throw forbidden(MSG_DADOS.copiaSomenteLeitura(dataDaCopia(f.copiaEm, f.timezone)));
}

/** Every way a plain letter may be written: 'a' → 'aAáàâãäÁÀÂÃÄ'. */
const GRAFIAS = new Map<string, string>();
for (const [letra, simples] of LETRAS_ACENTUADAS) {
  GRAFIAS.set(simples, (GRAFIAS.get(simples) ?? simples + simples.toUpperCase()) + letra);
}

/**
 * A GLOB pattern that finds `alvo` (already normalizarBusca'd) however it is written: each letter becomes the class of
 * its spellings ('racao' → '*[rR][aAáàâã…][cCçÇ][aA…][oO…]*'), GLOB's own *, ? and [ are taken literally. SQLite's
 * LIKE and lower() fold ASCII only, and nesting replace() for every accent overflows its parser.
 */
export function padraoBusca(alvo: string): string {
  const letras = [...alvo].map((ch) => {
    const grafias = GRAFIAS.get(ch) ?? (/[a-z]/.test(ch) ? ch + ch.toUpperCase() : null);
    if (grafias) return `[${grafias}]`;
    return '*?['.includes(ch) ? `[${ch}]` : ch;
  });
  return `*${letras.join('')}*`;
}

/**
 * A list's free-text search: `texto` anywhere in any of `cols`, case and accents ignored ('racao' finds 'Ração').
 * Undefined (no condition) for a blank text.
 */
export function contem(texto: string, ...cols: AnyColumn[]): SQL | undefined {
  const alvo = normalizarBusca(texto);
  if (!alvo) return undefined;
  const padrao = padraoBusca(alvo);
  return or(...cols.map((col) => sql`${col} GLOB ${padrao}`));
}

/**
 * A hot read prepared once per database and shape (drizzle's `.prepare()` with `sql.placeholder` for every value):
 * the query object and its SQL are built the first time `chave` is asked for, and every later call only binds the
 * values. A list read on every screen was spending a tenth of its CPU building the same SQL again (issue 28).
 * `chave` names the shape (which filters are present), never a value: the shapes of a list are few.
 */
export function preparada<P>(db: Db, chave: string, montar: () => P): P {
  const doBanco = preparadas.get(db) ?? new Map<string, unknown>();
  preparadas.set(db, doBanco);
  if (!doBanco.has(chave)) doBanco.set(chave, montar());
  return doBanco.get(chave) as P;
}
const preparadas = new WeakMap<Db, Map<string, unknown>>();

/**
 * A read answered from memory while the database file has not changed: the list's totals (a grouped sum over every
 * bill of the farm) are the same on every page and every reload until something is written, so a list costs its page
 * read and not a scan of the farm's bills again (issue 40 item 3). "Not changed" is SQLite's own word for it, read
 * on the connection that answers reads: `data_version` moves when any other connection commits (a transaction of
 * this process, the CLI, another process), `total_changes()` when this one writes
 * (https://www.sqlite.org/pragma.html#pragma_data_version, https://www.sqlite.org/lang_corefunc.html#total_changes).
 * Only for the embedded file (db/file-client.ts): a libSQL server's reads may come from other connections, so
 * there every call reads. `chave` names the read and every value it depends on.
 */
export async function enquantoNadaMudar<T>(db: Db, chave: string, ler: () => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client?: Client }).$client;
  if (client?.protocol !== 'file') return ler();
  const [v] = (await client.execute(VERSAO_DO_BANCO)).rows;
  const versao = `${v[0]}:${v[1]}`;
  let memo = memos.get(db);
  if (memo?.versao !== versao || memo.lidos.size >= MAX_LIDOS) {
    memo = { versao, lidos: new Map() };
    memos.set(db, memo);
  }
  const lido = memo.lidos.get(chave) as Promise<T> | undefined;
  if (lido) return lido;
  const lendo = ler();
  const doMemo = memo;
  doMemo.lidos.set(chave, lendo);
  lendo.catch(() => doMemo.lidos.delete(chave));
  return lendo;
}
const VERSAO_DO_BANCO = 'SELECT (SELECT data_version FROM pragma_data_version()), total_changes()';
/** Answers kept per version at most (a search per typed letter makes keys): past it, the memory starts again. */
const MAX_LIDOS = 1000;
const memos = new WeakMap<Db, { versao: string; lidos: Map<string, Promise<unknown>> }>();

export { linhasDe } from '../db/linhas.ts';

/** contem() for a prepared read: the pattern is the placeholder `padrao` (bound to padraoDeBusca's answer). */
export function contemPreparado(...cols: AnyColumn[]): SQL {
  return or(...cols.map((col) => sql`${col} GLOB ${sql.placeholder('padrao')}`)) as SQL;
}

/** The GLOB pattern contem() would search for `texto`; undefined for a blank text (no condition). */
export function padraoDeBusca(texto: string | undefined): string | undefined {
  const alvo = texto ? normalizarBusca(texto) : '';
  return alvo ? padraoBusca(alvo) : undefined;
}

/** One page of a list, as every list route answers it. */
export interface Pagina<T> {
  itens: T[];
  pagina: number;
  porPagina: number;
  /** True when another page exists: one row more is read, never a COUNT over the whole table. */
  temMais: boolean;
}

/** The LIMIT and OFFSET that read a page and one row more (to know whether another page exists). */
export function janela({ pagina, porPagina }: { pagina: number; porPagina: number }) {
  return { limit: porPagina + 1, offset: (pagina - 1) * porPagina };
}

/** The page from the rows read through janela(). */
export function paginar<T>(rows: T[], { pagina, porPagina }: { pagina: number; porPagina: number }): Pagina<T> {
  return { itens: rows.slice(0, porPagina), pagina, porPagina, temMais: rows.length > porPagina };
}

/** One row of a bulk write: the client's id, the values, and the version the client read (for a correction). */
export interface BulkRow<Values> {
  id: string;
  values: Values;
  version?: string;
}

/** What a bulk write did: the rows it created and updated, and how many it found already as sent. */
export interface BulkResult<Row> {
  created: Row[];
  updated: Row[];
  unchanged: number;
}

export interface BulkOptions {
  /**
   * Names a refused row's field in the answer ('itens.3.producao'): `field` is the one the rule named, undefined
   * when it named none (a 409). Without it, the rule's own fields are answered.
   */
  fieldOf?: (i: number, field: string | undefined) => string;
}

/** A rule's refusal of the i-th row of a bulk write, with its fields named as the caller's rows are. */
function ofRow(error: unknown, i: number, fieldOf: BulkOptions['fieldOf']): unknown {
  if (!(error instanceof HttpError) || !fieldOf) return error;
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [fieldOf(i, k), v]))
    : { [fieldOf(i, undefined)]: error.message };
  return new HttpError(error.status, error.code, error.message, fields, error.current);
}

/**
 * The tables the kernel writes: every table with a client-chosen `id`, a `farm_id` and a version (`updated_at`).
 * A client's id names one row of one table: an id already held by another of these tables (a despesa sent with a
 * conta a pagar's id) is refused as 'Identificador já usado.', or the farm would hold two rows of one id, and an
 * offline replay or a link by id could reach the wrong one.
 */
const TABELAS_DA_FAZENDA: FarmTable[] = Object.values(esquema).filter((t): t is FarmTable => {
  if (!t || typeof t !== 'object') return false;
  try {
    const cols = getTableColumns(t as FarmTable) as Record<string, Column>;
    return Boolean(cols.id?.primary && cols.farmId && cols.updatedAt);
  } catch {
    return false;
  }
});

/** Each kernel table's probe of the other tables (its text is the same on every call, so it is built once). */
const sondasDeOutras = new Map<object, string>();

/**
 * Of `ids`, the ones another kernel table than `table` already holds (any farm): one query, a primary-key probe per
 * table. The ids go as ONE JSON parameter (json_each) read once into a CTE: built as an `IN (?, ?, …)` list per table
 * (~40 tables × 300 ids = 12,000 bound values) the query builder's walk over them was ~15 ms of a 300-milking batch.
 */
export async function idsDeOutrasTabelas(tx: Conn, table: object, ids: readonly string[]): Promise<Set<string>> {
  const usados = new Set<string>();
  if (!ids.length) return usados;
  let sonda = sondasDeOutras.get(table);
  if (sonda === undefined) {
    sonda = TABELAS_DA_FAZENDA.filter((t) => t !== table)
      .map((t) => `select id from "${getTableName(t)}" where id in novos`)
      .join(' union all ');
    sondasDeOutras.set(table, sonda);
  }
  if (!sonda) return usados;
  const rows = await tx.all<{ id: string }>(
    sql`with novos(id) as (select value from json_each(${JSON.stringify(ids)})) ${sql.raw(sonda)}`,
  );
  for (const r of rows) usados.add(r.id);
  return usados;
}

/** Same content: every value the request sets equals the stored one (dates and numbers as stored). */
function sameContent(stored: Record<string, unknown>, values: Record<string, unknown>): boolean {
  return Object.entries(values).every(([k, v]) => (stored[k] ?? null) === (v ?? null));
}

export function farmResource<Row extends BaseRow, Values extends object = Record<string, unknown>>(
  anyTable: unknown,
  config: ResourceConfig<Values>,
) {
  const table = anyTable as FarmTable;
  const { entity } = config;
  const ofFarm = (farmId: string, id: string) => and(eq(table.id, id), eq(table.farmId, farmId));
  const order = config.orderBy ?? [asc(table.createdAt), asc(table.id)];

  async function find(db: Conn, farmId: string, id: string): Promise<Row | undefined> {
    return (await db.select().from(table).where(ofFarm(farmId, id)).get()) as unknown as Row | undefined;
  }

  async function get(db: Conn, farmId: string, id: string): Promise<Row> {
    const row = await find(db, farmId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Every row of the farm (optionally filtered), in the resource's order. */
  async function list(db: Conn, farmId: string, where?: SQL): Promise<Row[]> {
    const filter = where ? and(eq(table.farmId, farmId), where) : eq(table.farmId, farmId);
    return (await db
      .select()
      .from(table)
      .where(filter)
      .orderBy(...order)) as unknown as Row[];
  }

  /** One page of the farm's rows that match `where`, in `orderBy` (the resource's order by default). */
  async function page(
    db: Conn,
    farmId: string,
    opts: { where?: SQL; orderBy?: SQL[]; pagina: number; porPagina: number },
  ): Promise<Pagina<Row>> {
    const { limit, offset } = janela(opts);
    const rows = await db
      .select()
      .from(table)
      .where(opts.where ? and(eq(table.farmId, farmId), opts.where) : eq(table.farmId, farmId))
      .orderBy(...(opts.orderBy ?? order))
      .limit(limit)
      .offset(offset);
    return paginar(rows as unknown as Row[], opts);
  }

  /**
   * A versioned change (update, baixa, estorno): `decide` sees the current row and returns the new values or throws.
   * The version is checked inside the UPDATE's WHERE, so two racing writes of one version cannot both win: the
   * loser gets 409 with the current row.
   */
  async function transition(
    db: Db,
    actor: Actor,
    id: string,
    action: string,
    decide: (before: Row) => Values,
    version?: string,
  ): Promise<Row> {
    return db.transaction(async (tx) => {
      await assertGravavel(tx, actor.farmId);
      const before = await get(tx, actor.farmId, id);
      if (version && version !== before.updatedAt) throw conflict(MSG.conflito, before);
      const values = decide(before);
      await config.check?.(tx, actor, values, id);
      const [row] = await tx
        .update(table)
        .set({ ...values, updatedAt: new Date().toISOString() } as Partial<FarmTable['$inferInsert']>)
        .where(and(ofFarm(actor.farmId, id), eq(table.updatedAt, version ?? before.updatedAt)))
        .returning();
      if (!row) throw conflict(MSG.conflito, await find(tx, actor.farmId, id));
      await recordAudit(tx, { ...actor, entity, entityId: id, action, before, after: row });
      return row as unknown as Row;
    });
  }

  /**
   * Many rows of the farm in the caller's transaction, each as its single write would be, in order (a row's `check`
   * sees the rows before it): a new id is created after `check`; an id stored with the same content is left alone
   * (a replay writes nothing); with other content it is a correction: a `version` other than the stored one is
   * 409 with the current row (MSG.conflito, as `update`), else `check` and a versioned UPDATE; an id of another farm
   * is 'Identificador já usado.'. The audit rows are a single write's ('create' with the row, 'update' with before
   * and after). Any refusal throws, so the caller's transaction leaves nothing written.
   */
  async function bulkIn(
    tx: Tx,
    actor: Actor,
    rows: readonly BulkRow<Values>[],
    { fieldOf }: BulkOptions = {},
  ): Promise<BulkResult<Row>> {
    await assertGravavel(tx, actor.farmId);
    const stored = new Map<string, Row>();
    const ids = [...new Set(rows.map((r) => r.id))];
    for (const parte of emPartes(ids)) {
      const found = await tx.select().from(table).where(inArray(table.id, parte));
      for (const r of found) stored.set(r.id, r as unknown as Row);
    }
    const deOutras = await idsDeOutrasTabelas(
      tx,
      table,
      ids.filter((id) => !stored.has(id)),
    );
    const result: BulkResult<Row> = { created: [], updated: [], unchanged: 0 };
    const audits: AuditEntry[] = [];
    const primeiraDeOutra = rows.findIndex((r) => deOutras.has(r.id));
    if (primeiraDeOutra >= 0) throw ofRow(conflict(MSG.idUsado), primeiraDeOutra, fieldOf);
    if (config.checkMany && ids.length === rows.length) {
      await bulkOnSets(tx, actor, rows, stored, result, audits, fieldOf);
      await recordAudits(tx, audits);
      return result;
    }
    for (const [i, { id, values, version }] of rows.entries()) {
      try {
        const before = stored.get(id);
        if (!before) {
          await config.check?.(tx, actor, values, null);
          const [row] = (await tx
            .insert(table)
            .values({ ...values, id, farmId: actor.farmId } as unknown as FarmTable['$inferInsert'])
            .returning()) as unknown as Row[];
          stored.set(id, row);
          result.created.push(row);
          audits.push({ ...actor, entity, entityId: id, action: 'create', after: row });
          continue;
        }
        if (before.farmId !== actor.farmId) throw conflict(MSG.idUsado);
        if (sameContent(before as unknown as Record<string, unknown>, values as Record<string, unknown>)) {
          result.unchanged++;
          continue;
        }
        if (version && version !== before.updatedAt) throw conflict(MSG.conflito, before);
        await config.check?.(tx, actor, values, id);
        const [row] = (await tx
          .update(table)
          .set({ ...values, updatedAt: new Date().toISOString() } as Partial<FarmTable['$inferInsert']>)
          .where(and(ofFarm(actor.farmId, id), eq(table.updatedAt, before.updatedAt)))
          .returning()) as unknown as Row[];
        if (!row) throw conflict(MSG.conflito, await find(tx, actor.farmId, id));
        stored.set(id, row);
        result.updated.push(row);
        audits.push({ ...actor, entity, entityId: id, action: 'update', before, after: row });
      } catch (error) {
        throw ofRow(error, i, fieldOf);
      }
    }
    await recordAudits(tx, audits);
    return result;
  }

  /**
   * `bulkIn` with the resource's `checkMany` (distinct ids): every row is classified first (another farm's id, a
   * replay, a stale version refused as above), the rows to write are checked at once, then written — the new ones in
   * multi-row INSERTs, the corrections each in its versioned UPDATE. The same answers and audit rows, a few queries
   * for a whole milking instead of a few per cow.
   */
  async function bulkOnSets(
    tx: Tx,
    actor: Actor,
    rows: readonly BulkRow<Values>[],
    stored: Map<string, Row>,
    result: BulkResult<Row>,
    audits: AuditEntry[],
    fieldOf: BulkOptions['fieldOf'],
  ) {
    const toCheck: { i: number; values: Values; selfId: string | null; before?: Row }[] = [];
    for (const [i, { id, values, version }] of rows.entries()) {
      const before = stored.get(id);
      if (!before) {
        toCheck.push({ i, values, selfId: null });
        continue;
      }
      if (before.farmId !== actor.farmId) throw ofRow(conflict(MSG.idUsado), i, fieldOf);
      if (sameContent(before as unknown as Record<string, unknown>, values as Record<string, unknown>)) {
        result.unchanged++;
        continue;
      }
      if (version && version !== before.updatedAt) throw ofRow(conflict(MSG.conflito, before), i, fieldOf);
      toCheck.push({ i, values, selfId: id, before });
    }
    await config.checkMany?.(tx, actor, toCheck, (k, field) =>
      fieldOf ? fieldOf(toCheck[k].i, field) : (field ?? 'id'),
    );
    const novos = toCheck.filter((r) => !r.before);
    const inserted = await inserirLinhas<Row>(
      tx,
      table,
      novos.map(({ i, values }) => ({ ...values, id: rows[i].id, farmId: actor.farmId })),
      { devolver: true },
    );
    for (const row of inserted) {
      result.created.push(row);
      audits.push({ ...actor, entity, entityId: row.id, action: 'create', after: row });
    }
    for (const { i, values, before } of toCheck) {
      if (!before) continue;
      const [row] = (await tx
        .update(table)
        .set({ ...values, updatedAt: new Date().toISOString() } as Partial<FarmTable['$inferInsert']>)
        .where(and(ofFarm(actor.farmId, before.id), eq(table.updatedAt, before.updatedAt)))
        .returning()) as unknown as Row[];
      if (!row) throw ofRow(conflict(MSG.conflito, await find(tx, actor.farmId, before.id)), i, fieldOf);
      result.updated.push(row);
      audits.push({ ...actor, entity, entityId: before.id, action: 'update', before, after: row });
    }
  }

  /**
   * A writer for a stream of rows the caller has already matched and checked on sets (the CSV import: its rules
   * run in its first pass, `RECURSOS_CSV[…].preparar`): `create` gathers rows into multi-row INSERTs, `update` is
   * the versioned UPDATE of `before` (a row changed since it was read is 409 MSG.conflito), and each write gets a
   * single write's audit row. `flush()` at the end; everything happens in the caller's transaction.
   */
  function writer(tx: Tx, actor: Actor, { batch = 500 }: { batch?: number } = {}) {
    let pending: Record<string, unknown>[] = [];
    let audits: AuditEntry[] = [];
    let gravavel: Promise<void> | undefined;
    async function flush(final = true) {
      gravavel ??= assertGravavel(tx, actor.farmId);
      await gravavel;
      if (pending.length && (final || pending.length >= batch)) {
        const rows = await inserirLinhas<Row>(tx, table, pending, { devolver: true });
        pending = [];
        for (const row of rows) audits.push({ ...actor, entity, entityId: row.id, action: 'create', after: row });
      }
      if (audits.length && (final || audits.length >= batch)) {
        await recordAudits(tx, audits);
        audits = [];
      }
    }
    return {
      async create(id: string, values: Values) {
        gravavel ??= assertGravavel(tx, actor.farmId);
        await gravavel;
        pending.push({ ...values, id, farmId: actor.farmId });
        await flush(false);
      },
      /** `before` as read; a row this writer created (read back from the file's own rows) has no version yet. */
      async update(read: { id: string; updatedAt?: string }, values: Values): Promise<Row> {
        await flush();
        const before = read.updatedAt ? (read as Row) : await get(tx, actor.farmId, read.id);
        const [row] = (await tx
          .update(table)
          .set({ ...values, updatedAt: new Date().toISOString() } as Partial<FarmTable['$inferInsert']>)
          .where(and(ofFarm(actor.farmId, before.id), eq(table.updatedAt, before.updatedAt)))
          .returning()) as unknown as Row[];
        if (!row) throw conflict(MSG.conflito, await find(tx, actor.farmId, before.id));
        audits.push({ ...actor, entity, entityId: before.id, action: 'update', before, after: row });
        return row;
      },
      flush: () => flush(),
    };
  }

  return {
    table,
    /** The audit entity name. */
    entity,
    bulkIn,
    writer,

    /** `bulkIn` in a transaction of its own: all the rows or none. */
    async bulk(db: Db, actor: Actor, rows: readonly BulkRow<Values>[], options?: BulkOptions) {
      return db.transaction((tx) => bulkIn(tx, actor, rows, options));
    },
    find,
    get,
    list,
    page,
    transition,

    /**
     * Idempotent by the client's id: the same id with the same content answers the stored row (an offline replay,
     * `created: false`); with other content, 409 with the stored row; an id another farm used, 'Identificador já
     * usado.'.
     */
    async create(db: Db, actor: Actor, id: string, values: Values): Promise<{ row: Row; created: boolean }> {
      return db.transaction(async (tx) => {
        await assertGravavel(tx, actor.farmId);
        const existing = await tx.select().from(table).where(eq(table.id, id)).get();
        if (existing) {
          if (existing.farmId !== actor.farmId) throw conflict(MSG.idUsado);
          if (!sameContent(existing, values as Record<string, unknown>)) throw conflict(MSG.idOutroConteudo, existing);
          return { row: existing as unknown as Row, created: false };
        }
        if ((await idsDeOutrasTabelas(tx, table, [id])).size) throw conflict(MSG.idUsado);
        await config.check?.(tx, actor, values, null);
        const [row] = await tx
          .insert(table)
          .values({ ...values, id, farmId: actor.farmId } as unknown as FarmTable['$inferInsert'])
          .returning();
        await recordAudit(tx, { ...actor, entity, entityId: id, action: 'create', after: row });
        return { row: row as unknown as Row, created: true };
      });
    },

    /** Optimistic concurrency: a `version` other than the stored updated_at is answered 409 with the current row. */
    async update(db: Db, actor: Actor, id: string, values: Values, version?: string): Promise<Row> {
      return transition(db, actor, id, 'update', () => values, version);
    },

    /** Deletes one row of the farm; `also` removes what hangs on it in the same transaction (and says what, for the audit). */
    async remove(
      db: Db,
      actor: Actor,
      id: string,
      also?: (tx: Tx, before: Row) => Promise<Record<string, unknown> | undefined>,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await assertGravavel(tx, actor.farmId);
        const before = await get(tx, actor.farmId, id);
        const extra = await also?.(tx, before);
        await tx.delete(table).where(ofFarm(actor.farmId, id));
        await recordAudit(tx, { ...actor, entity, entityId: id, action: 'delete', before: { ...before, ...extra } });
      });
    },
  };
}

export type FarmResource<Row extends BaseRow, Values extends object = Record<string, unknown>> = ReturnType<
  typeof farmResource<Row, Values>
>;

/** What a change of the installation (not of one farm's resource) records: whose, of what, and how it was. */
export interface PlatformChange {
  entity: string;
  entityId: string;
  action: string;
  /** The farm the change is about (a farm's own row, a user linked to it), or null. */
  farmId?: string | null;
}

/**
 * A change of the installation's own rows — users, groups, farms and their links (the admin's, the CLI's) — in one
 * transaction with its audit row, as a farm resource's write: `write` changes the rows and answers what the audit
 * keeps of them (never a password hash); a refusal it throws leaves nothing written.
 */
export async function platformChange(
  db: Db,
  userId: string | null,
  change: PlatformChange,
  write: (tx: Tx) => Promise<{ before?: unknown; after?: unknown } | undefined>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const audited = await write(tx);
    await recordAudit(tx, { ...change, ...audited, userId, farmId: change.farmId ?? null });
  });
}
