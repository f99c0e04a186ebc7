/**
 * The whole app in a component test (`*.browser.test.tsx`): `abrirApp(sessao, '/dashboard/…')` mounts app.tsx's
 * <App/> — the toasts, the guards, the shell's frame and the routes, as main.tsx mounts them — at that address, for a
 * session given as data, or read from the real server. The screen's reads are answered by the app's one query cache
 * (`queryClient.setQueryData(<feature>/queries.ts key, data)` before opening), by the real server (`servidorReal`)
 * or by `responderFetch`. What a browser test did with a server and a sign-in to see a screen for given data is
 * this, at a fraction of its CPU.
 */
import { type ReactNode, useState } from 'react';
import { expect, vi } from 'vitest';
import { commands, type Locator } from 'vitest/browser';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MODULOS_FAZENDA_NOVA } from '../../domain/modules.ts';
import { queryClient } from '../api/use-resource.ts';
import { App } from '../app.tsx';
import { toast, toastsNaTela } from '../components/toast.tsx';
import { type SessionInfo, sessionAtom } from '../session/session.ts';
import { store } from '../state.ts';
import { aoFimDeCadaTeste } from './limpeza.ts';
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
    servidorAbrir: () => Promise<{ id: string; admin: { email: string; password: string } }>;
    servidorPedir: (id: string, pedido: PedidoAoServidor) => Promise<RespostaDoServidor>;
    servidorEntrar: (id: string, email?: string, password?: string) => Promise<void>;
    servidorFechar: (id: string) => Promise<void>;
  }
}

// A test ends with its toasts: one left on screen for its 4 s would be read as the next test's (the same words from
// another save) and lie over its controls.
// What the page holds in memory, gone as on a reload: the toasts, the query cache, the session.
function esquecerMemoria() {
  for (const t of toastsNaTela()) toast.dismiss(t.id);
  queryClient.clear();
  store.set(sessionAtom, undefined);
}
aoFimDeCadaTeste(esquecerMemoria);

/**
 * The app at `path` for `sessao` (undefined: the app reads it at start, as after a reload — from `servidorReal()`):
 * the host element, `navegar` (a link's tap: the same app, another screen) and `endereco()` (where the app is now:
 * a redirect's or a link's end).
 */
export async function abrirApp(sessao: SessionInfo | undefined, path: string) {
  store.set(sessionAtom, sessao);
  const local = memoryLocation({ path, record: true });
  const host = await render(
    <Router hook={local.hook}>
      <App />
    </Router>,
  );
  return { host, navegar: (para: string) => local.navigate(para), endereco: () => local.history?.at(-1) ?? path };
}

/**
 * The app at `path` as abrirApp mounts it, the session read from the server, and `recarregar()`: a reload — the app
 * mounted again at the same address with nothing in memory (no toast, the query cache and the session read again from
 * the server); what the device keeps (localStorage: the drafts; IndexedDB: the outbox) stays.
 */
