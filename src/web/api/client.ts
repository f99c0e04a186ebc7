import { hc } from 'hono/client';
import type { AppType } from '../../server/app.ts';

/** The one typed client: every request of the web app goes through it (and, later, the offline outbox). */
export const api = hc<AppType>('/', {
  init: { credentials: 'same-origin' },
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
  let res: Awaited<typeof request>;
  try {
    res = await request;
  } catch {
    throw new ApiError(0, 'Sem conexão com o servidor. Verifique a rede e tente novamente.');
  }
  if (res.ok) return res.json();
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
