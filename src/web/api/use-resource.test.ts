/**
 * The data layer without React: each test drives the very query useResource mounts (resourceOptions + the app's
 * queryClient) through TanStack Query's observer, as a mounted screen does. Keys are unique per test.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notifyManager, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { informarAlcance } from '../pwa/reachability.ts';
import { type SessionInfo, sessionAtom } from '../session/session.ts';
import { store } from '../state.ts';
import { cacheDe, marcarCache } from './cache-mark.ts';
import { clientFetch, type OfflineHooks, setOfflineHooks } from './mutate.ts';
import { type Fetcher, FRESH_MS, invalidate, queryClient, resourceOptions } from './use-resource.ts';

let n = 0;
const chave = (prefixo = 'k:') => `${prefixo}${++n}`;

/**
 * A screen reading `key`: what it renders (as useQuery does, the store's change is batched and the current result
 * read when React renders), and how to leave (unmount).
 */
function tela<T>(key: string | null, fetcher: Fetcher<T>) {
  const obs = new QueryObserver<T, Error>(queryClient, resourceOptions(key, fetcher));
  const vistos: QueryObserverResult<T, Error>[] = [];
  const sair = obs.subscribe(notifyManager.batchCalls(() => vistos.push(obs.getCurrentResult())));
  return { obs, vistos, sair, atual: () => obs.getCurrentResult() };
}

/** A fetcher the test answers by hand; `sinais` are the signals it was given. */
function manual<T>() {
  const pedidos: { resolve(v: T): void; reject(e: Error): void; signal: AbortSignal }[] = [];
  const fetcher = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      pedidos.push({ resolve, reject, signal });
    });
  return { fetcher, pedidos };
}

// Waits are expect.poll's, with the project's bound (vitest.config.ts); vi.waitFor's own default, 1 s, is a race on
// a loaded machine.
const pronto = (t: { atual(): QueryObserverResult<unknown, Error> }) =>
  expect.poll(() => t.atual().isFetching).toBe(false);

afterEach(() => {
  queryClient.clear();
  informarAlcance(true);
  vi.useRealTimers();
});

