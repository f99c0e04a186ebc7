/**
 * The whole app in a component test (`*.browser.test.tsx`): `abrirApp(sessao, '/dashboard/…')` mounts app.tsx's
 * <App/> — the toasts, the guards, the shell's frame and the routes, as main.tsx mounts them — at that address, for a
 * session given as data (no sign-in, no server). The screen's reads are answered by the app's one query cache
 * (`queryClient.setQueryData(<feature>/queries.ts key, data)` before opening), by `responderOperacoes` (declared
 * operations with their answers, typed by the declarations) or by `responderFetch`. What a browser
 * test did with a server and a sign-in to see a screen for given data is this, at a fraction of its CPU.
 */
import { afterEach, expect, vi } from 'vitest';
import { commands, type Locator } from 'vitest/browser';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Answer, Operacao } from '../../domain/api/contrato.ts';
import { MSG } from '../../domain/messages.ts';
import { queryClient } from '../api/use-resource.ts';
import { App } from '../app.tsx';
import { type SessionInfo, sessionAtom } from '../session/session.ts';
import { store } from '../state.ts';
import { render } from './render.tsx';

/** A request as the page sends it to the real server, and its answer (src/server/test/servidor-para-componentes.ts). */
interface PedidoAoServidor {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}
interface RespostaDoServidor {
  status: number;
  headers: Record<string, string>;
  /** Text, or base64 when `binario` (a PDF: the channel carries strings). */
  body: string;
  binario: boolean;
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    servidorAbrir: () => Promise<string>;
    servidorPedir: (id: string, pedido: PedidoAoServidor) => Promise<RespostaDoServidor>;
    servidorFechar: (id: string) => Promise<void>;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
  store.set(sessionAtom, undefined);
});

/**
 * The app at `path` for `sessao` (undefined: the app reads it at start, as after a reload — from `servidorReal()`):
 * the host element, and `navegar` (a link's tap: the same app, another screen).
 */
export async function abrirApp(sessao: SessionInfo | undefined, path: string) {
  store.set(sessionAtom, sessao);
  const local = memoryLocation({ path, record: true });
  const host = await render(
    <Router hook={local.hook}>
      <App />
    </Router>,
  );
  return { host, navegar: (para: string) => local.navigate(para) };
}

/**
 * Every request of the page answered by `responder` (a Response, or a thrown TypeError: what fetch does when the Pi
 * cannot be reached). Returns the spy, to read what was sent.
 */
export function responderFetch(responder: (url: URL, init: RequestInit | undefined) => Response | Promise<Response>) {
  return vi.spyOn(window, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return responder(url, init);
  });
}

/** The Pi out of reach: every request fails as the browser's fetch fails with no network. */
export const semServidor = () =>
  responderFetch(() => {
    throw new TypeError('Failed to fetch');
  });

/** A declared operation and what it answers: its 2xx body (typed by the declaration), or one made from the request. */
export interface Respondida {
  op: Operacao;
  responder: (pedido: { params: Record<string, string>; url: URL; corpo: unknown }) => unknown;
  status: number;
}

/** `op` answers `resposta` (or what `resposta(pedido)` gives), with `status` (200 unless said). */
export function responde<O extends Operacao>(
  op: O,
  resposta: Answer<O> | ((pedido: { params: Record<string, string>; url: URL; corpo: unknown }) => Answer<O>),
  status = 200,
): Respondida {
  return {
    op,
    responder: typeof resposta === 'function' ? (resposta as Respondida['responder']) : () => resposta,
    status,
  };
}

const json = (corpo: unknown, status: number) =>
  new Response(status === 204 ? null : JSON.stringify(corpo), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The server, as far as a screen needs it: each request matched to a declared operation by method and path (its
 * `:params` read), answered as listed; a request no operation listed answers 404 with the API's error shape and is
 * kept in `naoRespondidas` (a test asserts what it expects to be read). The first listed match wins.
 */
export function responderOperacoes(...respondidas: Respondida[]) {
  const rotas = respondidas.map((r) => ({
    ...r,
    padrao: new RegExp(`^${r.op.path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`),
  }));
  const naoRespondidas: string[] = [];
  const espiao = responderFetch(async (url, init) => {
    const metodo = (init?.method ?? 'GET').toUpperCase();
    for (const r of rotas) {
      const m = r.op.method === metodo ? r.padrao.exec(url.pathname) : null;
      if (!m) continue;
      const params = Object.fromEntries(Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
      const corpo = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      return json(await r.responder({ params, url, corpo }), r.status);
    }
    naoRespondidas.push(`${metodo} ${url.pathname}`);
    return json({ error: { message: MSG.rotaNaoEncontrada } }, 404);
  });
  return { espiao, naoRespondidas };
}

/**
 * The real server answering the page (src/server/test/servidor-para-componentes.ts): a fresh installation with its sample farm,
 * the administrator signed in. `api(method, path, json)` arranges through it as a browser test's `page.request` did;
 * the app reads the session from it at start (`abrirApp(undefined, path)`); `responder()` makes it answer every request of the page (again after a
 * test's afterEach restored fetch); `fechar()` ends it (afterAll).
 */
export async function servidorReal() {
  const id = await commands.servidorAbrir();
  const enviar = (pedido: PedidoAoServidor) => commands.servidorPedir(id, pedido);
  const api = async <T = unknown>(
    method: string,
    path: string,
    json?: unknown,
  ): Promise<{ status: number; corpo: T }> => {
    const r = await enviar({ method, path, body: json === undefined ? undefined : JSON.stringify(json) });
    return { status: r.status, corpo: (r.body ? JSON.parse(r.body) : undefined) as T };
  };
  return {
    api,
    responder: () =>
      responderFetch(async (url, init) => {
        const headers = Object.fromEntries(new Headers(init?.headers));
        const body = typeof init?.body === 'string' ? init.body : undefined;
        const r = await enviar({ method: init?.method ?? 'GET', path: url.pathname + url.search, body, headers });
        const corpo = r.binario ? Uint8Array.from(atob(r.body), (c) => c.charCodeAt(0)) : r.body;
        return new Response([101, 204, 205, 304].includes(r.status) ? null : corpo, {
          status: r.status,
          headers: r.headers,
        });
      }),
    fechar: () => commands.servidorFechar(id),
  };
}

/**
 * The first element of `l` a person sees (a screen draws a PC's table and a phone's cards, one of them hidden by its
 * size), waited for: Playwright's `filter({ visible: true })`, which vitest's locators lack.
 */
export async function visivel(l: Locator, mensagem?: string): Promise<HTMLElement> {
  const achar = () => l.elements().find((e) => e.checkVisibility()) as HTMLElement | undefined;
  await expect.poll(() => Boolean(achar()), { message: mensagem ?? String(l) }).toBe(true);
  return achar() as HTMLElement;
}
