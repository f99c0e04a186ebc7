import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, fecharCompartilhadas, paginaCompartilhada, shot, test } from './support/fixtures.ts';
import { fazendaComApi, slugDaFazenda } from './support/modulos.ts';
import { abrir, semServiceWorker } from './support/navegacao.ts';

// The three tests share one signed-in page on one farm of their own (the app loaded once; each test opens Relatórios
// with `abrir`, which loads the app only on a new page). Their records are made before the page loads the app
// (beforeAll): a read kept fresh in the app's memory would not show a row added behind its back. They do not meet:
// the expenses of March 2025 (test 1), the milk samples (test 2), a cow's milkings and the milk income (test 3).
let page: Page;
let slug: string;
test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
  const { farm, post } = await fazendaComApi(page, 'Fazenda Relatórios');
  // the farm's name in every file (issue 38 item 8): 'Fazenda Relatórios x1' → 'fazenda-relatorios-x1'
  slug = slugDaFazenda(farm.name);
  // test 1: two expenses of March 2025, one a formula a spreadsheet would run
  await post('/categorias', { nome: 'Energia', tipo: 'Despesa' });
  for (const [data, descricao, valor] of [
    ['2025-03-05', 'Conta de luz', 45_000],
    ['2025-03-28', '=SOMA(1;2)', 5_000],
  ] as const)
    await post('/despesas', { data, descricao, categoria: 'Energia', valor, forma_pagamento: 'Boleto' });
  // test 2: samples in March and May 2025, none in April
  for (const [data, amostra, gordura, ccs] of [
    ['2025-03-03', 'A1', 3.5, 300],
    ['2025-05-10', 'A2', 4, 200],
  ] as const)
    await post('/qualidade', { data, amostra, gordura, proteina: 3.2, ccs, cbt: 10_000 });
  // test 3: 3 mornings of 20 L in March 2025 (60 L, none discarded) and R$ 120,00 of milk income: R$ 2,00 a litre
  const { id: animalId } = await post('/animais', {
    identificacao: 'LD-1',
    categoria: 'Vaca Leiteira',
    sexo: 'F',
    dataNascimento: '2020-01-01',
  });
  await post('/reproducao', { data: '2025-01-10', animalId, evento: 'Parto' });
  for (const data of ['2025-03-03', '2025-03-04', '2025-03-05'])
    await post('/producao', { data, animalId, ordenha: 'Manhã', producao: 20 });
  await post('/categorias', { nome: 'Leite', tipo: 'Receita', grupoCusto: 'leite' });
  await post('/receitas', {
    data: '2025-03-31',
    descricao: 'Laticínio',
    categoria: 'Leite',
    valor: 12_000,
    forma_recebimento: 'PIX',
  });
});
fecharCompartilhadas(() => [page]);

test('reports: asks for what is missing, generates from the farm’s data, exports CSV and Excel, prints', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await abrir(page, '/dashboard/relatorios');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  await expect(page.getByText('Gere um relatório primeiro antes de exportar.')).toBeVisible();
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByText('Gere um relatório primeiro antes de imprimir.')).toBeVisible();
  await page.getByRole('button', { name: 'Gerar Relatório' }).click();
  await expect(page.getByText('Por favor, selecione o tipo de relatório e a categoria.').first()).toBeVisible();

  await page.getByLabel('Tipo de relatório').selectOption('mensal');
  await page.getByLabel('Categoria').selectOption('despesas');
  await page.getByLabel('Mês', { exact: true }).selectOption('3');
  await page.getByLabel('Ano').selectOption('2025');
  await page.getByRole('button', { name: 'Gerar Relatório' }).click();
  await expect(page.getByText('Relatório de despesas gerado com sucesso!')).toBeVisible();
  const relatorio = page.getByRole('region', { name: 'Relatório gerado' });
  await expect(relatorio.getByRole('heading', { name: 'Relatório mensal — Despesas' })).toBeVisible();
  await expect(relatorio).toContainText('março de 2025');
  await expect(relatorio.locator('tbody tr')).toHaveCount(2);
  await expect(relatorio.locator('tfoot')).toContainText('R$ 500,00');
  await shot(page, 'relatorio-despesas');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`relatorio-despesas-${slug}-2025-03.csv`);
  const texto = readFileSync(await csv.path(), 'utf8');
  expect(texto).toContain(`28/03/2025;"'=SOMA(1;2)"`);
  expect(texto).toContain('Total;;;;500,00');
  await expect(page.getByText('Relatório exportado em CSV com sucesso!')).toBeVisible();

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe(`relatorio-despesas-${slug}-2025-03.xlsx`);
  expect(
    readFileSync(await xlsx.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(`relatorio-despesas-${slug}-2025-03.pdf`);
  expect(
    readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(page.getByText('Relatório exportado em PDF com sucesso!')).toBeVisible();

  // The print view is the report alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: 'Configuração' })).toBeHidden();
  await expect(relatorio).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Where a person would rather look than read, a chart: the cash flow of the year.
  await page.getByLabel('Tipo de relatório').selectOption('anual');
  await page.getByLabel('Categoria').selectOption('fluxo-caixa');
  await page.getByLabel('Ano').selectOption('2025');
  await page.getByRole('button', { name: 'Gerar Relatório' }).click();
  await expect(relatorio.getByRole('heading', { name: 'Relatório anual — Fluxo de caixa' })).toBeVisible();
  await expect(relatorio.getByRole('img', { name: /Entradas e saídas/ })).toBeVisible();
  await expect(relatorio.locator('tbody tr')).toHaveCount(12);
  await shot(page, 'relatorio-fluxo');

  // On a phone the configuration and the table fit; the table scrolls inside its card. A window narrowed past the
  // phone's width (a tablet turned) keeps the report generated and what the form says.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Gerar Relatório' })).toBeVisible();
  await expect(page.getByLabel('Categoria')).toHaveValue('fluxo-caixa');
  await expect(relatorio.getByRole('heading', { name: 'Relatório anual — Fluxo de caixa' })).toBeVisible();
  await expect(relatorio.locator('tbody tr')).toHaveCount(12);
  // read once the phone's layout is drawn: right after the resize the PC's table was still there (1285 px, seen once)
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'relatorios-celular');
});

