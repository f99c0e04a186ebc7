import { useSyncExternalStore } from 'react';

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
const listeners = new Set<() => void>();
let oldest: string | null = null;

/** What one mounted resource shows: a cached copy taken at `salvoEm`, or (null) a fresh answer. */
export function mostrarCache(owner: object, salvoEm: string | null): void {
  if (salvoEm) shown.set(owner, salvoEm);
  else shown.delete(owner);
  const next = [...shown.values()].sort()[0] ?? null;
  if (next === oldest) return;
  oldest = next;
  for (const l of listeners) l();
}

/** The oldest cached copy on screen, or null when everything shown came from the server. */
export function useDadosEmCache(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => oldest,
  );
}
