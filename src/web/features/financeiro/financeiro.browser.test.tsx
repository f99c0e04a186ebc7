/**
 * Financeiro as a person uses it, on the real server (test/app.tsx `servidorReal`, in-process on a libSQL file) with
 * the seeded 'Fazenda Modelo': a payable added, searched, paid from a bank account, reversed and deleted with the
 * password; the bills' old address; the hub's cash-flow chart; a long list paged and searched on the server with the
 * totals of all of it; a receivable added and received, the status registry; every finance screen with its data at a
 * phone's and a PC's size, the add form and the baixa open; suppliers and categories edited; a baixa or an expense
 * dated after the farm's today refused (the form and the server), money too large said in reais; the cash flow of a
 * farm that recorded nothing, and '—' where a month recorded nothing (not R$ 0,00). The whole app at
 * each address (test/app.tsx `abrirApp`), a tap on a link as `navegar`.
 * Elsewhere: the supplier field waiting for its registry, campo-cadastro.browser.test.tsx; a PC whose browser is in
 * English typing dates and money stays in e2e/financeiro.spec.ts (the component tests' page has its pt-BR locale
 * for good: the DevTools protocol refuses a second locale override, 'Another locale override is already in effect').
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { mesesAte, rotuloMes } from '../../../domain/financeiro/calculos.ts';
import { MSG_FINANCEIRO } from '../../../domain/financeiro/messages.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { abrirApp, servidorReal, visivel } from '../../test/app.tsx';

const hoje = hojeNoFuso('America/Sao_Paulo');
const dia = (n: number) => somarDias(hoje, n);

const dados = {
  pagar: { fornecedor: 'Agro Leste', categoria: 'Ração', descricao: 'Ração concentrada' },
  lista: { categoria: 'Paginada' },
  telas: { sal: 'Sal mineral do cocho' },
  cadastros: { categoria: 'Sal mineral' },
  futuro: { descricao: 'Adubo de cobertura', categoria: 'Insumos de campo', contaId: '' },
};

let srv: Awaited<ReturnType<typeof servidorReal>>;
let farmId: string;

beforeAll(async () => {
  srv = await servidorReal();
  farmId = await srv.fazendaModelo();
  const api = (caminho: string, json: object) => srv.ok('POST', `/api/farms/${farmId}/${caminho}`, json);
  await api('fornecedores', { nome: dados.pagar.fornecedor });
  for (const categoria of [dados.pagar, dados.lista, dados.cadastros, dados.futuro].map((d) => d.categoria))
    await api('categorias', { nome: categoria, tipo: 'Despesa' });
  // the hub's cash flow: this month's income
  await api('receitas', {
    data: hoje,
    descricao: 'Leite',
    categoria: 'Venda',
    valor: 500_000,
    forma_recebimento: 'PIX',
  });
  // a long list: 55 expenses of R$ 1,00 of one category, in one request (as a file imported)
  const diesel = Array.from({ length: 55 }, (_, i) => {
    const d = String((i % 28) + 1).padStart(2, '0');
    return [`${d}/01/2024`, `Óleo diesel ${i}`, dados.lista.categoria, '1,00', 'PIX'];
  });
  const importado = await srv.api<{ gravado: boolean; novos: number; totalErros: number }>(
    'POST',
    `/api/farms/${farmId}/csv/despesas`,
    { separador: ';', registros: [['Data', 'Descrição', 'Categoria', 'Valor', 'Forma de pagamento'], ...diesel] },
  );
  expect(importado.status, JSON.stringify(importado.corpo)).toBe(200);
  expect(importado.corpo).toMatchObject({ gravado: true, totalErros: 0, novos: 55 });
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
afterAll(() => srv.fechar());

/** Each test: the server answering the page, at the size the browser tests ran (a PC's, playwright.config.ts). */
async function comecar() {
  srv.responder();
  await page.viewport(1366, 768);
}

