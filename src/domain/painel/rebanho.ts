/**
 * The herd figures of the farms' desk split in two (issue 40 item 1): what depends only on the records — kept by the
 * desk per farm and period with the farm's rebanho_versoes count, computed once per write — and what depends on the
 * farm's today, computed from that kept summary in a few operations whatever the herd's size. A new day no longer
 * reads and walks every farm's herd: it costs farms × (a constant), not animals × events.
 *
 * Why the split is exact. `figurasDoRebanho` (indicadores.ts) reads `hoje` in three ways: (1) it leaves out events
 * dated after it; (2) it counts the days up to U = min(fim, hoje); (3) it leaves out the services and 21-day cycles
 * whose diagnosis is not due yet (hoje − DIAGNOSTICO_ATE), and takes the % pregnant on min(fim, hoje). The summary is
 * built for every `hoje` on or after `desde`, the last date any of the herd's records carries (an event, an exit):
 * then (1) leaves nothing out, and what remains of `hoje` is, per figure:
 * - cow-days, lactation days and the sum of DEL (zootecnicoEntre): a closed stretch counts a constant; a stretch still
 *   running on U (an open lactation, a cow still in the herd) counts U − a days from its start a, and its DEL
 *   d₀, d₀ + 1, … sums to n·d₀ + n(n − 1)/2 with n = U − a — so the herd keeps, over its running stretches, their
 *   number, Σa, Σa², Σd₀ and Σa·d₀, and any U gives the exact integer sums (DRMS "DHI-202 Herd Summary": cow-days);
 * - the calving intervals: constant (sum and count);
 * - the 21-day cycles' rates (taxasEntre): each cycle's counts do not move with `hoje`; only how many cycles are due
 *   does — the counts are kept per cycle (`ciclosEntre` of avaliacao/zootecnico.ts, the one reading);
 * - services per conception (`servicosEntre`): a service with an outcome counts as it is; one with nothing after it
 *   counts (open) once it is DIAGNOSTICO_ATE days old — the dates of the ones not yet that old on `desde` are kept;
 * - % pregnant (`percentualPrenhes`) while the period runs: a pregnant cow in the herd is eligible, a calved one not
 *   pregnant becomes eligible on her calving + the farm's PVE — the dates still ahead of `desde` are kept; once the
 *   period has ended it is taken on `fim`, one number.
 * Before `desde` (a record dated after the farm's today: the register refuses it, but a clock may lag) the summary
 * says nothing (`figurasNoDia` gives null) and the caller computes from the herd. A fast-check property
 * (rebanho.test.ts) holds the split equal to `figurasDoRebanho` for any herd, period, thresholds and today.
 */
import { diasEntre, somarDias } from '../apontamentos/dates.ts';
import {
  DIAGNOSTICO_ATE,
  estadoDoAnimal,
  lactacoesDoAnimal,
  PARAMETROS_PADRAO,
  type ParametrosReprodutivos,
} from '../apontamentos/reproducao.ts';
import {
  CICLO_DIAS,
  type ContagemDoCiclo,
  ciclosEntre,
  type FemeaComEventos,
  servicosEntre,
  taxasDosCiclos,
  type ZootecnicoDoAno,
} from '../avaliacao/zootecnico.ts';
import { type FigurasDoRebanho, percentualPrenhes } from './indicadores.ts';
import { diasDoPeriodo, type PeriodoPainel } from './periodo.ts';

/** The version of `BaseDoRebanho`'s shape: the desk's key holds it, so rows of an older shape are built again. */
export const VERSAO_BASE_DO_REBANHO = 1;

/** Stretches still running on the period's last counted day: how many, Σa, Σa², Σd₀, Σa·d₀ (days from `inicio`). */
type Abertas = [n: number, sa: number, sa2: number, sd0: number, sad0: number];

