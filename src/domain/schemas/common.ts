import '../zod-pt.ts'; // every schema is built on this module: the Portuguese messages come with it
import { z } from 'zod';
import { formatBRL, isDataISO, umaVez } from '../format.ts';
import { MSG } from '../messages.ts';

/** A control character or a half of a UTF-16 pair (an emoji is two): only such a text needs the loop below. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SUSPEITO = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]/;

/**
 * True for a text every field can keep as typed: no control character (Unicode Cc) other than tab, line feed and
 * carriage return — a NUL cut a description when it was read back (API, search, CSV) — and no lone half of a UTF-16
 * pair, which no file nor the database stores as it came. (A /u expression with \p{Cs} does it in one line, but took
 * five times the plain scan on a 70-character description.)
 */
export function semCaracteresDeControle(s: string): boolean {
  if (!SUSPEITO.test(s)) return true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
    } else if (c >= 0x7f && c <= 0x9f) {
      return false;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      const baixa = s.charCodeAt(i + 1);
      // a high half followed by a low half is one character (an emoji); any other half stands alone
      if (c > 0xdbff || !(baixa >= 0xdc00 && baixa <= 0xdfff)) return false;
      i++;
    }
  }
  return true;
}

/**
 * Every text field of every module is one of these two (or built on them): checked before the trim, so a control
 * character at an edge is refused, not trimmed away; what passes is stored exactly as typed, trimmed.
 */
function textoLivre(erro: string) {
  return z.string({ error: erro }).refine(semCaracteresDeControle, MSG.caracteresDeControle).trim();
}

/** A required text: missing, not a string or blank → 'Campo obrigatório'. */
export function texto(max = 200, mensagem: string = MSG.campoObrigatorio) {
  return textoLivre(mensagem).min(1, mensagem).max(max, `Use no máximo ${max} caracteres.`);
}

/** An optional text that comes back as '' when absent. */
export function textoOpcional(max = 1000) {
  return textoLivre('Texto inválido.').max(max, `Use no máximo ${max} caracteres.`).optional().default('');
}

export const email = z
  .string({ error: MSG.campoObrigatorio })
  .trim()
  .toLowerCase()
  .min(1, MSG.campoObrigatorio)
  .max(254, 'Email muito longo.')
  .pipe(z.email('Email inválido.'));

export const dataISO = z
  .string({ error: MSG.campoObrigatorio })
  .min(1, MSG.campoObrigatorio)
  .refine(isDataISO, 'Data inválida. Use o formato dd/mm/aaaa.');

/**
 * A number that is missing (or null, an emptied field) is 'Campo obrigatório', one beyond any double (JSON's 1e400,
 * 400 typed digits) 'Valor alto demais'; anything else not a number is not one.
 */
export function numero(altoDemais: string | (() => string) = MSG.valorAltoDemais()) {
  return z.number({
    error: (issue) =>
      issue.input == null
        ? MSG.campoObrigatorio
        : issue.input === Infinity
          ? typeof altoDemais === 'function'
            ? altoDemais()
            : altoDemais
          : MSG.valorNumerico,
  });
}

/** The largest amount of money a field takes: R$ 100 bilhões, in centavos (exact in a double, sums too). */
export const CENTAVOS_MAXIMO = 10_000_000_000_000;

/**
 * Money as integer centavos, never negative, at most R$ 100 bilhões. The limit is checked before "whole centavos":
 * beyond 2^53 no number is a safe integer, and someone who typed reais must read 'Valor alto demais', not 'centavos'.
 */
// Written when first needed: formatting it at import would load ICU's data into a server that has not answered yet.
const centavosAltoDemais = umaVez(() => MSG.valorAltoDemais(formatBRL(CENTAVOS_MAXIMO)));
export const centavos = numero(centavosAltoDemais)
  .min(0, 'O valor não pode ser negativo.')
  .max(CENTAVOS_MAXIMO, { error: centavosAltoDemais, abort: true })
  .int('Informe o valor em centavos.');

/** A percentage rate 0–100 (6 = 6 % a.a.). */
export const taxa = z
  .number({ error: 'Informe um valor numérico.' })
  .min(0, 'A taxa não pode ser negativa.')
  .max(100, 'A taxa deve estar entre 0 e 100.');

export const id = z
  .string({ error: MSG.campoObrigatorio })
  .trim()
  .min(1, MSG.campoObrigatorio)
  .max(64, 'Identificador inválido.');

/** Client-made id (UUID, v7 preferred) for idempotent creation. */
export const clientId = z.uuid('Identificador inválido.').optional();

/** Optimistic-concurrency version sent back on update: the record's updated_at as read. */
export const versao = z.string().max(64, 'Versão do registro inválida: recarregue a página.').optional();

export const simNao = z.enum(['Sim', 'Não'], { error: 'Use Sim ou Não.' });

/** Guarded deletes carry the user's password (checked by the server before anything is deleted). */
export const exclusaoComSenhaSchema = z.object({
  password: z.string({ error: MSG.senhaObrigatoria }).max(200, MSG.senhaIncorreta),
});

/** A page of a list: `pagina` from 1, `porPagina` rows (50 unless asked, at most 500). */
export const paginacao = {
  pagina: z.coerce
    .number({ error: 'Página inválida.' })
    .int('Página inválida.')
    .min(1, 'Página inválida.')
    .max(1_000_000, 'Página inválida.')
    .optional()
    .default(1),
  porPagina: z.coerce
    .number({ error: 'Quantidade por página inválida.' })
    .int('Quantidade por página inválida.')
    .min(1, 'Quantidade por página inválida.')
    .max(500, 'No máximo 500 registros por página.')
    .optional()
    .default(50),
};

// ---- answers: what the API sends back (the output of the server, so no defaults or transforms) ----

/**
 * The schema of an answer whose type the domain already has (an interface of a pure module): the compiler checks
 * that the schema and the type describe the same thing, so there is still one type.
 */
export function descreve<T>() {
  return <S extends z.ZodType<T>>(schema: S & ([T] extends [z.output<S>] ? unknown : never)): S => schema;
}

/** yyyy-MM-dd, as every stored date. */
export const dataResposta = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** An ISO timestamp (created_at, updated_at: the version a versioned update sends back). */
export const instante = z.string().min(1);

/** The columns every farm row has: its id, its farm and its timestamps (updatedAt is the version). */
export const colunasDaFazenda = {
  id: z.string(),
  farmId: z.string(),
  createdAt: instante,
  updatedAt: instante,
};

/** The answer of a delete and of an action without a record to return. */
export const okSchema = z.object({ ok: z.literal(true) });

/** One page of a list (the kernel's `page`, or `paginar` of a joined list). */
export function paginaDe<T extends z.ZodType>(item: T) {
  return z.object({
    itens: z.array(item),
    pagina: z.number().int(),
    porPagina: z.number().int(),
    temMais: z.boolean().describe('Há outra página: uma linha a mais foi lida, nunca um COUNT.'),
  });
}

/** The parts of an answer the caller's modules do not open, left out of it (src/domain/retidos.ts). */
export const retidosSchema = z
  .array(z.object({ parte: z.string(), modulos: z.array(z.string()) }))
  .describe('Partes da resposta que os módulos de quem pede não abrem: ficam de fora, nunca como zero.');
