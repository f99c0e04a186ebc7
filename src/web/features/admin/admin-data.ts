import type { AdminFarm, AdminGroup, UsuarioPublico } from '../../../server/api-types.ts';
import { api, call } from '../../api/client.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';
import { toast } from '../../components/toast.tsx';
import { fetchSession, useSetSession } from '../../session/session.ts';

export type { AdminFarm, AdminGroup };
export type UsuarioDoAdmin = UsuarioPublico;

export const useUsuarios = () =>
  useResource('admin:users', () => call(api.api.admin.users.$get()) as Promise<UsuarioDoAdmin[]>);
export const useGrupos = () =>
  useResource('admin:groups', () => call(api.api.admin.groups.$get()) as Promise<AdminGroup[]>);
export const useFazendas = () =>
  useResource('admin:farms', () => call(api.api.admin.farms.$get()) as Promise<AdminFarm[]>);

/** After any admin change: reload the admin lists and the signed-in session (its farm list may have changed). */
export function useAfterChange() {
  const setSession = useSetSession();
  return async () => {
    invalidate('admin:');
    const s = await fetchSession().catch(() => undefined);
    if (s !== undefined) setSession(s);
  };
}

/** What an admin form does after a save (useForm's done): the toast, the lists and session reloaded, the dialog closed. */
export function aoSalvarAdmin(sucesso: string, onSaved: () => Promise<void>, onClose: () => void) {
  return async () => {
    toast.success(sucesso);
    await onSaved();
    onClose();
  };
}
