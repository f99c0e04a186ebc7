/**
 * Lactation figures from the milk the farm records (docs/PRODUTO.md §Apontamentos): each lactation's total, peak,
 * 305-day yield and persistence, the herd's average curve by lactation number and the cows below the yield their
 * lactation should give. The lactations themselves (where one starts and ends) are `lactacoesDoAnimal`'s, never
 * recomputed here. Pure: the server hands in the test days (`Controle`: a DEL and the mean daily litres measured
 * then — the service sends one a week of lactation, the mean of the week's recorded days).
 */
import { COR_PRODUCAO, type DadosGrafico } from './producao.ts';

/** The standard lactation length of a record (ICAR): yields are compared over the first 305 days in milk. */
export const DIAS_PADRAO = 305;
/** Days of a test-day group (a week of lactation: DEL 0–6 is week 0). */
export const DIAS_SEMANA = 7;
/** A lactation in progress is projected only from this DEL on and with this many test days (before, no figure). */
export const DEL_MINIMO_PROJECAO = 35;
export const CONTROLES_MINIMOS_PROJECAO = 4;
/** A cow in milk whose 305-day yield is under this share of the herd's for her lactation number is listed. */
export const FRACAO_ESPERADA = 0.9;
/** The herd's curve has a point for a week only when at least this many lactations have it. */
export const LACTACOES_MINIMAS_CURVA = 3;

/** One test day: days in milk (from the calving, DEL 0) and the daily litres measured then. */
export interface Controle {
  del: number;
  litros: number;
}

/**
 * ICAR's Test Interval Method (TIM) — ICAR Guidelines, Section 2 (Dairy cattle milk recording), procedure for
 * calculating lactation yields; Sargent, F.D., Lytton, V.H., Wall, O.G. (1968), "Test interval method of calculating
 * Dairy Herd Improvement Association records", J. Dairy Sci. 51:170–179:
 *
 *   MY = I0·M1 + I1·(M1+M2)/2 + … + I(n−1)·(M(n−1)+Mn)/2 + In·Mn
 *
 * where Mi is the yield of test day i, I0 the days from the start of the lactation (the calving, DEL 0) to the first
 * test day, Ii the days between test days i and i+1, and In the days from the last test day to the end of the
 * period (`fim`, a DEL). Test days after `fim` are left out. Null with no test day in the period (no figure).
 */
export function producaoTim(controles: readonly Controle[], fim: number): number | null {
  const c = [...controles].filter((x) => x.del >= 0 && x.del <= fim).sort((a, b) => a.del - b.del);
  if (!c.length) return null;
  let total = c[0].del * c[0].litros;
  for (let i = 0; i + 1 < c.length; i++) total += (c[i + 1].del - c[i].del) * ((c[i].litros + c[i + 1].litros) / 2);
  const ultimo = c[c.length - 1];
  return total + (fim - ultimo.del) * ultimo.litros;
}

/** Wood's lactation curve y(t) = a·t^b·e^(−c·t). */
export interface CurvaWood {
  a: number;
  b: number;
  c: number;
}

export function wood(curva: CurvaWood, del: number): number {
  return curva.a * del ** curva.b * Math.exp(-curva.c * del);
}

/**
 * Wood's incomplete gamma curve fitted to one lactation's test days — Wood, P.D.P. (1967), "Algebraic model of the
 * lactation curve in cattle", Nature 216:164–165: the log-linear form ln y = ln a + b·ln t − c·t fitted by least
 * squares, as Wood did. Test days at DEL 0 or with no milk are left out (ln of 0). Null when the fit is not a
 * lactation (c ≤ 0: no decline, the yield would grow without end) or the points cannot determine it.
 */
export function ajustarWood(controles: readonly Controle[]): CurvaWood | null {
  const pts = controles.filter((x) => x.del > 0 && x.litros > 0);
  if (pts.length < 3) return null;
  // normal equations of y = β0 + β1·x1 + β2·x2, x1 = ln t, x2 = t
  let n = 0;
  let s1 = 0;
  let s2 = 0;
  let s11 = 0;
  let s12 = 0;
  let s22 = 0;
  let sy = 0;
  let s1y = 0;
  let s2y = 0;
  for (const p of pts) {
    const x1 = Math.log(p.del);
    const x2 = p.del;
    const y = Math.log(p.litros);
    n++;
    s1 += x1;
    s2 += x2;
    s11 += x1 * x1;
    s12 += x1 * x2;
    s22 += x2 * x2;
    sy += y;
    s1y += x1 * y;
    s2y += x2 * y;
  }
  const m = [
    [n, s1, s2],
    [s1, s11, s12],
    [s2, s12, s22],
  ];
  const v = [sy, s1y, s2y];
  const det = (a: number[][]) =>
    a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) -
    a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
    a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
  const d = det(m);
  if (!Number.isFinite(d) || Math.abs(d) < 1e-9 * Math.max(1, Math.abs(n * s11 * s22))) return null;
  const coluna = (j: number) => det(m.map((linha, i) => linha.map((x, k) => (k === j ? v[i] : x))));
  const [b0, b1, b2] = [coluna(0) / d, coluna(1) / d, coluna(2) / d];
  const curva = { a: Math.exp(b0), b: b1, c: -b2 };
  if (!(curva.c > 0) || !Number.isFinite(curva.a)) return null;
  return curva;
}

