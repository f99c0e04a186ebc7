import type { Page } from '@playwright/test';
import { dia, expect, novaFazenda, semViolacoes, shot, test, unique } from './support/fixtures.ts';

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

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bell is in the phone header and its panel fits the screen', async ({ page }) => {
    const farmId = await novaFazenda(page, 'Fazenda Alertas');
    await contaPagar(page, farmId, unique('Energia elétrica da ordenha'), dia(-10));
    await contaPagar(page, farmId, unique('Sêmen'), dia(5), 89000);
    await page.goto('/dashboard/financeiro');
    const bell = page.getByRole('button', { name: /^Notificações/ });
    await expect(bell).toHaveAccessibleName('Notificações: 2 alertas, 2 novos');
    await shot(page, 'header-mobile');
    await bell.click();
    const panel = page.getByRole('group', { name: 'Notificações' });
    await expect(panel.getByRole('link')).toHaveCount(2);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await shot(page, 'bell-panel-mobile');
    // the phone's panel as the dismissing person reads it (their flow, reload and cause change: the PC test below;
    // the server's marks are the same whatever the width): what was new is tagged, a tap on 'Dispensar' (44 px
    // at least) takes one away
    await expect(panel.getByText('Novo', { exact: true })).toHaveCount(2);
    await semViolacoes(page, 'sino aberto (mobile)');
    const dispensar = panel.getByRole('button', { name: /^Dispensar: Conta a pagar vence em / });
    const alvo = await dispensar.boundingBox();
    expect(alvo && alvo.height >= 44 && alvo.width >= 44).toBe(true);
    await dispensar.tap();
    await expect(panel.getByTestId('alerta')).toHaveCount(1);
    await shot(page, 'bell-dispensado-mobile');
    await panel.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboard\/financeiro\/contas-pagar$/);
  });
});

/**
 * Issue 24 item 8: a lactating cow whose dry-off is due in 10 days (a Holandesa: calving = insemination + 280, the
 * dry-off 60 days before). Returns the insemination, to move the cause.
 */
async function vacaEConta(page: Page, farmId: string) {
  const base = `/api/farms/${farmId}`;
  const criar = async (path: string, data: Record<string, unknown>) => {
    const res = await page.request.post(`${base}${path}`, { data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string };
  };
  const vaca = await criar('/animais', { identificacao: 'V7', categoria: 'Vaca Leiteira', raca: 'Holandesa' });
  await criar('/reproducao', { data: dia(-400), animalId: vaca.id, evento: 'Parto' });
  const inseminacao = await criar('/reproducao', { data: dia(-210), animalId: vaca.id, evento: 'Inseminação' });
  await criar('/reproducao', { data: dia(-175), animalId: vaca.id, evento: 'Diagnóstico', resultado: 'positivo' });
  return async (novaData: string) => {
    const atual = (await (await page.request.get(`${base}/reproducao/${inseminacao.id}`)).json()) as {
      updatedAt: string;
    };
    const res = await page.request.put(`${base}/reproducao/${inseminacao.id}`, {
      data: { data: novaData, animalId: vaca.id, evento: 'Inseminação', updatedAt: atual.updatedAt },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
}

// The PC's flow is one test on one load of the app: the feed found again when the window regains focus (a bill, then
// a cow's dry-off), the bell opened and an alert dismissed, a reload, the cause changed, and the overdue bill's link
// to Contas a Pagar. The phone's panel (its width, 'Dispensar' by touch, the upcoming bill) is the test above.
test('the bell counts what is new, an alert dismissed stays dismissed after a reload and returns when its cause changes, a link leads to Contas a Pagar (PC)', async ({
  page,
}) => {
  const farmId = await novaFazenda(page, 'Fazenda Alertas');
  await page.goto('/dashboard/financeiro');
  const bell = page.getByRole('button', { name: /^Notificações/ });
  const count = page.getByTestId('alerts-count');
  // no alerts: no badge, plain name
  await expect(bell).toHaveAccessibleName('Notificações');
  await expect(count).toHaveCount(0);

  const descricao = unique('Ração concentrada');
  await contaPagar(page, farmId, descricao, dia(-3));
  // the window regaining focus reloads the feed
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(bell).toHaveAccessibleName('Notificações: 1 alerta, 1 novo');
  await expect(count).toHaveText('1');

  const mudarInseminacao = await vacaEConta(page, farmId);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(bell).toHaveAccessibleName('Notificações: 2 alertas, 2 novos');
  await expect(count).toHaveText('2');

  // opening the bell marks what it shows as seen: the count goes, the list keeps saying what was new
  await bell.click();
  const panel = page.getByRole('group', { name: 'Notificações' });
  await expect(panel.getByTestId('alerta')).toHaveCount(2);
  await expect(panel.getByText('Novo', { exact: true })).toHaveCount(2);
  await expect(count).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notificações: 2 alertas');
  await shot(page, 'bell-novos-desktop');
  await semViolacoes(page, 'sino aberto (desktop)');
  const dispensar = panel.getByRole('button', { name: /^Dispensar: Secagem prevista: vaca V7 em / });
  const box = await dispensar.boundingBox();
  expect(box && box.height >= 44 && box.width >= 44).toBe(true);
  await dispensar.click();
  await expect(panel.getByTestId('alerta')).toHaveCount(1);
  await expect(panel.getByRole('link', { name: /Secagem prevista/ })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: /Conta a pagar vencida/ })).toBeVisible();
  await shot(page, 'bell-dispensado-desktop');

  // on another load (another device: the marks are on the server) it stays dismissed, and nothing is new
  await page.reload();
  await expect(bell).toHaveAccessibleName('Notificações: 1 alerta');
  await expect(count).toHaveCount(0);
  await bell.click();
  await expect(panel.getByTestId('alerta')).toHaveCount(1);
  await expect(panel.getByText('Novo', { exact: true })).toHaveCount(0);
  await bell.click();

  // its cause changes (the insemination was typed 5 days off): the dry-off date moves and the alert is back, new
  await mudarInseminacao(dia(-205));
  await expect(bell).toHaveAccessibleName('Notificações: 2 alertas, 1 novo');
  await expect(count).toHaveText('1');
  await shot(page, 'bell-volta-desktop');
  await bell.click();
  await expect(
    panel.getByRole('link', {
      name: new RegExp(`Secagem prevista: vaca V7 em ${dia(15).split('-').reverse().join('/')}`),
    }),
  ).toBeVisible();
  await expect(panel.getByText('Novo', { exact: true })).toHaveCount(1);
  // most urgent first; the overdue bill's link leads to Contas a Pagar and closes the panel
  const vencida = panel.getByRole('link', {
    name: new RegExp(`Conta a pagar vencida: ${descricao} — R\\$ 1\\.234,56`),
  });
  await expect(panel.getByRole('link').first()).toContainText('vencida');
  await vencida.click();
  await expect(page).toHaveURL(/\/dashboard\/financeiro\/contas-pagar$/);
  await expect(page.getByRole('heading', { name: 'Contas a Pagar', level: 1 })).toBeVisible();
  await expect(panel).toBeHidden();
});
