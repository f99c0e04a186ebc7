import type { Context } from 'hono';
import { z } from 'zod';
import { hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import type { Validacao } from '../../../domain/inventory/schemas.ts';
import { clientId, versao } from '../../../domain/schemas/common.ts';
import { assertCurrentPassword } from '../../auth/confirm.ts';
import type { AppEnv } from '../../env.ts';
import { badRequest, fromZodError } from '../../http/errors.ts';
import { readJson } from '../../http/validate.ts';
import type { Actor } from '../../services/inventory/items.ts';

export const idParam = z.object({ farmId: z.string(), id: z.string().min(1).max(64) });

/** Reads the JSON body and applies one of the domain's rule sets (SPEC.md messages) → 400 when it fails. */
export async function readItem<T>(
  c: Context<AppEnv>,
  regras: (raw: unknown) => Validacao<T>,
): Promise<{ data: T; body: Record<string, unknown> }> {
  const body = (await readJson(c.req)) as Record<string, unknown>;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('Corpo da requisição inválido: envie JSON.');
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

export function actorOf(c: Context<AppEnv>): Actor {
  return { farmId: c.var.farm.id, userId: c.var.user?.id ?? null };
}

/** The current year on the farm's calendar (its time zone, not the server's). */
export function anoAtual(c: Context<AppEnv>): number {
  return Number(hojeNoFuso(c.var.farm.timezone).slice(0, 4));
}

export function taxaFazenda(c: Context<AppEnv>): number {
  return c.var.farm.taxaJurosAnual;
}

/** Password-guarded delete (SPEC.md): DELETE with { password }, checked before anything is touched. */
export async function assertPasswordFromBody(c: Context<AppEnv>): Promise<void> {
  let password: string | undefined;
  try {
    const body = (await c.req.json()) as { password?: unknown };
    password = typeof body?.password === 'string' ? body.password : undefined;
  } catch {
    password = undefined;
  }
  await assertCurrentPassword(c, password);
}

/**
 * Body validator for the typed client and OpenAPI: only "a JSON object" here; the field rules run in the handler
 * (readItem) because SPEC.md first names the missing fields, then checks the values.
 */
export function corpo<T>() {
  return z.custom<Partial<T> & { id?: string; updatedAt?: string }>(
    (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
    { message: 'Corpo da requisição inválido: envie JSON.' },
  );
}
