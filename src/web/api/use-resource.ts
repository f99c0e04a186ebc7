import {
  onlineManager,
  type Query,
  QueryClient,
  type QueryFunctionContext,
  type QueryObserverOptions,
  replaceEqualDeep,
  skipToken,
  useQuery,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { onAlcance, servidorAlcancavel } from '../pwa/reachability.ts';
import { sessionAtom } from '../session/session.ts';
import { store } from '../state.ts';
import { cacheDe, mostrarCache } from './cache-mark.ts';
import { type Consulta, setInvalidator } from './invalidate.ts';

/**
 * The web's one data layer: every server read is a TanStack Query query under its string key. Reads are cached
 * across navigation (Back shows the list at once), simultaneous reads of one key are one request, a read nobody
 * waits for any more is aborted (when its fetcher takes the signal), and what is on screen is read again when the
 * Pi answers again. The service worker's copy ('Dados de {hora}', cache-mark.ts) and the outbox's pending rows
 * (merged by the client's fetch) pass through unchanged. Not on the login page's graph: `invalidate` is in its own
 * module, and this one loads with the first screen that reads data.
 */
export { type Consulta, consulta, invalidate } from './invalidate.ts';

/** A read younger than this is shown again without asking the server (Back, another tab of the screen). */
export const FRESH_MS = 30_000;

/**
 * The data as the reader gets it: the same object when nothing changed (readers keep their memos), but never an
 * answer that carries — or replaces — the service worker's copy, whose mark (a symbol on the object) must survive.
 */
function sameWhenEqual(old: unknown, next: unknown): unknown {
  return cacheDe(old) || cacheDe(next) ? next : replaceEqualDeep(old, next);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The service worker's copy is stale at once: the next look at the screen asks the server again.
      staleTime: (query) => (cacheDe(query.state.data) ? 0 : FRESH_MS),
      // Ask even when the Pi seems away: the service worker answers with its copy.
      networkMode: 'always',
      // The client already times reads out and the worker has its copy; a refusal (403, 404) is final. The error
      // shows at once, as before.
      retry: false,
      // The Pi answers again: whatever is on screen is read again.
      refetchOnReconnect: 'always',
      structuralSharing: sameWhenEqual,
    },
  },
});

// What one user read is never shown to the next one signed in on this tab (the cache outlives a screen): every
// query goes back to no data, a read under way is aborted, and what is on screen is read again for the new user.
// (clear() removed the queries under a screen's feet: a read cut by it left that screen 'Carregando...' for good.)
let usuario = store.get(sessionAtom)?.user.id;
store.sub(sessionAtom, () => {
  const agora = store.get(sessionAtom)?.user.id;
  if (agora === usuario) return;
  usuario = agora;
  // signed out: nothing is read for nobody (the screens are leaving for /login)
  if (agora === undefined) queryClient.clear();
  else void queryClient.resetQueries();
});

// "Online" for the queries is "the Pi answers" (src/web/pwa/reachability.ts), not the phone's Wi-Fi.
onlineManager.setEventListener((setOnline) => {
  setOnline(servidorAlcancavel());
  return onAlcance(setOnline);
});
queryClient.mount();

// A read under way when something changed may carry the old rows: it is dropped (aborted when it can be) and
// read again — TanStack Query alone lets a first read in flight land and count it fresh. Both steps are
// synchronous: a screen renders after them and sees the new read under way, never the moment between.
setInvalidator((prefix) => {
  const filters =
    typeof prefix === 'string'
      ? { predicate: (q: Query) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(prefix) }
      : { queryKey: prefix };
  void queryClient.cancelQueries(filters);
  void queryClient.invalidateQueries(filters);
});

/**
 * A fetcher that takes the signal passes it to the typed client (`withSignal(signal)` in client.ts): the request is
 * aborted when no screen waits for it any more. One that takes no argument is never aborted (its answer is kept).
 */
export type Fetcher<T> = (signal: AbortSignal) => Promise<T>;

/** The query of one resource (exported for the tests, which drive it without React). */
export function resourceOptions<T>(
  key: string | readonly unknown[] | null,
  fetcher: Fetcher<T>,
): QueryObserverOptions<T, Error> {
  return {
    queryKey: typeof key === 'string' || key === null ? [key] : key,
    // Reading ctx.signal is what tells TanStack Query the request can be aborted: only when the fetcher uses it.
    queryFn:
      key === null
        ? skipToken
        : (ctx: QueryFunctionContext) => (fetcher.length > 0 ? fetcher(ctx.signal) : (fetcher as () => Promise<T>)()),
  };
}

export interface Resource<T> {
  data: T | undefined;
  error: Error | undefined;
  /** The data is the service worker's copy taken at this time (the server did not answer); null when fresh. */
  cachedAt: string | null;
  /** A read is under way (the first, or one behind data already shown). */
  loading: boolean;
  reload(): void;
}

/**
 * Reads `fetcher()` under `key` (null: "not yet", e.g. no farm chosen). Shows what the cache has at once and reads
 * again behind it when that is older than FRESH_MS or was invalidated. A failure leaves `data` as it was (undefined
 * on a first read) with `error` set — never an empty list.
 */
export function useResource<T>(consulta: Consulta<T> | null): Resource<T>;
export function useResource<T>(key: string | null, fetcher: Fetcher<T>): Resource<T>;
export function useResource<T>(keyOuConsulta: string | Consulta<T> | null, fetcherDado?: Fetcher<T>): Resource<T> {
  // A feature's queries.ts gives the key and the fetcher together; the old string keys give them apart.
  const key = typeof keyOuConsulta === 'object' && keyOuConsulta !== null ? keyOuConsulta.queryKey : keyOuConsulta;
  const fetcher =
    typeof keyOuConsulta === 'object' && keyOuConsulta !== null ? keyOuConsulta.fetcher : (fetcherDado as Fetcher<T>);
  const q = useQuery(resourceOptions(key, fetcher), queryClient);
  const cachedAt = cacheDe(q.data);
  // The layout's 'Dados de {hora}, sem conexão com o servidor' covers every screen that shows such a copy.
  const owner = useRef({}).current;
  useEffect(() => mostrarCache(owner, cachedAt), [owner, cachedAt]);
  useEffect(() => () => mostrarCache(owner, null), [owner]);
  const { refetch } = q;
  const reload = useCallback(() => {
    if (key !== null) void refetch(); // "not yet" has nothing to read
  }, [key, refetch]);
  // Pending without a read only for an instant (a dropped read before its replacement): still loading, not empty.
  const loading = q.isFetching || (key !== null && q.isPending);
  return { data: q.data, error: q.error ?? undefined, cachedAt, loading, reload };
}
