/**
 * What the administrator cannot undo without being asked, and what is not chosen for them (issue #16, items 5 and 6),
 * on the real server (test/app.tsx `servidorReal`, in-process on a libSQL file): a farm's delete names what will be
 * lost and asks the administrator's password (a wrong one deletes nothing); 'Adicionar Vinculação' opens with no user
 * and no farm chosen and refuses to link nothing; the delete, 'Gerenciar Fazenda' (a changed rate offers to apply it
 * to the lands) and the link dialog at a phone's size. The whole app at each address (test/app.tsx `abrirApp`).
 * The rest of the old e2e/regras.spec.ts: the inventory's ('Atualizar pelo rebanho', the rate changing a land's
 * remuneration) in features/inventario/regras.browser.test.tsx, the finance's (a bank account offered by the baixa,
 * the statuses the accounts set kept) in features/financeiro/regras.browser.test.tsx.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { abrirApp, servidorReal } from '../../test/app.tsx';

const conta = (descricao: string) => ({
  descricao,
  valor: 85_000,
  data_vencimento: '2025-03-10',
  fornecedor: 'Agropecuária Boa Vista',
  categoria: 'Insumos',
});

/** 10 ha of pasture at R$ 10.000,00 the hectare and 6 % a.a. */
const PASTAGEM = {
  tipo: 'Pastagem',
  quantidade: 10,
  valor: 1_000_000,
  taxaJurosItem: 6,
  responsavelTecnico: 'Ana Souza',
};

let srv: Awaited<ReturnType<typeof servidorReal>>;
/** The farm deleted (a payable and an Operador of its own); the one whose dialogs are seen at a phone's size. */
let apagar: { id: string; name: string };
let celular: { id: string; name: string };

beforeAll(async () => {
  srv = await servidorReal();
  const fazenda = (name: string) =>
    srv.criarFazenda(name, ['animals', 'lands', 'facilities', 'machinery', 'financial', 'appointments', 'reports'], {
      size: 120,
    });
  apagar = await fazenda('Fazenda Apagar');
  await srv.ok('POST', `/api/farms/${apagar.id}/contas-pagar`, conta('Adubo'));
  const grupos = await srv.ok<{ id: string; name: string }[]>('GET', '/api/admin/groups');
  await srv.ok('POST', '/api/admin/users', {
    name: 'Operador da Apagar',
    email: 'operador.apagar@teste.local',
    password: 'senha-123',
    isAdmin: false,
    farmIds: [apagar.id],
    groupIds: [grupos.find((g) => g.name === 'Operadores')?.id],
  });

  celular = await fazenda('Fazenda Celular');
  await srv.ok('POST', `/api/farms/${celular.id}/contas-pagar`, conta('Ração'));
  await srv.ok('POST', `/api/farms/${celular.id}/inventario/animais`, {
    tipo: 'Vaca Leiteira',
    quantidade: 10,
    valor: 500_000,
    responsavelTecnico: 'Ana',
  });
  await srv.ok('POST', `/api/farms/${celular.id}/animais`, {
    identificacao: 'V1',
    categoria: 'Vaca Leiteira',
    sexo: 'F',
  });
  await srv.ok('POST', `/api/farms/${celular.id}/inventario/terras`, PASTAGEM);
});
afterAll(() => srv.fechar());

/** Each test: the server answering the page, at a PC's size (the browser tests' default). */
async function comecar() {
  srv.responder();
  await page.viewport(1366, 768);
}

const semNenhum = (l: Locator) => expect.poll(() => l.elements().length, { message: String(l) }).toBe(0);

