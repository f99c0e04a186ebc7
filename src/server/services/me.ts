import { modulosPermitidos } from '../../domain/modules.ts';
import type { Session, SessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { fazendasDo, gruposDo } from './access.ts';

/** What the web app needs after sign-in: who, which farms, the current one, and the modules it may open there. */
export async function describeSession(db: Db, user: SessionUser, session: Session) {
  const [farmList, grupos] = await Promise.all([fazendasDo(db, user), gruposDo(db, user.id)]);
  const current = farmList.find((f) => f.id === session.currentFarmId) ?? null;
  return {
    user,
    farms: farmList.map((f) => ({
      id: f.id,
      name: f.name,
      location: f.location,
      size: f.size,
      allowedModules: f.allowedModules,
      timezone: f.timezone,
      copiaEm: f.copiaEm ?? null,
    })),
    currentFarmId: current?.id ?? null,
    groups: grupos.map((g) => ({ id: g.id, name: g.name })),
    modules: modulosPermitidos(user, current, grupos),
  };
}

export type SessionInfo = Awaited<ReturnType<typeof describeSession>>;
