import type { z } from 'zod';
import {
  exclusaoComSenhaSchema,
  filtroLancamentosSchema,
  linhaDe,
  listaDeLancamentos,
} from '../../../domain/financeiro/schemas.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import { assertCurrentPassword } from '../../auth/confirm.ts';
import type { Db } from '../../db/client.ts';
import { responses, validate } from '../../http/validate.ts';
import type { BaseRow, FarmResource } from '../../services/kernel.ts';
import { actorOf, idParam } from '../helpers.ts';
import { registroRoutes } from './common.ts';

/** Income or expense entries (money in or out without a bill); the delete asks for the user's password. */
export function lancamentosRoutes<S extends z.ZodRawShape, Row extends BaseRow, Lista>(
  schema: z.ZodObject<S>,
  crud: FarmResource<Row, object>,
  listar: (db: Db, farmId: string, f: z.output<typeof filtroLancamentosSchema>) => Promise<Lista>,
) {
  const lista = responses({ 200: listaDeLancamentos(linhaDe(schema)) });
  const excluido = responses({ 200: okSchema });
  return registroRoutes(schema, crud)
    .get('/', validate('query', filtroLancamentosSchema), lista, async (c) => {
      return c.json(await listar(c.var.deps.db, c.var.farm.id, c.req.valid('query')));
    })
    .delete('/:id', validate('param', idParam), validate('json', exclusaoComSenhaSchema), excluido, async (c) => {
      await assertCurrentPassword(c, c.req.valid('json').password);
      await crud.remove(c.var.deps.db, actorOf(c), c.req.valid('param').id);
      return c.json({ ok: true });
    });
}
