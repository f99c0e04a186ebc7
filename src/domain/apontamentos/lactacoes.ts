/**
 * Lactation figures from the milk the farm records (docs/PRODUTO.md §Apontamentos): each lactation's total, peak,
 * 305-day yield and persistence, the herd's average curve by lactation number and the cows below the yield their
 * lactation should give. The lactations themselves (where one starts and ends) are `lactacoesDoAnimal`'s, never
 * recomputed here. Pure: the server hands in what was recorded (`Medicao`: litres over some days of the lactation —
 * the service sends one a week of lactation, the week's sum, days and first and last DEL); `resumirLactacao` is the
 * one lactation function every screen, file and the CLI read, and each of its figures says what it is.
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

/**
 * Milk recorded on some days of one lactation: `litros` over `dias` recorded days, the first at DEL `de` and the last
 * at DEL `ate` (DEL 0 is the calving day). One day is `{ de: d, ate: d, dias: 1 }`; the service hands in one per week
 * of lactation (the week's sum, its days milked, its first and last milked day). Its test day, for the Test Interval
 * Method and Wood's curve, is the mean daily yield `litros / dias` at the middle of its days, `(de + ate) / 2`.
 */
export interface Medicao {
  de: number;
  ate: number;
  dias: number;
  litros: number;
}

/** Days in milk from `de` to `ate` (DEL, both included). */
export interface Dias {
  de: number;
  ate: number;
}

/**
 * What a 305-day figure is: 'registrado', the sum of the recorded days (every day from the first record to the end
 * recorded); 'interpolado', ICAR's Test Interval Method between the test days; 'projetado', the recorded part by TIM
 * and the days not yet reached from a curve (`Metodo305`).
 */
export type Tipo305 = 'registrado' | 'interpolado' | 'projetado';
/** How the figure was made: the recorded sum, ICAR's TIM, Wood's curve, or the last test day carried to DEL 304. */
export type Metodo305 = 'soma' | 'tim' | 'wood' | 'ultimo-controle';

export interface ResumoLactacao {
  /** The litres recorded: the sum of the recorded days, from `registrado.de` to `registrado.ate` — never more. */
  total: number | null;
  /** The recorded days the total covers: the first and last recorded DEL and how many days have a record. */
  registrado: (Dias & { dias: number }) | null;
  /** The highest test day (litres per day) and its DEL. */
  pico: { litros: number; del: number } | null;
  /** The 305-day yield (DEL 0–304, or to the end of a shorter lactation): what it is, how made, from which days. */
  producao305: number | null;
  tipo305: Tipo305 | null;
  metodo305: Metodo305 | null;
  /** The recorded days it rests on, and the days it projects (DEL, only for 'projetado'). */
  dias305: { registrados: Dias; projetados: Dias | null } | null;
  /** Why there is no 305-day figure (too early, or records that start too late in the lactation). */
  semProjecao: string | null;
  /**
   * Persistence (Johansson, I. & Hansson, A. (1940), Kungl. Lantbruksakademiens Tidskrift 79:1–127): the mean daily
   * yield of DEL 101–200 as a % of that of DEL 1–100. Null until the lactation has reached DEL 200.
   */
  persistencia: number | null;
  /** Wood's curve, when it is the projection's method. */
  curva: CurvaWood | null;
}

/**
 * Records that begin after this DEL leave the start of the lactation unrecorded: the Test Interval Method would
 * carry the first test day back to the calving over more than six weeks of milk nobody weighed (the issue's cow:
 * records from DEL 236 read as 4.376,8 L "measured" where 683,5 L were). Our limit, not a published one: a monthly
 * test-day scheme has its first test within the first five to six weeks; later, no lactation or 305-day figure is
 * given, only the recorded litres and why.
 */
export const DEL_MAXIMO_PRIMEIRA_MEDICAO = 45;

/**
 * Wood's curve is the projection only when its parameters are a lactation's (Macciotta, N.P.P., Vicario, D. &
 * Cappio-Borlino, A. (2005), "Detection of different shapes of lactation curve for milk yield in dairy cattle by
 * empirical mathematical models", J. Dairy Sci. 88:1178–1191: a standard curve declines after its peak, c > 0;
 * curves without that decline are 'atypical'). The bounds are on c, the daily rate of decline: at least 1e−4/day (3 %
 * over 305 days; a flat record fits c ≈ ±1e−16, pure rounding, far below it, so a flat or rising record never
 * reaches Wood by chance) and under 0.05/day (halving every two weeks: no lactation); b within (−1, 1) (Wood's b of
 * dairy cows is about 0–0.5; b ≤ −1 or ≥ 1 is a fit to noise). Otherwise the documented fallback is used.
 */
export const WOOD_VALIDO = { cMin: 1e-4, cMax: 0.05, bMin: -1, bMax: 1 } as const;

