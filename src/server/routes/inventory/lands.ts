import { Hono } from 'hono';
import { type TerraInput, validarTerraEdicao, validarTerraNova } from '../../../domain/inventory/schemas.ts';
import { farmAccess } from '../../auth/middleware.ts';
import { inventoryLands } from '../../db/schema/inventory.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../http/validate.ts';
import { landsSummary, landView } from '../../services/inventory/figures.ts';
import { createItem, deleteItem, getItem, listItems, updateItem } from '../../services/inventory/items.ts';
import {
  actorOf,
  anoAtual,
  assertPasswordFromBody,
  corpo,
  idFrom,
  idParam,
  readItem,
  taxaFazenda,
  versionFrom,
} from './shared.ts';

const ENTITY = 'inventory_land';

/** /api/farms/:farmId/inventario/terras — land areas (module `lands`). Delete needs the user's password. */
export const landRoutes = new Hono<AppEnv>()
  .use('*', farmAccess('lands'))
  .get('/', async (c) => {
    const rows = await listItems(c.var.deps.db, inventoryLands, c.var.farm.id);
    const taxa = taxaFazenda(c);
    return c.json({ taxaJurosAnual: taxa, itens: rows.map(landView), resumo: landsSummary(rows, taxa) });
  })
  .post('/', validate('json', corpo<TerraInput>()), async (c) => {
    const { data, body } = await readItem(c, validarTerraNova);
    const values = { ...data, ano: data.ano ?? anoAtual(c), taxaJurosItem: data.taxaJurosItem ?? taxaFazenda(c) };
    const { row, created } = await createItem(c.var.deps.db, inventoryLands, ENTITY, actorOf(c), idFrom(body), values);
    return c.json(landView(row), created ? 201 : 200);
  })
  .put('/:id', validate('param', idParam), validate('json', corpo<TerraInput>()), async (c) => {
    const { id } = c.req.valid('param');
    const { data, body } = await readItem(c, validarTerraEdicao);
    const { ano, taxaJurosItem, ...rest } = data;
    const values = {
      ...rest,
      ...(ano !== undefined ? { ano } : {}),
      ...(taxaJurosItem !== undefined ? { taxaJurosItem } : {}),
    };
    const row = await updateItem(c.var.deps.db, inventoryLands, ENTITY, actorOf(c), id, versionFrom(body), values);
    return c.json(landView(row));
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await getItem(c.var.deps.db, inventoryLands, c.var.farm.id, id);
    await assertPasswordFromBody(c);
    await deleteItem(c.var.deps.db, inventoryLands, ENTITY, actorOf(c), id);
    return c.json({ ok: true });
  });
