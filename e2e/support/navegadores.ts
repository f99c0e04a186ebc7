import { existsSync } from 'node:fs';

/**
 * The Chromium builds the browser tests drive, both from Debian's packages (never downloaded).
 *
 * - `completo`: Debian's `chromium`, the browser a farm's PC runs (CHROMIUM_PATH).
 * - `leve`: Debian's `chromium-headless-shell` (CHROMIUM_SHELL_PATH), the same Blink and V8 without the browser's
 *   window layer — what Playwright itself runs headless. It took a third less CPU and wall time over the same specs
 *   (financeiro, regras and tables: 86–92 s of CPU against 129–140 s). It lacks what only the full browser has —
 *   notifications shown by a service worker, periodic background sync — so the tests of those carry the tag
 *   `@chromium-completo` and run on `completo`. Without the shell installed, every test runs on `completo`.
 */
export const chromiumCompleto = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const shellDoDebian = '/usr/bin/chromium-headless-shell';
export const chromiumLeve =
  process.env.CHROMIUM_SHELL_PATH ?? (existsSync(shellDoDebian) ? shellDoDebian : chromiumCompleto);

/** What every test browser starts with: no sandbox as root, and none of Chromium's calls to Google's hosts. */
export const argumentosDoChromium = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The tag of a test that needs the full browser (see `chromiumLeve`). */
export const TAG_CHROMIUM_COMPLETO = '@chromium-completo';
