import type { Locator, Page } from '@playwright/test';
import {
  apiLogin,
  esperarAnimacoes,
  expect,
  fecharCompartilhadas,
  paginaCompartilhada,
  shot,
  test,
  unique,
} from './support/fixtures.ts';
import { abrir, semServiceWorker } from './support/navegacao.ts';

// Issue 16 item 3: tables show their actions on a PC (1366×768) and their key figures on a phone (390×844), and a
// phone reaches every screen. One farm of its own, with a row in every list looked at.

const INV = '/dashboard/inventario/paez';

function hoje() {
  return new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}

async function fazenda(page: Page) {
  await apiLogin(page);
  const created = await page.request.post('/api/admin/farms', {
    data: {
      name: unique('Fazenda Telas'),
      location: 'Lavras - MG',
      size: 120,
      allowedModules: ['animals', 'lands', 'facilities', 'machinery', 'appointments', 'reports'],
    },
  });
  expect(created.status()).toBe(201);
  const farmId = (await created.json()).id as string;
  await page.request.put('/api/auth/current-farm', { data: { farmId } });
  const post = async (path: string, data: object) => {
    const r = await page.request.post(`/api/farms/${farmId}${path}`, { data });
    expect(r.ok(), await r.text()).toBe(true);
    return r.json();
  };
  const inv = '/inventario';
  await post(`${inv}/animais`, {
    tipo: 'Vaca Leiteira',
    quantidade: 42,
    valor: 850000,
    responsavelTecnico: 'Dr. Carlos Silva',
  });
  await post(`${inv}/terras`, {
    tipo: 'Pastagem intensificada sequeiro',
    quantidade: 60,
    valor: 1800000,
    taxaJurosItem: 6,
    responsavelTecnico: 'Dr. Carlos Silva',
  });
  await post(`${inv}/instalacoes`, {
    nome: 'Estábulo principal',
    tipo: 'Estábulo',
    area: 600,
    capacidade: 80,
    status: 'Em manutenção',
    valor: 25000000,
  });
  await post(`${inv}/maquinas`, {
    ano: new Date().getFullYear(),
    nome: 'Trator 1',
    tipo: 'Trator',
    modelo: 'MF 4275',
    status: 'Em manutenção',
    valor: 18000000,
    quantidade: 1,
    vidaUtilAnos: 10,
  });
  const vaca = (await post('/animais', {
    identificacao: 'BR-1042',
    nome: 'Mimosa',
    categoria: 'Vaca Leiteira',
    raca: 'Holandesa',
  })) as { id: string };
  await post('/producao', { data: hoje(), animalId: vaca.id, ordenha: 'Manhã', producao: 23.5 });
  await post('/qualidade', { data: hoje(), amostra: 'Tanque 1', gordura: 3.65, proteina: 3.2, ccs: 720, cbt: 450000 });
  await post('/reproducao', { data: hoje(), animalId: vaca.id, evento: 'Inseminação', observacao: 'Sêmen sexado' });
  return farmId;
}

/**
 * The box is fully inside the viewport sideways. On a phone it is scrolled to first (it may be below the fold); on a
 * PC nothing is scrolled, as scrolling it into view would also scroll its table sideways and hide the failure.
 */
async function dentroDaTela(l: Locator, largura: number) {
  if (largura < 768) await l.scrollIntoViewIfNeeded();
  await expect(l).toBeVisible();
  const box = await l.boundingBox();
  expect(box, 'sem caixa').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(largura);
}

async function semRolagemLateral(page: Page, largura: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(largura);
}

/** What each list is, where it is and what must show: [screen, url, list name, row title, key figure, row label]. */
const INVENTARIO = [
  ['animais', `${INV}/animais`, 'Animais cadastrados', 'Vaca Leiteira', 'R$ 357.000,00', 'Vaca Leiteira'],
  [
    'terras',
    `${INV}/terras`,
    'Terras cadastradas',
    'Pastagem intensificada sequeiro',
    '60,00',
    'Pastagem intensificada sequeiro',
  ],
  [
    'instalacoes',
    `${INV}/instalacoes`,
    'Instalações cadastradas',
    'Estábulo principal',
    '600,00',
    'Estábulo principal',
  ],
  ['maquinas', `${INV}/maquinas`, `Máquinas de ${new Date().getFullYear()}`, 'Trator', 'R$ 180.000,00', 'Trator 1'],
] as const;

