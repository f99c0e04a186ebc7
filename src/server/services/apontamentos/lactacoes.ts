/**
 * The lactation table (docs/PRODUTO.md §Apontamentos): each lactation of the herd's females with its figures, the
 * herd's average curve by lactation number and the cows below the yield their lactation should give. The
 * lactations are `lactacoesDoAnimal`'s; the milk is read once, per cow and week, from the weekly sums the database
 * keeps (milk_semanas), each week one test day (the week's mean daily litres): a few thousand rows, not a year of
 * milkings.
 */
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { diasEntre, somarDias } from '../../../domain/apontamentos/dates.ts';
import {
  abaixoDoEsperado,
  curvasDoRebanho,
  DIAS_SEMANA,
  esperado305,
  type Medicao,
  percentualDoEsperado,
  resumirLactacao,
  type SemanaDeLactacao,
} from '../../../domain/apontamentos/lactacoes.ts';
import { lactacoesDoAnimal } from '../../../domain/apontamentos/reproducao.ts';
import type { LinhaLactacao } from '../../../domain/apontamentos/respostas-leite.ts';
import { compararTexto } from '../../../domain/format.ts';
import { milkSemanas, ordenhas } from '../../db/schema/apontamentos.ts';
import { type Conn, celulas } from './common.ts';
import { femeasComHistorico } from './status.ts';

/** The table's default window: the lactations that were running at some day of the last 12 months. */
export const DIAS_DA_TABELA = 365;

export interface Candidata {
  animalId: string;
  identificacao: string;
  nome: string;
  numero: number;
  parto: string;
  fim: string | null;
}

/** A date's calendar week: whole weeks since 1970-01-01, as milk_semanas numbers them. */
const semanaDe = (data: string) => Math.floor(diasEntre('1970-01-01', data) / DIAS_SEMANA);
const inicioDaSemana = (semana: number) => somarDias('1970-01-01', semana * DIAS_SEMANA);
/**
 * A yyyy-MM-dd date's day number since 1970-01-01 — `diasEntre('1970-01-01', data)`, read straight from the
 * string's digits, no substring or Date made (the table reads two per weekly row).
 */
function diaDoCalendario(data: string): number {
  // digits by char code, inline (a helper closure here is made, and named by the build, on every call)
  const ano = data.charCodeAt(0) * 1000 + data.charCodeAt(1) * 100 + data.charCodeAt(2) * 10 + data.charCodeAt(3);
  const mes = data.charCodeAt(5) * 10 + data.charCodeAt(6);
  const dia = data.charCodeAt(8) * 10 + data.charCodeAt(9);
  // '0' is 48: 48·1111 off the year, 48·11 off the month and the day
  return Date.UTC(ano - 53_328, mes - 528 - 1, dia - 528) / 86_400_000;
}

interface Semana {
  animalId: string;
  litros: number;
  dias: number;
  primeiro: string;
  ultimo: string;
}

/**
 * The driver's rows as they come, read by column name: `db.all` copies each into a new object key by key
 * (drizzle's normalizeRow), a fifth of the table's time and most of its garbage on these ~20k rows.
 */
async function linhas(db: Conn, consulta: SQL): Promise<Semana[]> {
  return (await db.values(consulta)) as unknown as Semana[];
}

/** The bare GROUP BY of [de, ate]'s milkings per cow and calendar week (first the daily sums, then the weeks). */
export async function somarOrdenhas(db: Conn, farmId: string, de: string, ate: string) {
  return linhas(
    db,
    sql`
    select animal_id as animalId, sum(litros) as litros, count(*) as dias, min(data) as primeiro, max(data) as ultimo
    from (
      select ${ordenhas.data} as data, ${ordenhas.animalId} as animal_id, sum(${ordenhas.producao}) as litros
      from ${ordenhas}
      where ${ordenhas.farmId} = ${farmId} and ${ordenhas.data} >= ${de} and ${ordenhas.data} <= ${ate}
      group by ${ordenhas.data}, ${ordenhas.animalId}
    )
    group by cast(unixepoch(data) / 86400 / ${DIAS_SEMANA} as integer), animal_id`,
  );
}

