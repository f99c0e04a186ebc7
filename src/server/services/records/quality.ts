import { and, desc, eq, gte, lte } from 'drizzle-orm';
import { alertaQualidade } from '../../../domain/records/production.ts';
import type { HistoricoQuery } from '../../../domain/records/schemas.ts';
import type { Db } from '../../db/client.ts';
import { qualityRecords } from '../../db/schema/herd.ts';
import { janela, paginar } from '../kernel.ts';

export async function listQuality(db: Db, farmId: string, q: HistoricoQuery) {
  const conds = [eq(qualityRecords.farmId, farmId)];
  if (q.de) conds.push(gte(qualityRecords.data, q.de));
  if (q.ate) conds.push(lte(qualityRecords.data, q.ate));
  const rows = await db
    .select()
    .from(qualityRecords)
    .where(and(...conds))
    .orderBy(desc(qualityRecords.data), desc(qualityRecords.id))
    .limit(janela(q).limit)
    .offset(janela(q).offset);
  const pagina = paginar(rows, q);
  return { ...pagina, itens: pagina.itens.map((r) => ({ ...r, alerta: alertaQualidade(r) })) };
}
