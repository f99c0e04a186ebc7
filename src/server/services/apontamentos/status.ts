import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import {
  type EventoReprodutivo,
  estadoDoAnimal,
  LISTAS,
  LISTAS_DE_ACAO,
  type ListaDeAcao,
  lactacoesDoAnimal,
  listasDeAcao,
  type MudancaDeSituacao,
  type ParametrosReprodutivos,
  proximosEventos,
  resumoReprodutivo,
  type Saida,
  saidaDoAnimal,
  statusDoAnimal,
} from '../../../domain/apontamentos/reproducao.ts';
import type { Evento, Resultado, Situacao } from '../../../domain/apontamentos/schemas.ts';
import { compararTexto, hojeNoFuso } from '../../../domain/format.ts';
import { textoDaCarencia } from '../../../domain/sanidade/carencia.ts';
import { emPartes } from '../../db/em-partes.ts';
import { animaisDoRebanho, eventosReprodutivos, ordenhas } from '../../db/schema/apontamentos.ts';
import { auditLog, fazendas } from '../../db/schema/platform.ts';
import { ccsDoRebanho, emCarencia, vacinacoesAFazer } from '../sanidade/estado.ts';
import { type Conn, celulas } from './common.ts';

/** Ids per IN (...) list: well under SQLite's bound-parameter limit. */
const LOTE_IDS = 500;

/** Reproduction events of the farm grouped by animal, oldest first (creation order breaks same-day ties). */
export async function eventosPorAnimal(db: Conn, farmId: string, animalIds?: string[]) {
  const e = eventosReprodutivos;
  // rows as arrays (celulas): the builder's per-row mapping of a herd's thousands of events was most of this read
  const rows = await celulas(
    db,
    sql`select ${e.animalId}, ${e.data}, ${e.evento}, ${e.resultado}, ${e.idadeGestacaoDias} from ${e}
    where ${e.farmId} = ${farmId}${animalIds ? sql` and ${inArray(e.animalId, animalIds)}` : sql``}
    order by ${e.data}, ${e.createdAt}`,
  );
  const map = new Map<string, EventoReprodutivo[]>();
  for (const r of rows) {
    const evento: EventoReprodutivo = {
      data: r[1] as string,
      evento: r[2] as Evento,
      resultado: r[3] as Resultado | null,
    };
    if (r[4] != null) evento.idadeGestacaoDias = Number(r[4]);
    const list = map.get(r[0] as string);
    if (list) list.push(evento);
    else map.set(r[0] as string, [evento]);
  }
  return map;
}