/** What a farm's herd gives the desk for a period, whatever the farm's today (on or after `desde`). */
export interface BaseDoRebanho {
  v: typeof VERSAO_BASE_DO_REBANHO;
  /** The last date a record of the herd carries (null: no record): the summary answers for any today from it on. */
  desde: string | null;
  /** Cow-days: closed stretches' days, and the cows still in the herd (start a: days from `inicio`). */
  vacaDias: number;
  vacasAbertas: [n: number, sa: number];
  /** Lactation days and Σ DEL of the closed lactations; the open ones. */
  lactacaoDias: number;
  somaDel: number;
  lactacoesAbertas: Abertas;
  /** Calving intervals ending in the period: their sum and count. */
  intervalos: [soma: number, n: number];
  /** Each 21-day cycle of the period that fits in it: [eligible, served, pregnant]. */
  ciclos: [number, number, number][];
  /** Services of the period: counted already, conceptions, and the open ones not DIAGNOSTICO_ATE days old on `desde`. */
  servicos: number;
  concepcoes: number;
  servicosPendentes: string[];
  /**
   * % pregnant while the period runs (only when `desde` is before its end): pregnant eligible cows, calved ones
   * eligible by `desde`, the later dates.
   */
  prenhes: number;
  elegiveis: number;
  elegiveisEm: string[];
  /** % pregnant once the period has ended (taken on `fim`). */
  prenhesNoFim: number | null;
}

const maior = (a: string, b: string) => (a > b ? a : b);
const umaCasa = (n: number) => Math.round(n * 10) / 10;

/** How many of the sorted dates are on or before `dia`. */
function ate(datas: readonly string[], dia: string): number {
  let n = 0;
  while (n < datas.length && datas[n] <= dia) n++;
  return n;
}

/** The summary of the herd for the period and thresholds (`femeas` as the desk reads them, events oldest first). */
export function baseDoRebanho(
  femeas: readonly FemeaComEventos[],
  periodo: Pick<PeriodoPainel, 'inicio' | 'fim'>,
  parametros: ParametrosReprodutivos = PARAMETROS_PADRAO,
): BaseDoRebanho {
  const { inicio, fim } = periodo;
  let desde: string | null = null;
  for (const f of femeas) {
    for (const e of f.eventos) if (desde === null || e.data > desde) desde = e.data;
    if (f.saida && (desde === null || f.saida.data > desde)) desde = f.saida.data;
  }
  // any day on or after every record (and in the period, so `fim`'s own rules apply): what `hoje` is read as below
  const ref = desde === null ? inicio : maior(desde, inicio);
  const de = (d: string) => diasEntre(inicio, d);
  let vacaDias = 0;
  const vacas: [number, number] = [0, 0];
  let lactacaoDias = 0;
  let somaDel = 0;
  const lact: Abertas = [0, 0, 0, 0, 0];
  const intervalos: [number, number] = [0, 0];
  for (const f of femeas) {
    // for any today from `desde` on, zootecnicoEntre's lactations are these (its events up to min(fim, today))
    const lactacoes = lactacoesDoAnimal(f.eventos, fim, f.saida);
    if (!lactacoes.length) continue;
    const a0 = de(maior(lactacoes[0].parto, inicio));
    if (lactacoes[0].parto <= fim) {
      if (f.saida && f.saida.data <= fim) vacaDias += Math.max(0, de(f.saida.data) - a0);
      else {
        vacas[0]++;
        vacas[1] += a0;
      }
    }
    for (const l of lactacoes) {
      const a = de(maior(l.parto, inicio));
      const d0 = diasEntre(l.parto, maior(l.parto, inicio));
      if (l.fim !== null) {
        const n = Math.max(0, de(l.fim) - a);
        lactacaoDias += n;
        somaDel += n * d0 + (n * (n - 1)) / 2;
      } else {
        lact[0]++;
        lact[1] += a;
        lact[2] += a * a;
        lact[3] += d0;
        lact[4] += a * d0;
      }
    }
    for (let i = 1; i < lactacoes.length; i++)
      if (lactacoes[i].parto >= inicio) {
        intervalos[0] += diasEntre(lactacoes[i - 1].parto, lactacoes[i].parto);
        intervalos[1]++;
      }
  }
  // every cycle that fits in the period, counted as on any today it is due by
  const ciclos = ciclosEntre(femeas, inicio, fim, maior(ref, somarDias(fim, DIAGNOSTICO_ATE))).map(
    (c: ContagemDoCiclo): [number, number, number] => [c.elegiveis, c.servidas, c.prenhes],
  );
  let servicos = 0;
  let concepcoes = 0;
  const servicosPendentes: string[] = [];
  const contaDesde = somarDias(ref, -DIAGNOSTICO_ATE);
  for (const s of servicosEntre(femeas, inicio, fim, ref)) {
    if (s.desfecho === null && s.data > contaDesde) servicosPendentes.push(s.data);
    else {
      servicos++;
      if (s.desfecho === 'concebeu') concepcoes++;
    }
  }
  let prenhes = 0;
  let elegiveis = 0;
  const elegiveisEm: string[] = [];
  let prenhesNoFim: number | null;
  if (ref < fim) {
    // every record is dated by `ref`, inside the period: each female's state on any day from `ref` to `fim` differs
    // only in her days since calving (one pass; `fim` is one of those days)
    for (const f of femeas) {
      const e = estadoDoAnimal(f, ref, parametros);
      if (e.saida || e.ultimoParto === null) continue;
      if (e.reprodutiva === 'Prenhe') prenhes++;
      else {
        const em = somarDias(e.ultimoParto, parametros.pveDias);
        if (em <= ref) elegiveis++;
        else elegiveisEm.push(em);
      }
    }
    elegiveisEm.sort();
    const noFim = prenhes + elegiveis + ate(elegiveisEm, fim);
    prenhesNoFim = noFim ? umaCasa((100 * prenhes) / noFim) : null;
  } else prenhesNoFim = percentualPrenhes(femeas, fim, parametros);
  return {
    v: VERSAO_BASE_DO_REBANHO,
    desde,
    vacaDias,
    vacasAbertas: vacas,
    lactacaoDias,
    somaDel,
    lactacoesAbertas: lact,
    intervalos,
    ciclos,
    servicos,
    concepcoes,
    servicosPendentes: servicosPendentes.sort(),
    prenhes,
    elegiveis,
    elegiveisEm,
    prenhesNoFim,
  };
}

