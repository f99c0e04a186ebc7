import { useLocation } from 'wouter';
import { MSG } from '../../domain/messages.ts';
import { toast } from '../components/toast.tsx';
import { signOut, useSetSession } from '../session/session.ts';

/** Sair: ends the server session, clears the local one, toast, /login (docs/PRODUTO.md §Autenticação). */
export function useLogout() {
  const setSession = useSetSession();
  const [, navigate] = useLocation();
  return async () => {
    await signOut();
    setSession(null);
    toast.success(MSG.logout);
    navigate('~/login', { replace: true });
  };
}
