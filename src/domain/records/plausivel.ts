import { isDataISO } from '../format.ts';
import { type Regras, type Validacao, validar } from '../validacao.ts';
import { MSG_REC } from './messages.ts';

/**
 * What a farm cannot have yet: a fact dated after the farm's today. Records and births say when something happened,
 * and so do money received or paid (an income or expense entry, a bill's baixa: the cash flow books them on that
 * date); planned dates (a bill's due date, an expected calving) are never checked here. Keyed by the kernel's entity.
 */
export const DATAS_PASSADAS = {
  milk_records: ['data'],
  quality_records: ['data'],
  reproduction_events: ['data'],
  animals: ['dataNascimento'],
  lote: ['data'],
  receita: ['data'],
  despesa: ['data'],
  conta_pagar: ['data_baixa'],
  conta_receber: ['data_baixa'],
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

/** A schema's rules and, once they pass, "not after the farm's today" (a form's rules; the server checks the same). */
export function ateHoje<T>(regras: Regras<T>, campos: readonly string[], hoje: string): (raw: unknown) => Validacao<T> {
  return (raw) => {
    const v = validar(regras, raw);
    if (!v.ok) return v;
    const fields = datasDepoisDeHoje(v.data as Record<string, unknown>, campos, hoje);
    const [primeira] = Object.values(fields);
    return primeira ? { ok: false, message: primeira, fields } : v;
  };
}

/** Milkings and reproduction events are of females: the animal's sex decides ('M' is refused). */
export function exigeFemea(entidade: string): boolean {
  return entidade === 'milk_records' || entidade === 'reproduction_events' || entidade === 'lote';
}
