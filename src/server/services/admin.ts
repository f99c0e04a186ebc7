import { and, count, eq, ne } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContagemFazenda, PerdaFazenda } from '../../domain/admin/exclusao-fazenda.ts';
import { MSG_ADMIN } from '../../domain/admin/messages.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { MSG } from '../../domain/messages.ts';
import { MODULOS_FAZENDA_NOVA } from '../../domain/modules.ts';
import type { FarmInput, GroupInput, UserCreateInput, UserUpdateInput } from '../../domain/schemas/admin.ts';
import { forgetAccess } from '../auth/access-cache.ts';
import { hashPassword } from '../auth/password.ts';
import { afterPasswordChange } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/client.ts';
import { analisesDeQualidade, animaisDoRebanho, eventosReprodutivos, ordenhas } from '../db/schema/apontamentos.ts';
import { contasPagar, contasReceber, despesas, receitas } from '../db/schema/financeiro.ts';
import {
  animaisDoInventario,
  instalacoesDoInventario,
  maquinasDoInventario,
  terrasDoInventario,
} from '../db/schema/inventario.ts';
import { farms, groups, userFarms, userGroups, users } from '../db/schema/platform.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { farmIdsExist, groupIdsExist } from './access.ts';
import { gravarCadastrosPadrao } from './cadastros.ts';
import { inventario } from './inventario/items.ts';
import { platformChange } from './kernel.ts';

/** The admin acting; `sessionId` is kept signed in when they change their own password. */
type Actor = { id: string; sessionId?: string };

const now = () => new Date().toISOString();

function publicUser(u: typeof users.$inferSelect, farmIds: string[], groupIds: string[]) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    isAdmin: u.isAdmin,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
    farmIds,
    groupIds,
  };
}

export type PublicUser = ReturnType<typeof publicUser>;

export async function listUsers(db: Db): Promise<PublicUser[]> {
  const [rows, uf, ug] = await Promise.all([
    db.select().from(users).orderBy(users.name),
    db.select().from(userFarms),
    db.select().from(userGroups),
  ]);
  return rows.map((u) =>
    publicUser(
      u,
      uf.filter((l) => l.userId === u.id).map((l) => l.farmId),
      ug.filter((l) => l.userId === u.id).map((l) => l.groupId),
    ),
  );
}

export async function getUser(db: Db, id: string): Promise<PublicUser> {
  const u = await db.select().from(users).where(eq(users.id, id)).get();
  if (!u) throw notFound(MSG_ADMIN.usuarioNaoEncontrado);
  const [uf, ug] = await Promise.all([
    db.select().from(userFarms).where(eq(userFarms.userId, id)),
    db.select().from(userGroups).where(eq(userGroups.userId, id)),
  ]);
  return publicUser(
    u,
    uf.map((l) => l.farmId),
    ug.map((l) => l.groupId),
  );
}

async function assertEmailFree(db: Db, email: string, exceptId?: string) {
  const where = exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email);
  if (await db.select({ id: users.id }).from(users).where(where).get()) {
    throw badRequest(MSG.emailEmUso, { email: MSG.emailEmUso });
  }
}

async function createUserWrite(db: Db, cost: Config['argon2'], actor: Actor, input: UserCreateInput) {
  await assertEmailFree(db, input.email);
  if (!(await farmIdsExist(db, input.farmIds)))
    throw badRequest(MSG_ADMIN.fazendaNaoEncontrada, { farmIds: MSG_ADMIN.fazendaNaoEncontrada });
  if (!(await groupIdsExist(db, input.groupIds)))
    throw badRequest(MSG_ADMIN.grupoNaoEncontrado, { groupIds: MSG_ADMIN.grupoNaoEncontrado });
  const id = uuidv7();
  const passwordHash = await hashPassword(input.password, cost);
  await platformChange(db, actor.id, { entity: 'user', entityId: id, action: 'create' }, async (tx) => {
    await tx.insert(users).values({ id, name: input.name, email: input.email, passwordHash, isAdmin: input.isAdmin });
    for (const farmId of new Set(input.farmIds)) await tx.insert(userFarms).values({ userId: id, farmId });
    for (const groupId of new Set(input.groupIds)) await tx.insert(userGroups).values({ userId: id, groupId });
    return { after: { name: input.name, email: input.email, isAdmin: input.isAdmin } };
  });
  return getUser(db, id);
}

