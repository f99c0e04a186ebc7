import type { Page } from '@playwright/test';
import { dia, expect, novaFazenda, shot, test, unique } from './support/fixtures.ts';

async function contaPagar(page: Page, farmId: string, descricao: string, vencimento: string, valor = 123456) {
  const res = await page.request.post(`/api/farms/${farmId}/contas-pagar`, {
    data: {
      data_vencimento: vencimento,
      fornecedor: 'Agropecuária Boa Vista',
      descricao,
      categoria: 'Alimentação',
      valor,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('the bell counts the alerts, lists them and leads to Contas a Pagar', async ({ page }) => {
  const farmId = await novaFazenda(page, 'Fazenda Alertas');
  await page.goto('/dashboard/financeiro');
  const bell = page.getByRole('button', { name: /^Notificações/ });
  // no alerts: no badge, plain name
  await expect(bell).toHaveAccessibleName('Notificações');
  await expect(page.getByTestId('alerts-count')).toHaveCount(0);

  const descricao = unique('Ração concentrada');
  await contaPagar(page, farmId, descricao, dia(-3));
  // the window regaining focus reloads the feed
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(bell).toHaveAccessibleName('Notificações: 1 alerta');
  await expect(page.getByTestId('alerts-count')).toHaveText('1');

  await contaPagar(page, farmId, unique('Vacina'), dia(2), 5000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(bell).toHaveAccessibleName('Notificações: 2 alertas');

  await bell.click();
  const panel = page.getByRole('group', { name: 'Notificações' });
  const vencida = panel.getByRole('link', {
    name: new RegExp(`Conta a pagar vencida: ${descricao} — R\\$ 1\\.234,56`),
  });
  await expect(vencida).toBeVisible();
  await expect(panel.getByRole('link', { name: /Conta a pagar vence em/ })).toBeVisible();
  // most urgent first
  await expect(panel.getByRole('link').first()).toContainText('vencida');
  await shot(page, 'bell-panel-desktop');
  await vencida.click();
  await expect(page).toHaveURL(/\/dashboard\/financeiro\/contas-pagar$/);
  await expect(page.getByRole('heading', { name: 'Contas a Pagar', level: 1 })).toBeVisible();
  await expect(panel).toBeHidden();
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bell is in the phone header and its panel fits the screen', async ({ page }) => {
    const farmId = await novaFazenda(page, 'Fazenda Alertas');
    await contaPagar(page, farmId, unique('Energia elétrica da ordenha'), dia(-10));
    await contaPagar(page, farmId, unique('Sêmen'), dia(5), 89000);
    await page.goto('/dashboard/financeiro');
    const bell = page.getByRole('button', { name: /^Notificações/ });
    await expect(bell).toHaveAccessibleName('Notificações: 2 alertas');
    await shot(page, 'header-mobile');
    await bell.click();
    const panel = page.getByRole('group', { name: 'Notificações' });
    await expect(panel.getByRole('link')).toHaveCount(2);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await shot(page, 'bell-panel-mobile');
    await panel.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/financeiro\/contas-pagar$/);
  });
});
