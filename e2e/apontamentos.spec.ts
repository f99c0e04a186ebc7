import type { Response } from '@playwright/test';
import { entrarNaFazendaModelo, expect, test } from './support/fixtures.ts';
import { abrir } from './support/navegacao.ts';

/**
 * A page without charts does not download chart.js (LazyChart: the library comes with the first chart on screen): what
 * the built app's herd list fetches until the network is idle, read from the browser's network — which needs the
 * build and a page load of its own. Then a screen with a chart, reached inside the app, does download it: the check
 * recognises chart.js in the build. Everything else of Apontamentos (the herd, Produção, the pickers, Qualidade, the
 * batch, Reprodução, the screens at both sizes, a milking typed again) is
 * src/web/features/apontamentos/apontamentos.browser.test.tsx's, against the real server in a component test.
 */

/**
 * chart.js in a downloaded script: one of its own error messages (a string survives the minifier; its 'Chart.js v4'
 * licence banner does not — the build strips comments, and a check on the banner passed whatever was downloaded).
 */
const ehChartJs = (s: string) => s.includes('Canvas is already in use. Chart with ID');

test('Rebanho: a page without charts does not download chart.js; Apontamentos, with one, does', async ({ page }) => {
  await entrarNaFazendaModelo(page);
  const scripts: Promise<string>[] = [];
  page.on('response', (r: Response) => {
    if (r.url().endsWith('.js')) scripts.push(r.text().catch(() => ''));
  });
  await abrir(page, '/dashboard/rebanho');
  await expect(page.getByRole('button', { name: 'Adicionar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect((await Promise.all(scripts)).some(ehChartJs)).toBe(false);

  // the chart of the last 30 days (here with no milking: LazyChart downloads chart.js all the same)
  await abrir(page, '/dashboard/apontamentos');
  await expect.poll(async () => (await Promise.all(scripts)).some(ehChartJs)).toBe(true);
});
