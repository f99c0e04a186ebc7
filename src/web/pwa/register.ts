import { registerSW } from 'virtual:pwa-register';
import { toast } from '../components/toast.tsx';
import { setApplyUpdate, setPwaState } from './pwa-state.ts';
import { announceUpdate, PWA_MSG, RELOAD_DELAY_MS } from './update-toast.ts';

/** A farm phone may keep the app open for days: look for a new version every hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let started = false;

/**
 * Registers /sw.js (vite-plugin-pwa generateSW, registerType 'prompt'), once. Called by the signed-in shell in
 * production builds only: under `vite` dev there is no worker to register.
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
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setPwaState({ registration, failed: false });
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
