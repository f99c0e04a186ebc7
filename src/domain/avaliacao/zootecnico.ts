/**
 * The zootechnical figures of a year from the herd register, for the assessment's indicators. Pure: the server
 * reads the females, their events and their exits once.
 *
 * Herd averages are taken over cow-days, as the DHI herd summaries do: each cow counts one day for every day she
 * was in the herd, so a cow that left counts only up to her exit (Dairy Records Management Systems, "DHI-202 Herd
 * Summary", Raleigh NC, section 2b: "the number of cow-days … is the accumulation of the number of days that each
 * cow was in the herd"; Amaral-Phillips, D. M., "Can Rolling Herd Averages Help You Manage Your Dairy Operation?",
 * University of Kentucky). Over the days of the year up to the farm's today (a year still running counts only the
 * days that have passed, nothing is extrapolated):
 * - vacas em lactação (média) = cow-days in milk / days;
 * - vacas (média) = cow-days of the females that have calved, in milk or dry / days;
 * - DEL médio = the days since calving averaged over the cow-days in milk;
 * - intervalo entre partos = the mean of the intervals that end with a calving of the year.
 * With no cow in the herd on any of those days the figures are left out (undefined), never 0.
 *
 * The reproduction rates over the year's 21-day cycles (`taxasReprodutivas`, below).
 */
import { diasEntre, somarDias } from '../apontamentos/dates.ts';
import {
  DIAGNOSTICO_ATE,
  type EventoReprodutivo,
  lactacoesDoAnimal,
  ordenadosAte,
  PARAMETROS_PADRAO,
  type Saida,
} from '../apontamentos/reproducao.ts';

export interface FemeaComEventos {
  raca?: string | null;
  /** Oldest first. */
  eventos: readonly EventoReprodutivo[];
  /** When she left the herd (sold, dead, culled): she counts on no day from that date on. */
  saida?: Saida | null;
}

export interface ZootecnicoDoAno {
  vacasLactacaoMedia: number | undefined;
  vacasTotalMedia: number | undefined;
  delMedio: number | undefined;
  intervaloPartosDias: number | undefined;
  taxaServico: number | undefined;
  taxaConcepcao: number | undefined;
  taxaPrenhez: number | undefined;
  /** Services ÷ conceptions over the period, a true count (`servicosPorConcepcao`), beside 100 ÷ TC. */
  servicosPorConcepcao: number | undefined;
}

const umaCasa = (n: number | undefined) => (n === undefined ? undefined : Math.round(n * 10) / 10);
const maior = (a: string, b: string) => (a > b ? a : b);
const menor = (a: string, b: string) => (a < b ? a : b);

/** Days of [de, ate) inside the window [inicio, fim) (ends exclusive). */
function diasEmComum(de: string, ate: string, inicio: string, fim: string): number {
  return Math.max(0, diasEntre(maior(de, inicio), menor(ate, fim)));
}

/** The year's figures on the farm's civil `hoje` (only days up to it count). */
export function zootecnicoDoAno(femeas: readonly FemeaComEventos[], ano: number, hoje: string): ZootecnicoDoAno {
  return zootecnicoEntre(femeas, `${ano}-01-01`, `${ano}-12-31`, hoje);
}

/**
 * The same figures over the days `inicio`…`ate` (inclusive; a month or a quarter of the farms' desk), only days up
 * to `hoje` counting; the reproduction rates over the 21-day cycles that start on `inicio`.
 */
export function zootecnicoEntre(
  femeas: readonly FemeaComEventos[],
  inicio: string,
  ate: string,
  hoje: string,
): ZootecnicoDoAno {
  const ultimo = menor(ate, hoje);
  const vazio: ZootecnicoDoAno = {
    vacasLactacaoMedia: undefined,
    vacasTotalMedia: undefined,
    delMedio: undefined,
    intervaloPartosDias: undefined,
    taxaServico: undefined,
    taxaConcepcao: undefined,
    taxaPrenhez: undefined,
    servicosPorConcepcao: undefined,
  };
  if (ultimo < inicio) return vazio;
  const fim = somarDias(ultimo, 1); // exclusive
  const dias = diasEntre(inicio, fim);

  let vacaDias = 0;
  let lactacaoDias = 0;
  let somaDel = 0;
  const intervalos: number[] = [];
  for (const f of femeas) {
    const lactacoes = lactacoesDoAnimal(f.eventos, ultimo, f.saida);
    if (!lactacoes.length) continue;
    // a cow from her first calving until she left
    const saiu = f.saida && f.saida.data <= ultimo ? f.saida.data : fim;
    vacaDias += diasEmComum(lactacoes[0].parto, saiu, inicio, fim);
    for (const l of lactacoes) {
      const n = diasEmComum(l.parto, l.fim ?? fim, inicio, fim);
      if (n === 0) continue;
      // DEL runs del0, del0 + 1, …, del0 + n − 1 over the lactation's days in the window
      const del0 = diasEntre(l.parto, maior(l.parto, inicio));
      lactacaoDias += n;
      somaDel += n * del0 + (n * (n - 1)) / 2;
    }
    for (let i = 1; i < lactacoes.length; i++) {
      if (lactacoes[i].parto >= inicio) intervalos.push(diasEntre(lactacoes[i - 1].parto, lactacoes[i].parto));
    }
  }
  return {
    // exact: a ratio over them (litres per cow, % in milk) must not reuse a mean rounded to 0,1 cow (issue 37:
    // 94,12 % in milk where the exact figure is 93,93 %); the screens round when they show it
    vacasLactacaoMedia: vacaDias ? lactacaoDias / dias : undefined,
    vacasTotalMedia: vacaDias ? vacaDias / dias : undefined,
    delMedio: lactacaoDias ? umaCasa(somaDel / lactacaoDias) : undefined,
    intervaloPartosDias: intervalos.length
      ? umaCasa(intervalos.reduce((s, x) => s + x, 0) / intervalos.length)
      : undefined,
    ...taxasEntre(femeas, inicio, ate, hoje),
    servicosPorConcepcao: servicosPorConcepcao(femeas, inicio, ate, hoje),
  };
}

