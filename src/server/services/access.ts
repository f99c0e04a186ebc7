import { and, eq, inArray } from 'drizzle-orm';
import { type Modulo, modulosPermitidos, podeAcessarModulo } from '../../domain/modules.ts';
import { type AccessFacts, accessCache } from '../auth/access-cache.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { fazendas, fazendasDoUsuario, grupos, gruposDoUsuario } from '../db/schema/platform.ts';
import type { FazendaRow } from '../env.ts';

export async function gruposDo(db: Db, userId: string) {
  return db
    .select({ id: grupos.id, name: grupos.name, allowedModules: grupos.allowedModules })
    .from(gruposDoUsuario)
    .innerJoin(grupos, eq(grupos.id, gruposDoUsuario.groupId))
    .where(eq(gruposDoUsuario.userId, userId));
}

/** Farms a user may open: all for an admin, the linked ones otherwise. */
export async function fazendasDo(db: Db, user: SessionUser): Promise<FazendaRow[]> {
  if (user.isAdmin) return db.select().from(fazendas).orderBy(fazendas.name);
  return db
    .select({ farm: fazendas })
    .from(fazendasDoUsuario)
    .innerJoin(fazendas, eq(fazendas.id, fazendasDoUsuario.farmId))
    .where(eq(fazendasDoUsuario.userId, user.id))
    .orderBy(fazendas.name)
    .then((rows) => rows.map((r) => r.farm));
}

export async function isLinked(db: Db, userId: string, farmId: string): Promise<boolean> {
  const row = await db
    .select({ farmId: fazendasDoUsuario.farmId })
    .from(fazendasDoUsuario)
    .where(and(eq(fazendasDoUsuario.userId, userId), eq(fazendasDoUsuario.farmId, farmId)))
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
    db.select().from(fazendas).where(eq(fazendas.id, farmId)).get(),
    user.isAdmin ? true : isLinked(db, user.id, farmId),
    user.isAdmin ? [] : gruposDo(db, user.id),
  ]);
  const facts = { farm: farm ?? null, linked, grupos };
  cache.set(key, facts);
  return facts;
}

export type FarmAccess =
  | { ok: true; farm: FazendaRow; modules: Modulo[] }
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

export async function gruposExistem(db: Db, ids: string[]): Promise<boolean> {
  if (!ids.length) return true;
  const rows = await db.select({ id: grupos.id }).from(grupos).where(inArray(grupos.id, ids));
  return rows.length === new Set(ids).size;
}

export async function fazendasExistem(db: Db, ids: string[]): Promise<boolean> {
  if (!ids.length) return true;
  const rows = await db.select({ id: fazendas.id }).from(fazendas).where(inArray(fazendas.id, ids));
  return rows.length === new Set(ids).size;
}
