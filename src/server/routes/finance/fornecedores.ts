import { Hono } from 'hono';
import { fornecedorSchema, paraAtualizar, paraCriar } from '../../../domain/finance/schemas.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { fornecedoresCrud as crud, listarFornecedores } from '../../services/finance/contas.ts';
import { actor, idParam } from './common.ts';

/** /api/farms/:farmId/fornecedores — suppliers registry (plain confirm on delete, SPEC.md §4). */
export const fornecedoresRoutes = new Hono<AppEnv>()
  .use('*', farmAccess('financial'))
  .get('/', async (c) => c.json(await listarFornecedores(c.var.deps.db, c.var.farm.id)))
  .get('/:id', validate('param', idParam), async (c) => {
    const row = await crud.find(c.var.deps.db, c.var.farm.id, c.req.valid('param').id);
    if (!row) throw notFound();
    return c.json(row);
  })
  .post('/', validate('json', paraCriar(fornecedorSchema)), async (c) => {
    const { id, ...values } = c.req.valid('json');
    const { row, created } = await crud.create(c.var.deps.db, actor(c), id ?? uuidv7(), values);
    return c.json(row, created ? 201 : 200);
  })
  .put('/:id', validate('param', idParam), validate('json', paraAtualizar(fornecedorSchema)), async (c) => {
    const { updatedAt, ...values } = c.req.valid('json');
    return c.json(await crud.update(c.var.deps.db, actor(c), c.req.valid('param').id, values, updatedAt));
  })
  .delete('/:id', validate('param', idParam), async (c) => {
    await crud.remove(c.var.deps.db, actor(c), c.req.valid('param').id);
    return c.json({ ok: true });
  });
