import { and, count, eq, ne } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { ContagemFazenda, PerdaFazenda } from '../../domain/admin/exclusao-fazenda.ts';
import { MSG_ADMIN } from '../../domain/admin/messages.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { MSG } from '../../domain/messages.ts';
import { MODULOS_FAZENDA_NOVA } from '../../domain/modules.ts';
import type { FazendaInput, GrupoInput, UsuarioEdicaoInput, UsuarioNovoInput } from '../../domain/schemas/admin.ts';
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
import { fazendas, fazendasDoUsuario, grupos, gruposDoUsuario, usuarios } from '../db/schema/platform.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { fazendasExistem, gruposExistem } from './access.ts';
import { gravarCadastrosPadrao } from './cadastros.ts';
import { inventario } from './inventario/items.ts';
import { platformChange } from './kernel.ts';

/** The admin acting; `sessionId` is kept signed in when they change their own password. */
type Actor = { id: string; sessionId?: string };

const now = () => new Date().toISOString();

function usuarioPublico(u: typeof usuarios.$inferSelect, farmIds: string[], groupIds: string[]) {
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

export type UsuarioPublico = ReturnType<typeof usuarioPublico>;

export async function listarUsuarios(db: Db): Promise<UsuarioPublico[]> {
  const [rows, uf, ug] = await Promise.all([
    db.select().from(usuarios).orderBy(usuarios.name),
    db.select().from(fazendasDoUsuario),
    db.select().from(gruposDoUsuario),
  ]);
  return rows.map((u) =>
    usuarioPublico(
      u,
      uf.filter((l) => l.userId === u.id).map((l) => l.farmId),
      ug.filter((l) => l.userId === u.id).map((l) => l.groupId),
    ),
  );
}

export async function obterUsuario(db: Db, id: string): Promise<UsuarioPublico> {
  const u = await db.select().from(usuarios).where(eq(usuarios.id, id)).get();
  if (!u) throw notFound(MSG_ADMIN.usuarioNaoEncontrado);
  const [uf, ug] = await Promise.all([
    db.select().from(fazendasDoUsuario).where(eq(fazendasDoUsuario.userId, id)),
    db.select().from(gruposDoUsuario).where(eq(gruposDoUsuario.userId, id)),
  ]);
  return usuarioPublico(
    u,
    uf.map((l) => l.farmId),
    ug.map((l) => l.groupId),
  );
}

async function assertEmailFree(db: Db, email: string, exceptId?: string) {
  const where = exceptId ? and(eq(usuarios.email, email), ne(usuarios.id, exceptId)) : eq(usuarios.email, email);
  if (await db.select({ id: usuarios.id }).from(usuarios).where(where).get()) {
    throw badRequest(MSG.emailEmUso, { email: MSG.emailEmUso });
  }
}

async function gravarNovoUsuario(db: Db, cost: Config['argon2'], actor: Actor, input: UsuarioNovoInput) {
  await assertEmailFree(db, input.email);
  if (!(await fazendasExistem(db, input.farmIds)))
    throw badRequest(MSG_ADMIN.fazendaNaoEncontrada, { farmIds: MSG_ADMIN.fazendaNaoEncontrada });
  if (!(await gruposExistem(db, input.groupIds)))
    throw badRequest(MSG_ADMIN.grupoNaoEncontrado, { groupIds: MSG_ADMIN.grupoNaoEncontrado });
  const id = uuidv7();
  const passwordHash = await hashPassword(input.password, cost);
  await platformChange(db, actor.id, { entity: 'user', entityId: id, action: 'create' }, async (tx) => {
    await tx
      .insert(usuarios)
      .values({ id, name: input.name, email: input.email, passwordHash, isAdmin: input.isAdmin });
    for (const farmId of new Set(input.farmIds)) await tx.insert(fazendasDoUsuario).values({ userId: id, farmId });
    for (const groupId of new Set(input.groupIds)) await tx.insert(gruposDoUsuario).values({ userId: id, groupId });
    // the links made with the user are in the same audit row: who gave whom which farms and groups
    return {
      after: {
        name: input.name,
        email: input.email,
        isAdmin: input.isAdmin,
        farmIds: [...new Set(input.farmIds)],
        groupIds: [...new Set(input.groupIds)],
      },
    };
  });
  return obterUsuario(db, id);
}

async function gravarEdicaoDeUsuario(
  db: Db,
  cost: Config['argon2'],
  actor: Actor,
  id: string,
  input: UsuarioEdicaoInput,
) {
  const before = await obterUsuario(db, id);
  await assertEmailFree(db, input.email, id);
  const passwordHash = input.password ? await hashPassword(input.password, cost) : undefined;
  // An admin cannot take away their own admin rights and lock everyone out.
  const isAdmin = id === actor.id ? before.isAdmin : (input.isAdmin ?? before.isAdmin);
  await platformChange(db, actor.id, { entity: 'user', entityId: id, action: 'update' }, async (tx) => {
    await tx
      .update(usuarios)
      .set({
        name: input.name,
        email: input.email,
        isAdmin,
        updatedAt: now(),
        ...(passwordHash ? { passwordHash } : {}),
      })
      .where(eq(usuarios.id, id));
    return {
      before,
      after: { name: input.name, email: input.email, isAdmin, passwordChanged: Boolean(passwordHash) },
    };
  });
  if (passwordHash) await afterPasswordChange(db, id, id === actor.id ? actor.sessionId : undefined);
  return obterUsuario(db, id);
}

async function gravarExclusaoDeUsuario(db: Db, actor: Actor, id: string) {
  if (id === actor.id) throw badRequest(MSG.naoExcluirASiMesmo);
  const before = await obterUsuario(db, id);
  await platformChange(db, actor.id, { entity: 'user', entityId: id, action: 'delete' }, async (tx) => {
    await tx.delete(usuarios).where(eq(usuarios.id, id));
    return { before };
  });
}

async function gravarVinculoComFazenda(db: Db, actor: Actor, userId: string, farmId: string) {
  await obterUsuario(db, userId);
  if (!(await fazendasExistem(db, [farmId]))) throw notFound(MSG_ADMIN.fazendaNaoEncontrada);
  // docs/PRODUTO.md §Administração: assigning an already assigned user is ignored.
  await platformChange(db, actor.id, { entity: 'user_farm', entityId: userId, action: 'link', farmId }, async (tx) => {
    await tx.insert(fazendasDoUsuario).values({ userId, farmId }).onConflictDoNothing();
    return undefined;
  });
  return obterUsuario(db, userId);
}

async function gravarDesvinculoDeFazenda(db: Db, actor: Actor, userId: string, farmId: string) {
  const change = { entity: 'user_farm', entityId: userId, action: 'unlink', farmId };
  await platformChange(db, actor.id, change, async (tx) => {
    const removed = await tx
      .delete(fazendasDoUsuario)
      .where(and(eq(fazendasDoUsuario.userId, userId), eq(fazendasDoUsuario.farmId, farmId)))
      .returning();
    if (!removed.length) throw notFound(MSG_ADMIN.vinculacaoNaoEncontrada);
    return undefined;
  });
}

async function gravarVinculoComGrupo(db: Db, actor: Actor, userId: string, groupId: string) {
  await obterUsuario(db, userId);
  if (!(await gruposExistem(db, [groupId]))) throw notFound(MSG_ADMIN.grupoNaoEncontrado);
  const exists = await db
    .select()
    .from(gruposDoUsuario)
    .where(and(eq(gruposDoUsuario.userId, userId), eq(gruposDoUsuario.groupId, groupId)))
    .get();
  if (exists) throw conflict(MSG.usuarioJaNoGrupo);
  await platformChange(db, actor.id, { entity: 'user_group', entityId: userId, action: 'link' }, async (tx) => {
    await tx.insert(gruposDoUsuario).values({ userId, groupId });
    return { after: { groupId } };
  });
  return obterUsuario(db, userId);
}

async function gravarDesvinculoDeGrupo(db: Db, actor: Actor, userId: string, groupId: string) {
  await platformChange(db, actor.id, { entity: 'user_group', entityId: userId, action: 'unlink' }, async (tx) => {
    const removed = await tx
      .delete(gruposDoUsuario)
      .where(and(eq(gruposDoUsuario.userId, userId), eq(gruposDoUsuario.groupId, groupId)))
      .returning();
    if (!removed.length) throw notFound(MSG_ADMIN.vinculacaoNaoEncontrada);
    return { before: { groupId } };
  });
}

export async function listarGrupos(db: Db) {
  const [rows, counts] = await Promise.all([
    db.select().from(grupos).orderBy(grupos.name),
    db.select({ groupId: gruposDoUsuario.groupId, n: count() }).from(gruposDoUsuario).groupBy(gruposDoUsuario.groupId),
  ]);
  return rows.map((g) => ({
    ...g,
    moduleCount: g.allowedModules.length,
    userCount: counts.find((c) => c.groupId === g.id)?.n ?? 0,
  }));
}

async function obterGrupo(db: Db, id: string) {
  const g = await db.select().from(grupos).where(eq(grupos.id, id)).get();
  if (!g) throw notFound(MSG_ADMIN.grupoNaoEncontrado);
  return g;
}

async function gravarNovoGrupo(db: Db, actor: Actor, input: GrupoInput) {
  const id = uuidv7();
  await platformChange(db, actor.id, { entity: 'group', entityId: id, action: 'create' }, async (tx) => {
    await tx.insert(grupos).values({ id, ...input });
    return { after: input };
  });
  return obterGrupo(db, id);
}

async function gravarEdicaoDeGrupo(db: Db, actor: Actor, id: string, input: GrupoInput) {
  const before = await obterGrupo(db, id);
  await platformChange(db, actor.id, { entity: 'group', entityId: id, action: 'update' }, async (tx) => {
    await tx
      .update(grupos)
      .set({ ...input, updatedAt: now() })
      .where(eq(grupos.id, id));
    return { before, after: input };
  });
  return obterGrupo(db, id);
}

/** Deleting a group removes it from every user (links cascade). */
async function gravarExclusaoDeGrupo(db: Db, actor: Actor, id: string) {
  const before = await obterGrupo(db, id);
  await platformChange(db, actor.id, { entity: 'group', entityId: id, action: 'delete' }, async (tx) => {
    await tx.delete(grupos).where(eq(grupos.id, id));
    return { before };
  });
}

export async function listarFazendas(db: Db) {
  const [rows, counts] = await Promise.all([
    db.select().from(fazendas).orderBy(fazendas.name),
    db
      .select({ farmId: fazendasDoUsuario.farmId, n: count() })
      .from(fazendasDoUsuario)
      .groupBy(fazendasDoUsuario.farmId),
  ]);
  return rows.map((f) => ({
    ...f,
    userCount: counts.find((c) => c.farmId === f.id)?.n ?? 0,
    activeModuleCount: f.allowedModules.length,
  }));
}

/** One farm's row (the CLI's commands find theirs here); 404 'Fazenda não encontrada.' */
export async function obterFazenda(db: Db, id: string) {
  const f = await db.select().from(fazendas).where(eq(fazendas.id, id)).get();
  if (!f) throw notFound(MSG_ADMIN.fazendaNaoEncontrada);
  return f;
}

/** A new farm gets the default registries, statuses and bank accounts (docs/PRODUTO.md §Cadastros). */
async function gravarNovaFazenda(db: Db, actor: Actor, input: FazendaInput) {
  const id = uuidv7();
  await platformChange(db, actor.id, { entity: 'farm', entityId: id, action: 'create', farmId: id }, async (tx) => {
    const { aplicarTerras: _, ...dados } = input;
    await tx.insert(fazendas).values({
      id,
      ...dados,
      allowedModules: input.allowedModules ?? [...MODULOS_FAZENDA_NOVA],
      timezone: input.timezone ?? 'America/Sao_Paulo',
      taxaJurosAnual: input.taxaJurosAnual ?? 6,
    });
    await gravarCadastrosPadrao(tx, id);
    return { after: input };
  });
  return obterFazenda(db, id);
}

async function gravarEdicaoDeFazenda(db: Db, actor: Actor, id: string, { aplicarTerras, ...input }: FazendaInput) {
  const before = await obterFazenda(db, id);
  await platformChange(db, actor.id, { entity: 'farm', entityId: id, action: 'update', farmId: id }, async (tx) => {
    await tx
      .update(fazendas)
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
      .where(eq(fazendas.id, id));
    if (aplicarTerras && input.taxaJurosAnual !== undefined)
      await aplicarTaxaNasTerras(tx, actor, id, input.taxaJurosAnual);
    return { before, after: input };
  });
  return obterFazenda(db, id);
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
  await obterFazenda(db, id);
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
    usuarios: fazendasDoUsuario,
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
async function gravarExclusaoDeFazenda(db: Db, actor: Actor, id: string) {
  const before = await obterFazenda(db, id);
  await platformChange(db, actor.id, { entity: 'farm', entityId: id, action: 'delete' }, async (tx) => {
    await tx.delete(fazendas).where(eq(fazendas.id, id));
    return { before };
  });
}

export async function idDoUsuarioPorEmail(db: Db, email: string): Promise<string | null> {
  const row = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, email.trim().toLowerCase()))
    .get();
  return row?.id ?? null;
}