/**
 * Serviços por concepção, a true count: the services of the period whose outcome is known ÷ those of them that
 * conceived (Esslemont, R. J.; Bailie, J. H.; Cooper, M. J. "Fertility Management in Dairy Cattle", Collins, London,
 * 1985: conception rate = services that result in a calving ÷ all services of a group or period — services per
 * conception is its inverse, counted, as the herd programs report it: IDEAGRI, "Entenda a taxa de concepção",
 * 40 inseminations and 12 pregnant = 30 %, i.e. 40 ÷ 12 = 3,33 services per conception). Every service counts, two
 * in one 21-day cycle too — which 100 ÷ TC (served cow-cycles per pregnant cow-cycle) cannot tell. A service
 * (Inseminação of any kind: IA, monta natural, TE) conceived when the next of her events is a positive diagnosis or a
 * calving (an Aborto after a positive diagnosis still was a conception); open when it is a negative diagnosis or
 * another service. Services whose outcome is not known yet (no later event, and less than DIAGNOSTICO_ATE days ago
 * on `hoje`) are left out, as the 21-day rates leave the recent cycles out; an older service with nothing after it is
 * open. No conception in the period: no figure (undefined), never 0 or infinity.
 *
 * Worked example (today 2026-01-31): cow A served 2025-01-10, served again 2025-01-20 (the first was open: the next
 * event is a service), diagnosed positive 2025-03-01; cow B served 2025-03-01, calved 2025-12-05; cow C served
 * 2025-11-01, diagnosed negative 2025-12-10. Services 4, conceptions 2 (A's second, B's): 4 ÷ 2 = 2,00. A's two
 * services fall in one 21-day cycle, which TC counts once (served, pregnant): 100 ÷ TC would read fewer.
 */
export function servicosPorConcepcao(
  femeas: readonly FemeaComEventos[],
  inicio: string,
  ate: string,
  hoje: string,
): number | undefined {
  const limite = somarDias(hoje, -DIAGNOSTICO_ATE);
  let servicos = 0;
  let concepcoes = 0;
  for (const s of servicosEntre(femeas, inicio, ate, hoje)) {
    if (s.desfecho === null && s.data > limite) continue;
    servicos++;
    if (s.desfecho === 'concebeu') concepcoes++;
  }
  return concepcoes ? Math.round((100 * servicos) / concepcoes) / 100 : undefined;
}

/** A service of the period and what her next event says of it: conceived, open, or nothing yet (null). */
export interface ServicoDoPeriodo {
  data: string;
  desfecho: 'concebeu' | 'vazia' | null;
}

/**
 * The services (Inseminação) dated `inicio`…`ate` of the events up to `hoje`, each with its outcome by the rule of
 * `servicosPorConcepcao` (the next Parto, Inseminação or Diagnóstico with a result): the one reading of it, also
 * kept by the farms' desk (src/domain/painel/rebanho.ts) so a new day only asks which of the open ones are due.
 */
export function servicosEntre(
  femeas: readonly FemeaComEventos[],
  inicio: string,
  ate: string,
  hoje: string,
): ServicoDoPeriodo[] {
  const out: ServicoDoPeriodo[] = [];
  for (const f of femeas) {
    const eventos = ordenadosAte(f.eventos, hoje);
    eventos.forEach((e, i) => {
      if (e.evento !== 'Inseminação' || e.data < inicio || e.data > ate) return;
      const seguinte = eventos
        .slice(i + 1)
        .find((x) => x.evento === 'Parto' || x.evento === 'Inseminação' || (x.evento === 'Diagnóstico' && x.resultado));
      out.push({
        data: e.data,
        desfecho: !seguinte
          ? null
          : seguinte.evento === 'Parto' || seguinte.resultado === 'positivo'
            ? 'concebeu'
            : 'vazia',
      });
    });
  }
  return out;
}

