import { compararTexto } from '../format.ts';
import { numeroOuZero } from './formulas.ts';

/** Colours of the pie slices (cycled); the legend repeats them beside the names, so colour is not the only cue. */
export const CORES_GRAFICO = [
  '#2563eb',
  '#16a34a',
  '#f59e0b',
  '#dc2626',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#65a30d',
  '#ea580c',
  '#475569',
];

export interface Fatia {
  rotulo: string;
  valor: number;
  cor: string;
}

/**
 * Groups items by a label and sums a quantity (animals by type, hectares by land type). Blank labels become
 * 'Sem tipo'; zero and invalid amounts are left out, so an empty result means "Nenhum dado para exibir".
 */
export function fatiasPorRotulo<T>(itens: T[], rotulo: (i: T) => string, valor: (i: T) => unknown): Fatia[] {
  const somas = new Map<string, number>();
  for (const item of itens) {
    const nome = rotulo(item).trim() || 'Sem tipo';
    const v = numeroOuZero(valor(item));
    if (v <= 0) continue;
    somas.set(nome, (somas.get(nome) ?? 0) + v);
  }
  return [...somas]
    .sort((a, b) => b[1] - a[1] || compararTexto(a[0], b[0]))
    .map(([nome, v], i) => ({
      rotulo: nome,
      valor: Number(v.toPrecision(15)),
      cor: CORES_GRAFICO[i % CORES_GRAFICO.length],
    }));
}

/** Share of each slice in percent (for the legend), summing to the whole. */
export function percentuais(fatias: Fatia[]): number[] {
  const total = fatias.reduce((s, f) => s + f.valor, 0);
  return fatias.map((f) => (total > 0 ? (f.valor / total) * 100 : 0));
}
