import { tempoLimiteDoPing } from '../api/mutate.ts';
import { atom, store, useAtomValue } from '../state.ts';

/**
 * Whether the server answers — not whether the phone has Wi-Fi: on a farm the phone is usually online while the Pi
 * is off or out of reach. Learnt from every answer the app gets (a real one: reachable; none, or the worker's cached
 * copy: unreachable) and from a ping of /api/health, often while it is away, rarely while it answers.
 */
export const PING_ONLINE_MS = 15_000;
export const PING_OFFLINE_MS = 5_000;

const alcancavelAtom = atom(true);

export function servidorAlcancavel(): boolean {
  return store.get(alcancavelAtom);
}

/** Called with what an answer said; listeners hear only changes. */
export function informarAlcance(ok: boolean): void {
  store.set(alcancavelAtom, ok);
}

export function onAlcance(fn: (ok: boolean) => void): () => void {
  return store.sub(alcancavelAtom, () => fn(store.get(alcancavelAtom)));
}

export function useServidorAlcancavel(): boolean {
  return useAtomValue(alcancavelAtom);
}

/** Asks the server directly (the worker never answers /api/health from its cache). */
export async function ping(): Promise<boolean> {
  if (!navigator.onLine) {
    informarAlcance(false);
    return false;
  }
  try {
    const res = await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(tempoLimiteDoPing()) });
    // only the status counts; the body is let go, or the request stays open (every ping, every 5 s)
    await res.body?.cancel();
    informarAlcance(res.ok);
    return res.ok;
  } catch {
    informarAlcance(false);
    return false;
  }
}

let started = false;

/** Starts the pings and listens to the browser's own online/offline events. */
export function vigiarServidor(): void {
  if (started) return;
  started = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const agendar = () => {
    clearTimeout(timer);
    timer = setTimeout(
      async () => {
        if (document.visibilityState === 'visible' || !servidorAlcancavel()) await ping();
        agendar();
      },
      servidorAlcancavel() ? PING_ONLINE_MS : PING_OFFLINE_MS,
    );
  };
  onAlcance(agendar);
  window.addEventListener('offline', () => informarAlcance(false));
  window.addEventListener('online', () => void ping());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void ping();
  });
  void ping();
  agendar();
}
