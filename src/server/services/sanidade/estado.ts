/**
 * Each animal's withdrawal state and the farm's milk produced / discarded / delivered, read from the health events and
 * the calvings (src/domain/sanidade/carencia.ts decides). Nothing is stored: a milking is discarded when a window of
 * its cow covers it, so every path into milk_records or health_events (form, batch, CSV, offline replay, a treatment
 * recorded after the milkings it covers) gives the same figures, and the triggers' tables (milk_dias, milk_semanas)
 * keep meaning the milk produced.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { categoriaDeVaca } from '../../../domain/apontamentos/plausivel.ts';
import type { Ordenha } from '../../../domain/apontamentos/schemas.ts';
import {
  cobre,
  type Dose,
  type EstadoCarne,
  type EstadoLeite,
  estadoDaCarne,
  estadoDoLeite,
  type Janela,
  type JanelaCarne,
  janelaDaCarne,
  janelasDoLeite,
  type LeiteDoDia,
  leitePorDia,
  leitePorMes,
  type Momento,
  type ParametrosSanitarios,
  porAnimal,
  vendaParaAbateRecusada,
} from '../../../domain/sanidade/carencia.ts';
import { escoreLinear, parcelaAcimaPorTeste, situacaoDasVacas } from '../../../domain/sanidade/ccs.ts';
import { custoDosUsos } from '../../../domain/sanidade/custos.ts';
import { type VacinaAFazer, vacinaBruceloseAFazer } from '../../../domain/sanidade/pncebt.ts';
import { DIAS_DE_TRATAMENTO_MAX, type UnidadeCarencia, VACINAS_BRUCELOSE } from '../../../domain/sanidade/schemas.ts';
import { animaisDoRebanho, eventosReprodutivos, milkDias, ordenhas } from '../../db/schema/apontamentos.ts';
import { fazendas } from '../../db/schema/platform.ts';
import { controlesLeiteiros, eventosSanitarios, medicamentos } from '../../db/schema/sanidade.ts';
import type { Conn } from '../kernel.ts';

/** The farm's milkings a day and colostral days (farms.ordenhas_por_dia, farms.dias_colostro). */
export async function parametrosSanitarios(db: Conn, farmId: string): Promise<ParametrosSanitarios> {
  const f = await db
    .select({ ordenhasPorDia: fazendas.ordenhasPorDia, diasColostro: fazendas.diasColostro })
    .from(fazendas)
    .where(eq(fazendas.id, farmId))
    .get();
  const n = f?.ordenhasPorDia;
  return { ordenhasPorDia: n === 1 || n === 3 ? n : 2, diasColostro: f?.diasColostro ?? null };
}

/**
 * The first day a dose course may start and still have a window (milk or meat) reaching `dia`: its window ends at
 * most `dias - 1 + W` days after its start, W the label's withdrawal in days (a label in milkings ends sooner: k
 * milkings are at most k days), and `dias` is at most DIAS_DE_TRATAMENTO_MAX. W is the largest of the farm's
 * medicines (read through health_medicines' farm index), so the doses are read on health_events (farm_id, data)
 * from that day on, not the farm's whole history. null: no medicine has a withdrawal, so no dose has a window.
 */
async function inicioQueAlcanca(db: Conn, farmId: string, dia: string): Promise<string | null> {
  const m = await db
    .select({
      leite: sql<number | null>`max(coalesce(${medicamentos.carenciaLeite}, 0))`,
      carne: sql<number | null>`max(coalesce(${medicamentos.carenciaCarneDias}, 0))`,
    })
    .from(medicamentos)
    .where(eq(medicamentos.farmId, farmId))
    .get();
  const w = Math.max(Number(m?.leite ?? 0), Number(m?.carne ?? 0));
  if (!(w > 0)) return null;
  return somarDias(dia, -(DIAS_DE_TRATAMENTO_MAX - 1 + w));
}

/**
 * The dose courses of the farm (of `animalIds` when given): the events with a medicine and a number of days. With
 * `alcance` (a day), only those whose window may reach that day or later: a course whose every window ended before
 * it changes no answer on or after it (carencia.ts: a run covering a day keeps its end; em-carencia.property.test).
 */
