import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { MSG } from '../../../domain/messages.ts';
import { somarDias } from '../../../domain/records/dates.ts';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { serieDiaria } from '../../../domain/records/production.ts';
import type { HistoricoQuery, LoteProducaoInput } from '../../../domain/records/schemas.ts';
import type { Db } from '../../db/client.ts';
import { animals, milkRecords } from '../../db/schema/herd.ts';
import { badRequest, conflict, HttpError } from '../../http/errors.ts';
import { recordAudit } from '../audit.ts';
import { janela, paginar } from '../kernel.ts';
import { type Actor, assertDatasPassadas, assertFatosPossiveis, type Conn } from './common.ts';
import { vacasLactantes } from './status.ts';

/** History, newest first; served by (farm_id, data). */
export async function listMilk(db: Db, farmId: string, q: HistoricoQuery) {
  const conds = [eq(milkRecords.farmId, farmId)];
  if (q.animalId) conds.push(eq(milkRecords.animalId, q.animalId));
  if (q.de) conds.push(gte(milkRecords.data, q.de));
  if (q.ate) conds.push(lte(milkRecords.data, q.ate));
  const rows = await db
    .select({
      id: milkRecords.id,
      data: milkRecords.data,
      animalId: milkRecords.animalId,
      animal: animals.identificacao,
      animalNome: animals.nome,
      ordenha: milkRecords.ordenha,
      producao: milkRecords.producao,
      createdAt: milkRecords.createdAt,
      updatedAt: milkRecords.updatedAt,
    })
    .from(milkRecords)
    .innerJoin(animals, eq(animals.id, milkRecords.animalId))
    .where(and(...conds))
    .orderBy(desc(milkRecords.data), desc(milkRecords.id))
    .limit(janela(q).limit)
    .offset(janela(q).offset);
  return paginar(rows, q);
}

/**
 * One milking per cow, date and ordenha (the unique index milk_records_ordenha_unica_idx holds the same): a stored
 * milking of an item's cow on `data`/`ordenha` that is not the item itself (`id`: the record being written, null for
 * a new one) is answered 409 with the one message and the stored record — id, animal, date, ordenha, litres — so a
 * screen can offer to update it. `campoDe(i)` names the field of the i-th item (a batch's row).
 */
export async function assertOrdenhasLivres(
  db: Conn,
  farmId: string,
  chave: { data: string; ordenha: string },
  itens: readonly { id: string | null; animalId: string }[],
  campoDe?: (i: number) => string,
) {
  const porAnimal = new Map<string, OrdenhaGravada>();
  const animais = [...new Set(itens.map((i) => i.animalId))];
  for (let i = 0; i < animais.length; i += 500) {
    const rows = await db
      .select({
        id: milkRecords.id,
        animalId: milkRecords.animalId,
        animal: animals.identificacao,
        data: milkRecords.data,
        ordenha: milkRecords.ordenha,
        producao: milkRecords.producao,
        updatedAt: milkRecords.updatedAt,
      })
      .from(milkRecords)
      .innerJoin(animals, eq(animals.id, milkRecords.animalId))
      .where(
        and(
          eq(milkRecords.farmId, farmId),
          inArray(milkRecords.animalId, animais.slice(i, i + 500)),
          eq(milkRecords.data, chave.data),
          eq(milkRecords.ordenha, chave.ordenha),
        ),
      );
    for (const r of rows) porAnimal.set(r.animalId, r);
  }
  for (const [i, item] of itens.entries()) {
    const gravada = porAnimal.get(item.animalId);
    if (!gravada || gravada.id === item.id) continue;
    const mensagem = MSG_REC.ordenhaJaLancada(gravada);
    throw new HttpError(409, 'conflict', mensagem, campoDe ? { [campoDe(i)]: mensagem } : undefined, gravada);
  }
}

/** A stored milking as a 409 names it. */
export interface OrdenhaGravada {
  id: string;
  animalId: string;
  animal: string;
  data: string;
  ordenha: string;
  producao: number;
  updatedAt: string;
}

/**
 * 'Lançamento em lote': every item in ONE transaction with multi-row INSERTs. Ids already stored for this farm are
 * updated when the figure changed (a corrected batch) and left alone when equal, so a replay creates nothing.
 * The rules of a single milking hold for each cow: one milking per cow in the batch and in the database (another
 * record of that cow, date and ordenha is answered 409 naming it), and only cows that can be milked then.
 */
