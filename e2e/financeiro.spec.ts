import type { APIRequestContext, Page } from '@playwright/test';
import {
  dia,
  entrarNaFazendaModelo,
  esperarAnimacoes,
  expect,
  fecharCompartilhadas,
  paginaCompartilhada,
  shot,
  test,
  unique,
} from './support/fixtures.ts';
import { abrir, semServiceWorker } from './support/navegacao.ts';
import { importarLinhas } from './support/registros.ts';

async function menu(page: Page, descricao: string, acao: string) {
  await page.getByRole('button', { name: `Ações para ${descricao}` }).click();
  await page.getByRole('menuitem', { name: acao }).click();
}

async function criar(request: APIRequestContext, caminho: string, data: object) {
  const res = await request.post(caminho, { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json() as Promise<{ id: string }>;
}

// Most tests share one signed-in page on the seeded farm (the app loaded once, then moved inside as a tap on a link
// does: `abrir`), in the order of the file. What they arrange through the API is made before that page loads the
// app (beforeAll): a screen's read kept fresh in the app's memory (30 s) would not show a row added behind its back.
// A failed test ends its worker; the next one arranges again and opens a new page. The tests that hold a read back
// (page.route) or need another browser language have a page of their own.
let page: Page;
let farmId: string;
const dados = {
  pagar: { fornecedor: unique('Agro'), categoria: unique('Ração'), descricao: unique('Ração concentrada') },
  lista: { categoria: unique('Paginada'), marca: Date.now().toString(36) },
  telas: { sal: `Sal mineral ${Date.now().toString(36)}` },
  cadastros: { categoria: unique('Sal mineral') },
  futuro: { descricao: unique('Adubo de cobertura'), categoria: unique('Insumos'), contaId: '' },
};
test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
  farmId = await entrarNaFazendaModelo(page);
  const api = (caminho: string, data: object) => criar(page.request, `/api/farms/${farmId}/${caminho}`, data);
  await api('fornecedores', { nome: dados.pagar.fornecedor });
  for (const categoria of [dados.pagar, dados.lista, dados.cadastros, dados.futuro].map((d) => d.categoria))
    await api('categorias', { nome: categoria, tipo: 'Despesa' });
  // the hub's cash flow: this month's income
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await api('receitas', {
    data: hoje,
    descricao: unique('Leite'),
    categoria: 'Venda',
    valor: 500_000,
    forma_recebimento: 'PIX',
  });
  // a long list: 55 expenses of R$ 1,00 of one category, in one request (as a file imported)
  const diesel = Array.from({ length: 55 }, (_, i) => {
    const d = String((i % 28) + 1).padStart(2, '0');
    // the run's mark in the description: a file's rows are matched by date, description and value, and a second
    // beforeAll (after a failed test) or another run on the same server must add its own rows, not update these
    return [`${d}/01/2024`, `Óleo diesel ${i} ${dados.lista.marca}`, dados.lista.categoria, '1,00', 'PIX'];
  });
  await importarLinhas(
    page.request,
    farmId,
    'despesas',
    ['Data', 'Descrição', 'Categoria', 'Valor', 'Forma de pagamento'],
    diesel,
  );
  // every screen with its data
  await api('contas-pagar', {
    data_vencimento: '2024-05-02',
    fornecedor: 'Cooperativa Agro',
    descricao: dados.telas.sal,
    categoria: 'Insumos',
    valor: 45_990,
  });
  await api('despesas', {
    data: '2025-01-15',
    descricao: 'Energia elétrica',
    categoria: 'Energia',
    valor: 82_300,
    forma_pagamento: 'Boleto',
  });
  // a due date may be in the future; a payment may not
  const conta = await api('contas-pagar', {
    data_vencimento: dia(20),
    fornecedor: 'Cooperativa',
    descricao: dados.futuro.descricao,
    categoria: 'Insumos',
    valor: 80_000,
  });
  dados.futuro.contaId = conta.id;
});
fecharCompartilhadas(() => [page]);

