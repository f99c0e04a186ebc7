import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { chromiumLeve } from './e2e/support/navegadores.ts';
import { comandosDoServidor } from './src/server/test/servidor-para-componentes.ts';

/** 'virtual:pwa-register' as an empty module for the component tests (see the browser project). */
function registroDoPwaVazio(): Plugin {
  const id = '\0pwa-register-vazio';
  return {
    name: 'pwa-register-vazio',
    resolveId: (fonte) => (fonte === 'virtual:pwa-register' ? id : null),
    load: (modulo) => (modulo === id ? 'export function registerSW() { return async () => {}; }' : null),
  };
}

export default defineConfig({
  test: {
    // Upper bounds for a test that hangs, not waits: a loaded 2-core machine (load average 18–26 while other work
    // ran) took a file that imports the server in a child process past 20 s. Green however long it takes.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // expect.poll waits up to this for what the test waits on (vitest's default is 1 s): a server started as a child
    // process, a backup's timer or a screen the real server answers takes longer on a loaded machine (the first
    // start's log polled for 1 s failed with two busy loops and a third run beside the CI). A bound, not a wait.
    // (expect.element, in the component tests, waits up to the test's own bound, testTimeout, unless given one.)
    expect: { poll: { timeout: 20_000 } },
    // The usual output, then one plain 'N passed, M failed' line for CI logs.
    reporters: ['default', './src/server/test/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
          // vitest's own excludes kept (node_modules: bench/node_modules holds the bench's tools and their tests)
          exclude: [...configDefaults.exclude, 'src/**/*.browser.test.tsx'],
          pool: 'forks',
          // A worker imports the app, the domain and the CLI once and runs its files one after the other on them,
          // instead of importing them again for every file (≈ 1 s of CPU a file, a third of the phase's CPU). Every
          // file makes its own app and database (createTestContext), fake timers and spies are restored by the file
          // that sets them, and the tests that check what an import loads do it in a child process.
          isolate: false,
          // Two files at a time even on two cores (vitest's default is cores − 1 = 1): the slow files run the CLI or a
          // server as a child process and mostly wait on it, so one file at a time left a core idle.
          maxWorkers: 2,
          // A project with its own maxWorkers runs in a group of its own: `npx vitest run` runs the Node tests, then
          // the browser ones. `npm test` runs the two projects as two phases side by side (test:unit, test:componentes):
          // the Node files wait on child processes a fifth of the time, which the component tests fill (90 → 82 s).
          sequence: { groupOrder: 0 },
          // The CPU each file costs, a line per file (src/server/test/cpu-por-arquivo.ts).
          setupFiles: process.env.VITEST_CPU ? ['./src/server/test/cpu-por-arquivo.ts'] : [],
        },
      },
      {
        extends: true,
        // The signed-in frame (src/web/shell/layout.tsx) imports the PWA's registration behind import.meta.env.PROD:
        // never run here, but Vite's dependency scan follows it and, finding no 'virtual:pwa-register' (vite.config's
        // PWA plugin is not loaded), skipped pre-bundling for every file: deps found mid-run then reloaded the page.
        // tailwindcss: the app's stylesheet in the tests' page (src/web/test/preparar.ts).
        plugins: [react(), tailwindcss(), registroDoPwaVazio()],
        // React's production build, as the app ships it: the development build's checks cost the renderer about twice
        // the CPU (apontamentos and financeiro: renderers 44 → 24 s); src/web/test/render.tsx renders without act().
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        // Bundled before the first test: one found mid-run makes Vite reload the page under a running test.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
            'react-dom/client',
            'zod',
            'jotai',
            'wouter',
            'idb',
            'axe-core',
          ],
        },
        test: {
          name: 'browser',
          sequence: { groupOrder: 1 },
          // The files of a worker run one after another in one page: the app's development modules (hundreds, the
          // whole app for a file that opens it) are loaded and compiled once, not once a file (132 tests: 225 → 158 s,
          // about 400 → 280 s of CPU). What a test leaves is undone after it (src/web/test/preparar.ts).
          isolate: false,
          // Two files at a time (vitest's default on two cores is one): a file on the real server (src/web/test/app.tsx)
          // waits on it and on the page in turn, and the other file fills that time.
          maxWorkers: 2,
          include: ['src/**/*.browser.test.tsx'],
          setupFiles: ['./src/web/test/preparar.ts'],
          browser: {
            enabled: true,
            headless: true,
            // A failure is read from its message; no screenshots left in the tree.
            screenshotFailures: false,
            provider: playwright({
              // as the browser tests' (playwright.config.ts): the app ends every transition at once, so a tap waits
              // for no button to stop moving and axe reads no colour halfway
              // and, as there, a farm in Brazil: pt-BR, São Paulo's clock (a date the real server answers for a day of
              // the farm reads as the farm's)
              contextOptions: { reducedMotion: 'reduce', locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' },
              launchOptions: {
                executablePath: chromiumLeve,
                args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
            // the real server, in the runner's process, for a test that arranges and reads through it
            // (src/server/test/servidor-para-componentes.ts)
            commands: comandosDoServidor,
          },
        },
      },
    ],
  },
});
