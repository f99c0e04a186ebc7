import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from '../../../domain/ids.ts';
import type { Db } from '../../db/client.ts';
import { animals } from '../../db/schema/herd.ts';
import { inventoryAnimals } from '../../db/schema/inventory.ts';
import { recordAudit } from '../audit.ts';
import type { Actor } from './items.ts';

export interface HerdSyncResult {
  atualizados: number;
  criados: number;
}

/**
 * 'Atualizar pelo rebanho': the quantity per animal type of the year's valuation becomes the count of ACTIVE
 * animals of that category in the herd register, so the technician does not count cows twice. Every category the
 * herd knows is covered (0 when none is active). A type without an item of that year gets one, taking unit value,
 * rate and technician from the type's latest item (value 0 and the farm's rate when there is none).
 */
export async function syncAnimalsFromHerd(
  db: Db,
  actor: Actor,
  ano: number,
  taxaFazenda: number,
): Promise<HerdSyncResult> {
  return db.transaction(async (tx) => {
    const counts = await tx
      .select({
        categoria: animals.categoria,
        ativos: sql<number>`sum(case when ${animals.situacao} = 'ativo' then 1 else 0 end)`,
      })
      .from(animals)
      .where(eq(animals.farmId, actor.farmId))
      .groupBy(animals.categoria);
    const items = await tx
      .select()
      .from(inventoryAnimals)
      .where(eq(inventoryAnimals.farmId, actor.farmId))
      .orderBy(desc(inventoryAnimals.ano), asc(inventoryAnimals.createdAt));
    let atualizados = 0;
    let criados = 0;
    const now = new Date().toISOString();
    for (const { categoria, ativos } of counts) {
      const quantidade = Number(ativos) || 0;
      const doTipo = items.filter((i) => i.tipo === categoria);
      const alvo = doTipo.find((i) => i.ano === ano);
      if (alvo) {
        if (alvo.quantidade === quantidade) continue;
        const [row] = await tx
          .update(inventoryAnimals)
          .set({ quantidade, updatedAt: now })
          .where(and(eq(inventoryAnimals.id, alvo.id), eq(inventoryAnimals.farmId, actor.farmId)))
          .returning();
        await recordAudit(tx, {
          ...actor,
          entity: 'inventory_animal',
          entityId: alvo.id,
          action: 'update',
          before: alvo,
          after: row,
        });
        atualizados++;
      } else if (quantidade > 0) {
        const modelo = doTipo[0];
        const [row] = await tx
          .insert(inventoryAnimals)
          .values({
            id: uuidv7(),
            farmId: actor.farmId,
            ano,
            tipo: categoria,
            quantidade,
            valor: modelo?.valor ?? 0,
            taxaJuros: modelo?.taxaJuros ?? taxaFazenda,
            responsavelTecnico: modelo?.responsavelTecnico ?? '',
          })
          .returning();
        await recordAudit(tx, { ...actor, entity: 'inventory_animal', entityId: row.id, action: 'create', after: row });
        criados++;
      }
    }
    return { atualizados, criados };
  });
}
