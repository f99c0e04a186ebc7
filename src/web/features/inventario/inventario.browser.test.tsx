/**
 * The Inventário and PAEZ hubs and the valuation screens' walks at a PC's size (moved here from e2e/inventario.spec.ts):
 * the hubs lead to each screen and to the Técnicos registry; Animais, Terras, Instalações and Máquinas add a row (the
 * refusal of an incomplete form first, naming and marking the field), edit it inline (the edit's own refusal too),
 * discard an edit with Cancelar and delete it — with a plain confirmation (Animais) or the user's password (a wrong
 * one refused); a rented land has no opportunity cost; the Técnicos registry adds, edits, cancels and deletes, and a new
 * technician is offered in the items' dropdowns. The real server (test/app.tsx `servidorReal`) with the seeded
 * 'Fazenda Modelo' as the current farm: its two technicians and no inventory, each walk starting from the empty list
 * the one before left. A save to a server that does not answer (kept on the device at once, sent with its one key once
 * the server answers: the service worker and the app's real 8 s timeout) stays in e2e/inventario.spec.ts; a failed
 * list read is tela-de-itens.browser.test.tsx's, the tables and phone cards tabelas.browser.test.tsx's.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { toast as aviso, toastsNaTela } from '../../components/toast.tsx';
import { abrirApp, abrirRecarregavel, servidorReal, visivel } from '../../test/app.tsx';

const PAEZ = '/dashboard/inventario/paez';

let srv: Awaited<ReturnType<typeof servidorReal>>;

beforeAll(async () => {
  srv = await servidorReal();
  const me = await srv.api<{ farms: { id: string; name: string }[] }>('GET', '/api/auth/me');
  const farm = me.corpo.farms.find((f) => f.name === 'Fazenda Modelo');
  expect(farm).toBeTruthy();
  const r = await srv.api('PUT', '/api/auth/current-farm', { farmId: farm?.id });
  expect(r.status).toBe(200);
});
afterAll(() => srv.fechar());

beforeEach(async () => {
  // the e2e browser's window (playwright.config.ts): a PC
  await page.viewport(1366, 768);
});

/** The app opened at `path` on the real server: `navegar` moves inside it as a link's tap does. */
async function app(path: string) {
  srv.responder();
  return abrirApp(undefined, path);
}

/**
 * A toast saying `texto` shows, looked for in the toasts' live region only (a form's own alert may say the same): the
 * spec's `page.locator('[aria-live="polite"]').getByText(texto)`, which vitest's locators cannot scope to (a locator
 * made from the region's element is its text at that moment, which the next toast changes).
 */
async function toast(texto: string) {
  const achar = () =>
    [...document.querySelectorAll<HTMLElement>('[aria-live="polite"] > [role]')].find((t) =>
      t.textContent?.includes(texto),
    );
  await expect.poll(() => Boolean(achar()), { message: `aviso '${texto}'` }).toBe(true);
  await expect.element(achar() as HTMLElement).toBeVisible();
}
/** The toasts saying `texto` go: the same words never stack, so the next one seen is a new save's, not this one's. */
function semAviso(texto: string) {
  for (const t of toastsNaTela()) if (t.message === texto) aviso.dismiss(t.id);
}
const tabela = () => page.getByRole('table');
/** A control of the row being edited, by its label. */
const naTabela = (rotulo: string) => tabela().getByLabelText(rotulo);
const clicar = (l: Locator) => userEvent.click(l);
const botao = (nome: string) => page.getByRole('button', { name: nome, exact: true });
const dialogo = () => page.getByRole('dialog');

it('Inventário and PAEZ hubs lead to the screens', async () => {
  const { endereco } = await app('/dashboard/inventario');
  const main = page.getByRole('main');
  await expect.element(page.getByRole('heading', { name: 'Inventário', level: 1 })).toBeVisible();
  await clicar(main.getByRole('link', { name: /Avaliação Econômico Zootécnica/ }));
  await expect.poll(endereco).toMatch(/\/dashboard\/inventario\/paez$/);
  for (const nome of ['Animais', 'Terras', 'Instalações', 'Máquinas', 'Cadastros', 'Relatórios']) {
    await expect.element(main.getByRole('link', { name: new RegExp(`^${nome}`) })).toBeVisible();
  }
  await clicar(main.getByRole('link', { name: /^Cadastros/ }));
  await expect.poll(endereco).toMatch(/\/paez\/cadastros$/);
  await clicar(page.getByRole('link', { name: /Técnicos Responsáveis/ }));
  await expect.poll(endereco).toMatch(/\/dashboard\/inventario\/cadastros\/tecnicos$/);
  await expect.element(page.getByRole('cell', { name: 'Dr. Carlos Silva', exact: true })).toBeVisible();
});

