/**
 * One Portuguese error map for zod, installed by the server, the web app and the CLI (import this module once,
 * first). Schemas keep their own messages (docs/PRODUTO.md §Formulários); this covers every issue they leave without
 * one, so no English text from the library ever reaches a user.
 */
import { z } from 'zod';
import { MSG } from './messages.ts';

type Issue = z.core.$ZodRawIssue;

const TIPOS: Record<string, string> = {
  number: 'Informe um valor numérico.',
  int: 'Informe um número inteiro.',
  string: 'Informe um texto.',
  boolean: 'Informe sim ou não (verdadeiro ou falso).',
  date: 'Informe uma data válida.',
  array: 'Informe uma lista de valores.',
  object: 'Dados em formato inválido: esperado um objeto JSON com os campos.',
};

const FORMATOS: Record<string, string> = {
  email: 'Email inválido.',
  date: 'Data inválida. Use o formato aaaa-mm-dd.',
  datetime: 'Data e hora inválidas.',
  time: 'Hora inválida.',
  uuid: 'Identificador inválido.',
  url: 'Endereço (URL) inválido.',
};

const numero = (n: number | bigint) => (typeof n === 'bigint' ? n.toString() : n.toLocaleString('pt-BR'));

export function mensagemZod(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Campo obrigatório';
      return TIPOS[issue.expected] ?? 'Valor inválido.';
    case 'too_big': {
      // an integer beyond 2^53 (no safe integer): not a limit of the field, so no 9.007.199.254.740.991 to read
      if (issue.origin === 'int') return MSG.valorAltoDemais();
      const max = numero(issue.maximum);
      if (issue.origin === 'string') return `Use no máximo ${max} caracteres.`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Informe no máximo ${max} itens.`;
      if (issue.origin === 'date') return 'Data posterior ao permitido.';
      return issue.inclusive ? `O valor deve ser no máximo ${max}.` : `O valor deve ser menor que ${max}.`;
    }
    case 'too_small': {
      if (issue.origin === 'int') return MSG.valorBaixoDemais();
      const min = numero(issue.minimum);
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? 'Campo obrigatório' : `Use pelo menos ${min} caracteres.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `Informe pelo menos ${min} itens.`;
      if (issue.origin === 'date') return 'Data anterior ao permitido.';
      return issue.inclusive ? `O valor deve ser no mínimo ${min}.` : `O valor deve ser maior que ${min}.`;
    }
    case 'invalid_format':
      return FORMATOS[issue.format] ?? 'Formato inválido.';
    case 'invalid_value':
      return issue.values.length <= 8
        ? `Opção inválida. Use: ${issue.values.map(String).join(', ')}.`
        : 'Opção inválida.';
    case 'not_multiple_of':
      return 'Valor com casas decimais demais.';
    case 'unrecognized_keys':
      return `Campo não reconhecido: ${issue.keys.join(', ')}.`;
    default:
      return 'Valor inválido.';
  }
}

z.config({ customError: mensagemZod });
