import { hc } from 'hono/client';
import { MSG } from '../../domain/messages.ts';
import type { AppType } from '../../server/app.ts';
import { clientFetch, NetworkError } from './mutate.ts';

/**
 * The one typed client: every request of the web app goes through it. Reads time out; every mutation is sent by
 * mutate() as a described request (timeout, retries with one Idempotency-Key — where the offline outbox plugs in).
 */
export const api = hc<AppType>('/', {
  init: { credentials: 'same-origin' },
  fetch: clientFetch(),
});

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly current?: unknown,
  ) {
    super(message);
  }
}

/** Sends the request, returns the JSON body, or throws ApiError with the server's Portuguese message. */
export async function call<T>(request: Promise<{ ok: boolean; status: number; json(): Promise<T> }>): Promise<T> {
  return (await ok(request)).json();
}

/** A file the server makes (an export): its content and the name the server gave it. */
export async function callFile(request: Promise<Response>): Promise<{ blob: Blob; nome: string }> {
  const res = await ok(request);
  const nome = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'arquivo';
  return { blob: await res.blob(), nome };
}

/** The answer when it is a success; otherwise the ApiError with the server's message (never a stack trace). */
async function ok<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
  request: Promise<R>,
): Promise<R> {
  let res: R;
  try {
    res = await request;
  } catch (error) {
    throw new ApiError(0, error instanceof NetworkError ? error.message : MSG.semConexao);
  }
  if (res.ok) return res;
  let body: { error?: { message?: string; fields?: Record<string, string>; current?: unknown } } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // not JSON: a proxy or gateway answered
  }
  const message =
    body.error?.message ??
    ([502, 503, 504].includes(res.status) ? 'Sem conexão com o servidor.' : 'Ocorreu um erro inesperado.');
  throw new ApiError(res.status, message, body.error?.fields, body.error?.current);
}
