import type { Page } from '@playwright/test';
import { MUTATION_TIMEOUT_MS } from '../src/web/api/mutate.ts';
import {
  apiLogin,
  E2E_ADMIN,
  expect,
  fecharCompartilhadas,
  paginaCompartilhada,
  shot,
  test,
} from './support/fixtures.ts';
import { abrir, semServiceWorker } from './support/navegacao.ts';

/** Signs in as the admin and picks the seeded 'Fazenda Modelo' as the current farm. */
async function entrar(page: Page) {
  await apiLogin(page);
  const me = await (await page.request.get('/api/auth/me')).json();
  const farm = (me.farms as { id: string; name: string }[]).find((f) => f.name === 'Fazenda Modelo');
  expect(farm).toBeTruthy();
  const res = await page.request.put('/api/auth/current-farm', { data: { farmId: farm?.id } });
  expect(res.status()).toBe(200);
}

const tabela = (page: Page) => page.getByRole('table');
const toast = (page: Page, texto: string | RegExp) => page.locator('[aria-live="polite"]').getByText(texto);

// The screens' walks share one signed-in page (the app loaded once, then moved inside as a tap on a link does:
// `abrir`), in the order of the file: they work on the one seeded farm one after the other anyway (each starts from
// the empty list the one before left). A failed test ends its worker; the next one opens a new page here.
let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
  await entrar(page);
});
fecharCompartilhadas(
  () => [page],
  (info) => info.tags.includes('@sw'),
);

test('Inventário and PAEZ hubs lead to the screens', async () => {
  await abrir(page, '/dashboard/inventario');
  await expect(page.getByRole('heading', { name: 'Inventário', level: 1 })).toBeVisible();
  await page
    .locator('main')
    .getByRole('link', { name: /Avaliação Econômico Zootécnica/ })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/inventario\/paez$/);
  for (const nome of ['Animais', 'Terras', 'Instalações', 'Máquinas', 'Cadastros', 'Relatórios']) {
    await expect(page.locator('main').getByRole('link', { name: new RegExp(`^${nome}`) })).toBeVisible();
  }
  await page
    .locator('main')
    .getByRole('link', { name: /^Cadastros/ })
    .click();
  await expect(page).toHaveURL(/\/paez\/cadastros$/);
  await page.getByRole('link', { name: /Técnicos Responsáveis/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/inventario\/cadastros\/tecnicos$/);
  await expect(page.getByRole('cell', { name: 'Dr. Carlos Silva', exact: true })).toBeVisible();
});

