/**
 * Run before every component test file (vitest.config.ts `setupFiles`), in the page the files share.
 *
 * The page carries the app's own stylesheet (Tailwind and daisyUI, as main.tsx loads it): a screen is laid out,
 * hidden and coloured as in the app, so what a test sees at a size is what a person sees, and axe reads real colours
 * (src/web/test/acessibilidade.ts).
 *
 * The files run one after another in one page (the project's `isolate: false`: the app's modules are loaded once,
 * not once a file), so what a test leaves must go with it. The helpers that set something up register its undoing
 * (`aoFimDeCadaTeste`: render.tsx unmounts, app.tsx closes the toasts and clears the cache and the session), and
 * this file runs it after each test of every file, then restores every spy and the real clock: a hook in a helper
 * module would be registered only by the first file that imports it. Each file starts at the page's own size,
 * whatever the last one set.
 */
import '../styles.css';
import { afterEach, beforeAll, vi } from 'vitest';
import { page } from 'vitest/browser';
import { limparDepoisDoTeste } from './limpeza.ts';

// vitest's own default size (browser.viewport), which a file that sets none was drawn at in a page of its own
beforeAll(() => page.viewport(414, 896));
afterEach(async () => {
  await limparDepoisDoTeste();
  // the drafts a form kept as it was typed (every test's user and farm have the same ids), an install offer declined
  localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // an install offer a test sent (install-card, cobertos) goes as when the app is installed: no card in the next frame
  window.dispatchEvent(new Event('appinstalled'));
});