it('Animais: add, edit inline, cancel, delete with a plain confirmation', async () => {
  await app(`${PAEZ}/animais`);
  await expect.element(page.getByRole('heading', { name: 'Animais', level: 1 })).toBeVisible();
  await visivel(page.getByText('Todos os Animais Cadastrados'));
  await visivel(page.getByText('Fazenda Modelo'));
  await visivel(page.getByText('Nenhum dado para exibir'));

  await clicar(botao('Adicionar Animal'));
  await toast('Por favor, preencha todos os campos obrigatórios.');

  await userEvent.selectOptions(await visivel(page.getByLabelText('Tipo de Animal')), 'Vaca Leiteira');
  await userEvent.fill(await visivel(page.getByLabelText('Quantidade (un)')), '10');
  await userEvent.fill(await visivel(page.getByLabelText('Valor unitário')), '1.234,56');
  await clicar(botao('Adicionar Animal'));
  await toast('Animal adicionado com sucesso!');
  const linha = tabela().getByRole('row', { name: /Vaca Leiteira/ });
  await expect.element(linha).toHaveTextContent('R$ 1.234,56');
  await expect.element(linha).toHaveTextContent('R$ 12.345,60'); // 10 × R$ 1.234,56
  await expect.element(linha).toHaveTextContent('R$ 740,74'); // 6 % a.a.
  await expect.poll(() => page.getByText('Nenhum dado para exibir').query()).toBeNull();
  await expect.element(page.getByRole('list', { name: /Legenda/ })).toHaveTextContent('Vaca Leiteira');

  // edit: the edit rule needs the technician
  await clicar(botao('Editar Vaca Leiteira'));
  await userEvent.fill(naTabela('Qtd. (un)'), '5');
  await clicar(botao('Salvar'));
  // the refusal names the field and marks it
  await visivel(page.getByText('Responsável Técnico: Por favor, preencha todos os campos com valores válidos'));
  await expect.element(naTabela('Responsável Técnico')).toHaveAttribute('aria-invalid', 'true');
  await expect.element(naTabela('Qtd. (un)')).not.toHaveAttribute('aria-invalid', 'true');
  await userEvent.selectOptions(naTabela('Responsável Técnico'), 'Ana Souza');
  await clicar(botao('Salvar'));
  await toast('Animal atualizado com sucesso!');
  await expect.element(linha).toHaveTextContent('R$ 6.172,80');
  await expect.element(linha).toHaveTextContent('Ana Souza');

  // cancel discards
  await clicar(botao('Editar Vaca Leiteira'));
  await userEvent.fill(naTabela('Qtd. (un)'), '99');
  await clicar(botao('Cancelar'));
  await expect.element(linha).toHaveTextContent('R$ 6.172,80');

  await clicar(botao('Excluir Vaca Leiteira'));
  await expect.element(dialogo()).toHaveTextContent('Confirmar exclusão');
  await expect
    .element(dialogo())
    .toHaveTextContent('Tem certeza que deseja excluir este animal? Esta ação não pode ser desfeita.');
  await clicar(dialogo().getByRole('button', { name: 'Excluir' }));
  await toast('Item excluído com sucesso!');
  await visivel(page.getByText('Nenhum animal cadastrado.'));
});

/** The value a summary card shows under its label (StatCard). */
const cartao = (rotulo: string) =>
  [...document.querySelectorAll('.card-body')].find((c) => c.firstElementChild?.textContent === rotulo)?.children[1]
    ?.textContent ?? null;

