import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { paraAtualizar, paraCriar } from '../../../domain/finance/schemas.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import type { Actor, BaseRow, FarmResource } from '../../services/kernel.ts';

export const idParam = z.object({ id: z.string().min(1).max(64, 'Identificador inválido.') });

export function actor(c: Context<AppEnv>): Actor {
  return { userId: c.var.user?.id ?? null, farmId: c.var.farm.id };
}

/** The farm's civil today: what "overdue" and "this month" mean on the farm, not on the server. */
export function hoje(c: Context<AppEnv>): string {
  return hojeNoFuso(c.var.farm.timezone);
}

/**
 * What every finance resource shares: the guard (before any validation), GET one, POST (idempotent by the client's
 * id) and PUT (versioned). `inicial` are values every new row starts with. Each resource adds its list and delete.
 */
export function registroRoutes<S extends z.ZodRawShape, Row extends BaseRow>(
  schema: z.ZodObject<S>,
  crud: FarmResource<Row, object>,
  inicial: object = {},
) {
  return new Hono<AppEnv>()
    .use('*', farmAccess('financial'))
    .get('/:id', validate('param', idParam), async (c) => {
      const row = await crud.find(c.var.deps.db, c.var.farm.id, c.req.valid('param').id);
      if (!row) throw notFound();
      return c.json(row);
    })
    .post('/', validate('json', paraCriar(schema)), async (c) => {
      // The shape is generic here; paraCriar guarantees the optional id.
      const { id, ...values } = c.req.valid('json') as { id?: string };
      const { row, created } = await crud.create(c.var.deps.db, actor(c), id ?? uuidv7(), { ...values, ...inicial });
      return c.json(row, created ? 201 : 200);
    })
    .put('/:id', validate('param', idParam), validate('json', paraAtualizar(schema)), async (c) => {
      const { updatedAt, ...values } = c.req.valid('json') as { updatedAt?: string };
      return c.json(await crud.update(c.var.deps.db, actor(c), c.req.valid('param').id, values, updatedAt));
    });
}
