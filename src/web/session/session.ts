import type { Modulo } from '../../domain/modules.ts';
import type { SessionInfo } from '../../server/api-types.ts';
import { api, call } from '../api/client.ts';
import { atom, useAtomValue, useSetAtom } from '../state.ts';

export type { SessionInfo };
export type FazendaDaSessao = SessionInfo['farms'][number];

/** undefined while the session is being restored ('Carregando...'), null when signed out. */
export const sessionAtom = atom<SessionInfo | null | undefined>(undefined);

export function useSession(): SessionInfo | null | undefined {
  return useAtomValue(sessionAtom);
}

/** The farm the user is working on (kept on the server session), or null. */
export function useFazendaAtual(): FazendaDaSessao | null {
  const session = useSession();
  if (!session?.currentFarmId) return null;
  return session.farms.find((f) => f.id === session.currentFarmId) ?? null;
}

/**
 * When the current farm is a read-only copy of another installation's farm, the instant its export was taken (the
 * server refuses every write to it; the shared write buttons hide themselves), else null.
 */
export function useCopiaAtual(): string | null {
  return useFazendaAtual()?.copiaEm ?? null;
}

/** Whether the signed-in user may open a module on the current farm (same rule the server enforces). */
export function useCan(modulo: Modulo): boolean {
  const session = useSession();
  return Boolean(session?.modules.includes(modulo));
}

export async function fetchSession(): Promise<SessionInfo | null> {
  const res = await api.api.auth.me.$get();
  if (res.status === 401) {
    // the answer's body is let go: left unread, the request stayed open until the read's 20 s timeout cut it
    await res.body?.cancel();
    return null;
  }
  return call(Promise.resolve(res)) as Promise<SessionInfo>;
}

/** Sets the session after login / farm change (the server's answer is the source of truth). */
export function useSetSession() {
  return useSetAtom(sessionAtom);
}

/** Keeps the choice on the server session (PUT /api/auth/current-farm); null = admin 'todas as fazendas'. */
export async function escolherFazendaAtual(farmId: string | null): Promise<SessionInfo> {
  return call(api.api.auth['current-farm'].$put({ json: { farmId } })) as Promise<SessionInfo>;
}

export async function signOut(): Promise<void> {
  try {
    await api.api.auth.logout.$post();
  } catch {
    // docs/PRODUTO.md §Autenticação: a failed logout still clears the local session.
  }
}
