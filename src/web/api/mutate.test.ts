/** mutate() against a real HTTP server on loopback: a Pi that hangs, drops the connection, or answers. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientFetch,
  describe as describeRequest,
  MUTATION_TIMEOUT_MS,
  mutate,
  NetworkError,
  READ_TIMEOUT_MS,
  setOfflineHooks,
  TEMPOS_DE_TESTE,
  tempoLimiteDeEnvio,
  tempoLimiteDeLeitura,
} from './mutate.ts';

let server: Server;
let base: string;
const seen: { url: string; key: string | undefined }[] = [];
let drops = 0;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    seen.push({ url: req.url ?? '', key: req.headers['idempotency-key'] as string | undefined });
    if (req.url === '/pendura') return; // never answers
    if (req.url === '/cai' && drops++ < 2) return req.socket.destroy();
    if (req.url === '/conflito') {
      res.writeHead(409, { 'content-type': 'application/json' });
      return res.end('{"error":{"message":"Conflito"}}');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const post = (path: string) => describeRequest(`${base}${path}`, { method: 'POST', body: '{"a":1}' });

describe('mutate()', () => {
  it('gives up on a server that does not answer, in the time given, with a Portuguese message', async () => {
    // Two requests the server holds: one given 300 ms, one given a minute. The order they end in is what says the
    // time given was kept (no clock read here: under load any elapsed-time bound is a guess).
    const ordem: string[] = [];
    const longa = mutate(post('/pendura'), { timeoutMs: 60_000, retries: 0 }).then(
      () => ordem.push('longa respondida'),
      () => ordem.push('longa desistiu'),
    );
    let tentativas = 0;
    const contando: typeof fetch = (input, init) => {
      tentativas++;
      return fetch(input, init);
    };
    const curta = mutate(post('/pendura'), { timeoutMs: 300, retries: 2, retryDelayMs: 50, fetch: contando });
    const error = await curta.catch((e) => e);
    ordem.push('curta desistiu');
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toMatch(/^O servidor não respondeu a tempo/);
    expect(ordem).toEqual(['curta desistiu']);
    // A timeout is not retried behind the user's back: they see it at once and may try again.
    expect(tentativas).toBe(1);
    // The long one ends when its connection is dropped (once it is open). A bound for a hung test, not a wait: the
    // poll's own 1 s ran out once at load average 29, before the request's connection had opened.
    await expect
      .poll(
        () => {
          server.closeAllConnections();
          return ordem;
        },
        { timeout: 60_000 },
      )
      .toEqual(['curta desistiu', 'longa desistiu']);
    await longa;
  });

  it('retries a dropped connection with the same Idempotency-Key, so the server can apply it once', async () => {
    const req = post('/cai');
    const res = await mutate(req, { timeoutMs: 2000, retries: 2, retryDelayMs: 20 });
    expect(res.status).toBe(200);
    const tries = seen.filter((s) => s.url === '/cai');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.key))).toEqual(new Set([req.idempotencyKey]));
  });

  it('does not retry an answer, even an error', async () => {
    const before = seen.filter((s) => s.url === '/conflito').length;
    const res = await mutate(post('/conflito'), { retries: 2, retryDelayMs: 20 });
    expect(res.status).toBe(409);
    expect(seen.filter((s) => s.url === '/conflito').length).toBe(before + 1);
  });

  it('the typed client’s fetch gives every mutation a key and leaves reads alone', async () => {
    const sent: { method: string; key: string | null }[] = [];
    const fake: typeof fetch = async (_input, init) => {
      sent.push({ method: init?.method ?? 'GET', key: new Headers(init?.headers).get('idempotency-key') });
      return new Response('{}');
    };
    const f = clientFetch(fake);
    await f(`${base}/x`, { method: 'GET' });
    await f(`${base}/x`, { method: 'PUT', body: '{}' });
    await f(`${base}/x`, { method: 'PUT', body: '{}', headers: { 'idempotency-key': 'fixa' } });
    expect(sent[0]).toEqual({ method: 'GET', key: null });
    expect(sent[1].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[2].key).toBe('fixa');
  });

  it('a write the server answers 503 (its database busy with a large import) waits in the outbox, not lost', async () => {
    const guardados: string[] = [];
    setOfflineHooks({
      decidir: async () => 'enviar',
      guardavel: () => true,
      guardar: async (req) => {
        guardados.push(req.url);
        return new Response(req.body, { status: 202 });
      },
      mesclar: async (_url, res) => res,
      alcance: () => {},
    });
    try {
      const ocupado: typeof fetch = async () =>
        new Response('{"error":{"code":"busy","message":"O servidor está ocupado"}}', {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '5' },
        });
      const res = await clientFetch(ocupado)(`${base}/api/farms/f/producao`, { method: 'POST', body: '{"a":1}' });
      expect(res.status).toBe(202);
      expect(guardados).toEqual([`${base}/api/farms/f/producao`]);
    } finally {
      setOfflineHooks(null);
    }
  });

  it('the browser tests’ hook (TEMPOS_DE_TESTE) changes the timeouts, read at each request; unset, the app’s own', async () => {
    const global = globalThis as Record<string, unknown>;
    expect([tempoLimiteDeEnvio(), tempoLimiteDeLeitura()]).toEqual([MUTATION_TIMEOUT_MS, READ_TIMEOUT_MS]);
    global[TEMPOS_DE_TESTE] = { envioMs: 200, leituraMs: 120_000 };
    try {
      expect([tempoLimiteDeEnvio(), tempoLimiteDeLeitura()]).toEqual([200, 120_000]);
      // a send with no timeout of its own takes the hook's: a server that never answers fails it in 200 ms, not 8 s
      const error = await mutate(post('/pendura'), { retries: 0 }).catch((e) => e);
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as NetworkError).timedOut).toBe(true);
    } finally {
      delete global[TEMPOS_DE_TESTE];
      server.closeAllConnections();
    }
    expect(tempoLimiteDeEnvio()).toBe(MUTATION_TIMEOUT_MS);
  });
});