test('Animais: add, edit inline, cancel, delete with a plain confirmation', async () => {
  await abrir(page, '/dashboard/inventario/paez/animais');
  await expect(page.getByRole('heading', { name: 'Animais', level: 1 })).toBeVisible();
  await expect(page.getByText('Todos os Animais Cadastrados')).toBeVisible();
  await expect(page.getByText('Fazenda Modelo').first()).toBeVisible();
  await expect(page.getByText('Nenhum dado para exibir')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar Animal' }).click();
  await expect(toast(page, 'Por favor, preencha todos os campos obrigatórios.')).toBeVisible();

  await page.getByLabel('Tipo de Animal').selectOption('Vaca Leiteira');
  await page.getByLabel('Quantidade (un)').fill('10');
  await page.getByLabel('Valor unitário').fill('1.234,56');
  await page.getByRole('button', { name: 'Adicionar Animal' }).click();
  await expect(toast(page, 'Animal adicionado com sucesso!')).toBeVisible();
  const linha = tabela(page).getByRole('row', { name: /Vaca Leiteira/ });
  await expect(linha).toContainText('R$ 1.234,56');
  await expect(linha).toContainText('R$ 12.345,60'); // 10 × R$ 1.234,56
  await expect(linha).toContainText('R$ 740,74'); // 6 % a.a.
  await expect(page.getByText('Nenhum dado para exibir')).toBeHidden();
  await expect(page.getByRole('list', { name: /Legenda/ })).toContainText('Vaca Leiteira');

  // edit: the edit rule needs the technician
  await page.getByRole('button', { name: 'Editar Vaca Leiteira' }).click();
  await tabela(page).getByLabel('Qtd. (un)').fill('5');
  await page.getByRole('button', { name: 'Salvar' }).click();
  // the refusal names the field and marks it
  await expect(
    page.getByText('Responsável Técnico: Por favor, preencha todos os campos com valores válidos'),
  ).toBeVisible();
  await expect(tabela(page).getByLabel('Responsável Técnico')).toHaveAttribute('aria-invalid', 'true');
  await expect(tabela(page).getByLabel('Qtd. (un)')).not.toHaveAttribute('aria-invalid', 'true');
  await tabela(page).getByLabel('Responsável Técnico').selectOption('Ana Souza');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Animal atualizado com sucesso!')).toBeVisible();
  await expect(linha).toContainText('R$ 6.172,80');
  await expect(linha).toContainText('Ana Souza');

  // cancel discards
  await page.getByRole('button', { name: 'Editar Vaca Leiteira' }).click();
  await tabela(page).getByLabel('Qtd. (un)').fill('99');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(linha).toContainText('R$ 6.172,80');

  await page.getByRole('button', { name: 'Excluir Vaca Leiteira' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Confirmar exclusão');
  await expect(dialog).toContainText('Tem certeza que deseja excluir este animal? Esta ação não pode ser desfeita.');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Item excluído com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhum animal cadastrado.')).toBeVisible();
});

test('Terras: add, edit inline, cancel, delete only with the right password', async () => {
  await abrir(page, '/dashboard/inventario/paez/terras');
  await expect(page.getByRole('heading', { name: 'Terras', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma terra cadastrada. Use o formulário acima para adicionar.')).toBeVisible();
  await expect(page.getByText('Cadastre os técnicos responsáveis no menu Cadastros.')).toBeVisible();

  await page.getByLabel('Tipo de Terra').selectOption('Reserva');
  await page.getByLabel('Quantidade (ha)').fill('10');
  await page.getByLabel('Valor por hectare').fill('5.000');
  await page.getByRole('button', { name: 'Adicionar Área' }).click();
  await expect(toast(page, 'Por favor, preencha todos os campos com valores válidos')).toBeVisible();
  // The field that stopped the add is marked, the others are not.
  await expect(page.getByLabel('Responsável Técnico')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Quantidade (ha)')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Responsável Técnico').selectOption('Ana Souza');
  await page.getByRole('button', { name: 'Adicionar Área' }).click();
  await expect(toast(page, 'Área adicionada com sucesso!')).toBeVisible();
  const linha = tabela(page).getByRole('row', { name: /Reserva/ });
  await expect(linha).toContainText('R$ 50.000,00');
  await expect(linha).toContainText('R$ 250,00'); // 50.000 × 6 % / 12

  await page.getByRole('button', { name: 'Editar Reserva' }).click();
  await tabela(page).getByLabel('Quantidade (ha)').fill('12,5');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Item atualizado com sucesso!')).toBeVisible();
  await expect(linha).toContainText('R$ 62.500,00');
  await expect(page.getByText('12,50 ha').first()).toBeVisible();

  await page.getByRole('button', { name: 'Editar Reserva' }).click();
  await tabela(page).getByLabel('Quantidade (ha)').fill('1');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(linha).toContainText('R$ 62.500,00');

  // A rented land (issue 37): its cost is the rent paid, so no 6 % opportunity cost (R$ 312,50 a month before)
  await expect(linha).toContainText('R$ 312,50');
  await page.getByRole('button', { name: 'Editar Reserva' }).click();
  await tabela(page).getByLabel('Posse').selectOption('Arrendada');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Item atualizado com sucesso!')).toBeVisible();
  await expect(linha).toContainText('Arrendada');
  await expect(linha).not.toContainText('R$ 312,50');
  await expect(linha).toContainText('Não se aplica (arrendada)');
  await shot(page, 'terras-arrendada');

  await page.getByRole('button', { name: 'Excluir Reserva' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Confirmar Exclusão da Terra');
  await expect(dialog).toContainText('Digite sua senha para confirmar a exclusão desta terra:');
  await dialog.getByLabel('Senha').fill('errada');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(dialog.getByText('Senha incorreta. Tente novamente.')).toBeVisible();
  await dialog.getByLabel('Senha').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Item removido com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma terra cadastrada. Use o formulário acima para adicionar.')).toBeVisible();
});

test('Instalações: add, edit inline, cancel, delete with password', async () => {
  await abrir(page, '/dashboard/inventario/paez/instalacoes');
  await expect(page.getByText('Gerenciamento de estábulos, salas de ordenha e outras instalações')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Instalação' }).click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();

  await page.getByLabel('Nome').fill('Galpão Norte');
  await page.getByLabel('Tipo', { exact: true }).selectOption('Estábulo');
  await page.getByLabel('Área (m²)').fill('250');
  await page.getByLabel('Capacidade').fill('40');
  await page.getByLabel('Valor (opcional)').fill('50.000,00');
  await page.getByRole('button', { name: 'Adicionar Instalação' }).click();
  await expect(toast(page, 'Instalação adicionada com sucesso!')).toBeVisible();
  const linha = tabela(page).getByRole('row', { name: /Galpão Norte/ });
  await expect(linha).toContainText('R$ 4.000,00'); // (50.000 − 20 %) / 10 anos
  await expect(page.getByText('250,00').first()).toBeVisible();

  await page.getByRole('button', { name: 'Editar Galpão Norte' }).click();
  await tabela(page).getByLabel('Capacidade').fill('60');
  await tabela(page).getByLabel('Status').selectOption('Em manutenção');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Item atualizado com sucesso!')).toBeVisible();
  await expect(linha).toContainText('Em manutenção');

  // Text that is not a number in an optional figure is refused, not taken as empty.
  await page.getByRole('button', { name: 'Editar Galpão Norte' }).click();
  await tabela(page).getByLabel('Residual (%)').fill('vinte');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Residual (%): Informe um valor numérico.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(linha).toContainText('R$ 4.000,00');

  await page.getByRole('button', { name: 'Editar Galpão Norte' }).click();
  await tabela(page).getByLabel('Nome').fill('Outro nome');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(linha).toContainText('Galpão Norte');

  await page.getByRole('button', { name: 'Excluir Galpão Norte' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Senha').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Item excluído com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma instalação cadastrada.')).toBeVisible();
});

test('Máquinas: add (missing-field list), edit inline, cancel, delete with password', async () => {
  await abrir(page, '/dashboard/inventario/paez/maquinas');
  await expect(page.getByRole('heading', { name: 'Máquinas', level: 1 })).toBeVisible();
  await expect(page.getByText('Todas as Máquinas Cadastradas')).toBeVisible();
  await expect(page.getByText('Nenhuma máquina cadastrada.')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Máquina' }).click();
  await expect(toast(page, 'Por favor, preencha os seguintes campos: Tipo de Máquina, Valor')).toBeVisible();

  await page.getByLabel('Tipo de Máquina').selectOption('Trator');
  await page.getByLabel('Valor', { exact: true }).fill('100.000,00');
  await page.getByRole('button', { name: 'Adicionar Máquina' }).click();
  await expect(toast(page, 'Máquina adicionada com sucesso!')).toBeVisible();
  const linha = tabela(page).getByRole('row', { name: /Trator/ });
  await expect(linha).toContainText('R$ 100.000,00');
  await expect(linha).toContainText('R$ 666,67'); // (100.000 − 20.000) / 10 / 12
  await expect(linha).toContainText('R$ 8.000,00');
  await expect(linha).toContainText('R$ 20.000,00');
  await expect(page.getByText('R$ 300,00')).toBeVisible(); // RCM mensal: (100.000 + 20.000)/2 × 6 % / 12

  await page.getByRole('button', { name: 'Editar Trator' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    page.getByText('Nome, Modelo, Responsável Técnico: Por favor, preencha todos os campos com valores válidos'),
  ).toBeVisible();
  await expect(tabela(page).getByLabel('Modelo')).toHaveAttribute('aria-invalid', 'true');
  await tabela(page).getByLabel('Nome').fill('Trator 1');
  await tabela(page).getByLabel('Modelo').fill('MF 4275');
  await tabela(page).getByLabel('Responsável Técnico').selectOption('Ana Souza');
  await tabela(page).getByLabel('Valor unitário').fill('120.000,00');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Máquina atualizada com sucesso!')).toBeVisible();
  await expect(linha).toContainText('R$ 120.000,00');
  await expect(linha).toContainText('Trator 1 · MF 4275');

  await page.getByRole('button', { name: 'Editar Trator 1' }).click();
  await tabela(page).getByLabel('Valor unitário').fill('1,00');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(linha).toContainText('R$ 120.000,00');

  await page.getByRole('button', { name: 'Excluir Trator 1' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Confirmar Exclusão da Máquina');
  await dialog.getByLabel('Senha').fill('errada');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(dialog.getByText('Senha incorreta. Tente novamente.')).toBeVisible();
  await dialog.getByLabel('Senha').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Máquina removida com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma máquina cadastrada.')).toBeVisible();
});

test('Técnicos registry: add, edit inline, cancel, delete with confirmation', async () => {
  await abrir(page, '/dashboard/inventario/cadastros/tecnicos');
  await expect(page.getByRole('heading', { name: 'Técnicos Responsáveis', level: 1 })).toBeVisible();
  await page.getByLabel('Nome').fill('João Pereira');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(toast(page, 'Preencha pelo menos o nome e a especialidade')).toBeVisible();
  await page.getByLabel('Especialidade').fill('Agrônomo');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(toast(page, 'Técnico adicionado com sucesso!')).toBeVisible();
  const linha = tabela(page).getByRole('row', { name: /João Pereira/ });
  await expect(linha).toContainText('Agrônomo');

  await page.getByRole('button', { name: 'Editar João Pereira' }).click();
  await tabela(page).getByLabel('Telefone').fill('(31) 98888-7777');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Técnico atualizado com sucesso!')).toBeVisible();
  await expect(linha).toContainText('(31) 98888-7777');

  await page.getByRole('button', { name: 'Editar João Pereira' }).click();
  await tabela(page).getByLabel('Especialidade').fill('');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(linha).toContainText('Agrônomo');

  // the new technician is offered in the items' dropdowns
  await abrir(page, '/dashboard/inventario/paez/terras');
  await expect(page.getByLabel('Responsável Técnico').locator('option', { hasText: 'João Pereira' })).toHaveCount(1);
  await abrir(page, '/dashboard/inventario/cadastros/tecnicos');

  await page.getByRole('button', { name: 'Excluir João Pereira' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Tem certeza que deseja excluir este técnico? Esta ação não pode ser desfeita.');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Técnico removido com sucesso!')).toBeVisible();
  await expect(tabela(page).getByText('João Pereira')).toHaveCount(0);
});

test('a save to a server that does not answer is kept on the device at once, and sent once it answers', {
  // the app's own 8 s timeout, which the other tests lengthen (TEMPOS_DOS_TESTES, e2e/support/fixtures.ts)
  tag: ['@sw', '@tempos-reais'],
}, async ({ page }) => {
  await entrar(page);
  // Time is the page's fake clock until the timeout has passed (as e2e/tempos.spec.ts): no test waits the 8 s.
  await page.clock.install();
  await page.goto('/dashboard/inventario/cadastros/tecnicos');
  await page.getByLabel('Nome').fill('Técnico Sem Rede');
  await page.getByLabel('Especialidade').fill('Veterinário');
  // The Pi is out of reach: the request is never answered.
  const keys: string[] = [];
  await page.route('**/registros/tecnicos', (route) => {
    if (route.request().method() === 'POST') {
      keys.push(route.request().headers()['idempotency-key']);
      return; // hang
    }
    return route.continue();
  });
  const saiu = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/registros/tecnicos'));
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await saiu;
  await page.clock.runFor(MUTATION_TIMEOUT_MS + 1_000);
  // from here on the page's time flows as a real clock's (the outbox's own timers)
  await page.clock.resume();
  // after the 8 s timeout the change waits in the outbox, shown in its list as pending — never 'Salvando...' forever
  await expect(toast(page, 'Dados salvos para sincronização posterior')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Adicionar', exact: true })).toBeEnabled();
  // (its 'Pendente de sincronização' mark is checked with a really stopped server in e2e/offline.spec.ts: here the
  // worker's Background Sync, which page.route does not hold, may send it at once)
  const linha = tabela(page).getByRole('row', { name: /Técnico Sem Rede/ });
  await expect(linha).toBeVisible();
  // every try carries the one key the change was given (the page's own retry, when no worker sent it, too)
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

  // The Pi answers again (Background Sync, the 'online' event or the timer sends it, with the same key): stored once,
  // and the list stops calling it pending.
  await page.unroute('**/registros/tecnicos');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(linha).toBeVisible();
  await expect(linha).not.toContainText('Pendente de sincronização', { timeout: 15_000 });
  const farmId = (await (await page.request.get('/api/auth/me')).json()).currentFarmId as string;
  const tecnicos = (await (await page.request.get(`/api/farms/${farmId}/registros/tecnicos`)).json()) as {
    nome: string;
  }[];
  expect(tecnicos.filter((t) => t.nome === 'Técnico Sem Rede')).toHaveLength(1);
});