async function updateUserWrite(db: Db, cost: Config['argon2'], actor: Actor, id: string, input: UserUpdateInput) {
  const before = await getUser(db, id);
  await assertEmailFree(db, input.email, id);
  const passwordHash = input.password ? await hashPassword(input.password, cost) : undefined;
  // An admin cannot take away their own admin rights and lock everyone out.
  const isAdmin = id === actor.id ? before.isAdmin : (input.isAdmin ?? before.isAdmin);
  await platformChange(db, actor.id, { entity: 'user', entityId: id, action: 'update' }, async (tx) => {
    await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        isAdmin,
        updatedAt: now(),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(users.id, id));
    return {
      before,
      after: { name: input.name, email: input.email, isAdmin, passwordChanged: Boolean(passwordHash) },
    };
  });
  if (passwordHash) await afterPasswordChange(db, id, id === actor.id ? actor.sessionId : undefined);
  return getUser(db, id);
}

async function deleteUserWrite(db: Db, actor: Actor, id: string) {
  if (id === actor.id) throw badRequest(MSG.naoExcluirASiMesmo);
  const before = await getUser(db, id);
  await platformChange(db, actor.id, { entity: 'user', entityId: id, action: 'delete' }, async (tx) => {
    await tx.delete(users).where(eq(users.id, id));
    return { before };
  });
}

async function linkUserFarmWrite(db: Db, actor: Actor, userId: string, farmId: string) {
  await getUser(db, userId);
  if (!(await farmIdsExist(db, [farmId]))) throw notFound(MSG_ADMIN.fazendaNaoEncontrada);
  // docs/PRODUTO.md §Administração: assigning an already assigned user is ignored.
  await platformChange(db, actor.id, { entity: 'user_farm', entityId: userId, action: 'link', farmId }, async (tx) => {
    await tx.insert(userFarms).values({ userId, farmId }).onConflictDoNothing();
    return undefined;
  });
  return getUser(db, userId);
}

async function unlinkUserFarmWrite(db: Db, actor: Actor, userId: string, farmId: string) {
  const change = { entity: 'user_farm', entityId: userId, action: 'unlink', farmId };
  await platformChange(db, actor.id, change, async (tx) => {
    const removed = await tx
      .delete(userFarms)
      .where(and(eq(userFarms.userId, userId), eq(userFarms.farmId, farmId)))
      .returning();
    if (!removed.length) throw notFound(MSG_ADMIN.vinculacaoNaoEncontrada);
    return undefined;
  });
}

async function linkUserGroupWrite(db: Db, actor: Actor, userId: string, groupId: string) {
  await getUser(db, userId);
  if (!(await groupIdsExist(db, [groupId]))) throw notFound(MSG_ADMIN.grupoNaoEncontrado);
  const exists = await db
    .select()
    .from(userGroups)
    .where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId)))
    .get();
  if (exists) throw conflict(MSG.usuarioJaNoGrupo);
  await platformChange(db, actor.id, { entity: 'user_group', entityId: userId, action: 'link' }, async (tx) => {
    await tx.insert(userGroups).values({ userId, groupId });
    return { after: { groupId } };
  });
  return getUser(db, userId);
}

async function unlinkUserGroupWrite(db: Db, actor: Actor, userId: string, groupId: string) {
  await platformChange(db, actor.id, { entity: 'user_group', entityId: userId, action: 'unlink' }, async (tx) => {
    const removed = await tx
      .delete(userGroups)
      .where(and(eq(userGroups.userId, userId), eq(userGroups.groupId, groupId)))
      .returning();
    if (!removed.length) throw notFound(MSG_ADMIN.vinculacaoNaoEncontrada);
    return { before: { groupId } };
  });
}

export async function listGroups(db: Db) {
  const [rows, counts] = await Promise.all([
    db.select().from(groups).orderBy(groups.name),
    db.select({ groupId: userGroups.groupId, n: count() }).from(userGroups).groupBy(userGroups.groupId),
  ]);
  return rows.map((g) => ({
    ...g,
    moduleCount: g.allowedModules.length,
    userCount: counts.find((c) => c.groupId === g.id)?.n ?? 0,
  }));
}

