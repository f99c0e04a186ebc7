import { and, eq, inArray } from 'drizzle-orm';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { animals } from '../../db/schema/herd.ts';
import { badRequest } from '../../http/errors.ts';
import type { Conn } from '../kernel.ts';

export type { Actor, Conn } from '../kernel.ts';

/**
 * Ids of the given animals that belong to the farm; any other id (unknown, or another farm's) is refused with
 * a field message so nothing of another farm can be pointed at.
 */
export async function assertAnimaisDaFazenda(db: Conn, farmId: string, ids: string[], campo = 'animalId') {
  const unicos = [...new Set(ids)];
  const found = new Set<string>();
  for (let i = 0; i < unicos.length; i += 500) {
    const chunk = unicos.slice(i, i + 500);
    const rows = await db
      .select({ id: animals.id })
      .from(animals)
      .where(and(eq(animals.farmId, farmId), inArray(animals.id, chunk)));
    for (const r of rows) found.add(r.id);
  }
  const idx = ids.findIndex((id) => !found.has(id));
  if (idx >= 0) {
    throw badRequest(MSG_REC.animalDesconhecido, { [campo.replace('#', String(idx))]: MSG_REC.animalDesconhecido });
  }
}
