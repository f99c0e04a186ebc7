/**
 * A list cut into parts of at most `tamanho` items, in order (the last one shorter): the `IN (…)` lists and multi-row
 * INSERTs stay under SQLite's bound-parameter limit (32,766 since 3.32; 500 ids a statement keeps every query of the
 * server small and its prepared shapes few). An empty list gives no part.
 */
export function emPartes<T>(lista: readonly T[], tamanho = 500): T[][] {
  if (!(tamanho >= 1)) throw new RangeError('emPartes: tamanho < 1');
  const partes: T[][] = [];
  for (let i = 0; i < lista.length; i += tamanho) partes.push(lista.slice(i, i + tamanho));
  return partes;
}
