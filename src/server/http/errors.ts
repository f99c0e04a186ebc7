import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { MSG } from '../../domain/messages.ts';
import { errosDoZod } from '../../domain/validacao.ts';

export const ERROR_CODES = [
  'invalid_input',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'too_many_requests',
  'payload_too_large',
  'headers_too_large',
  'unsupported_media_type',
  'busy',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The one error shape of the API (docs/ARQUITETURA.md §API): every 4xx and 5xx answer has it. `fields` names the refused fields
 * with their messages; `current` is the record as it is now, on a 409 of a versioned or idempotent write. Its zod
 * schema (openapi.json, the API tests' contract) is http/erro-schema.ts: the server's start imports no zod.
 */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    fields?: Record<string, string>;
    current?: unknown;
  };
}

/**
 * An error with a Portuguese message meant for the user; the error handler turns it into the shape of
 * docs/ARQUITETURA.md §API.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly current?: unknown,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
        ...(this.current !== undefined ? { current: this.current } : {}),
      },
    };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'invalid_input', message, fields);
export const unauthenticated = (message: string = MSG.naoAutenticado) => new HttpError(401, 'unauthenticated', message);
export const forbidden = (message: string = MSG.semPermissao) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string = MSG.naoEncontrado) => new HttpError(404, 'not_found', message);
/** 409 with the record as it is now, so the UI can show the conflict instead of overwriting. */
export const conflict = (message: string = MSG.conflito, current?: unknown) =>
  new HttpError(409, 'conflict', message, undefined, current);
export const tooManyRequests = (message: string = MSG.muitasTentativas) =>
  new HttpError(429, 'too_many_requests', message);

/**
 * `err instanceof ZodError` without importing zod (a ZodError exists only once zod is loaded): the test zod's own
 * `instanceof` makes (v4/core/core.js, `Symbol.hasInstance`).
 */
export const ehErroDoZod = (err: unknown): err is ZodError =>
  (err as { _zod?: { traits?: Set<string> } } | null)?._zod?.traits?.has('ZodError') === true;

/** Zod issues → { campo: mensagem } (first message per field) and a top-level message. */
export function fromZodError(error: ZodError): HttpError {
  const { message, fields } = errosDoZod(error);
  return badRequest(message, fields);
}