/** Only one cow's rows (`animalId`), or every cow's. */
const soDaVaca = (coluna: AnyColumn, animalId: string | undefined) =>
  animalId === undefined ? sql`` : sql`and ${coluna} = ${animalId}`;

/** The weekly sums of [de, ate]'s milkings per cow and calendar week (first the daily sums, then the weeks). */
const semanasDasOrdenhas = (farmId: string, de: string, ate: string, animalId?: string) => sql`
  select animal_id, cast(unixepoch(data) / 86400 / ${DIAS_SEMANA} as integer) as semana, sum(litros) as litros,
    count(*) as dias, min(data) as primeiro, max(data) as ultimo
  from (
    select ${ordenhas.data} as data, ${ordenhas.animalId} as animal_id, sum(${ordenhas.producao}) as litros
    from ${ordenhas}
    where ${ordenhas.farmId} = ${farmId} and ${ordenhas.data} >= ${de} and ${ordenhas.data} <= ${ate}
      ${soDaVaca(ordenhas.animalId, animalId)}
    group by ${ordenhas.data}, ${ordenhas.animalId}
  )
  group by semana, animal_id`;

/** Numbers of one week in `semanasPorVaca`'s lists: the week, litres, days milked, first and last milked day. */
const CAMPOS = 5;

/**
 * The farm's milk from `de` to `ate` per cow and calendar week (days counted from 1970-01-01): for each cow, her
 * weeks in calendar order as one flat list of numbers — week, litres, days milked, first and last milked day (day
 * numbers since 1970-01-01), CAMPOS numbers a week. The whole weeks come from milk_semanas, the sums the database
 * keeps by triggers on milk_records (migration milk_semanas); the two edge weeks, which the window cuts, are summed
 * from the milkings themselves — the same figures as one GROUP BY over [de, ate], without reading a year of
 * milkings. One row per cow, her weeks as JSON text: the driver builds ~300 rows instead of ~18k (its per-row and
 * per-cell cost was most of the read), the days come as numbers (no date parsed in JavaScript), and the litres are
 * printed with 17 significant digits ('%!.17g'), which give back the very double stored.
 */
export async function semanasPorVaca(db: Conn, farmId: string, de: string, ate: string, animalId?: string) {
  const primeira = semanaDe(de);
  const ultima = semanaDe(ate);
  const m = milkSemanas;
  const semanas =
    primeira === ultima
      ? semanasDasOrdenhas(farmId, de, ate, animalId)
      : sql`${semanasDasOrdenhas(farmId, de, somarDias(inicioDaSemana(primeira + 1), -1), animalId)}
        union all
        select ${m.animalId}, ${m.semana}, ${m.litros}, ${m.dias}, ${m.primeiro}, ${m.ultimo} from ${m}
        where ${m.farmId} = ${farmId} and ${m.semana} > ${primeira} and ${m.semana} < ${ultima}
          ${soDaVaca(m.animalId, animalId)}
        union all
        ${semanasDasOrdenhas(farmId, inicioDaSemana(ultima), ate, animalId)}`;
  const rows = await celulas(
    db,
    sql`select animal_id, group_concat(semana || ',' || printf('%!.17g', litros) || ',' || dias || ','
      || (unixepoch(primeiro) / 86400) || ',' || (unixepoch(ultimo) / 86400))
    from (${semanas}) group by animal_id`,
  );
  const out = new Map<string, number[]>();
  for (const r of rows) {
    const w = JSON.parse(`[${r[1]}]`) as number[];
    out.set(r[0] as string, emOrdem(w));
  }
  return out;
}

