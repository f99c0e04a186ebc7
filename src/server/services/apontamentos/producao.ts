import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { serieDiaria } from '../../../domain/apontamentos/producao.ts';
import type { HistoricoQuery, LoteProducaoInput, Ordenha } from '../../../domain/apontamentos/schemas.ts';
import type { Db } from '../../db/client.ts';
import { emPartes } from '../../db/em-partes.ts';
import { animaisDoRebanho, milkMeses, ordenhas } from '../../db/schema/apontamentos.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { janela, paginar } from '../kernel.ts';
import { descartesDaOrdenha, leiteDaFazenda } from '../sanidade/estado.ts';
import { type Actor, assertDatasPassadas, type Conn } from './common.ts';
import { RECURSOS_DE_APONTAMENTO } from './crud.ts';
import { vacasLactantes } from './status.ts';

/** History, newest first; served by (farm_id, data). */
export async function listarProducao(db: Db, farmId: string, q: HistoricoQuery) {
  const conds = [eq(ordenhas.farmId, farmId)];
  if (q.animalId) conds.push(eq(ordenhas.animalId, q.animalId));
  if (q.de) conds.push(gte(ordenhas.data, q.de));
  if (q.ate) conds.push(lte(ordenhas.data, q.ate));
  const rows = await db
    .select({
      id: ordenhas.id,
      data: ordenhas.data,
      animalId: ordenhas.animalId,
      animal: animaisDoRebanho.identificacao,
      animalNome: animaisDoRebanho.nome,
      ordenha: ordenhas.ordenha,
      producao: ordenhas.producao,
      createdAt: ordenhas.createdAt,
      updatedAt: ordenhas.updatedAt,
    })
    .from(ordenhas)
    .innerJoin(animaisDoRebanho, eq(animaisDoRebanho.id, ordenhas.animalId))
    .where(and(...conds))
    .orderBy(desc(ordenhas.data), desc(ordenhas.id))
    .limit(janela(q).limit)
    .offset(janela(q).offset);
  return paginar(rows, q);
}

/**
 * 'Lançamento em lote': every item in ONE transaction through the kernel's bulk write (services/kernel.ts), so each
 * cow meets the rules of a single milking — the resource's `check` (a cow that can be milked then; one milking per
 * cow, date and ordenha: another record is 409 naming it) and, for a correction, the version it was read at (a
 * milking someone else changed meanwhile is the single edit's 409). Ids already stored with the same figure are left
 * alone, so a replay writes nothing; the audit rows are a single edit's. A cow once per batch; the date once for all.
 */
export async function salvarLote(db: Db, actor: Actor, input: LoteProducaoInput) {
  const ids = input.itens.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw conflict(MSG_APONT.loteIdsRepetidos);
  const vistas = new Set<string>();
  for (const [i, item] of input.itens.entries()) {
    if (vistas.has(item.animalId))
      throw badRequest(MSG_APONT.loteVacaRepetida, { [`itens.${i}.animalId`]: MSG_APONT.loteVacaRepetida });
    vistas.add(item.animalId);
  }
  const { data, ordenha } = input;
  return db.transaction(async (tx) => {
    await assertDatasPassadas(tx, actor, 'lote', input);
    const r = await RECURSOS_DE_APONTAMENTO.milk_records.bulkIn(
      tx,
      actor,
      input.itens.map(({ id, animalId, producao, updatedAt }) => ({
        id,
        values: { animalId, producao, data, ordenha },
        version: updatedAt,
      })),
      { fieldOf: (i, campo) => `itens.${i}.${campo ?? 'producao'}` },
    );
    return { criados: r.created.length, atualizados: r.updated.length, inalterados: r.unchanged };
  });
}

/** The cows lactating on `data`, with what was already entered for that milking (so the batch can be corrected). */
export async function loteDoDia(db: Db, farmId: string, data: string, ordenha: Ordenha) {
  const [vacas, descartes] = await Promise.all([
    vacasLactantes(db, farmId, data),
    descartesDaOrdenha(db, farmId, data, ordenha),
  ]);
  const ids = vacas.map((v) => v.id);
  const lancados = new Map<string, { id: string; producao: number; updatedAt: string }>();
  for (const parte of emPartes(ids)) {
    const rows = await db
      .select({
        id: ordenhas.id,
        animalId: ordenhas.animalId,
        producao: ordenhas.producao,
        updatedAt: ordenhas.updatedAt,
      })
      .from(ordenhas)
      .where(and(inArray(ordenhas.animalId, parte), eq(ordenhas.data, data), eq(ordenhas.ordenha, ordenha)));
    for (const { animalId, ...r } of rows) lancados.set(animalId, r);
  }
  return vacas.map((v) => ({
    animalId: v.id,
    identificacao: v.identificacao,
    nome: v.nome,
    del: v.status.del,
    registro: lancados.get(v.id) ?? null,
    // the parlour's mark before anything is typed: her milk of this milking is discarded (withdrawal or colostrum)
    descarte: descartes.get(v.id)?.marca ?? null,
  }));
}