export const SEM_PROJECAO = {
  cedo: `Projeção a partir de ${DEL_MINIMO_PROJECAO} DEL`,
  inicioTardio: (de: number) => `Registros só a partir do DEL ${de}: sem produção em 305 dias`,
} as const;

const um = (n: number) => Math.round(n * 10) / 10;

/** Records in one order whatever order they come in (every sum below is then the same double). */
function emOrdem(registros: readonly Medicao[]): Medicao[] {
  return [...registros].sort((x, y) => x.de - y.de || x.ate - y.ate || x.dias - y.dias || x.litros - y.litros);
}

/** A record's test day: its mean daily litres at the middle of its days. */
const controleDe = (r: Medicao): Controle => ({ del: (r.de + r.ate) / 2, litros: r.litros / r.dias });

function woodValido(curva: CurvaWood | null): curva is CurvaWood {
  if (!curva || !Number.isFinite(curva.a) || !(curva.a > 0)) return false;
  const { cMin, cMax, bMin, bMax } = WOOD_VALIDO;
  return curva.c >= cMin && curva.c < cMax && curva.b > bMin && curva.b < bMax;
}

/**
 * One lactation's figures — the one function every screen, file and the CLI read (the table, the ficha's card, the
 * report 'lactacoes', `leiteira relatorio lactacoes`). `fim` is the DEL of its end (the dry-off, next calving or exit:
 * `diasEntre(parto, fim)`, the first day out of milk), null while in progress.
 *
 * - The total is what was recorded: the sum of the records, from the first recorded DEL to the last.
 * - The 305-day yield covers DEL 0–304 (ICAR's standard lactation; a lactation ended sooner: to its end):
 *   'registrado' when every day from the first record (by DEL_MAXIMO_PRIMEIRA_MEDICAO) to the end of the period
 *   has its record — the recorded sum; 'interpolado' when the records reach the end of the period with gaps — ICAR's
 *   Test Interval Method (`producaoTim`, ICAR Guidelines Section 2); 'projetado' for a lactation in progress short
 *   of DEL 304: TIM to the last recorded day plus, for each day to DEL 304, Wood's curve when it fits a lactation
 *   (`WOOD_VALIDO`), else the last test day carried to DEL 304 — TIM's own last interval In·Mn (Sargent et al. 1968),
 *   which is exact for a flat record and never invents a rise or a decline the records do not show.
 * - None ('semProjecao' says why) before DEL_MINIMO_PROJECAO / CONTROLES_MINIMOS_PROJECAO test days, or when the
 *   records start after DEL_MAXIMO_PRIMEIRA_MEDICAO.
 */