async function getGroup(db: Db, id: string) {
  const g = await db.select().from(groups).where(eq(groups.id, id)).get();
  if (!g) throw notFound(MSG_ADMIN.grupoNaoEncontrado);
  return g;
}

async function createGroupWrite(db: Db, actor: Actor, input: GroupInput) {
  const id = uuidv7();
  await platformChange(db, actor.id, { entity: 'group', entityId: id, action: 'create' }, async (tx) => {
    await tx.insert(groups).values({ id, ...input });
    return { after: input };
  });
  return getGroup(db, id);
}

async function updateGroupWrite(db: Db, actor: Actor, id: string, input: GroupInput) {
  const before = await getGroup(db, id);
  await platformChange(db, actor.id, { entity: 'group', entityId: id, action: 'update' }, async (tx) => {
    await tx
      .update(groups)
      .set({ ...input, updatedAt: now() })
      .where(eq(groups.id, id));
    return { before, after: input };
  });
  return getGroup(db, id);
}

/** Deleting a group removes it from every user (links cascade). */
async function deleteGroupWrite(db: Db, actor: Actor, id: string) {
  const before = await getGroup(db, id);
  await platformChange(db, actor.id, { entity: 'group', entityId: id, action: 'delete' }, async (tx) => {
    await tx.delete(groups).where(eq(groups.id, id));
    return { before };
  });
}

export async function listFarms(db: Db) {
  const [rows, counts] = await Promise.all([
    db.select().from(farms).orderBy(farms.name),
    db.select({ farmId: userFarms.farmId, n: count() }).from(userFarms).groupBy(userFarms.farmId),
  ]);
  return rows.map((f) => ({
    ...f,
    userCount: counts.find((c) => c.farmId === f.id)?.n ?? 0,
    activeModuleCount: f.allowedModules.length,
  }));
}

/** One farm's row (the CLI's commands find theirs here); 404 'Fazenda não encontrada.' */
export async function getFarm(db: Db, id: string) {
  const f = await db.select().from(farms).where(eq(farms.id, id)).get();
  if (!f) throw notFound(MSG_ADMIN.fazendaNaoEncontrada);
  return f;
}

/** A new farm gets the default registries, statuses and bank accounts (docs/PRODUTO.md §Cadastros). */
async function createFarmWrite(db: Db, actor: Actor, input: FarmInput) {
  const id = uuidv7();
  await platformChange(db, actor.id, { entity: 'farm', entityId: id, action: 'create', farmId: id }, async (tx) => {
    const { aplicarTerras: _, ...dados } = input;
    await tx.insert(farms).values({
      id,
      ...dados,
      allowedModules: input.allowedModules ?? [...MODULOS_FAZENDA_NOVA],
      timezone: input.timezone ?? 'America/Sao_Paulo',
      taxaJurosAnual: input.taxaJurosAnual ?? 6,
    });
    await gravarCadastrosPadrao(tx, id);
    return { after: input };
  });
  return getFarm(db, id);
}

async function updateFarmWrite(db: Db, actor: Actor, id: string, { aplicarTerras, ...input }: FarmInput) {
  const before = await getFarm(db, id);
  await platformChange(db, actor.id, { entity: 'farm', entityId: id, action: 'update', farmId: id }, async (tx) => {
    await tx
      .update(farms)
      .set({
        ...input,
        allowedModules: input.allowedModules ?? before.allowedModules,
        timezone: input.timezone ?? before.timezone,
        taxaJurosAnual: input.taxaJurosAnual ?? before.taxaJurosAnual,
        pveDias: input.pveDias ?? before.pveDias,
        diasSecagem: input.diasSecagem ?? before.diasSecagem,
        idadePrimeiraCoberturaMeses: input.idadePrimeiraCoberturaMeses ?? before.idadePrimeiraCoberturaMeses,
        updatedAt: now(),
      })
      .where(eq(farms.id, id));
    if (aplicarTerras && input.taxaJurosAnual !== undefined)
      await aplicarTaxaNasTerras(tx, actor, id, input.taxaJurosAnual);
    return { before, after: input };
  });
  return getFarm(db, id);
}

