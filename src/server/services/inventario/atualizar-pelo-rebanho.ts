import { asc, desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from '../../../domain/ids.ts';
import { type MudancaRebanho, planoDoRebanho } from '../../../domain/inventario/rebanho.ts';
import type { Db } from '../../db/client.ts';
import { animaisDoRebanho } from '../../db/schema/apontamentos.ts';
import { animaisDoInventario } from '../../db/schema/inventario.ts';
import { type Actor, inventario } from './items.ts';

export interface AtualizacaoPeloRebanho {
  atualizados: number;
  criados: number;
  /** What changes (or would change, when simulated): type, quantity before → after. */
  mudancas: MudancaRebanho[];
}

/**
 * 'Atualizar pelo rebanho' (planoDoRebanho): the quantity per animal type of the year's valuation becomes the count
 * of ACTIVE animals of that category in the herd register, so the technician does not count cows twice. A type
 * without an item of that year gets one, taking unit value, rate and technician from the type's latest item (value
 * 0 and the farm's rate when there is none). `simular` answers the plan and writes nothing (the screen asks first).
 */
export async function atualizarPeloRebanho(
  db: Db,
  actor: Actor,
  ano: number,
  taxaFazenda: number,
  { simular = false } = {},
): Promise<AtualizacaoPeloRebanho> {
  return db.transaction(async (tx) => {
    const counts = await tx
      .select({
        categoria: animaisDoRebanho.categoria,
        ativos: sql<number>`sum(case when ${animaisDoRebanho.situacao} = 'ativo' then 1 else 0 end)`,
      })
      .from(animaisDoRebanho)
      .where(eq(animaisDoRebanho.farmId, actor.farmId))
      .groupBy(animaisDoRebanho.categoria);
    const items = await tx
      .select()
      .from(animaisDoInventario)
      .where(eq(animaisDoInventario.farmId, actor.farmId))
      .orderBy(desc(animaisDoInventario.ano), asc(animaisDoInventario.createdAt));
    const mudancas = planoDoRebanho(counts, items, ano);
    const atualizar = mudancas.filter((m) => m.id);
    const criar = mudancas.filter((m) => !m.id);
    if (simular) return { atualizados: atualizar.length, criados: criar.length, mudancas };
    // through the kernel, as the screen's own edits: versioned updates of the items read above, audited creates
    await inventario.animais.bulkIn(tx, actor, [
      ...atualizar.map((m) => {
        const alvo = items.find((i) => i.id === m.id);
        return { id: m.id ?? '', values: { quantidade: m.depois }, version: alvo?.updatedAt };
      }),
      ...criar.map((m) => {
        const modelo = items.find((i) => i.tipo === m.tipo);
        return {
          id: uuidv7(),
          values: {
            ano,
            tipo: m.tipo,
            quantidade: m.depois,
            valor: modelo?.valor ?? 0,
            taxaJuros: modelo?.taxaJuros ?? taxaFazenda,
            responsavelTecnico: modelo?.responsavelTecnico ?? '',
          },
        };
      }),
    ]);
    return { atualizados: atualizar.length, criados: criar.length, mudancas };
  });
}
