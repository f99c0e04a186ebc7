/**
 * The farms' desk (issue 27) as the real server answers it (test/app.tsx `servidorReal`, in-process on a libSQL
 * file): a user of two farms and an administrator in 'Todas as fazendas' mode compare their farms side by side, at a
 * PC's and a phone's width, axe in both themes; a farm that does not open Financeiro (or Sanidade) to the user shows
 * its figures withheld, never 0; a farm with no health record has no figure ('—'); a farm's name makes it the active
 * farm; the desk is in the sidebar and the phone's menu of a user of two farms (issue 38 item 6), not of a user of
 * one; on a phone each farm drawn over time is a row of at least 44 px to tap. Each person is signed in on the server
 * (`srv.entrarComo`) and the whole app opened at '/dashboard', where the sign-in form leads (test/app.tsx `abrirApp`).
 * Elsewhere: the desk for given rows (a cooperative's 51 farms, 50 a page), painel.browser.test.tsx; which farms and
 * figures the server answers, src/server/routes/painel.test.ts; the sign-in form, 'Sair' from the user menu and the
 * phone's ☰ menu, e2e/auth.spec.ts, e2e/shell.spec.ts and e2e/papeis.spec.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { semViolacoes } from '../../test/acessibilidade.ts';
import { abrirApp, servidorReal, visivel } from '../../test/app.tsx';

const hoje = hojeNoFuso('America/Sao_Paulo');
const dia = (n: number) => somarDias(hoje, n);
const SENHA = 'senha-123';

type Fazenda = { id: string; name: string };
let srv: Awaited<ReturnType<typeof servidorReal>>;
/** Two farms with a cow, her calving and milkings each; money on A; B without Financeiro nor Sanidade. */
let a: Fazenda;
let b: Fazenda;
let administradores: string;

beforeAll(async () => {
  srv = await servidorReal();
  const fazenda = (name: string, allowedModules: string[]) => srv.criarFazenda(name, allowedModules, { size: 120 });
  a = await fazenda('Fazenda Aurora', [
    'animals',
    'lands',
    'facilities',
    'machinery',
    'financial',
    'appointments',
    'reports',
    'health',
  ]);
  b = await fazenda('Sítio Boa Vista', ['animals', 'appointments', 'reports']);
  for (const [farm, litros] of [
    [a, 22],
    [b, 15],
  ] as const) {
    const api = `/api/farms/${farm.id}`;
    const vaca = await srv.ok('POST', `${api}/animais`, {
      identificacao: 'V1',
      categoria: 'Vaca Leiteira',
      sexo: 'F',
      dataNascimento: '2019-01-01',
    });
    await srv.ok('POST', `${api}/reproducao`, { data: dia(-40), animalId: vaca.id, evento: 'Parto' });
    for (const d of [-3, -2, -1])
      await srv.ok('POST', `${api}/producao`, { data: dia(d), animalId: vaca.id, ordenha: 'Manhã', producao: litros });
  }
  await srv.ok('POST', `/api/farms/${a.id}/receitas`, {
    data: dia(-2),
    descricao: 'Venda de leite',
    categoria: 'Venda',
    valor: 500_000,
    forma_recebimento: 'PIX',
  });
  const grupos = await srv.ok<{ id: string; name: string }[]>('GET', '/api/admin/groups');
  administradores = grupos.find((g) => g.name === 'Administradores')?.id ?? '';
});
afterAll(() => srv.fechar());

/**
 * A user of `farms` in the group Administradores, made by the administrator, then signed in on the server; the app
 * opened where the sign-in form leads ('/dashboard'), at a PC's size. Its `host` and `endereco`.
 */
async function entrar(email: string, farms: Fazenda[]) {
  await srv.entrarComo();
  await srv.ok('POST', '/api/admin/users', {
    name: email.split('@')[0],
    email,
    password: SENHA,
    isAdmin: false,
    farmIds: farms.map((f) => f.id),
    groupIds: [administradores],
  });
  await srv.entrarComo(email, SENHA);
  srv.responder();
  await page.viewport(1366, 768);
  return abrirApp(undefined, '/dashboard');
}

const semNenhum = (l: Locator) => expect.poll(() => l.elements().length, { message: String(l) }).toBe(0);
const indicadores = () => page.getByLabelText('Indicadores');

