/**
 * Issue 16 item 3: tables show their actions on a PC (1366×768) and their key figures on a phone (390×844), and a
 * phone reaches every screen (moved here from e2e/tables.spec.ts). The real server (test/app.tsx `servidorReal`)
 * holds one farm of its own with a row in every list looked at: the four valuation inventories, and a cow with a
 * milking, a tank sample over IN 76's limits and an insemination for Apontamentos' histories. On a PC each list's
 * Editar/Excluir and the quality history's IN 76 flag are inside the screen and the table's box; on a phone every list
 * is cards (title, key figure, row buttons inside the screen, no sideways scrolling), a card is edited in place, the
 * add form is a sheet under the list, and the ☰ menu reaches Rebanho. What a row's table or card reads to axe is
 * e2e/a11y.spec.ts's inventory walk; the login page's links at least 44 px tall (signed out, on a phone) is
 * e2e/shell.spec.ts's mobile walk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { hojeNoFuso } from '../../../domain/format.ts';
import { abrirApp, semRolagemLateral, servidorReal, visivel } from '../../test/app.tsx';

const INV = '/dashboard/inventario/paez';
const ANO = new Date().getFullYear();

let srv: Awaited<ReturnType<typeof servidorReal>>;

beforeAll(async () => {
  srv = await servidorReal();
  const farmId = await srv.novaFazenda(
    'Fazenda Telas',
    ['animals', 'lands', 'facilities', 'machinery', 'appointments', 'reports'],
    { size: 120 },
  );
  const base = `/api/farms/${farmId}`;
  const inv = `${base}/inventario`;
  await srv.ok('POST', `${inv}/animais`, {
    tipo: 'Vaca Leiteira',
    quantidade: 42,
    valor: 850000,
    responsavelTecnico: 'Dr. Carlos Silva',
  });
  await srv.ok('POST', `${inv}/terras`, {
    tipo: 'Pastagem intensificada sequeiro',
    quantidade: 60,
    valor: 1800000,
    taxaJurosItem: 6,
    responsavelTecnico: 'Dr. Carlos Silva',
  });
  await srv.ok('POST', `${inv}/instalacoes`, {
    nome: 'Estábulo principal',
    tipo: 'Estábulo',
    area: 600,
    capacidade: 80,
    status: 'Em manutenção',
    valor: 25000000,
  });
  await srv.ok('POST', `${inv}/maquinas`, {
    ano: ANO,
    nome: 'Trator 1',
    tipo: 'Trator',
    modelo: 'MF 4275',
    status: 'Em manutenção',
    valor: 18000000,
    quantidade: 1,
    vidaUtilAnos: 10,
  });
  const vaca = await srv.ok('POST', `${base}/animais`, {
    identificacao: 'BR-1042',
    nome: 'Mimosa',
    categoria: 'Vaca Leiteira',
    raca: 'Holandesa',
  });
  const hoje = hojeNoFuso('America/Sao_Paulo');
  await srv.ok('POST', `${base}/producao`, { data: hoje, animalId: vaca.id, ordenha: 'Manhã', producao: 23.5 });
  await srv.ok('POST', `${base}/qualidade`, {
    data: hoje,
    amostra: 'Tanque 1',
    gordura: 3.65,
    proteina: 3.2,
    ccs: 720,
    cbt: 450000,
  });
  await srv.ok('POST', `${base}/reproducao`, {
    data: hoje,
    animalId: vaca.id,
    evento: 'Inseminação',
    observacao: 'Sêmen sexado',
  });
});
afterAll(() => srv.fechar());

/**
 * The box is fully inside the viewport sideways. On a phone it is scrolled to first (it may be below the fold); on a
 * PC nothing is scrolled, as scrolling it into view would also scroll its table sideways and hide the failure.
 */
async function dentroDaTela(l: Locator, largura: number): Promise<HTMLElement> {
  const e = await visivel(l);
  if (largura < 768) e.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const box = e.getBoundingClientRect();
  expect(box.left, String(l)).toBeGreaterThanOrEqual(0);
  expect(box.right, String(l)).toBeLessThanOrEqual(largura);
  return e;
}

/** The app opened at `path`; `abrir` then moves inside it as a link's tap does, starting at the top as a load does. */
async function app(path: string) {
  srv.responder();
  const { navegar } = await abrirApp(undefined, path);
  return (para: string) => {
    navegar(para);
    window.scrollTo(0, 0);
  };
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
  ['maquinas', `${INV}/maquinas`, `Máquinas de ${ANO}`, 'Trator', 'R$ 180.000,00', 'Trator 1'],
] as const;

