import { and, asc, eq, type SQL } from 'drizzle-orm';
import { MSG } from '../../../domain/messages.ts';
import type { Db } from '../../db/client.ts';
import type {
  inventoryAnimals,
  inventoryFacilities,
  inventoryLands,
  inventoryMachines,
} from '../../db/schema/inventory.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit.ts';

/** The four inventory tables share id, farm_id and timestamps; the domain rules have checked the other columns. */
export type ItemTable =
  | typeof inventoryAnimals
  | typeof inventoryLands
  | typeof inventoryFacilities
  | typeof inventoryMachines;
type AnyTable = typeof inventoryAnimals;

function as(table: ItemTable): AnyTable {
  return table as unknown as AnyTable;
}

export interface Actor {
  farmId: string;
  userId: string | null;
}

export async function listItems<T extends ItemTable>(
  db: Db,
  table: T,
  farmId: string,
  extra?: SQL,
): Promise<T['$inferSelect'][]> {
  const t = as(table);
  const where = extra ? and(eq(t.farmId, farmId), extra) : eq(t.farmId, farmId);
  return (await db.select().from(t).where(where).orderBy(asc(t.createdAt), asc(t.id))) as T['$inferSelect'][];
}

/**
 * Creates an item with a client-made id when given. The same id again (an offline replay) answers the stored row
 * instead of a duplicate; an id already used by another farm is refused.
 */
export async function createItem<T extends ItemTable>(
  db: Db,
  table: T,
  entity: string,
  actor: Actor,
  id: string,
  values: Record<string, unknown>,
): Promise<{ row: T['$inferSelect']; created: boolean }> {
  const t = as(table);
  return db.transaction(async (tx) => {
    const existing = await tx.select().from(t).where(eq(t.id, id)).get();
    if (existing) {
      if (existing.farmId !== actor.farmId) throw conflict('Identificador já usado.');
      return { row: existing as T['$inferSelect'], created: false };
    }
    const [row] = await tx
      .insert(t)
      .values({ ...(values as object), id, farmId: actor.farmId } as AnyTable['$inferInsert'])
      .returning();
    await recordAudit(tx, { ...actor, entity, entityId: id, action: 'create', after: row });
    return { row: row as T['$inferSelect'], created: true };
  });
}

/** Updates with `updated_at` as the version: a stale version answers 409 with the current row. */
export async function updateItem<T extends ItemTable>(
  db: Db,
  table: T,
  entity: string,
  actor: Actor,
  id: string,
  version: string | undefined,
  values: Record<string, unknown>,
): Promise<T['$inferSelect']> {
  const t = as(table);
  const where = and(eq(t.id, id), eq(t.farmId, actor.farmId));
  return db.transaction(async (tx) => {
    const before = await tx.select().from(t).where(where).get();
    if (!before) throw notFound();
    if (version && version !== before.updatedAt) throw conflict(MSG.conflito, before);
    const [row] = await tx
      .update(t)
      .set({ ...(values as object), updatedAt: new Date().toISOString() })
      .where(where)
      .returning();
    await recordAudit(tx, { ...actor, entity, entityId: id, action: 'update', before, after: row });
    return row as T['$inferSelect'];
  });
}

export async function getItem<T extends ItemTable>(
  db: Db,
  table: T,
  farmId: string,
  id: string,
): Promise<T['$inferSelect']> {
  const t = as(table);
  const row = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.farmId, farmId)))
    .get();
  if (!row) throw notFound();
  return row as T['$inferSelect'];
}

export async function deleteItem(db: Db, table: ItemTable, entity: string, actor: Actor, id: string): Promise<void> {
  const t = as(table);
  const where = and(eq(t.id, id), eq(t.farmId, actor.farmId));
  await db.transaction(async (tx) => {
    const before = await tx.select().from(t).where(where).get();
    if (!before) throw notFound();
    await tx.delete(t).where(where);
    await recordAudit(tx, { ...actor, entity, entityId: id, action: 'delete', before });
  });
}
