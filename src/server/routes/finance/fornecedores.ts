import { fornecedorSchema } from '../../../domain/finance/schemas.ts';
import { validate } from '../../http/validate.ts';
import { fornecedoresCrud as crud, listarFornecedores } from '../../services/finance/contas.ts';
import { actorOf, idParam } from '../helpers.ts';
import { registroRoutes } from './common.ts';

/** /api/farms/:farmId/fornecedores — suppliers registry (plain confirm on delete, docs/PRODUTO.md §Financeiro). */
export const fornecedoresRoutes = registroRoutes(fornecedorSchema, crud)
  .get('/', async (c) => c.json(await listarFornecedores(c.var.deps.db, c.var.farm.id)))
  .delete('/:id', validate('param', idParam), async (c) => {
    await crud.remove(c.var.deps.db, actorOf(c), c.req.valid('param').id);
    return c.json({ ok: true });
  });
