/**
 * What the inventory does not change without asking (issue #16, items 5 and 6), on the real server (test/app.tsx
 * `servidorReal`, in-process on a libSQL file): 'Atualizar pelo rebanho' shows each type's quantity before → after and
 * changes nothing on 'Cancelar'; the interest rate changed on the farm's form ('Gerenciar Fazenda', applied to the
 * lands already there) changes a land's remuneration; an inline edit's refusal names and marks the field — at a PC's
 * size and at a phone's (the card being edited). The whole app at each address (test/app.tsx `abrirApp`), a tap on a
 * link as `navegar`.
 * The rest of the old e2e/regras.spec.ts: a farm's delete and the links, features/admin/regras.browser.test.tsx; a
 * bank account offered by the baixa, features/financeiro/regras.browser.test.tsx.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { abrirApp, servidorReal, visivel } from '../../test/app.tsx';

/** 10 ha of pasture at R$ 10.000,00 the hectare and 6 % a.a.: R$ 6.000,00 of remuneration a year, R$ 500,00 a month. */
const PASTAGEM = {
  tipo: 'Pastagem',
  quantidade: 10,
  valor: 1_000_000,
  taxaJurosItem: 6,
  responsavelTecnico: 'Ana Souza',
};
const VACAS = { tipo: 'Vaca Leiteira', quantidade: 10, valor: 500_000, responsavelTecnico: 'Ana' };

type Fazenda = { id: string; name: string };
let srv: Awaited<ReturnType<typeof servidorReal>>;
/** The PC's farm: 10 dairy cows in the inventory, V1, V2 (Vaca Leiteira) and N1 (Novilha) in the herd, a pasture. */
let farm: Fazenda;
/** The phone's: 10 dairy cows in the inventory, V1 in the herd, a pasture. */
let celular: Fazenda;

beforeAll(async () => {
  srv = await servidorReal();
  const fazenda = (name: string) =>
    srv.criarFazenda(name, ['animals', 'lands', 'facilities', 'machinery', 'financial', 'appointments', 'reports'], {
      size: 120,
    });
  farm = await fazenda('Fazenda Regras');
  await srv.ok('POST', `/api/farms/${farm.id}/inventario/animais`, VACAS);
  for (const [identificacao, categoria] of [
    ['V1', 'Vaca Leiteira'],
    ['V2', 'Vaca Leiteira'],
    ['N1', 'Novilha'],
  ])
    await srv.ok('POST', `/api/farms/${farm.id}/animais`, { identificacao, categoria, sexo: 'F' });
  await srv.ok('POST', `/api/farms/${farm.id}/inventario/terras`, PASTAGEM);

  celular = await fazenda('Fazenda Celular');
  await srv.ok('POST', `/api/farms/${celular.id}/inventario/animais`, VACAS);
  await srv.ok('POST', `/api/farms/${celular.id}/animais`, {
    identificacao: 'V1',
    categoria: 'Vaca Leiteira',
    sexo: 'F',
  });
  await srv.ok('POST', `/api/farms/${celular.id}/inventario/terras`, PASTAGEM);
});
afterAll(() => srv.fechar());

/** Each test: the server answering the page at a PC's size, on `fazenda` (the administrator's current farm). */
async function comecar(fazenda: Fazenda) {
  srv.responder();
  await page.viewport(1366, 768);
  await srv.escolher(fazenda.id);
}

/** The inventory's animals of `fazenda` as the server keeps them: [tipo, quantidade], sorted. */
async function itens(fazenda: Fazenda) {
  const corpo = await srv.ok<{ itens: { tipo: string; quantidade: number }[] }>(
    'GET',
    `/api/farms/${fazenda.id}/inventario/animais`,
  );
  return corpo.itens.map((i) => [i.tipo, i.quantidade]).sort();
}

