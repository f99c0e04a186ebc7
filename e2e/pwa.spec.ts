import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  apiLogin,
  expect,
  fecharCompartilhadas,
  openPwaSettings,
  paginaCompartilhada,
  shot,
  test,
  workerReady,
} from './support/fixtures.ts';

// The service worker itself: every page here runs with it. The tests but the installability one share one signed-in
// page, in order (a new context installs the worker and precaches the app's files again); the first one proves the
// registration on it.
test.use({ comServiceWorker: true });
test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo);
  await apiLogin(page);
});
fecharCompartilhadas(() => [page]);

test('the built app registers its service worker; the dialog shows it active with a version', async () => {
  await page.goto('/dashboard/financeiro');
  expect(await workerReady(page)).toMatch(/\/sw\.js$/);

  // The app listens for the browser's offer to install from its first moment and shows the card on its screens
  // (headless Chromium makes no offer by itself). What the card does with it — Instalar, 'Agora não' for 24 h across
  // a reload — is src/web/pwa/install-card.browser.test.tsx's.
  await page.evaluate(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    e.prompt = async () => {};
    e.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(e);
  });
  const card = page.getByRole('region', { name: 'Instalar Gestão Leiteira' });
  await expect(card).toBeVisible();
  await shot(page, 'install-card-desktop');
  await card.getByRole('button', { name: 'Agora não' }).click();
  await expect(card).toBeHidden();

  const dialog = await openPwaSettings(page);
  const status = dialog.getByRole('region', { name: 'Status do Sistema' });
  await expect(status.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(status.getByText(/^\d+\.\d+\.\d+$/)).toBeVisible();
  await expect(dialog.getByText('Envio automático ao voltar a conexão')).toBeVisible();
  // the periodic send is granted only to an installed app (e2e/offline-recusa.spec.ts grants it)
  await expect(dialog.getByText('Envio periódico com o aplicativo fechado')).toBeVisible();
  await expect(dialog.getByText('Instale o aplicativo para ativar')).toBeVisible();
  // Chromium has Background Sync
  await expect(dialog.getByRole('region', { name: 'Sincronização' }).getByText('Sim', { exact: true })).toBeVisible();
  await shot(page, 'pwa-dialog-desktop');

  await dialog.getByRole('button', { name: 'Limpar dados guardados' }).click();
  const limpo = page.getByText('Dados guardados no aparelho limpos com sucesso');
  await expect(limpo).toBeVisible();
  // the toast sits in the top layer, above the open dialog's backdrop (not dimmed behind it)
  expect(await page.locator('[popover]', { has: limpo }).evaluate((el) => el.matches(':popover-open'))).toBe(true);
  // the app shell stays cached: offline use survives 'Limpar dados guardados'
  expect(await page.evaluate(async () => (await caches.keys()).some((k) => k.startsWith('workbox-precache')))).toBe(
    true,
  );
  await dialog.getByRole('button', { name: 'Verificar Atualizações' }).click();
  await expect(page.getByText('Você já está usando a versão mais recente')).toBeVisible();
});

test('the worker never answers /api/ with the app shell', async () => {
  await workerReady(page);
  await page.reload(); // controlled by the worker
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // a navigation (what the fallback would catch) and a fetch
  const nav = await page.goto('/api/health');
  expect(nav?.headers()['content-type']).toContain('application/json');
  expect(await page.textContent('body')).toContain('"ok":true');
  const missing = await page.goto('/api/nada-aqui');
  expect(missing?.status()).toBe(404);
  expect(missing?.headers()['content-type']).toContain('application/json');
  // while the app routes still fall back to the cached shell
  await page.goto('/dashboard/financeiro');
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
});

test('going offline and back says so', async () => {
  // the page is on /dashboard/financeiro, its shell from the worker (the test above)
  const context = page.context();
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('Você está offline')).toBeVisible();
  await shot(page, 'offline-toast');
  await context.setOffline(false);
  await expect(page.getByText('Conexão restaurada!')).toBeVisible();
  await expect(page.getByText('Você está offline')).toBeHidden();
});

test.describe('phone 390×844', () => {
  test('the PWA dialog on a phone', async () => {
    // the same page at a phone's width: the shell swaps its frame (☰ menu, bottom tabs) and keeps the screen
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await workerReady(page);
    const dialog = await openPwaSettings(page);
    await expect(
      dialog.getByRole('region', { name: 'Status do Sistema' }).getByText('Ativo', { exact: true }),
    ).toBeVisible();
    await shot(page, 'pwa-dialog-mobile');
  });
});

test('installable: Chromium reports no installability errors (manifest, icons, worker with fetch handler)', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // A normal profile: Playwright's usual contexts are incognito, where nothing is installable.
  const profile = mkdtempSync(join(tmpdir(), 'leiteira-perfil-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await apiLogin(page);
    await page.goto('/dashboard/financeiro');
    await workerReady(page);
    await page.reload();
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