/** Sets a user's password (CLI `user set-password`) and signs them out everywhere. */
async function gravarSenhaDoUsuario(db: Db, cost: Config['argon2'], actor: Actor, userId: string, password: string) {
  const passwordHash = await hashPassword(password, cost);
  await platformChange(db, actor.id, { entity: 'user', entityId: userId, action: 'set_password' }, async (tx) => {
    const updated = await tx
      .update(usuarios)
      .set({ passwordHash, updatedAt: now() })
      .where(eq(usuarios.id, userId))
      .returning({ id: usuarios.id });
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

export const criarUsuario = esquecendoAcessos(gravarNovoUsuario);
export const editarUsuario = esquecendoAcessos(gravarEdicaoDeUsuario);
export const excluirUsuario = esquecendoAcessos(gravarExclusaoDeUsuario);
export const vincularFazenda = esquecendoAcessos(gravarVinculoComFazenda);
export const desvincularFazenda = esquecendoAcessos(gravarDesvinculoDeFazenda);
export const vincularGrupo = esquecendoAcessos(gravarVinculoComGrupo);
export const desvincularGrupo = esquecendoAcessos(gravarDesvinculoDeGrupo);
export const criarGrupo = esquecendoAcessos(gravarNovoGrupo);
export const editarGrupo = esquecendoAcessos(gravarEdicaoDeGrupo);
export const excluirGrupo = esquecendoAcessos(gravarExclusaoDeGrupo);
export const criarFazenda = esquecendoAcessos(gravarNovaFazenda);
export const editarFazenda = esquecendoAcessos(gravarEdicaoDeFazenda);
export const excluirFazenda = esquecendoAcessos(gravarExclusaoDeFazenda);
export const definirSenhaDoUsuario = esquecendoAcessos(gravarSenhaDoUsuario);