it('Terras: add, edit inline, cancel, delete only with the right password', async () => {
  await app(`${PAEZ}/terras`);
  await expect.element(page.getByRole('heading', { name: 'Terras', level: 1 })).toBeVisible();
  await visivel(page.getByText('Nenhuma terra cadastrada. Use o formulário acima para adicionar.'));
  await visivel(page.getByText('Cadastre os técnicos responsáveis no menu Cadastros.'));

  const campo = (rotulo: string) => visivel(page.getByLabelText(rotulo));
  await userEvent.selectOptions(await campo('Tipo de Terra'), 'Reserva');
  await userEvent.fill(await campo('Quantidade (ha)'), '10');
  await userEvent.fill(await campo('Valor por hectare'), '5.000');
  await clicar(botao('Adicionar Área'));
  await toast('Por favor, preencha todos os campos com valores válidos');
  // The field that stopped the add is marked, the others are not.
  await expect.element(await campo('Responsável Técnico')).toHaveAttribute('aria-invalid', 'true');
  await expect.element(await campo('Quantidade (ha)')).not.toHaveAttribute('aria-invalid', 'true');
  await userEvent.selectOptions(await campo('Responsável Técnico'), 'Ana Souza');
  await clicar(botao('Adicionar Área'));
  await toast('Área adicionada com sucesso!');
  const linha = tabela().getByRole('row', { name: /Reserva/ });
  await expect.element(linha).toHaveTextContent('R$ 50.000,00');
  await expect.element(linha).toHaveTextContent('R$ 250,00'); // 50.000 × 6 % / 12
  await expect.poll(() => cartao('Taxa anual')).toBe('6,00%');

  await clicar(botao('Editar Reserva'));
  await userEvent.fill(naTabela('Quantidade (ha)'), '12,5');
  await clicar(botao('Salvar'));
  await toast('Item atualizado com sucesso!');
  await expect.element(linha).toHaveTextContent('R$ 62.500,00');
  await visivel(page.getByText('12,50 ha'));

  await clicar(botao('Editar Reserva'));
  await userEvent.fill(naTabela('Quantidade (ha)'), '1');
  await clicar(botao('Cancelar'));
  await expect.element(linha).toHaveTextContent('R$ 62.500,00');

  // A rented land (issue 37): its cost is the rent paid, so no 6 % opportunity cost (R$ 312,50 a month before)
  await expect.element(linha).toHaveTextContent('R$ 312,50');
  semAviso('Item atualizado com sucesso!');
  await clicar(botao('Editar Reserva'));
  await userEvent.selectOptions(naTabela('Posse'), 'Arrendada');
  await clicar(botao('Salvar'));
  await toast('Item atualizado com sucesso!');
  await expect.element(linha).toHaveTextContent('Arrendada');
  await expect.element(linha).not.toHaveTextContent('R$ 312,50');
  await expect.element(linha).toHaveTextContent('Não se aplica (arrendada)');
  // the only land rented: no capital of the farm to remunerate — said in words, not 0,00 % nor the land's 6 %
  await expect.poll(() => cartao('Taxa anual')).toBe('Não se aplica');
  expect(cartao('Rem. anual')).toBe('Não se aplica');
  expect(cartao('Remuneração mensal')).toBe('Não se aplica');
  await visivel(page.getByText('Todas as terras são arrendadas'));

  await clicar(botao('Excluir Reserva'));
  await expect.element(dialogo()).toHaveTextContent('Confirmar Exclusão da Terra');
  await expect.element(dialogo()).toHaveTextContent('Digite sua senha para confirmar a exclusão desta terra:');
  await userEvent.fill(dialogo().getByLabelText('Senha'), 'errada');
  await clicar(dialogo().getByRole('button', { name: 'Excluir' }));
  await expect.element(dialogo().getByText('Senha incorreta. Tente novamente.')).toBeVisible();
  await userEvent.fill(dialogo().getByLabelText('Senha'), srv.admin.password);
  await clicar(dialogo().getByRole('button', { name: 'Excluir' }));
  await toast('Item removido com sucesso!');
  await visivel(page.getByText('Nenhuma terra cadastrada. Use o formulário acima para adicionar.'));
});

