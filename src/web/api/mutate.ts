import { uuidv7 } from '../../domain/ids.ts';
import { MSG } from '../../domain/messages.ts';

/**
 * A request as data (what the typed client produced): it can be timed out, retried and — with the offline
 * outbox — stored and sent again later. The Idempotency-Key makes every retry or replay safe: the server applies a
 * mutation once and answers the same to each copy.
 */
export interface DescribedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  idempotencyKey: string;
}

export interface MutateOptions {
  /** A Pi that does not answer must fail in seconds, not leave 'Salvando...' on screen forever. */
  timeoutMs?: number;
  /** Further tries after a dropped or refused connection (never after a timeout or an HTTP answer). */
  retries?: number;
  /** Wait before the first retry; doubled at each next one. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

export const MUTATION_TIMEOUT_MS = 8_000;
export const READ_TIMEOUT_MS = 20_000;

/** The server did not answer in time, or could not be reached (the request may or may not have arrived). */
export class NetworkError extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? MSG.servidorNaoRespondeu : MSG.semConexao);
  }
}

/** Turns what the typed client sends into a described request; a mutation without a key gets a fresh one. */
export function describe(input: RequestInfo | URL, init: RequestInit = {}): DescribedRequest {
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((v, k) => {
    headers[k] = v;
  });
  const idempotencyKey = headers['idempotency-key'] ?? uuidv7();
  headers['idempotency-key'] = idempotencyKey;
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    url,
    headers,
    body: typeof init.body === 'string' ? init.body : undefined,
    idempotencyKey,
  };
}

/**
 * Sends a described mutation: times out, retries dropped connections with the same Idempotency-Key, and resolves with
 * the server's answer (any status) — or rejects with NetworkError when no answer came.
 */
export async function mutate(req: DescribedRequest, opts: MutateOptions = {}): Promise<Response> {
  const { timeoutMs = MUTATION_TIMEOUT_MS, retries = 2, retryDelayMs = 1000, fetch: send = fetch } = opts;
  for (let attempt = 0; ; attempt++) {
    try {
      return await send(req.url, {
        method: req.method,
        headers: req.headers,
        body: req.body,
        credentials: 'same-origin',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // A timeout is reported at once (the server may still apply it; the same key makes a later retry safe).
      const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (timedOut || attempt >= retries) throw new NetworkError(timedOut);
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** attempt));
    }
  }
}

/**
 * The fetch the typed client uses: reads get a timeout; every mutation becomes a described request sent by mutate().
 */
export function clientFetch(send: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET' || method === 'HEAD') {
      try {
        return await send(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(READ_TIMEOUT_MS) });
      } catch (error) {
        throw new NetworkError(error instanceof DOMException && error.name === 'TimeoutError');
      }
    }
    return mutate(describe(input, init), { fetch: send });
  };
}