/** The row's menu (the one a person sees: the PC's table or the phone's card), then one of its actions. */
async function menu(descricao: string, acao: string) {
  await userEvent.click(await visivel(page.getByRole('button', { name: `Ações para ${descricao}` })));
  await userEvent.click(page.getByRole('menuitem', { name: acao }));
}

/** The table's body rows on screen (a PC's size). */
const linhasDaTabela = () => [...document.querySelectorAll('tbody tr')].filter((e) => e.checkVisibility());

const dialogo = (nome?: string) => (nome ? page.getByRole('dialog', { name: nome }) : page.getByRole('dialog'));
const linhaCom = (texto: string) => page.getByRole('row', { name: new RegExp(texto) });
const semLinha = (l: Locator) => expect.poll(() => l.elements().length, { message: String(l) }).toBe(0);

it('payable: add, search, baixa with bank account, estorno, delete with wrong and right password', async () => {
  await comecar();
  const { fornecedor, categoria, descricao } = dados.pagar;
  const { endereco } = await abrirApp(undefined, '/dashboard/financeiro');
  await userEvent.click(page.getByRole('link', { name: /Contas a Pagar/ }));
  await expect.element(page.getByRole('heading', { name: 'Contas a Pagar', level: 1 })).toBeVisible();

  // Add: every empty field says 'Campo obrigatório'.
  await userEvent.click(page.getByRole('button', { name: 'Adicionar' }));
  const dialog = dialogo();
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect.element(dialog.getByText('Campo obrigatório').first()).toBeVisible();
  await userEvent.fill(dialog.getByLabelText('Data de vencimento'), '2024-01-10');
  await userEvent.fill(dialog.getByLabelText('Valor'), '1.234,56');
  await expect.element(dialog.getByLabelText('Fornecedor')).toBeEnabled();
  await userEvent.selectOptions(dialog.getByLabelText('Fornecedor'), fornecedor);
  await userEvent.fill(dialog.getByLabelText('Descrição'), descricao);
  await userEvent.selectOptions(dialog.getByLabelText('Categoria'), categoria);
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Conta a pagar adicionada com sucesso!')).toBeVisible();

  const linha = linhaCom(descricao);
  await expect.element(linha).toHaveTextContent('R$ 1.234,56');
  await expect.element(linha).toHaveTextContent('Pendente');
  await expect.element(linha).toHaveTextContent('Vencida');
  await expect.element(linha).toHaveTextContent(fornecedor);

  // Search.
  const busca = page.getByPlaceholder('Buscar...');
  await userEvent.fill(busca, descricao.toUpperCase());
  await expect.element(linha).toBeVisible();
  await userEvent.fill(busca, 'nada-com-isso-xyz');
  await expect.element(page.getByText('Nenhum registro encontrado')).toBeVisible();
  await userEvent.fill(busca, '');
  // the whole list back before a row's menu opens (a list that changes under it closes it)
  await expect.element(linhaCom(dados.telas.sal)).toBeVisible();
  await expect.element(linha).toBeVisible();

  // Baixa: the bank account is required.
  await menu(descricao, 'Baixar Conta');
  const baixa = dialogo('Baixar Conta');
  await userEvent.click(baixa.getByRole('button', { name: 'Confirmar baixa' }));
  await expect.element(baixa.getByText('Por favor, selecione uma conta bancária')).toBeVisible();
  await userEvent.selectOptions(baixa.getByLabelText('Conta bancária'), 'Sicoob - Conta Corrente');
  await userEvent.click(baixa.getByRole('button', { name: 'Confirmar baixa' }));
  await expect.element(page.getByText('Conta baixada com sucesso!')).toBeVisible();
  await expect.element(linha).toHaveTextContent('Pago');
  await expect.element(linha).toHaveTextContent('Sicoob - Conta Corrente');
  await expect.element(linha).not.toHaveTextContent('Vencida');

  // Estorno.
  await menu(descricao, 'Estornar Conta');
  await userEvent.click(dialogo('Estornar Conta').getByRole('button', { name: 'Estornar' }));
  await expect.element(page.getByText('Conta estornada com sucesso!')).toBeVisible();
  await expect.element(linha).toHaveTextContent('Pendente');
  await expect.element(linha).not.toHaveTextContent('Sicoob');

  // Delete: wrong password keeps the row, the right one removes it.
  await menu(descricao, 'Excluir');
  const excluir = dialogo('Confirmar exclusão');
  await userEvent.fill(excluir.getByLabelText('Senha'), 'senha-errada');
  await userEvent.click(excluir.getByRole('button', { name: 'Excluir' }));
  await expect.element(excluir.getByText('Senha incorreta. Tente novamente.')).toBeVisible();
  await userEvent.fill(excluir.getByLabelText('Senha'), srv.admin.password);
  await userEvent.click(excluir.getByRole('button', { name: 'Excluir' }));
  await expect.element(page.getByText('Conta a pagar excluída com sucesso!')).toBeVisible();
  await semLinha(linha);

  // Voltar goes back to the finance hub.
  await userEvent.click(page.getByRole('link', { name: 'Voltar' }));
  await expect.poll(endereco).toBe('/dashboard/financeiro');
  await expect.element(page.getByRole('heading', { name: 'Financeiro', level: 1 })).toBeVisible();
});

