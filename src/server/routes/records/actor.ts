import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import type { Actor } from '../../services/records/common.ts';

export function actorOf(c: Context<AppEnv>): Actor {
  return { userId: c.var.user?.id ?? null, farmId: c.var.farm.id };
}