/** The 21-day cycle: a cow's oestrous cycle, the period of the pregnancy-rate reports. */
export const CICLO_DIAS = 21;
/** Período voluntário de espera: days after calving before a cow is bred (the records module's default). */
export const PVE_DIAS = PARAMETROS_PADRAO.pveDias;

/**
 * Taxa de serviço, de concepção and de prenhez of the year over 21-day cycles (Ferguson, J. D.; Galligan, D. T.,
 * "Reproductive programs in dairy herds", Proc. Central Veterinary Conference, Kansas City, 1993; the 21-day
 * pregnancy rate of DairyComp 305; Embrapa Gado de Leite, "Eficiência reprodutiva em rebanhos leiteiros"):
 * - a cow is eligible in a cycle when, on its first day, she is in the herd, has calved at least PVE_DIAS before and
 *   is not pregnant;
 * - taxa de serviço (TS) = eligible cow-cycles with an insemination / eligible cow-cycles;
 * - taxa de concepção (TC) = of those services (one per cow and cycle), the ones that made her pregnant;
 * - taxa de prenhez (TP) = eligible cow-cycles that ended pregnant / eligible cow-cycles = TS × TC.
 * An insemination made her pregnant when the next of her events is a positive diagnosis or a calving; a negative
 * diagnosis, another insemination or nothing at all counts as open. Only cycles whose diagnosis is due by the farm's
 * today count (the cycle's last day + DIAGNOSTICO_ATE), as the reports leave the recent cycles out. No eligible cow,
 * or no insemination recorded in any eligible cycle: no rate (undefined), never 0.
 */
export function taxasReprodutivas(
  femeas: readonly FemeaComEventos[],
  ano: number,
  hoje: string,
): Pick<ZootecnicoDoAno, 'taxaServico' | 'taxaConcepcao' | 'taxaPrenhez'> {
  return taxasEntre(femeas, `${ano}-01-01`, `${ano}-12-31`, hoje);
}

/** The same rates over the cycles that start on `inicio` and end by `ate` (a month or a quarter of the desk). */
export function taxasEntre(
  femeas: readonly FemeaComEventos[],
  inicio: string,
  ate: string,
  hoje: string,
): Pick<ZootecnicoDoAno, 'taxaServico' | 'taxaConcepcao' | 'taxaPrenhez'> {
  return taxasDosCiclos(ciclosEntre(femeas, inicio, menor(ate, somarDias(hoje, -DIAGNOSTICO_ATE)), hoje));
}

/** One 21-day cycle of the herd: its eligible cows, the ones served in it, the ones that ended it pregnant. */
export interface ContagemDoCiclo {
  elegiveis: number;
  servidas: number;
  prenhes: number;
}

/** The rates of `taxasEntre` from the cycles' counts (summed over them). */
export function taxasDosCiclos(
  ciclos: readonly ContagemDoCiclo[],
): Pick<ZootecnicoDoAno, 'taxaServico' | 'taxaConcepcao' | 'taxaPrenhez'> {
  let elegiveis = 0;
  let servidas = 0;
  let prenhes = 0;
  for (const c of ciclos) {
    elegiveis += c.elegiveis;
    servidas += c.servidas;
    prenhes += c.prenhes;
  }
  const pct = (n: number, d: number) => (d ? umaCasa((100 * n) / d) : undefined);
  // Eligible cows and not one insemination on record: the farm does not record its services (natural service, or
  // not typed), so the rates are unknown — a 0 % would read as cows nobody bred.
  if (servidas === 0) return { taxaServico: undefined, taxaConcepcao: undefined, taxaPrenhez: undefined };
  return {
    taxaServico: pct(servidas, elegiveis),
    taxaConcepcao: pct(prenhes, servidas),
    taxaPrenhez: pct(prenhes, elegiveis),
  };
}

/**
 * The counts of each 21-day cycle that starts on `inicio` (+ 21 k) and ends by `limite`, the events up to `hoje`
 * read by the rules of `taxasReprodutivas` (the one reading: `taxasEntre` sums them; the farms' desk keeps them per
 * cycle, src/domain/painel/rebanho.ts, so a new day only adds the cycles that became due).
 */