export type Tipo305 = 'real' | 'projetada';

export interface ResumoLactacao {
  /** Total litres so far (TIM from the calving to the last recorded day; to the dry-off for a finished one). */
  total: number | null;
  /** The highest test day (litres per day) and its DEL. */
  pico: { litros: number; del: number } | null;
  /** 305-day yield: 'real' once DEL 305 is reached or the lactation ended before; 'projetada' by Wood's curve. */
  producao305: number | null;
  tipo305: Tipo305 | null;
  /** Why there is no 305-day figure for a lactation in progress (too early, or a curve that is no lactation's). */
  semProjecao: string | null;
  /**
   * Persistence (Johansson, I. & Hansson, A. (1940), Kungl. Lantbruksakademiens Tidskrift 79:1–127): the mean daily
   * yield of DEL 101–200 as a % of that of DEL 1–100. Null until the lactation has reached DEL 200.
   */
  persistencia: number | null;
  curva: CurvaWood | null;
}

export const SEM_PROJECAO = {
  cedo: `Projeção a partir de ${DEL_MINIMO_PROJECAO} DEL`,
  atipica: 'Curva sem declínio: sem projeção',
} as const;

const um = (n: number) => Math.round(n * 10) / 10;

/**
 * One lactation's figures. `fim` is the DEL of its end (the dry-off, next calving or exit: `diasEntre(parto, fim)`),
 * null while in progress; `ultimoDel` the DEL of its last recorded day.
 */
export function resumirLactacao(
  controles: readonly Controle[],
  fim: number | null,
  ultimoDel: number | null,
): ResumoLactacao {
  const c = [...controles].sort((a, b) => a.del - b.del);
  const semDados: ResumoLactacao = {
    total: null,
    pico: null,
    producao305: null,
    tipo305: null,
    semProjecao: null,
    persistencia: null,
    curva: null,
  };
  if (!c.length) return semDados;
  const ultimo = ultimoDel ?? c[c.length - 1].del;
  const periodo = fim ?? ultimo;
  const total = producaoTim(c, periodo);
  let pico = c[0];
  for (const x of c) if (x.litros > pico.litros) pico = x;

  let producao305: number | null = null;
  let tipo305: Tipo305 | null = null;
  let semProjecao: string | null = null;
  let curva: CurvaWood | null = null;
  if (periodo >= DIAS_PADRAO) {
    producao305 = producaoTim(c, DIAS_PADRAO);
    tipo305 = 'real';
  } else if (fim !== null) {
    producao305 = total; // ended before DEL 305: the whole lactation is its 305-day record
    tipo305 = 'real';
  } else if (ultimo < DEL_MINIMO_PROJECAO || c.length < CONTROLES_MINIMOS_PROJECAO) {
    semProjecao = SEM_PROJECAO.cedo;
  } else {
    curva = ajustarWood(c);
    if (!curva) semProjecao = SEM_PROJECAO.atipica;
    else {
      // recorded part by TIM, the rest of the 305 days from the fitted curve, day by day (wood() written out: up to
      // 300 days for each of a herd's lactations, the same products in the same order)
      const { a, b, c: k } = curva;
      let resto = 0;
      for (let t = ultimo + 1; t <= DIAS_PADRAO; t++) resto += a * t ** b * Math.exp(-k * t);
      producao305 = (total ?? 0) + resto;
      tipo305 = 'projetada';
    }
  }

  const media = (de: number, ate: number) => {
    const xs = c.filter((x) => x.del > de && x.del <= ate);
    return xs.length ? xs.reduce((s, x) => s + x.litros, 0) / xs.length : null;
  };
  const m1 = media(0, 100);
  const m2 = periodo >= 200 ? media(100, 200) : null;
  const persistencia = m1 && m2 !== null ? Math.round((m2 / m1) * 1000) / 10 : null;

  return {
    total: total === null ? null : um(total),
    pico: { litros: um(pico.litros), del: pico.del },
    producao305: producao305 === null ? null : Math.round(producao305),
    tipo305,
    semProjecao,
    persistencia,
    curva,
  };
}

