/**
 * A save to a server that does not answer, on the Técnicos registry: the one inventory test that needs a browser of
 * its own — the installed app's service worker (its Background Sync may send the change) and the app's real 8 s
 * timeout, passed on the page's fake clock. The hubs and the Animais, Terras, Instalações, Máquinas and Técnicos walks
 * (add, edit inline, cancel, delete) are src/web/features/inventario/inventario.browser.test.tsx, on the real server in
 * a component test.
 */
import { MUTATION_TIMEOUT_MS } from '../src/web/api/mutate.ts';
import { entrarNaFazendaModelo, expect, test } from './support/fixtures.ts';

test('a save to a server that does not answer is kept on the device at once, and sent once it answers', {
  // the app's own 8 s timeout, which the other tests lengthen (TEMPOS_DOS_TESTES, e2e/support/fixtures.ts)
  tag: ['@sw', '@tempos-reais'],
}, async ({ page }) => {
  const farmId = await entrarNaFazendaModelo(page);
  // Time is the page's fake clock until the timeout has passed (as e2e/tempos.spec.ts): no test waits the 8 s.
  await page.clock.install();
  await page.goto('/dashboard/inventario/cadastros/tecnicos');
  await page.getByLabel('Nome').fill('Técnico Sem Rede');
  await page.getByLabel('Especialidade').fill('Veterinário');
  // The Pi is out of reach: the request is never answered.
  const keys: string[] = [];
  await page.route('**/registros/tecnicos', (route) => {
    if (route.request().method() === 'POST') {
      keys.push(route.request().headers()['idempotency-key']);
      return; // hang
    }
    return route.continue();
  });
  const saiu = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/registros/tecnicos'));
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await saiu;
  await page.clock.runFor(MUTATION_TIMEOUT_MS + 1_000);
  // from here on the page's time flows as a real clock's (the outbox's own timers)
  await page.clock.resume();
  // after the 8 s timeout the change waits in the outbox, shown in its list as pending — never 'Salvando...' forever
  await expect(
    page.locator('[aria-live="polite"]').getByText('Dados salvos para sincronização posterior'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar', exact: true })).toBeEnabled();
  // (its 'Pendente de sincronização' mark is checked with a really stopped server in e2e/offline.spec.ts: here the
  // worker's Background Sync, which page.route does not hold, may send it at once)
  const linha = page.getByRole('table').getByRole('row', { name: /Técnico Sem Rede/ });
  await expect(linha).toBeVisible();
  // every try carries the one key the change was given (the page's own retry, when no worker sent it, too)
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

  // The Pi answers again (Background Sync, the 'online' event or the timer sends it, with the same key): stored once,
  // and the list stops calling it pending.
  await page.unroute('**/registros/tecnicos');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(linha).toBeVisible();
  await expect(linha).not.toContainText('Pendente de sincronização', { timeout: 15_000 });
  const tecnicos = (await (await page.request.get(`/api/farms/${farmId}/registros/tecnicos`)).json()) as {
    nome: string;
  }[];
  expect(tecnicos.filter((t) => t.nome === 'Técnico Sem Rede')).toHaveLength(1);
});