it('Instalações: add, edit inline, cancel, delete with password', async () => {
  await app(`${PAEZ}/instalacoes`);
  await visivel(page.getByText('Gerenciamento de estábulos, salas de ordenha e outras instalações'));
  await clicar(botao('Adicionar Instalação'));
  await visivel(page.getByText('Campo obrigatório'));

  const campo = (rotulo: string) => visivel(page.getByLabelText(rotulo, { exact: true }));
  await userEvent.fill(await campo('Nome'), 'Galpão Norte');
  await userEvent.selectOptions(await campo('Tipo'), 'Estábulo');
  await userEvent.fill(await campo('Área (m²)'), '250');
  await userEvent.fill(await campo('Capacidade'), '40');
  await userEvent.fill(await campo('Valor (opcional)'), '50.000,00');
  await clicar(botao('Adicionar Instalação'));
  await toast('Instalação adicionada com sucesso!');
  const linha = tabela().getByRole('row', { name: /Galpão Norte/ });
  await expect.element(linha).toHaveTextContent('R$ 4.000,00'); // (50.000 − 20 %) / 10 anos
  await visivel(page.getByText('250,00'));

  await clicar(botao('Editar Galpão Norte'));
  await userEvent.fill(naTabela('Capacidade'), '60');
  await userEvent.selectOptions(naTabela('Status'), 'Em manutenção');
  await clicar(botao('Salvar'));
  await toast('Item atualizado com sucesso!');
  await expect.element(linha).toHaveTextContent('Em manutenção');

  // Text that is not a number in an optional figure is refused, not taken as empty.
  await clicar(botao('Editar Galpão Norte'));
  await userEvent.fill(naTabela('Residual (%)'), 'vinte');
  await clicar(botao('Salvar'));
  await visivel(page.getByText('Residual (%): Informe um valor numérico.'));
  await clicar(botao('Cancelar'));
  await expect.element(linha).toHaveTextContent('R$ 4.000,00');

  await clicar(botao('Editar Galpão Norte'));
  await userEvent.fill(naTabela('Nome'), 'Outro nome');
  await clicar(botao('Cancelar'));
  await expect.element(linha).toHaveTextContent('Galpão Norte');

  await clicar(botao('Excluir Galpão Norte'));
  await userEvent.fill(dialogo().getByLabelText('Senha'), srv.admin.password);
  await clicar(dialogo().getByRole('button', { name: 'Excluir' }));
  await toast('Item excluído com sucesso!');
  await visivel(page.getByText('Nenhuma instalação cadastrada.'));
});

