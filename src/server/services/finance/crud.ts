import { and, eq } from 'drizzle-orm';
import { MSG } from '../../../domain/messages.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { fornecedores } from '../../db/schema/finance.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit.ts';

/** Who acts on which farm: every query below is filtered by `farmId`. */
export interface Actor {
  userId: string | null;
  farmId: string;
}

export interface BaseRow {
  id: string;
  farmId: string;
  updatedAt: string;
}

/** The finance tables share id, farm_id and timestamps; the zod schemas have already checked the other columns. */
type BaseTable = typeof fornecedores;

/**
 * Create / update / delete / state transition of one finance table, each in one transaction with its audit row.
 * `Row` is the table's select type, so routes answer with precise types for the typed web client.
 */
export function financeCrud<Row extends BaseRow>(anyTable: unknown, entity: string) {
  const table = anyTable as BaseTable;
  const doFarm = (farmId: string, id: string) => and(eq(table.id, id), eq(table.farmId, farmId));

  async function find(db: Db | Tx, farmId: string, id: string): Promise<Row | undefined> {
    return (await db.select().from(table).where(doFarm(farmId, id)).get()) as unknown as Row | undefined;
  }

  /**
   * A versioned change (update, baixa, estorno): `decide` sees the current row and returns the new values or throws
   * (409). The update is conditional on the row being unchanged since it was read, so two concurrent baixas of one
   * bill cannot both succeed.
   */
  async function transition(
    db: Db,
    actor: Actor,
    id: string,
    action: string,
    decide: (before: Row) => object,
    version?: string,
  ): Promise<Row> {
    return db.transaction(async (tx) => {
      const before = await find(tx, actor.farmId, id);
      if (!before) throw notFound();
      if (version && version !== before.updatedAt) throw conflict(MSG.conflito, before);
      const values = decide(before);
      const [row] = await tx
        .update(table)
        .set({ ...values, updatedAt: new Date().toISOString() } as Partial<BaseTable['$inferInsert']>)
        .where(and(doFarm(actor.farmId, id), eq(table.updatedAt, before.updatedAt)))
        .returning();
      if (!row) throw conflict(MSG.conflito, await find(tx, actor.farmId, id));
      await recordAudit(tx, { ...actor, entity, entityId: id, action, before, after: row });
      return row as unknown as Row;
    });
  }

  return {
    find,

    /** Idempotent: an id this farm already used answers the stored row (`created: false`), never a duplicate. */
    async create(db: Db, actor: Actor, id: string, values: object): Promise<{ row: Row; created: boolean }> {
      return db.transaction(async (tx) => {
        const existing = await tx.select().from(table).where(eq(table.id, id)).get();
        if (existing) {
          if (existing.farmId !== actor.farmId) throw conflict('Identificador já usado.');
          return { row: existing as unknown as Row, created: false };
        }
        const [row] = await tx
          .insert(table)
          .values({ ...values, id, farmId: actor.farmId } as BaseTable['$inferInsert'])
          .returning();
        await recordAudit(tx, { ...actor, entity, entityId: id, action: 'create', after: row });
        return { row: row as unknown as Row, created: true };
      });
    },

    /** Optimistic concurrency: a `version` other than the stored updated_at is answered 409 with the current row. */
    async update(db: Db, actor: Actor, id: string, values: object, version?: string): Promise<Row> {
      return transition(db, actor, id, 'update', () => values, version);
    },

    async remove(db: Db, actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await find(tx, actor.farmId, id);
        if (!before) throw notFound();
        await tx.delete(table).where(doFarm(actor.farmId, id));
        await recordAudit(tx, { ...actor, entity, entityId: id, action: 'delete', before });
      });
    },

    transition,
  };
}

export type FinanceCrud<Row extends BaseRow> = ReturnType<typeof financeCrud<Row>>;
