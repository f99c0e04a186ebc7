import type { z } from 'zod';
import { isDataISO } from '../format.ts';
import { MSG_REC } from './messages.ts';

/**
 * What a farm cannot have yet: a fact dated after the farm's today. Records and births say when something happened;
 * planned dates (a bill's due date, an expected calving) are never checked here.
 */
export const DATAS_PASSADAS = {
  milk_records: ['data'],
  quality_records: ['data'],
  reproduction_events: ['data'],
  animals: ['dataNascimento'],
  lote: ['data'],
} as const satisfies Record<string, readonly string[]>;

/** The message of each of `campos` dated after `hoje` (ISO dates compare as text). */
export function datasDepoisDeHoje(
  valores: Record<string, unknown>,
  campos: readonly string[],
  hoje: string,
): Record<string, string> {
  const erros: Record<string, string> = {};
  for (const campo of campos) {
    const v = valores[campo];
    if (typeof v === 'string' && isDataISO(v) && v > hoje) erros[campo] = MSG_REC.dataFutura;
  }
  return erros;
}

/**
 * A schema's rules and, once they pass, "not after the farm's today" on `campos` (a form's rules; the server checks
 * the same in the kernel, on the farm's today).
 */
export function ateHoje<S extends z.ZodType>(schema: S, campos: readonly string[], hoje: string) {
  return schema.superRefine((valores, ctx) => {
    for (const [campo, message] of Object.entries(
      datasDepoisDeHoje(valores as Record<string, unknown>, campos, hoje),
    )) {
      ctx.addIssue({ code: 'custom', path: [campo], message, input: (valores as Record<string, unknown>)[campo] });
    }
  });
}

/** Milkings and reproduction events are of females: the animal's sex decides ('M' is refused). */
export function exigeFemea(entidade: string): boolean {
  return entidade === 'milk_records' || entidade === 'reproduction_events' || entidade === 'lote';
}