export async function saveBatch(db: Db, actor: Actor, input: LoteProducaoInput) {
  const ids = input.itens.map((i) => i.id);
  if (new Set(ids).size !== ids.length) throw conflict(MSG_REC.loteIdsRepetidos);
  const vistas = new Set<string>();
  for (const [i, item] of input.itens.entries()) {
    if (vistas.has(item.animalId))
      throw badRequest(MSG_REC.loteVacaRepetida, { [`itens.${i}.animalId`]: MSG_REC.loteVacaRepetida });
    vistas.add(item.animalId);
  }
  return db.transaction(async (tx) => {
    await assertDatasPassadas(tx, actor, 'lote', input);
    await assertFatosPossiveis(
      tx,
      actor.farmId,
      input.itens.map((i) => ({ animalId: i.animalId, fato: 'Ordenha' as const, data: input.data })),
      (i) => `itens.${i}.animalId`,
    );
    await assertOrdenhasLivres(tx, actor.farmId, input, input.itens, (i) => `itens.${i}.producao`);
    const existing = new Map<string, typeof milkRecords.$inferSelect>();
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await tx
        .select()
        .from(milkRecords)
        .where(inArray(milkRecords.id, ids.slice(i, i + 500)));
      for (const r of rows) existing.set(r.id, r);
    }
    const novos = [];
    const alterados = [];
    for (const item of input.itens) {
      const old = existing.get(item.id);
      if (!old) {
        novos.push({ ...item, farmId: actor.farmId, data: input.data, ordenha: input.ordenha });
        continue;
      }
      if (old.farmId !== actor.farmId) throw conflict(MSG.idUsado);
      if (
        old.producao !== item.producao ||
        old.animalId !== item.animalId ||
        old.data !== input.data ||
        old.ordenha !== input.ordenha
      ) {
        alterados.push({ before: old, item });
      }
    }
    for (let i = 0; i < novos.length; i += 200) await tx.insert(milkRecords).values(novos.slice(i, i + 200));
    const agora = new Date().toISOString();
    for (const { before, item } of alterados) {
      await tx
        .update(milkRecords)
        .set({
          producao: item.producao,
          animalId: item.animalId,
          data: input.data,
          ordenha: input.ordenha,
          updatedAt: agora,
        })
        .where(eq(milkRecords.id, item.id));
      await recordAudit(tx, {
        ...actor,
        entity: 'milk_records',
        entityId: item.id,
        action: 'update',
        before,
        after: { ...before, ...item, data: input.data, ordenha: input.ordenha, updatedAt: agora },
      });
    }
    if (novos.length) {
      // one audit row for the batch (listing every record) keeps a 300-cow save to one extra insert
      await recordAudit(tx, {
        ...actor,
        entity: 'milk_records',
        entityId: novos[0].id,
        action: 'create_batch',
        after: {
          data: input.data,
          ordenha: input.ordenha,
          itens: novos.map(({ id, animalId, producao }) => ({ id, animalId, producao })),
        },
      });
    }
    return {
      criados: novos.length,
      atualizados: alterados.length,
      inalterados: input.itens.length - novos.length - alterados.length,
    };
  });
}

/** The cows lactating on `data`, with what was already entered for that milking (so the batch can be corrected). */
export async function loteDoDia(db: Db, farmId: string, data: string, ordenha: string) {
  const vacas = await vacasLactantes(db, farmId, data);
  const ids = vacas.map((v) => v.id);
  const lancados = new Map<string, { id: string; producao: number }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({ id: milkRecords.id, animalId: milkRecords.animalId, producao: milkRecords.producao })
      .from(milkRecords)
      .where(
        and(
          inArray(milkRecords.animalId, ids.slice(i, i + 500)),
          eq(milkRecords.data, data),
          eq(milkRecords.ordenha, ordenha),
        ),
      );
    for (const r of rows) lancados.set(r.animalId, { id: r.id, producao: r.producao });
  }
  return vacas.map((v) => ({
    animalId: v.id,
    identificacao: v.identificacao,
    nome: v.nome,
    del: v.status.del,
    registro: lancados.get(v.id) ?? null,
  }));
}

/** Daily litres and cows milked over the `dias` days ending at `ate`, zero-filled. */
export async function producaoDiaria(db: Conn, farmId: string, ate: string, dias = 30) {
  const de = somarDias(ate, -(dias - 1));
  const rows = await db
    .select({
      data: milkRecords.data,
      litros: sql<number>`sum(${milkRecords.producao})`,
      vacas: sql<number>`count(distinct ${milkRecords.animalId})`,
    })
    .from(milkRecords)
    .where(and(eq(milkRecords.farmId, farmId), gte(milkRecords.data, de), lte(milkRecords.data, ate)))
    .groupBy(milkRecords.data);
  return serieDiaria(
    rows.map((r) => ({ data: r.data, litros: Number(r.litros), vacas: Number(r.vacas) })),
    ate,
    dias,
  );
}

/** One cow's daily litres over the last `dias` days (ficha técnica), via (animal_id, data). */
export async function producaoDoAnimal(db: Conn, animalId: string, ate: string, dias = 365) {
  const de = somarDias(ate, -(dias - 1));
  const rows = await db
    .select({ data: milkRecords.data, producao: sql<number>`sum(${milkRecords.producao})` })
    .from(milkRecords)
    .where(and(eq(milkRecords.animalId, animalId), gte(milkRecords.data, de), lte(milkRecords.data, ate)))
    .groupBy(milkRecords.data)
    .orderBy(milkRecords.data);
  return rows.map((r) => ({ data: r.data, producao: Math.round(Number(r.producao) * 10) / 10 }));
}
