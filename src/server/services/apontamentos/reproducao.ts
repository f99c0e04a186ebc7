import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { HistoricoQuery } from '../../../domain/apontamentos/schemas.ts';
import type { Db } from '../../db/client.ts';
import { animaisDoRebanho, eventosReprodutivos } from '../../db/schema/apontamentos.ts';
import { janela, paginar } from '../kernel.ts';

export async function listarReproducao(db: Db, farmId: string, q: HistoricoQuery) {
  const conds = [eq(eventosReprodutivos.farmId, farmId)];
  if (q.animalId) conds.push(eq(eventosReprodutivos.animalId, q.animalId));
  if (q.de) conds.push(gte(eventosReprodutivos.data, q.de));
  if (q.ate) conds.push(lte(eventosReprodutivos.data, q.ate));
  const rows = await db
    .select({
      id: eventosReprodutivos.id,
      data: eventosReprodutivos.data,
      animalId: eventosReprodutivos.animalId,
      animal: animaisDoRebanho.identificacao,
      animalNome: animaisDoRebanho.nome,
      evento: eventosReprodutivos.evento,
      resultado: eventosReprodutivos.resultado,
      servico: eventosReprodutivos.servico,
      idadeGestacaoDias: eventosReprodutivos.idadeGestacaoDias,
      observacao: eventosReprodutivos.observacao,
      createdAt: eventosReprodutivos.createdAt,
      updatedAt: eventosReprodutivos.updatedAt,
    })
    .from(eventosReprodutivos)
    .innerJoin(animaisDoRebanho, eq(animaisDoRebanho.id, eventosReprodutivos.animalId))
    .where(and(...conds))
    .orderBy(desc(eventosReprodutivos.data), desc(eventosReprodutivos.id))
    .limit(janela(q).limit)
    .offset(janela(q).offset);
  return paginar(rows, q);
}
