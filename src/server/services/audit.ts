import { uuidv7 } from '../../domain/ids.ts';
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/platform.ts';

export interface AuditEntry {
  userId: string | null;
  farmId: string | null;
  entity: string;
  entityId: string;
  action: 'create' | 'update' | 'delete' | string;
  before?: unknown;
  after?: unknown;
}

/** Who changed what, when, before and after: written in the same transaction as the change. */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    id: uuidv7(),
    at: new Date().toISOString(),
    userId: entry.userId,
    farmId: entry.farmId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
