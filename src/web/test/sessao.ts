/**
 * A signed-in session as data, for component tests (`*.browser.test.tsx`): the farms, who the user is and the
 * modules they may open. With `grupo` (a seeded group's name) the modules come from the server's own rule
 * (`modulosPermitidos` over GRUPOS_PADRAO); otherwise they are the current farm's allowed modules, or `modules`.
 */
import { type Modulo, modulosPermitidos } from '../../domain/modules.ts';
import { GRUPOS_PADRAO } from '../../domain/seed-data.ts';
import type { FazendaDaSessao, SessionInfo } from '../session/session.ts';

/** A farm of the session: `Fazenda <id>` in Lavras - MG, São Paulo's zone, never copied to the device. */
export function fazendaDeTeste(
  id: string,
  allowedModules: readonly Modulo[],
  extra: Partial<FazendaDaSessao> = {},
): FazendaDaSessao {
  return {
    id,
    name: `Fazenda ${id}`,
    location: 'Lavras - MG',
    size: 10,
    allowedModules: [...allowedModules],
    timezone: 'America/Sao_Paulo',
    copiaEm: null,
    ...extra,
  };
}

export function sessaoDeTeste({
  farms = [],
  isAdmin = false,
  grupo = null,
  modules,
  user,
}: {
  farms?: FazendaDaSessao[];
  isAdmin?: boolean;
  grupo?: string | null;
  modules?: Modulo[];
  user?: Partial<SessionInfo['user']>;
}): SessionInfo {
  const grupos = GRUPOS_PADRAO.filter((g) => g.name === grupo);
  const atual = farms[0] ?? null;
  return {
    user: { id: 'u1', name: 'Maria Souza', email: 'maria@e2e.local', isAdmin, ...user },
    farms,
    currentFarmId: atual?.id ?? null,
    groups: grupos.map((g) => ({ id: g.name, name: g.name })),
    modules:
      modules ?? (atual ? (grupo ? modulosPermitidos({ isAdmin }, atual, grupos) : [...atual.allowedModules]) : []),
  };
}
