import type { Page } from '@playwright/test';
import { createFarm, createUser, E2E_ADMIN, expect, groupId, shot, test, unique } from './support/fixtures.ts';
import { assentar, chamadasEmCurso, irPara } from './support/navegacao.ts';
import { OwnServer } from './support/own-server.ts';

// Issue 24 items 1–3: every role signs in through the form, lands on a screen it can use, and every link it is offered
// (sidebar, bottom bar, ☰ menu, hub cards) opens without a 403 or 'Acesso restrito'.
//
// What needs the browser and the server: each role signs in through the form, lands where it can work, and each screen
// it is offered, opened, reads nothing the server refuses it (a screen's real reads, which no API test lists). WHICH
// screens each role is offered — the sidebar, the phone's tab bar and ☰ menu, the hubs' cards, the same at both
// sizes — and the first-screen rule are the shell's drawing of the session's modules: src/web/shell/papeis.browser.test.tsx.
// The administrator, who may open every module, is refused nothing: it signs in and lands, and is not walked. A card's
// screen is the same screen at either size (the frame around it is what changes at 768 px), so the walks are at a PC.
// The file's tests run in order in one worker: the browser tests are CPU-bound, and the other files keep the other
// worker busy.

const RECUSAS = /Acesso restrito|Você não tem permissão para acessar este módulo|Nenhuma fazenda selecionada/;
const SEM_MODULOS = 'Esta fazenda não tem módulos ativos para você; fale com o administrador.';

const TAMANHOS = [
  { nome: 'pc', viewport: { width: 1366, height: 768 } },
  { nome: 'celular', viewport: { width: 390, height: 844 } },
] as const;
const [PC, CELULAR] = TAMANHOS;

/** 403 answers of the API while the page is open (a toast over an empty table is what a user sees of them). */
function vigiar403(page: Page): string[] {
  chamadasEmCurso(page);
  const recusas: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403 && r.url().includes('/api/'))
      recusas.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return recusas;
}

const mobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;
const ehFicha = (href: string) => /\/[0-9a-f]{8}-[0-9a-f]{4}-/.test(href);

/** The links the shell offers: the sidebar (with the valuation group open) on a PC, the tab bar and ☰ menu on a phone. */
async function linksDoMenu(page: Page): Promise<string[]> {
  const hrefs = async (sel: string) =>
    page.locator(sel).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  if (mobile(page)) {
    const tabs = await hrefs('nav[aria-label="Navegação inferior"] a');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = await hrefs('[role="dialog"][aria-label="Menu"] a');
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    return [...tabs, ...menu];
  }
  const grupo = page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('button', { name: 'Avaliação Econômico Zootécnica' });
  if ((await grupo.count()) && (await grupo.getAttribute('aria-expanded')) === 'false') await grupo.click();
  return hrefs('nav[aria-label="Navegação principal"] a');
}

/** Each screen opened, with the links to other screens it offers (hub cards; a record's page excluded), sorted. */
type Telas = Map<string, string[]>;

/**
 * Opens `href` as a tap on a link does (in the app: irPara); a refusal on the screen or a 403 to its reads is named in
 * `problemas`. Returns the links to other screens the screen offers.
 */
async function abrirTela(page: Page, href: string, recusas: string[], problemas: string[]): Promise<string[]> {
  const antes = recusas.length;
  await irPara(page, href);
  await assentar(page);
  const { texto, links } = await lerTela(page);
  examinar(href, texto, recusas.slice(antes), problemas);
  return [...new Set(links.filter((h) => !ehFicha(h)))].sort();
}

/** The screen's text and its links to other screens, in one look. */
const lerTela = (page: Page) =>
  page.locator('main').evaluate((m: HTMLElement) => ({
    texto: m.innerText,
    links: [...m.querySelectorAll('a[href^="/dashboard"]')].map((a) => a.getAttribute('href') ?? ''),
  }));

function examinar(href: string, texto: string, recusas403: string[], problemas: string[]) {
  const recusa = RECUSAS.exec(texto)?.[0];
  if (recusa) problemas.push(`${href}: '${recusa}'`);
  if (recusas403.length) problemas.push(`${href}: ${recusas403.join(', ')}`);
}

/**
 * The PC: opens every link the sidebar offers and every link to another screen found on those (hub cards), then the
 * last one again from its address (a reload, as a bookmark or the installed app would: the bundle and the session
 * read again): none may answer 403 or show a refusal. Returns the screens opened with the links each offers.
 */
