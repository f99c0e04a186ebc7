/**
 * Milk quality as the rules judge it (docs/PRODUTO.md §Apontamentos), not sample by sample:
 *
 * - IN 76/2018 (MAPA, DOU 30/11/2018), art. 7: raw refrigerated milk of an individual or communal tank must show
 *   QUARTERLY GEOMETRIC MEANS of at most 300 000 UFC/mL of Contagem Padrão em Placas (CPP, the farm's 'CBT') and
 *   500 000 cells/mL of CCS; its sole paragraph: the means take the analyses of three consecutive, uninterrupted
 *   months, with at least one sample a month from each tank. IN 58/2019 amended it: when a month has no result, each
 *   following month's result stands in for the mean until the quarterly mean can be computed again.
 * - IN 76/2018, art. 5: minimum fat 3,0 g/100 g and total protein 2,9 g/100 g.
 * - IN 77/2018 (MAPA), arts. 44–45 (wording of IN 59/2019): the dairy stops collecting from a producer after three
 *   consecutive quarterly geometric means of CPP over the limit — why the farm must know before a month closes.
 *
 * The article numbers were read from the DOU text of IN 76 as published and from secondary summaries of IN 58/59/77
 * (the search tool reached no official copy of IN 77); the limits are those of LIMITE_CCS_MIL / LIMITE_CBT.
 */
import { formatData, formatNumero, NOMES_MESES } from '../format.ts';
import { somarDias } from './dates.ts';
import { COR_LIMITE, COR_OK, COR_PRODUCAO, type DadosGrafico, LIMITE_CBT, LIMITE_CCS_MIL } from './producao.ts';

/** IN 76/2018 art. 5 minimums (g/100 g, the form's %). */
export const MINIMO_GORDURA = 3.0;
export const MINIMO_PROTEINA = 2.9;
/** Months a geometric mean covers (IN 76/2018 art. 7). */
export const MESES_DA_MEDIA = 3;
/** A rolling mean at or over this share of its limit, in a month still open, is heading past it. */
export const FRACAO_ATENCAO = 0.9;

export interface AnaliseDoLeite {
  data: string;
  ccs: number;
  cbt: number;
  gordura: number;
  proteina: number;
}

/**
 * The geometric mean (exp of the mean of the logs), how IN 76/2018 art. 7 reads CCS and CBT, whose counts run over
 * orders of magnitude. The one function for the rule: the Qualidade tab, the alert and the farms' desk use it. Missing
 * figures (null) are left out; null for none. A measured 0 among them makes it 0.
 */
export function mediaGeometrica(todos: readonly (number | null | undefined)[]): number | null {
  const valores = todos.filter((v): v is number => v != null);
  if (!valores.length) return null;
  if (valores.some((v) => v <= 0)) return 0;
  let s = 0;
  for (const v of valores) s += Math.log(v);
  return Math.exp(s / valores.length);
}

/** 'conforme' | 'acima' (over the limit) | 'insuficiente' (the mean rests on fewer months than the rule asks). */
export type SituacaoMedia = 'conforme' | 'acima' | 'insuficiente' | 'sem dados';

export interface MediaDoParametro {
  /** Geometric mean of the month's own analyses (null: no analysis that month — 'sem dados', never 0). */
  mes: number | null;
  /** Rolling geometric mean of the analyses of this month and the two before (null with none). */
  trimestral: number | null;
  /** How many of the three months have an analysis (the rule asks all three). */
  mesesComAnalise: number;
  situacao: SituacaoMedia;
  /** Change of the rolling mean from the month before, in % (null without both). */
  tendencia: number | null;
}

export interface MesDeQualidade {
  /** 'yyyy-MM'. */
  mes: string;
  analises: number;
  /** The month has not closed yet (today is in it): its figures can still change. */
  aberto: boolean;
  ccs: MediaDoParametro;
  cbt: MediaDoParametro;
  /** Arithmetic means of the month's fat and protein (null: no analysis). */
  gordura: number | null;
  proteina: number | null;
  gorduraAbaixo: boolean | null;
  proteinaAbaixo: boolean | null;
}