/** Runs `q` over `ids` in slices and concatenates the rows. */
async function emLotes<T>(ids: string[], q: (slice: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (const parte of emPartes(ids, LOTE_IDS)) out.push(...(await q(parte)));
  return out;
}

/**
 * When each animal of the farm that left the herd (situação vendido, morto or descartado) left, by id; `ids` limits
 * the lookup. The register keeps no exit date, so the domain's `saidaDoAnimal` takes the best recorded one: the
 * farm's civil day of the audit row that changed the situação from ativo, else the day after the animal's last
 * milking or event, else the day it was registered.
 */
export async function saidasDoRebanho(db: Conn, farmId: string, ids?: string[]): Promise<Map<string, Saida>> {
  const conds = [eq(animaisDoRebanho.farmId, farmId), ne(animaisDoRebanho.situacao, 'ativo')];
  if (ids) conds.push(inArray(animaisDoRebanho.id, ids));
  const fora = await db
    .select({ id: animaisDoRebanho.id, situacao: animaisDoRebanho.situacao, createdAt: animaisDoRebanho.createdAt })
    .from(animaisDoRebanho)
    .where(and(...conds));
  const saidas = new Map<string, Saida>();
  if (!fora.length) return saidas;
  const farm = await db.select({ timezone: fazendas.timezone }).from(fazendas).where(eq(fazendas.id, farmId)).get();
  const diaDe = (instante: string) => hojeNoFuso(farm?.timezone, new Date(instante));
  const foraIds = fora.map((a) => a.id);

  const mudancas = new Map<string, MudancaDeSituacao[]>();
  const antes = sql<string | null>`json_extract(${auditLog.before}, '$.situacao')`;
  const depois = sql<string | null>`json_extract(${auditLog.after}, '$.situacao')`;
  // the changes of situação only, found by (entity, entity_id): the ids are this farm's animals (an id is never
  // another farm's), and the farm's whole audit log (every milking) is not read to find them
  const auditoria = await emLotes(foraIds, (slice) =>
    db
      .select({ animalId: auditLog.entityId, at: auditLog.at, antes, depois })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'animals'), inArray(auditLog.entityId, slice), sql`${antes} <> ${depois}`))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
  );
  for (const r of auditoria) {
    const lista = mudancas.get(r.animalId) ?? [];
    lista.push({ dia: diaDe(r.at), antes: r.antes, depois: r.depois });
    mudancas.set(r.animalId, lista);
  }

  // the last recorded fact of each (the domain uses it only when no audited change dates the exit)
  const ultimoFato = new Map<string, string>();
  const fatos = await emLotes(foraIds, async (slice) => [
    ...(await db
      .select({ animalId: ordenhas.animalId, data: max(ordenhas.data) })
      .from(ordenhas)
      .where(inArray(ordenhas.animalId, slice))
      .groupBy(ordenhas.animalId)),
    ...(await db
      .select({ animalId: eventosReprodutivos.animalId, data: max(eventosReprodutivos.data) })
      .from(eventosReprodutivos)
      .where(inArray(eventosReprodutivos.animalId, slice))
      .groupBy(eventosReprodutivos.animalId)),
  ]);
  for (const f of fatos) {
    const atual = ultimoFato.get(f.animalId);
    if (f.data && (!atual || f.data > atual)) ultimoFato.set(f.animalId, f.data);
  }

  for (const a of fora) {
    const saida = saidaDoAnimal(
      a.situacao as Situacao,
      mudancas.get(a.id) ?? [],
      ultimoFato.get(a.id) ?? null,
      diaDe(a.createdAt),
    );
    if (saida) saidas.set(a.id, saida);
  }
  return saidas;
}

/**
 * Every female of the farm with her events and, if she left the herd, her exit: what the herd's figures on any day
 * are computed from (one read each, whatever the day asked).
 */
export async function femeasComHistorico(db: Conn, farmId: string) {
  const a = animaisDoRebanho;
  const [femeas, eventos, saidas] = await Promise.all([
    celulas(
      db,
      sql`select ${a.id}, ${a.identificacao}, ${a.nome}, ${a.raca}, ${a.dataNascimento} from ${a}
      where ${a.farmId} = ${farmId} and ${a.sexo} = 'F'`,
    ),
    eventosPorAnimal(db, farmId),
    saidasDoRebanho(db, farmId),
  ]);
  return femeas.map((r) => {
    const id = r[0] as string;
    return {
      id,
      identificacao: r[1] as string,
      nome: r[2] as string,
      raca: r[3] as string,
      dataNascimento: r[4] as string | null,
      eventos: eventos.get(id) ?? [],
      saida: saidas.get(id) ?? null,
    };
  });
}

/**
 * The farm's females with their computed status on `dia`. Those that had left by then carry `status.saida` and
 * are in no count (not in milk, nothing due); those that left later are counted as they were on that day.
 */
export async function rebanhoComStatus(db: Conn, farmId: string, dia: string) {
  const femeas = await femeasComHistorico(db, farmId);
  return femeas.map((v) => ({ ...v, status: statusDoAnimal(v.eventos, dia, v.raca, v.saida) }));
}

/** Lactating cows are computed from calvings, dry-offs and exits, never typed. */
export async function vacasLactantes(db: Conn, farmId: string, dia: string) {
  const todas = await rebanhoComStatus(db, farmId, dia);
  return todas.filter((v) => v.status.lactando).sort((a, b) => compararTexto(a.identificacao, b.identificacao));
}