describe('useResource on TanStack Query', () => {
  it('two screens reading one key at once send one request, and both get its answer', async () => {
    const key = chave();
    const fetcher = vi.fn(async () => ({ itens: [1, 2] }));
    const a = tela(key, fetcher);
    const b = tela(key, fetcher);
    await pronto(a);
    await pronto(b);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(a.atual().data).toEqual({ itens: [1, 2] });
    expect(b.atual().data).toBe(a.atual().data);
    a.sair();
    b.sair();
  });

  it('Back within FRESH_MS shows the list at once without a request; later, at once and read again behind it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const key = chave();
    let versao = 0;
    const fetcher = vi.fn(async () => ({ versao: ++versao }));
    const lista = tela(key, fetcher);
    await pronto(lista);
    lista.sair(); // the user opens another screen

    const volta = tela(key, fetcher);
    expect(volta.atual().data).toEqual({ versao: 1 }); // on the first render
    expect(volta.atual().isFetching).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(1);
    volta.sair();

    vi.setSystemTime(Date.now() + FRESH_MS + 1);
    const depois = tela(key, fetcher);
    expect(depois.atual().data).toEqual({ versao: 1 }); // still shown at once...
    expect(depois.atual().isFetching).toBe(true); // ...while it is read again
    await pronto(depois);
    expect(depois.atual().data).toEqual({ versao: 2 });
    depois.sair();
  });

  it('a read nobody waits for any more is aborted: the screen left, or its key changed (next page)', async () => {
    const { fetcher, pedidos } = manual<string>();
    const saiu = tela(chave(), fetcher);
    await expect.poll(() => pedidos).toHaveLength(1);
    saiu.sair();
    expect(pedidos[0]?.signal.aborted).toBe(true);

    const pagina1 = chave('lista:');
    const lista = tela(pagina1, fetcher);
    await expect.poll(() => pedidos).toHaveLength(2);
    lista.obs.setOptions(resourceOptions(chave('lista:'), fetcher));
    await expect.poll(() => pedidos).toHaveLength(3);
    expect(pedidos[1]?.signal.aborted).toBe(true);
    expect(pedidos[2]?.signal.aborted).toBe(false);
    pedidos[2]?.resolve('página 2');
    await pronto(lista);
    expect(lista.atual().data).toBe('página 2');
    // The aborted page left nothing behind: coming back to it reads it again.
    expect(queryClient.getQueryData([pagina1])).toBeUndefined();
    lista.sair();
  });

  it('a fetcher that takes no signal is never aborted: its answer is kept for the next screen', async () => {
    const key = chave();
    let responder: (v: string) => void = () => {};
    const fetcher = vi.fn(() => new Promise<string>((r) => (responder = r)));
    const t = tela(key, fetcher);
    await expect.poll(() => fetcher).toHaveBeenCalledTimes(1);
    t.sair();
    responder('lido');
    await expect.poll(() => queryClient.getQueryData([key])).toBe('lido');
  });

  it('invalidate(prefix) reads again only the keys it names, and the other screens do not even re-render', async () => {
    const fin1 = vi.fn(async () => 'contas');
    const fin2 = vi.fn(async () => 'receitas');
    const inv = vi.fn(async () => 'animais');
    const a = tela(chave('fin:'), fin1);
    const b = tela(chave('fin:'), fin2);
    const c = tela(chave('inventario:'), inv);
    for (const t of [a, b, c]) await pronto(t);
    const antes = c.vistos.length;

    invalidate('fin:');
    await expect.poll(() => fin1).toHaveBeenCalledTimes(2);
    await expect.poll(() => fin2).toHaveBeenCalledTimes(2);
    await pronto(a);
    await pronto(b);
    expect(inv).toHaveBeenCalledTimes(1);
    expect(c.vistos.length).toBe(antes);

    invalidate(''); // everything (a farm change, the outbox sent)
    await expect.poll(() => inv).toHaveBeenCalledTimes(2);
    for (const t of [a, b, c]) t.sair();
  });

  it('invalidate reaches a list not on screen: the next visit reads it again, showing the old rows meanwhile', async () => {
    const key = chave('fin:');
    let v = 0;
    const fetcher = vi.fn(async () => ++v);
    const t = tela(key, fetcher);
    await pronto(t);
    t.sair();
    invalidate('fin:');
    expect(fetcher).toHaveBeenCalledTimes(1);
    const volta = tela(key, fetcher);
    expect(volta.atual().data).toBe(1);
    await pronto(volta);
    expect(volta.atual().data).toBe(2);
    volta.sair();
  });

  it('a save during a read: the read in flight is dropped and read again, so the old answer never lands', async () => {
    const { fetcher, pedidos } = manual<string>();
    const t = tela(chave('fin:'), fetcher);
    await expect.poll(() => pedidos).toHaveLength(1);
    invalidate('fin:');
    await expect.poll(() => pedidos).toHaveLength(2);
    expect(pedidos[0]?.signal.aborted).toBe(true);
    pedidos[0]?.resolve('antes da gravação');
    pedidos[1]?.resolve('depois da gravação');
    await pronto(t);
    expect(t.atual().data).toBe('depois da gravação');
    // Never a moment with neither rows nor a read under way (ListScreen would say the list is empty).
    expect(t.vistos.filter((r) => r.isPending && !r.isFetching)).toEqual([]);
    t.sair();
  });

  it('a failure is an error, never empty data; not retried; a failed re-read keeps what was shown', async () => {
    const falha = vi.fn(async () => {
      throw new Error('Sem conexão com o servidor.');
    });
    const t = tela(chave(), falha);
    await pronto(t);
    expect(falha).toHaveBeenCalledTimes(1);
    expect(t.atual().data).toBeUndefined();
    expect(t.atual().error?.message).toBe('Sem conexão com o servidor.');
    t.sair();

    let ok = true;
    const depois = tela(
      chave(),
      vi.fn(async () => {
        if (ok) return ['linha'];
        throw new Error('O servidor não respondeu a tempo.');
      }),
    );
    await pronto(depois);
    ok = false;
    await depois.obs.refetch();
    expect(depois.atual().data).toEqual(['linha']);
    expect(depois.atual().error?.message).toBe('O servidor não respondeu a tempo.');
    depois.sair();
  });

  it("keeps the service worker's mark: a copy is read again at the next look, and a fresh answer replaces it", async () => {
    const key = chave();
    let copia = true;
    const fetcher = vi.fn(async () => marcarCache({ itens: ['a'] }, copia ? '2030-01-01T10:00:00.000Z' : null));
    const t = tela(key, fetcher);
    await pronto(t);
    expect(cacheDe(t.atual().data)).toBe('2030-01-01T10:00:00.000Z');
    t.sair();

    copia = false;
    const volta = tela(key, fetcher); // a copy is stale at once, even within FRESH_MS
    expect(cacheDe(volta.atual().data)).toBe('2030-01-01T10:00:00.000Z');
    await pronto(volta);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(volta.atual().data).toEqual({ itens: ['a'] });
    expect(cacheDe(volta.atual().data)).toBeNull(); // the equal fresh answer is not swapped for the marked copy

    const antes = volta.atual().data;
    await volta.obs.refetch();
    expect(volta.atual().data).toBe(antes); // equal fresh answers keep the object: readers' memos hold
    volta.sair();
  });

  it('the Pi answering again reads again what is on screen (reachability drives TanStack’s online state)', async () => {
    const fetcher = vi.fn(async () => 'dados');
    const t = tela(chave(), fetcher);
    await pronto(t);
    informarAlcance(false);
    informarAlcance(false);
    expect(fetcher).toHaveBeenCalledTimes(1);
    informarAlcance(true);
    await expect.poll(() => fetcher).toHaveBeenCalledTimes(2);
    t.sair();
  });

  it('signing out (or another user signing in) empties the cache: nobody sees what the last user read', async () => {
    const usuario = (id: string) => ({ user: { id } }) as SessionInfo;
    store.set(sessionAtom, usuario('ana'));
    const key = chave();
    const t = tela(key, async () => ['conta da Ana']);
    await pronto(t);
    t.sair();
    store.set(sessionAtom, usuario('ana')); // the same user again (a farm change): the cache stays
    expect(queryClient.getQueryData([key])).toEqual(['conta da Ana']);
    store.set(sessionAtom, null);
    expect(queryClient.getQueryData([key])).toBeUndefined();
  });

  it('a screen reading when the user changes is read again for the new user, never left loading', async () => {
    const usuario = (id: string) => ({ user: { id } }) as SessionInfo;
    store.set(sessionAtom, null);
    const key = chave();
    const { fetcher, pedidos } = manual<string[]>();
    const t = tela(key, fetcher);
    await expect.poll(() => pedidos).toHaveLength(1);
    // the sign-in lands while the screen's first read is under way (seen on a loaded phone: 'Carregando' for good)
    store.set(sessionAtom, usuario('bia'));
    await expect.poll(() => pedidos).toHaveLength(2);
    expect(pedidos[0].signal.aborted).toBe(true);
    pedidos[0].resolve(['lido antes da entrada']);
    pedidos[1].resolve(['conta da Bia']);
    await pronto(t);
    expect(t.atual().data).toEqual(['conta da Bia']);
    // a screen that was there before the other user came in shows none of the last user's rows meanwhile
    expect(t.vistos.some((r) => JSON.stringify(r.data) === '["lido antes da entrada"]')).toBe(false);
    t.sair();
  });

  it('a null key reads nothing and is not loading', () => {
    const fetcher = vi.fn(async () => 'x');
    const t = tela(null, fetcher);
    expect(t.atual().isFetching).toBe(false);
    expect(fetcher).not.toHaveBeenCalled();
    t.sair();
  });
});

describe('an aborted read through the typed client’s fetch', () => {
  let server: Server;
  let base: string;
  let recebidos = 0;
  let fechados = 0;
  beforeAll(async () => {
    // Never answers: the read waits until someone stops waiting.
    server = createServer((req) => {
      recebidos++;
      req.on('close', () => fechados++);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    setOfflineHooks(null);
    server.closeAllConnections();
    server.close();
  });

  it('closes the request and says nothing about the server (no "sem conexão" for a screen left)', async () => {
    const alcance: boolean[] = [];
    const hooks: OfflineHooks = {
      decidir: async () => 'enviar',
      guardavel: () => false,
      guardar: async () => new Response(null),
      mesclar: async (_url, res) => res,
      alcance: (ok) => alcance.push(ok),
    };
    setOfflineHooks(hooks);
    const sair = new AbortController();
    const lendo = clientFetch()(`${base}/api/farms/x/contas-pagar`, { signal: sair.signal });
    await expect.poll(() => recebidos).toBe(1);
    sair.abort();
    const erro = await lendo.catch((e: unknown) => e);
    expect((erro as DOMException).name).toBe('AbortError');
    await expect.poll(() => fechados).toBe(1);
    expect(alcance).toEqual([]);
  });
});