it('a user of two farms compares them, PC and phone; money withheld where Financeiro is not theirs', async () => {
  const { host, endereco } = await entrar('dono.de.duas@teste.local', [a, b]);
  await expect.poll(endereco).toBe('/user/farm-selector');
  await userEvent.click(page.getByRole('button', { name: new RegExp(a.name) }));
  await expect.poll(endereco).toBe('/dashboard/relatorios');
  // 'Minhas fazendas' in the farm switcher leads to the desk
  await userEvent.click(page.getByRole('button', { name: 'Selecionar Fazenda' }));
  await userEvent.click(page.getByRole('button', { name: /Minhas fazendas/ }));
  await expect.poll(endereco).toBe('/dashboard/painel');
  await expect.element(page.getByRole('heading', { name: 'Painel das fazendas' })).toBeVisible();
  const tabela = page.getByRole('region', { name: 'Tabela: Produção' });
  await expect.element(tabela.getByRole('button', { name: a.name })).toBeVisible();
  await expect.element(tabela.getByRole('button', { name: b.name })).toBeVisible();
  await expect.element(tabela.getByRole('row', { name: /Média do grupo/ })).toBeVisible();
  await expect.element(tabela.getByRole('row', { name: /Quartil superior/ })).toBeVisible();
  // only the user's two farms (and the three reference rows)
  await expect.poll(() => tabela.element().querySelectorAll('tbody tr').length).toBe(5);

  // Sanidade (issue 39 item 7): a farm that records no health event has no figure ('—', never 0); a farm that
  // does not open Sanidade to the user shows it withheld
  await userEvent.selectOptions(indicadores(), 'sanidade');
  const san = page.getByRole('region', { name: 'Tabela: Sanidade' });
  await expect.element(san.getByRole('columnheader', { name: /Mastite clínica/ })).toBeVisible();
  const sanA = san.getByRole('row', { name: new RegExp(a.name) });
  await expect.element(sanA).toHaveTextContent('—');
  await expect.element(sanA).not.toHaveTextContent(/\b0(,0)?\b/);
  await expect
    .element(san.getByRole('row', { name: new RegExp(b.name) }))
    .toHaveTextContent('Oculto: requer o módulo Sanidade');
  await expect.element(page.getByText('Sem registros sanitários, a fazenda fica sem dados')).toBeVisible();

  await userEvent.selectOptions(indicadores(), 'financas');
  const fin = page.getByRole('region', { name: 'Tabela: Financeiro' });
  await expect.element(fin.getByRole('row', { name: new RegExp(a.name) })).toHaveTextContent('R$ 5.000,00');
  const linhaB = fin.getByRole('row', { name: new RegExp(b.name) });
  await expect.element(linhaB).toHaveTextContent('Oculto: requer o módulo Financeiro');
  await expect.element(linhaB).not.toHaveTextContent('R$ 0,00');
  // over time: an indicator of the chosen farms by month against the group's quartiles; B's money withheld
  const tempo = page.getByRole('region', { name: 'Ao longo do tempo' });
  await userEvent.selectOptions(tempo.getByLabelText('Indicador'), 'receitas');
  await expect.element(tempo).toHaveTextContent(`${b.name}: Oculto: requer o módulo Financeiro`);
  await expect.element(tempo.getByRole('checkbox', { name: a.name })).toBeChecked();
  await expect.element(tempo.getByRole('img', { name: /Receitas por mês/ })).toBeVisible();
  // …and year by year: the last five years, the farm against the group's quartiles of each year
  await userEvent.selectOptions(tempo.getByLabelText('Intervalo'), 'ano');
  await expect.element(tempo).toHaveTextContent('Últimos 5 anos das fazendas escolhidas');
  await userEvent.selectOptions(tempo.getByLabelText('Indicador'), 'litrosDia');
  await expect.element(tempo.getByRole('img', { name: /Leite \(L\/dia\) por ano/ })).toBeVisible();
  await expect.element(tempo.getByRole('checkbox', { name: b.name })).toBeChecked();
  window.scrollTo(0, 0);
  await semViolacoes(host, 'painel (usuário, PC)');

  // a phone: one card per farm, the farm's name first
  await page.viewport(390, 844);
  // the group chosen at the PC's width is still the one shown
  await expect.element(indicadores()).toHaveValue('financas');
  const cartoes = page.getByRole('list').filter({ has: page.getByRole('button', { name: a.name }) });
  const cartaoB = cartoes.getByRole('listitem').filter({ hasText: b.name });
  await expect.element(cartaoB).toHaveTextContent('Oculto: requer o módulo Financeiro');
  await expect.poll(() => cartaoB.getByRole('button').first().element().textContent?.trim()).toBe(b.name);
  await semViolacoes(host, 'painel (usuário, celular)');
  await userEvent.selectOptions(indicadores(), 'sanidade');
  await expect.element(cartaoB).toHaveTextContent('Oculto: requer o módulo Sanidade');
  await semViolacoes(host, 'painel Sanidade (usuário, celular)');
  await userEvent.selectOptions(indicadores(), 'financas');
  const tempoCel = page.getByRole('region', { name: 'Ao longo do tempo' });
  await userEvent.selectOptions(tempoCel.getByLabelText('Intervalo'), 'ano');
  await expect.element(tempoCel.getByRole('img', { name: /por ano/ })).toBeVisible();
  window.scrollTo(0, 0);

  // a farm's name opens it: it becomes the active farm
  await userEvent.click(cartoes.getByRole('button', { name: b.name }));
  await expect.element(page.getByText('Fazenda alterada com sucesso!', { exact: false })).toBeVisible();
  await expect.poll(endereco).not.toBe('/dashboard/painel');
  // (on a phone the header names the active farm under the brand)
  await expect.element(page.getByRole('banner')).toHaveTextContent(b.name);
});

