import { atom, store, useAtomValue } from '../state.ts';

/** What the app knows about its service worker (registered, ready, update-available; docs/PRODUTO.md §PWA). */
export interface PwaState {
  /** The worker's registration once registered (production builds only). */
  registration: ServiceWorkerRegistration | null;
  /** A new version is installed and waiting for 'Atualizar'. */
  updateAvailable: boolean;
  /** Registration failed ('Erro ao configurar funcionalidade offline'). */
  failed: boolean;
  /** The app shell is kept on this device: a worker controls the page, or one just finished precaching. */
  offlinePronto: boolean;
}

const pwaAtom = atom<PwaState>({
  registration: null,
  updateAvailable: false,
  failed: false,
  offlinePronto: typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
});

export function getPwaState(): PwaState {
  return store.get(pwaAtom);
}

export function setPwaState(patch: Partial<PwaState>): void {
  store.set(pwaAtom, (state) => ({ ...state, ...patch }));
}

export function usePwaState(): PwaState {
  return useAtomValue(pwaAtom);
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