test('at 1366×768 every inventory and the quality history show Ações (and the IN 76 flag) without scrolling', async ({
  page,
}) => {
  await fazenda(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const [nome, url, lista, , , rotulo] of INVENTARIO) {
    await abrir(page, url);
    const tabela = page.getByRole('region', { name: lista });
    await expect(tabela.getByRole('table')).toBeVisible();
    for (const acao of ['Editar', 'Excluir']) {
      const botao = page.getByRole('button', { name: `${acao} ${rotulo}` });
      await dentroDaTela(botao, 1366);
      // inside the table's own box too: not scrolled away under its edge
      const caixa = await tabela.boundingBox();
      const b = await botao.boundingBox();
      expect(b && caixa && b.x + b.width <= caixa.x + caixa.width + 1).toBe(true);
    }
    await semRolagemLateral(page, 1366);
    // and the table fits its box: no column hides under the pinned Ações
    expect(await tabela.evaluate((e) => e.scrollWidth - e.clientWidth), nome).toBeLessThanOrEqual(1);
    await shot(page, `tabelas-${nome}-1366`);
  }
  await abrir(page, '/dashboard/apontamentos');
  await page.getByRole('tab', { name: 'Qualidade' }).click();
  // the card and, inside it, the table's scrolling box carry the history's name: the box is the inner one
  const historico = page.getByRole('region', { name: 'Histórico de Qualidade' }).last();
  const alerta = historico.getByText(/⚠ CCS e CBT acima do limite/);
  await dentroDaTela(alerta, 1366);
  // left of the pinned Ações column, so nothing of it is under the buttons
  const acoes = await historico.getByRole('columnheader', { name: 'Ações' }).boundingBox();
  const a = await alerta.boundingBox();
  expect(a && acoes && a.x + a.width <= acoes.x + 1).toBe(true);
  expect(await historico.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(1);
  await dentroDaTela(historico.getByRole('button', { name: /^Excluir Tanque 1/ }), 1366);
  await semRolagemLateral(page, 1366);
  await shot(page, 'tabelas-qualidade-1366');
});

test.describe('phone 390×844', () => {
  const CELULAR = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  test.use(CELULAR);

  // The phone's walks share one farm and one signed-in page (the app loaded once, then moved inside: `abrir`), in the
  // order of the file: each looks at the rows the one before left (42 cows, then 40 after the edit). A failed test
  // ends its worker; the next one makes a new farm and page here.
  let page: Page;
  test.beforeAll(async ({ browser }, testInfo) => {
    page = await paginaCompartilhada(browser, testInfo, CELULAR);
    await semServiceWorker(page);
    await fazenda(page);
  });
  fecharCompartilhadas(() => [page]);

  test('every list is cards: title, key figure and the row buttons inside the screen, no sideways scrolling', async () => {
    for (const [nome, url, lista, titulo, figura, rotulo] of INVENTARIO) {
      await abrir(page, url);
      const cartao = page.getByRole('list', { name: lista }).getByRole('listitem').filter({ hasText: titulo });
      await expect(cartao).toHaveCount(1);
      await dentroDaTela(cartao.getByText(figura, { exact: true }), 390);
      await dentroDaTela(page.getByRole('button', { name: `Editar ${rotulo}` }), 390);
      await dentroDaTela(page.getByRole('button', { name: `Excluir ${rotulo}` }), 390);
      await semRolagemLateral(page, 390);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `tabelas-${nome}-390`);
    }

    // the records' histories: litres, CCS/CBT and the event, not cut at 'Pro'
    await abrir(page, '/dashboard/apontamentos');
    const producao = page.getByRole('list', { name: 'Histórico de Produção' }).getByRole('listitem');
    await expect(producao).toHaveCount(1);
    await dentroDaTela(producao.getByText('23,5', { exact: true }), 390);
    await dentroDaTela(page.getByRole('button', { name: /^Editar BR-1042/ }), 390);
    await semRolagemLateral(page, 390);
    await shot(page, 'tabelas-producao-390');

    await page.getByRole('tab', { name: 'Qualidade' }).click();
    const qualidade = page.getByRole('list', { name: 'Histórico de Qualidade' }).getByRole('listitem');
    await dentroDaTela(qualidade.getByText('720', { exact: true }), 390);
    await dentroDaTela(qualidade.getByText(/⚠/), 390);
    await dentroDaTela(page.getByRole('button', { name: /^Excluir Tanque 1/ }), 390);
    await semRolagemLateral(page, 390);
    await shot(page, 'tabelas-qualidade-390');

    await page.getByRole('tab', { name: 'Reprodução' }).click();
    const reproducao = page.getByRole('list', { name: 'Histórico de Reprodução' }).getByRole('listitem');
    await dentroDaTela(reproducao.getByText('Inseminação', { exact: true }), 390);
    await dentroDaTela(page.getByRole('button', { name: /^Excluir BR-1042/ }), 390);
    await semRolagemLateral(page, 390);

    // a registry (técnicos) and the herd list (ListScreen's cards)
    await abrir(page, '/dashboard/inventario/cadastros/tecnicos');
    await expect(
      page.getByRole('list', { name: 'Técnicos Responsáveis cadastrados' }).getByRole('listitem').first(),
    ).toBeVisible();
    await semRolagemLateral(page, 390);
    await shot(page, 'tabelas-tecnicos-390');
    await abrir(page, '/dashboard/rebanho');
    await dentroDaTela(page.getByRole('button', { name: /^Ações para BR-1042/ }), 390);
    await semRolagemLateral(page, 390);
  });

  test('editing a card is a labelled form in the card; Salvar saves', async () => {
    await abrir(page, `${INV}/animais`);
    await page.getByRole('button', { name: 'Editar Vaca Leiteira' }).click();
    const quantidade = page.getByRole('textbox', { name: 'Qtd. (un)' });
    await dentroDaTela(quantidade, 390);
    await quantidade.fill('40');
    await semRolagemLateral(page, 390);
    await shot(page, 'tabelas-animais-editando-390');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Animal atualizado com sucesso!')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Animais cadastrados' }).getByText('R$ 340.000,00')).toBeVisible();
  });

  test('an inventory screen puts the list first and the add form in a sheet; the chart is compact', async () => {
    for (const [url, lista, adicionar] of [
      [`${INV}/animais`, 'Animais cadastrados', 'Adicionar Novo Animal'],
      [`${INV}/terras`, 'Terras cadastradas', 'Adicionar Nova Área'],
      [`${INV}/instalacoes`, 'Instalações cadastradas', 'Adicionar Nova Instalação'],
      [`${INV}/maquinas`, `Máquinas de ${new Date().getFullYear()}`, 'Adicionar Nova Máquina'],
    ] as const) {
      await abrir(page, url);
      const cards = page.getByRole('list', { name: lista });
      await expect(cards).toBeVisible();
      const botao = page.getByRole('button', { name: adicionar });
      const [l, b] = [await cards.boundingBox(), await botao.boundingBox()];
      expect(l && b && l.y < b.y, `${url}: a lista vem antes de '${adicionar}'`).toBe(true);
      // the list starts on the first screen
      expect(l && l.y < 844, `${url}: a lista começa na primeira tela`).toBe(true);
      // the form is not on the page until asked for
      await expect(page.getByRole('heading', { name: adicionar })).toHaveCount(0);
    }
    // a pie is a small disc, not a screen
    await abrir(page, `${INV}/animais`);
    // 42 cows, 40 since the edit above (42 again when that test failed and this one runs on a new farm)
    const pizza = page.getByRole('img', { name: /Vaca Leiteira: 4[02] un/ });
    await expect(pizza).toBeVisible();
    const p = await pizza.boundingBox();
    expect(p && p.height <= 160).toBe(true);

    // the sheet: add an animal, the sheet closes and the card shows
    await page.getByRole('button', { name: 'Adicionar Novo Animal' }).click();
    const sheet = page.getByRole('dialog', { name: 'Adicionar Novo Animal' });
    await expect(sheet).toBeVisible();
    await shot(page, 'tabelas-animais-adicionar-390');
    await sheet.getByRole('button', { name: 'Adicionar Animal' }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Por favor, preencha todos os campos obrigatórios.');
    await expect(sheet.getByLabel('Quantidade (un)')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'tabelas-animais-recusado-390');
    const tipo = sheet.getByLabel('Tipo de Animal');
    if ((await tipo.evaluate((e) => e.tagName)) === 'SELECT') await tipo.selectOption('Novilha');
    else await tipo.fill('Novilha');
    await sheet.getByLabel('Quantidade (un)').fill('7');
    await sheet.getByRole('button', { name: 'Adicionar Animal' }).click();
    await expect(page.getByText('Animal adicionado com sucesso!')).toBeVisible();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('list', { name: 'Animais cadastrados' }).getByText('Novilha')).toBeVisible();
  });

  test('the ☰ menu lists Rebanho and Avaliação Zootécnica', async () => {
    await abrir(page, '/dashboard/apontamentos');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Rebanho' })).toHaveAttribute('href', '/dashboard/rebanho');
    await expect(menu.getByRole('link', { name: 'Avaliação Zootécnica' })).toHaveAttribute(
      'href',
      '/dashboard/avaliacao-economica',
    );
    await esperarAnimacoes(page); // the menu slides in
    await shot(page, 'tabelas-menu-390');
    await menu.getByRole('link', { name: 'Rebanho' }).click();
    await expect(page).toHaveURL(/\/dashboard\/rebanho$/);
    await expect(page.getByRole('button', { name: 'Adicionar' })).toBeVisible();
  });
  // The login page's links at least 44 px tall (signed out, on a phone): shell.spec's mobile walk, which signs out.
});
