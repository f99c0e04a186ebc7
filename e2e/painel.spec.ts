/**
 * The farms' desk (issue 27): an administrator in 'Todas as fazendas' mode and a user of two farms compare their
 * farms side by side, at a PC's and a phone's width; a farm that does not open Financeiro to the user shows its
 * money as withheld, never 0; a farm's name makes it the active farm.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  createFarm,
  createUser,
  dia,
  E2E_ADMIN,
  expect,
  fecharCompartilhadas,
  groupId,
  paginaCompartilhada,
  semViolacoes,
  shot,
  test,
  uiLogin,
  unique,
} from './support/fixtures.ts';
import { semServiceWorker } from './support/navegacao.ts';

/** The login form, already on the screen (after 'Sair'): one load of the app for several people. */
async function entrarPeloFormulario(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** 'Sair' from the user menu (a PC), then the next person signs in on the login form it leads to. */
async function trocarDePessoa(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await entrarPeloFormulario(page, email, password);
}

async function criar(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

/** Two farms with a cow, her calving and milkings each; money on the first; the second without Financeiro nor Sanidade. */
async function duasFazendas(request: APIRequestContext) {
  const a = await createFarm(request, unique('Fazenda Aurora'), [
    'animals',
    'lands',
    'facilities',
    'machinery',
    'financial',
    'appointments',
    'reports',
    'health',
  ]);
  const b = await createFarm(request, unique('Sítio Boa Vista'), ['animals', 'appointments', 'reports']);
  for (const [farm, litros] of [
    [a, 22],
    [b, 15],
  ] as const) {
    const api = `/api/farms/${farm.id}`;
    const vaca = await criar(request, `${api}/animais`, {
      identificacao: 'V1',
      categoria: 'Vaca Leiteira',
      sexo: 'F',
      dataNascimento: '2019-01-01',
    });
    await criar(request, `${api}/reproducao`, { data: dia(-40), animalId: vaca.id, evento: 'Parto' });
    for (const d of [-3, -2, -1])
      await criar(request, `${api}/producao`, { data: dia(d), animalId: vaca.id, ordenha: 'Manhã', producao: litros });
  }
  await criar(request, `/api/farms/${a.id}/receitas`, {
    data: dia(-2),
    descricao: 'Venda de leite',
    categoria: 'Venda',
    valor: 500_000,
    forma_recebimento: 'PIX',
  });
  return { a, b };
}

// The two farms every test reads (none changes them): made once, through the API. A cooperative's 51 farms, 50 a
// page and sorted over all of them, are what the screen shows for given rows: src/web/features/painel/
// painel.browser.test.tsx. The two tests are one load of the app on one page, in order: the second signs the first
// one's person out ('Sair') and the next one in, as on a shared office computer.
let a: { id: string; name: string };
let b: { id: string; name: string };
let page: Page;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({ browser, request }, testInfo) => {
  ({ a, b } = await duasFazendas(request));
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
});
fecharCompartilhadas(() => [page]);

test.describe('the farms desk', () => {
  test('a user of two farms compares them, PC and phone; money withheld where Financeiro is not theirs', async ({
    request,
  }) => {
    const user = await createUser(request, {
      farmIds: [a.id, b.id],
      groupIds: [await groupId(request, 'Administradores')],
    });
    await uiLogin(page, user.email, user.password);
    await expect(page).toHaveURL(/\/user\/farm-selector$/);
    await page.getByRole('button', { name: new RegExp(a.name) }).click();
    await expect(page).toHaveURL(/\/dashboard\/relatorios$/);
    // 'Minhas fazendas' in the farm switcher leads to the desk
    await page.getByRole('button', { name: 'Selecionar Fazenda' }).click();
    await page.getByRole('button', { name: /Minhas fazendas/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/painel$/);
    await expect(page.getByRole('heading', { name: 'Painel das fazendas' })).toBeVisible();
    const tabela = page.getByRole('region', { name: 'Tabela: Produção' });
    await expect(tabela.getByRole('button', { name: a.name })).toBeVisible();
    await expect(tabela.getByRole('button', { name: b.name })).toBeVisible();
    await expect(tabela.getByRole('row', { name: /Média do grupo/ })).toBeVisible();
    await expect(tabela.getByRole('row', { name: /Quartil superior/ })).toBeVisible();
    // only the user's two farms (and the three reference rows)
    await expect(tabela.locator('tbody tr')).toHaveCount(5);
    await shot(page, 'painel-usuario-producao-pc');

    // Sanidade (issue 39 item 7): a farm that records no health event has no figure ('—', never 0); a farm that
    // does not open Sanidade to the user shows it withheld
    await page.getByLabel('Indicadores').selectOption('sanidade');
    const san = page.getByRole('region', { name: 'Tabela: Sanidade' });
    await expect(san.getByRole('columnheader', { name: /Mastite clínica/ })).toBeVisible();
    const sanA = san.getByRole('row', { name: new RegExp(a.name) });
    await expect(sanA).toContainText('—');
    await expect(sanA).not.toContainText(/\b0(,0)?\b/);
    await expect(san.getByRole('row', { name: new RegExp(b.name) })).toContainText('Oculto: requer o módulo Sanidade');
    await expect(page.getByText('Sem registros sanitários, a fazenda fica sem dados')).toBeVisible();
    await shot(page, 'painel-usuario-sanidade-pc');

    await page.getByLabel('Indicadores').selectOption('financas');
    const fin = page.getByRole('region', { name: 'Tabela: Financeiro' });
    await expect(fin.getByRole('row', { name: new RegExp(a.name) })).toContainText('R$ 5.000,00');
    const linhaB = fin.getByRole('row', { name: new RegExp(b.name) });
    await expect(linhaB).toContainText('Oculto: requer o módulo Financeiro');
    await expect(linhaB).not.toContainText('R$ 0,00');
    // over time: an indicator of the chosen farms by month against the group's quartiles; B's money withheld
    const tempo = page.getByRole('region', { name: 'Ao longo do tempo' });
    await tempo.getByLabel('Indicador').selectOption('receitas');
    await expect(tempo).toContainText(`${b.name}: Oculto: requer o módulo Financeiro`);
    await expect(tempo.getByRole('checkbox', { name: a.name })).toBeChecked();
    await expect(tempo.getByRole('img', { name: /Receitas por mês/ })).toBeVisible();
    await tempo.scrollIntoViewIfNeeded();
    await shot(page, 'painel-usuario-tempo-pc');
    // …and year by year: the last five years, the farm against the group's quartiles of each year
    await tempo.getByLabel('Intervalo').selectOption('ano');
    await expect(tempo).toContainText('Últimos 5 anos das fazendas escolhidas');
    await tempo.getByLabel('Indicador').selectOption('litrosDia');
    await expect(tempo.getByRole('img', { name: /Leite \(L\/dia\) por ano/ })).toBeVisible();
    await expect(tempo.getByRole('checkbox', { name: b.name })).toBeChecked();
    await tempo.scrollIntoViewIfNeeded();
    await shot(page, 'painel-usuario-tempo-anos-pc');
    await page.evaluate(() => window.scrollTo(0, 0));
    await semViolacoes(page, 'painel (usuário, PC)');
    await shot(page, 'painel-usuario-financeiro-pc');

    // a phone: one card per farm, the farm's name first
    await page.setViewportSize({ width: 390, height: 844 });
    // the group chosen at the PC's width is still the one shown
    await expect(page.getByLabel('Indicadores')).toHaveValue('financas');
    const cartoes = page.getByRole('list').filter({ has: page.getByRole('button', { name: a.name }) });
    const cartaoB = cartoes.getByRole('listitem').filter({ hasText: b.name });
    await expect(cartaoB).toContainText('Oculto: requer o módulo Financeiro');
    await expect(cartaoB.getByRole('button').first()).toHaveText(b.name);
    await semViolacoes(page, 'painel (usuário, celular)');
    await shot(page, 'painel-usuario-financeiro-celular');
    await page.getByLabel('Indicadores').selectOption('sanidade');
    await expect(cartaoB).toContainText('Oculto: requer o módulo Sanidade');
    await semViolacoes(page, 'painel Sanidade (usuário, celular)');
    await shot(page, 'painel-usuario-sanidade-celular');
    await page.getByLabel('Indicadores').selectOption('financas');
    const tempoCel = page.getByRole('region', { name: 'Ao longo do tempo' });
    await tempoCel.getByLabel('Intervalo').selectOption('ano');
    await expect(tempoCel.getByRole('img', { name: /por ano/ })).toBeVisible();
    await tempoCel.scrollIntoViewIfNeeded();
    await shot(page, 'painel-usuario-tempo-anos-celular');
    await page.evaluate(() => window.scrollTo(0, 0));

    // a farm's name opens it: it becomes the active farm
    await cartoes.getByRole('button', { name: b.name }).click();
    await expect(page.getByText('Fazenda alterada com sucesso!', { exact: false })).toBeVisible();
    await expect(page).not.toHaveURL(/\/dashboard\/painel$/);
    // (on a phone the header names the active farm under the brand)
    await expect(page.getByRole('banner')).toContainText(b.name);
  });

  // Issue 38 item 6: the desk is in the menus of whoever may open it (sidebar, phone menu), not only behind the farm
  // switcher; on a phone each farm to draw over time is a row of at least 44 px to tap.
  // …and then, on the same page, an administrator's 'Todas as fazendas' mode.
  test('the desk is in the sidebar and the phone menu of a user of two farms, not of a user of one; the administrator', async ({
    request,
  }) => {
    const grupo = await groupId(request, 'Administradores');
    const umaSo = await createUser(request, { farmIds: [a.id], groupIds: [grupo] });
    // the first test's person, left at a phone's width, signs out at a PC's
    await page.setViewportSize({ width: 1366, height: 768 });
    await trocarDePessoa(page, umaSo.email, umaSo.password);
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Painel das fazendas' })).toHaveCount(0);

    const duas = await createUser(request, { farmIds: [a.id, b.id], groupIds: [grupo] });
    await trocarDePessoa(page, duas.email, duas.password);
    await page.getByRole('button', { name: new RegExp(a.name) }).click();
    await expect(page).toHaveURL(/\/dashboard\/relatorios$/);
    const lateral = page.getByRole('navigation', { name: 'Navegação principal' });
    await shot(page, 'painel-no-menu-lateral-pc');
    await lateral.getByRole('link', { name: 'Painel das fazendas' }).click();
    await expect(page.getByRole('heading', { name: 'Painel das fazendas' })).toBeVisible();
    await expect(lateral.getByRole('link', { name: 'Painel das fazendas' })).toHaveAttribute('aria-current', 'page');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Relatórios' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/relatorios$/);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await shot(page, 'painel-no-menu-celular');
    await menu.getByRole('link', { name: 'Painel das fazendas' }).click();
    await expect(page.getByRole('heading', { name: 'Painel das fazendas' })).toBeVisible();

    // each farm over time: a row at least 44 px tall and as wide as the screen; a tap at its far end ticks it
    const tempo = page.getByRole('region', { name: 'Ao longo do tempo' });
    const caixa = tempo.getByRole('checkbox', { name: b.name });
    await expect(caixa).toBeChecked();
    const linha = tempo.locator('label').filter({ has: page.getByRole('checkbox', { name: b.name }) });
    const alvo = await linha.boundingBox();
    expect(alvo?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(alvo?.width ?? 0).toBeGreaterThanOrEqual(300);
    await linha.click({ position: { x: (alvo?.width ?? 0) - 4, y: (alvo?.height ?? 0) / 2 } });
    await expect(caixa).not.toBeChecked();
    await tempo.getByRole('group', { name: 'Fazendas' }).scrollIntoViewIfNeeded();
    await shot(page, 'painel-fazendas-celular');

    await test.step("an administrator's 'Todas as fazendas' mode opens the desk, PC and phone", async () => {
      // signed out through the phone's ☰ menu; the administrator signs in at a PC's width
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sair' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.setViewportSize({ width: 1366, height: 768 });
      await entrarPeloFormulario(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page).toHaveURL(/\/admin\/farm-selector$/);
      await page.getByRole('button', { name: 'Visualizar Todas as Fazendas' }).click();
      await expect(page.getByText('Modo administrador ativado: visualizando todas as fazendas.')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/painel$/);
      const tabela = page.getByRole('region', { name: 'Tabela: Produção' });
      await expect(tabela.getByRole('button', { name: a.name })).toBeVisible();
      await expect(tabela.getByRole('button', { name: b.name })).toBeVisible();
      await page.getByLabel('Indicadores').selectOption('financas');
      // the administrator reads every module of every farm: no figure withheld
      await expect(page.getByText('Oculto: requer o módulo Financeiro')).toHaveCount(0);
      await page.getByLabel('Indicadores').selectOption('producao');
      await page.getByLabel('Ordenar por').selectOption('litrosDia');
      await page.getByLabel('Ordem').selectOption('desc');
      await semViolacoes(page, 'painel (administrador, PC)');
      await shot(page, 'painel-admin-pc');
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('button', { name: a.name }).last()).toBeVisible();
      await shot(page, 'painel-admin-celular');
    });
  });
});