it("'Atualizar pelo rebanho' asks first, showing each type's quantity before → after", async () => {
  await comecar(farm);
  await abrirApp(undefined, '/dashboard/inventario/paez/animais');
  const linha = page.getByRole('row', { name: /Vaca Leiteira/ });
  await expect.element(linha).toHaveTextContent('10');
  await userEvent.click(page.getByRole('button', { name: 'Atualizar pelo rebanho' }));
  const dialog = page.getByRole('dialog', { name: 'Atualizar pelo rebanho' });
  const mudancas = dialog.getByRole('list', { name: 'Mudanças' }).getByRole('listitem');
  await expect
    .poll(() => mudancas.elements().map((e) => e.textContent))
    .toEqual(['Novilha: novo, 1', 'Vaca Leiteira: 10 → 2']);
  // Cancelar changes nothing.
  await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
  await expect.poll(() => dialog.query()).toBeNull();
  expect(await itens(farm)).toEqual([['Vaca Leiteira', 10]]);

  await userEvent.click(page.getByRole('button', { name: 'Atualizar pelo rebanho' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Atualizar quantidades' }));
  await expect.element(page.getByText(/atualizadas pelo rebanho \(1 atualizado, 1 criado\)/)).toBeVisible();
  await expect.element(page.getByRole('row', { name: /Novilha/ })).toBeVisible();
  expect(await itens(farm)).toEqual([
    ['Novilha', 1],
    ['Vaca Leiteira', 2],
  ]);
});

it('the interest rate changed on the farm form changes a land’s remuneration', async () => {
  await comecar(farm);
  const { navegar } = await abrirApp(undefined, '/dashboard/inventario/paez/terras');
  const linha = page.getByRole('row', { name: /Pastagem/ });
  await expect.element(linha).toHaveTextContent('R$ 6.000,00'); // 10 ha × R$ 10.000,00 × 6 % a.a.
  await expect.element(linha).toHaveTextContent('R$ 500,00'); // a month
  // An inline edit's refusal names and marks the field.
  await userEvent.click(page.getByRole('button', { name: 'Editar Pastagem' }));
  await userEvent.fill(linha.getByLabelText('Valor'), '0');
  await userEvent.click(page.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Valor: Por favor, preencha todos os campos com valores válidos')).toBeVisible();
  await expect.element(linha.getByLabelText('Valor')).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(page.getByRole('button', { name: 'Cancelar' }));

  navegar('/dashboard/admin');
  await userEvent.click(page.getByRole('tab', { name: 'Fazendas' }));
  await userEvent.click(
    page.getByRole('listitem', { name: farm.name }).getByRole('button', { name: 'Gerenciar Fazenda' }),
  );
  const form = page.getByRole('dialog', { name: 'Gerenciar Fazenda' });
  const taxa = form.getByLabelText('Taxa de juros anual (%)');
  await expect.element(taxa).toHaveValue('6,00');
  await userEvent.fill(taxa, '');
  await userEvent.click(form.getByRole('button', { name: 'Salvar' }));
  await expect.element(form.getByText('Informe um valor numérico.')).toBeVisible();
  await userEvent.fill(taxa, '10');
  await userEvent.click(form.getByLabelText('Aplicar a nova taxa às terras já cadastradas'));
  await userEvent.click(form.getByRole('button', { name: 'Salvar' }));
  await expect.element(page.getByText('Fazenda atualizada com sucesso!')).toBeVisible();

  // back to the lands through the menu, as a person goes: the row read before the change is not shown again
  navegar('/dashboard/inventario/paez/terras');
  await expect.element(linha).toHaveTextContent('10,00%');
  await expect.element(linha).toHaveTextContent('R$ 833,33'); // R$ 100.000,00 × 10 % / 12
  await expect.element(linha).not.toHaveTextContent('R$ 6.000,00');
});

it('phone: the changed dialog and an inline edit refused at 390×844', async () => {
  await comecar(celular);
  await page.viewport(390, 844);
  const { navegar } = await abrirApp(undefined, '/dashboard/inventario/paez/animais');
  await userEvent.click(page.getByRole('button', { name: 'Atualizar pelo rebanho' }));
  const dialog = page.getByRole('dialog', { name: 'Atualizar pelo rebanho' });
  await expect.element(dialog).toHaveTextContent('Vaca Leiteira: 10 → 1');
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => dialog.query()).toBeNull();

  // An inline edit's refusal names the field, in the card being edited, where the eye is.
  navegar('/dashboard/inventario/paez/terras');
  await userEvent.click(await visivel(page.getByRole('button', { name: 'Editar Pastagem' })));
  const quantidade = await visivel(page.getByLabelText('Quantidade (ha)'));
  await userEvent.fill(quantidade, '');
  await userEvent.click(await visivel(page.getByRole('button', { name: 'Salvar' })));
  await expect
    .element(page.getByText('Quantidade (ha): Por favor, preencha todos os campos com valores válidos'))
    .toBeInViewport();
  await expect.element(quantidade).toHaveAttribute('aria-invalid', 'true');
});