/** A cow's flat weeks in calendar order (group_concat promises no order; they nearly always come in it). */
function emOrdem(w: number[]): number[] {
  let ordenada = true;
  for (let i = CAMPOS; i < w.length && ordenada; i += CAMPOS) ordenada = w[i - CAMPOS] < w[i];
  if (ordenada) return w;
  const semanas = Array.from({ length: w.length / CAMPOS }, (_, i) => w.slice(i * CAMPOS, i * CAMPOS + CAMPOS));
  return semanas.sort((a, b) => a[0] - b[0]).flat();
}

/** `semanasPorVaca` as rows (the milkings' GROUP BY's shape, somarOrdenhas'), dates as yyyy-MM-dd. */
export async function semanasDasVacas(db: Conn, farmId: string, de: string, ate: string): Promise<Semana[]> {
  const out: Semana[] = [];
  const data = (dia: number) => somarDias('1970-01-01', dia);
  for (const [animalId, w] of await semanasPorVaca(db, farmId, de, ate))
    for (let i = 0; i < w.length; i += CAMPOS)
      out.push({ animalId, litros: w[i + 1], dias: w[i + 2], primeiro: data(w[i + 3]), ultimo: data(w[i + 4]) });
  return out;
}

export interface TabelaDeLactacoes {
  linhas: LinhaLactacao[];
  /** The herd's average curve by lactation number (weeks of lactation), for the ficha's chart. */
  curvas: Map<number, SemanaDeLactacao[]>;
  /**
   * One lactation's weekly test days (litres to the tenth), by cow and calving date; [] for a lactation not in the
   * table. Built when asked (the ficha asks for one; the herd view for none).
   */
  semanasDa(animalId: string, parto: string): SemanaDeLactacao[];
}

/**
 * The farm's lactations that ran at some day of [de, ate] (default: the last 12 months up to `hoje`), with their
 * figures as of `hoje`. `animalId` reads and keeps only that cow (the ficha's card: her rows are the herd table's,
 * the same weeks through the same function; the herd's curves and 'esperado' are then hers alone — not read there).
 */
