import { uuidv7 } from '../../domain/ids.ts';
import type { Db, Tx } from '../db/client.ts';
import { inserirLinhas } from '../db/linhas.ts';
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
  await db.insert(auditLog).values(linhaDeAuditoria(entry));
}

/** Many audit rows (a bulk write's), the same rows `recordAudit` writes, in multi-row INSERTs (db/linhas.ts). */
export async function recordAudits(db: Db | Tx, entries: readonly AuditEntry[]): Promise<void> {
  await inserirLinhas(db, auditLog, entries.map(linhaDeAuditoria));
}

/** The audit row an entry makes (for a writer on the raw client, as the farm import: the same columns). */
export function linhaDeAuditoria(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    id: uuidv7(),
    at: new Date().toISOString(),
    userId: entry.userId,
    farmId: entry.farmId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}
