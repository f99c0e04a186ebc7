import { and, asc, count, eq, like, or, sql } from 'drizzle-orm';
import { recusaDaFemea } from '../../../domain/apontamentos/ciclo.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import {
  nascimentoDepoisDosApontamentos,
  nascimentoImpossivel,
  type Recusa,
} from '../../../domain/apontamentos/plausivel.ts';
import type { AnimalInput, SITUACOES } from '../../../domain/apontamentos/schemas.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { saidaParaAbate } from '../../../domain/sanidade/carencia.ts';
import type { Db } from '../../db/client.ts';
import { animaisDoRebanho, eventosReprodutivos, ordenhas } from '../../db/schema/apontamentos.ts';
import { tiposAnimais } from '../../db/schema/platform.ts';
import { controlesLeiteiros, eventosSanitarios } from '../../db/schema/sanidade.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { farmResource } from '../kernel.ts';
import { recusaDeSaidaParaAbate } from '../sanidade/estado.ts';
import {
  type Actor,
  assertDatasPassadas,
  type Conn,
  historiasDoCiclo,
  hojeDe,
  primeirosApontamentos,
} from './common.ts';

export type AnimalDoRebanho = typeof animaisDoRebanho.$inferSelect;

export async function listarAnimais(
  db: Db,
  farmId: string,
  filtro: { q?: string; situacao?: (typeof SITUACOES)[number] },
) {
  const conds = [eq(animaisDoRebanho.farmId, farmId)];
  if (filtro.situacao) conds.push(eq(animaisDoRebanho.situacao, filtro.situacao));
  if (filtro.q) {
    const q = `%${filtro.q.replace(/[%_]/g, '')}%`;
    const busca = or(
      like(animaisDoRebanho.identificacao, q),
      like(animaisDoRebanho.nome, q),
      like(animaisDoRebanho.raca, q),
      like(animaisDoRebanho.categoria, q),
    );
    if (busca) conds.push(busca);
  }
  const rows = await db
    .select()
    .from(animaisDoRebanho)
    .where(and(...conds))
    .orderBy(asc(sql`length(${animaisDoRebanho.identificacao})`), asc(animaisDoRebanho.identificacao));
  const porId = new Map(rows.map((r) => [r.id, r]));
  const faltam = rows.filter((r) => r.maeId && !porId.has(r.maeId)).map((r) => r.maeId as string);
  const maes = new Map<string, string>();
  for (const r of rows) maes.set(r.id, r.identificacao);
  if (faltam.length) {
    const extra = await db
      .select({ id: animaisDoRebanho.id, identificacao: animaisDoRebanho.identificacao })
      .from(animaisDoRebanho)
      .where(eq(animaisDoRebanho.farmId, farmId));
    for (const e of extra) maes.set(e.id, e.identificacao);
  }
  return rows.map((r) => ({ ...r, mae: r.maeId ? (maes.get(r.maeId) ?? null) : null }));
}

export async function obterAnimal(db: Conn, farmId: string, id: string): Promise<AnimalDoRebanho> {
  const row = await db
    .select()
    .from(animaisDoRebanho)
    .where(and(eq(animaisDoRebanho.id, id), eq(animaisDoRebanho.farmId, farmId)))
    .get();
  if (!row) throw notFound();
  return row;
}

/** A refusal of the domain's rules as the 400 that names its field. */
function recusar(recusa: Recusa | null) {
  if (recusa) throw badRequest(recusa.mensagem, { [recusa.campo]: recusa.mensagem });
}

/**
 * Checks what only the database can know: a category of the farm's registry, a mother of the farm that can have
 * this calf, a birth before the animal's records, a category or breed her reproductive history allows, a free ear tag.
 */