it('Máquinas: add (missing-field list, what was typed kept over a reload), edit inline, cancel, delete with password', async () => {
  srv.responder();
  const { recarregar } = await abrirRecarregavel(`${PAEZ}/maquinas`);
  await expect.element(page.getByRole('heading', { name: 'Máquinas', level: 1 })).toBeVisible();
  await visivel(page.getByText('Todas as Máquinas Cadastradas'));
  await visivel(page.getByText('Nenhuma máquina cadastrada.'));
  await clicar(botao('Adicionar Máquina'));
  await toast('Por favor, preencha os seguintes campos: Tipo de Máquina, Valor');

  await userEvent.selectOptions(await visivel(page.getByLabelText('Tipo de Máquina')), 'Trator');
  await userEvent.fill(await visivel(page.getByLabelText('Valor', { exact: true })), '100.000,00');
  await userEvent.click(page.getByLabelText('Tipo de Máquina')); // Valor left: shown as it is kept
  // a reload before adding: the add form opens again with what was typed, said with its time
  const status = page.getByRole('status').filter({ hasText: /^Rascunho de/ });
  recarregar();
  await expect.element(status).toHaveTextContent(/^Rascunho de \d{2}:\d{2} recuperado/);
  await expect.element(page.getByLabelText('Tipo de Máquina')).toHaveDisplayValue('Trator');
  await expect.element(page.getByLabelText('Valor', { exact: true })).toHaveValue('100.000,00');
  await clicar(botao('Adicionar Máquina'));
  await toast('Máquina adicionada com sucesso!');
  expect(status.elements()).toHaveLength(0); // added: the draft is gone
  const linha = tabela().getByRole('row', { name: /Trator/ });
  await expect.element(linha).toHaveTextContent('R$ 100.000,00');
  await expect.element(linha).toHaveTextContent('R$ 666,67'); // (100.000 − 20.000) / 10 / 12
  await expect.element(linha).toHaveTextContent('R$ 8.000,00');
  await expect.element(linha).toHaveTextContent('R$ 20.000,00');
  await visivel(page.getByText('R$ 300,00')); // RCM mensal: (100.000 + 20.000)/2 × 6 % / 12

  await clicar(botao('Editar Trator'));
  await clicar(botao('Salvar'));
  await visivel(
    page.getByText('Nome, Modelo, Responsável Técnico: Por favor, preencha todos os campos com valores válidos'),
  );
  await expect.element(naTabela('Modelo')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.fill(naTabela('Nome'), 'Trator 1');
  await userEvent.fill(naTabela('Modelo'), 'MF 4275');
  await userEvent.selectOptions(naTabela('Responsável Técnico'), 'Ana Souza');
  await userEvent.fill(naTabela('Valor unitário'), '120.000,00');
  await clicar(botao('Salvar'));
  await toast('Máquina atualizada com sucesso!');
  await expect.element(linha).toHaveTextContent('R$ 120.000,00');
  await expect.element(linha).toHaveTextContent('Trator 1 · MF 4275');

  await clicar(botao('Editar Trator 1'));
  await userEvent.fill(naTabela('Valor unitário'), '1,00');
  await clicar(botao('Cancelar'));
  await expect.element(linha).toHaveTextContent('R$ 120.000,00');

  await clicar(botao('Excluir Trator 1'));
  await expect.element(dialogo()).toHaveTextContent('Confirmar Exclusão da Máquina');
  await userEvent.fill(dialogo().getByLabelText('Senha'), 'errada');
  await clicar(dialogo().getByRole('button', { name: 'Excluir' }));
  await expect.element(dialogo().getByText('Senha incorreta. Tente novamente.')).toBeVisible();
  await userEvent.fill(dialogo().getByLabelText('Senha'), srv.admin.password);
  await clicar(dialogo().getByRole('button', { name: 'Excluir' }));
  await toast('Máquina removida com sucesso!');
  await visivel(page.getByText('Nenhuma máquina cadastrada.'));
});

it('Técnicos registry: add, edit inline, cancel, delete with confirmation', async () => {
  const { navegar } = await app('/dashboard/inventario/cadastros/tecnicos');
  await expect.element(page.getByRole('heading', { name: 'Técnicos Responsáveis', level: 1 })).toBeVisible();
  await userEvent.fill(await visivel(page.getByLabelText('Nome')), 'João Pereira');
  await clicar(botao('Adicionar'));
  await toast('Preencha pelo menos o nome e a especialidade');
  await userEvent.fill(await visivel(page.getByLabelText('Especialidade')), 'Agrônomo');
  await clicar(botao('Adicionar'));
  await toast('Técnico adicionado com sucesso!');
  const linha = tabela().getByRole('row', { name: /João Pereira/ });
  await expect.element(linha).toHaveTextContent('Agrônomo');

  await clicar(botao('Editar João Pereira'));
  await userEvent.fill(naTabela('Telefone'), '(31) 98888-7777');
  await clicar(botao('Salvar'));
  await toast('Técnico atualizado com sucesso!');
  await expect.element(linha).toHaveTextContent('(31) 98888-7777');

  await clicar(botao('Editar João Pereira'));
  await userEvent.fill(naTabela('Especialidade'), '');
  await clicar(botao('Cancelar'));
  await expect.element(linha).toHaveTextContent('Agrônomo');

  // the new technician is offered in the items' dropdowns
  navegar(`${PAEZ}/terras`);
  const responsavel = await visivel(page.getByLabelText('Responsável Técnico'));
  await expect
    .poll(() => [...responsavel.querySelectorAll('option')].filter((o) => o.textContent?.includes('João Pereira')))
    .toHaveLength(1);
  navegar('/dashboard/inventario/cadastros/tecnicos');

  await clicar(botao('Excluir João Pereira'));
  await expect
    .element(dialogo())
    .toHaveTextContent('Tem certeza que deseja excluir este técnico? Esta ação não pode ser desfeita.');
  await clicar(dialogo().getByRole('button', { name: 'Excluir' }));
  await toast('Técnico removido com sucesso!');
  await expect.poll(() => tabela().getByText('João Pereira').elements()).toHaveLength(0);
});
