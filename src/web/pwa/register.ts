import { registerSW } from 'virtual:pwa-register';
import { toast } from '../components/toast.tsx';
import { setApplyUpdate, setPwaState } from './pwa-state.ts';
import { announceUpdate, PWA_MSG, RELOAD_DELAY_MS } from './update-toast.ts';

/** A farm phone may keep the app open for days: look for a new version every hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;

/**
 * Registers /sw.js (vite-plugin-pwa injectManifest, registerType 'prompt') through workbox-window, once: the update
 * prompt and the PWA state. Called by the signed-in shell in production builds only (under `vite` dev there is no
 * worker); main.tsx already registered the same worker on the first load of any page, the login included (issue 38).
 */
export function registerServiceWorker(): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const updateSW = registerSW({
    onNeedRefresh() {
      setPwaState({ updateAvailable: true });
      announceUpdate();
    },
    // The new worker took control after SKIP_WAITING: say so, then reload onto the new version.
    onNeedReload() {
      toast.success(PWA_MSG.atualizado);
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    // the first worker finished keeping the app shell: the app opens from now on with no server
    onOfflineReady() {
      setPwaState({ offlinePronto: true });
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setPwaState({ registration, failed: false, offlinePronto: Boolean(registration.active) });
      setInterval(() => {
        if (document.visibilityState === 'visible' && navigator.onLine) void registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    onRegisterError() {
      setPwaState({ failed: true });
      toast.error(PWA_MSG.erroRegistro);
    },
  });
  setApplyUpdate(() => updateSW(true));
}
