import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  createFarm,
  createUser,
  E2E_ADMIN,
  esperarAnimacoes,
  expect,
  fecharCompartilhadas,
  groupId,
  paginaCompartilhada,
  shot,
  test,
  unique,
} from './support/fixtures.ts';
import { abrir, semServiceWorker } from './support/navegacao.ts';

// What a farm cannot have and what cannot be undone without asking (issue #16, items 5 and 6).

const conta = (descricao: string) => ({
  descricao,
  valor: 85_000,
  data_vencimento: '2025-03-10',
  fornecedor: 'Agropecuária Boa Vista',
  categoria: 'Insumos',
});

async function naFazenda(page: Page, farmId: string) {
  await apiLogin(page);
  expect((await page.request.put('/api/auth/current-farm', { data: { farmId } })).status()).toBe(200);
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** A dialog fades in: its motion ends before the screenshot (only when SHOTS is set; no fixed wait). */
async function shotDialogo(page: Page, nome: string) {
  if (process.env.SHOTS) await esperarAnimacoes(page);
  await shot(page, nome);
}

/** 10 ha of pasture at R$ 10.000,00 the hectare and 6 % a.a.: R$ 6.000,00 of remuneration a month. */
const PASTAGEM = {
  tipo: 'Pastagem',
  quantidade: 10,
  valor: 1_000_000,
  taxaJurosItem: 6,
  responsavelTecnico: 'Ana Souza',
};

// The PC tests share one signed-in page (the app loaded once, then moved inside as a link does: `abrir`), in the
// order of the file. What they arrange through the API is made before that page loads the app (beforeAll): a read the
// app keeps fresh (30 s) would not show a row added behind its back. One farm holds the data of the tests that read a
// farm's screens (its herd, its payable, its land); the farm deleted is one of its own. A failed test ends its worker;
// the next one arranges again and opens a new page. The phone test comes last on the same page, turned to a phone's
// size (the screen survives the resize), with a farm of its own made here too.
let page: Page;
let apagar: { id: string; name: string };
let farm: { id: string; name: string };
let celular: { id: string; name: string };
const descricao = unique('Sal mineral');
test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
  const request = page.request;
  apagar = await createFarm(request, unique('Fazenda Apagar'));
  await post(request, `/api/farms/${apagar.id}/contas-pagar`, conta('Adubo'));
  await createUser(request, { farmIds: [apagar.id], groupIds: [await groupId(request, 'Operadores')] });

  farm = await createFarm(request, unique('Fazenda Regras'));
  await post(request, `/api/farms/${farm.id}/inventario/animais`, {
    tipo: 'Vaca Leiteira',
    quantidade: 10,
    valor: 500_000,
    responsavelTecnico: 'Ana',
  });
  for (const [identificacao, categoria] of [
    ['V1', 'Vaca Leiteira'],
    ['V2', 'Vaca Leiteira'],
    ['N1', 'Novilha'],
  ])
    await post(request, `/api/farms/${farm.id}/animais`, { identificacao, categoria, sexo: 'F' });
  await post(request, `/api/farms/${farm.id}/contas-pagar`, conta(descricao));
  await post(request, `/api/farms/${farm.id}/inventario/terras`, PASTAGEM);

  celular = await createFarm(request, unique('Fazenda Celular'));
  await post(request, `/api/farms/${celular.id}/contas-pagar`, conta('Ração'));
  await post(request, `/api/farms/${celular.id}/inventario/animais`, {
    tipo: 'Vaca Leiteira',
    quantidade: 10,
    valor: 500_000,
    responsavelTecnico: 'Ana',
  });
  await post(request, `/api/farms/${celular.id}/animais`, {
    identificacao: 'V1',
    categoria: 'Vaca Leiteira',
    sexo: 'F',
  });
  await post(request, `/api/farms/${celular.id}/inventario/terras`, PASTAGEM);
  await naFazenda(page, farm.id);
});
fecharCompartilhadas(() => [page]);

