import { and, asc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { uuidv7 } from '../../domain/ids.ts';
import { MSG } from '../../domain/messages.ts';
import { clientId, versao } from '../../domain/schemas/common.ts';
import { REGISTROS, type RegistroTipo } from '../../domain/schemas/registries.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { tiposTerras } from '../db/schema/platform.ts';
import type { AppEnv } from '../env.ts';
import { conflict, forbidden, fromZodError, notFound } from '../http/errors.ts';
import { readJson, validate } from '../http/validate.ts';
import { recordAudit } from '../services/audit.ts';
import { REGISTRY_TABLES } from '../services/registries.ts';

const tipos = Object.keys(REGISTROS) as [RegistroTipo, ...RegistroTipo[]];
const tipoParam = z.object({ farmId: z.string(), tipo: z.enum(tipos, { error: 'Cadastro desconhecido.' }) });
const itemParam = tipoParam.extend({ id: z.string().min(1).max(64) });

/** Reading a registry needs one of the modules that use it; changing it, one of the modules that own it. */
function assertCan(c: Context<AppEnv>, tipo: RegistroTipo, uso: 'leitura' | 'escrita') {
  const allowed: readonly string[] = REGISTROS[tipo][uso];
  if (!c.var.modules.some((m) => allowed.includes(m))) throw forbidden(MSG.semPermissao);
}
const assertCanWrite = (c: Context<AppEnv>, tipo: RegistroTipo) => assertCan(c, tipo, 'escrita');

function parseItem(tipo: RegistroTipo, body: unknown) {
  const result = REGISTROS[tipo].schema.safeParse(body);
  if (!result.success) throw fromZodError(result.error);
  return result.data as { nome: string };
}

/** The registry tables share id, farm_id, nome and timestamps; the schema above has checked the other columns. */
function tableOf(tipo: RegistroTipo) {
  return REGISTRY_TABLES[tipo] as unknown as typeof tiposTerras;
}

/**
 * /api/farms/:farmId/registros/:tipo — the per-farm registries (técnicos, tipos de animais/terras/instalações/
 * máquinas, status financeiros, contas bancárias). One generic resource: the rules differ only in the schema.
 */
export const registryRoutes = new Hono<AppEnv>()
  .use('*', farmAccess())
  .get('/:tipo', validate('param', tipoParam), async (c) => {
    const { tipo } = c.req.valid('param');
    assertCan(c, tipo, 'leitura');
    const table = tableOf(tipo);
    const rows = await c.var.deps.db
      .select()
      .from(table)
      .where(eq(table.farmId, c.var.farm.id))
      .orderBy(asc(table.nome));
    return c.json(rows);
  })
  .post('/:tipo', validate('param', tipoParam), async (c) => {
    const { tipo } = c.req.valid('param');
    assertCanWrite(c, tipo);
    const body = (await readJson(c.req)) as Record<string, unknown>;
    const item = parseItem(tipo, body);
    const idResult = clientId.safeParse(body?.id);
    if (!idResult.success) throw fromZodError(idResult.error);
    const id = idResult.data ?? uuidv7();
    const { db } = c.var.deps;
    const table = tableOf(tipo);
    const existing = await db.select().from(table).where(eq(table.id, id)).get();
    if (existing) {
      if (existing.farmId !== c.var.farm.id) throw conflict('Identificador já usado.');
      return c.json(existing, 200); // replay of an offline create
    }
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(table)
        .values({ id, farmId: c.var.farm.id, ...item })
        .returning();
      await recordAudit(tx, {
        userId: c.var.user?.id ?? null,
        farmId: c.var.farm.id,
        entity: tipo,
        entityId: id,
        action: 'create',
        after: row,
      });
      return row;
    });
    return c.json(created, 201);
  })
  .put('/:tipo/:id', validate('param', itemParam), async (c) => {
    const { tipo, id } = c.req.valid('param');
    assertCanWrite(c, tipo);
    const body = (await readJson(c.req)) as Record<string, unknown>;
    const item = parseItem(tipo, body);
    const version = versao.safeParse(body?.updatedAt).data;
    const { db } = c.var.deps;
    const table = tableOf(tipo);
    const where = and(eq(table.id, id), eq(table.farmId, c.var.farm.id));
    const updated = await db.transaction(async (tx) => {
      const before = await tx.select().from(table).where(where).get();
      if (!before) throw notFound();
      if (version && version !== before.updatedAt) throw conflict(MSG.conflito, before);
      const [row] = await tx
        .update(table)
        .set({ ...item, updatedAt: new Date().toISOString() })
        .where(where)
        .returning();
      await recordAudit(tx, {
        userId: c.var.user?.id ?? null,
        farmId: c.var.farm.id,
        entity: tipo,
        entityId: id,
        action: 'update',
        before,
        after: row,
      });
      return row;
    });
    return c.json(updated);
  })
  .delete('/:tipo/:id', validate('param', itemParam), async (c) => {
    const { tipo, id } = c.req.valid('param');
    assertCanWrite(c, tipo);
    const { db } = c.var.deps;
    const table = tableOf(tipo);
    const where = and(eq(table.id, id), eq(table.farmId, c.var.farm.id));
    await db.transaction(async (tx) => {
      const before = await tx.select().from(table).where(where).get();
      if (!before) throw notFound();
      await tx.delete(table).where(where);
      await recordAudit(tx, {
        userId: c.var.user?.id ?? null,
        farmId: c.var.farm.id,
        entity: tipo,
        entityId: id,
        action: 'delete',
        before,
      });
    });
    return c.json({ ok: true });
  });