it('at 1366×768 every inventory and the quality history show Ações (and the IN 76 flag) without scrolling', async () => {
  await page.viewport(1366, 768);
  const abrir = await app('/dashboard');
  for (const [nome, url, lista, , , rotulo] of INVENTARIO) {
    abrir(url);
    const tabela = page.getByRole('region', { name: lista });
    await expect.element(tabela.getByRole('table')).toBeVisible();
    for (const acao of ['Editar', 'Excluir']) {
      const botao = await dentroDaTela(page.getByRole('button', { name: `${acao} ${rotulo}` }), 1366);
      // inside the table's own box too: not scrolled away under its edge
      const caixa = tabela.element().getBoundingClientRect();
      expect(botao.getBoundingClientRect().right, `${nome}: ${acao}`).toBeLessThanOrEqual(caixa.right + 1);
    }
    semRolagemLateral(1366);
    // and the table fits its box: no column hides under the pinned Ações
    const e = tabela.element();
    expect(e.scrollWidth - e.clientWidth, nome).toBeLessThanOrEqual(1);
  }
  abrir('/dashboard/apontamentos');
  await userEvent.click(page.getByRole('tab', { name: 'Qualidade' }));
  // the card and, inside it, the table's scrolling box carry the history's name: the box is the inner one
  const historico = page.getByRole('region', { name: 'Histórico de Qualidade' }).last();
  const alerta = await dentroDaTela(historico.getByText(/⚠ CCS e CBT acima do limite/), 1366);
  // left of the pinned Ações column, so nothing of it is under the buttons
  const acoes = historico.getByRole('columnheader', { name: 'Ações' }).element().getBoundingClientRect();
  expect(alerta.getBoundingClientRect().right).toBeLessThanOrEqual(acoes.left + 1);
  const caixa = historico.element();
  expect(caixa.scrollWidth - caixa.clientWidth).toBeLessThanOrEqual(1);
  await dentroDaTela(historico.getByRole('button', { name: /^Excluir Tanque 1/ }), 1366);
  semRolagemLateral(1366);
});