it('the old address of the bills leads to the payables', async () => {
  await comecar();
  // a bookmark: the app opened at that address
  const { endereco } = await abrirApp(undefined, '/dashboard/financeiro/contas');
  await expect.poll(endereco).toBe('/dashboard/financeiro/contas-pagar');
  await expect.element(page.getByRole('heading', { name: 'Contas a Pagar', level: 1 })).toBeVisible();
});

it('hub shows the monthly cash-flow chart with this month’s income', async () => {
  await comecar();
  await abrirApp(undefined, '/dashboard/financeiro');
  for (const card of ['Contas a Pagar', 'Contas a Receber', 'Receitas', 'Despesas', 'Cadastros'])
    await expect.element(page.getByRole('link', { name: new RegExp(card) })).toBeVisible();
  await expect.element(page.getByRole('heading', { name: 'Fluxo de caixa mensal' })).toBeVisible();
  const grafico = page.getByRole('img', { name: /fluxo de caixa mensal/ });
  await expect.element(grafico).toBeVisible();
  expect(grafico.element().getBoundingClientRect().height).toBeGreaterThan(200);
  await expect.element(page.getByText('Entradas (12 meses)')).toBeVisible();
});

it('a long list comes a page at a time, searched on the server, with the totals of all of it', async () => {
  await comecar();
  await abrirApp(undefined, '/dashboard/financeiro/despesas');
  await expect.element(page.getByRole('option', { name: dados.lista.categoria })).toBeInTheDocument();
  await userEvent.selectOptions(page.getByLabelText('Categoria'), dados.lista.categoria);
  const totais = page.getByRole('region', { name: 'Totais' });
  await expect.element(totais).toHaveTextContent('55');
  await expect.element(totais).toHaveTextContent('R$ 55,00');
  await expect.poll(() => linhasDaTabela().length).toBe(50);
  await userEvent.click(page.getByRole('button', { name: 'Próxima' }));
  await expect.element(page.getByText('Página 2')).toBeVisible();
  await expect.poll(() => linhasDaTabela().length).toBe(5);
  // The search goes to the server, accents and case aside, and starts again at page 1.
  await userEvent.fill(page.getByPlaceholder('Buscar...'), 'OLEO DIESEL 42');
  await expect.poll(() => linhasDaTabela().length).toBe(1);
  expect(linhasDaTabela()[0].textContent).toContain('Óleo diesel 42');
  await expect.element(totais).toHaveTextContent('R$ 1,00');
});

