import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { fromZodError } from './errors.ts';

export const OPENAPI_META = Symbol.for('leiteira.openapi');
export const RESPONSES_META = Symbol.for('leiteira.openapi.responses');

export interface OpenApiMeta {
  target: keyof ValidationTargets;
  schema: z.ZodType;
  /** What openapi.json shows instead, when the route checks more than `schema` does (see validate()). */
  doc?: z.ZodType;
}

/**
 * zod validation with the error shape of docs/ARQUITETURA.md §API (400, Portuguese field messages). The schema is
 * attached to the middleware so /api/openapi.json is generated from the very schemas that validate. `doc` is for the
 * one case where the route picks the real rules from the request (a registry's fields by `:tipo`): openapi.json shows
 * it instead.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  doc?: z.ZodType,
) {
  const mw = zValidator(target, schema, (result) => {
    if (!result.success) throw fromZodError(result.error as unknown as z.ZodError);
  });
  Object.defineProperty(mw, OPENAPI_META, { value: { target, schema, doc } satisfies OpenApiMeta });
  return mw;
}

/** An answer that is not JSON: a file to download or a stream, in one of these media types. */
export interface FileAnswer {
  description: string;
  mediaTypes: readonly string[];
}

export const file = (description: string, ...mediaTypes: string[]): FileAnswer => ({ description, mediaTypes });

/**
 * What a route answers with one status: a JSON body (its zod schema), a file, either (a list), or — for an error
 * status — a sentence saying when (the body is always the one error shape of errors.ts).
 */
export type Answer = z.ZodType | FileAnswer | readonly (z.ZodType | FileAnswer)[] | string;
export type Responses = { readonly [status: number]: Answer };

/**
 * Declares what a route answers, beside its validators: `responses({ 200: animalSchema, 201: animalSchema, 409:
 * 'Este animal tem apontamentos.' })`. /api/openapi.json is generated from it, and the API tests check every answer
 * against it (src/server/test/contract.ts). Only what is specific to the route is written: the errors every route
 * of its kind can give (400 of a validator, 401/403 of a guard, 404 of an `:id`, 409/413/415 of a mutation) come by
 * rule from the routing table (http/openapi.ts). Does nothing at run time.
 */
export function responses(answers: Responses) {
  const mw = createMiddleware(async (_c, next) => {
    await next();
  });
  Object.defineProperty(mw, RESPONSES_META, { value: answers });
  return mw;
}
