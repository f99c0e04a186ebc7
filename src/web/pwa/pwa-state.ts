import { useSyncExternalStore } from 'react';

/** What the app knows about its service worker (SPEC.md §4: registered, ready, update-available). */
export interface PwaState {
  /** The worker's registration once registered (production builds only). */
  registration: ServiceWorkerRegistration | null;
  /** A new version is installed and waiting for 'Atualizar'. */
  updateAvailable: boolean;
  /** Registration failed ('Erro ao configurar funcionalidade offline'). */
  failed: boolean;
}

let state: PwaState = { registration: null, updateAvailable: false, failed: false };
const listeners = new Set<() => void>();

export function getPwaState(): PwaState {
  return state;
}

export function setPwaState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch };
  for (const l of listeners) l();
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

/** Set by the registration: sends SKIP_WAITING to the waiting worker (the page reloads once it takes over). */
let applyUpdateFn: (() => Promise<void>) | null = null;

export function setApplyUpdate(fn: () => Promise<void>): void {
  applyUpdateFn = fn;
}

export async function applyUpdate(): Promise<void> {
  await applyUpdateFn?.();
}

/** The app version built into this bundle (package.json), shown beside an active worker. */
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'N/A';