async function checkAnimal(db: Conn, actor: Actor, input: AnimalInput, selfId: string | null) {
  const { farmId } = actor;
  await assertDatasPassadas(db, actor, 'animals', input);
  const tipo = await db
    .select({ id: tiposAnimais.id })
    .from(tiposAnimais)
    .where(and(eq(tiposAnimais.farmId, farmId), eq(tiposAnimais.nome, input.categoria)))
    .get();
  if (!tipo) {
    const msg = 'Categoria desconhecida: escolha um dos tipos de animais cadastrados.';
    throw badRequest(msg, { categoria: msg });
  }
  if (input.maeId) {
    const mae = await db
      .select({ id: animaisDoRebanho.id, sexo: animaisDoRebanho.sexo, dataNascimento: animaisDoRebanho.dataNascimento })
      .from(animaisDoRebanho)
      .where(and(eq(animaisDoRebanho.id, input.maeId), eq(animaisDoRebanho.farmId, farmId)))
      .get();
    if (!mae || input.maeId === selfId) throw badRequest(MSG_APONT.maeInvalida, { maeId: MSG_APONT.maeInvalida });
    recusar(nascimentoImpossivel(input.dataNascimento, mae));
  }
  // a birth moved after the animal's first milking or event would leave those before it
  if (selfId && input.dataNascimento) {
    const primeiro = (await primeirosApontamentos(db, farmId, selfId)).get(selfId) ?? null;
    recusar(nascimentoDepoisDosApontamentos(input.dataNascimento, primeiro));
  }
  // a new category or breed re-reads the female's history with the cycle rule (ciclo.ts)
  if (selfId) {
    const h = (await historiasDoCiclo(db, farmId, [selfId])).get(selfId);
    if (h) recusar(recusaDaFemea(h.eventos, h.femea, { categoria: input.categoria, raca: input.raca ?? null }));
  }
  const dup = await db
    .select({ id: animaisDoRebanho.id })
    .from(animaisDoRebanho)
    .where(and(eq(animaisDoRebanho.farmId, farmId), eq(animaisDoRebanho.identificacao, input.identificacao)))
    .get();
  if (dup && dup.id !== selfId) throw conflict(MSG_APONT.brincoDuplicado);
  // leaving the herd for slaughter inside a meat withdrawal: refused with the date it ends (Sanidade)
  if (selfId && saidaParaAbate(input.situacao, input.destino)) {
    const antes = await db
      .select({ situacao: animaisDoRebanho.situacao, destino: animaisDoRebanho.destino })
      .from(animaisDoRebanho)
      .where(eq(animaisDoRebanho.id, selfId))
      .get();
    if (antes && !saidaParaAbate(antes.situacao, antes.destino)) {
      const recusa = await recusaDeSaidaParaAbate(db, farmId, selfId, await hojeDe(db, actor));
      if (recusa) throw badRequest(recusa, { situacao: recusa });
    }
  }
}

/** The herd register on the one write kernel; the database checks run in the write's transaction. */
const rebanho = farmResource<AnimalDoRebanho, ReturnType<typeof valores>>(animaisDoRebanho, {
  entity: 'animals',
  check: (tx, actor, values, selfId) => checkAnimal(tx, actor, values, selfId),
});

function valores(input: AnimalInput) {
  const { id: _id, updatedAt: _v, ...rest } = input;
  return rest;
}

export async function criarAnimal(db: Db, actor: Actor, input: AnimalInput) {
  return rebanho.create(db, actor, input.id ?? uuidv7(), valores(input));
}

export async function editarAnimal(db: Db, actor: Actor, id: string, input: AnimalInput) {
  return rebanho.update(db, actor, id, valores(input), input.updatedAt);
}

export async function contarApontamentos(db: Conn, animalId: string) {
  const [p] = await db.select({ n: count() }).from(ordenhas).where(eq(ordenhas.animalId, animalId));
  const [r] = await db
    .select({ n: count() })
    .from(eventosReprodutivos)
    .where(eq(eventosReprodutivos.animalId, animalId));
  return { producao: p.n, reproducao: r.n };
}

/**
 * Deleting an animal that records point at is refused (409, with the counts) unless the caller explicitly asks
 * to delete those records too. The usual alternative — mark it vendido/morto/descartado — is an update.
 */
export async function excluirAnimal(db: Db, actor: Actor, id: string, comApontamentos: boolean) {
  await rebanho.remove(db, actor, id, async (tx) => {
    const n = await contarApontamentos(tx, id);
    // her health events and test days (Sanidade) are records of her too, counted and deleted with the others
    const [s] = await tx.select({ n: count() }).from(eventosSanitarios).where(eq(eventosSanitarios.animalId, id));
    const [c] = await tx.select({ n: count() }).from(controlesLeiteiros).where(eq(controlesLeiteiros.animalId, id));
    const total = n.producao + n.reproducao + s.n + c.n;
    if (total > 0 && !comApontamentos) throw conflict(MSG_APONT.animalComApontamentos(total), n);
    if (total > 0) {
      await tx
        .delete(eventosSanitarios)
        .where(and(eq(eventosSanitarios.animalId, id), eq(eventosSanitarios.farmId, actor.farmId)));
      await tx
        .delete(controlesLeiteiros)
        .where(and(eq(controlesLeiteiros.animalId, id), eq(controlesLeiteiros.farmId, actor.farmId)));
      await tx.delete(ordenhas).where(and(eq(ordenhas.animalId, id), eq(ordenhas.farmId, actor.farmId)));
      await tx
        .delete(eventosReprodutivos)
        .where(and(eq(eventosReprodutivos.animalId, id), eq(eventosReprodutivos.farmId, actor.farmId)));
    }
    return { apontamentosExcluidos: n };
  });
}
