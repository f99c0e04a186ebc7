/**
 * What finance offers and keeps (issue #16, items 5 and 6), on the real server (test/app.tsx `servidorReal`,
 * in-process on a libSQL file): a bank account added on its registry screen (its required field said) is offered by
 * a payable's baixa; the statuses the accounts set ('Pago') offer no 'Excluir', another one does; the bank accounts
 * and the payables at a phone's size. The whole app at each address (test/app.tsx `abrirApp`), a tap on a link as
 * `navegar`.
 * The rest of the old e2e/regras.spec.ts: a farm's delete and the links, features/admin/regras.browser.test.tsx;
 * 'Atualizar pelo rebanho' and the rate changing a land's remuneration, features/inventario/regras.browser.test.tsx.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { abrirApp, servidorReal, visivel } from '../../test/app.tsx';

const conta = (descricao: string) => ({
  descricao,
  valor: 85_000,
  data_vencimento: '2025-03-10',
  fornecedor: 'Agropecuária Boa Vista',
  categoria: 'Insumos',
});
const DESCRICAO = 'Sal mineral';
const BANCO = 'Sicredi - Conta Corrente';

type Fazenda = { id: string; name: string };
let srv: Awaited<ReturnType<typeof servidorReal>>;
/** The PC's farm: a payable of R$ 850,00; the phone's: another. */
let farm: Fazenda;
let celular: Fazenda;

beforeAll(async () => {
  srv = await servidorReal();
  const fazenda = (name: string) =>
    srv.criarFazenda(name, ['animals', 'lands', 'facilities', 'machinery', 'financial', 'appointments', 'reports'], {
      size: 120,
    });
  farm = await fazenda('Fazenda Regras');
  await srv.ok('POST', `/api/farms/${farm.id}/contas-pagar`, conta(DESCRICAO));
  celular = await fazenda('Fazenda Celular');
  await srv.ok('POST', `/api/farms/${celular.id}/contas-pagar`, conta('Ração'));
});
afterAll(() => srv.fechar());

/** Each test: the server answering the page at a PC's size, on `fazenda` (the administrator's current farm). */
async function comecar(fazenda: Fazenda) {
  srv.responder();
  await page.viewport(1366, 768);
  await srv.escolher(fazenda.id);
}

/** Opens the row's menu (the one a person sees: the PC's table or the phone's card). */
const abrirMenu = async (nome: string) =>
  userEvent.click(await visivel(page.getByRole('button', { name: `Ações para ${nome}` })));
const semNenhum = (l: Locator) => expect.poll(() => l.elements().length, { message: String(l) }).toBe(0);

it('a bank account added on its registry screen is offered by the baixa; Pago cannot be deleted', async () => {
  await comecar(farm);
  const { navegar, endereco } = await abrirApp(undefined, '/dashboard/financeiro/cadastros');
  await userEvent.click(page.getByRole('link', { name: /Contas bancárias/ }));
  await expect.poll(endereco).toBe('/dashboard/financeiro/cadastros/contas-bancarias');
  await expect.element(page.getByRole('heading', { name: 'Contas bancárias' }).first()).toBeVisible();
  await userEvent.click(page.getByRole('button', { name: 'Adicionar' }));
  const dialog = page.getByRole('dialog', { name: 'Adicionar conta bancária' });
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect.element(dialog.getByText('Campo obrigatório')).toBeVisible();
  await userEvent.fill(dialog.getByLabelText('Nome'), BANCO);
  await userEvent.fill(dialog.getByLabelText('Banco'), 'Sicredi');
  await userEvent.fill(dialog.getByLabelText('Agência'), '0812');
  await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Conta bancária adicionada com sucesso!')).toBeVisible();
  await expect.element(page.getByRole('row', { name: new RegExp(BANCO) })).toHaveTextContent('0812');

  // The statuses the accounts set offer no 'Excluir'; another one does.
  navegar('/dashboard/financeiro/cadastros/status');
  await abrirMenu('Pago');
  await expect.element(page.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
  expect(page.getByRole('menuitem', { name: 'Excluir' }).elements()).toHaveLength(0);
  await userEvent.keyboard('{Escape}');
  await semNenhum(page.getByRole('menuitem'));
  await abrirMenu('Cancelado');
  await expect.element(page.getByRole('menuitem', { name: 'Excluir' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await semNenhum(page.getByRole('menuitem'));

  navegar('/dashboard/financeiro/contas-pagar');
  await abrirMenu(DESCRICAO);
  await userEvent.click(page.getByRole('menuitem', { name: 'Baixar Conta' }));
  const baixa = page.getByRole('dialog', { name: 'Baixar Conta' });
  await userEvent.selectOptions(baixa.getByLabelText('Conta bancária'), BANCO);
  await userEvent.click(baixa.getByRole('button', { name: 'Confirmar baixa' }));
  await expect.element(page.getByText('Conta baixada com sucesso!')).toBeVisible();
  await expect.element(page.getByRole('row', { name: new RegExp(DESCRICAO) })).toHaveTextContent(BANCO);
});

it('phone: the bank accounts and the payables at 390×844', async () => {
  await comecar(celular);
  await page.viewport(390, 844);
  const { navegar } = await abrirApp(undefined, '/dashboard/financeiro/cadastros/contas-bancarias');
  await visivel(page.getByText('Sicoob - Conta Corrente'));
  navegar('/dashboard/financeiro/contas-pagar');
  await visivel(page.getByText('R$ 850,00'));
});
