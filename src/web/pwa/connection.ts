import { toast } from '../components/toast.tsx';
import { PWA_MSG } from './update-toast.ts';

// SPEC.md §9: offline toast 5 s, online toast 3 s.
export const OFFLINE_TOAST_MS = 5_000;
export const ONLINE_TOAST_MS = 3_000;

let offlineToast: number | null = null;

/** PWA_MSG.offline / PWA_MSG.online as the browser loses and regains the network. */
export function watchConnection(): () => void {
  const onOffline = () => {
    offlineToast = toast.warning(PWA_MSG.offline, { duration: OFFLINE_TOAST_MS });
  };
  const onOnline = () => {
    if (offlineToast !== null) toast.dismiss(offlineToast);
    offlineToast = null;
    toast.success(PWA_MSG.online, { duration: ONLINE_TOAST_MS });
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
}