/**
 * How many cows are in milk on `dia` (the chart's 'litros por vaca em lactação'): `lactacoesDoAnimal`, the one rule,
 * over each female's calvings and dry-offs from her last calving up to `dia` on (in the herd's order: date, then
 * creation) — the events before that calving close only earlier lactations, so whether the last one is open on `dia`
 * is the same — with her exit. One JSON document per female: the herd's whole history as rows (300 cows, five years)
 * was most of the farm's 30-day chart (issue 40, the Pi goal).
 */
export async function quantasLactantes(db: Conn, farmId: string, dia: string) {
  const [femeas, saidas] = await Promise.all([
    celulas(
      db,
      sql`select a.id, (
            select json_group_array(json_array(e.data, e.evento) order by e.data, e.created_at)
            from reproduction_events e
            where e.animal_id = a.id and e.evento in ('Parto', 'Secagem') and e.data <= ${dia}
            and (e.data, e.created_at) >= (
              select p.data, p.created_at from reproduction_events p
              where p.animal_id = a.id and p.evento = 'Parto' and p.data <= ${dia}
              order by p.data desc, p.created_at desc limit 1))
          from animals a where a.farm_id = ${farmId} and a.sexo = 'F'`,
    ),
    saidasDoRebanho(db, farmId),
  ]);
  let n = 0;
  for (const [id, json] of femeas) {
    const eventos = (JSON.parse(json as string) as [string, Evento][]).map(([data, evento]) => ({
      data,
      evento,
      resultado: null,
    }));
    if (lactacoesDoAnimal(eventos, dia, saidas.get(id as string) ?? null).at(-1)?.fim === null) n++;
  }
  return n;
}

export async function proximosEventosDaFazenda(db: Conn, farmId: string, hoje: string, dias = 30) {
  const [femeas, p] = await Promise.all([femeasComHistorico(db, farmId), parametrosDaFazenda(db, farmId)]);
  return proximosEventos(femeas, hoje, dias, p.diasSecagem);
}

/** The farm's reproductive thresholds (its settings, edited with the farm). */
export async function parametrosDaFazenda(db: Conn, farmId: string): Promise<ParametrosReprodutivos> {
  const f = await db
    .select({
      pveDias: fazendas.pveDias,
      diasSecagem: fazendas.diasSecagem,
      idadePrimeiraCoberturaMeses: fazendas.idadePrimeiraCoberturaMeses,
    })
    .from(fazendas)
    .where(eq(fazendas.id, farmId))
    .get();
  if (!f) throw new Error(`Fazenda ${farmId} não encontrada.`);
  return f;
}

/**
 * Each female's state on `hoje` (the domain's estadoDoAnimal on her events, with the farm's thresholds), the herd's
 * reproductive summary and the week's lists: one read of the herd for Rebanho's columns, the lists screen, their files,
 * the CLI and the reports.
 */
export async function estadoDoRebanho(db: Conn, farmId: string, hoje: string) {
  const [femeas, parametros, emCarenciaHoje] = await Promise.all([
    femeasComHistorico(db, farmId),
    parametrosDaFazenda(db, farmId),
    emCarencia(db, farmId, hoje),
  ]);
  const comEstado = femeas.map((f) => ({ ...f, estado: estadoDoAnimal(f, hoje, parametros) }));
  const listas = listasDeAcao(comEstado, hoje, parametros);
  const listasDe = new Map<string, ListaDeAcao[]>();
  for (const l of LISTAS)
    for (const item of listas[l]) listasDe.set(item.animalId, [...(listasDe.get(item.animalId) ?? []), l]);
  return {
    hoje,
    parametros,
    resumo: resumoReprodutivo(comEstado, parametros),
    animais: comEstado.map((f) => ({ animalId: f.id, estado: f.estado, listas: listasDe.get(f.id) ?? [] })),
    // each animal's withdrawal on the day (Sanidade, services/sanidade/estado.ts decides): Rebanho's column
    carencias: emCarenciaHoje.map((a) => ({ animalId: a.animalId, texto: textoDaCarencia(a) ?? '' })),
    emCarenciaHoje,
    listas,
  };
}

