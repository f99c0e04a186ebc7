import type { Context } from 'hono';
import { z } from 'zod';
import { uuidv7 } from '../../../domain/ids.ts';
import type { Validacao } from '../../../domain/inventory/schemas.ts';
import { MSG } from '../../../domain/messages.ts';
import { clientId, versao } from '../../../domain/schemas/common.ts';
import type { AppEnv } from '../../env.ts';
import { badRequest, fromZodError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';

/**
 * Reads the JSON body and applies one of the domain's rule sets (the messages of docs/PRODUTO.md §Inventário) → 400
 * when it fails.
 */
export async function readItem<T>(
  c: Context<AppEnv>,
  regras: (raw: unknown) => Validacao<T>,
): Promise<{ data: T; body: Record<string, unknown> }> {
  const body = (await readJson(c.req)) as Record<string, unknown>;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest(MSG.corpoInvalido);
  }
  const result = regras(body);
  if (!result.ok) throw badRequest(result.message, result.fields);
  return { data: result.data, body };
}

/** The client's id (UUID, for idempotent offline creates) or a fresh UUID v7. */
export function idFrom(body: Record<string, unknown>): string {
  const parsed = clientId.safeParse(body.id);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data ?? uuidv7();
}

export function versionFrom(body: Record<string, unknown>): string | undefined {
  return versao.safeParse(body.updatedAt).data;
}

export function taxaFazenda(c: Context<AppEnv>): number {
  return c.var.farm.taxaJurosAnual;
}

/**
 * Body validator for the typed client and OpenAPI: only "a JSON object" here; the field rules run in the handler
 * (readItem) because the form first names the missing fields, then checks the values (docs/PRODUTO.md §Inventário).
 */
export function corpo<T>() {
  return z.custom<Partial<T> & { id?: string; updatedAt?: string }>(
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    { message: MSG.corpoInvalido },
  );
}