export async function tabelaDeLactacoes(
  db: Conn,
  farmId: string,
  hoje: string,
  {
    de = somarDias(hoje, -DIAS_DA_TABELA),
    ate = hoje,
    animalId,
  }: { de?: string; ate?: string; animalId?: string } = {},
): Promise<TabelaDeLactacoes> {
  const femeas = await femeasComHistorico(db, farmId);
  const candidatas = lactacoesDaJanela(
    animalId === undefined ? femeas : femeas.filter((f) => f.id === animalId),
    hoje,
    de,
    ate,
  );
  // each cow's weeks go to the lactation their first day is in (a dry cow gives no milk: a week never spans two).
  // One pass over the ~20k weekly rows with day numbers (no date parsed twice, no Date per row) and each cow's
  // lactations by index: the same sums in the same order as a search per row.
  const partoDia = candidatas.map((c) => diaDoCalendario(c.parto));
  const fimDia = candidatas.map((c) => (c.fim === null ? Number.POSITIVE_INFINITY : diaDoCalendario(c.fim)));
  // each lactation's litres and days by week of lactation (index: the week), as plain number arrays
  const litrosPor: (number[] | undefined)[] = new Array(candidatas.length);
  const diasPor: (number[] | undefined)[] = new Array(candidatas.length);
  // each week's first and last milked DEL
  const dePor: (number[] | undefined)[] = new Array(candidatas.length);
  const atePor: (number[] | undefined)[] = new Array(candidatas.length);
  const daVaca = new Map<string, number[]>();
  for (let k = 0; k < candidatas.length; k++) {
    const lista = daVaca.get(candidatas[k].animalId);
    if (lista) lista.push(k);
    else daVaca.set(candidatas[k].animalId, [k]);
  }
  const desde = candidatas.reduce((m, c) => (c.parto < m ? c.parto : m), hoje);
  const porVaca = candidatas.length
    ? await semanasPorVaca(db, farmId, desde, hoje, animalId)
    : new Map<string, number[]>();
  for (const [animalId, dela] of daVaca) {
    const w = porVaca.get(animalId);
    if (!w) continue;
    for (let j = 0; j < w.length; j += CAMPOS) {
      const primeiro = w[j + 3];
      let k = -1;
      for (const i of dela)
        if (partoDia[i] <= primeiro && primeiro < fimDia[i]) {
          k = i;
          break;
        }
      if (k < 0) continue;
      const delPrimeiro = primeiro - partoDia[k];
      const delUltimo = w[j + 4] - partoDia[k];
      const meio = (delPrimeiro + delUltimo) / 2;
      // two calendar weeks whose middles fall in one week of lactation (a partial first week) make one test day
      let litros = litrosPor[k];
      let dias = diasPor[k];
      let des = dePor[k];
      let ates = atePor[k];
      if (!litros || !dias || !des || !ates) {
        litros = [];
        dias = [];
        des = [];
        ates = [];
        litrosPor[k] = litros;
        diasPor[k] = dias;
        dePor[k] = des;
        atePor[k] = ates;
      }
      const semana = Math.floor(meio / DIAS_SEMANA);
      // grown week by week (no holes: a holey array is slower to read); a week not milked stays 0 days
      while (dias.length <= semana) {
        litros.push(0);
        dias.push(0);
        des.push(0);
        ates.push(0);
      }
      if (dias[semana]) {
        litros[semana] += w[j + 1];
        dias[semana] += w[j + 2];
        des[semana] = Math.min(des[semana], delPrimeiro);
        ates[semana] = Math.max(ates[semana], delUltimo);
      } else {
        litros[semana] = w[j + 1];
        dias[semana] = w[j + 2];
        des[semana] = delPrimeiro;
        ates[semana] = delUltimo;
      }
    }
  }
  const semanas = new Map<number, SemanaRegistrada[]>();
  for (let k = 0; k < candidatas.length; k++) {
    const litros = litrosPor[k];
    const dias = diasPor[k];
    const des = dePor[k];
    const ates = atePor[k];
    if (!litros || !dias || !des || !ates) continue;
    const dela: SemanaRegistrada[] = [];
    for (let semana = 0; semana < dias.length; semana++)
      if (dias[semana])
        dela.push({ semana, litros: litros[semana], dias: dias[semana], de: des[semana], ate: ates[semana] });
    semanas.set(k, dela);
  }
  return montarTabela(candidatas, semanas, hoje);
}

/** The herd view: the lactations of the last 12 months, in milk first, by ear tag. */
export async function lactacoesDoRebanho(db: Conn, farmId: string, hoje: string) {
  const { linhas } = await tabelaDeLactacoes(db, farmId, hoje);
  return linhas.sort(
    (a, b) =>
      Number(a.fim !== null) - Number(b.fim !== null) ||
      // the one collator (localeCompare with a locale builds one per call: 0.1–0.8 s for this table's 600 rows)
      compararTexto(a.identificacao, b.identificacao) ||
      a.numero - b.numero,
  );
}

/**
 * The ficha's 'Lactação atual': her lactation in progress today as the table gives it (the same weeks, the same
 * `resumirLactacao`), or null when she is not in milk.
 */
export async function lactacaoAtualDaVaca(db: Conn, farmId: string, animalId: string, hoje: string) {
  const { linhas } = await tabelaDeLactacoes(db, farmId, hoje, { animalId });
  const atual = linhas.find((l) => l.fim === null);
  return atual ? { parto: atual.parto, total: atual.total, registrado: atual.registrado } : null;
}

/**
 * One cow's lactations (of the last 12 months) and her latest lactation's weekly curve against the herd's average
 * curve for the same lactation number.
 */
