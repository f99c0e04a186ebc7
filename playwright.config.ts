import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  argumentosDoChromium,
  chromiumCompleto,
  chromiumLeve,
  TAG_CHROMIUM_COMPLETO,
} from './e2e/support/navegadores.ts';
import { arquivosPorDuracao } from './e2e/support/ordem.ts';

// The runner and its workers share these through the environment: one server per run, on a free-ish port,
// with its database and mailbox in a fresh temporary folder.
process.env.E2E_PORT ??= String(4100 + Math.floor(Math.random() * 800));
process.env.E2E_DIR ??= mkdtempSync(join(tmpdir(), 'leiteira-e2e-'));
const port = Number(process.env.E2E_PORT);
const workers = Number(process.env.E2E_WORKERS ?? 3);
// The files that took longest in the last measured run start first (e2e/support/ordem.ts): alphabetically, a long
// file late in the list ran alone at the end of the run. Three slices by length: the longest, the middle ones, and
// the shortest with the files not measured yet.
const [longos = [], medios = []] = arquivosPorDuracao(3);

export default defineConfig({
  testDir: 'e2e',
  // Spec files run side by side on the one server (each test makes its own farm and users with unique names; a
  // test that changes what the whole installation shows has a server of its own: testWithOwnServer); the
  // tests of one file stay in order. Three files at a time on two cores: 381 s against 434 s with two (the CPU
  // 96-99 % busy). Three once left financeiro.spec's search 'Carregando...' past 8 s: csv.spec's 15,000-row import,
  // running beside it, held the server's event loop for seconds — the import now gives it a turn every 100 rows
  // (src/server/db/event-loop.ts). E2E_WORKERS=2 runs two.
  fullyParallel: false,
  workers,
  // No retry: a flaky test is a bug to find. (The last one: a row menu closed by the scroll event that brought its
  // button into view, delivered after the tap — RowMenu now closes only when its button moved.)
  retries: 0,
  // Room for a CPU shared by two Chromiums and the server (the 50-cow keyboard entry took 31 s on a loaded machine).
  // Bounds for what hangs, not waits: an expectation returns as soon as the screen shows it, so a generous bound
  // costs a green run nothing and keeps a loaded machine (load average 18–26 beside other work) green.
  // (the 50-cow entry, then in apontamentos.spec, passed 120 s at load average 33.)
  timeout: 300_000,
  expect: { timeout: 20_000 },
  // duracoes-reporter: each file's time, for the order of the next run (e2e/support/ordem.ts)
  reporter: [['list'], ['./e2e/support/duracoes-reporter.ts']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The browser asks for less motion, which the app honours (src/web/styles.css, the charts): a transition or an
    // animation lands at once, so nothing is drawn frame by frame and nothing is read halfway (an axe read during a
    // colour transition once failed). e2e/movimento.spec.ts proves the rule and sees motion without it.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  // The headless shell runs every test but those tagged '@chromium-completo' (notifications, periodic sync), which
  // run on the full browser (e2e/support/navegadores.ts).
  // The full browser's two tests first: listed last, they ran after every other file, alone at the end of the run.
  // Then the longest files ('chromium-longos'), the middle ones ('chromium-medios'), the rest ('chromium'):
  // Playwright queues the projects in this order and a project's files alphabetically (a worker switch each, as for
  // the full browser). `--project 'chromium*'` picks all of the shell's.
  projects: [
    {
      name: 'chromium-completo',
      grep: new RegExp(TAG_CHROMIUM_COMPLETO),
      use: { ...navegador(chromiumCompleto) },
    },
    ...[
      ['chromium-longos', longos],
      ['chromium-medios', medios],
    ]
      .filter(([, arquivos]) => arquivos.length)
      .map(([name, testMatch]) => ({
        name: name as string,
        testMatch,
        grepInvert: new RegExp(TAG_CHROMIUM_COMPLETO),
        use: { ...navegador(chromiumLeve) },
      })),
    {
      name: 'chromium',
      testIgnore: [...longos, ...medios],
      grepInvert: new RegExp(TAG_CHROMIUM_COMPLETO),
      use: { ...navegador(chromiumLeve) },
    },
  ],
  // Builds what is stale, compiles the test server and starts the run's shared one (e2e/support/global-setup.ts).
  globalSetup: './e2e/support/global-setup.ts',
});

function navegador(executablePath: string) {
  return {
    browserName: 'chromium' as const,
    viewport: { width: 1366, height: 768 },
    launchOptions: { executablePath, args: argumentosDoChromium },
  };
}