export async function dosesDaFazenda(
  db: Conn,
  farmId: string,
  animalIds?: readonly string[],
  alcance?: string,
): Promise<Dose[]> {
  const desde = alcance ? await inicioQueAlcanca(db, farmId, alcance) : undefined;
  if (desde === null) return [];
  const rows = await db
    .select({
      animalId: eventosSanitarios.animalId,
      inicio: eventosSanitarios.data,
      dias: eventosSanitarios.dias,
      medicamento: medicamentos.nome,
      carenciaLeite: medicamentos.carenciaLeite,
      carenciaLeiteUnidade: medicamentos.carenciaLeiteUnidade,
      carenciaCarneDias: medicamentos.carenciaCarneDias,
    })
    .from(eventosSanitarios)
    .innerJoin(medicamentos, eq(medicamentos.id, eventosSanitarios.medicamentoId))
    .where(
      and(
        eq(eventosSanitarios.farmId, farmId),
        isNotNull(eventosSanitarios.dias),
        animalIds ? inArray(eventosSanitarios.animalId, [...animalIds]) : undefined,
        // the index's range, then each course's own reach: start + dias - 1 + its medicine's longest withdrawal
        desde ? gte(eventosSanitarios.data, desde) : undefined,
        alcance
          ? sql`date(${eventosSanitarios.data}, '+' || (${eventosSanitarios.dias} - 1 + max(coalesce(${medicamentos.carenciaLeite}, 0), coalesce(${medicamentos.carenciaCarneDias}, 0))) || ' days') >= ${alcance}`
          : undefined,
      ),
    );
  return rows.map((r) => ({
    ...r,
    dias: r.dias ?? 1,
    carenciaLeiteUnidade: r.carenciaLeiteUnidade as UnidadeCarencia,
  }));
}

/** Every milk window (treatments and colostrum) and meat window of the farm, by animal. */
export async function janelasDaFazenda(
  db: Conn,
  farmId: string,
  animalIds?: readonly string[],
  /** Only the windows that may reach this day or later (the state on that day, a milking of it): see dosesDaFazenda. */
  alcance?: string,
): Promise<{ parametros: ParametrosSanitarios; leite: Map<string, Janela[]>; carne: Map<string, JanelaCarne[]> }> {
  const parametros = await parametrosSanitarios(db, farmId);
  const doses = await dosesDaFazenda(db, farmId, animalIds, alcance);
  const partos = parametros.diasColostro
    ? await db
        .select({ animalId: eventosReprodutivos.animalId, data: eventosReprodutivos.data })
        .from(eventosReprodutivos)
        .where(
          and(
            eq(eventosReprodutivos.farmId, farmId),
            eq(eventosReprodutivos.evento, 'Parto'),
            animalIds ? inArray(eventosReprodutivos.animalId, [...animalIds]) : undefined,
            // the colostrum of a calving ends `diasColostro - 1` days after it
            alcance ? gte(eventosReprodutivos.data, somarDias(alcance, -(parametros.diasColostro - 1))) : undefined,
          ),
        )
    : [];
  const carne: JanelaCarne[] = [];
  for (const d of doses) {
    const j = janelaDaCarne(d);
    if (j) carne.push(j);
  }
  return { parametros, leite: porAnimal(janelasDoLeite(doses, partos, parametros)), carne: porAnimal(carne) };
}

/** An animal's withdrawal state on a day: milk (or colostrum) until which milking, meat until which day. */
export interface EstadoSanitario {
  leite: EstadoLeite | null;
  carne: EstadoCarne | null;
}

/** One animal's state on `dia` (the ficha, a single milking form's mark before typing). */
export async function estadoSanitarioDoAnimal(
  db: Conn,
  farmId: string,
  animalId: string,
  dia: string,
): Promise<EstadoSanitario> {
  const j = await janelasDaFazenda(db, farmId, [animalId], dia);
  return {
    leite: estadoDoLeite(j.leite.get(animalId), dia, j.parametros.ordenhasPorDia),
    carne: estadoDaCarne(j.carne.get(animalId), dia),
  };
}

/**
 * The herd in withdrawal on `dia` ('em carência hoje' and until when): each animal of the farm with a milk or meat
 * state, by ear tag. The herd's columns, the ficha, the files and `leiteira rebanho` read this.
 */
