import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { HistoricoQuery } from '../../../domain/apontamentos/schemas.ts';
import type { Db } from '../../db/client.ts';
import { animals, reproductionEvents } from '../../db/schema/herd.ts';
import { janela, paginar } from '../kernel.ts';

export async function listReproduction(db: Db, farmId: string, q: HistoricoQuery) {
  const conds = [eq(reproductionEvents.farmId, farmId)];
  if (q.animalId) conds.push(eq(reproductionEvents.animalId, q.animalId));
  if (q.de) conds.push(gte(reproductionEvents.data, q.de));
  if (q.ate) conds.push(lte(reproductionEvents.data, q.ate));
  const rows = await db
    .select({
      id: reproductionEvents.id,
      data: reproductionEvents.data,
      animalId: reproductionEvents.animalId,
      animal: animals.identificacao,
      animalNome: animals.nome,
      evento: reproductionEvents.evento,
      resultado: reproductionEvents.resultado,
      observacao: reproductionEvents.observacao,
      createdAt: reproductionEvents.createdAt,
      updatedAt: reproductionEvents.updatedAt,
    })
    .from(reproductionEvents)
    .innerJoin(animals, eq(animals.id, reproductionEvents.animalId))
    .where(and(...conds))
    .orderBy(desc(reproductionEvents.data), desc(reproductionEvents.id))
    .limit(janela(q).limit)
    .offset(janela(q).offset);
  return paginar(rows, q);
}