test('a farm delete asks the admin’s password and names what will be lost', async () => {
  const request = page.request;
  const farm = apagar;
  await abrir(page, '/dashboard/admin');
  await page.getByRole('tab', { name: 'Fazendas' }).click();
  const card = page.getByRole('listitem', { name: farm.name });
  await card.getByRole('button', { name: `Excluir ${farm.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir fazenda' });
  await expect(dialog).toContainText(`A fazenda ${farm.name} e todos os dados dela serão removidos.`);
  const perda = dialog.getByRole('list', { name: 'Serão perdidos:' });
  await expect(perda.getByRole('listitem')).toHaveText(['1 conta a pagar', '1 usuário perde o acesso']);
  await shotDialogo(page, 'regras-excluir-fazenda');

  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(dialog.getByText('Por favor, digite sua senha.')).toBeVisible();
  await dialog.getByLabel('Senha').fill('nao-e-a-senha');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(dialog.getByText('Senha incorreta. Tente novamente.')).toBeVisible();
  await shot(page, 'regras-excluir-fazenda-senha-errada');
  // nothing was deleted
  expect((await request.get(`/api/admin/farms/${farm.id}/exclusao`)).status()).toBe(200);

  await dialog.getByLabel('Senha').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Fazenda excluída com sucesso!')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await request.get(`/api/admin/farms/${farm.id}/exclusao`)).status()).toBe(404);
});

test('Vinculações: nothing is chosen until the admin chooses', async () => {
  await abrir(page, '/dashboard/admin');
  await page.getByRole('tab', { name: 'Vinculações' }).click();
  await page.getByRole('button', { name: 'Adicionar Vinculação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Vinculação' });
  for (const lista of ['Usuário', 'Fazenda']) {
    await expect(dialog.getByLabel(lista)).toHaveValue('');
    await expect(dialog.getByLabel(lista).getByRole('option', { selected: true })).toHaveCount(0);
  }
  await shotDialogo(page, 'regras-vinculacao-vazia');
  await dialog.getByRole('button', { name: 'Vincular' }).click();
  await expect(dialog.getByText('Selecione um usuário e uma fazenda.')).toBeVisible();
});

test("'Atualizar pelo rebanho' asks first, showing each type's quantity before → after", async () => {
  // the farm's inventory says 10 dairy cows; its herd has V1, V2 (Vaca Leiteira) and N1 (Novilha)
  const url = `/api/farms/${farm.id}/inventario/animais`;
  await abrir(page, '/dashboard/inventario/paez/animais');
  const linha = page.getByRole('row', { name: /Vaca Leiteira/ });
  await expect(linha).toContainText('10');
  await page.getByRole('button', { name: 'Atualizar pelo rebanho' }).click();
  const dialog = page.getByRole('dialog', { name: 'Atualizar pelo rebanho' });
  await expect(dialog.getByRole('list', { name: 'Mudanças' }).getByRole('listitem')).toHaveText([
    'Novilha: novo, 1',
    'Vaca Leiteira: 10 → 2',
  ]);
  await shotDialogo(page, 'regras-rebanho-confirmar');
  // Cancelar changes nothing.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  const antes = (await (await page.request.get(url)).json()) as { itens: { tipo: string; quantidade: number }[] };
  expect(antes.itens.map((i) => [i.tipo, i.quantidade])).toEqual([['Vaca Leiteira', 10]]);

  await page.getByRole('button', { name: 'Atualizar pelo rebanho' }).click();
  await dialog.getByRole('button', { name: 'Atualizar quantidades' }).click();
  await expect(page.getByText(/atualizadas pelo rebanho \(1 atualizado, 1 criado\)/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Novilha/ })).toBeVisible();
  const depois = (await (await page.request.get(url)).json()) as { itens: { tipo: string; quantidade: number }[] };
  expect(depois.itens.map((i) => [i.tipo, i.quantidade]).sort()).toEqual([
    ['Novilha', 1],
    ['Vaca Leiteira', 2],
  ]);
});

test('a bank account added on its registry screen is offered by the baixa; Pago cannot be deleted', async () => {
  const banco = unique('Sicredi - Conta Corrente');
  await abrir(page, '/dashboard/financeiro/cadastros');
  await page.getByRole('link', { name: /Contas bancárias/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/financeiro\/cadastros\/contas-bancarias$/);
  await expect(page.getByRole('heading', { name: 'Contas bancárias' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar conta bancária' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
  await dialog.getByLabel('Nome').fill(banco);
  await dialog.getByLabel('Banco').fill('Sicredi');
  await dialog.getByLabel('Agência').fill('0812');
  await shotDialogo(page, 'regras-conta-bancaria-dialogo');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Conta bancária adicionada com sucesso!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(banco) })).toContainText('0812');
  await shot(page, 'regras-contas-bancarias');

  // The statuses the accounts set offer no 'Excluir'; another one does.
  await abrir(page, '/dashboard/financeiro/cadastros/status');
  await page.getByRole('button', { name: 'Ações para Pago' }).click();
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Excluir' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Ações para Cancelado' }).click();
  await expect(page.getByRole('menuitem', { name: 'Excluir' })).toBeVisible();
  await page.keyboard.press('Escape');

  await abrir(page, '/dashboard/financeiro/contas-pagar');
  await page.getByRole('button', { name: `Ações para ${descricao}` }).click();
  await page.getByRole('menuitem', { name: 'Baixar Conta' }).click();
  const baixa = page.getByRole('dialog', { name: 'Baixar Conta' });
  await baixa.getByLabel('Conta bancária').selectOption(banco);
  await baixa.getByRole('button', { name: 'Confirmar baixa' }).click();
  await expect(page.getByText('Conta baixada com sucesso!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(descricao) })).toContainText(banco);
});

test('the interest rate changed on the farm form changes a land’s remuneration', async () => {
  await abrir(page, '/dashboard/inventario/paez/terras');
  const linha = page.getByRole('row', { name: /Pastagem/ });
  await expect(linha).toContainText('R$ 6.000,00'); // 10 ha × R$ 10.000,00 × 6 % a.a.
  await expect(linha).toContainText('R$ 500,00'); // a month
  // An inline edit's refusal names and marks the field.
  await page.getByRole('button', { name: 'Editar Pastagem' }).click();
  await linha.getByLabel('Valor').fill('0');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Valor: Por favor, preencha todos os campos com valores válidos')).toBeVisible();
  await expect(linha.getByLabel('Valor')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'regras-terra-edicao-recusada');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await abrir(page, '/dashboard/admin');
  await page.getByRole('tab', { name: 'Fazendas' }).click();
  await page.getByRole('listitem', { name: farm.name }).getByRole('button', { name: 'Gerenciar Fazenda' }).click();
  const form = page.getByRole('dialog', { name: 'Gerenciar Fazenda' });
  const taxa = form.getByLabel('Taxa de juros anual (%)');
  await expect(taxa).toHaveValue('6,00');
  await taxa.fill('');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Informe um valor numérico.')).toBeVisible();
  await taxa.fill('10');
  await form.getByLabel('Aplicar a nova taxa às terras já cadastradas').check();
  await shotDialogo(page, 'regras-taxa-fazenda');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Fazenda atualizada com sucesso!')).toBeVisible();

  await page.goto('/dashboard/inventario/paez/terras');
  await expect(linha).toContainText('10,00%');
  await expect(linha).toContainText('R$ 833,33'); // R$ 100.000,00 × 10 % / 12
  await expect(linha).not.toContainText('R$ 6.000,00');
});

test('phone: the changed dialogs and screens at 390×844', async () => {
  const farm = celular;
  await page.setViewportSize({ width: 390, height: 844 });
  await abrir(page, '/dashboard/admin');
  await page.getByRole('tab', { name: 'Fazendas' }).click();
  const card = page.getByRole('listitem', { name: farm.name });
  await card.getByRole('button', { name: `Excluir ${farm.name}` }).click();
  const excluir = page.getByRole('dialog', { name: 'Excluir fazenda' });
  await expect(excluir.getByText('1 conta a pagar')).toBeVisible();
  await shotDialogo(page, 'regras-celular-excluir-fazenda');
  await excluir.getByRole('button', { name: 'Cancelar' }).click();
  await card.getByRole('button', { name: 'Gerenciar Fazenda' }).click();
  const form = page.getByRole('dialog', { name: 'Gerenciar Fazenda' });
  await form.getByLabel('Taxa de juros anual (%)').fill('7,5');
  await expect(form.getByLabel('Aplicar a nova taxa às terras já cadastradas')).toBeVisible();
  await form.getByLabel('Aplicar a nova taxa às terras já cadastradas').scrollIntoViewIfNeeded();
  await shotDialogo(page, 'regras-celular-taxa-fazenda');
  await form.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('tab', { name: 'Vinculações' }).click();
  await page.getByRole('button', { name: 'Adicionar Vinculação' }).click();
  await expect(page.getByRole('dialog', { name: 'Adicionar Vinculação' })).toBeVisible();
  await shotDialogo(page, 'regras-celular-vinculacao');
  await page.keyboard.press('Escape');

  expect((await page.request.put('/api/auth/current-farm', { data: { farmId: farm.id } })).status()).toBe(200);
  await page.goto('/dashboard/inventario/paez/animais');
  await page.getByRole('button', { name: 'Atualizar pelo rebanho' }).click();
  await expect(page.getByRole('dialog', { name: 'Atualizar pelo rebanho' })).toContainText('Vaca Leiteira: 10 → 1');
  await shotDialogo(page, 'regras-celular-rebanho');
  await page.keyboard.press('Escape');

  // An inline edit's refusal names the field, in the card being edited.
  await abrir(page, '/dashboard/inventario/paez/terras');
  await page.getByRole('button', { name: 'Editar Pastagem' }).click();
  await page.getByLabel('Quantidade (ha)').fill('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByText('Quantidade (ha): Por favor, preencha todos os campos com valores válidos'),
  ).toBeInViewport();
  await expect(page.getByLabel('Quantidade (ha)')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'regras-celular-terra-edicao-recusada');

  await abrir(page, '/dashboard/financeiro/cadastros/contas-bancarias');
  await expect(page.getByText('Sicoob - Conta Corrente').last()).toBeVisible();
  await shot(page, 'regras-celular-contas-bancarias');
  await abrir(page, '/dashboard/financeiro/contas-pagar');
  await expect(page.getByText('R$ 850,00').last()).toBeVisible();
  await shot(page, 'regras-celular-contas-pagar');
});
