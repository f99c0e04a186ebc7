import type { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * The outcome of checking input against the domain's rules, the same on the server (which answers 400 with it) and
 * in a form (which shows it before sending): the data, or one message and the message of each field.
 */
export type Validacao<T> = { ok: true; data: T } | { ok: false; message: string; fields: Record<string, string> };

/** Rules a form or a route checks input with: a zod schema, or a function giving a Validacao. */
export type Regras<T> = z.ZodType<T> | ((raw: unknown) => Validacao<T>);

/**
 * The `params` of an issue a schema raises for the whole form: the sentence docs/PRODUTO.md §Formulários says above the fields (their own
 * messages differ), taken as the message, not as a field's.
 */
export const avisoDoFormulario = { avisoDoFormulario: true } as const;

/**
 * Zod issues → the first message of each field ('a.b' for nested, '_' for the whole) and one message: the form's
 * sentence when the schema gives one (avisoDoFormulario), else the field's when every field says the same, else
 * 'Dados inválidos. Verifique os campos destacados.'.
 */
export function errosDoZod(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  let aviso: string | undefined;
  for (const issue of error.issues) {
    if (issue.code === 'custom' && issue.params?.avisoDoFormulario) aviso ??= issue.message;
    else fields[issue.path.length ? issue.path.join('.') : '_'] ??= issue.message;
  }
  const distintas = [...new Set(Object.values(fields))];
  return { message: aviso ?? (distintas.length === 1 ? distintas[0] : MSG.dadosInvalidos), fields };
}

/** Checks `raw` with a schema or a rule function. */
export function validar<T>(regras: Regras<T>, raw: unknown): Validacao<T> {
  if (typeof regras === 'function') return regras(raw);
  const r = regras.safeParse(raw);
  return r.success ? { ok: true, data: r.data } : { ok: false, ...errosDoZod(r.error) };
}

/**
 * One line that names the fields a refusal is about, for a screen whose fields have no message of their own (an
 * inline-edited row): 'Valor: O valor deve ser maior que zero.'; fields with the same message are named together
 * ('Valor, Responsável Técnico: Por favor, preencha…'). A field without a label (the whole input, '_') adds its
 * message alone; no field at all gives the message as it is.
 */
export function nomearCampos(
  erro: { message: string; fields: Record<string, string | undefined> },
  rotulos: Record<string, string>,
): string {
  const porMensagem = new Map<string, string[]>();
  for (const [campo, mensagem] of Object.entries(erro.fields)) {
    if (!mensagem) continue;
    const nomes = porMensagem.get(mensagem) ?? [];
    const rotulo = rotulos[campo];
    if (rotulo && !nomes.includes(rotulo)) nomes.push(rotulo);
    porMensagem.set(mensagem, nomes);
  }
  if (!porMensagem.size) return erro.message;
  return [...porMensagem]
    .map(([mensagem, nomes]) => (nomes.length ? `${nomes.join(', ')}: ${mensagem}` : mensagem))
    .join(' ');
}
