import { useSyncExternalStore } from 'react';
import { usePwaState } from './pwa-state.ts';

/** PWA_MSG.semCopiaOffline, written here: the login page shows it without loading the PWA's other messages. */
export const SEM_COPIA_OFFLINE =
  'Este aparelho ainda não guardou o app para usar sem conexão: abra-o uma vez com conexão e aguarde alguns segundos.';

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
      {SEM_COPIA_OFFLINE}
    </div>
  );
}
