import { and, eq } from 'drizzle-orm';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Db } from '../../db/client.ts';
import { milkRecords, qualityRecords, reproductionEvents } from '../../db/schema/herd.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit.ts';
import { type Actor, assertAnimaisDaFazenda } from './common.ts';

/** The three append-only record tables share id, farm_id, updated_at; their other columns were checked by zod. */
export const RECORD_TABLES = {
  milk_records: milkRecords,
  quality_records: qualityRecords,
  reproduction_events: reproductionEvents,
} as const;
export type RecordEntity = keyof typeof RECORD_TABLES;

function tableOf(entity: RecordEntity) {
  return RECORD_TABLES[entity] as unknown as typeof qualityRecords;
}

type Values = Record<string, unknown> & { id?: string; updatedAt?: string; animalId?: string };

function strip(input: Values) {
  const { id: _id, updatedAt: _v, ...rest } = input;
  return rest;
}

/**
 * Create with a device-made id: an id already stored for this farm returns that row (offline replay, 200),
 * an id of another farm is refused. The animal named must be one of the farm's.
 */
export async function createRecord(db: Db, actor: Actor, entity: RecordEntity, input: Values) {
  const table = tableOf(entity);
  const id = input.id ?? uuidv7();
  const existing = await db.select().from(table).where(eq(table.id, id)).get();
  if (existing) {
    if (existing.farmId !== actor.farmId) throw conflict('Identificador já usado.');
    return { row: existing as Record<string, unknown>, created: false };
  }
  const row = await db.transaction(async (tx) => {
    if (input.animalId) await assertAnimaisDaFazenda(tx, actor.farmId, [input.animalId]);
    const [r] = await tx
      .insert(table)
      .values({ ...(strip(input) as typeof table.$inferInsert), id, farmId: actor.farmId })
      .returning();
    await recordAudit(tx, { ...actor, entity, entityId: id, action: 'create', after: r });
    return r;
  });
  return { row: row as Record<string, unknown>, created: true };
}

/** Edit of a record (append-only rows may be corrected): 409 with the current row when the version is stale. */
export async function updateRecord(db: Db, actor: Actor, entity: RecordEntity, id: string, input: Values) {
  const table = tableOf(entity);
  const where = and(eq(table.id, id), eq(table.farmId, actor.farmId));
  return db.transaction(async (tx) => {
    const before = await tx.select().from(table).where(where).get();
    if (!before) throw notFound();
    if (input.updatedAt && input.updatedAt !== before.updatedAt) throw conflict(MSG.conflito, before);
    if (input.animalId) await assertAnimaisDaFazenda(tx, actor.farmId, [input.animalId]);
    const [row] = await tx
      .update(table)
      .set({ ...(strip(input) as Partial<typeof table.$inferInsert>), updatedAt: new Date().toISOString() })
      .where(where)
      .returning();
    await recordAudit(tx, { ...actor, entity, entityId: id, action: 'update', before, after: row });
    return row as Record<string, unknown>;
  });
}

export async function deleteRecord(db: Db, actor: Actor, entity: RecordEntity, id: string) {
  const table = tableOf(entity);
  const where = and(eq(table.id, id), eq(table.farmId, actor.farmId));
  await db.transaction(async (tx) => {
    const before = await tx.select().from(table).where(where).get();
    if (!before) throw notFound();
    await tx.delete(table).where(where);
    await recordAudit(tx, { ...actor, entity, entityId: id, action: 'delete', before });
  });
}