test('payable: add, search, baixa with bank account, estorno, delete with wrong and right password', async () => {
  const { fornecedor, categoria, descricao } = dados.pagar;
  await abrir(page, '/dashboard/financeiro');
  await page.getByRole('link', { name: /Contas a Pagar/ }).click();
  await expect(page.getByRole('heading', { name: 'Contas a Pagar', level: 1 })).toBeVisible();

  // Add: every empty field says 'Campo obrigatório'.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Campo obrigatório').first()).toBeVisible();
  await dialog.getByLabel('Data de vencimento').fill('2024-01-10');
  await dialog.getByLabel('Valor').fill('1.234,56');
  await dialog.getByLabel('Fornecedor').selectOption(fornecedor);
  await dialog.getByLabel('Descrição').fill(descricao);
  await dialog.getByLabel('Categoria').selectOption(categoria);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Conta a pagar adicionada com sucesso!')).toBeVisible();

  const linha = page.getByRole('row', { name: new RegExp(descricao) });
  await expect(linha).toContainText('R$ 1.234,56');
  await expect(linha).toContainText('Pendente');
  await expect(linha).toContainText('Vencida');
  await expect(linha).toContainText(fornecedor);

  // Search.
  const busca = page.getByPlaceholder('Buscar...');
  await busca.fill(descricao.toUpperCase());
  await expect(linha).toBeVisible();
  await busca.fill('nada-com-isso-xyz');
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
  await busca.fill('');

  // Baixa: the bank account is required.
  await menu(page, descricao, 'Baixar Conta');
  const baixa = page.getByRole('dialog', { name: 'Baixar Conta' });
  await baixa.getByRole('button', { name: 'Confirmar baixa' }).click();
  await expect(baixa.getByText('Por favor, selecione uma conta bancária')).toBeVisible();
  await baixa.getByLabel('Conta bancária').selectOption('Sicoob - Conta Corrente');
  await baixa.getByRole('button', { name: 'Confirmar baixa' }).click();
  // The tests' app waits 2 minutes for an answer (TEMPOS_DE_TESTE, fixtures.ts), so a loaded machine still gets the toast.
  await expect(page.getByText('Conta baixada com sucesso!')).toBeVisible();
  await expect(linha).toContainText('Pago');
  await expect(linha).toContainText('Sicoob - Conta Corrente');
  await expect(linha).not.toContainText('Vencida');

  // Estorno.
  await menu(page, descricao, 'Estornar Conta');
  await page.getByRole('dialog', { name: 'Estornar Conta' }).getByRole('button', { name: 'Estornar' }).click();
  await expect(page.getByText('Conta estornada com sucesso!')).toBeVisible();
  await expect(linha).toContainText('Pendente');
  await expect(linha).not.toContainText('Sicoob');

  // Delete: wrong password keeps the row, the right one removes it.
  await menu(page, descricao, 'Excluir');
  const excluir = page.getByRole('dialog', { name: 'Confirmar exclusão' });
  await excluir.getByLabel('Senha').fill('senha-errada');
  await excluir.getByRole('button', { name: 'Excluir' }).click();
  await expect(excluir.getByText('Senha incorreta. Tente novamente.')).toBeVisible();
  await excluir.getByLabel('Senha').fill('admin-e2e-123');
  await excluir.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Conta a pagar excluída com sucesso!')).toBeVisible();
  await expect(linha).toHaveCount(0);

  // Voltar goes back to the finance hub.
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/financeiro$/);
});

// The supplier field waiting for its registry (disabled, 'Carregando...', no free text): CampoCadastro's component
// test, src/web/features/financeiro/campo-cadastro.browser.test.tsx.

test('the old address of the bills leads to the payables', async () => {
  // a bookmark: the address loaded
  await page.goto('/dashboard/financeiro/contas');
  await expect(page).toHaveURL(/\/dashboard\/financeiro\/contas-pagar$/);
  await expect(page.getByRole('heading', { name: 'Contas a Pagar', level: 1 })).toBeVisible();
});