/**
 * The milk of the `dias` days ending at `ate`: produced, discarded and delivered to the tank (leiteDaFazenda), or null
 * when no milking was recorded in them ('sem dados', never 0).
 */
export async function leiteDoPeriodo(db: Conn, farmId: string, ate: string, dias: number) {
  const { dias: porDia } = await leiteDaFazenda(db, farmId, somarDias(ate, -(dias - 1)), ate);
  if (!porDia.length) return null;
  const soma = (k: 'produzido' | 'descartado') => Math.round(porDia.reduce((s, d) => s + d[k], 0) * 10) / 10;
  const produzido = soma('produzido');
  const descartado = soma('descartado');
  return { produzido, descartado, entregue: Math.round((produzido - descartado) * 10) / 10 };
}

/** Daily litres and cows milked over the `dias` days ending at `ate`, zero-filled. */
export async function producaoDiaria(db: Conn, farmId: string, ate: string, dias = 30) {
  const de = somarDias(ate, -(dias - 1));
  const rows = await db
    .select({
      data: ordenhas.data,
      litros: sql<number>`sum(${ordenhas.producao})`,
      vacas: sql<number>`count(distinct ${ordenhas.animalId})`,
    })
    .from(ordenhas)
    .where(and(eq(ordenhas.farmId, farmId), gte(ordenhas.data, de), lte(ordenhas.data, ate)))
    .groupBy(ordenhas.data);
  return serieDiaria(
    rows.map((r) => ({ data: r.data, litros: Number(r.litros), vacas: Number(r.vacas) })),
    ate,
    dias,
  );
}

/**
 * The litres of the whole months [de, ate] by farm and month (only months with a milking), from the farms' monthly
 * sums (milk_meses, kept by triggers from milk_dias, itself kept from milk_records): the farms' desk reads all its
 * farms with it, the assessment one farm's year — the same sums as a GROUP BY over the milkings, a row a farm and
 * month. `de` is a month's first day and `ate` a month's last (a year, a quarter, a month): anything else is a bug.
 */
export async function leitePorMes(db: Conn, farmIds: readonly string[], de: string, ate: string) {
  if (!farmIds.length || de > ate) return [];
  if (!de.endsWith('-01') || !somarDias(ate, 1).endsWith('-01'))
    throw new Error(`leitePorMes: ${de}…${ate} não são meses inteiros`);
  const rows: { farmId: string; mes: string; litros: number }[] = [];
  for (const parte of emPartes(farmIds))
    rows.push(
      ...(await db
        .select({ farmId: milkMeses.farmId, mes: milkMeses.mes, litros: milkMeses.litros })
        .from(milkMeses)
        .where(
          and(
            inArray(milkMeses.farmId, parte),
            gte(milkMeses.mes, de.slice(0, 7)),
            lte(milkMeses.mes, ate.slice(0, 7)),
          ),
        )),
    );
  return rows.map((r) => ({ farmId: r.farmId, mes: r.mes, litros: Number(r.litros) }));
}

/** One cow's daily litres over the last `dias` days (ficha técnica), via (animal_id, data). */
export async function producaoDoAnimal(db: Conn, animalId: string, ate: string, dias = 365) {
  const de = somarDias(ate, -(dias - 1));
  const rows = await db
    .select({ data: ordenhas.data, producao: sql<number>`sum(${ordenhas.producao})` })
    .from(ordenhas)
    .where(and(eq(ordenhas.animalId, animalId), gte(ordenhas.data, de), lte(ordenhas.data, ate)))
    .groupBy(ordenhas.data)
    .orderBy(ordenhas.data);
  return rows.map((r) => ({ data: r.data, producao: Math.round(Number(r.producao) * 10) / 10 }));
}
