/// <reference lib="webworker" />
/**
 * Offline reads: the last good answer of each `GET /api/...` the user opened, kept per user (a cache named after
 * them), served when the server does not answer in time — marked with the time it was taken (X-Leiteira-Cache).
 * The worker learns whose session it is from the answers of /api/auth/me, login and farm changes, and forgets that
 * user's copies on logout.
 */
import { semServidor } from '../api/sem-servidor.ts';
import { gravarMeta, lerMeta } from '../offline/db.ts';

declare const self: ServiceWorkerGlobalScope;

/** Network first: after this long with no answer, the kept copy is served (the network may still refresh it). */
export const NETWORK_TIMEOUT_MS = 4_000;
const PREFIX = 'leiteira-api-';
const SAVED = 'x-leiteira-salvo-em';
const CACHE_HEADER = 'X-Leiteira-Cache';

let usuario: string | null | undefined;

async function usuarioAtual(): Promise<string | null> {
  usuario ??= await lerMeta('usuario');
  return usuario;
}

async function definirUsuario(id: string | null) {
  usuario = id;
  await gravarMeta('usuario', id);
}

const cacheDe = (userId: string) => caches.open(`${PREFIX}${userId}`);

async function guardar(userId: string, key: string, res: Response) {
  const headers = new Headers(res.headers);
  headers.set(SAVED, new Date().toISOString());
  const copy = new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers });
  await (await cacheDe(userId)).put(key, copy);
}

async function copiaGuardada(userId: string | null, key: string): Promise<Response | null> {
  if (!userId) return null;
  const hit = await (await cacheDe(userId)).match(key, { ignoreVary: true });
  if (!hit) return null;
  const headers = new Headers(hit.headers);
  headers.set(CACHE_HEADER, hit.headers.get(SAVED) ?? '');
  return new Response(hit.body, { status: hit.status, statusText: hit.statusText, headers });
}

const isJson = (res: Response) => res.headers.get('content-type')?.includes('application/json') ?? false;

async function userIdOf(res: Response): Promise<string | null> {
  try {
    const body = (await res.clone().json()) as { user?: { id?: string } };
    return body.user?.id ?? null;
  } catch {
    return null;
  }
}

/** The session answers (me, login, farm change) say whose the next answers are; `me` is kept like any read. */
async function aprenderSessao(path: string, res: Response): Promise<void> {
  if (path === '/api/auth/me' && res.status === 401) return definirUsuario(null);
  if (!res.ok) return;
  const id = await userIdOf(res);
  if (!id) return;
  await definirUsuario(id);
  // A farm change answers the new session: it is what /api/auth/me says from now on.
  if (path === '/api/auth/current-farm')
    await guardar(id, new URL('/api/auth/me', self.location.origin).href, res.clone());
}

async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  const key = url.href;
  const network = fetch(event.request).then(async (res) => {
    if (url.pathname === '/api/auth/me') await aprenderSessao(url.pathname, res);
    const userId = await usuarioAtual();
    if (res.ok && userId && isJson(res)) await guardar(userId, key, res.clone());
    return res;
  });
  event.waitUntil(network.catch(() => undefined));
  const timeout = new Promise<'tempo'>((resolve) => setTimeout(() => resolve('tempo'), NETWORK_TIMEOUT_MS));
  try {
    const first = await Promise.race([network, timeout]);
    if (first === 'tempo') return (await copiaGuardada(await usuarioAtual(), key)) ?? (await network);
    if (semServidor(first.status)) return (await copiaGuardada(await usuarioAtual(), key)) ?? first;
    return first;
  } catch (error) {
    const copy = await copiaGuardada(await usuarioAtual(), key);
    if (copy) return copy;
    throw error;
  }
}

/** Logout forgets this user's copies at once (even when the server cannot be told). */
async function sair(event: FetchEvent): Promise<Response> {
  const userId = await usuarioAtual();
  if (userId) await caches.delete(`${PREFIX}${userId}`);
  await definirUsuario(null);
  return fetch(event.request);
}

async function sessao(event: FetchEvent, url: URL): Promise<Response> {
  const res = await fetch(event.request);
  await aprenderSessao(url.pathname, res);
  return res;
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) return;
  const { method } = event.request;
  if (method === 'POST' && url.pathname === '/api/auth/logout') return event.respondWith(sair(event));
  if ((method === 'POST' && url.pathname === '/api/auth/login') || url.pathname === '/api/auth/current-farm') {
    if (method !== 'GET') return event.respondWith(sessao(event, url));
  }
  if (method !== 'GET') return;
  // The ping must reach the server; a live stream is not an answer to keep.
  if (url.pathname === '/api/health' || event.request.headers.get('accept')?.includes('text/event-stream')) return;
  event.respondWith(networkFirst(event, url));
});