it('a farm delete asks the admin’s password and names what will be lost', async () => {
  await comecar();
  const farm = apagar;
  await abrirApp(undefined, '/dashboard/admin');
  await userEvent.click(page.getByRole('tab', { name: 'Fazendas' }));
  const card = page.getByRole('listitem', { name: farm.name });
  await userEvent.click(card.getByRole('button', { name: `Excluir ${farm.name}` }));
  const dialog = page.getByRole('dialog', { name: 'Excluir fazenda' });
  await expect.element(dialog).toHaveTextContent(`A fazenda ${farm.name} e todos os dados dela serão removidos.`);
  const perda = dialog.getByRole('list', { name: 'Serão perdidos:' }).getByRole('listitem');
  await expect
    .poll(() => perda.elements().map((e) => e.textContent))
    .toEqual(['1 conta a pagar', '1 usuário perde o acesso']);

  await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
  await expect.element(dialog.getByText('Por favor, digite sua senha.')).toBeVisible();
  await userEvent.fill(dialog.getByLabelText('Senha'), 'nao-e-a-senha');
  await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
  await expect.element(dialog.getByText('Senha incorreta. Tente novamente.')).toBeVisible();
  // nothing was deleted
  expect((await srv.api('GET', `/api/admin/farms/${farm.id}/exclusao`)).status).toBe(200);

  await userEvent.fill(dialog.getByLabelText('Senha'), srv.admin.password);
  await userEvent.click(dialog.getByRole('button', { name: 'Excluir' }));
  await expect.element(page.getByText('Fazenda excluída com sucesso!')).toBeVisible();
  await semNenhum(card);
  expect((await srv.api('GET', `/api/admin/farms/${farm.id}/exclusao`)).status).toBe(404);
});

it('Vinculações: nothing is chosen until the admin chooses', async () => {
  await comecar();
  await abrirApp(undefined, '/dashboard/admin');
  await userEvent.click(page.getByRole('tab', { name: 'Vinculações' }));
  await userEvent.click(page.getByRole('button', { name: 'Adicionar Vinculação' }));
  const dialog = page.getByRole('dialog', { name: 'Adicionar Vinculação' });
  for (const lista of ['Usuário', 'Fazenda']) {
    await expect.element(dialog.getByLabelText(lista)).toHaveValue('');
    expect(dialog.getByLabelText(lista).getByRole('option', { selected: true }).elements(), lista).toHaveLength(0);
  }
  await userEvent.click(dialog.getByRole('button', { name: 'Vincular' }));
  await expect.element(dialog.getByText('Selecione um usuário e uma fazenda.')).toBeVisible();
});

it('phone: the delete, the farm form and the link dialogs at 390×844', async () => {
  await comecar();
  const farm = celular;
  await page.viewport(390, 844);
  await abrirApp(undefined, '/dashboard/admin');
  await userEvent.click(page.getByRole('tab', { name: 'Fazendas' }));
  const card = page.getByRole('listitem', { name: farm.name });
  await userEvent.click(card.getByRole('button', { name: `Excluir ${farm.name}` }));
  const excluir = page.getByRole('dialog', { name: 'Excluir fazenda' });
  await expect.element(excluir.getByText('1 conta a pagar')).toBeVisible();
  await userEvent.click(excluir.getByRole('button', { name: 'Cancelar' }));
  await userEvent.click(card.getByRole('button', { name: 'Gerenciar Fazenda' }));
  const form = page.getByRole('dialog', { name: 'Gerenciar Fazenda' });
  await userEvent.fill(form.getByLabelText('Taxa de juros anual (%)'), '7,5');
  const aplicar = form.getByLabelText('Aplicar a nova taxa às terras já cadastradas');
  await expect.element(aplicar).toBeVisible();
  aplicar.element().scrollIntoView({ block: 'nearest' });
  await expect.element(aplicar).toBeInViewport();
  await userEvent.click(form.getByRole('button', { name: 'Cancelar' }));

  await userEvent.click(page.getByRole('tab', { name: 'Vinculações' }));
  await userEvent.click(page.getByRole('button', { name: 'Adicionar Vinculação' }));
  await expect.element(page.getByRole('dialog', { name: 'Adicionar Vinculação' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await semNenhum(page.getByRole('dialog', { name: 'Adicionar Vinculação' }));
});