export async function abrirRecarregavel(path: string) {
  let mudar: (n: number) => void = () => {};
  function Recarregavel({ children }: { children: ReactNode }) {
    const [vez, setVez] = useState(0);
    mudar = setVez;
    return <div key={vez}>{children}</div>;
  }
  store.set(sessionAtom, undefined);
  const local = memoryLocation({ path, record: true });
  const host = await render(
    <Recarregavel>
      <Router hook={local.hook}>
        <App />
      </Router>
    </Recarregavel>,
  );
  let vezes = 0;
  return {
    host,
    navegar: (para: string) => local.navigate(para),
    recarregar: () => {
      esquecerMemoria();
      mudar(++vezes);
    },
  };
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

/**
 * The real server answering the page (src/server/test/servidor-para-componentes.ts): a fresh installation with its
 * sample farm ('Fazenda Modelo'), the administrator signed in. `api(method, path, json)` arranges through it as a
 * browser test's `page.request` did (the body parsed when JSON, else as text — base64 for a file); the app reads the
 * session from it at start (`abrirApp(undefined, path)`); `responder()` makes it answer every request of the page
 * (call it in each test: afterEach restores fetch); `fechar()` ends it (afterAll).
 */
export async function servidorReal() {
  const { id, admin } = await commands.servidorAbrir();
  const enviar = (pedido: PedidoAoServidor) => commands.servidorPedir(id, pedido);
  const api = async <T = unknown>(
    method: string,
    path: string,
    json?: unknown,
  ): Promise<{ status: number; corpo: T }> => {
    const r = await enviar({ method, path, body: json === undefined ? undefined : JSON.stringify(json) });
    const ehJson = r.headers['content-type']?.startsWith('application/json') && r.body;
    return { status: r.status, corpo: (ehJson ? JSON.parse(r.body) : r.body) as T };
  };
  /** `api` that must succeed (any 2xx; the answer in the failure's message): the answer's body. */
  const ok = async <T = { id: string }>(method: string, path: string, json?: unknown): Promise<T> => {
    const r = await api<T>(method, path, json);
    expect(r.status, `${method} ${path}: ${JSON.stringify(r.corpo)}`).toBeLessThan(300);
    return r.corpo;
  };
  /** The signed-in user's current farm becomes `farmId` (as the farm selector does); returns it. */
  const escolher = async (farmId: string) => {
    await ok('PUT', '/api/auth/current-farm', { farmId });
    return farmId;
  };
  /**
   * A new farm made by the administrator, not chosen (a new farm's modules, all, unless `allowedModules`; in Lavras -
   * MG, 10 ha unless `onde` says): its id and name.
   */
  const criarFazenda = (
    name: string,
    allowedModules?: readonly string[],
    onde: { location?: string; size?: number } = {},
  ) =>
    ok<{ id: string; name: string }>('POST', '/api/admin/farms', {
      name,
      location: onde.location ?? 'Lavras - MG',
      size: onde.size ?? 10,
      allowedModules: allowedModules ?? MODULOS_FAZENDA_NOVA,
    });
  return {
    /** The seeded administrator (whose password a delete asks for). */
    admin,
    api,
    ok,
    escolher,
    /**
     * A new farm (a new farm's modules, all, unless `allowedModules`; in 'Lavras - MG', 10 ha, unless `onde` says),
     * made and chosen by the administrator: its id.
     */
    criarFazenda,
    /** criarFazenda, and the farm chosen (as the farm selector does): its id. */
    novaFazenda: async (...args: Parameters<typeof criarFazenda>) => escolher((await criarFazenda(...args)).id),
    /** The seed's 'Fazenda Modelo' (no herd, no inventory: a test makes what it reads), chosen: its id. */
    fazendaModelo: async () => {
      const me = await ok<{ farms: { id: string; name: string }[] }>('GET', '/api/auth/me');
      const modelo = me.farms.find((f) => f.name === 'Fazenda Modelo');
      expect(modelo, 'Fazenda Modelo semeada').toBeTruthy();
      return escolher((modelo as { id: string }).id);
    },
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
    /** The page and `api` are `email` from now on (a user made through `api`); none: the administrator again. */
    entrarComo: (email?: string, password?: string) => commands.servidorEntrar(id, email, password),
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

/**
 * What a download through the app (baixarArquivo) gives the browser, `respostas` being `srv.responder()`'s spy: the
 * answer the server sent, the file's bytes and the name the app saves it under. The link's click is held (no file
 * saved in the test's browser); afterEach restores both.
 */
export function espiarDownload(respostas: ReturnType<typeof responderFetch>) {
  const arquivos: Blob[] = [];
  const criar = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    if (b instanceof Blob) arquivos.push(b);
    return criar(b);
  });
  const nomes: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) nomes.push(this.download);
  });
  return {
    nomes,
    arquivos,
    /** The answer to the first request whose address matches `url`. */
    async resposta(url: RegExp) {
      const i = respostas.mock.calls.findIndex(([input]) => url.test(String(input)));
      expect(i, String(url)).toBeGreaterThanOrEqual(0);
      return (await respostas.mock.results[i].value) as Response;
    },
  };
}

/** The page does not scroll sideways at this width: nothing wider than the screen. */
export function semRolagemLateral(largura: number) {
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(largura);
}
