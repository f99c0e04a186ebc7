import { atom, store, useAtomValue } from '../state.ts';

/** docs/PRODUTO.md §PWA: the install card, hidden 24 h after 'Agora não'. */
export const INSTALL_DISMISS_MS = 24 * 60 * 60 * 1000;
const DISMISSED_KEY = 'leiteira-instalacao-dispensada';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The browser's offer to install, while it stands. */
const offerAtom = atom<BeforeInstallPromptEvent | null>(null);
/** When 'Agora não' was pressed in this page (the time itself is kept in localStorage). */
const dismissedAtom = atom(0);

/** Listens from the first moment (the browser offers installation once, early): called by main.tsx. */
export function capturarInstalacao(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    store.set(offerAtom, e as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => store.set(offerAtom, null));
}

export function dispensadaAte(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(DISMISSED_KEY) ?? 0);
  return now - at < INSTALL_DISMISS_MS;
}

export function dispensar(): void {
  const now = Date.now();
  localStorage.setItem(DISMISSED_KEY, String(now));
  store.set(dismissedAtom, now);
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function instalar(): Promise<'accepted' | 'dismissed'> {
  const o = store.get(offerAtom);
  if (!o) throw new Error('sem oferta');
  store.set(offerAtom, null);
  await o.prompt();
  return (await o.userChoice).outcome;
}

/** Whether to show the card: the browser offers installation, not already installed, not dismissed in 24 h. */
export function useOfertaInstalacao(): boolean {
  const offer = useAtomValue(offerAtom);
  useAtomValue(dismissedAtom); // 'Agora não' takes the card away at once
  return offer !== null && !dispensadaAte() && !matchMedia('(display-mode: standalone)').matches;
}