export function ciclosEntre(
  femeas: readonly FemeaComEventos[],
  inicio: string,
  limite: string,
  hoje: string,
): ContagemDoCiclo[] {
  const ciclos: string[] = [];
  for (let c = inicio; somarDias(c, CICLO_DIAS - 1) <= limite; c = somarDias(c, CICLO_DIAS)) ciclos.push(c);
  const fins = ciclos.map((c) => somarDias(c, CICLO_DIAS));
  // past the PVE on a cycle's first day: calved on or before this day
  const partoAte = ciclos.map((c) => somarDias(c, -PVE_DIAS));
  const out: ContagemDoCiclo[] = ciclos.map(() => ({ elegiveis: 0, servidas: 0, prenhes: 0 }));
  for (const f of femeas) {
    const eventos = ordenadosAte(f.eventos, hoje);
    const partos = eventos.filter((e) => e.evento === 'Parto').map((e) => e.data);
    // each insemination, whether it made her pregnant, and until when she carried
    const servicos = eventos.flatMap((e, i) => {
      if (e.evento !== 'Inseminação') return [];
      const seguinte = eventos
        .slice(i + 1)
        .find((x) => x.evento === 'Parto' || x.evento === 'Inseminação' || (x.evento === 'Diagnóstico' && x.resultado));
      const emprenhou = seguinte?.evento === 'Parto' || seguinte?.resultado === 'positivo';
      const ate = eventos.slice(i + 1).find((x) => x.evento === 'Parto' || x.evento === 'Inseminação')?.data;
      return [{ data: e.data, emprenhou, ate }];
    });
    // the cycles run forward, so her last calving by each one's start only moves forward too
    let p = -1;
    for (let k = 0; k < ciclos.length; k++) {
      const c = ciclos[k];
      if (f.saida && f.saida.data <= c) continue;
      while (p + 1 < partos.length && partos[p + 1] <= c) p++;
      if (p < 0 || partos[p] > partoAte[k]) continue;
      if (servicos.some((s) => s.emprenhou && s.data < c && (!s.ate || s.ate > c))) continue;
      out[k].elegiveis++;
      let servida = false;
      let prenhe = false;
      for (const s of servicos) {
        if (s.data < c || s.data >= fins[k]) continue;
        servida = true;
        if (s.emprenhou) prenhe = true;
      }
      if (servida) out[k].servidas++;
      if (prenhe) out[k].prenhes++;
    }
  }
  return out;
}

/** The herd figures of an assessment's Animais step, as the wizard names them, and the decimals it shows. */
export const FIGURAS_DO_REBANHO = {
  vacasLactacaoMedia: { rotulo: 'Vacas em lactação (média)', casas: 1 },
  vacasTotalMedia: { rotulo: 'Vacas no rebanho (média)', casas: 1 },
  delMedio: { rotulo: 'DEL médio', casas: 1 },
  intervaloPartosDias: { rotulo: 'Intervalo entre partos', casas: 1 },
  taxaServico: { rotulo: 'Taxa de serviço', casas: 1 },
  taxaConcepcao: { rotulo: 'Taxa de concepção', casas: 1 },
  taxaPrenhez: { rotulo: 'Taxa de prenhez', casas: 1 },
  servicosPorConcepcao: { rotulo: 'Serviços por concepção', casas: 2 },
} as const satisfies Record<keyof ZootecnicoDoAno, { rotulo: string; casas: number }>;

/** A saved herd figure the records no longer give: the saved one and what the records give now. */
export interface FiguraDesatualizada {
  campo: keyof ZootecnicoDoAno;
  rotulo: string;
  salvo: number;
  atual: number;
  /** The decimals its field shows. */
  casas: number;
}

/**
 * The saved assessment's herd figures that differ from what the herd records give now (`atual`, zootecnicoDoAno of
 * the same year), at the decimals the wizard shows: a record changed or deleted after the figure was imported — the
 * issue's IEP 347 kept after the impossible Parto behind it was deleted, where the records now give 363. The saved
 * draft is what the Análise Final and the signed document print, so it is not changed behind the technician's back:
 * the figure is marked, with what the records give, and the screen offers to update it. A figure the records do not
 * give (no data) is not marked: the technician typed it.
 */
export function figurasDesatualizadas(
  salvo: Partial<Record<keyof ZootecnicoDoAno, number | undefined>> | undefined,
  atual: ZootecnicoDoAno,
): FiguraDesatualizada[] {
  const out: FiguraDesatualizada[] = [];
  for (const [campo, { rotulo, casas }] of Object.entries(FIGURAS_DO_REBANHO) as [
    keyof ZootecnicoDoAno,
    { rotulo: string; casas: number },
  ][]) {
    const s = salvo?.[campo];
    const a = atual[campo];
    if (typeof s !== 'number' || a === undefined) continue;
    const f = 10 ** casas;
    const agora = Math.round(a * f) / f;
    if (Math.round(s * f) !== Math.round(a * f)) out.push({ campo, rotulo, salvo: s, atual: agora, casas });
  }
  return out;
}
