import { and, eq, inArray } from 'drizzle-orm';
import { type Modulo, modulosPermitidos, podeAcessarModulo } from '../../domain/modules.ts';
import { type AccessFacts, accessCache } from '../auth/access-cache.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { farms, groups, userFarms, userGroups } from '../db/schema/platform.ts';
import type { FarmRow } from '../env.ts';

export async function userGroupsOf(db: Db, userId: string) {
  return db
    .select({ id: groups.id, name: groups.name, allowedModules: groups.allowedModules })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId));
}

/** Farms a user may open: all for an admin, the linked ones otherwise. */
export async function farmsOf(db: Db, user: SessionUser): Promise<FarmRow[]> {
  if (user.isAdmin) return db.select().from(farms).orderBy(farms.name);
  return db
    .select({ farm: farms })
    .from(userFarms)
    .innerJoin(farms, eq(farms.id, userFarms.farmId))
    .where(eq(userFarms.userId, user.id))
    .orderBy(farms.name)
    .then((rows) => rows.map((r) => r.farm));
}

export async function isLinked(db: Db, userId: string, farmId: string): Promise<boolean> {
  const row = await db
    .select({ farmId: userFarms.farmId })
    .from(userFarms)
    .where(and(eq(userFarms.userId, userId), eq(userFarms.farmId, farmId)))
    .get();
  return Boolean(row);
}

/** The farm, the link and the groups behind an access decision: from the cache, else three reads at once. */
async function accessFacts(db: Db, user: SessionUser, farmId: string): Promise<AccessFacts> {
  const cache = accessCache(db).access;
  const key = `${user.id}:${farmId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const [farm, linked, grupos] = await Promise.all([
    db.select().from(farms).where(eq(farms.id, farmId)).get(),
    user.isAdmin ? true : isLinked(db, user.id, farmId),
    user.isAdmin ? [] : userGroupsOf(db, user.id),
  ]);
  const facts = { farm: farm ?? null, linked, grupos };
  cache.set(key, facts);
  return facts;
}

export type FarmAccess =
  | { ok: true; farm: FarmRow; modules: Modulo[] }
  | { ok: false; reason: 'not_found' | 'not_linked' | 'module' };

/**
 * The server's one answer to "may this user use this module of this farm?" (docs/PRODUTO.md §Permissões):
 * the farm must exist, a non-admin must be linked to it, and the module rule of src/domain must allow it.
 * `modulos` is any-of; an empty list asks only for access to the farm (e.g. reading its registries).
 */
export async function checkFarmAccess(
  db: Db,
  user: SessionUser,
  farmId: string,
  modulos: readonly Modulo[],
): Promise<FarmAccess> {
  const { farm, linked, grupos } = await accessFacts(db, user, farmId);
  if (!farm) return { ok: false, reason: 'not_found' };
  if (user.isAdmin) return { ok: true, farm, modules: modulosPermitidos(user, farm, []) };
  if (!linked) return { ok: false, reason: 'not_linked' };
  const modules = modulosPermitidos(user, farm, grupos);
  if (modulos.length && !modulos.some((m) => podeAcessarModulo(user, farm, grupos, m))) {
    return { ok: false, reason: 'module' };
  }
  return { ok: true, farm, modules };
}

export async function groupIdsExist(db: Db, ids: string[]): Promise<boolean> {
  if (!ids.length) return true;
  const rows = await db.select({ id: groups.id }).from(groups).where(inArray(groups.id, ids));
  return rows.length === new Set(ids).size;
}

export async function farmIdsExist(db: Db, ids: string[]): Promise<boolean> {
  if (!ids.length) return true;
  const rows = await db.select({ id: farms.id }).from(farms).where(inArray(farms.id, ids));
  return rows.length === new Set(ids).size;
}