// The phone's tests share the farm, in the order of the file: each looks at the rows the one before left (42 cows,
// then 40 after the edit).
describe('phone 390×844', () => {
  it('every list is cards: title, key figure and the row buttons inside the screen, no sideways scrolling', async () => {
    await page.viewport(390, 844);
    const abrir = await app('/dashboard');
    for (const [, url, lista, titulo, figura, rotulo] of INVENTARIO) {
      abrir(url);
      const cartao = page.getByRole('list', { name: lista }).getByRole('listitem').filter({ hasText: titulo });
      await expect.element(cartao).toBeVisible();
      expect(cartao.elements(), lista).toHaveLength(1);
      await dentroDaTela(cartao.getByText(figura, { exact: true }), 390);
      await dentroDaTela(page.getByRole('button', { name: `Editar ${rotulo}` }), 390);
      await dentroDaTela(page.getByRole('button', { name: `Excluir ${rotulo}` }), 390);
      semRolagemLateral(390);
    }

    // the records' histories: litres, CCS/CBT and the event, not cut at 'Pro'
    abrir('/dashboard/apontamentos');
    const producao = page.getByRole('list', { name: 'Histórico de Produção' }).getByRole('listitem');
    await expect.element(producao).toBeVisible();
    expect(producao.elements()).toHaveLength(1);
    await dentroDaTela(producao.getByText('23,5', { exact: true }), 390);
    await dentroDaTela(page.getByRole('button', { name: /^Editar BR-1042/ }), 390);
    semRolagemLateral(390);

    await userEvent.click(page.getByRole('tab', { name: 'Qualidade' }));
    const qualidade = page.getByRole('list', { name: 'Histórico de Qualidade' }).getByRole('listitem');
    await dentroDaTela(qualidade.getByText('720', { exact: true }), 390);
    await dentroDaTela(qualidade.getByText(/⚠/), 390);
    await dentroDaTela(page.getByRole('button', { name: /^Excluir Tanque 1/ }), 390);
    semRolagemLateral(390);

    await userEvent.click(page.getByRole('tab', { name: 'Reprodução' }));
    const reproducao = page.getByRole('list', { name: 'Histórico de Reprodução' }).getByRole('listitem');
    await dentroDaTela(reproducao.getByText('Inseminação', { exact: true }), 390);
    await dentroDaTela(page.getByRole('button', { name: /^Excluir BR-1042/ }), 390);
    semRolagemLateral(390);

    // a registry (técnicos) and the herd list (ListScreen's cards)
    abrir('/dashboard/inventario/cadastros/tecnicos');
    await expect
      .element(page.getByRole('list', { name: 'Técnicos Responsáveis cadastrados' }).getByRole('listitem').first())
      .toBeVisible();
    semRolagemLateral(390);
    abrir('/dashboard/rebanho');
    await dentroDaTela(page.getByRole('button', { name: /^Ações para BR-1042/ }), 390);
    semRolagemLateral(390);
  });

  it('editing a card is a labelled form in the card; Salvar saves', async () => {
    await page.viewport(390, 844);
    await app(`${INV}/animais`);
    await userEvent.click(page.getByRole('button', { name: 'Editar Vaca Leiteira' }));
    const quantidade = page.getByRole('textbox', { name: 'Qtd. (un)' });
    await dentroDaTela(quantidade, 390);
    await userEvent.fill(quantidade, '40');
    semRolagemLateral(390);
    await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
    await expect.element(page.getByText('Animal atualizado com sucesso!')).toBeVisible();
    await expect
      .element(page.getByRole('list', { name: 'Animais cadastrados' }).getByText('R$ 340.000,00'))
      .toBeVisible();
  });

  it('an inventory screen puts the list first and the add form in a sheet; the chart is compact', async () => {
    await page.viewport(390, 844);
    const abrir = await app('/dashboard');
    for (const [url, lista, adicionar] of [
      [`${INV}/animais`, 'Animais cadastrados', 'Adicionar Novo Animal'],
      [`${INV}/terras`, 'Terras cadastradas', 'Adicionar Nova Área'],
      [`${INV}/instalacoes`, 'Instalações cadastradas', 'Adicionar Nova Instalação'],
      [`${INV}/maquinas`, `Máquinas de ${ANO}`, 'Adicionar Nova Máquina'],
    ] as const) {
      abrir(url);
      const cards = page.getByRole('list', { name: lista });
      await expect.element(cards).toBeVisible();
      const botao = page.getByRole('button', { name: adicionar });
      await expect.element(botao).toBeVisible();
      const l = cards.element().getBoundingClientRect();
      const b = botao.element().getBoundingClientRect();
      expect(l.top, `${url}: a lista vem antes de '${adicionar}'`).toBeLessThan(b.top);
      // the list starts on the first screen
      expect(l.top, `${url}: a lista começa na primeira tela`).toBeLessThan(844);
      // the form is not on the page until asked for
      expect(page.getByRole('heading', { name: adicionar }).query()).toBeNull();
    }
    // a pie is a small disc, not a screen
    abrir(`${INV}/animais`);
    // 42 cows, 40 since the edit above (42 when that test failed)
    const pizza = page.getByRole('img', { name: /Vaca Leiteira: 4[02] un/ });
    await expect.element(pizza).toBeVisible();
    expect(pizza.element().getBoundingClientRect().height).toBeLessThanOrEqual(160);

    // the sheet: add an animal, the sheet closes and the card shows
    await userEvent.click(page.getByRole('button', { name: 'Adicionar Novo Animal' }));
    const sheet = page.getByRole('dialog', { name: 'Adicionar Novo Animal' });
    await expect.element(sheet).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: 'Adicionar Animal' }));
    await expect
      .element(sheet.getByRole('alert'))
      .toHaveTextContent('Por favor, preencha todos os campos obrigatórios.');
    await expect.element(sheet.getByLabelText('Quantidade (un)')).toHaveAttribute('aria-invalid', 'true');
    const tipo = sheet.getByLabelText('Tipo de Animal');
    if (tipo.element().tagName === 'SELECT') await userEvent.selectOptions(tipo, 'Novilha');
    else await userEvent.fill(tipo, 'Novilha');
    await userEvent.fill(sheet.getByLabelText('Quantidade (un)'), '7');
    await userEvent.click(sheet.getByRole('button', { name: 'Adicionar Animal' }));
    await expect.element(page.getByText('Animal adicionado com sucesso!')).toBeVisible();
    await expect.element(sheet).not.toBeInTheDocument();
    await expect.element(page.getByRole('list', { name: 'Animais cadastrados' }).getByText('Novilha')).toBeVisible();
  });

  it('the ☰ menu lists Rebanho and Avaliação Zootécnica', async () => {
    await page.viewport(390, 844);
    await app('/dashboard/apontamentos');
    await userEvent.click(page.getByRole('button', { name: 'Abrir menu' }));
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.element(menu.getByRole('link', { name: 'Rebanho' })).toHaveAttribute('href', '/dashboard/rebanho');
    await expect
      .element(menu.getByRole('link', { name: 'Avaliação Zootécnica' }))
      .toHaveAttribute('href', '/dashboard/avaliacao-economica');
    // its last entry inside the screen too, under the others: the list scrolls, never wraps into a second column
    const ultima = await dentroDaTela(menu.getByRole('button', { name: 'Configurações PWA' }), 390);
    const rebanho = menu.getByRole('link', { name: 'Rebanho' }).element();
    expect(ultima.getBoundingClientRect().left).toBe(rebanho.getBoundingClientRect().left);
    await userEvent.click(menu.getByRole('link', { name: 'Rebanho' }));
    // the herd's screen (the address is the app's memory here: its heading and its Adicionar say it)
    await expect.element(page.getByRole('heading', { name: 'Rebanho', level: 1 })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Adicionar' })).toBeVisible();
    await expect.element(menu).not.toBeInTheDocument();
  });
});
