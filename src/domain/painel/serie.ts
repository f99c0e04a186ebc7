/**
 * The desk over time (docs/PRODUTO.md §Fazendas): one indicator of some farms month by month, against the group's
 * quartiles of each month — the months' figures are the desk's own rows (`linhaDoPainel` of each month), never
 * computed another way.
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

/** 'nov/26': a month on a chart's axis. */
export function rotuloMes(mes: string): string {
  return `${NOMES_MESES[Number(mes.slice(5, 7)) - 1].slice(0, 3)}/${mes.slice(2, 4)}`;
}

export interface SerieDaFazenda {
  farmId: string;
  fazenda: string;
  /** One figure a month (null: no data that month); absent when the indicator is withheld on that farm. */
  valores?: (number | null)[];
  retidos: { parte: string; modulos: string[] }[];
}

export interface SeriePainel {
  indicador: ChaveIndicador;
  meses: string[];
  fazendas: SerieDaFazenda[];
  /** The group's first quartile, median and third quartile each month, over every farm with the figure. */
  quartis: { q1: number | null; mediana: number | null; q3: number | null }[];
}

/** The series of `chave` from the desk's rows of each month (`porMes[i]`: the rows of `meses[i]`). */
export function serieDoPainel(
  chave: ChaveIndicador,
  meses: readonly string[],
  porMes: readonly (readonly (LinhaPainel & { retidos: readonly Retido[] })[])[],
): SeriePainel {
  const fazendas = new Map<string, SerieDaFazenda>();
  porMes.forEach((linhas, i) => {
    for (const l of linhas) {
      let s = fazendas.get(l.farmId);
      if (!s) {
        const r = retido(l.retidos, `figuras.${chave}`);
        s = r
          ? { farmId: l.farmId, fazenda: l.fazenda, retidos: [{ parte: 'valores', modulos: r.modulos }] }
          : { farmId: l.farmId, fazenda: l.fazenda, valores: meses.map(() => null), retidos: [] };
        fazendas.set(l.farmId, s);
      }
      if (s.valores) s.valores[i] = l.figuras[chave]?.valor ?? null;
    }
  });
  const todas = [...fazendas.values()];
  const quartis = meses.map((_, i) => {
    const vs = todas.map((s) => s.valores?.[i] ?? null);
    return { q1: quantil(vs, 0.25), mediana: quantil(vs, 0.5), q3: quantil(vs, 0.75) };
  });
  return { indicador: chave, meses: [...meses], fazendas: todas, quartis };
}

/**
 * The chart's data (src/web/components/charts): a line per chosen farm and the group's quartiles as dashed lines,
 * the best quarter's edge named for the indicator's direction. A month with no figure is a gap, never a 0.
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
    pointRadius: 0,
    spanGaps: false,
  });
  return {
    labels: s.meses.map(rotuloMes),
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
    meses: z.array(z.string()),
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
