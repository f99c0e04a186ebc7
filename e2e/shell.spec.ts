import type { Page } from '@playwright/test';
import {
  createFarm,
  createUser,
  E2E_ADMIN,
  esperarAnimacoes,
  expect,
  groupId,
  shot,
  test,
  uiLogin,
  unique,
} from './support/fixtures.ts';
import { irPara } from './support/navegacao.ts';

// Only the administrator's walk (tagged @sw: it opens the PWA settings) runs with the service worker (fixtures.ts
// `test`). The people of the farms are walked one after the other on one page: each signs out through the user menu
// ('Sair' leads to the login form inside the app) and the next signs in there — one context and one load of the app
// for four people, as on a shared office computer.

/** 'Sair' from the user menu (opened here unless it is open already), then the next person signs in on that form. */
async function trocarDePessoa(page: Page, email: string, password: string) {
  const sair = page.getByRole('button', { name: 'Sair' });
  if (!(await sair.isVisible())) await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await sair.click();
  await expect(page.getByText('Logout realizado com sucesso!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('farm auto-selection (docs/PRODUTO.md §Fazendas) and the modules a user may open, four people in turn', async ({
  page,
  request,
}) => {
  const [gerentes, operadores] = [await groupId(request, 'Gerentes'), await groupId(request, 'Operadores')];
  const uma = await createFarm(request);
  const gerente = await createUser(request, { farmIds: [uma.id], groupIds: [gerentes] });
  const doOperador = await createFarm(request);
  const operador = await createUser(request, { farmIds: [doOperador.id], groupIds: [operadores] });
  const [oa, ob] = [await createFarm(request), await createFarm(request)];
  const operadorDeDuas = await createUser(request, { farmIds: [oa.id, ob.id], groupIds: [operadores] });
  const a = await createFarm(request, unique('Fazenda A'));
  const b = await createFarm(request, unique('Fazenda B'));
  const gerenteDeDuas = await createUser(request, { farmIds: [a.id, b.id], groupIds: [gerentes] });

  await test.step('a user with exactly one farm gets it selected automatically', async () => {
    await uiLogin(page, gerente.email, gerente.password);
    await expect(page.getByText(`${uma.name} selecionada automaticamente`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/financeiro$/);
    await expect(page.getByText(uma.name).first()).toBeVisible();
    // one farm: no 'Trocar Fazenda'
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await expect(page.getByRole('button', { name: 'Trocar Fazenda' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Painel Administrativo' })).toHaveCount(0);
  });

  await test.step('sidebar hides modules the user cannot open; the Operador lands on Apontamentos', async () => {
    // Operadores: animals + appointments only
    await trocarDePessoa(page, operador.email, operador.password);
    await expect(page.getByText(`${doOperador.name} selecionada automaticamente`, { exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(nav.getByRole('link', { name: 'Apontamentos' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Financeiro' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Relatórios' })).toHaveCount(0);
    // the first screen is one the Operador can use (issue 24: it was Financeiro, with 'Acesso restrito')
    await expect(page).toHaveURL(/\/dashboard\/apontamentos$/);
    await expect(page.getByText('Você não tem permissão para acessar este módulo.')).toHaveCount(0);
    // a module typed into the address bar still says so instead of showing data
    await page.goto('/dashboard/financeiro');
    await expect(page.getByText('Você não tem permissão para acessar este módulo.')).toBeVisible();
  });

  await test.step('an Operador picking a farm lands on a screen they may open, not on Relatórios', async () => {
    await trocarDePessoa(page, operadorDeDuas.email, operadorDeDuas.password);
    await expect(page).toHaveURL(/\/user\/farm-selector$/);
    await page.getByRole('button', { name: new RegExp(ob.name) }).click();
    await expect(page).toHaveURL(/\/dashboard\/apontamentos$/);
    await expect(page.getByText('Acesso restrito')).toHaveCount(0);
  });

  await test.step('a user with several farms is sent to the selector, then to Relatórios', async () => {
    await trocarDePessoa(page, gerenteDeDuas.email, gerenteDeDuas.password);
    await expect(page).toHaveURL(/\/user\/farm-selector$/);
    await expect(page.getByRole('heading', { name: 'Selecionar Fazenda' })).toBeVisible();
    await shot(page, 'user-farm-selector');
    await page.getByRole('button', { name: new RegExp(b.name) }).click();
    await expect(page).toHaveURL(/\/dashboard\/relatorios$/);

    // switcher popover: both farms, the active one marked, change to the other
    await page.getByRole('button', { name: 'Selecionar Fazenda' }).click();
    await expect(page.getByText('Escolha a fazenda ativa')).toBeVisible();
    const panel = page.getByRole('group', { name: 'Selecionar Fazenda' });
    await expect(panel.getByRole('button', { name: new RegExp(`${b.name}.*Ativa`) })).toBeVisible();
    await shot(page, 'farm-switcher');
    await panel.getByRole('button', { name: new RegExp(a.name) }).click();
    await expect(
      page.getByText('Fazenda alterada com sucesso! Os dados específicos desta fazenda serão carregados.'),
    ).toBeVisible();
    await expect(page.getByText(`Dados carregados para: ${a.name}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Selecionar Fazenda' })).toContainText(a.name);
    // the choice lives on the server session
    await page.reload();
    await expect(page.getByRole('button', { name: 'Selecionar Fazenda' })).toContainText(a.name);
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('button', { name: 'Trocar Fazenda' }).click();
    await expect(page).toHaveURL(/\/user\/farm-selector$/);
  });
  // A user with no farm (told to ask the administrator, the selector says 'Nenhuma fazenda disponível'): papeis.spec's
  // 'sem acesso › no farm', at a PC and a phone.
});

test('desktop shell: admin farm selector, sidebar sections, sub-menu, collapse kept in a cookie, menus, all farms', {
  tag: '@sw',
}, async ({ page, request }) => {
  const farm = await createFarm(request);
  await uiLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // no current farm: the admin lands on the selector (a module page would only say 'Nenhuma fazenda selecionada')
  await expect(page).toHaveURL(/\/admin\/farm-selector$/);
  await shot(page, 'admin-farm-selector');
  await page.getByRole('button', { name: new RegExp(farm.name) }).click();
  await expect(page.getByText('Fazenda selecionada com sucesso!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Selecionar Fazenda' })).toContainText(farm.name);
  await expect(page).toHaveURL(/\/dashboard\/financeiro$/);
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  for (const label of ['Visão Geral', 'Avaliação Zootécnica', 'Financeiro', 'Apontamentos', 'Rebanho', 'Relatórios']) {
    await expect(nav.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Financeiro' })).toHaveAttribute('aria-current', 'page');
  // the valuation group opens when the path is inside it
  await expect(nav.getByRole('link', { name: 'Máquinas' })).toHaveCount(0);
  await irPara(page, '/dashboard/inventario/paez/maquinas');
  await expect(nav.getByRole('link', { name: 'Máquinas' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Terras' })).toBeVisible();
  await shot(page, 'desktop-shell');

  const aside = page.getByRole('complementary', { name: 'Menu lateral' });
  await page.getByRole('button', { name: 'Recolher menu lateral' }).click();
  await expect(aside).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  expect(Math.round((cookie?.expires ?? 0) - Date.now() / 1000)).toBeGreaterThan(604800 - 60);
  await page.reload();
  await expect(aside).toHaveAttribute('data-state', 'collapsed');
  await shot(page, 'desktop-collapsed');
  await page.keyboard.press('Control+b');
  await expect(aside).toHaveAttribute('data-state', 'expanded');

  // user menu and PWA settings
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Painel Administrativo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Trocar Fazenda' })).toBeVisible();
  await shot(page, 'desktop-user-menu');
  await page.getByRole('button', { name: 'Configurações PWA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações PWA' });
  await expect(dialog.getByText('Configure as funcionalidades avançadas do aplicativo')).toBeVisible();
  // the farm's words, never the browser's API names (issue 38 item 5)
  await expect(dialog.getByText('Uso sem conexão')).toBeVisible();
  await expect(dialog.getByText('Envio automático ao voltar a conexão')).toBeVisible();
  await expect(dialog.getByText(/Service Worker|Background Sync/)).toHaveCount(0);
  await expect(dialog.getByRole('region', { name: 'Dados guardados no aparelho' })).toBeVisible();
  await expect(dialog.getByText('Conectado').first()).toBeVisible();
  await shot(page, 'pwa-settings');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Notificações' }).click();
  await expect(page.getByText('Nenhum alerta no momento.')).toBeVisible();

  await irPara(page, '/dashboard/nada-aqui');
  await expect(page.getByRole('heading', { name: 'Oops! Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao Painel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/financeiro$/);
  // a module's unknown sub-path is the same screen, inside the frame (one main landmark), with the same way back
  await irPara(page, '/dashboard/inventario/nada-aqui');
  await expect(page.getByRole('heading', { name: 'Oops! Página não encontrada' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await page.getByRole('link', { name: 'Voltar ao Painel' }).click();
  await expect(page).toHaveURL(/\/dashboard\/financeiro$/);

  // back on the selector with a farm chosen: 'Visualizar Todas as Fazendas' leads to the farms' desk (issue 27)
  await irPara(page, '/admin/farm-selector');
  await page.getByRole('button', { name: 'Visualizar Todas as Fazendas' }).click();
  await expect(page.getByText('Modo administrador ativado: visualizando todas as fazendas.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/painel$/);
  await expect(page.getByRole('button', { name: 'Selecionar Fazenda' })).toContainText('Todas as fazendas');
});

test.describe('mobile layout at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('landing, header with brand, farm and initial; bottom tabs; full-screen menu with Sair; the login at 44 px', async ({
    page,
    request,
  }) => {
    const farm = await createFarm(request);
    const user = await createUser(request, {
      name: unique('Zélia'),
      farmIds: [farm.id],
      groupIds: [await groupId(request, 'Administradores')],
    });
    // the served app loads (the landing), and an unknown API path answers JSON
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sistema de Gestão para Produção Leiteira' })).toBeVisible();
    const res = await request.get('/api/nao-existe');
    expect(res.status()).toBe(404);
    expect((await res.json()).error.message).toBe('Recurso não encontrado.');
    await shot(page, 'landing-mobile');
    // the landing's 'Entrar' leads to the form inside the app
    await page.getByRole('link', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Senha').fill(user.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText(`${farm.name} selecionada automaticamente`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('mobile-farm')).toHaveText(farm.name);
    await expect(page.getByRole('button', { name: /^Usuário Zélia/ })).toHaveText('Z');
    const tabs = page.getByRole('navigation', { name: 'Navegação inferior' });
    for (const t of ['Relatórios', 'Apontamentos', 'Inventário', 'Financeiro']) {
      await expect(tabs.getByRole('link', { name: t })).toBeVisible();
    }
    await shot(page, 'mobile-dashboard');
    await tabs.getByRole('link', { name: 'Apontamentos' }).click();
    await expect(page).toHaveURL(/\/dashboard\/apontamentos$/);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Relatórios' })).toHaveAttribute('href', '/dashboard/relatorios');
    await expect(menu.getByRole('link', { name: 'Inventário' })).toHaveAttribute('href', '/dashboard/inventario');
    await esperarAnimacoes(page); // the menu slides in
    await shot(page, 'mobile-menu');
    await menu.getByRole('button', { name: 'Sair' }).click();
    await expect(page.getByText('Logout realizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, 'login-mobile');
    // touch targets: the login page's links are at least 44 px tall (once tables.spec's phone describe, now src/web/features/inventario/tabelas.browser.test.tsx)
    for (const nome of ['Voltar para a página inicial', 'Esqueceu sua senha?']) {
      const box = await page.getByRole('link', { name: nome }).boundingBox();
      expect(box && box.height >= 44, nome).toBe(true);
    }
  });
});
