import { and, asc, eq, inArray } from 'drizzle-orm';
import { compararTexto } from '../../../domain/format.ts';
import { type EventoReprodutivo, proximosEventos, statusDoAnimal } from '../../../domain/records/lactation.ts';
import type { Evento, Resultado } from '../../../domain/records/schemas.ts';
import { animals, reproductionEvents } from '../../db/schema/herd.ts';
import type { Conn } from './common.ts';

/** Reproduction events of the farm grouped by animal, oldest first (creation order breaks same-day ties). */
export async function eventosPorAnimal(db: Conn, farmId: string, animalIds?: string[]) {
  const conds = [eq(reproductionEvents.farmId, farmId)];
  if (animalIds) conds.push(inArray(reproductionEvents.animalId, animalIds));
  const rows = await db
    .select({
      animalId: reproductionEvents.animalId,
      data: reproductionEvents.data,
      evento: reproductionEvents.evento,
      resultado: reproductionEvents.resultado,
    })
    .from(reproductionEvents)
    .where(and(...conds))
    .orderBy(asc(reproductionEvents.data), asc(reproductionEvents.createdAt));
  const map = new Map<string, EventoReprodutivo[]>();
  for (const r of rows) {
    const list = map.get(r.animalId) ?? [];
    list.push({ data: r.data, evento: r.evento as Evento, resultado: r.resultado as Resultado | null });
    map.set(r.animalId, list);
  }
  return map;
}

/** Active females of the farm with their computed status on `dia`. */
export async function rebanhoComStatus(db: Conn, farmId: string, dia: string) {
  const vacas = await db
    .select({ id: animals.id, identificacao: animals.identificacao, nome: animals.nome, raca: animals.raca })
    .from(animals)
    .where(and(eq(animals.farmId, farmId), eq(animals.situacao, 'ativo'), eq(animals.sexo, 'F')));
  const eventos = await eventosPorAnimal(db, farmId);
  return vacas.map((v) => ({
    ...v,
    eventos: eventos.get(v.id) ?? [],
    status: statusDoAnimal(eventos.get(v.id) ?? [], dia, v.raca),
  }));
}

/** Lactating cows are computed from calvings and dry-offs, never typed. */
export async function vacasLactantes(db: Conn, farmId: string, dia: string) {
  const todas = await rebanhoComStatus(db, farmId, dia);
  return todas.filter((v) => v.status.lactando).sort((a, b) => compararTexto(a.identificacao, b.identificacao));
}

/** How many cows are in milk on `dia` (the chart's 'litros por vaca em lactação'). */
export async function quantasLactantes(db: Conn, farmId: string, dia: string) {
  return (await rebanhoComStatus(db, farmId, dia)).filter((v) => v.status.lactando).length;
}

export async function proximosEventosDaFazenda(db: Conn, farmId: string, hoje: string, dias = 30) {
  const todas = await rebanhoComStatus(db, farmId, hoje);
  return proximosEventos(todas, hoje, dias);
}

/**
 * What the record forms' pickers need besides the herd register: for each active female, the date of her first
 * recorded Parto (she may be milked from then on) and whether she is in milk today (offered first for a milking).
 */
export async function situacaoReprodutiva(db: Conn, farmId: string, hoje: string) {
  const todas = await rebanhoComStatus(db, farmId, hoje);
  return todas.map((v) => ({
    animalId: v.id,
    primeiroParto: v.eventos.find((e) => e.evento === 'Parto')?.data ?? null,
    lactando: v.status.lactando,
  }));
}
