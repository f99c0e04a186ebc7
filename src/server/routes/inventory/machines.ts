import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { type MaquinaInput, validarMaquinaEdicao, validarMaquinaNova } from '../../../domain/inventory/schemas.ts';
import { farmAccess } from '../../auth/middleware.ts';
import { inventoryMachines } from '../../db/schema/inventory.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../http/validate.ts';
import { machinesSummary, machineView } from '../../services/inventory/figures.ts';
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

const ENTITY = 'inventory_machine';
const anoQuery = z.object({
  ano: z.coerce.number({ error: 'Ano inválido.' }).int('Ano inválido.').min(2000, 'Ano inválido.').max(2100).optional(),
});

/**
 * /api/farms/:farmId/inventario/maquinas — machines by year (module `machinery`); the list and the eight summary
 * cards are for one year (?ano=, default the current one). Delete needs the user's password.
 */
export const machineRoutes = new Hono<AppEnv>()
  .use('*', farmAccess('machinery'))
  .get('/', validate('query', anoQuery), async (c) => {
    const ano = c.req.valid('query').ano ?? anoAtual(c);
    const rows = await listItems(c.var.deps.db, inventoryMachines, c.var.farm.id, eq(inventoryMachines.ano, ano));
    const taxa = taxaFazenda(c);
    return c.json({
      ano,
      taxaJurosAnual: taxa,
      itens: rows.map((r) => machineView(r, taxa)),
      resumo: machinesSummary(rows, taxa),
    });
  })
  .post('/', validate('json', corpo<MaquinaInput>()), async (c) => {
    const { data, body } = await readItem(c, validarMaquinaNova);
    const values = { ...data, anoFabricacao: data.anoFabricacao ?? null, taxaJurosItem: data.taxaJurosItem ?? null };
    const db = c.var.deps.db;
    const { row, created } = await createItem(db, inventoryMachines, ENTITY, actorOf(c), idFrom(body), values);
    return c.json(machineView(row, taxaFazenda(c)), created ? 201 : 200);
  })
  .put('/:id', validate('param', idParam), validate('json', corpo<MaquinaInput>()), async (c) => {
    const { id } = c.req.valid('param');
    const { data, body } = await readItem(c, validarMaquinaEdicao);
    const { percentualResidual, taxaJurosItem, anoFabricacao, ...rest } = data;
    const values = {
      ...rest,
      ...(percentualResidual !== undefined ? { percentualResidual } : {}),
      ...(taxaJurosItem !== undefined ? { taxaJurosItem } : {}),
      ...(anoFabricacao !== undefined ? { anoFabricacao } : {}),
    };
    const db = c.var.deps.db;
    const row = await updateItem(db, inventoryMachines, ENTITY, actorOf(c), id, versionFrom(body), values);
    return c.json(machineView(row, taxaFazenda(c)));
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    await getItem(c.var.deps.db, inventoryMachines, c.var.farm.id, id);
    await assertPasswordFromBody(c);
    await deleteItem(c.var.deps.db, inventoryMachines, ENTITY, actorOf(c), id);
    return c.json({ ok: true });
  });
