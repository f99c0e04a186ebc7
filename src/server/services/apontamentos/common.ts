import { and, asc, eq, inArray, min, type SQL, sql } from 'drizzle-orm';
import {
  type Acao,
  comMudanca,
  type EventoDoCiclo,
  type FemeaDoCiclo,
  recusaDaMudanca,
} from '../../../domain/apontamentos/ciclo.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import {
  type AnimalDoFato,
  DATAS_PASSADAS,
  datasDepoisDeHoje,
  type Fato,
  fatoImpossivel,
} from '../../../domain/apontamentos/plausivel.ts';
import type { Ordenha } from '../../../domain/apontamentos/schemas.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { emPartes } from '../../db/em-partes.ts';
import { ROW_VALUES } from '../../db/file-client.ts';
import { animaisDoRebanho, eventosReprodutivos, ordenhas } from '../../db/schema/apontamentos.ts';
import { fazendas } from '../../db/schema/platform.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import type { Actor, Conn } from '../kernel.ts';

export type { Actor, Conn } from '../kernel.ts';

/**
 * A read's rows as plain arrays of cells, in its select's column order: no object per row and no drizzle mapping
 * (the query builder's per-row mapping was most of the time of the herd's reads of thousands of rows — events, weekly
 * sums). The file client's rows hand over their own array (ROW_VALUES); a server's rows are indexed already.
 */
export async function celulas(db: Conn, consulta: SQL): Promise<unknown[][]> {
  const rows = (await db.values(consulta)) as (unknown[] & { [ROW_VALUES]?: unknown[] })[];
  const out = new Array<unknown[]>(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = rows[i][ROW_VALUES] ?? rows[i];
  return out;
}

/** A fact to check: the animal it names, what it is and its date. */
export interface FatoDoAnimal {
  animalId: string;
  fato: Fato;
  data: string;
}

/**
 * The farm's animals among `ids` (all of them when omitted: the CSV import reads them once) as the rules of what an
 * animal can have read them: the register's sex, category and birth, and (`partos`) the date of each one's first
 * recorded Parto. Another farm's animal is not there.
 */
export async function animaisDoFato(
  db: Conn,
  farmId: string,
  ids?: readonly string[],
  { partos = false }: { partos?: boolean } = {},
): Promise<Map<string, AnimalDoFato>> {
  const a = animaisDoRebanho;
  const e = eventosReprodutivos;
  // One statement whatever the number of ids: they go as ONE JSON parameter (json_each), each animal found by its
  // primary key and its first Parto by the events' (animal_id, data) index. Built with 300 bound ids through the
  // query builder, the two reads of a 300-cow batch cost ~10 ms of CPU, mostly building and walking the parameters
  // (issue 40 item 2); now the statement's text is the same for any batch, so it is prepared once.
  const rows = await celulas(
    db,
    sql`select ${a.id}, ${a.sexo}, ${a.categoria}, ${a.dataNascimento}, ${
      partos
        ? sql`(select min(${e.data}) from ${e} where ${e.animalId} = ${a.id} and ${e.farmId} = ${a.farmId}
            and ${e.evento} = 'Parto')`
        : sql`null`
    } from ${a} where ${a.farmId} = ${farmId}${
      ids ? sql` and ${a.id} in (select value from json_each(${JSON.stringify(ids)}))` : sql``
    }`,
  );
  const out = new Map<string, AnimalDoFato>();
  for (const r of rows)
    out.set(r[0] as string, {
      sexo: r[1] as string,
      categoria: r[2] as string,
      dataNascimento: (r[3] as string | null) ?? null,
      primeiroParto: (r[4] as string | null) ?? null,
    });
  return out;
}

/**
 * Each fact names an animal of the farm (an unknown id, or another farm's, is refused so nothing of another farm can
 * be pointed at) that can have it on its date (plausivel.ts: a female, born by then, of a breeding category and age,
 * calved for a milking). The first refusal is answered 400 naming its field, as `campoDe(i, campo)` names the
 * field of the i-th fact: the field itself by default ('animalId', 'data'); a batch names the cow's row.
 */
export async function assertFatosPossiveis(
  db: Conn,
  farmId: string,
  fatos: readonly FatoDoAnimal[],
  campoDe: (i: number, campo: string) => string = (_i, campo) => campo,
) {
  const porId = await animaisDoFato(
    db,
    farmId,
    fatos.map((f) => f.animalId),
    { partos: fatos.some((f) => f.fato === 'Ordenha') },
  );
  for (const [i, f] of fatos.entries()) {
    const animal = porId.get(f.animalId);
    const recusa = animal
      ? fatoImpossivel(animal, f.fato, f.data)
      : { campo: 'animalId', mensagem: MSG_APONT.animalDesconhecido };
    if (recusa) {
      throw badRequest(recusa.mensagem, { [campoDe(i, recusa.campo)]: recusa.mensagem });
    }
  }
}

/** The date of each animal's first record (milking or reproduction event), for the animals that have one. */
export async function primeirosApontamentos(db: Conn, farmId: string, animalId?: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const t of [ordenhas, eventosReprodutivos]) {
    const rows = await db
      .select({ animalId: t.animalId, data: min(t.data) })
      .from(t)
      .where(and(eq(t.farmId, farmId), animalId ? eq(t.animalId, animalId) : undefined))
      .groupBy(t.animalId);
    for (const r of rows) {
      const antes = out.get(r.animalId);
      if (r.data && (!antes || r.data < antes)) out.set(r.animalId, r.data);
    }
  }
  return out;
}

