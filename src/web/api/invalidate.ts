/**
 * `invalidate(prefix)` without the query library: the login page's graph (guards.tsx) and the outbox call it, and
 * neither may download TanStack Query. Before use-resource.ts is loaded nothing has been read, so there is nothing
 * to read again; once loaded it plugs its cache in here.
 */
let invalidator: ((prefix: Chave) => void) | null = null;

/**
 * A read's key: a tuple from the feature's queries.ts (`['financeiro', farmId, 'fornecedores']`), or — for the
 * features not yet moved to queries.ts — the old string key.
 */
export type Chave = string | readonly unknown[];

/**
 * Reads again every resource under `prefix`: a tuple names the keys that begin with it (TanStack's prefix match,
 * e.g. `invalidate(chavesFinanceiro.fazenda(farmId))`); a string, the old keys that begin with it ('' = all).
 */
export function invalidate(prefix: Chave): void {
  invalidator?.(prefix);
}

/** A read of a feature's queries.ts: its tuple key and its fetcher (given the signal of an abandoned read). */
export interface Consulta<T> {
  queryKey: readonly unknown[];
  fetcher: (signal: AbortSignal) => Promise<T>;
}
export const consulta = <T>(
  queryKey: readonly unknown[],
  fetcher: (signal: AbortSignal) => Promise<T>,
): Consulta<T> => ({
  queryKey,
  fetcher,
});

/** Called once by use-resource.ts with what an invalidation does to its cache. */
export function setInvalidator(fn: (prefix: Chave) => void): void {
  invalidator = fn;
}
