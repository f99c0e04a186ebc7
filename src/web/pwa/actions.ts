import { getPwaState, setPwaState } from './pwa-state.ts';
import { announceUpdate } from './update-toast.ts';

/** 'Verificar Atualizações': asks the server for a new sw.js. */
export async function checkForUpdates(): Promise<'sem-worker' | 'nova-versao' | 'atualizado'> {
  const reg = getPwaState().registration ?? (await navigator.serviceWorker?.getRegistration()) ?? null;
  if (!reg) return 'sem-worker';
  await reg.update();
  if (reg.waiting) {
    setPwaState({ updateAvailable: true });
    announceUpdate();
    return 'nova-versao';
  }
  // An installing worker announces itself through onNeedRefresh when it is ready.
  return reg.installing ? 'nova-versao' : 'atualizado';
}

/**
 * 'Limpar dados guardados' (the cache): drops every cache but the worker's precache. The precache holds this version's app shell, is
 * replaced whole by the next version, and cannot be refilled until then — deleting it would only break offline use.
 */
export async function clearCaches(): Promise<number> {
  if (!('caches' in window)) return 0;
  const keys = (await caches.keys()).filter((k) => !k.startsWith('workbox-precache'));
  await Promise.all(keys.map((k) => caches.delete(k)));
  return keys.length;
}
