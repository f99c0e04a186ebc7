import { Hono } from 'hono';
import {
  exclusaoComSenhaSchema,
  filtroLancamentosSchema,
  paraAtualizar,
  paraCriar,
  receitaSchema,
} from '../../../domain/finance/schemas.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { assertCurrentPassword } from '../../auth/confirm.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { receitasCrud as crud, listarReceitas } from '../../services/finance/contas.ts';
import { actor, idParam } from './common.ts';

/** /api/farms/:farmId/receitas — income entries (money in without a bill). */
export const receitasRoutes = new Hono<AppEnv>()
  .use('*', farmAccess('financial'))
  .get('/', validate('query', filtroLancamentosSchema), async (c) => {
    return c.json(await listarReceitas(c.var.deps.db, c.var.farm.id, c.req.valid('query')));
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const row = await crud.find(c.var.deps.db, c.var.farm.id, c.req.valid('param').id);
    if (!row) throw notFound();
    return c.json(row);
  })
  .post('/', validate('json', paraCriar(receitaSchema)), async (c) => {
    const { id, ...values } = c.req.valid('json');
    const { row, created } = await crud.create(c.var.deps.db, actor(c), id ?? uuidv7(), values);
    return c.json(row, created ? 201 : 200);
  })
  .put('/:id', validate('param', idParam), validate('json', paraAtualizar(receitaSchema)), async (c) => {
    const { updatedAt, ...values } = c.req.valid('json');
    return c.json(await crud.update(c.var.deps.db, actor(c), c.req.valid('param').id, values, updatedAt));
  })
  .delete('/:id', validate('param', idParam), validate('json', exclusaoComSenhaSchema), async (c) => {
    await assertCurrentPassword(c, c.req.valid('json').password);
    await crud.remove(c.var.deps.db, actor(c), c.req.valid('param').id);
    return c.json({ ok: true });
  });