test('hub shows the monthly cash-flow chart with this month’s income', async () => {
  await abrir(page, '/dashboard/financeiro');
  for (const card of ['Contas a Pagar', 'Contas a Receber', 'Receitas', 'Despesas', 'Cadastros']) {
    await expect(page.getByRole('link', { name: new RegExp(card) })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Fluxo de caixa mensal' })).toBeVisible();
  const grafico = page.getByRole('img', { name: /fluxo de caixa mensal/ });
  await expect(grafico).toBeVisible();
  const box = await grafico.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(200);
  await expect(page.getByText('Entradas (12 meses)')).toBeVisible();
});

test('a long list comes a page at a time, searched on the server, with the totals of all of it', async () => {
  const { categoria } = dados.lista;
  await abrir(page, '/dashboard/financeiro/despesas');
  await page.getByLabel('Categoria').selectOption(categoria);
  const totais = page.getByRole('region', { name: 'Totais' });
  await expect(totais).toContainText('55');
  await expect(totais).toContainText('R$ 55,00');
  const linhas = page.locator('tbody tr');
  await expect(linhas).toHaveCount(50);
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2')).toBeVisible();
  await expect(linhas).toHaveCount(5);
  // The search goes to the server, accents and case aside, and starts again at page 1.
  await page.getByPlaceholder('Buscar...').fill('OLEO DIESEL 42');
  await expect(linhas).toHaveCount(1);
  await expect(linhas.first()).toContainText('Óleo diesel 42');
  await expect(totais).toContainText('R$ 1,00');
});

test('receivable: add and receive; status registry screen', async () => {
  const descricao = unique('Leite de março');
  await abrir(page, '/dashboard/financeiro/contas-receber');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Data de vencimento').fill('2999-12-31');
  await dialog.getByLabel('Valor').fill('15000');
  await dialog.getByLabel('Cliente').fill('Laticínio Serra Azul');
  await dialog.getByLabel('Descrição').fill(descricao);
  await dialog.getByLabel('Categoria').fill('Venda de leite');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Conta a receber adicionada com sucesso!')).toBeVisible();
  const linha = page.getByRole('row', { name: new RegExp(descricao) });
  await expect(linha).toContainText('R$ 15.000,00');
  await menu(page, descricao, 'Baixar Conta');
  const baixa = page.getByRole('dialog', { name: 'Baixar Conta' });
  await baixa.getByLabel('Conta bancária').selectOption('Banco do Brasil - Conta Corrente');
  await baixa.getByRole('button', { name: 'Confirmar baixa' }).click();
  await expect(linha).toContainText('Recebido');

  await abrir(page, '/dashboard/financeiro/cadastros/status');
  await expect(page.getByRole('heading', { name: 'Status', level: 1 })).toBeVisible();
  await expect(page.getByText('Status para controle de situação das contas')).toBeVisible();
  await expect(page.getByText('Lista de todos os status do sistema financeiro')).toBeVisible();
  await expect(page.getByRole('row', { name: /Pendente/ })).toContainText('Laranja');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/financeiro\/cadastros$/);
});

test('every finance screen at phone and desktop sizes shows its title and its data', async () => {
  test.setTimeout(120_000);
  // A name of this run's own, so a retry does not find two rows.
  const { sal } = dados.telas;
  const telas = [
    ['hub', '/dashboard/financeiro'],
    ['contas-pagar', '/dashboard/financeiro/contas-pagar'],
    ['contas-receber', '/dashboard/financeiro/contas-receber'],
    ['receitas', '/dashboard/financeiro/receitas'],
    ['despesas', '/dashboard/financeiro/despesas'],
    ['cadastros', '/dashboard/financeiro/cadastros'],
    ['fornecedores', '/dashboard/financeiro/cadastros/fornecedores'],
    ['categorias', '/dashboard/financeiro/cadastros/categorias'],
    ['status', '/dashboard/financeiro/cadastros/status'],
  ];
  // One load; the screens and the sizes change inside the app, as a tap and a turned tablet do.
  for (const [w, h] of [
    [390, 844],
    [1366, 768],
  ]) {
    await page.setViewportSize({ width: w, height: h });
    for (const [nome, url] of telas) {
      await abrir(page, url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (nome === 'hub') await expect(page.getByRole('img', { name: /fluxo de caixa mensal/ })).toBeVisible();
      if (nome === 'contas-pagar') await expect(page.getByText(sal).filter({ visible: true }).first()).toBeVisible();
      if (nome === 'despesas')
        await expect(page.getByText('Energia elétrica').filter({ visible: true }).first()).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      if (process.env.SHOTS) await esperarAnimacoes(page);
      await shot(page, `finance-${nome}-${w}`);
    }
    await abrir(page, '/dashboard/financeiro/contas-pagar');
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await shot(page, `finance-form-pagar-${w}`);
    await page.keyboard.press('Escape');
    await menu(page, sal, 'Baixar Conta');
    await expect(page.getByRole('dialog', { name: 'Baixar Conta' })).toBeVisible();
    await shot(page, `finance-baixa-${w}`);
    await page.keyboard.press('Escape');
  }
});

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

test('cadastros: a supplier is added, opened with its own values, edited and deleted; a category keeps its type through an edit', async () => {
  const nome = unique('Agropecuária Serra');
  await abrir(page, '/dashboard/financeiro/cadastros/fornecedores');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const novo = page.getByRole('dialog', { name: 'Adicionar fornecedor' });
  await novo.getByLabel('Nome').fill(nome);
  await novo.getByLabel('Telefone').fill('(35) 3333-0000');
  await novo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Fornecedor adicionado com sucesso!')).toBeVisible();

  await menu(page, nome, 'Editar');
  const edicao = page.getByRole('dialog', { name: 'Editar fornecedor' });
  await expect(edicao.getByLabel('Nome')).toHaveValue(nome);
  await expect(edicao.getByLabel('Telefone')).toHaveValue('(35) 3333-0000');
  await edicao.getByLabel('Telefone').fill('(35) 99999-1111');
  await edicao.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Fornecedor atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(nome) })).toContainText('(35) 99999-1111');

  await menu(page, nome, 'Excluir');
  await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Fornecedor excluído com sucesso!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(nome) })).toHaveCount(0);

  const { categoria } = dados.cadastros;
  await abrir(page, '/dashboard/financeiro/cadastros/categorias');
  await menu(page, categoria, 'Editar');
  const cat = page.getByRole('dialog', { name: 'Editar categoria' });
  await expect(cat.getByLabel('Tipo')).toHaveValue('Despesa');
  await cat.getByLabel('Descrição').fill('Para o cocho');
  await cat.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Categoria atualizada com sucesso!')).toBeVisible();
  const linha = page.getByRole('row', { name: new RegExp(categoria) });
  await expect(linha).toContainText('Despesa');
  await expect(linha).toContainText('Para o cocho');
});

