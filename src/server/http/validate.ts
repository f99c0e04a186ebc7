import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { badRequest, fromZodError } from './errors.ts';

export const OPENAPI_META = Symbol.for('leiteira.openapi');

export interface OpenApiMeta {
  target: keyof ValidationTargets;
  schema: z.ZodType;
}

/**
 * zod validation with the error shape of docs/ARQUITETURA.md §API (400, Portuguese field messages). The schema is
 * attached to the middleware so /api/openapi.json is generated from the very schemas that validate.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const mw = zValidator(target, schema, (result) => {
    if (!result.success) throw fromZodError(result.error as unknown as z.ZodError);
  });
  Object.defineProperty(mw, OPENAPI_META, { value: { target, schema } satisfies OpenApiMeta });
  return mw;
}

/**
 * Reads a JSON body; a malformed body gets a Portuguese 400 instead of a 500. Accepts `c.req` (Hono's request,
 * which caches the body so it can be read again) or `c.req.raw`.
 */
export async function readJson(req: Request | { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw badRequest(MSG.corpoInvalido);
  }
}
