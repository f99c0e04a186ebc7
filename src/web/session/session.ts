import type { auth } from '../../domain/api/auth.ts';
import type { Answer } from '../../domain/api/contrato.ts';
import type { Modulo } from '../../domain/modules.ts';
import { ApiError } from '../api/client.ts';
import { authApi } from '../features/auth/api.ts';
import { atom, useAtomValue, useSetAtom } from '../state.ts';

/** The signed-in user's session, as GET /api/auth/me declares it (src/domain/api/auth.ts). */
export type SessionInfo = Answer<typeof auth.sessao>;
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
  try {
    return await authApi.sessao();
  } catch (e) {
    // signed out: the answer's body was read (call()), so the request does not stay open until the read's timeout
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

/** Sets the session after login / farm change (the server's answer is the source of truth). */
export function useSetSession() {
  return useSetAtom(sessionAtom);
}

/** Keeps the choice on the server session (PUT /api/auth/current-farm); null = admin 'todas as fazendas'. */
export async function escolherFazendaAtual(farmId: string | null): Promise<SessionInfo> {
  return authApi.fazendaAtual(farmId);
}

export async function signOut(): Promise<void> {
  try {
    await authApi.sair();
  } catch {
    // docs/PRODUTO.md §Autenticação: a failed logout still clears the local session.
  }
}