test("a baixa or an expense dated after the farm's today is refused, and money too large is said in reais", async () => {
  const { descricao, categoria, contaId: id } = dados.futuro;
  await abrir(page, '/dashboard/financeiro/contas-pagar');
  // the search has answered before the row menu opens (a list that changes under it closes it)
  const buscou = page.waitForResponse((r) => r.url().includes('/contas-pagar?') && r.url().includes('q='));
  await page.getByPlaceholder('Buscar...').fill(descricao);
  await buscou;
  await expect(page.locator('tbody tr')).toHaveCount(1);
  const linha = page.getByRole('row', { name: new RegExp(descricao) });
  await expect(linha).toContainText('Pendente');
  await menu(page, descricao, 'Baixar Conta');
  const baixa = page.getByRole('dialog', { name: 'Baixar Conta' });
  await baixa.getByLabel('Conta bancária').selectOption('Sicoob - Conta Corrente');
  await baixa.getByLabel('Data da baixa').fill(dia(1));
  await baixa.getByRole('button', { name: 'Confirmar baixa' }).click();
  await expect(baixa.getByText('A data não pode ser posterior a hoje.')).toBeVisible();
  await expect(baixa.getByLabel('Data da baixa')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'financeiro-baixa-futura');
  await baixa.getByRole('button', { name: 'Cancelar' }).click();
  await expect(linha).toContainText('Pendente');
  // the server says the same to a client that skips the form (an old app, an offline replay, a script)
  const direto = await page.request.post(`/api/farms/${farmId}/contas-pagar/${id}/baixa`, {
    data: { conta_bancaria: 'Sicoob - Conta Corrente', data_baixa: dia(5) },
  });
  expect(direto.status()).toBe(400);
  expect((await direto.json()).error.fields).toEqual({ data_baixa: 'A data não pode ser posterior a hoje.' });

  const despesa = unique('Calcário');
  await abrir(page, '/dashboard/financeiro/despesas');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Valor').fill('1.000.000.000.000,00');
  await dialog.getByLabel('Descrição').fill(despesa);
  await dialog.getByLabel('Categoria').selectOption(categoria);
  await dialog.getByLabel('Forma de pagamento').selectOption('PIX');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Valor alto demais: o máximo é R$ 100.000.000.000,00.')).toBeVisible();
  await expect(dialog.getByText(/centavos/)).toHaveCount(0);
  await shot(page, 'financeiro-valor-alto');

  await dialog.getByLabel('Valor').fill('1.250,00');
  await dialog.getByLabel('Data').fill(dia(1));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('A data não pode ser posterior a hoje.')).toBeVisible();
  await dialog.getByLabel('Data').fill(dia(0));
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Despesa adicionada com sucesso!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(despesa) })).toContainText('R$ 1.250,00');
});
