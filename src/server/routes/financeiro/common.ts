import { Hono } from 'hono';
import type { z } from 'zod';
import { linhaDe, paraAtualizar, paraCriar } from '../../../domain/financeiro/schemas.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../http/errors.ts';
import { responses, validate } from '../../http/validate.ts';
import type { BaseRow, FarmResource } from '../../services/kernel.ts';
import { actorOf, idParam } from '../helpers.ts';

/**
 * What every finance resource shares: the guard (before any validation), GET one, POST (idempotent by the client's
 * id) and PUT (versioned). `inicial` are values every new row starts with; `linha` is the stored row as answered.
 * Each resource adds its list and delete.
 */
export function registroRoutes<S extends z.ZodRawShape, Row extends BaseRow>(
  schema: z.ZodObject<S>,
  crud: FarmResource<Row, object>,
  inicial: object = {},
  linha: z.ZodType = linhaDe(schema),
) {
  const umaLinha = responses({ 200: linha });
  const criada = responses({ 200: linha, 201: linha });
  return new Hono<AppEnv>()
    .use('*', farmAccess(...TELAS.financeiro.modulos))
    .get('/:id', validate('param', idParam), umaLinha, async (c) => {
      const row = await crud.find(c.var.deps.db, c.var.farm.id, c.req.valid('param').id);
      if (!row) throw notFound();
      return c.json(row);
    })
    .post('/', validate('json', paraCriar(schema)), criada, async (c) => {
      // The shape is generic here; paraCriar guarantees the optional id.
      const { id, ...values } = c.req.valid('json') as { id?: string };
      const { row, created } = await crud.create(c.var.deps.db, actorOf(c), id ?? uuidv7(), { ...values, ...inicial });
      return c.json(row, created ? 201 : 200);
    })
    .put('/:id', validate('param', idParam), validate('json', paraAtualizar(schema)), umaLinha, async (c) => {
      const { updatedAt, ...values } = c.req.valid('json') as { updatedAt?: string };
      return c.json(await crud.update(c.var.deps.db, actorOf(c), c.req.valid('param').id, values, updatedAt));
    });
}
