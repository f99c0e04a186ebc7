import type { Context } from 'hono';
import { z } from 'zod';
import { hojeNoFuso } from '../../../domain/format.ts';
import type { AppEnv } from '../../env.ts';
import type { Actor } from '../../services/finance/crud.ts';

export const idParam = z.object({ id: z.string().min(1).max(64, 'Identificador inválido.') });

export function actor(c: Context<AppEnv>): Actor {
  return { userId: c.var.user?.id ?? null, farmId: c.var.farm.id };
}

/** The farm's civil today: what "overdue" and "this month" mean on the farm, not on the server. */
export function hoje(c: Context<AppEnv>): string {
  return hojeNoFuso(c.var.farm.timezone);
}