export async function emCarencia(
  db: Conn,
  farmId: string,
  dia: string,
): Promise<({ animalId: string; identificacao: string; nome: string } & EstadoSanitario)[]> {
  // only the doses and calvings whose window can reach `dia` (the farm's history would be read whole otherwise)
  const j = await janelasDaFazenda(db, farmId, undefined, dia);
  const ids = new Set([...j.leite.keys(), ...j.carne.keys()]);
  if (!ids.size) return [];
  const animais = await db
    .select({ id: animaisDoRebanho.id, identificacao: animaisDoRebanho.identificacao, nome: animaisDoRebanho.nome })
    .from(animaisDoRebanho)
    .where(and(eq(animaisDoRebanho.farmId, farmId), inArray(animaisDoRebanho.id, [...ids])))
    .orderBy(asc(animaisDoRebanho.identificacao));
  const out: ({ animalId: string; identificacao: string; nome: string } & EstadoSanitario)[] = [];
  for (const a of animais) {
    const leite = estadoDoLeite(j.leite.get(a.id), dia, j.parametros.ordenhasPorDia);
    const carne = estadoDaCarne(j.carne.get(a.id), dia);
    if (leite || carne) out.push({ animalId: a.id, identificacao: a.identificacao, nome: a.nome, leite, carne });
  }
  return out;
}

/**
 * The parlour's marks for one milking (the batch screen, before anything is typed): each cow whose milk of
 * `data`/`ordenha` is discarded, with her state ('Carência até 03/12 — leite descartado').
 */
export async function descartesDaOrdenha(
  db: Conn,
  farmId: string,
  data: string,
  ordenha: Ordenha,
): Promise<Map<string, EstadoLeite>> {
  const j = await janelasDaFazenda(db, farmId, undefined, data);
  const m: Momento = { data, ordenha };
  const out = new Map<string, EstadoLeite>();
  for (const [animalId, janelas] of j.leite) {
    if (!janelas.some((x) => cobre(x, m))) continue;
    const e = estadoDoLeite(janelas, data, j.parametros.ordenhasPorDia);
    if (e) out.set(animalId, e);
  }
  return out;
}

/**
 * The farm's milk of [de, ate] per day and month: produced (milk_dias, every milking), discarded (the milkings a window
 * covers) and delivered to the tank (produced − discarded). Days with no milking are not listed ('sem dados', never 0).
 */
export async function leiteDaFazenda(
  db: Conn,
  farmId: string,
  de: string,
  ate: string,
): Promise<{ dias: LeiteDoDia[]; meses: ReturnType<typeof leitePorMes> }> {
  const produzido = await db
    .select({ data: milkDias.data, litros: milkDias.litros })
    .from(milkDias)
    .where(and(eq(milkDias.farmId, farmId), gte(milkDias.data, de), lte(milkDias.data, ate)));
  const j = await janelasDaFazenda(db, farmId);
  // only the cows with a window touching the period can have a discarded milking in it
  const vacas = [...j.leite].filter(([, js]) => js.some((x) => x.de.data <= ate && x.ate.data >= de)).map(([id]) => id);
  const candidatas = [];
  for (let i = 0; i < vacas.length; i += 500) {
    candidatas.push(
      ...(await db
        .select({
          animalId: ordenhas.animalId,
          data: ordenhas.data,
          ordenha: ordenhas.ordenha,
          producao: ordenhas.producao,
        })
        .from(ordenhas)
        .where(
          and(
            eq(ordenhas.farmId, farmId),
            inArray(ordenhas.animalId, vacas.slice(i, i + 500)),
            gte(ordenhas.data, de),
            lte(ordenhas.data, ate),
          ),
        )),
    );
  }
  const dias = leitePorDia(
    candidatas.map((o) => ({ ...o, ordenha: o.ordenha as Ordenha })),
    [...j.leite.values()].flat(),
    new Map(produzido.map((p) => [p.data, p.litros])),
  );
  return { dias, meses: leitePorMes(dias) };
}

/** The register's exits that may be a sale for slaughter (the register has no destination: both are held). */
export const SAIDAS_PARA_ABATE: ReadonlySet<string> = new Set(['vendido', 'descartado']);

/**
 * The refusal of an animal's exit for slaughter (situação vendido or descartado: the register cannot tell a sale
 * for slaughter from one to another farm, so both are held) on `dia` inside its meat withdrawal, or null.
 */
