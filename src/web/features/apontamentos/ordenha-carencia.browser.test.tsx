/**
 * Issue 39 item 4 at the parlour, on a phone: a cow treated yesterday with a 4-day milk withdrawal is marked in the
 * batch before anything is typed; after saving, Produção shows her litres under 'Descartado', the rest delivered;
 * Rebanho says she is in withdrawal, and a sale for slaughter inside her meat withdrawal is refused in the form with
 * the date it ends; 'Listas de trabalho' carries the health lists beside the herd's (at a PC's size too), empty ones
 * saying 'sem dados'. The real server (test/app.tsx `servidorReal`, in-process on a libSQL file): the medicine and the
 * treatment arrive through the CSV import's API (the farm's own path for them); the whole app, its screens opened
 * inside it as its links open them, axe in both themes. The withdrawal's arithmetic is the domain's and the API
 * tests' (src/server/routes/apontamentos/rebanho-sanidade.test.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { semViolacoes } from '../../test/acessibilidade.ts';
import { abrirApp, servidorReal, visivel } from '../../test/app.tsx';

const hoje = hojeNoFuso('America/Sao_Paulo');
const dia = (n: number) => somarDias(hoje, n);
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

let srv: Awaited<ReturnType<typeof servidorReal>>;

beforeAll(async () => {
  srv = await servidorReal();
  const farmId = await srv.novaFazenda('Fazenda da Ordenha', undefined, { size: 120 });
  const base = `/api/farms/${farmId}`;
  for (const identificacao of ['TRATADA', 'SADIA']) {
    const { id } = await srv.ok('POST', `${base}/animais`, {
      identificacao,
      categoria: 'Vaca Leiteira',
      raca: 'Holandesa',
    });
    await srv.ok('POST', `${base}/reproducao`, { animalId: id, data: dia(-40), evento: 'Parto' });
  }
  const importar = (entidade: string, registros: string[][]) =>
    srv.ok('POST', `${base}/csv/${entidade}`, { registros, separador: ';', simular: false });
  await importar('medicamentos', [
    ['Nome', 'Carência de leite', 'Carência de leite em', 'Carência de carne (dias)', 'Unidade'],
    ['Mastizone', '4', 'dias', '5', 'bisnaga'],
  ]);
  await importar('eventos-sanitarios', [
    ['Data', 'Animal', 'Tipo', 'Motivo', 'Medicamento', 'Dose', 'Dias'],
    [br(dia(-1)), 'TRATADA', 'Tratamento', 'Mastite clínica', 'Mastizone', '1', '1'],
  ]);
});
afterAll(() => srv.fechar());

/** The innermost card holding a leaf that says `rotulo` (one figure's own card), its text with spaces folded. */
function figura(rotulo: string): string {
  const cartoes = [...document.querySelectorAll<HTMLElement>('.card-body:not(:has(.card-body))')].filter((c) =>
    [...c.querySelectorAll('*')].some((e) => e.childElementCount === 0 && e.textContent?.trim() === rotulo),
  );
  return cartoes.length === 1 ? (cartoes[0].textContent ?? '').replace(/\s+/g, ' ') : `${cartoes.length} cartões`;
}

it('the batch marks the cow in withdrawal before typing; Produção counts her milk as discarded', async () => {
  await page.viewport(390, 844);
  srv.responder();
  const { host, navegar } = await abrirApp(undefined, '/dashboard/apontamentos/lote');

  // yesterday's morning dose + 4 days × 2 milkings: her milk is discarded through the morning of dia(3)
  const marca = `Carência até ${br(dia(3)).slice(0, 5)} — leite descartado`;
  const tratada = page.getByRole('listitem').filter({ hasText: 'TRATADA' });
  await expect.element(tratada.getByText(marca)).toBeVisible();
  await expect.element(page.getByRole('listitem').filter({ hasText: 'SADIA' })).toBeVisible();
  expect(page.getByRole('listitem').filter({ hasText: 'SADIA' }).getByText(marca).query()).toBeNull();

  await userEvent.fill(page.getByLabelText(/^TRATADA/), '10,5');
  await userEvent.fill(page.getByLabelText(/^SADIA/), '12');
  await userEvent.click(page.getByRole('button', { name: 'Salvar lote' }));
  await expect.element(page.getByText('2 ordenhas registradas com sucesso!')).toBeVisible();

  navegar('/dashboard/apontamentos');
  await expect.poll(() => figura('Produzido em 30 dias')).toContain('22,5 L');
  await expect.poll(() => figura('Descartado')).toContain('10,5 L');
  await expect.poll(() => figura('Entregue ao tanque')).toContain('12,0 L');
  await semViolacoes(host, 'Produção com leite descartado 390');

  // Rebanho says it too; a sale for slaughter inside her meat withdrawal is refused in the form, with the date it ends
  navegar('/dashboard/rebanho');
  await expect
    .element(
      page
        .getByRole('list')
        .getByText(`Em carência de leite até ${br(dia(3)).slice(0, 5)} (manhã)`)
        .first(),
    )
    .toBeVisible();
  await userEvent.click(page.getByRole('button', { name: 'Ações para TRATADA' }));
  await userEvent.click(page.getByRole('menuitem', { name: 'Editar' }));
  const dlg = page.getByRole('dialog');
  await userEvent.selectOptions(dlg.getByLabelText('Situação'), 'vendido');
  await userEvent.selectOptions(dlg.getByLabelText('Destino'), 'Abate');
  await userEvent.click(dlg.getByRole('button', { name: 'Salvar' }));
  await expect
    .element(
      dlg.getByText(`Animal em carência de carne até ${br(dia(4))}: a venda para abate só depois dessa data.`).first(),
    )
    .toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(dlg).not.toBeInTheDocument();

  // the health lists beside the herd's: she is in 'Em carência hoje' until the meat's end; empty lists say 'sem dados'
  navegar('/dashboard/apontamentos/listas');
  await expect.element(page.getByText('Em carência hoje (1)')).toBeVisible();
  await expect
    .element(
      page
        .getByRole('list')
        .getByText(br(dia(4)))
        .first(),
    )
    .toBeVisible();
  await expect.element(page.getByText('Vacinações a fazer (0)')).toBeVisible();
  await expect.element(page.getByText('CCS acima de 200 mil (0)')).toBeVisible();
  await expect.element(page.getByText('Mastite crônica (0)')).toBeVisible();
  expect(page.getByText('sem dados').elements()).toHaveLength(3);
  await page.viewport(1366, 768);
  await expect.element(page.getByText('Em carência hoje (1)')).toBeVisible();
  await visivel(page.getByRole('table').getByText(br(dia(4))));
  await semViolacoes(host, 'Listas de trabalho com as de Sanidade 1366');
});
