import { entrarNaFazendaModelo, expect, semViolacoes, shot, test, unique } from './support/fixtures.ts';

test('receitas: import a CSV with one bad row (error table, nothing written), fix it, import, then export', async ({
  page,
}) => {
  await entrarNaFazendaModelo(page);
  const desc = unique('Venda de novilha');
  const ruim = `Data;Descrição;Categoria;Valor;Forma de recebimento\r\n05/03/2025;${desc};Venda de animais;1.500,00;PIX\r\n31/02/2025;${desc} 2;Venda de animais;abc;PIX\r\n`;

  await page.goto('/dashboard/financeiro/receitas');
  await expect(page.getByRole('heading', { name: 'Receitas', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  await shot(page, 'csv-toolbar-desktop');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: /Importar CSV/ });
  // the file button speaks Portuguese whatever the browser's language
  await expect(dialog.getByText('Escolher arquivo')).toBeVisible();
  await expect(dialog.getByText('Nenhum arquivo escolhido')).toBeVisible();
  await dialog
    .getByLabel('Arquivo CSV')
    .setInputFiles({ name: 'receitas.csv', mimeType: 'text/csv', buffer: Buffer.from(ruim, 'latin1') });
  await expect(dialog.getByText('receitas.csv')).toBeVisible();
  const erros = dialog.getByRole('region', { name: 'Erros da importação' });
  await expect(erros).toBeVisible();
  await expect(erros.getByRole('row', { name: /3 Data 31\/02\/2025 Data inválida/ })).toBeVisible();
  await expect(erros.getByRole('row', { name: /3 Valor abc/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
  await shot(page, 'csv-import-errors-desktop');
  await semViolacoes(page, 'importar CSV com erros');

  // fixed: the preview counts, then the import
  const bom = ruim.replace('31/02/2025', '28/02/2025').replace(';abc;', ';200,5;');
  await dialog
    .getByLabel('Arquivo CSV')
    .setInputFiles({ name: 'receitas.csv', mimeType: 'text/csv', buffer: Buffer.from(bom, 'latin1') });
  await expect(dialog.getByText('Confira os números e clique em Importar.')).toBeVisible();
  await expect(dialog.getByText('Novas').locator('..')).toContainText('2');
  await shot(page, 'csv-import-preview-desktop');
  await semViolacoes(page, 'importar CSV, prévia');
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('Receitas: 2 novos, 0 atualizados, 0 sem alteração.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${desc} 2`) })).toContainText('R$ 200,50');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const arquivo = await download;
  expect(arquivo.suggestedFilename()).toMatch(/^receitas-\d{4}-\d{2}-\d{2}\.csv$/);
  const conteudo = (await arquivo.createReadStream()) as NodeJS.ReadableStream;
  let texto = '';
  for await (const c of conteudo) texto += c.toString();
  expect(texto).toContain(`05/03/2025;${desc};Venda de animais;1500,00;PIX;`);
  await expect(page.getByText('Arquivo exportado.')).toBeVisible();
});

test('phone: the toolbar and the import dialog fit 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await entrarNaFazendaModelo(page);
  await page.goto('/dashboard/apontamentos');
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  await page.getByRole('button', { name: 'Exportar CSV' }).scrollIntoViewIfNeeded();
  await shot(page, 'csv-toolbar-phone');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: /Importar CSV/ });
  await dialog.getByLabel('Arquivo CSV').setInputFiles({
    name: 'p.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Data;Animal;Ordenha;Produção (L)\n01/03/2025;nao-existe;Manhã;10\n'),
  });
  await expect(dialog.getByText(/Animal não encontrado nesta fazenda: nao-existe/)).toBeVisible();
  await shot(page, 'csv-import-errors-phone');
});