/** The month 'yyyy-MM' `n` months before (negative) or after. */
export function somarMeses(mes: string, n: number): string {
  const i = Number(mes.slice(0, 4)) * 12 + Number(mes.slice(5, 7)) - 1 + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** The last day (ISO) of the month 'yyyy-MM'. */
export function ultimoDiaDoMes(mes: string): string {
  return somarDias(`${somarMeses(mes, 1)}-01`, -1);
}

/** 'março de 2025'. */
export function rotuloDoMes(mes: string): string {
  return `${NOMES_MESES[Number(mes.slice(5, 7)) - 1].toLowerCase()} de ${mes.slice(0, 4)}`;
}

const arredonda = (v: number | null, casas: number) => (v === null ? null : Number(v.toFixed(casas)));

function media(valores: readonly number[]): number | null {
  return valores.length ? valores.reduce((s, v) => s + v, 0) / valores.length : null;
}

/**
 * Each month asked (oldest first) as IN 76/2018 art. 7 reads it: the month's own geometric means, the rolling
 * quarterly means over that month and the two before (analyses before the first month asked count for them), how
 * many of the three months have an analysis, fat and protein against art. 5. `hoje` says which month is still open.
 */
export function qualidadePorMes(
  analises: readonly AnaliseDoLeite[],
  meses: readonly string[],
  hoje: string,
): MesDeQualidade[] {
  const porMes = new Map<string, AnaliseDoLeite[]>();
  for (const a of analises) {
    const m = a.data.slice(0, 7);
    const lista = porMes.get(m) ?? [];
    lista.push(a);
    porMes.set(m, lista);
  }
  const doMes = (m: string) => porMes.get(m) ?? [];
  const parametro = (mes: string, campo: 'ccs' | 'cbt', limite: number, anterior: number | null): MediaDoParametro => {
    const janela = Array.from({ length: MESES_DA_MEDIA }, (_, i) => somarMeses(mes, -i));
    const valores = janela.flatMap((m) => doMes(m).map((a) => a[campo]));
    const mesesComAnalise = janela.filter((m) => doMes(m).length > 0).length;
    const trimestral = mediaGeometrica(valores);
    const situacao: SituacaoMedia =
      trimestral === null
        ? 'sem dados'
        : trimestral > limite
          ? 'acima'
          : mesesComAnalise < MESES_DA_MEDIA
            ? 'insuficiente'
            : 'conforme';
    return {
      mes: arredonda(mediaGeometrica(doMes(mes).map((a) => a[campo])), 1),
      trimestral: arredonda(trimestral, 1),
      mesesComAnalise,
      situacao,
      tendencia:
        trimestral !== null && anterior !== null && anterior > 0
          ? arredonda(((trimestral - anterior) / anterior) * 100, 1)
          : null,
    };
  };
  const trimestralBruta = (mes: string, campo: 'ccs' | 'cbt') =>
    mediaGeometrica(
      Array.from({ length: MESES_DA_MEDIA }, (_, i) => somarMeses(mes, -i)).flatMap((m) =>
        doMes(m).map((a) => a[campo]),
      ),
    );
  const mesDeHoje = hoje.slice(0, 7);
  return meses.map((mes) => {
    const deste = doMes(mes);
    const gordura = media(deste.map((a) => a.gordura));
    const proteina = media(deste.map((a) => a.proteina));
    const antes = somarMeses(mes, -1);
    return {
      mes,
      analises: deste.length,
      aberto: mes === mesDeHoje,
      ccs: parametro(mes, 'ccs', LIMITE_CCS_MIL, trimestralBruta(antes, 'ccs')),
      cbt: parametro(mes, 'cbt', LIMITE_CBT, trimestralBruta(antes, 'cbt')),
      gordura: arredonda(gordura, 2),
      proteina: arredonda(proteina, 2),
      gorduraAbaixo: gordura === null ? null : gordura < MINIMO_GORDURA,
      proteinaAbaixo: proteina === null ? null : proteina < MINIMO_PROTEINA,
    };
  });
}

/** The months of the last `n` up to today's, oldest first. */
export function ultimosMeses(hoje: string, n: number): string[] {
  const atual = hoje.slice(0, 7);
  return Array.from({ length: n }, (_, i) => somarMeses(atual, i - n + 1));
}

export const NOME_PARAMETRO = { ccs: 'CCS', cbt: 'CBT/CPP' } as const;

/** How the screen and the reports write a parameter's rolling mean: '512 mil cél./mL', '310.000 UFC/mL'. */
export function formatarMedia(parametro: 'ccs' | 'cbt', valor: number | null): string {
  if (valor === null) return 'sem dados';
  return parametro === 'ccs' ? `${formatNumero(valor, 0)} mil cél./mL` : `${formatNumero(valor, 0)} UFC/mL`;
}

export interface AvisoDeQualidade {
  parametro: 'ccs' | 'cbt';
  /** 'acima': the rolling mean is over the limit; 'atencao': at 90 % or more of it. */
  nivel: 'acima' | 'atencao';
  mes: string;
  valor: number;
  texto: string;
}

/**
 * The warnings of the month still open (today's): its rolling geometric mean already over the limit, or at 90 % of
 * it — said before the month closes and the dairy's own result arrives. One text for the bell and the push.
 */
export function avisosDoMesAberto(meses: readonly MesDeQualidade[], hoje: string): AvisoDeQualidade[] {
  const atual = meses.find((m) => m.mes === hoje.slice(0, 7) && m.aberto);
  if (!atual) return [];
  const out: AvisoDeQualidade[] = [];
  for (const p of ['ccs', 'cbt'] as const) {
    const v = atual[p].trimestral;
    if (v === null) continue;
    const limite = p === 'ccs' ? LIMITE_CCS_MIL : LIMITE_CBT;
    const nivel = v > limite ? 'acima' : v >= FRACAO_ATENCAO * limite ? 'atencao' : null;
    if (!nivel) continue;
    const fecha = formatData(ultimoDiaDoMes(atual.mes));
    const base = `Média geométrica trimestral de ${NOME_PARAMETRO[p]} em ${formatarMedia(p, v)}`;
    const texto =
      nivel === 'acima'
        ? `${base}, acima do limite da IN 76/2018 (${formatarMedia(p, limite)}); o mês fecha em ${fecha}`
        : `${base}, perto do limite da IN 76/2018 (${formatarMedia(p, limite)}); o mês fecha em ${fecha}`;
    out.push({ parametro: p, nivel, mes: atual.mes, valor: v, texto });
  }
  return out;
}

/**
 * One parameter's rolling geometric mean by month against its limit (dashed), a month with no mean a gap; the
 * month's own mean as bars (red over the limit, with a triangle on the line — shape as well as colour).
 */
export function graficoMediasGeometricas(meses: readonly MesDeQualidade[], parametro: 'ccs' | 'cbt'): DadosGrafico {
  const limite = parametro === 'ccs' ? LIMITE_CCS_MIL : LIMITE_CBT;
  const unidade = parametro === 'ccs' ? 'mil cél./mL' : 'UFC/mL';
  const acima = meses.map((m) => (m[parametro].trimestral ?? 0) > limite);
  return {
    labels: meses.map((m) => `${m.mes.slice(5, 7)}/${m.mes.slice(2, 4)}`),
    datasets: [
      {
        label: `Média geométrica trimestral de ${NOME_PARAMETRO[parametro]} (${unidade})`,
        data: meses.map((m) => m[parametro].trimestral ?? Number.NaN),
        borderColor: COR_PRODUCAO,
        pointBackgroundColor: acima.map((x) => (x ? COR_LIMITE : COR_OK)),
        pointStyle: acima.map((x) => (x ? 'triangle' : 'circle')),
        pointRadius: acima.map((x) => (x ? 7 : 4)),
        type: 'line',
        fill: false,
      },
      {
        label: `Limite IN 76/2018 (${formatarMedia(parametro, limite)})`,
        data: meses.map(() => limite),
        borderColor: COR_LIMITE,
        borderDash: [6, 4],
        pointRadius: 0,
        type: 'line',
        fill: false,
      },
    ],
  };
}
