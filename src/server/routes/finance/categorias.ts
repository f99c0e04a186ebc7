import { categoriaSchema } from '../../../domain/finance/schemas.ts';
import { validate } from '../../http/validate.ts';
import { categoriasCrud as crud, listarCategorias } from '../../services/finance/contas.ts';
import { actorOf, idParam } from '../helpers.ts';
import { registroRoutes } from './common.ts';

/**
 * /api/farms/:farmId/categorias — financial categories registry (plain confirm on delete, docs/PRODUTO.md §Financeiro).
 */
export const categoriasRoutes = registroRoutes(categoriaSchema, crud)
  .get('/', async (c) => c.json(await listarCategorias(c.var.deps.db, c.var.farm.id)))
  .delete('/:id', validate('param', idParam), async (c) => {
    await crud.remove(c.var.deps.db, actorOf(c), c.req.valid('param').id);
    return c.json({ ok: true });
  });