/**
 * The herd figures of the period on the farm's `hoje` from the kept summary: what `figurasDoRebanho` gives from the
 * whole herd, in a few operations. null when `hoje` is before a record of the herd (the caller reads the herd).
 */
export function figurasNoDia(
  base: BaseDoRebanho,
  periodo: Pick<PeriodoPainel, 'inicio' | 'fim'>,
  hoje: string,
): FigurasDoRebanho | null {
  const dias = diasDoPeriodo(periodo, hoje);
  if (!dias) return { z: null, prenhes: null };
  if (base.desde !== null && hoje < base.desde) return null;
  // U − inicio: the days counted (the period's days up to min(fim, hoje))
  const vacaDias = base.vacaDias + base.vacasAbertas[0] * dias - base.vacasAbertas[1];
  const [n, sa, sa2, sd0, sad0] = base.lactacoesAbertas;
  // Σ (U − a) over the open lactations, and Σ over them of n·d₀ + n(n − 1)/2 with n = U − a
  const lactacaoDias = base.lactacaoDias + n * dias - sa;
  const somaDel = base.somaDel + (dias * sd0 - sad0) + (n * dias * dias - 2 * dias * sa + sa2 - (n * dias - sa)) / 2;
  const limite = somarDias(hoje, -DIAGNOSTICO_ATE);
  const ultimoCiclo = periodo.fim < limite ? periodo.fim : limite;
  const devidos =
    ultimoCiclo < periodo.inicio ? 0 : Math.floor((diasEntre(periodo.inicio, ultimoCiclo) + 1) / CICLO_DIAS);
  const pendentesContados = ate(base.servicosPendentes, limite);
  const servicos = base.servicos + pendentesContados;
  const taxas = taxasDosCiclos(
    base.ciclos.slice(0, devidos).map(([elegiveis, servidas, prenhes]) => ({ elegiveis, servidas, prenhes })),
  );
  const [somaIntervalos, nIntervalos] = base.intervalos;
  const z: ZootecnicoDoAno = {
    vacasLactacaoMedia: vacaDias ? lactacaoDias / dias : undefined,
    vacasTotalMedia: vacaDias ? vacaDias / dias : undefined,
    delMedio: lactacaoDias ? umaCasa(somaDel / lactacaoDias) : undefined,
    intervaloPartosDias: nIntervalos ? umaCasa(somaIntervalos / nIntervalos) : undefined,
    ...taxas,
    servicosPorConcepcao: base.concepcoes ? Math.round((100 * servicos) / base.concepcoes) / 100 : undefined,
  };
  let prenhes: number | null;
  if (periodo.fim <= hoje) prenhes = base.prenhesNoFim;
  else {
    const elegiveis = base.prenhes + base.elegiveis + ate(base.elegiveisEm, hoje);
    prenhes = elegiveis ? umaCasa((100 * base.prenhes) / elegiveis) : null;
  }
  return { z, prenhes };
}