/** The week's action lists (all, or the one asked), titled as every output prints them. */
export async function listasDaFazenda(db: Conn, farmId: string, hoje: string, lista?: ListaDeAcao) {
  const { parametros, listas, carencias, emCarenciaHoje } = await estadoDoRebanho(db, farmId, hoje);
  const carenciaDe = new Map(carencias.map((c) => [c.animalId, c.texto]));
  return {
    hoje,
    parametros,
    listas: (lista ? [lista] : LISTAS).map((l) => ({
      lista: l,
      ...LISTAS_DE_ACAO[l],
      itens: listas[l].map((i) => ({ ...i, carencia: carenciaDe.get(i.animalId) ?? null })),
    })),
    sanitarias: await listasSanitarias(db, farmId, hoje, emCarenciaHoje),
  };
}

/**
 * The health lists beside the herd's (issue 39 item 6), of the animals in the herd today: 'Em carência hoje' (and when
 * each ends: the later of the milk's last discarded milking and the meat's last day), 'Vacinações a fazer' (PNCEBT,
 * pncebt.ts) and 'Mastite crônica' (above 200 000 cells/mL in the last two tests, ccs.ts) — each read by
 * services/sanidade/estado.ts, the one place that computes them.
 */
async function listasSanitarias(
  db: Conn,
  farmId: string,
  hoje: string,
  emCarenciaHoje: Awaited<ReturnType<typeof emCarencia>>,
) {
  const [ativos, vacinas, ccs] = await Promise.all([
    celulas(
      db,
      sql`select ${animaisDoRebanho.id}, ${animaisDoRebanho.identificacao}, ${animaisDoRebanho.nome} from ${animaisDoRebanho}
      where ${animaisDoRebanho.farmId} = ${farmId} and ${animaisDoRebanho.situacao} = 'ativo'`,
    ),
    vacinacoesAFazer(db, farmId, hoje),
    ccsDoRebanho(db, farmId),
  ]);
  const animal = new Map(ativos.map((r) => [r[0] as string, { identificacao: r[1] as string, nome: r[2] as string }]));
  const porBrinco = (a: { identificacao: string }, b: { identificacao: string }) =>
    compararTexto(a.identificacao, b.identificacao);
  /** The active cows whose last test day meets `criterio` (ccs.ts: above 200 000, chronic), by identification. */
  const vacasPelaCcs = (criterio: (v: (typeof ccs.vacas)[number]) => boolean) =>
    ccs.vacas
      .flatMap((v) => {
        const a = criterio(v) ? animal.get(v.animalId) : undefined;
        return a ? [{ animalId: v.animalId, ...a, data: v.ultima.data, ccs: v.ultima.ccs }] : [];
      })
      .sort(porBrinco);
  return {
    carencia: emCarenciaHoje
      .filter((a) => animal.has(a.animalId))
      .map((a) => ({
        animalId: a.animalId,
        identificacao: a.identificacao,
        nome: a.nome,
        texto: textoDaCarencia(a) ?? '',
        ate:
          [a.leite?.ate.data, a.carne?.ate]
            .filter((d): d is string => !!d)
            .sort()
            .at(-1) ?? hoje,
      })),
    vacinacoes: vacinas.map((v) => ({
      animalId: v.animalId,
      identificacao: v.identificacao,
      nome: animal.get(v.animalId)?.nome ?? '',
      vacina: v.vacina,
      de: v.de,
      ate: v.ate,
      atrasada: v.atrasada,
    })),
    ccsAcima: vacasPelaCcs((v) => v.acima),
    mastiteCronica: vacasPelaCcs((v) => v.cronica),
  };
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
