/**
 * The whole app in a component test (`*.browser.test.tsx`): `abrirApp(sessao, '/dashboard/…')` mounts app.tsx's
 * <App/> — the toasts, the guards, the shell's frame and the routes, as main.tsx mounts them — at that address, for a
 * session given as data (no sign-in, no server). The screen's reads are answered by the app's one query cache
 * (`queryClient.setQueryData(<feature>/queries.ts key, data)` before opening) or by `responderFetch`. What a browser
 * test did with a server and a sign-in to see a screen for given data is this, at a fraction of its CPU.
 */
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { queryClient } from '../api/use-resource.ts';
import { App } from '../app.tsx';
import { type SessionInfo, sessionAtom } from '../session/session.ts';
import { store } from '../state.ts';
import { render } from './render.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  queryClient.clear();
  store.set(sessionAtom, undefined);
});

/** The app at `path` for `sessao`: the host element, and `navegar` (a link's tap: the same app, another screen). */
export async function abrirApp(sessao: SessionInfo, path: string) {
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
