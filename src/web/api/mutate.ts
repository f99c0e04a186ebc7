import { uuidv7 } from '../../domain/ids.ts';
import { MSG } from '../../domain/messages.ts';
import { semServidor } from './sem-servidor.ts';

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
/** How long a ping of /api/health waits before the server is taken as out of reach (src/web/pwa/reachability.ts). */
export const PING_TIMEOUT_MS = 4_000;

/**
 * The browser tests' hook on the timeouts above (e2e/support/fixtures.ts sets it in every test page through
 * `addInitScript`, before the app's own scripts run): a loaded CI machine may take longer than 8 s to save, and a
 * send that outlives its timeout goes to the outbox — the form then shows 'Dados salvos para sincronização
 * posterior', not its success toast, and the test that waited for the toast fails. Nothing in the app sets it: in a
 * person's browser the timeouts are the constants above. Read at each request, so a test may change it on a page.
 */
export const TEMPOS_DE_TESTE = '__leiteiraTemposDeTeste';

export interface TemposDeTeste {
  envioMs?: number;
  leituraMs?: number;
}

function temposDeTeste(): TemposDeTeste | undefined {
  return (globalThis as { [TEMPOS_DE_TESTE]?: TemposDeTeste })[TEMPOS_DE_TESTE];
}

/** How long a mutation waits for its answer: MUTATION_TIMEOUT_MS, or what a browser test set (TEMPOS_DE_TESTE). */
export function tempoLimiteDeEnvio(): number {
  return temposDeTeste()?.envioMs ?? MUTATION_TIMEOUT_MS;
}

/** How long a read waits for its answer: READ_TIMEOUT_MS, or what a browser test set (TEMPOS_DE_TESTE). */
export function tempoLimiteDeLeitura(): number {
  return temposDeTeste()?.leituraMs ?? READ_TIMEOUT_MS;
}

/**
 * How long a ping waits: PING_TIMEOUT_MS, or a browser test's read bound. A ping that outlived 4 s on a loaded CI
 * machine took the server as away, and the next save went to the outbox instead of its success toast.
 */
export function tempoLimiteDoPing(): number {
  return temposDeTeste()?.leituraMs ?? PING_TIMEOUT_MS;
}

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
  const { timeoutMs = tempoLimiteDeEnvio(), retries = 2, retryDelayMs = 1000, fetch: send = fetch } = opts;
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
 * What the offline layer (src/web/offline/sync.ts) plugs into the client's fetch: a mutation may be kept in the
 * outbox instead of sent, a list read gets the pending rows merged in, and every answer (or its absence) says
 * whether the server is reachable. Without it (tests, the worker) the fetch behaves as a plain timed client.
 */
export interface OfflineHooks {
  /** 'guardar' when the mutation must wait (server away, or older changes still waiting). */
  decidir(req: DescribedRequest): Promise<'enviar' | 'guardar'>;
  /** Whether the request may wait in the outbox at all. */
  guardavel(req: DescribedRequest): boolean;
  /** Keeps it; answers as the server would have (202 with the body sent). */
  guardar(req: DescribedRequest): Promise<Response>;
  /** A read's answer with the pending changes of that list merged in. */
  mesclar(url: string, res: Response): Promise<Response>;
  alcance(ok: boolean): void;
}

let offline: OfflineHooks | null = null;

export function setOfflineHooks(hooks: OfflineHooks | null): void {
  offline = hooks;
}

/** The worker answered from its copy (server unreachable): the time that copy was taken. */
export const CACHE_HEADER = 'x-leiteira-cache';

/** Aborted when either is (AbortSignal.any where the browser has it: Chrome 116, Safari 17.4). */
function either(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const both = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) both.abort(s.reason);
    else s.addEventListener('abort', () => both.abort(s.reason), { once: true });
  }
  return both.signal;
}

/**
 * The fetch the typed client uses: reads get a timeout; every mutation becomes a described request sent by mutate()
 * — or kept in the outbox when the server cannot take it now. `send` is the page's fetch as it is at each request
 * (a component test's `responderFetch` answers in place of the server).
 */
export function clientFetch(send: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method === 'GET' || method === 'HEAD') {
      const timeout = AbortSignal.timeout(tempoLimiteDeLeitura());
      let res: Response;
      try {
        res = await send(input, { ...init, signal: init?.signal ? either(init.signal, timeout) : timeout });
      } catch (error) {
        // No screen waits for it any more (useResource aborted it): nothing was learnt about the server.
        if (init?.signal?.aborted) throw error;
        offline?.alcance(false);
        throw new NetworkError(error instanceof DOMException && error.name === 'TimeoutError');
      }
      offline?.alcance(!res.headers.has(CACHE_HEADER) && !semServidor(res.status));
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return offline ? offline.mesclar(url, res) : res;
    }
    const req = describe(input, init);
    const hooks = offline;
    const guardavel = hooks?.guardavel(req) ?? false;
    if (hooks && guardavel && (await hooks.decidir(req)) === 'guardar') return hooks.guardar(req);
    try {
      // The outbox retries later what may wait: no retries here, so the user hears at once.
      const res = await mutate(req, { fetch: send, retries: guardavel ? 0 : 2 });
      if (semServidor(res.status) && hooks && guardavel) {
        hooks.alcance(false);
        return hooks.guardar(req);
      }
      hooks?.alcance(!semServidor(res.status));
      return res;
    } catch (error) {
      if (!(error instanceof NetworkError) || !hooks) throw error;
      hooks.alcance(false);
      // Timed out or no answer: the server may have applied it; the same Idempotency-Key makes the replay safe.
      if (guardavel) return hooks.guardar(req);
      throw error;
    }
  };
}
