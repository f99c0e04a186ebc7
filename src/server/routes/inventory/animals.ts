import { Hono } from 'hono';
import { z } from 'zod';
import { type AnimalInput, validarAnimalEdicao, validarAnimalNovo } from '../../../domain/inventory/schemas.ts';
import { farmAccess } from '../../auth/middleware.ts';
import { inventoryAnimals } from '../../db/schema/inventory.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../http/validate.ts';
import { animalsSummary, animalView } from '../../services/inventory/figures.ts';
import { syncAnimalsFromHerd } from '../../services/inventory/herd-sync.ts';
import { createItem, deleteItem, listItems, updateItem } from '../../services/inventory/items.ts';
import { actorOf, anoAtual, corpo, idFrom, idParam, readItem, taxaFazenda, versionFrom } from './shared.ts';

const ENTITY = 'inventory_animal';
const syncQuery = z.object({
  ano: z.coerce.number({ error: 'Ano inválido.' }).int('Ano inválido.').min(2000).max(2100).optional(),
});

/** /api/farms/:farmId/inventario/animais — animals in the valuation (module `animals`). Plain-confirm delete. */
export const animalRoutes = new Hono<AppEnv>()
  .use('*', farmAccess('animals'))
  .get('/', async (c) => {
    const rows = await listItems(c.var.deps.db, inventoryAnimals, c.var.farm.id);
    const taxa = taxaFazenda(c);
    return c.json({ taxaJurosAnual: taxa, itens: rows.map(animalView), resumo: animalsSummary(rows, taxa) });
  })
  .post('/', validate('json', corpo<AnimalInput>()), async (c) => {
    const { data, body } = await readItem(c, validarAnimalNovo);
    const values = { ...data, ano: data.ano ?? anoAtual(c), taxaJuros: data.taxaJuros ?? taxaFazenda(c) };
    const { row, created } = await createItem(
      c.var.deps.db,
      inventoryAnimals,
      ENTITY,
      actorOf(c),
      idFrom(body),
      values,
    );
    return c.json(animalView(row), created ? 201 : 200);
  })
  .put('/:id', validate('param', idParam), validate('json', corpo<AnimalInput>()), async (c) => {
    const { id } = c.req.valid('param');
    const { data, body } = await readItem(c, validarAnimalEdicao);
    const { ano, taxaJuros, ...rest } = data;
    const values = {
      ...rest,
      ...(ano !== undefined ? { ano } : {}),
      ...(taxaJuros !== undefined ? { taxaJuros } : {}),
    };
    const row = await updateItem(c.var.deps.db, inventoryAnimals, ENTITY, actorOf(c), id, versionFrom(body), values);
    return c.json(animalView(row));
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    await deleteItem(c.var.deps.db, inventoryAnimals, ENTITY, actorOf(c), c.req.valid('param').id);
    return c.json({ ok: true });
  })
  .post('/atualizar-pelo-rebanho', validate('query', syncQuery), async (c) => {
    const ano = c.req.valid('query').ano ?? anoAtual(c);
    const result = await syncAnimalsFromHerd(c.var.deps.db, actorOf(c), ano, taxaFazenda(c));
    return c.json({ ano, ...result });
  });
