import { Hono } from 'hono';
import { type InstalacaoInput, validarInstalacao } from '../../../domain/inventory/schemas.ts';
import { farmAccess } from '../../auth/middleware.ts';
import { inventoryFacilities } from '../../db/schema/inventory.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../http/validate.ts';
import { facilitiesSummary, facilityView } from '../../services/inventory/figures.ts';
import { createItem, deleteItem, getItem, listItems, updateItem } from '../../services/inventory/items.ts';
import {
  actorOf,
  assertPasswordFromBody,
  corpo,
  idFrom,
  idParam,
  readItem,
  taxaFazenda,
  versionFrom,
} from './shared.ts';

const ENTITY = 'inventory_facility';

/**
 * /api/farms/:farmId/inventario/instalacoes — facilities (module `facilities`). SPEC.md's generic list asks the
 * user's password to delete. The optional valor/vida útil/percentual residual feed the depreciation.
 */
export const facilityRoutes = new Hono<AppEnv>()
  .use('*', farmAccess('facilities'))
  .get('/', async (c) => {
    const rows = await listItems(c.var.deps.db, inventoryFacilities, c.var.farm.id);
    const taxa = taxaFazenda(c);
    return c.json({
      taxaJurosAnual: taxa,
      itens: rows.map((r) => facilityView(r, taxa)),
      resumo: facilitiesSummary(rows, taxa),
    });
  })
  .post('/', validate('json', corpo<InstalacaoInput>()), async (c) => {
    const { data, body } = await readItem(c, validarInstalacao);
    const values = {
      ...data,
      valor: data.valor ?? null,
      vidaUtilAnos: data.vidaUtilAnos ?? null,
      percentualResidual: data.percentualResidual ?? null,
    };
    const db = c.var.deps.db;
    const { row, created } = await createItem(db, inventoryFacilities, ENTITY, actorOf(c), idFrom(body), values);
    return c.json(facilityView(row, taxaFazenda(c)), created ? 201 : 200);
  })
  .put('/:id', validate('param', idParam), validate('json', corpo<InstalacaoInput>()), async (c) => {
    const { id } = c.req.valid('param');
    const { data, body } = await readItem(c, validarInstalacao);
    const values = {
      ...data,
      valor: data.valor ?? null,
      vidaUtilAnos: data.vidaUtilAnos ?? null,
      percentualResidual: data.percentualResidual ?? null,
    };
    const db = c.var.deps.db;
    const row = await updateItem(db, inventoryFacilities, ENTITY, actorOf(c), id, versionFrom(body), values);
    return c.json(facilityView(row, taxaFazenda(c)));
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await getItem(c.var.deps.db, inventoryFacilities, c.var.farm.id, id);
    await assertPasswordFromBody(c);
    await deleteItem(c.var.deps.db, inventoryFacilities, ENTITY, actorOf(c), id);
    return c.json({ ok: true });
  });
