/**
 * Component tests in Vitest's browser mode (real Chromium, `*.browser.test.tsx`): mount a piece of the web app in
 * the page and unmount it after the test. Query and click through `page` from 'vitest/browser'.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

/**
 * Runs `fn` inside React's act(): the updates it causes (a click, fake timers advanced) are on screen when it
 * returns. Events sent through `userEvent` need none of it (assert with `expect.element`, which waits).
 */
export async function agir(fn: () => unknown): Promise<void> {
  // React asks for act() around every update while this is set: only around our own.
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  g.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await fn();
    });
  } finally {
    g.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

const mounted: { root: Root; host: HTMLElement }[] = [];

// Awaited: an unmount left running let a test's last effects land in the next test (its first redirect never came).
afterEach(async () => {
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