/** The farm's civil today: the actor's when a request gave it, else from the farm's time zone. */
export async function hojeDe(db: Conn, actor: Actor): Promise<string> {
  if (actor.hoje) return actor.hoje;
  const farm = await db
    .select({ timezone: fazendas.timezone })
    .from(fazendas)
    .where(eq(fazendas.id, actor.farmId))
    .get();
  return hojeNoFuso(farm?.timezone ?? 'America/Sao_Paulo');
}

/** Refuses a fact dated after the farm's today (a milking in 2030, a birth in 2099), naming the field. */
export async function assertDatasPassadas(
  db: Conn,
  actor: Actor,
  entidade: keyof typeof DATAS_PASSADAS,
  valores: Record<string, unknown>,
) {
  const erros = datasDepoisDeHoje(valores, DATAS_PASSADAS[entidade], await hojeDe(db, actor));
  const [primeira] = Object.values(erros);
  if (primeira) throw badRequest(primeira, erros);
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
  chave: { data: string; ordenha: Ordenha },
  itens: readonly { id: string | null; animalId: string }[],
  campoDe?: (i: number) => string,
) {
  const porAnimal = new Map<string, OrdenhaGravada>();
  const m = ordenhas;
  const a = animaisDoRebanho;
  // the cows as ONE JSON parameter, each milking found through milk_records_ordenha_unica_idx: a statement prepared
  // once for any batch, not 300 bound ids walked by the query builder (issue 40 item 2)
  const rows = await celulas(
    db,
    sql`select ${m.id}, ${m.animalId}, ${a.identificacao}, ${m.data}, ${m.ordenha}, ${m.producao}, ${m.updatedAt}
      from ${m} inner join ${a} on ${a.id} = ${m.animalId}
      where ${m.farmId} = ${farmId} and ${m.data} = ${chave.data} and ${m.ordenha} = ${chave.ordenha}
        and ${m.animalId} in (select value from json_each(${JSON.stringify(itens.map((i) => i.animalId))}))`,
  );
  for (const r of rows)
    porAnimal.set(r[1] as string, {
      id: r[0] as string,
      animalId: r[1] as string,
      animal: r[2] as string,
      data: r[3] as string,
      ordenha: r[4] as string,
      producao: r[5] as number,
      updatedAt: r[6] as string,
    });
  for (const [i, item] of itens.entries()) {
    const gravada = porAnimal.get(item.animalId);
    if (!gravada || gravada.id === item.id) continue;
    const mensagem = MSG_APONT.ordenhaJaLancada(gravada);
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

/** Each female's reproductive history as the cycle rule reads it (ciclo.ts): her register and her events, oldest first. */
export async function historiasDoCiclo(
  db: Conn,
  farmId: string,
  ids?: readonly string[],
): Promise<Map<string, { femea: FemeaDoCiclo; eventos: EventoDoCiclo[] }>> {
  const out = new Map<string, { femea: FemeaDoCiclo; eventos: EventoDoCiclo[] }>();
  const unicos = ids ? [...new Set(ids)] : [];
  const partes = ids ? emPartes(unicos) : [null];
  for (const chunk of partes) {
    const animais = await db
      .select({ id: animaisDoRebanho.id, categoria: animaisDoRebanho.categoria, raca: animaisDoRebanho.raca })
      .from(animaisDoRebanho)
      .where(and(eq(animaisDoRebanho.farmId, farmId), chunk ? inArray(animaisDoRebanho.id, chunk) : undefined));
    for (const { id, ...femea } of animais) out.set(id, { femea, eventos: [] });
    const e = eventosReprodutivos;
    const eventos = await db
      .select({
        id: e.id,
        animalId: e.animalId,
        data: e.data,
        evento: e.evento,
        resultado: e.resultado,
        servico: e.servico,
        idadeGestacaoDias: e.idadeGestacaoDias,
      })
      .from(e)
      .where(and(eq(e.farmId, farmId), chunk ? inArray(e.animalId, chunk) : undefined))
      .orderBy(asc(e.data), asc(e.createdAt));
    for (const { animalId, ...ev } of eventos) out.get(animalId)?.eventos.push(ev as EventoDoCiclo);
  }
  return out;
}

/** A record as the cycle rule reads it, from a write's values. */
export function eventoDoCiclo(id: string, values: Record<string, unknown>): EventoDoCiclo {
  return {
    id,
    data: String(values.data),
    evento: values.evento as EventoDoCiclo['evento'],
    resultado: (values.resultado as EventoDoCiclo['resultado']) ?? null,
    servico: (values.servico as EventoDoCiclo['servico']) ?? null,
    idadeGestacaoDias: (values.idadeGestacaoDias as number | null | undefined) ?? null,
  };
}

/**
 * The reproductive cycle (ciclo.ts) after a write of one record: created or edited (`novo`, with the animal it names)
 * or deleted. A record moved to another animal leaves the first one's history too, which is checked without it. The
 * first new impossibility is answered 400 naming its field, the same message the CSV import gives.
 */
export async function assertCicloPossivel(
  db: Conn,
  farmId: string,
  mudanca: { id: string; acao: Acao; novo?: { animalId: string; evento: EventoDoCiclo } },
) {
  const [antigo] = await db
    .select({ animalId: eventosReprodutivos.animalId })
    .from(eventosReprodutivos)
    .where(and(eq(eventosReprodutivos.farmId, farmId), eq(eventosReprodutivos.id, mudanca.id)));
  const animais = [mudanca.novo?.animalId, antigo?.animalId].filter((a): a is string => !!a);
  const historias = await historiasDoCiclo(db, farmId, animais);
  for (const animalId of new Set(animais)) {
    const h = historias.get(animalId);
    if (!h) continue;
    const depois =
      mudanca.novo && mudanca.novo.animalId === animalId
        ? comMudanca(h.eventos, { novo: mudanca.novo.evento })
        : comMudanca(h.eventos, { excluido: mudanca.id });
    const recusa = recusaDaMudanca(h.eventos, depois, h.femea, mudanca.id, mudanca.acao);
    if (recusa) throw badRequest(recusa.mensagem, { [recusa.campo]: recusa.mensagem });
  }
}
