import type { Page } from '@playwright/test';
import { apiLogin, expect, shot, test } from './support/fixtures.ts';

/** Waits until this page's service worker is active (the built app registers /sw.js on load). */
async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return reg.active?.scriptURL ?? '';
  });
}

async function openPwaSettings(page: Page) {
  const mobile = (page.viewportSize()?.width ?? 1366) < 768;
  if (mobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  else await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('button', { name: 'Configurações PWA' }).click();
  return page.getByRole('dialog', { name: 'Configurações PWA' });
}

test('the built app registers its service worker; the dialog shows it active with a version', async ({ page }) => {
  await apiLogin(page);
  await page.goto('/dashboard/financeiro');
  expect(await workerReady(page)).toMatch(/\/sw\.js$/);

  const dialog = await openPwaSettings(page);
  const status = dialog.getByRole('region', { name: 'Status do Sistema' });
  await expect(status.getByText('Ativo', { exact: true })).toBeVisible();
  await expect(status.getByText(/^\d+\.\d+\.\d+$/)).toBeVisible();
  await expect(dialog.getByText('Background Sync')).toBeVisible();
  // Chromium has Background Sync
  await expect(dialog.getByRole('region', { name: 'Sincronização' }).getByText('Sim', { exact: true })).toBeVisible();
  await shot(page, 'pwa-dialog-desktop');

  await dialog.getByRole('button', { name: 'Limpar Cache' }).click();
  await expect(page.getByText('Cache limpo com sucesso')).toBeVisible();
  // the app shell stays cached: offline use survives 'Limpar Cache'
  expect(await page.evaluate(async () => (await caches.keys()).some((k) => k.startsWith('workbox-precache')))).toBe(
    true,
  );
  await dialog.getByRole('button', { name: 'Verificar Atualizações' }).click();
  await expect(page.getByText('Você já está usando a versão mais recente')).toBeVisible();
});

test('the worker never answers /api/ with the app shell', async ({ page }) => {
  await apiLogin(page);
  await page.goto('/dashboard/financeiro');
  await workerReady(page);
  await page.reload(); // now controlled by the worker
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

test('going offline and back says so', async ({ page, context }) => {
  await apiLogin(page);
  await page.goto('/dashboard/financeiro');
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('Você está offline')).toBeVisible();
  await shot(page, 'offline-toast');
  await context.setOffline(false);
  await expect(page.getByText('Conexão restaurada!')).toBeVisible();
  await expect(page.getByText('Você está offline')).toBeHidden();
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the PWA dialog on a phone', async ({ page }) => {
    await apiLogin(page);
    await page.goto('/dashboard/financeiro');
    await workerReady(page);
    const dialog = await openPwaSettings(page);
    await expect(
      dialog.getByRole('region', { name: 'Status do Sistema' }).getByText('Ativo', { exact: true }),
    ).toBeVisible();
    await shot(page, 'pwa-dialog-mobile');
  });
});
