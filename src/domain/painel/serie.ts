/**
 * The desk over time (docs/PRODUTO.md §Fazendas): one indicator of some farms month by month or year by year, against
 * the group's quartiles of each period — the periods' figures are the desk's own rows (`linhaDoPainel` of each month
 * or year), never computed another way.
 */
import { z } from 'zod';
import { NOMES_MESES } from '../format.ts';
import { type Retido, retido } from '../retidos.ts';
import { descreve, retidosSchema } from '../schemas/common.ts';
import { quantil } from './estatisticas.ts';
import { CHAVES_INDICADORES, type ChaveIndicador, INDICADOR, type LinhaPainel } from './indicadores.ts';

/** The `n` months that end with the month of `hoje`, oldest first ('2026-11' …). */
export function ultimosMeses(hoje: string, n = 12): string[] {
  const [a, m] = [Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7))];
  return Array.from({ length: n }, (_, i) => {
    const k = a * 12 + (m - 1) - (n - 1 - i);
    return `${Math.floor(k / 12)}-${String((k % 12) + 1).padStart(2, '0')}`;
  });
}

/** The `n` years that end with the year of `hoje`, oldest first ('2022' … '2026'). */
export function ultimosAnos(hoje: string, n = ANOS_DA_SERIE): string[] {
  const a = Number(hoje.slice(0, 4));
  return Array.from({ length: n }, (_, i) => String(a - (n - 1 - i)));
}

/** How far back the chart looks: twelve months, or five years. */
export const ANOS_DA_SERIE = 5;
export type Granularidade = 'mes' | 'ano';
export const GRANULARIDADES: Record<Granularidade, { rotulo: string; porPeriodo: string }> = {
  mes: { rotulo: 'Últimos 12 meses', porPeriodo: 'por mês' },
  ano: { rotulo: `Últimos ${ANOS_DA_SERIE} anos`, porPeriodo: 'por ano' },
};

/** The periods of a series that ends with the month (or year) of `ate` (an ISO day). */
export function periodosDaSerie(g: Granularidade, ate: string): string[] {
  return g === 'ano' ? ultimosAnos(ate, ANOS_DA_SERIE) : ultimosMeses(ate, 12);
}

/** 'nov/26': a month on a chart's axis. */
export function rotuloMes(mes: string): string {
  return `${NOMES_MESES[Number(mes.slice(5, 7)) - 1].slice(0, 3)}/${mes.slice(2, 4)}`;
}

/** A period on a chart's axis: 'nov/26' for a month, '2026' for a year. */
export function rotuloPeriodo(p: string): string {
  return p.length === 4 ? p : rotuloMes(p);
}

export interface SerieDaFazenda {
  farmId: string;
  fazenda: string;
  /** One figure a period (null: no data then); absent when the indicator is withheld on that farm. */
  valores?: (number | null)[];
  retidos: { parte: string; modulos: string[] }[];
}

export interface SeriePainel {
  indicador: ChaveIndicador;
  granularidade: Granularidade;
  /** The months ('2026-03') or years ('2026'), oldest first. */
  periodos: string[];
  fazendas: SerieDaFazenda[];
  /** The group's first quartile, median and third quartile each period, over every farm with the figure. */
  quartis: { q1: number | null; mediana: number | null; q3: number | null }[];
}

/** The series of `chave` from the desk's rows of each period (`porPeriodo[i]`: the rows of `periodos[i]`). */
export function serieDoPainel(
  chave: ChaveIndicador,
  granularidade: Granularidade,
  periodos: readonly string[],
  porPeriodo: readonly (readonly (LinhaPainel & { retidos: readonly Retido[] })[])[],
): SeriePainel {
  const fazendas = new Map<string, SerieDaFazenda>();
  porPeriodo.forEach((linhas, i) => {
    for (const l of linhas) {
      let s = fazendas.get(l.farmId);
      if (!s) {
        const r = retido(l.retidos, `figuras.${chave}`);
        s = r
          ? { farmId: l.farmId, fazenda: l.fazenda, retidos: [{ parte: 'valores', modulos: r.modulos }] }
          : { farmId: l.farmId, fazenda: l.fazenda, valores: periodos.map(() => null), retidos: [] };
        fazendas.set(l.farmId, s);
      }
      if (s.valores) s.valores[i] = l.figuras[chave]?.valor ?? null;
    }
  });
  const todas = [...fazendas.values()];
  const quartis = periodos.map((_, i) => {
    const vs = todas.map((s) => s.valores?.[i] ?? null);
    return { q1: quantil(vs, 0.25), mediana: quantil(vs, 0.5), q3: quantil(vs, 0.75) };
  });
  return { indicador: chave, granularidade, periodos: [...periodos], fazendas: todas, quartis };
}

/**
 * The chart's data (src/web/components/charts): a line per chosen farm and the group's quartiles as dashed lines,
 * the best quarter's edge named for the indicator's direction. A period with no figure is a gap, never a 0.
 */
export function graficoDaSerie(s: SeriePainel, escolhidas: readonly string[]) {
  const cores = ['#1f6f43', '#2f5d8a', '#b5461f', '#7a4fa3', '#8a6d1f', '#1f7a7a'];
  const melhorEmCima = INDICADOR[s.indicador].melhor === 'maior';
  const tracejada = (label: string, data: (number | null)[], cor: string) => ({
    type: 'line',
    label,
    data,
    borderColor: cor,
    backgroundColor: cor,
    borderDash: [6, 4],
    // a point of its own, so a quartile with a single period of data (a farm's first year) still shows
    pointRadius: 2,
    spanGaps: false,
  });
  return {
    labels: s.periodos.map(rotuloPeriodo),
    datasets: [
      ...s.fazendas
        .filter((f) => escolhidas.includes(f.farmId) && f.valores)
        .map((f, i) => ({
          type: 'line',
          label: f.fazenda,
          data: f.valores as (number | null)[],
          borderColor: cores[i % cores.length],
          backgroundColor: cores[i % cores.length],
          spanGaps: false,
        })),
      tracejada(
        melhorEmCima ? 'Quartil superior do grupo' : 'Quartil inferior do grupo (melhor)',
        s.quartis.map((q) => (melhorEmCima ? q.q3 : q.q1)),
        '#6b7280',
      ),
      tracejada(
        'Mediana do grupo',
        s.quartis.map((q) => q.mediana),
        '#111827',
      ),
    ],
  };
}

export const seriePainelSchema = descreve<SeriePainel>()(
  z.object({
    indicador: z.enum(CHAVES_INDICADORES as [ChaveIndicador, ...ChaveIndicador[]]),
    granularidade: z.enum(['mes', 'ano']),
    periodos: z.array(z.string()).describe("Os meses ('2026-03') ou anos ('2026') do gráfico, do mais antigo."),
    fazendas: z.array(
      z.object({
        farmId: z.string(),
        fazenda: z.string(),
        valores: z.array(z.number().nullable()).optional(),
        retidos: retidosSchema,
      }),
    ),
    quartis: z.array(
      z.object({ q1: z.number().nullable(), mediana: z.number().nullable(), q3: z.number().nullable() }),
    ),
  }),
);
