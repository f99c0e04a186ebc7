import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import type { Actor } from '../../services/records/common.ts';

export function actorOf(c: Context<AppEnv>): Actor {
  return { userId: c.var.user?.id ?? null, farmId: c.var.farm.id };
}

/** `/:id` of a herd resource (an animal or a record) under /api/farms/:farmId. */
export const idParam = z.object({ farmId: z.string(), id: z.string().min(1).max(64) });