// Issue 38 item 6: the desk is in the menus of whoever may open it (sidebar, phone menu), not only behind the farm
// switcher; on a phone each farm to draw over time is a row of at least 44 px to tap.
it('the desk is not in the menu of a user of one farm', async () => {
  await entrar('dono.de.uma@teste.local', [a]);
  await expect.element(page.getByText(`${a.name} selecionada automaticamente`)).toBeVisible();
  await expect.element(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await semNenhum(page.getByRole('link', { name: 'Painel das fazendas' }));
});

it('the desk is in the sidebar and the phone menu of a user of two farms; a farm over time is a row to tap', async () => {
  const { endereco } = await entrar('outro.de.duas@teste.local', [a, b]);
  await expect.poll(endereco).toBe('/user/farm-selector');
  await userEvent.click(page.getByRole('button', { name: new RegExp(a.name) }));
  await expect.poll(endereco).toBe('/dashboard/relatorios');
  const lateral = page.getByRole('navigation', { name: 'Navegação principal' });
  await userEvent.click(lateral.getByRole('link', { name: 'Painel das fazendas' }));
  await expect.element(page.getByRole('heading', { name: 'Painel das fazendas' })).toBeVisible();
  await expect
    .element(lateral.getByRole('link', { name: 'Painel das fazendas' }))
    .toHaveAttribute('aria-current', 'page');

  await page.viewport(390, 844);
  await userEvent.click(await visivel(page.getByRole('link', { name: 'Relatórios' })));
  await expect.poll(endereco).toBe('/dashboard/relatorios');
  await userEvent.click(page.getByRole('button', { name: 'Abrir menu' }));
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await userEvent.click(menu.getByRole('link', { name: 'Painel das fazendas' }));
  await expect.element(page.getByRole('heading', { name: 'Painel das fazendas' })).toBeVisible();

  // each farm over time: a row at least 44 px tall and as wide as the screen; a tap at its far end ticks it
  const tempo = page.getByRole('region', { name: 'Ao longo do tempo' });
  const caixa = tempo.getByRole('checkbox', { name: b.name });
  await expect.element(caixa).toBeChecked();
  const linha = caixa.element().closest('label') as HTMLElement;
  const alvo = linha.getBoundingClientRect();
  expect(alvo.height).toBeGreaterThanOrEqual(44);
  expect(alvo.width).toBeGreaterThanOrEqual(300);
  await userEvent.click(linha, { position: { x: alvo.width - 4, y: alvo.height / 2 } });
  await expect.element(caixa).not.toBeChecked();
});

it("an administrator's 'Todas as fazendas' mode opens the desk, PC and phone", async () => {
  await srv.entrarComo();
  srv.responder();
  await page.viewport(1366, 768);
  const { host, endereco } = await abrirApp(undefined, '/dashboard');
  await expect.poll(endereco).toBe('/admin/farm-selector');
  await userEvent.click(page.getByRole('button', { name: 'Visualizar Todas as Fazendas' }));
  await expect.element(page.getByText('Modo administrador ativado: visualizando todas as fazendas.')).toBeVisible();
  await expect.poll(endereco).toBe('/dashboard/painel');
  const tabela = page.getByRole('region', { name: 'Tabela: Produção' });
  await expect.element(tabela.getByRole('button', { name: a.name })).toBeVisible();
  await expect.element(tabela.getByRole('button', { name: b.name })).toBeVisible();
  await userEvent.selectOptions(indicadores(), 'financas');
  await expect.element(page.getByRole('region', { name: 'Tabela: Financeiro' })).toBeVisible();
  // the administrator reads every module of every farm: no figure withheld
  await semNenhum(page.getByText('Oculto: requer o módulo Financeiro'));
  await userEvent.selectOptions(indicadores(), 'producao');
  await userEvent.selectOptions(page.getByLabelText('Ordenar por'), 'litrosDia');
  await userEvent.selectOptions(page.getByLabelText('Ordem'), 'desc');
  await semViolacoes(host, 'painel (administrador, PC)');
  await page.viewport(390, 844);
  await visivel(page.getByRole('button', { name: a.name }));
});
