import { toast } from '../components/toast.tsx';
import { onAlcance, vigiarServidor } from './reachability.ts';
import { PWA_MSG } from './update-toast.ts';

// docs/PRODUTO.md §PWA: offline toast 5 s, online toast 3 s.
export const OFFLINE_TOAST_MS = 5_000;
export const ONLINE_TOAST_MS = 3_000;

let offlineToast: number | null = null;

/** PWA_MSG.offline / PWA_MSG.online as the server stops and starts answering (not only the browser's network). */
export function watchConnection(): () => void {
  const off = onAlcance((ok) => {
    if (!ok) {
      offlineToast = toast.warning(PWA_MSG.offline, { duration: OFFLINE_TOAST_MS });
      return;
    }
    if (offlineToast !== null) toast.dismiss(offlineToast);
    offlineToast = null;
    toast.success(PWA_MSG.online, { duration: ONLINE_TOAST_MS });
  });
  vigiarServidor();
  return off;
}