async function percorrer(page: Page, nome: string): Promise<Telas> {
  const recusas = vigiar403(page);
  const fila = [...new Set((await linksDoMenu(page)).filter((h) => h.startsWith('/dashboard')))];
  expect(fila.length, `${nome}: links oferecidos`).toBeGreaterThan(0);
  const problemas: string[] = [];
  const telas: Telas = new Map();
  while (fila.length) {
    const href = fila.shift() as string;
    if (telas.has(href)) continue;
    const links = await abrirTela(page, href, recusas, problemas);
    telas.set(href, links);
    fila.push(...links);
  }
  const marcador = [...telas.keys()].at(-1) as string;
  const antes = recusas.length;
  await page.goto(marcador);
  await assentar(page);
  examinar(`${marcador} (pelo endereço)`, (await lerTela(page)).texto, recusas.slice(antes), problemas);
  expect(problemas, `${nome} (pc): telas que recusam`).toEqual([]);
  return telas;
}

/** The window at `tamanho`'s size, waited for: what is read next is drawn for it. */
async function redimensionar(page: Page, tamanho: (typeof TAMANHOS)[number]) {
  await page.setViewportSize(tamanho.viewport);
  await page.waitForFunction((w) => innerWidth === w, tamanho.viewport.width);
}

/**
 * 'Sair' as the user finds it: on the farm selector its own button; in the app the user menu's (PC) or the ☰ menu's
 * (phone). The app goes to the login form without a reload (the session and the reads of the user cleared:
 * src/web/api/use-resource.ts), where the next user signs in.
 */
