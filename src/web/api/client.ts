import { MSG } from '../../domain/messages.ts';
import { marcarCache } from './cache-mark.ts';
import { CACHE_HEADER, NetworkError } from './mutate.ts';

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
export async function call<T>(
  request: Promise<{ ok: boolean; status: number; headers: Headers; json(): Promise<T> }>,
): Promise<T> {
  const res = await ok(request);
  let corpo: T;
  try {
    corpo = await res.json();
  } catch {
    // A 2xx that is not JSON: a captive portal's or a proxy's page (the parser's English never reaches the screen)
    throw new ApiError(res.status, MSG.respostaEstranha);
  }
  // An answer the service worker kept (server unreachable) says so: screens mark the data with its time.
  return marcarCache(corpo, res.headers.get(CACHE_HEADER));
}

/**
 * A file the server makes (an export), saved by the browser under the name the server gave it; a refusal is the
 * ApiError with the server's message, as for call().
 */
export async function baixarArquivo(request: Promise<Response>): Promise<string> {
  const res = await ok(request);
  const nome = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'arquivo';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  a.click();
  URL.revokeObjectURL(url);
  return nome;
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
