/**
 * A PC whose browser is in English: the one Financeiro test that needs a browser of its own, with a locale other than
 * pt-BR (the component tests' page keeps its pt-BR for good: the DevTools protocol refuses a second locale
 * override). The rest of Financeiro — payables, the hub's cash flow, the long list paged on the server, receivables,
 * every screen at both sizes, cadastros, dates after the farm's today — is
 * src/web/features/financeiro/financeiro.browser.test.tsx, on the real server in a component test.
 */
import { entrarNaFazendaModelo, expect, shot, test, unique } from './support/fixtures.ts';

test.describe('a PC whose browser is in English', () => {
  test.use({ locale: 'en-US' });

  test('dates are typed and shown dd/mm/aaaa; money refuses a third decimal and words', async ({ page }) => {
    const farmId = await entrarNaFazendaModelo(page);
    const fornecedor = unique('Agro');
    const categoria = unique('Sal');
    await page.request.post(`/api/farms/${farmId}/fornecedores`, { data: { nome: fornecedor } });
    await page.request.post(`/api/farms/${farmId}/categorias`, { data: { nome: categoria, tipo: 'Despesa' } });
    const descricao = unique('Sal mineral');
    await page.goto('/dashboard/financeiro/contas-pagar');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    const dialog = page.getByRole('dialog');

    // the digits become 05/03/2026: the 5th of March, whatever the browser's language
    const vencimento = dialog.getByLabel('Data de vencimento');
    await vencimento.pressSequentially('05032026');
    await expect(vencimento).toHaveValue('05/03/2026');
    await expect(dialog.getByRole('button', { name: 'Abrir calendário: Data de vencimento' })).toBeVisible();

    const valor = dialog.getByLabel('Valor');
    await valor.fill('abc');
    await expect(dialog.getByText('Informe um valor numérico.')).toBeVisible();
    await valor.fill('12,345');
    await valor.blur();
    await expect(dialog.getByText('Use no máximo duas casas decimais.')).toBeVisible();
    await expect(valor).toHaveValue('12,345'); // not rounded away
    await dialog.getByLabel('Fornecedor').selectOption(fornecedor);
    await dialog.getByLabel('Descrição').fill(descricao);
    await dialog.getByLabel('Categoria').selectOption(categoria);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeVisible(); // nothing sent
    await shot(page, 'data-e-valor-em-ingles');

    await valor.fill('12,34');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Conta a pagar adicionada com sucesso!')).toBeVisible();
    const linha = page.getByRole('row', { name: new RegExp(descricao) });
    await expect(linha).toContainText('05/03/2026');
    await expect(linha).toContainText('R$ 12,34');
    const busca = encodeURIComponent(descricao);
    const contas = (await (await page.request.get(`/api/farms/${farmId}/contas-pagar?q=${busca}`)).json()) as {
      itens: { descricao: string; data_vencimento: string; valor: number }[];
    };
    expect(contas.itens.find((c) => c.descricao === descricao)).toMatchObject({
      data_vencimento: '2026-03-05',
      valor: 1234,
    });
  });
});