/** A lactation's weekly test days, as the service reads them: week of lactation → mean daily litres. */
export interface SemanaDeLactacao {
  semana: number;
  litros: number;
}

/** A week's test day sits at the middle of its days. */
export const delDaSemana = (semana: number) => semana * DIAS_SEMANA + (DIAS_SEMANA - 1) / 2;

/**
 * The herd's average curve of each lactation number: for each week of lactation, the mean of the lactations that
 * have it (each lactation counts once, whatever its yield), only where at least LACTACOES_MINIMAS_CURVA have it.
 */
export function curvasDoRebanho(
  lactacoes: readonly { numero: number; semanas: readonly SemanaDeLactacao[] }[],
): Map<number, SemanaDeLactacao[]> {
  const soma = new Map<number, Map<number, { s: number; n: number }>>();
  for (const l of lactacoes) {
    const porSemana = soma.get(l.numero) ?? new Map<number, { s: number; n: number }>();
    soma.set(l.numero, porSemana);
    for (const w of l.semanas) {
      const x = porSemana.get(w.semana) ?? { s: 0, n: 0 };
      x.s += w.litros;
      x.n++;
      porSemana.set(w.semana, x);
    }
  }
  const out = new Map<number, SemanaDeLactacao[]>();
  for (const [numero, porSemana] of soma) {
    out.set(
      numero,
      [...porSemana.entries()]
        .filter(([, x]) => x.n >= LACTACOES_MINIMAS_CURVA)
        .sort((a, b) => a[0] - b[0])
        .map(([semana, x]) => ({ semana, litros: um(x.s / x.n) })),
    );
  }
  return out;
}

/**
 * What a lactation of that number gives on this farm: the 305-day yield (TIM) of the herd's average curve, when the
 * curve reaches the last weeks of the 305 days; null otherwise (no reference to compare with).
 */
export function esperado305(curva: readonly SemanaDeLactacao[] | undefined): number | null {
  if (!curva?.length) return null;
  const controles = curva.map((w) => ({ del: delDaSemana(w.semana), litros: w.litros }));
  if (controles[controles.length - 1].del < DIAS_PADRAO - 4 * DIAS_SEMANA) return null;
  const v = producaoTim(controles, DIAS_PADRAO);
  return v === null ? null : Math.round(v);
}

/** A cow in milk below the yield her lactation should give: her 305-day figure under FRACAO_ESPERADA of the herd's. */
export function abaixoDoEsperado(producao305: number | null, esperado: number | null): boolean {
  return producao305 !== null && esperado !== null && producao305 < FRACAO_ESPERADA * esperado;
}

/** Her 305-day yield as a % of the herd's (null without both). */
export function percentualDoEsperado(producao305: number | null, esperado: number | null): number | null {
  if (producao305 === null || esperado === null || esperado <= 0) return null;
  return Math.round((producao305 / esperado) * 1000) / 10;
}

export const COR_REBANHO = '#6b7280';

/**
 * The ficha técnica's chart: the cow's lactation week by week against the herd's average curve for the same
 * lactation number (dashed). A week with no figure is a gap (NaN), never 0.
 */
export function graficoDaLactacao(
  vaca: readonly SemanaDeLactacao[],
  rebanho: readonly SemanaDeLactacao[],
  numero: number,
): DadosGrafico {
  const ultima = Math.max(-1, ...vaca.map((w) => w.semana), ...rebanho.map((w) => w.semana));
  const semanas = Array.from({ length: ultima + 1 }, (_, i) => i);
  const dela = new Map(vaca.map((w) => [w.semana, w.litros]));
  const media = new Map(rebanho.map((w) => [w.semana, w.litros]));
  return {
    labels: semanas.map((s) => `${s * DIAS_SEMANA} DEL`),
    datasets: [
      {
        label: `Esta vaca (${numero}ª lactação, L/dia)`,
        data: semanas.map((s) => dela.get(s) ?? Number.NaN),
        borderColor: COR_PRODUCAO,
        backgroundColor: COR_PRODUCAO,
        type: 'line',
        fill: false,
      },
      {
        label: `Média do rebanho, ${numero}ª lactação (L/dia)`,
        data: semanas.map((s) => media.get(s) ?? Number.NaN),
        borderColor: COR_REBANHO,
        backgroundColor: COR_REBANHO,
        borderDash: [6, 4],
        pointRadius: 0,
        type: 'line',
        fill: false,
      },
    ],
  };
}
