import type { Page } from '@playwright/test';
import { MUTATION_TIMEOUT_MS } from '../src/web/api/mutate.ts';
import { entrarNaFazendaModelo, expect, TAG_TEMPOS_REAIS, test, unique } from './support/fixtures.ts';

/**
 * The tests' timeouts (TEMPOS_DOS_TESTES, e2e/support/fixtures.ts): a save the server answers after the app's own 8 s
 * ends in its success toast in every test, as on a quiet machine — not in the outbox, which is what a loaded CI
 * machine made of a slow save (financeiro.spec, CI run 3). Time is the page's fake clock (page.clock, which also
 * drives AbortSignal.timeout): the save is held at the network until the clock has passed 8 s, so no test waits 8 s.
 */
const toast = (page: Page, texto: string) => page.locator('[aria-live="polite"]').getByText(texto);

/** Adds a technician whose POST is held until the page's clock ran past the app's 8 s timeout; returns the name. */
async function salvarDepoisDoTempoDoApp(page: Page): Promise<string> {
  await entrarNaFazendaModelo(page);
  await page.clock.install();
  await page.goto('/dashboard/inventario/cadastros/tecnicos');
  const nome = unique('Técnico Lento');
  await page.getByLabel('Nome').fill(nome);
  await page.getByLabel('Especialidade').fill('Veterinário');
  let soltar = () => {};
  const segurada = new Promise<void>((r) => {
    soltar = r;
  });
  await page.route('**/registros/tecnicos', async (route) => {
    if (route.request().method() === 'POST') await segurada;
    await route.fallback().catch(() => {}); // the page may have given up on it meanwhile
  });
  const saiu = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/registros/tecnicos'));
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await saiu;
  await page.clock.runFor(MUTATION_TIMEOUT_MS + 1_000);
  soltar();
  return nome;
}

test('a save the server answers after 8 s ends in its toast in a test, not in the outbox', async ({ page }) => {
  const nome = await salvarDepoisDoTempoDoApp(page);
  await expect(toast(page, 'Técnico adicionado com sucesso!')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: new RegExp(nome) })).not.toContainText(
    'Pendente de sincronização',
  );
});

test('a test tagged @tempos-reais keeps the app’s 8 s: the slow save goes to the outbox', {
  tag: TAG_TEMPOS_REAIS,
}, async ({ page }) => {
  await salvarDepoisDoTempoDoApp(page);
  await expect(toast(page, 'Dados salvos para sincronização posterior')).toBeVisible();
});