/** The farm's new rate on every land of the farm (docs/PRODUTO.md §Administração). */
async function aplicarTaxaNasTerras(tx: Tx, actor: Actor, farmId: string, taxa: number) {
  const terras = await tx
    .select()
    .from(terrasDoInventario)
    .where(and(eq(terrasDoInventario.farmId, farmId), ne(terrasDoInventario.taxaJurosItem, taxa)));
  // each land as its own edit would change it: the kernel's versioned update and audit row
  await inventario.terras.bulkIn(
    tx,
    { userId: actor.id, farmId },
    terras.map((antes) => ({ id: antes.id, values: { taxaJurosItem: taxa }, version: antes.updatedAt })),
  );
}

/** What deleting the farm would remove, counted per kind (the confirmation names it; PERDAS_FAZENDA). */
export async function contagemDaFazenda(db: Db, id: string): Promise<ContagemFazenda> {
  await getFarm(db, id);
  const tabelas = {
    animais: animaisDoRebanho,
    producao: ordenhas,
    qualidade: analisesDeQualidade,
    reproducao: eventosReprodutivos,
    contasPagar,
    contasReceber,
    receitas,
    despesas,
    inventarioAnimais: animaisDoInventario,
    terras: terrasDoInventario,
    instalacoes: instalacoesDoInventario,
    maquinas: maquinasDoInventario,
    usuarios: userFarms,
  } satisfies Record<PerdaFazenda, { farmId: AnySQLiteColumn }>;
  const pares = await Promise.all(
    Object.entries(tabelas).map(async ([chave, t]) => {
      const row = await db.select({ n: count() }).from(t).where(eq(t.farmId, id)).get();
      return [chave, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(pares) as ContagemFazenda;
}

/** Deleting a farm removes its links and data (cascade) and clears it as any session's current farm. */
async function deleteFarmWrite(db: Db, actor: Actor, id: string) {
  const before = await getFarm(db, id);
  await platformChange(db, actor.id, { entity: 'farm', entityId: id, action: 'delete' }, async (tx) => {
    await tx.delete(farms).where(eq(farms.id, id));
    return { before };
  });
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const row = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).get();
  return row?.id ?? null;
}

/** Sets a user's password (CLI `user set-password`) and signs them out everywhere. */
async function setUserPasswordWrite(db: Db, cost: Config['argon2'], actor: Actor, userId: string, password: string) {
  const passwordHash = await hashPassword(password, cost);
  await platformChange(db, actor.id, { entity: 'user', entityId: userId, action: 'set_password' }, async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!updated.length) throw notFound(MSG_ADMIN.usuarioNaoEncontrado);
    return undefined;
  });
  await afterPasswordChange(db, userId);
}

/**
 * A change of users, groups, farms or links may change who opens what: the access cache of this process forgets
 * everything when one ends (src/server/auth/access-cache.ts), whether it succeeded or not.
 */
function esquecendoAcessos<A extends [Db, ...unknown[]], R>(mudanca: (...args: A) => Promise<R>) {
  return async (...args: A): Promise<R> => {
    try {
      return await mudanca(...args);
    } finally {
      forgetAccess(args[0]);
    }
  };
}

export const createUser = esquecendoAcessos(createUserWrite);
export const updateUser = esquecendoAcessos(updateUserWrite);
export const deleteUser = esquecendoAcessos(deleteUserWrite);
export const linkUserFarm = esquecendoAcessos(linkUserFarmWrite);
export const unlinkUserFarm = esquecendoAcessos(unlinkUserFarmWrite);
export const linkUserGroup = esquecendoAcessos(linkUserGroupWrite);
export const unlinkUserGroup = esquecendoAcessos(unlinkUserGroupWrite);
export const createGroup = esquecendoAcessos(createGroupWrite);
export const updateGroup = esquecendoAcessos(updateGroupWrite);
export const deleteGroup = esquecendoAcessos(deleteGroupWrite);
export const createFarm = esquecendoAcessos(createFarmWrite);
export const updateFarm = esquecendoAcessos(updateFarmWrite);
export const deleteFarm = esquecendoAcessos(deleteFarmWrite);
export const setUserPassword = esquecendoAcessos(setUserPasswordWrite);