async function sair(page: Page) {
  if (/\/farm-selector$/.test(new URL(page.url()).pathname)) {
    await page.getByRole('button', { name: 'Sair' }).click();
  } else if (mobile(page)) {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sair' }).click();
  } else {
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('group', { name: 'Menu do usuário' }).getByRole('button', { name: 'Sair' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
}

/** The login form filled and sent: where the page is (after 'Sair'), or loaded at /login on a page not there yet. */
async function formularioDeLogin(page: Page, email: string, password: string) {
  if (new URL(page.url()).pathname !== '/login') await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

type Tamanho = (typeof TAMANHOS)[number]['nome'];

/** One role signed in and walked at the PC. `conferir` checks the screens offered; `depois` runs after the walk. */
async function noPc(
  page: Page,
  papel: string,
  entrarComo: (p: Page, tamanho: Tamanho) => Promise<void>,
  conferir: (vistos: readonly string[]) => void,
  depois?: (p: Page, tamanho: Tamanho) => Promise<void>,
) {
  await entrarComo(page, 'pc');
  const pc = await percorrer(page, papel);
  conferir([...pc.keys()]);
  await depois?.(page, 'pc');
}

/** Signed in through the login form: where the user lands, once it has settled. */
async function entrar(page: Page, email: string, password: string) {
  chamadasEmCurso(page);
  await formularioDeLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login$/);
  await assentar(page);
}

async function semRecusa(page: Page) {
  await expect(page.getByText(RECUSAS)).toHaveCount(0);
}

test.describe('papéis', () => {
  test.describe.configure({ timeout: 240_000 });

  // The admin may open every module (the server refuses it nothing): signed in and landed, not walked. What it is
  // offered is src/web/shell/papeis.browser.test.tsx's.
  test('admin: chooses a farm and lands on its first screen', async ({ page, request }) => {
    await createFarm(request, unique('Fazenda Admin'));
    await entrar(page, E2E_ADMIN.email, E2E_ADMIN.password);
    // No current farm yet: the admin's selector, not a module page that says 'Nenhuma fazenda selecionada'.
    await expect(page).toHaveURL(/\/admin\/farm-selector$/);
    await shot(page, 'papeis-admin-entrada-pc');
    await page.getByRole('button', { name: /Fazenda Modelo/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/financeiro$/);
    await assentar(page);
    await semRecusa(page);
  });

  test('Gerente: lands on Financeiro; nothing of the inventory it does not have', async ({ page, request }) => {
    const farm = await createFarm(request, unique('Fazenda Gerente'));
    const user = await createUser(request, { farmIds: [farm.id], groupIds: [await groupId(request, 'Gerentes')] });
    const entrarComoGerente = async (p: Page) => {
      await entrar(p, user.email, user.password);
      await expect(p).toHaveURL(/\/dashboard\/financeiro$/);
      await semRecusa(p);
    };
    const doGerente = (vistos: readonly string[]) => {
      expect(vistos).not.toContain('/dashboard/inventario/cadastros/tipos-terras');
      expect(vistos).toContain('/dashboard/inventario/cadastros/tipos-animais');
    };
    await noPc(page, 'Gerente', entrarComoGerente, doGerente);
  });

  test('Operador with one farm: lands on Apontamentos, never on Financeiro', async ({ page, request }) => {
    const farm = await createFarm(request, unique('Fazenda Operador'));
    const user = await createUser(request, { farmIds: [farm.id], groupIds: [await groupId(request, 'Operadores')] });
    const entrarComoOperador = async (p: Page, tamanho: Tamanho) => {
      await entrar(p, user.email, user.password);
      await expect(p).toHaveURL(/\/dashboard\/apontamentos$/);
      await semRecusa(p);
      await shot(p, `papeis-operador-entrada-${tamanho}`);
      // the installed app opens at /dashboard: the same first screen
      await p.goto('/dashboard');
      await expect(p).toHaveURL(/\/dashboard\/apontamentos$/);
    };
    // the Cadastros hub offers only the registries an Operador may change; no report generator
    const doOperador = (vistos: readonly string[]) => {
      expect(vistos).toContain('/dashboard/inventario/paez/cadastros');
      for (const fora of ['tipos-terras', 'tipos-instalacoes', 'tipos-maquinas'])
        expect(vistos).not.toContain(`/dashboard/inventario/cadastros/${fora}`);
      expect(vistos).not.toContain('/dashboard/inventario/paez/relatorios');
      expect(vistos).not.toContain('/dashboard/relatorios');
    };
    const cadastros = async (p: Page, tamanho: Tamanho) => {
      await irPara(p, '/dashboard/inventario/paez/cadastros');
      await assentar(p);
      await shot(p, `papeis-operador-cadastros-${tamanho}`);
    };
    await noPc(page, 'Operador', entrarComoOperador, doOperador, cadastros);
  });

  test('two farms: the selector, then a farm change lands where the new farm lets the user work', async ({
    page,
    request,
  }) => {
    const a = await createFarm(request, unique('Fazenda A'));
    const b = await createFarm(request, unique('Sítio B'), ['animals', 'appointments']);
    const user = await createUser(request, {
      farmIds: [a.id, b.id],
      groupIds: [await groupId(request, 'Gerentes')],
    });
    const entrarEmA = async (p: Page) => {
      await entrar(p, user.email, user.password);
      await expect(p).toHaveURL(/\/user\/farm-selector$/);
      await p.getByRole('button', { name: new RegExp(a.name) }).click();
      await expect(p).toHaveURL(/\/dashboard\/relatorios$/);
      await semRecusa(p);
    };
    // From Relatórios, change to B, which has no reports for this user: not left on a refusal.
    const trocarParaB = async (p: Page, tamanho: string) => {
      await irPara(p, '/dashboard/relatorios');
      await assentar(p);
      if (mobile(p)) {
        await p.getByRole('button', { name: 'Abrir menu' }).click();
        await p.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Selecionar Fazenda' }).click();
      } else {
        await p.getByRole('button', { name: 'Selecionar Fazenda' }).click();
      }
      await p
        .getByRole('group', { name: 'Selecionar Fazenda' })
        .getByRole('button', { name: new RegExp(b.name) })
        .click();
      // on a phone the menu closes: the new farm's screen is under it
      await expect(p.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
      await expect(p.getByText(`Dados carregados para: ${b.name}`)).toBeVisible();
      await expect(p).toHaveURL(/\/dashboard\/inventario$/);
      await assentar(p);
      await semRecusa(p);
      await shot(p, `papeis-troca-fazenda-${tamanho}`);
    };
    // A has every module, and a Gerente's screens on such a farm are the Gerente test's walk: only B's is walked here,
    // the farm changed to (its reads on the farm chosen second, of a user with two).
    await entrarEmA(page);
    await trocarParaB(page, 'pc');
    await percorrer(page, 'duas fazendas (B)');
    // On a phone the farm is changed in the ☰ menu, which closes on the new farm's screen (back to A here: B's
    // inventory is one of A's screens too, so the screen stays).
    await redimensionar(page, CELULAR);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Selecionar Fazenda' }).click();
    await page
      .getByRole('group', { name: 'Selecionar Fazenda' })
      .getByRole('button', { name: new RegExp(a.name) })
      .click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByText(`Dados carregados para: ${a.name}`)).toBeVisible();
    await assentar(page);
    await semRecusa(page);
    await shot(page, 'papeis-troca-fazenda-celular');
  });
});

// One page, each user signing in through the form after the last one's 'Sair' (the app's own way to hand a device
// over); the one reload is the address typed, which is what it proves. The phone's frame draws the same session's
// modules (src/web/shell/papeis.browser.test.tsx), so the browser test is at a PC.
test.describe('sem acesso', () => {
  test('no farm: told to ask the administrator, offered nothing; a farm with no modules says so in words, with an empty menu and no refusal', async ({
    page,
    request,
  }) => {
    const semFazenda = await createUser(request, { groupIds: [await groupId(request, 'Gerentes')] });
    const vazia = await createFarm(request, unique('Fazenda Vazia'), []);
    const semModulos = await createUser(request, {
      farmIds: [vazia.id],
      groupIds: [await groupId(request, 'Operadores')],
    });
    chamadasEmCurso(page);
    await formularioDeLogin(page, semFazenda.email, semFazenda.password);
    // the toast first: it is gone a few seconds later, and a loaded machine may take that long to settle the screen
    // (shell.spec's test of a user with no farm, joined to this one); the last size's toast went with the reload
    // below
    await expect(
      page.getByText('Você não tem acesso a nenhuma fazenda. Entre em contato com o administrador.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/user\/farm-selector$/);
    await assentar(page);
    await expect(page.getByText('Nenhuma fazenda disponível')).toBeVisible();
    await semRecusa(page);
    await shot(page, `user-no-farm-pc`);
    await sair(page);

    await entrar(page, semModulos.email, semModulos.password);
    await expect(page.getByText(SEM_MODULOS)).toBeVisible();
    await semRecusa(page);
    // the empty menu says why too (at both sizes: src/web/shell/papeis.browser.test.tsx)
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toContainText('Nenhum módulo ativo');
    await shot(page, `papeis-sem-modulos-pc`);
    expect((await linksDoMenu(page)).filter((h) => h.startsWith('/dashboard/'))).toEqual([]);
    // a module's address says the same, not 'Acesso restrito'
    await page.goto('/dashboard/financeiro');
    await assentar(page);
    await expect(page.getByText(SEM_MODULOS)).toBeVisible();
    await semRecusa(page);
  });
});

// Items 2 and 9: the farm dialog's defaults, and words a farm hand understands. One page, the users changed through
// 'Sair' and the login form; at a PC (a11y.spec.ts opens the PWA settings and the 404 screen at a phone's size too).
test.describe('primeiros minutos', () => {
  // the only test of the file with the service worker (fixtures.ts `test`): the PWA settings show what it reports
  test("'Nova Fazenda' starts with every module on and Brazil's zones by name; its Operador works at once; the 404 button says Painel; the PWA settings speak plain Portuguese", {
    tag: '@sw',
  }, async ({ page, request }) => {
    await entrar(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await irPara(page, '/dashboard/admin');
    await page.getByRole('tab', { name: 'Fazendas' }).click();
    await page.getByRole('button', { name: 'Nova Fazenda' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Fazenda' });
    const modulos = dialog.getByRole('group', { name: 'Módulos permitidos' }).getByRole('checkbox');
    await expect(modulos).toHaveCount(8);
    for (const caixa of await modulos.all()) await expect(caixa).toBeChecked();
    const fuso = dialog.getByLabel('Fuso horário');
    await expect(fuso).toHaveValue('America/Sao_Paulo');
    const rotulos = await fuso.locator('option').allTextContents();
    expect(rotulos.slice(0, 4)).toEqual([
      'Brasília — America/Sao_Paulo',
      'Amazonas — America/Manaus',
      'Acre — America/Rio_Branco',
      'Fernando de Noronha — America/Noronha',
    ]);
    expect(rotulos).toContain('Cuiabá (MT) — America/Cuiaba');
    expect(rotulos.length).toBeGreaterThan(400);
    const nome = unique('Sítio Novo');
    await dialog.getByLabel('Nome da fazenda').fill(nome);
    await shot(page, 'papeis-nova-fazenda-pc');
    await dialog.getByLabel('Localização').fill('Lavras - MG');
    await dialog.getByLabel('Tamanho (hectares)').fill('42');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Fazenda criada com sucesso!')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const fazendas = (await (await page.request.get('/api/admin/farms')).json()) as { id: string; name: string }[];
    const nova = fazendas.find((f) => f.name === nome);
    expect(nova).toBeTruthy();

    // an Operador of the new farm signs in and lands where it can work, told which farm it got
    const user = await createUser(request, {
      farmIds: [(nova as { id: string }).id],
      groupIds: [await groupId(request, 'Operadores')],
    });
    await sair(page);
    await formularioDeLogin(page, user.email, user.password);
    // the toast first: it is gone a few seconds later, and a loaded machine may take that long to settle the screen
    await expect(page.getByText(`${nome} selecionado automaticamente`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/apontamentos$/);
    await assentar(page);
    await semRecusa(page);

    // the 404 screen's way back, in the farm's words
    await irPara(page, '/dashboard/nao-existe');
    await expect(page.getByRole('link', { name: 'Voltar ao Painel' })).toBeVisible();
    await expect(page.getByText('Dashboard')).toHaveCount(0);
    await page.getByRole('link', { name: 'Voltar ao Painel' }).click();
    await expect(page).toHaveURL(/\/dashboard\/apontamentos$/);

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('button', { name: 'Configurações PWA' }).click();
    const pwa = page.getByRole('dialog', { name: 'Configurações PWA' });
    await expect(pwa.getByText('Uso sem conexão')).toBeVisible();
    await expect(pwa.getByText('Envio automático ao voltar a conexão')).toBeVisible();
    await expect(pwa.getByRole('button', { name: 'Limpar dados guardados' })).toBeVisible();
    // the farm's words only: no browser API name, not even small beneath (issue 38 item 5)
    for (const termo of ['Service Worker', 'Background Sync', 'Cache'])
      await expect(pwa.getByText(termo)).toHaveCount(0);
    await expect(pwa.getByRole('button', { name: /Cache|Worker|Sync/ })).toHaveCount(0);
    await shot(page, 'papeis-pwa-pc');
    await page.keyboard.press('Escape');
    await expect(pwa).toHaveCount(0);
  });
});

// Item 9: a server that sends no e-mail (a Pi out of the box) tells the milker whom to ask; the how is in its log.
test.describe('recuperar senha sem e-mail', () => {
  const servidor = new OwnServer({ E2E_SEM_EMAIL: '1' });
  const avisos: Record<string, unknown>[] = [];
  test.use({ baseURL: servidor.url });
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(async () => {
    await servidor.start((linha) => {
      const l = linha as Record<string, unknown>;
      if (String(l.msg ?? '').includes('redefinição')) avisos.push(l);
    });
  });
  test.afterAll(() => servidor.close());

  // both sizes on one page, the window resized between them and the form opened again through the app's links
  // (back to the login form, drawn, then 'Esqueceu sua senha?': a new form, not the last one's answer)
  test(`says 'Peça ao administrador', no setting or command (pc and celular)`, async ({ page }) => {
    const aviso = 'Este servidor não envia e-mails. Peça ao administrador para redefinir sua senha.';
    for (const tamanho of TAMANHOS) {
      await redimensionar(page, tamanho);
      if (tamanho === PC) await page.goto('/recuperar-senha');
      else {
        await page.getByRole('link', { name: 'Voltar para o login' }).click();
        await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
        await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
      }
      await expect(page.getByRole('note')).toHaveText(aviso);
      await shot(page, `papeis-recuperar-pc`);
      const antes = avisos.length;
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByRole('button', { name: 'Recuperar Senha' }).click();
      await expect(page.getByRole('heading', { name: 'Fale com o administrador' })).toBeVisible();
      await expect(page.getByRole('status')).toContainText(aviso);
      // no e-mail is promised
      await expect(page.getByText('E-mail de redefinição de senha enviado com sucesso!')).toHaveCount(0);
      await expect(page.getByText(/PUBLIC_URL|SMTP|leiteira |enviamos um email/)).toHaveCount(0);
      await shot(page, `papeis-recuperar-enviado-pc`);
      await expect.poll(() => avisos.length).toBeGreaterThan(antes);
      expect(String(avisos.at(-1)?.comoEntregar)).toContain('leiteira user reset-link');
    }
  });
});
