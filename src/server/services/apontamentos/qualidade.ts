import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { alertaQualidade } from '../../../domain/apontamentos/producao.ts';
import {
  type AnaliseDoLeite,
  avisosDoMesAberto,
  MESES_DA_MEDIA,
  qualidadePorMes,
  somarMeses,
  ultimosMeses,
} from '../../../domain/apontamentos/qualidade.ts';
import type { HistoricoQuery } from '../../../domain/apontamentos/schemas.ts';
import type { Db } from '../../db/client.ts';
import { analisesDeQualidade } from '../../db/schema/apontamentos.ts';
import { type Conn, janela, paginar } from '../kernel.ts';

export async function listarQualidade(db: Db, farmId: string, q: HistoricoQuery) {
  const conds = [eq(analisesDeQualidade.farmId, farmId)];
  if (q.de) conds.push(gte(analisesDeQualidade.data, q.de));
  if (q.ate) conds.push(lte(analisesDeQualidade.data, q.ate));
  const rows = await db
    .select()
    .from(analisesDeQualidade)
    .where(and(...conds))
    .orderBy(desc(analisesDeQualidade.data), desc(analisesDeQualidade.id))
    .limit(janela(q).limit)
    .offset(janela(q).offset);
  const pagina = paginar(rows, q);
  return { ...pagina, itens: pagina.itens.map((r) => ({ ...r, alerta: alertaQualidade(r) })) };
}

/**
 * The last `n` months (today's included) as IN 76/2018 judges them: each month's geometric means and the rolling
 * quarterly ones (the two months before the first also read), fat and protein, and the warnings of the open month.
 */
export async function mediasDeQualidade(db: Db, farmId: string, hoje: string, n = 12) {
  const meses = ultimosMeses(hoje, n);
  const analises = await analisesDesde(db, farmId, `${somarMeses(meses[0], -(MESES_DA_MEDIA - 1))}-01`, hoje);
  const porMes = qualidadePorMes(analises, meses, hoje);
  return { meses: porMes, avisos: avisosDoMesAberto(porMes, hoje) };
}

/** The farm's analyses from `de` to `ate` (the figures the geometric means take). */
export async function analisesDesde(db: Conn, farmId: string, de: string, ate: string): Promise<AnaliseDoLeite[]> {
  return analisesDasFazendas(db, [farmId], de, ate);
}

/** The same for several farms at once, each analysis with its farm (the farms' desk reads all its farms so). */
export async function analisesDasFazendas(db: Conn, farmIds: readonly string[], de: string, ate: string) {
  if (!farmIds.length) return [];
  return db
    .select({
      farmId: analisesDeQualidade.farmId,
      data: analisesDeQualidade.data,
      ccs: analisesDeQualidade.ccs,
      cbt: analisesDeQualidade.cbt,
      gordura: analisesDeQualidade.gordura,
      proteina: analisesDeQualidade.proteina,
    })
    .from(analisesDeQualidade)
    .where(
      and(
        inArray(analisesDeQualidade.farmId, [...farmIds]),
        gte(analisesDeQualidade.data, de),
        lte(analisesDeQualidade.data, ate),
      ),
    );
}