it('receivable: add and receive; status registry screen', async () => {
  await comecar();
  const descricao = 'Leite de março';
  const { navegar, endereco } = await abrirApp(undefined, '/dashboard/financeiro/contas-receber');
  await userEvent.click(page.getByRole('button', { name: 'Adicionar' }));
  const dialog = dialogo();
  await userEvent.fill(dialog.getByLabelText('Data de vencimento'), '2999-12-31');
  await userEvent.fill(dialog.getByLabelText('Valor'), '15000');
  await userEvent.fill(dialog.getByLabelText('Cliente'), 'Laticínio Serra Azul');
  await userEvent.fill(dialog.getByLabelText('Descrição'), descricao);
  await userEvent.fill(dialog.getByLabelText('Categoria'), 'Venda de leite');
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Conta a receber adicionada com sucesso!')).toBeVisible();
  const linha = linhaCom(descricao);
  await expect.element(linha).toHaveTextContent('R$ 15.000,00');
  await menu(descricao, 'Baixar Conta');
  const baixa = dialogo('Baixar Conta');
  await userEvent.selectOptions(baixa.getByLabelText('Conta bancária'), 'Banco do Brasil - Conta Corrente');
  await userEvent.click(baixa.getByRole('button', { name: 'Confirmar baixa' }));
  await expect.element(linha).toHaveTextContent('Recebido');

  navegar('/dashboard/financeiro/cadastros/status');
  await expect.element(page.getByRole('heading', { name: 'Status', level: 1 })).toBeVisible();
  await expect.element(page.getByText('Status para controle de situação das contas')).toBeVisible();
  await expect.element(page.getByText('Lista de todos os status do sistema financeiro')).toBeVisible();
  await expect.element(page.getByRole('row', { name: /Pendente/ })).toHaveTextContent('Laranja');
  await userEvent.click(page.getByRole('link', { name: 'Voltar' }));
  await expect.poll(endereco).toBe('/dashboard/financeiro/cadastros');
});

it('every finance screen at phone and desktop sizes shows its title and its data', async () => {
  srv.responder();
  const { sal } = dados.telas;
  const telas = [
    ['hub', '/dashboard/financeiro', 'Financeiro'],
    ['contas-pagar', '/dashboard/financeiro/contas-pagar', 'Contas a Pagar'],
    ['contas-receber', '/dashboard/financeiro/contas-receber', 'Contas a Receber'],
    ['receitas', '/dashboard/financeiro/receitas', 'Receitas'],
    ['despesas', '/dashboard/financeiro/despesas', 'Despesas'],
    ['cadastros', '/dashboard/financeiro/cadastros', 'Cadastros'],
    ['fornecedores', '/dashboard/financeiro/cadastros/fornecedores', 'Fornecedores'],
    ['categorias', '/dashboard/financeiro/cadastros/categorias', 'Categorias'],
    ['status', '/dashboard/financeiro/cadastros/status', 'Status'],
  ] as const;
  const { navegar } = await abrirApp(undefined, '/dashboard/financeiro');
  // The screens and the sizes change inside the app, as a tap and a turned tablet do.
  for (const [largura, altura] of [
    [390, 844],
    [1366, 768],
  ] as const) {
    await page.viewport(largura, altura);
    for (const [nome, url, titulo] of telas) {
      navegar(url);
      await expect.element(page.getByRole('heading', { name: titulo, level: 1 })).toBeVisible();
      if (nome === 'hub') await expect.element(page.getByRole('img', { name: /fluxo de caixa mensal/ })).toBeVisible();
      if (nome === 'contas-pagar') await visivel(page.getByText(sal));
      if (nome === 'despesas') await visivel(page.getByText('Energia elétrica'));
      // its reads have answered (no 'Carregando...' on screen), and none said a failure
      await expect
        .poll(() =>
          page
            .getByText('Carregando...')
            .elements()
            .some((e) => e.checkVisibility()),
        )
        .toBe(false);
      expect(page.getByRole('alert').elements(), `${nome} ${largura}`).toHaveLength(0);
    }
    navegar('/dashboard/financeiro/contas-pagar');
    await visivel(page.getByText(sal));
    await userEvent.click(page.getByRole('button', { name: 'Adicionar' }));
    await expect.element(dialogo('Nova conta a pagar')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialogo('Nova conta a pagar')).not.toBeInTheDocument();
    await menu(sal, 'Baixar Conta');
    await expect.element(dialogo('Baixar Conta')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialogo('Baixar Conta')).not.toBeInTheDocument();
  }
});

