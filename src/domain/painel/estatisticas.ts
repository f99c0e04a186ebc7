/**
 * The group's reference figures of the farms' desk (docs/PRODUTO.md §Fazendas): the mean, the median and the
 * boundary of the best quarter of the farms, the benchmark the Educampo-style programmes print beside each farm.
 * Over the figures the farms have: a farm without the figure (no data, or withheld from the caller) is left out,
 * never counted as 0; with no figure at all, each is null.
 *
 * Quantiles by linear interpolation between order statistics (Hyndman, R. J.; Fan, Y., "Sample quantiles in
 * statistical packages", The American Statistician 50(4), 1996, definition 7 — R's default and the spreadsheets'
 * QUARTIL/QUARTILE.INC): with n figures sorted, the p-quantile sits at position (n − 1)·p.
 */

/** Which way a figure is better: more litres, or a lower cost per litre. */
export type Melhor = 'maior' | 'menor';

const ordenados = (valores: readonly (number | null | undefined)[]): number[] =>
  valores.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);

/** The arithmetic mean of the figures there are; null with none. */
export function media(valores: readonly (number | null | undefined)[]): number | null {
  const v = ordenados(valores);
  return v.length ? v.reduce((s, x) => s + x, 0) / v.length : null;
}

/** The p-quantile (0–1) of the figures there are, definition 7 of Hyndman & Fan; null with none. */
export function quantil(valores: readonly (number | null | undefined)[], p: number): number | null {
  const v = ordenados(valores);
  if (!v.length) return null;
  const h = (v.length - 1) * Math.min(1, Math.max(0, p));
  const i = Math.floor(h);
  return i + 1 < v.length ? v[i] + (h - i) * (v[i + 1] - v[i]) : v[i];
}

/** The median: the 0.5-quantile. */
export function mediana(valores: readonly (number | null | undefined)[]): number | null {
  return quantil(valores, 0.5);
}

/**
 * The boundary of the best quarter of the farms: the third quartile of a figure where more is better, the first of
 * one where less is better (a cost per litre, a cell count).
 */
export function quartilSuperior(valores: readonly (number | null | undefined)[], melhor: Melhor): number | null {
  return quantil(valores, melhor === 'maior' ? 0.75 : 0.25);
}

export interface Referencias {
  media: number | null;
  mediana: number | null;
  quartilSuperior: number | null;
  /** How many farms the figures stand on. */
  n: number;
}

/** The three reference figures of one indicator over the farms. */
export function referencias(valores: readonly (number | null | undefined)[], melhor: Melhor): Referencias {
  return {
    media: media(valores),
    mediana: mediana(valores),
    quartilSuperior: quartilSuperior(valores, melhor),
    n: ordenados(valores).length,
  };
}
