import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  apiLogin,
  createFarm,
  createUser,
  E2E_ADMIN,
  expect,
  fecharCompartilhadas,
  groupId,
  paginaCompartilhada,
  shot,
  test,
  testWithOwnServer,
  uiLogin,
  unique,
} from './support/fixtures.ts';
import { semServiceWorker } from './support/navegacao.ts';

// Signed in through the API and the panel opened from its address (the login form and the admin's landing on the
// farm selector are auth.spec's and shell.spec's). The admin's tests share that one page, in the order of the file:
// each opens its tab, or reloads the panel when it changed what the panel read (through the API, a backup file);
// a failed test ends its worker, and the next one opens a new page here. The tests that sign another person in on
// the browser have a page of their own.
let page: Page;
async function abrirPainel(p: Page) {
  await apiLogin(p);
  await p.goto('/dashboard/admin');
  await expect(p.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
}
test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
  await abrirPainel(page);
});
fecharCompartilhadas(() => [page]);

test('users: validation, create, edit keeping the password, delete', async ({ request }) => {
  await page.getByRole('tab', { name: 'Usuários', exact: true }).click();
  const name = unique('Joana');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.local`;
  await expect(page.getByRole('columnheader', { name: 'Tipo' })).toBeVisible();
  await shot(page, 'admin-users');
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Usuário' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Campo obrigatório')).toHaveCount(3);
  await shot(page, 'admin-user-dialog-errors');
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Senha').fill('senha-123');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Já existe um usuário com este email.')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário criado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Usuário');

  await page.getByRole('button', { name: `Ações para ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Usuário' });
  await expect(edit.getByLabel('Senha')).toHaveValue('');
  await edit.getByLabel('Nome').fill(`${name} Silva`);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`${name} Silva`) })).toBeVisible();
  // the password was kept: the user still signs in with it (separate API context, the admin stays signed in)
  const login = await request.post('/api/auth/login', { data: { email, password: 'senha-123' } });
  expect(login.status()).toBe(200);

  await page.getByRole('button', { name: `Ações para ${name} Silva` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Usuário excluído com sucesso!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('groups: create with modules, edit, delete', async () => {
  const name = unique('Ordenhadores');
  await page.getByRole('tab', { name: 'Grupos' }).click();
  await page.getByRole('button', { name: 'Novo Grupo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Grupo' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
  await dialog.getByLabel('Nome do grupo').fill(name);
  await dialog.getByLabel('Descrição').fill('Equipe da ordenha');
  await dialog.getByLabel('Apontamentos').check();
  await dialog.getByLabel('Animais').check();
  await shot(page, 'admin-group-dialog');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Grupo criado com sucesso!')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('2 módulos');
  await expect(row).toContainText('0 usuários');
  await shot(page, 'admin-groups');

  await page.getByRole('button', { name: `Ações para ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Grupo' });
  await edit.getByLabel('Relatórios').check();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Grupo atualizado com sucesso!')).toBeVisible();
  await expect(row).toContainText('3 módulos');

  await page.getByRole('button', { name: `Ações para ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Confirmar exclusão' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Grupo excluído com sucesso!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('farms: validation, create, manage, delete', async () => {
  const name = unique('Sítio Boa Vista');
  await page.getByRole('tab', { name: 'Fazendas' }).click();
  await page.getByRole('button', { name: 'Nova Fazenda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Fazenda' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Campo obrigatório')).toHaveCount(3);
  await dialog.getByLabel('Nome da fazenda').fill(name);
  await dialog.getByLabel('Localização').fill('Castro - PR');
  await dialog.getByLabel('Tamanho (hectares)').fill('1.234,5');
  await dialog.getByLabel('Financeiro').check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Fazenda criada com sucesso!')).toBeVisible();
  const card = page.getByRole('listitem', { name });
  await expect(card).toContainText('1.234,50 ha');
  await expect(card).toContainText('Castro - PR');
  await shot(page, 'admin-farms');

  await card.getByRole('button', { name: 'Gerenciar Fazenda' }).click();
  const edit = page.getByRole('dialog', { name: 'Gerenciar Fazenda' });
  await edit.getByLabel('Localização').fill('');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit.getByText('Campo obrigatório')).toBeVisible();
  await edit.getByLabel('Localização').fill('Carambeí - PR');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Fazenda atualizada com sucesso!')).toBeVisible();
  await expect(card).toContainText('Carambeí - PR');

  await card.getByRole('button', { name: `Excluir ${name}` }).click();
  const excluir = page.getByRole('dialog', { name: 'Excluir fazenda' });
  await excluir.getByLabel('Senha').fill(E2E_ADMIN.password);
  await excluir.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Fazenda excluída com sucesso!')).toBeVisible();
  await expect(card).toHaveCount(0);
});

// A tab that moved under the person's tap sends the tap beside it: the 'links' test's tap on 'Vinculações' was once
// lost when the backup status line, read after the tabs were drawn, pushed them one line down. The tabs now wait
// for the panel's notices (held here until the tabs would have shown), so they stay where they first appear.
test('the tabs appear only with the notices above them, and stay where the person aims', async () => {
  let soltar = () => {};
  const segurada = new Promise<void>((r) => {
    soltar = r;
  });
  await page.route('**/api/admin/backup', async (route) => {
    await segurada;
    await route.continue();
  });
  const leitura = page.waitForRequest('**/api/admin/backup');
  await page.reload();
  await leitura;
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  soltar();
  const vinculacoes = page.getByRole('tab', { name: 'Vinculações' });
  await expect(vinculacoes).toBeVisible();
  await expect(page.getByTestId('situacao-backup')).toBeVisible();
  await vinculacoes.click();
  await expect(vinculacoes).toHaveAttribute('aria-selected', 'true');
  await page.unroute('**/api/admin/backup');
});

test('links: user ↔ farm and user ↔ group, duplicate refused, removal', async ({ request }) => {
  const farm = await createFarm(request);
  const user = await createUser(request);
  await page.reload();
  const vinculacoes = page.getByRole('tab', { name: 'Vinculações' });
  await vinculacoes.click();
  await expect(vinculacoes).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Usuários e Fazendas' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Adicionar Vinculação' }).click();
  let dialog = page.getByRole('dialog', { name: 'Adicionar Vinculação' });
  await dialog.getByRole('button', { name: 'Vincular' }).click();
  await expect(dialog.getByText('Selecione um usuário e uma fazenda.')).toBeVisible();
  await dialog.getByLabel('Usuário').selectOption({ label: `${user.name} (${user.email})` });
  await dialog.getByLabel('Fazenda').selectOption({ label: farm.name });
  await shot(page, 'admin-link-dialog');
  await dialog.getByRole('button', { name: 'Vincular' }).click();
  await expect(page.getByText('Usuário vinculado à fazenda com sucesso!')).toBeVisible();
  const farmLink = page.getByRole('button', { name: `Remover vinculação de ${user.name} com ${farm.name}` });
  await expect(farmLink).toBeVisible();
  await shot(page, 'admin-links');

  await page.getByRole('tab', { name: 'Usuários e Grupos' }).click();
  for (const attempt of [1, 2]) {
    await page.getByRole('button', { name: 'Adicionar Vinculação' }).click();
    dialog = page.getByRole('dialog', { name: 'Adicionar Vinculação' });
    await dialog.getByRole('button', { name: 'Vincular' }).click();
    await expect(dialog.getByText('Selecione um usuário e um grupo.')).toBeVisible();
    await dialog.getByLabel('Usuário').selectOption({ label: `${user.name} (${user.email})` });
    await dialog.getByLabel('Grupo').selectOption({ label: 'Operadores' });
    await dialog.getByRole('button', { name: 'Vincular' }).click();
    if (attempt === 1) await expect(page.getByText('Usuário vinculado ao grupo com sucesso!')).toBeVisible();
    else {
      await expect(dialog.getByText('Usuário já está vinculado a este grupo.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
    }
  }
  await page.getByRole('button', { name: `Remover vinculação de ${user.name} com Operadores` }).click();
  await expect(page.getByText('Vinculação removida com sucesso!')).toBeVisible();
  await page.getByRole('tab', { name: 'Usuários e Fazendas' }).click();
  await farmLink.click();
  await expect(page.getByText('Vinculação removida com sucesso!').first()).toBeVisible();
  await expect(farmLink).toHaveCount(0);
  expect(await groupId(request, 'Operadores')).toBeTruthy();
});

// Its own server: the notice is the installation's last e-mail, which another test's e-mail would clear.
testWithOwnServer(
  'an e-mail the mail server refused is shown to the administrator, not to the requester',
  async ({ page, request }) => {
    await abrirPainel(page);
    const user = await createUser(request, { name: unique('Recusado') });
    const res = await request.post('/api/auth/recover', { data: { email: user.email } });
    expect(res.status()).toBe(200);
    await expect
      .poll(
        async () => ((await (await request.get('/api/auth/recover')).json()) as { ultimaFalha: unknown }).ultimaFalha,
      )
      .not.toBeNull();
    await page.reload();
    const aviso = page.getByRole('alert').filter({ hasText: 'não pôde ser enviado' });
    await expect(aviso).toContainText(user.email);
    await expect(aviso).toContainText('recusou o remetente (MAIL_FROM) ou o destinatário');
    await expect(aviso).toContainText(`leiteira user reset-link ${user.email}`);
    await shot(page, 'admin-email-falhou');
    // The next e-mail that goes out clears the notice.
    await request.post('/api/auth/recover', { data: { email: E2E_ADMIN.email } });
    await expect
      .poll(
        async () => ((await (await request.get('/api/auth/recover')).json()) as { ultimaFalha: unknown }).ultimaFalha,
      )
      .toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
    await expect(page.getByText('não pôde ser enviado')).toHaveCount(0);
  },
);

test('backups: the administrator sees when the last automatic backup was taken', async () => {
  // The e2e server runs no schedule; a file named as the schedule names them is what the panel reads.
  const pasta = join(process.env.E2E_DIR as string, 'backups');
  mkdirSync(pasta, { recursive: true });
  writeFileSync(join(pasta, 'leiteira-2025-03-01T05-30-00-000Z.db'), '');
  await page.reload();
  const linha = page.getByTestId('situacao-backup');
  await expect(linha).toContainText(/Último backup automático: 01\/03\/2025,? 02:30/);
  await expect(linha).toContainText('14 cópias mais recentes');
  await shot(page, 'admin-backup');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(linha).toBeVisible();
  await shot(page, 'admin-backup-phone');
});

// Issue 38 item 7: a person is set up in one step — 'Novo Usuário' takes the farms and groups, and the new user signs
// in and reaches their work right after that one dialog (no Vinculações dialog per link).
test('Novo Usuário with a farm and a group: the person signs in and opens Apontamentos at once, and is refused the panel', async ({
  page,
  request,
}) => {
  await abrirPainel(page);
  const farm = await createFarm(request, unique('Fazenda Nova Equipe'));
  const name = unique('Ordenhador');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.local`;
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Usuário' });
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Senha').fill('senha-123');
  // before any farm or group is ticked the dialog says what would follow
  await expect(
    dialog.getByText('Sem uma fazenda e um grupo marcados, a pessoa entra mas não abre nenhum módulo.'),
  ).toBeVisible();
  await dialog.getByRole('group', { name: 'Fazendas' }).getByRole('checkbox', { name: farm.name }).check();
  await dialog.getByRole('group', { name: 'Grupos' }).getByRole('checkbox', { name: 'Operadores' }).check();
  await expect(dialog.getByText(/Sem uma fazenda e um grupo/)).toHaveCount(0);
  await shot(page, 'admin-novo-usuario-vinculos');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'admin-novo-usuario-vinculos-celular');
  // on a phone each farm and group is a whole 44 px row to tap
  const linha = await dialog
    .getByRole('group', { name: 'Grupos' })
    .locator('label', { hasText: 'Operadores' })
    .boundingBox();
  expect(linha?.height ?? 0).toBeGreaterThanOrEqual(44);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário criado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 768 });

  // the new person, on this same browser: one farm, the Operadores' modules — straight to work
  await page.context().clearCookies();
  await uiLogin(page, email, 'senha-123');
  await expect(page).toHaveURL(/\/dashboard\/apontamentos$/);
  await expect(page.getByRole('button', { name: 'Registrar' })).toBeVisible();
  await expect(page.getByText(farm.name).first()).toBeVisible();

  // a non-admin who types the panel's address is refused it and sent to /dashboard, their first screen (the API's
  // refusal of /api/admin is the permission matrix's)
  await page.goto('/dashboard/admin');
  await expect(
    page.getByText('Acesso não autorizado. Apenas administradores podem acessar este painel.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/apontamentos$/);
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toHaveCount(0);
});
