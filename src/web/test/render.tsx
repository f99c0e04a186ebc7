/**
 * Component tests in Vitest's browser mode (real Chromium, `*.browser.test.tsx`): mount a piece of the web app in
 * the page and unmount it after the test. Query and click through `page` from 'vitest/browser'.
 */

import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { aoFimDeCadaTeste } from './limpeza.ts';

/** One turn of React's scheduler, which runs its work on a message (as React's own scheduler posts it). */
const turno = () =>
  new Promise<void>((r) => {
    const c = new MessageChannel();
    c.port1.onmessage = () => r();
    c.port2.postMessage(0);
  });

/**
 * Runs `fn`, then lets React render what it caused (a click, fake timers advanced): on screen when it returns. The
 * component project runs React's production build (vitest.config.ts: what a person runs, at half the renderer's
 * CPU of the development build), which has no act(): two turns of its scheduler stand for it. Events sent through
 * `userEvent` need none of it (assert with `expect.element`, which waits).
 */
export async function agir(fn: () => unknown): Promise<void> {
  await fn();
  await turno();
  await turno();
}

const mounted: { root: Root; host: HTMLElement }[] = [];

// Awaited: an unmount left running let a test's last effects land in the next test (its first redirect never came).
aoFimDeCadaTeste(async () => {
  for (const { root, host } of mounted.splice(0)) {
    await agir(() => root.unmount());
    host.remove();
  }
});

/** Renders `ui` into a fresh element of the page; returns that element. */
export async function render(ui: ReactNode): Promise<HTMLElement> {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted.push({ root, host });
  await agir(() => root.render(ui));
  return host;
}