export async function lactacoesDaVaca(db: Conn, farmId: string, animalId: string, hoje: string) {
  const t = await tabelaDeLactacoes(db, farmId, hoje);
  const dela = t.linhas.filter((l) => l.animalId === animalId).sort((a, b) => a.numero - b.numero);
  const ultima = dela.at(-1);
  return {
    lactacoes: dela,
    curva: ultima
      ? {
          numero: ultima.numero,
          parto: ultima.parto,
          vaca: t.semanasDa(animalId, ultima.parto),
          rebanho: t.curvas.get(ultima.numero) ?? [],
        }
      : null,
  };
}

/** The herd's lactations that ran at some day of [de, ate], numbered per cow, as of `hoje`. */
export function lactacoesDaJanela(
  femeas: Awaited<ReturnType<typeof femeasComHistorico>>,
  hoje: string,
  de: string,
  ate: string,
): Candidata[] {
  const candidatas: Candidata[] = [];
  for (const f of femeas) {
    lactacoesDoAnimal(f.eventos, hoje, f.saida).forEach((l, i) => {
      if (l.parto <= ate && (l.fim === null || l.fim > de))
        candidatas.push({
          animalId: f.id,
          identificacao: f.identificacao,
          nome: f.nome,
          numero: i + 1,
          parto: l.parto,
          fim: l.fim,
        });
    });
  }
  return candidatas;
}

/** One week of a lactation as recorded: its litres, days milked and first and last milked DEL (a `Medicao`). */
export interface SemanaRegistrada extends Medicao {
  semana: number;
}

/** The week's test day for the herd's curve and the chart: its mean daily litres. */
const mediaDaSemana = (w: SemanaRegistrada): SemanaDeLactacao => ({ semana: w.semana, litros: w.litros / w.dias });

/**
 * The table from each lactation's recorded weeks (`semanas`, by the lactation's index in `candidatas`): the herd's
 * curves by lactation number, then each lactation's figures (`resumirLactacao`, the one lactation function) against
 * them.
 */
export function montarTabela(
  candidatas: readonly Candidata[],
  semanas: Map<number, SemanaRegistrada[]>,
  hoje: string,
): TabelaDeLactacoes {
  const medias = new Map([...semanas].map(([k, ws]) => [k, ws.map(mediaDaSemana)]));
  const curvas = curvasDoRebanho(candidatas.map((c, k) => ({ numero: c.numero, semanas: medias.get(k) ?? [] })));
  const esperados = new Map([...curvas].map(([n, curva]) => [n, esperado305(curva)]));
  const linhas = candidatas.map((c, k): LinhaLactacao => {
    const fim = c.fim === null ? null : diasEntre(c.parto, c.fim);
    const r = resumirLactacao(semanas.get(k) ?? [], fim);
    const esperado = c.fim === null ? (esperados.get(c.numero) ?? null) : null;
    return {
      animalId: c.animalId,
      identificacao: c.identificacao,
      nome: c.nome,
      numero: c.numero,
      parto: c.parto,
      fim: c.fim,
      del: fim ?? diasEntre(c.parto, hoje),
      total: r.total,
      registrado: r.registrado,
      picoLitros: r.pico?.litros ?? null,
      picoDel: r.pico?.del ?? null,
      producao305: r.producao305,
      tipo305: r.tipo305,
      metodo305: r.metodo305,
      dias305: r.dias305,
      semProjecao: r.semProjecao,
      persistencia: r.persistencia,
      esperado305: esperado,
      percentualEsperado: percentualDoEsperado(r.producao305, esperado),
      abaixoDoEsperado: abaixoDoEsperado(r.producao305, esperado),
    };
  });
  return {
    linhas,
    curvas,
    semanasDa(animalId, parto) {
      const k = candidatas.findIndex((c) => c.animalId === animalId && c.parto === parto);
      return (medias.get(k) ?? [])
        .sort((a, b) => a.semana - b.semana)
        .map((w) => ({ ...w, litros: Math.round(w.litros * 10) / 10 }));
    },
  };
}
