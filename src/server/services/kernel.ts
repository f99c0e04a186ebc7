/**
 * The one farm-scoped write kernel: every module's resource (finance, inventory, herd and records, registries, and
 * whatever comes next) is a table with `id`, `farm_id`, `created_at`, `updated_at` plus this configuration. Every
 * query filters by the caller's farm; every change is one transaction with its audit row.
 */
import { type AnyColumn, and, asc, Column, eq, getTableColumns, or, type SQL, sql } from 'drizzle-orm';
import { LETRAS_ACENTUADAS, normalizarBusca } from '../../domain/busca.ts';
import { MSG } from '../../domain/messages.ts';
import type { Db, Tx } from '../db/client.ts';
import type { fornecedores } from '../db/schema/finance.ts';
import { conflict, notFound } from '../http/errors.ts';
import { recordAudit } from './audit.ts';

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
  /** Default order of lists (created_at, id when omitted). */
  orderBy?: SQL[];
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
 * The objects of `table`'s rows from a prepared `select().from(table)`'s `.values()`: what drizzle's `.all()` answers
 * (the schema's keys, in its order, each value through its column's `mapFromDriverValue` when the column has one),
 * built by a function made once per table instead of drizzle's per-cell type checks — on a 50-row list, drizzle's
 * mapping cost more CPU than SQLite reading the rows (issue 28).
 */
export function linhasDe<Row>(table: object): (valores: unknown[][]) => Row[] {
  const feita = montadores.get(table);
  if (feita) return feita as (valores: unknown[][]) => Row[];
  const colunas = Object.entries(getTableColumns(table as FarmTable));
  const decodificadores = colunas.map(([, c]) =>
    c.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : (v: unknown) => c.mapFromDriverValue(v),
  );
  const corpo = colunas
    .map(([chave], i) => {
      const valor = `v[${i}]`;
      const lido = `(${valor} !== null && typeof ${valor} === 'object' ? bruto(${valor}) : ${valor})`;
      const decodificado = decodificadores[i] ? `(${valor} === null ? null : d[${i}](${lido}))` : lido;
      return `${JSON.stringify(chave)}: ${decodificado}`;
    })
    .join(',\n');
  const umaLinha = new Function('d', 'bruto', `return (v) => ({\n${corpo}\n});`)(decodificadores, valorBruto) as (
    v: unknown[],
  ) => Row;
  const montar = (valores: unknown[][]) => valores.map(umaLinha);
  montadores.set(table, montar);
  return montar;
}
const montadores = new WeakMap<object, (valores: unknown[][]) => unknown[]>();
/** A blob as drizzle hands it over (a Buffer); anything else as it came. */
const valorBruto = (v: unknown) => (v instanceof ArrayBuffer ? Buffer.from(v) : v);

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

  return {
    table,
    /** The audit entity name (bulk writers — the CSV import — record theirs under it). */
    entity,
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
        const existing = await tx.select().from(table).where(eq(table.id, id)).get();
        if (existing) {
          if (existing.farmId !== actor.farmId) throw conflict(MSG.idUsado);
          if (!sameContent(existing, values as Record<string, unknown>)) throw conflict(MSG.idOutroConteudo, existing);
          return { row: existing as unknown as Row, created: false };
        }
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