it('cadastros: a supplier is added, opened with its own values, edited and deleted; a category keeps its type through an edit', async () => {
  await comecar();
  const nome = 'Agropecuária Serra';
  const { navegar } = await abrirApp(undefined, '/dashboard/financeiro/cadastros/fornecedores');
  await userEvent.click(page.getByRole('button', { name: 'Adicionar' }));
  const novo = dialogo('Adicionar fornecedor');
  await userEvent.fill(novo.getByLabelText('Nome'), nome);
  await userEvent.fill(novo.getByLabelText('Telefone'), '(35) 3333-0000');
  await userEvent.click(novo.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Fornecedor adicionado com sucesso!')).toBeVisible();

  await menu(nome, 'Editar');
  const edicao = dialogo('Editar fornecedor');
  await expect.element(edicao.getByLabelText('Nome')).toHaveValue(nome);
  await expect.element(edicao.getByLabelText('Telefone')).toHaveValue('(35) 3333-0000');
  await userEvent.fill(edicao.getByLabelText('Telefone'), '(35) 99999-1111');
  await userEvent.click(edicao.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Fornecedor atualizado com sucesso!')).toBeVisible();
  await expect.element(linhaCom(nome)).toHaveTextContent('(35) 99999-1111');

  await menu(nome, 'Excluir');
  await userEvent.click(dialogo('Confirmar exclusão').getByRole('button', { name: 'Excluir' }));
  await expect.element(page.getByText('Fornecedor excluído com sucesso!')).toBeVisible();
  await semLinha(linhaCom(nome));

  const { categoria } = dados.cadastros;
  navegar('/dashboard/financeiro/cadastros/categorias');
  await menu(categoria, 'Editar');
  const cat = dialogo('Editar categoria');
  await expect.element(cat.getByLabelText('Tipo')).toHaveValue('Despesa');
  await userEvent.fill(cat.getByLabelText('Descrição'), 'Para o cocho');
  await userEvent.click(cat.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Categoria atualizada com sucesso!')).toBeVisible();
  const linha = linhaCom(categoria);
  await expect.element(linha).toHaveTextContent('Despesa');
  await expect.element(linha).toHaveTextContent('Para o cocho');
});

it("a baixa or an expense dated after the farm's today is refused, and money too large is said in reais", async () => {
  await comecar();
  const { descricao, categoria, contaId: id } = dados.futuro;
  const { navegar } = await abrirApp(undefined, '/dashboard/financeiro/contas-pagar');
  // the search has answered before the row menu opens (a list that changes under it closes it)
  await userEvent.fill(page.getByPlaceholder('Buscar...'), descricao);
  await expect.poll(() => linhasDaTabela().length).toBe(1);
  const linha = linhaCom(descricao);
  await expect.element(linha).toHaveTextContent('Pendente');
  await menu(descricao, 'Baixar Conta');
  const baixa = dialogo('Baixar Conta');
  await userEvent.selectOptions(baixa.getByLabelText('Conta bancária'), 'Sicoob - Conta Corrente');
  await userEvent.fill(baixa.getByLabelText('Data da baixa'), dia(1));
  await userEvent.click(baixa.getByRole('button', { name: 'Confirmar baixa' }));
  await expect.element(baixa.getByText('A data não pode ser posterior a hoje.')).toBeVisible();
  await expect.element(baixa.getByLabelText('Data da baixa')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(baixa.getByRole('button', { name: 'Cancelar' }));
  await expect.element(linha).toHaveTextContent('Pendente');
  // the server says the same to a client that skips the form (an old app, an offline replay, a script)
  const direto = await srv.api<{ error: { fields: Record<string, string> } }>(
    'POST',
    `/api/farms/${farmId}/contas-pagar/${id}/baixa`,
    { conta_bancaria: 'Sicoob - Conta Corrente', data_baixa: dia(5) },
  );
  expect(direto.status).toBe(400);
  expect(direto.corpo.error.fields).toEqual({ data_baixa: 'A data não pode ser posterior a hoje.' });

  const despesa = 'Calcário';
  navegar('/dashboard/financeiro/despesas');
  await expect.element(page.getByRole('heading', { name: 'Despesas', level: 1 })).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: 'Adicionar' }));
  const dialog = dialogo();
  await userEvent.fill(dialog.getByLabelText('Valor'), '1.000.000.000.000,00');
  await userEvent.fill(dialog.getByLabelText('Descrição'), despesa);
  await expect.element(dialog.getByLabelText('Categoria')).toBeEnabled();
  await userEvent.selectOptions(dialog.getByLabelText('Categoria'), categoria);
  await userEvent.selectOptions(dialog.getByLabelText('Forma de pagamento'), 'PIX');
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect.element(dialog.getByText('Valor alto demais: o máximo é R$ 100.000.000.000,00.')).toBeVisible();
  expect(dialog.getByText(/centavos/).elements()).toHaveLength(0);

  await userEvent.fill(dialog.getByLabelText('Valor'), '1.250,00');
  await userEvent.fill(dialog.getByLabelText('Data', { exact: true }), dia(1));
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect.element(dialog.getByText('A data não pode ser posterior a hoje.')).toBeVisible();
  await userEvent.fill(dialog.getByLabelText('Data', { exact: true }), dia(0));
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Despesa adicionada com sucesso!')).toBeVisible();
  await expect.element(linhaCom(despesa)).toHaveTextContent('R$ 1.250,00');
});

it('a farm that recorded no money in or out in 12 months is told so: no R$ 0,00, no chart', async () => {
  await comecar();
  await srv.novaFazenda('Fazenda sem caixa');
  await abrirApp(undefined, '/dashboard/financeiro');
  await expect.element(page.getByText(MSG_FINANCEIRO.fluxoSemMovimento)).toBeVisible();
  expect(page.getByText('R$ 0,00').elements()).toHaveLength(0);
  expect(page.getByRole('img', { name: /fluxo de caixa mensal/ }).elements()).toHaveLength(0);
  expect(page.getByText('Entradas (12 meses)').elements()).toHaveLength(0);
});

it('the cash flow reads — where nothing was recorded: one income of R$ 800,00 two months ago, no expense', async () => {
  await comecar();
  const id = await srv.novaFazenda('Fazenda de uma receita');
  const quando = dia(-60);
  await srv.ok('POST', `/api/farms/${id}/receitas`, {
    data: quando,
    descricao: 'Leite',
    categoria: 'Venda',
    valor: 80_000,
    forma_recebimento: 'PIX',
  });
  await abrirApp(undefined, '/dashboard/financeiro');
  const figura = (rotulo: string) => page.getByText(rotulo).element().nextElementSibling?.textContent;
  await expect.element(page.getByText('Entradas (12 meses)')).toBeVisible();
  // worked by hand: in R$ 800,00; out never recorded → —; balance 800 − nothing = R$ 800,00
  expect(figura('Entradas (12 meses)')).toBe('R$ 800,00');
  expect(figura('Saídas (12 meses)')).toBe('—');
  expect(figura('Saldo (12 meses)')).toBe('R$ 800,00');

  await userEvent.click(page.getByText('Ver tabela mês a mês'));
  const celulas = (mes: string) =>
    [
      ...page
        .getByRole('row', { name: new RegExp(`^${rotuloMes(mes)}`) })
        .element()
        .querySelectorAll('td'),
    ].map((td) => td.textContent);
  const meses = mesesAte(hoje.slice(0, 7), 12);
  // Entradas, Saídas, Saldo, Acumulado: before the income nothing (not even a running balance), its month the income
  // alone, after it the running balance only
  expect(celulas(meses[0])).toEqual(['—', '—', '—', '—']);
  expect(celulas(quando.slice(0, 7))).toEqual(['R$ 800,00', '—', 'R$ 800,00', 'R$ 800,00']);
  expect(celulas(meses[11])).toEqual(['—', '—', '—', 'R$ 800,00']);
});