test('reports: a period without a sample says so, a month without one reads —, never fat 0,00 %', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await abrir(page, '/dashboard/relatorios');
  const relatorio = page.getByRole('region', { name: 'Relatório gerado' });
  await page.getByLabel('Tipo de relatório').selectOption('diario');
  await page.getByLabel('Categoria').selectOption('qualidade');
  await page.getByLabel('Data').fill('04/03/2025');
  await page.getByRole('button', { name: 'Gerar Relatório' }).click();
  await expect(relatorio.getByRole('heading', { name: 'Relatório diário — Qualidade do leite' })).toBeVisible();
  await expect(relatorio.getByText('Nenhum registro no período.')).toBeVisible();
  await expect(relatorio.locator('tfoot')).toHaveCount(0);
  await expect(relatorio).not.toContainText('0 linhas');

  // A year: each month's mean; April had no sample and says so, and the totals are the means of March and May.
  await page.getByLabel('Tipo de relatório').selectOption('anual');
  await page.getByLabel('Ano').selectOption('2025');
  await page.getByRole('button', { name: 'Gerar Relatório' }).click();
  await expect(relatorio.getByRole('heading', { name: 'Relatório anual — Qualidade do leite' })).toBeVisible();
  await expect(relatorio.locator('tbody tr')).toHaveCount(12);
  const abril = relatorio.locator('tbody tr').filter({ hasText: '04/2025' });
  await expect(abril.locator('td')).toHaveText(['04/2025', '—', '—', '—', '—', '—']);
  await expect(relatorio.locator('tbody tr').filter({ hasText: '03/2025' }).locator('td')).toHaveText([
    '03/2025',
    '1',
    '3,50%',
    '3,20%',
    '300',
    '10.000',
  ]);
  await expect(relatorio.locator('tfoot td')).toHaveText(['Total', '2', '3,75%', '3,20%', '250', '10.000']);
  await expect(relatorio).not.toContainText('0,00%');
  await expect(relatorio.getByText('12 linhas')).toBeVisible();
  await shot(page, 'relatorio-qualidade-anual');
});

test("reports: 'Leite descartado' gives produced, discarded and delivered litres and the price on delivered litres", async () => {
  await abrir(page, '/dashboard/relatorios');
  // (the previous test's report may still be on the screen: 'Mês' is the field, not its chart's 'CCS média por mês')
  // the same report at each size: the layout changes under it, as a window narrowed or a tablet turned
  for (const [width, height, nome] of [
    [1366, 768, 'relatorio-leite-descartado-pc'],
    [390, 844, 'relatorio-leite-descartado-celular'],
  ] as const) {
    await page.setViewportSize({ width, height });
    const relatorio = page.getByRole('region', { name: 'Relatório gerado' });
    await page.getByLabel('Tipo de relatório').selectOption('mensal');
    await page.getByLabel('Categoria').selectOption('leite-descartado');
    await page.getByLabel('Mês', { exact: true }).selectOption('3');
    await page.getByLabel('Ano').selectOption('2025');
    await page.getByRole('button', { name: 'Gerar Relatório' }).click();
    await expect(relatorio.getByRole('heading', { name: 'Relatório mensal — Leite descartado' })).toBeVisible();
    await expect(
      relatorio.getByText('Preço do leite: R$ 2,0000/L (receita de leite ÷ litros entregues, mar/2025).'),
    ).toBeVisible();
    await expect(relatorio.getByText('3 linhas')).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await relatorio.getByText('Preço do leite').scrollIntoViewIfNeeded();
    await shot(page, nome);
  }
});
