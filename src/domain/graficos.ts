/** Pure helpers of the app's one chart component (src/web/components/charts). */

/** The text of a chart with nothing to show (docs/PRODUTO.md §Inventário). */
export const SEM_DADOS_GRAFICO = 'Nenhum dado para exibir';

/**
 * Whether a chart's datasets have nothing to draw (no value, or every value 0): such a chart shows
 * SEM_DADOS_GRAFICO instead of an empty axis.
 */
export function semValores(data: { datasets: readonly object[] }): boolean {
  return data.datasets.every((d) => {
    const valores = (d as { data?: readonly unknown[] }).data ?? [];
    return valores.every((v) => {
      const n = typeof v === 'number' ? v : Number((v as { y?: unknown } | null)?.y ?? Number.NaN);
      return !Number.isFinite(n) || n === 0;
    });
  });
}
