import type { Page } from '@playwright/test';
import {
  createFarm,
  createUser,
  E2E_ADMIN,
  expect,
  fecharCompartilhadas,
  groupId,
  paginaCompartilhada,
  readMails,
  shot,
  test,
} from './support/fixtures.ts';
import { semServiceWorker } from './support/navegacao.ts';

// Every test shares one page, in order, as one visitor at one browser: the app loaded on the first (an unknown
// address typed: the server answers it with the app, which says not found), the landing opened inside it as a link
// does; then the guards, the sign-in and sign-out, and the password recovery on that page (a new page, on a worker
// whose earlier test failed, loads the address there). A bookmark loaded while signed out is the sign-out's last check.
test.describe.configure({ mode: 'serial' });
let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
});
fecharCompartilhadas(() => [page]);
/** Opens `caminho` inside the loaded app as its links do (pushState), or loads it on a new page. */
const abrirNaPagina = async (caminho: string) => {
  if (page.url() === 'about:blank') await page.goto(caminho);
  else await page.evaluate((h) => history.pushState(null, '', h), caminho);
};

test.describe('signed out', () => {
  test('unknown paths show the not-found screen with a way back', async () => {
    await abrirNaPagina('/nao/existe');
    await expect(page.getByRole('heading', { name: 'Oops! Página não encontrada' })).toBeVisible();
    await expect(page.getByText(/removida, teve seu nome alterado ou está temporariamente indisponível/)).toBeVisible();
    await shot(page, 'not-found');
    await page.getByRole('link', { name: 'Voltar ao Painel' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('landing: title, four cards, Entrar and Começar lead to /login', async () => {
    await abrirNaPagina('/');
    await expect(page.getByRole('heading', { name: 'Sistema de Gestão para Produção Leiteira' })).toBeVisible();
    for (const card of ['Inventário', 'Financeiro', 'Apontamentos', 'Relatórios']) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }
    await shot(page, 'landing-desktop');
    await page.getByRole('link', { name: 'Começar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // back to the landing as the browser's Back does (the app stays loaded)
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('guards: signed-out visitors go to /login, signed-in users away from it; login: wrong password, empty fields, then sign in and sign out', async () => {
  // (not irPara: it waits for the address it pushed, which the guard replaces at once)
  for (const path of ['/dashboard', '/dashboard/admin', '/admin/farm-selector', '/user/farm-selector']) {
    await abrirNaPagina(path);
    await expect(page).toHaveURL(/\/login$/);
  }
  await expect(page.getByText('Gestão Leiteira', { exact: true })).toBeVisible();
  await expect(page.getByText('Entre com suas credenciais para acessar o sistema.')).toBeVisible();
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
  await shot(page, 'login-errors');

  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email ou senha inválidos.')).toBeVisible();

  // corrected on the same form, as a person does
  await page.getByLabel('Senha').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/farm-selector$/);
  // signed in, /login leads away from the form
  await abrirNaPagina('/login');
  await expect(page).toHaveURL(/\/admin\/farm-selector$/);
  await page.getByRole('button', { name: 'Fazenda Modelo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/financeiro$/);
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // the server session is gone too: a bookmark loaded goes to /login
  await page.goto('/dashboard/financeiro');
  await expect(page).toHaveURL(/\/login$/);
});

test('password recovery by e-mail and reset through the link', async ({ request }) => {
  const farm = await createFarm(request);
  const user = await createUser(request, { farmIds: [farm.id], groupIds: [await groupId(request, 'Gerentes')] });

  await abrirNaPagina('/login');
  await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
  // a refused request says what was being asked (docs/PRODUTO.md §Autenticação)
  await page.getByLabel('Email').fill('nao-e-um-email');
  await page.getByRole('button', { name: 'Recuperar Senha' }).click();
  await expect(page.getByText(/^Erro ao solicitar redefinição de senha: ./)).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Recuperar Senha' }).click();
  await expect(page.getByText('E-mail de redefinição de senha enviado com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar novamente' })).toBeVisible();
  await shot(page, 'recover-sent');

  await expect.poll(() => readMails(user.email).length).toBe(1);
  const [mail] = readMails(user.email);
  // quoted-printable may wrap the link: unfold soft line breaks first
  const text = (mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/\S+\/redefinir-senha\?token=[\w-]+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();

  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await page.getByLabel('Nova senha', { exact: true }).fill('abc');
  await page.getByLabel('Confirmar senha').fill('abd');
  await page.getByRole('button', { name: 'Atualizar Senha' }).click();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres.')).toBeVisible();
  await expect(page.getByText('As senhas não coincidem.')).toBeVisible();
  await shot(page, 'reset-errors');
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-1');
  await page.getByLabel('Confirmar senha').fill('nova-senha-1');
  await page.getByRole('button', { name: 'Atualizar Senha' }).click();
  await expect(page.getByText('Senha atualizada com sucesso!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha').fill('nova-senha-1');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard\//);

  // the link was single-use
  await page.context().clearCookies();
  await page.goto(new URL(link as string).pathname + new URL(link as string).search);
  await expect(
    page.getByText('Sessão inválida ou expirada. Por favor, solicite um novo link de redefinição de senha.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/recuperar-senha$/);
});
