import { invalidate, useResource } from '../../api/use-resource.ts';
import { fetchSession, useSetSession } from '../../session/session.ts';
import { chavesAdmin, consultasAdmin } from './queries.ts';

export type { AdminFarm, AdminGroup, UsuarioDoAdmin } from './api.ts';

export const useUsuarios = () => useResource(consultasAdmin.usuarios());
export const useGrupos = () => useResource(consultasAdmin.grupos());
export const useFazendas = () => useResource(consultasAdmin.fazendas());

/** After any admin change: reload the admin lists and the signed-in session (its farm list may have changed). */
export function useAfterChange() {
  const setSession = useSetSession();
  return async () => {
    invalidate(chavesAdmin.tudo);
    const s = await fetchSession().catch(() => undefined);
    if (s !== undefined) setSession(s);
  };
}
