import { z } from 'zod';
import { fornecedorSchema, linhaDe } from '../../../domain/financeiro/schemas.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import { responses, validate } from '../../http/validate.ts';
import { fornecedoresCrud as crud, listarFornecedores } from '../../services/financeiro/contas.ts';
import { actorOf, idParam } from '../helpers.ts';
import { registroRoutes } from './common.ts';

// What each route answers (openapi.json; every API test checks its answers against it).
const lista = responses({ 200: z.array(linhaDe(fornecedorSchema)) });
const excluido = responses({ 200: okSchema });

/** /api/farms/:farmId/fornecedores — suppliers registry (plain confirm on delete, docs/PRODUTO.md §Financeiro). */
export const fornecedoresRoutes = registroRoutes(fornecedorSchema, crud)
  .get('/', lista, async (c) => c.json(await listarFornecedores(c.var.deps.db, c.var.farm.id)))
  .delete('/:id', validate('param', idParam), excluido, async (c) => {
    await crud.remove(c.var.deps.db, actorOf(c), c.req.valid('param').id);
    return c.json({ ok: true });
  });
