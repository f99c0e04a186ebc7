/**
 * The one farm-scoped write kernel: every module's resource (finance, inventory, herd and records, registries, and
 * whatever comes next) is a table with `id`, `farm_id`, `created_at`, `updated_at` plus this configuration. Every
 * query filters by the caller's farm; every change is one transaction with its audit row.
 */
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { MSG } from '../../domain/messages.ts';
import type { Db, Tx } from '../db/client.ts';
import type { fornecedores } from '../db/schema/finance.ts';
import { conflict, notFound } from '../http/errors.ts';
import { recordAudit } from './audit.ts';

/** Who acts on which farm: every query of the kernel is filtered by `farmId`. */
export interface Actor {
  userId: string | null;
  farmId: string;
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

export interface Page<Row> {
  itens: Row[];
  total: number;
  /** More rows after this page. */
  temMais: boolean;
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

  /** One page of the farm's rows with the total, both from SQL. */
  async function page(
    db: Conn,
    farmId: string,
    opts: { where?: SQL; limit: number; offset?: number; orderBy?: SQL[] },
  ): Promise<Page<Row>> {
    const filter = opts.where ? and(eq(table.farmId, farmId), opts.where) : eq(table.farmId, farmId);
    const [itens, [{ n }]] = await Promise.all([
      db
        .select()
        .from(table)
        .where(filter)
        .orderBy(...(opts.orderBy ?? order))
        .limit(opts.limit)
        .offset(opts.offset ?? 0),
      db.select({ n: count() }).from(table).where(filter),
    ]);
    return { itens: itens as unknown as Row[], total: n, temMais: (opts.offset ?? 0) + itens.length < n };
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
