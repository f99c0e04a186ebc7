import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { cacheDe, mostrarCache } from './cache-mark.ts';

// A tiny cache-free loader: components say what they read by a key; mutations call invalidate(prefix) to reload.
const versions = new Map<string, number>();
const listeners = new Set<() => void>();
let globalVersion = 0;

/** Reloads every resource whose key starts with `prefix` (e.g. after saving a payable: invalidate('payables')). */
export function invalidate(prefix: string): void {
  versions.set(prefix, (versions.get(prefix) ?? 0) + 1);
  globalVersion++;
  for (const l of listeners) l();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

function versionOf(key: string): string {
  let v = '';
  for (const [prefix, n] of versions) if (key.startsWith(prefix)) v += `${prefix}:${n};`;
  return v;
}

export interface Resource<T> {
  data: T | undefined;
  error: Error | undefined;
  /** The data is the service worker's copy taken at this time (the server did not answer); null when fresh. */
  cachedAt: string | null;
  loading: boolean;
  reload(): void;
}

/** Loads `fetcher()` when `key` changes or is invalidated; `key` null means "not yet" (e.g. no farm chosen). */
export function useResource<T>(key: string | null, fetcher: () => Promise<T>): Resource<T> {
  useSyncExternalStore(subscribe, () => globalVersion);
  const version = key ? versionOf(key) : '';
  const [state, setState] = useState<{ key: string | null; data?: T; error?: Error; loading: boolean }>({
    key: null,
    loading: key !== null,
  });
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetcher is re-created each render; key/version/tick say when to load
  useEffect(() => {
    if (key === null) return;
    let alive = true;
    setState((s) => ({ ...s, loading: true }));
    fetcher().then(
      (data) => alive && setState({ key, data, loading: false }),
      (error: Error) =>
        alive && setState((s) => ({ key, data: s.key === key ? s.data : undefined, error, loading: false })),
    );
    return () => {
      alive = false;
    };
  }, [key, version, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  const sameKey = state.key === key;
  const cachedAt = sameKey ? cacheDe(state.data) : null;
  // The layout's 'Dados de {hora}, sem conexão com o servidor' covers every screen that shows such a copy.
  const owner = useRef({}).current;
  useEffect(() => mostrarCache(owner, cachedAt), [owner, cachedAt]);
  useEffect(() => () => mostrarCache(owner, null), [owner]);
  return {
    data: sameKey ? state.data : undefined,
    error: sameKey ? state.error : undefined,
    cachedAt,
    loading: state.loading || !sameKey,
    reload,
  };
}
