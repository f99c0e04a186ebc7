import { useSyncExternalStore } from 'react';
import { usePwaState } from './pwa-state.ts';
import { PWA_MSG } from './update-toast.ts';

function ouvirConexao(aviso: () => void) {
  window.addEventListener('online', aviso);
  window.addEventListener('offline', aviso);
  return () => {
    window.removeEventListener('online', aviso);
    window.removeEventListener('offline', aviso);
  };
}

/**
 * Said while there is no connection (the device's, or `semServidor`: the Pi does not answer) and the app is not yet
 * kept on this device for offline use (issue 38): a reload now would find nothing. Gone once the worker has the shell.
 */
export function AvisoSemCopiaOffline({ semServidor = false }: { semServidor?: boolean }) {
  const { offlinePronto } = usePwaState();
  const online = useSyncExternalStore(ouvirConexao, () => navigator.onLine);
  if (offlinePronto || (online && !semServidor)) return null;
  return (
    <div role="status" className="alert alert-warning alert-soft mb-4 print:hidden">
      {PWA_MSG.semCopiaOffline}
    </div>
  );
}
