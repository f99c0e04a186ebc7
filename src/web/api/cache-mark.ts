import { atom, store, useAtomValue } from '../state.ts';

/**
 * Answers the service worker gave from its copy (the server did not answer) carry the time of that copy. call()
 * marks the parsed body with it; useResource reports what the mounted screens show, and the layout says
 * 'Dados de {hora}, sem conexão com o servidor' while any of it is such a copy.
 */
const MARK = Symbol.for('leiteira.cache');

export function marcarCache<T>(data: T, salvoEm: string | null): T {
  if (salvoEm && data && typeof data === 'object') Object.defineProperty(data, MARK, { value: salvoEm });
  return data;
}

export function cacheDe(data: unknown): string | null {
  return data && typeof data === 'object' ? ((data as Record<symbol, string>)[MARK] ?? null) : null;
}

const shown = new Map<object, string>();
/** The oldest copy on screen. */
const oldestAtom = atom<string | null>(null);

/** What one mounted resource shows: a cached copy taken at `salvoEm`, or (null) a fresh answer. */
export function mostrarCache(owner: object, salvoEm: string | null): void {
  if (salvoEm) shown.set(owner, salvoEm);
  else shown.delete(owner);
  store.set(oldestAtom, [...shown.values()].sort()[0] ?? null);
}

/** The oldest cached copy on screen, or null when everything shown came from the server. */
export function useDadosEmCache(): string | null {
  return useAtomValue(oldestAtom);
}
