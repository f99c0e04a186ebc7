import { useSyncExternalStore } from 'react';

/** SPEC.md §4/§9: the install card, hidden 24 h after 'Agora não'. */
export const INSTALL_DISMISS_MS = 24 * 60 * 60 * 1000;
const DISMISSED_KEY = 'leiteira-instalacao-dispensada';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Listens from the first moment (the browser offers installation once, early): called by main.tsx. */
export function capturarInstalacao(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offer = e as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    emit();
  });
}

export function dispensadaAte(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(DISMISSED_KEY) ?? 0);
  return now - at < INSTALL_DISMISS_MS;
}

export function dispensar(): void {
  localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  emit();
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function instalar(): Promise<'accepted' | 'dismissed'> {
  const o = offer;
  if (!o) throw new Error('sem oferta');
  offer = null;
  emit();
  await o.prompt();
  return (await o.userChoice).outcome;
}

/** Whether to show the card: the browser offers installation, not already installed, not dismissed in 24 h. */
export function useOfertaInstalacao(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => offer !== null && !dispensadaAte() && !matchMedia('(display-mode: standalone)').matches,
  );
}