export function resumirLactacao(registros: readonly Medicao[], fim: number | null): ResumoLactacao {
  const rs = emOrdem(registros.filter((r) => r.dias > 0));
  const semDados: ResumoLactacao = {
    total: null,
    registrado: null,
    pico: null,
    producao305: null,
    tipo305: null,
    metodo305: null,
    dias305: null,
    semProjecao: null,
    persistencia: null,
    curva: null,
  };
  if (!rs.length) return semDados;
  const c = rs.map(controleDe);
  const de = rs[0].de;
  let ate = rs[0].ate;
  let dias = 0;
  let litros = 0;
  for (const r of rs) {
    dias += r.dias;
    litros += r.litros;
    if (r.ate > ate) ate = r.ate;
  }
  let pico = c[0];
  for (const x of c) if (x.litros > pico.litros) pico = x;

  // the period a 305-day figure covers: DEL 0 to `ultimoDia` (the lactation's last day in milk, at most DEL 304); a
  // lactation that ended, or whose records reach that day, has its figure from its records (TIM carries the last test
  // day to the end, ICAR's In·Mn); one in progress short of it is projected
  const ultimoDia = Math.min(fim === null ? DIAS_PADRAO - 1 : fim - 1, DIAS_PADRAO - 1);
  const alcancou = ate >= ultimoDia || fim !== null;
  let producao305: number | null = null;
  let tipo305: Tipo305 | null = null;
  let metodo305: Metodo305 | null = null;
  let dias305: ResumoLactacao['dias305'] = null;
  let semProjecao: string | null = null;
  let curva: CurvaWood | null = null;
  if (de > DEL_MAXIMO_PRIMEIRA_MEDICAO) semProjecao = SEM_PROJECAO.inicioTardio(de);
  else if (alcancou) {
    // the records inside the period, and whether every day of it from the first record has one
    const dentro = rs.filter((r) => r.ate <= ultimoDia);
    const diasDentro = dentro.reduce((s, r) => s + r.dias, 0);
    const ateDentro = dentro.length ? dentro[dentro.length - 1].ate : -1;
    // (a record across the period's last day cannot be split: TIM then)
    const completo =
      dentro.length === rs.filter((r) => r.de <= ultimoDia).length &&
      diasDentro === ateDentro - de + 1 &&
      ateDentro === ultimoDia;
    if (completo) {
      producao305 = dentro.reduce((s, r) => s + r.litros, 0);
      tipo305 = 'registrado';
      metodo305 = 'soma';
      dias305 = { registrados: { de, ate: ateDentro }, projetados: null };
    } else {
      producao305 = producaoTim(c, ultimoDia + 1);
      tipo305 = 'interpolado';
      metodo305 = 'tim';
      dias305 = { registrados: { de, ate: Math.min(ate, ultimoDia) }, projetados: null };
    }
  } else if (ate < DEL_MINIMO_PROJECAO || c.length < CONTROLES_MINIMOS_PROJECAO) {
    semProjecao = SEM_PROJECAO.cedo;
  } else {
    const ajustada = ajustarWood(c);
    const registrada = producaoTim(c, ate + 1) ?? 0;
    tipo305 = 'projetado';
    dias305 = { registrados: { de, ate }, projetados: { de: ate + 1, ate: DIAS_PADRAO - 1 } };
    if (woodValido(ajustada)) {
      // the days not reached from the fitted curve, day by day (wood() written out: up to 300 days for each of a
      // herd's lactations)
      curva = ajustada;
      const { a, b, c: k } = curva;
      let resto = 0;
      for (let t = ate + 1; t < DIAS_PADRAO; t++) resto += a * t ** b * Math.exp(-k * t);
      producao305 = registrada + resto;
      metodo305 = 'wood';
    } else {
      producao305 = producaoTim(c, DIAS_PADRAO);
      metodo305 = 'ultimo-controle';
    }
  }

  const media = (de: number, ate: number) => {
    const xs = c.filter((x) => x.del > de && x.del <= ate);
    return xs.length ? xs.reduce((s, x) => s + x.litros, 0) / xs.length : null;
  };
  const m1 = media(0, 100);
  const m2 = (fim ?? ate) >= 200 ? media(100, 200) : null;
  const persistencia = m1 && m2 !== null ? Math.round((m2 / m1) * 1000) / 10 : null;

  return {
    total: um(litros),
    registrado: { de, ate, dias },
    pico: { litros: um(pico.litros), del: Math.round(pico.del) },
    // Litres are recorded to 0,1 L: the sum is brought back to that precision before the whole-litre rounding, so a
    // total of exactly 3.066,5 L is 3.067 L however the weeks' floating-point sums fell (it flipped with the date).
    producao305: producao305 === null ? null : Math.round(um(producao305)),
    tipo305,
    metodo305,
    dias305,
    semProjecao,
    persistencia,
    curva,
  };
}

/** 'DEL 1–60' (one day: 'DEL 60'). */
const delDe = (d: Dias) => (d.de === d.ate ? `DEL ${d.de}` : `DEL ${d.de}–${d.ate}`);

/**
 * What the total is, for the screens: 'registrado, DEL 1–60 (60 dias)'; `curto`, for a report's column headed
 * 'DEL registrados': '1–60 (60 dias)'.
 */
export function textoDoTotal(registrado: ResumoLactacao['registrado'], curto = false): string | null {
  if (!registrado) return null;
  const dias = `(${registrado.dias} ${registrado.dias === 1 ? 'dia' : 'dias'})`;
  return curto ? `${registrado.de}–${registrado.ate} ${dias}` : `registrado, ${delDe(registrado)} ${dias}`;
}

/**
 * What the 305-day figure is and from which days; without one, why ('sem dados' with no record). `curto`, for a
 * report row that has the recorded days in its own column: the kind and, for a projection, the days projected.
 */
export function textoDo305(
  l: Pick<ResumoLactacao, 'tipo305' | 'metodo305' | 'dias305' | 'semProjecao'>,
  curto = false,
): string {
  const d = l.dias305;
  if (!l.tipo305 || !d) return l.semProjecao ?? 'sem dados';
  const como = l.metodo305 === 'wood' ? 'curva de Wood' : 'último controle mantido';
  if (curto) {
    if (l.tipo305 === 'registrado') return 'registrado';
    if (l.tipo305 === 'interpolado') return 'interpolado (ICAR)';
    const p = d.projetados;
    return `projetado (${l.metodo305 === 'wood' ? 'Wood' : 'último controle'})${p ? ` ${p.de}–${p.ate}` : ''}`;
  }
  if (l.tipo305 === 'registrado') return `registrado, ${delDe(d.registrados)}`;
  if (l.tipo305 === 'interpolado') return `interpolado (ICAR) dos registros ${delDe(d.registrados)}`;
  return `projetado (${como}): registrados ${delDe(d.registrados)}, projetados ${d.projetados ? delDe(d.projetados) : ''}`;
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