export async function recusaDeSaidaParaAbate(db: Conn, farmId: string, animalId: string, dia: string) {
  const j = await janelasDaFazenda(db, farmId, [animalId]);
  return vendaParaAbateRecusada(j.carne.get(animalId), dia);
}

/** 'Vacinações a fazer' on `dia`: the PNCEBT's brucellosis vaccination of the farm's active females. */
export async function vacinacoesAFazer(
  db: Conn,
  farmId: string,
  dia: string,
): Promise<(VacinaAFazer & { identificacao: string })[]> {
  const femeas = await db
    .select({
      id: animaisDoRebanho.id,
      identificacao: animaisDoRebanho.identificacao,
      sexo: animaisDoRebanho.sexo,
      dataNascimento: animaisDoRebanho.dataNascimento,
      categoria: animaisDoRebanho.categoria,
    })
    .from(animaisDoRebanho)
    .where(
      and(eq(animaisDoRebanho.farmId, farmId), eq(animaisDoRebanho.situacao, 'ativo'), eq(animaisDoRebanho.sexo, 'F')),
    )
    .orderBy(asc(animaisDoRebanho.identificacao));
  const vacinadas = new Set(
    (
      await db
        .select({ animalId: eventosSanitarios.animalId })
        .from(eventosSanitarios)
        .where(and(eq(eventosSanitarios.farmId, farmId), inArray(eventosSanitarios.vacina, [...VACINAS_BRUCELOSE])))
    ).map((r) => r.animalId),
  );
  const out: (VacinaAFazer & { identificacao: string })[] = [];
  for (const f of femeas) {
    const v = vacinaBruceloseAFazer(
      {
        animalId: f.id,
        sexo: f.sexo,
        dataNascimento: f.dataNascimento,
        vacinada: vacinadas.has(f.id),
        vaca: categoriaDeVaca(f.categoria),
      },
      dia,
    );
    if (v) out.push({ ...v, identificacao: f.identificacao });
  }
  return out;
}

/** The herd's CCS picture from the lab's test days: each cow's last count (above, chronic) and the share per test. */
export async function ccsDoRebanho(db: Conn, farmId: string) {
  const testes = await db
    .select({ animalId: controlesLeiteiros.animalId, data: controlesLeiteiros.data, ccs: controlesLeiteiros.ccs })
    .from(controlesLeiteiros)
    .where(eq(controlesLeiteiros.farmId, farmId));
  return { vacas: situacaoDasVacas(testes), porTeste: parcelaAcimaPorTeste(testes) };
}

/**
 * An animal's health history for her ficha, newest first: her health events (with the medicine's name) and her
 * test-day results (with the linear score).
 */
export async function historicoSanitario(db: Conn, farmId: string, animalId: string) {
  const eventos = await db
    .select({ evento: eventosSanitarios, medicamento: medicamentos.nome })
    .from(eventosSanitarios)
    .leftJoin(medicamentos, eq(medicamentos.id, eventosSanitarios.medicamentoId))
    .where(and(eq(eventosSanitarios.farmId, farmId), eq(eventosSanitarios.animalId, animalId)))
    .orderBy(desc(eventosSanitarios.data), desc(eventosSanitarios.id));
  const controles = await db
    .select()
    .from(controlesLeiteiros)
    .where(and(eq(controlesLeiteiros.farmId, farmId), eq(controlesLeiteiros.animalId, animalId)))
    .orderBy(desc(controlesLeiteiros.data));
  return {
    eventos: eventos.map((r) => ({ ...r.evento, medicamento: r.medicamento })),
    controles: controles.map((c) => ({ ...c, escore: escoreLinear(c.ccs) })),
  };
}

/** The cost of the medicines used on the farm in [de, ate] (custos.ts): the assessment's 'sanidade' suggestion. */
export async function custoDosMedicamentos(db: Conn, farmId: string, de: string, ate: string) {
  const usos = await db
    .select({ dose: eventosSanitarios.dose, dias: eventosSanitarios.dias, custoCentavos: medicamentos.custoCentavos })
    .from(eventosSanitarios)
    .innerJoin(medicamentos, eq(medicamentos.id, eventosSanitarios.medicamentoId))
    .where(
      and(eq(eventosSanitarios.farmId, farmId), gte(eventosSanitarios.data, de), lte(eventosSanitarios.data, ate)),
    );
  return custoDosUsos(usos);
}
