import { formatData } from '../format.ts';
import { ultimosDias } from './dates.ts';

/** IN 76/2018 (MAPA) limits for raw refrigerated milk: CCS ≤ 500 000 cells/mL, CBT ≤ 300 000 UFC/mL. */
export const LIMITE_CCS_MIL = 500; // in the form's unit, x1000 cells/mL
export const LIMITE_CBT = 300_000; // UFC/mL

export interface AmostraQualidade {
  data: string;
  amostra: string;
  ccs: number;
  cbt: number;
}

export function ccsAcimaDoLimite(ccsMil: number): boolean {
  return ccsMil > LIMITE_CCS_MIL;
}
export function cbtAcimaDoLimite(cbt: number): boolean {
  return cbt > LIMITE_CBT;
}

/** 'CCS acima do limite', 'CBT acima do limite', both, or null — the text that goes beside the colour. */
export function alertaQualidade(a: { ccs: number; cbt: number }): string | null {
  const partes = [ccsAcimaDoLimite(a.ccs) ? 'CCS' : null, cbtAcimaDoLimite(a.cbt) ? 'CBT' : null].filter(Boolean);
  if (partes.length === 0) return null;
  return `${partes.join(' e ')} acima do limite (IN 76/2018)`;
}

/** Total litres divided by cows; 0 when there are no cows. Rounded to 0.1 L. */
export function litrosPorVaca(totalLitros: number, vacas: number): number {
  if (!(vacas > 0) || !Number.isFinite(totalLitros)) return 0;
  return Math.round((totalLitros / vacas) * 10) / 10;
}

export interface LitrosDoDia {
  data: string;
  litros: number;
  /** Distinct cows milked that day. */
  vacas: number;
}

/** Daily series over the `dias` days ending at `ate`; days without milkings become 0. */
export function serieDiaria(linhas: readonly LitrosDoDia[], ate: string, dias = 30): LitrosDoDia[] {
  const porDia = new Map(linhas.map((l) => [l.data, l]));
  return ultimosDias(ate, dias).map((d) => {
    const l = porDia.get(d);
    return { data: d, litros: l ? Math.round(l.litros * 10) / 10 : 0, vacas: l?.vacas ?? 0 };
  });
}

export interface ResumoProducao {
  totalLitros: number;
  /** Litres per day, averaged over the days with milkings (days without records are not counted as zero). */
  mediaDiaria: number;
  /** Litres per milked cow per day, averaged over the days with milkings. */
  litrosPorVacaDia: number;
  /** Litres of the last day divided by the cows lactating now. */
  litrosPorVacaLactante: number;
}

export function resumoProducao(serie: readonly LitrosDoDia[], vacasLactantes: number): ResumoProducao {
  const total = serie.reduce((s, d) => s + d.litros, 0);
  const comOrdenha = serie.filter((d) => d.vacas > 0);
  const vacasDia = comOrdenha.reduce((s, d) => s + d.vacas, 0);
  const ultimo = serie.at(-1);
  return {
    totalLitros: Math.round(total * 10) / 10,
    // Over the days that have milkings: a farm that started recording yesterday does not average over 30 days.
    mediaDiaria: litrosPorVaca(total, comOrdenha.length),
    litrosPorVacaDia: litrosPorVaca(
      comOrdenha.reduce((s, d) => s + d.litros, 0),
      vacasDia,
    ),
    litrosPorVacaLactante: litrosPorVaca(ultimo?.litros ?? 0, vacasLactantes),
  };
}

// ---- chart.js datasets (plain objects; the chart component adds nothing but rendering) ----

export const COR_PRODUCAO = '#2563eb';
export const COR_LIMITE = '#dc2626';
export const COR_OK = '#16a34a';

export interface DadosGrafico {
  labels: string[];
  datasets: {
    label: string;
    data: number[];
    borderColor?: string;
    backgroundColor?: string | string[];
    pointBackgroundColor?: string[];
    pointStyle?: string[];
    pointRadius?: number | number[];
    borderDash?: number[];
    type?: 'line' | 'bar';
    fill?: boolean;
  }[];
}

/** dd/MM labels for a series of ISO dates. */
export function rotuloDia(iso: string): string {
  return formatData(iso).slice(0, 5);
}

export function graficoProducao(serie: readonly LitrosDoDia[]): DadosGrafico {
  return {
    labels: serie.map((d) => rotuloDia(d.data)),
    datasets: [
      {
        label: 'Litros por dia',
        data: serie.map((d) => d.litros),
        backgroundColor: COR_PRODUCAO,
        borderColor: COR_PRODUCAO,
        type: 'bar',
      },
    ],
  };
}

/**
 * One quality parameter against its legal limit: the samples (red triangle when over the limit, green circle
 * otherwise — shape as well as colour) and the limit as a dashed line.
 */
export function graficoQualidade(amostras: readonly AmostraQualidade[], parametro: 'ccs' | 'cbt'): DadosGrafico {
  const ordenadas = [...amostras].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
  const limite = parametro === 'ccs' ? LIMITE_CCS_MIL : LIMITE_CBT;
  const acima = ordenadas.map((a) => a[parametro] > limite);
  return {
    labels: ordenadas.map((a) => `${rotuloDia(a.data)} ${a.amostra}`),
    datasets: [
      {
        label: parametro === 'ccs' ? 'CCS (x1000 cél/mL)' : 'CBT (UFC/mL)',
        data: ordenadas.map((a) => a[parametro]),
        borderColor: COR_PRODUCAO,
        pointBackgroundColor: acima.map((x) => (x ? COR_LIMITE : COR_OK)),
        pointStyle: acima.map((x) => (x ? 'triangle' : 'circle')),
        pointRadius: acima.map((x) => (x ? 7 : 4)),
        type: 'line',
        fill: false,
      },
      {
        label: parametro === 'ccs' ? 'Limite IN 76/2018 (500 mil cél/mL)' : 'Limite IN 76/2018 (300 mil UFC/mL)',
        data: ordenadas.map(() => limite),
        borderColor: COR_LIMITE,
        borderDash: [6, 4],
        pointRadius: 0,
        type: 'line',
        fill: false,
      },
    ],
  };
}

/** One cow's daily litres (all milkings of a day summed) for the ficha técnica. */
export function graficoAnimal(linhas: readonly { data: string; producao: number }[]): DadosGrafico {
  const porDia = new Map<string, number>();
  for (const l of linhas) porDia.set(l.data, (porDia.get(l.data) ?? 0) + l.producao);
  const dias = [...porDia.keys()].sort();
  return {
    labels: dias.map(rotuloDia),
    datasets: [
      {
        label: 'Litros por dia',
        data: dias.map((d) => Math.round((porDia.get(d) ?? 0) * 10) / 10),
        borderColor: COR_PRODUCAO,
        backgroundColor: COR_PRODUCAO,
        type: 'line',
        fill: false,
      },
    ],
  };
}
