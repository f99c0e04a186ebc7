import { dia, expect, novaFazenda, semViolacoes, shot, test } from './support/fixtures.ts';
import { abrir } from './support/navegacao.ts';

/**
 * Issue 39 item 4 at the parlour, on a phone: a cow treated yesterday with a 4-day milk withdrawal is marked in the
 * batch before anything is typed; after saving, Produção shows her litres under 'Descartado', the rest delivered.
 * The medicine and the treatment arrive through the CSV import's API (the farm's own path for them). One load of the
 * app; the screens are opened inside it, as its links open them (`abrir`).
 */
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test('the batch marks the cow in withdrawal before typing; Produção counts her milk as discarded', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const farmId = await novaFazenda(page, 'Fazenda da Ordenha');
  const base = `/api/farms/${farmId}`;
  const vaca = async (identificacao: string) => {
    const r = await page.request.post(`${base}/animais`, {
      data: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa' },
    });
    expect(r.status(), await r.text()).toBe(201);
    const { id } = (await r.json()) as { id: string };
    const p = await page.request.post(`${base}/reproducao`, {
      data: { animalId: id, data: dia(-40), evento: 'Parto' },
    });
    expect(p.status(), await p.text()).toBe(201);
  };
  await vaca('TRATADA');
  await vaca('SADIA');
  const importar = async (entidade: string, registros: string[][]) => {
    const r = await page.request.post(`${base}/csv/${entidade}`, {
      data: { registros, separador: ';', simular: false },
    });
    expect(r.status(), await r.text()).toBe(200);
  };
  await importar('medicamentos', [
    ['Nome', 'Carência de leite', 'Carência de leite em', 'Carência de carne (dias)', 'Unidade'],
    ['Mastizone', '4', 'dias', '5', 'bisnaga'],
  ]);
  await importar('eventos-sanitarios', [
    ['Data', 'Animal', 'Tipo', 'Motivo', 'Medicamento', 'Dose', 'Dias'],
    [br(dia(-1)), 'TRATADA', 'Tratamento', 'Mastite clínica', 'Mastizone', '1', '1'],
  ]);

  // yesterday's morning dose + 4 days × 2 milkings: her milk is discarded through the morning of dia(3)
  const marca = `Carência até ${br(dia(3)).slice(0, 5)} — leite descartado`;
  await abrir(page, '/dashboard/apontamentos/lote');
  const tratada = page.getByRole('listitem').filter({ hasText: 'TRATADA' });
  await expect(tratada.getByText(marca)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'SADIA' }).getByText(marca)).toHaveCount(0);
  await tratada.scrollIntoViewIfNeeded();
  await shot(page, 'ordenha-carencia-lote-390');

  await page.getByLabel(/^TRATADA/).fill('10,5');
  await page.getByLabel(/^SADIA/).fill('12');
  await page.getByRole('button', { name: 'Salvar lote' }).click();
  await expect(page.getByText('2 ordenhas registradas com sucesso!')).toBeVisible();

  await abrir(page, '/dashboard/apontamentos');
  // each figure's own card (the innermost), by its label
  const figura = (rotulo: string) =>
    page.locator('.card-body:not(:has(.card-body))').filter({ has: page.getByText(rotulo, { exact: true }) });
  await expect(figura('Produzido em 30 dias')).toContainText('22,5 L');
  await expect(figura('Descartado')).toContainText('10,5 L');
  await expect(figura('Entregue ao tanque')).toContainText('12,0 L');
  await figura('Descartado').scrollIntoViewIfNeeded();
  await shot(page, 'ordenha-carencia-producao-390');
  await semViolacoes(page, 'Produção com leite descartado 390');

  // Rebanho says it too; a sale for slaughter inside her meat withdrawal is refused in the form, with the date it ends
  await abrir(page, '/dashboard/rebanho');
  await expect(
    page
      .getByRole('list')
      .getByText(`Em carência de leite até ${br(dia(3)).slice(0, 5)} (manhã)`, { exact: false })
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ações para TRATADA' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const dlg = page.getByRole('dialog');
  await dlg.getByLabel('Situação').selectOption('vendido');
  await dlg.getByLabel('Destino').selectOption('Abate');
  await dlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    dlg.getByText(`Animal em carência de carne até ${br(dia(4))}: a venda para abate só depois dessa data.`).first(),
  ).toBeVisible();
  await shot(page, 'ordenha-carencia-venda-390');

  // the health lists beside the herd's: she is in 'Em carência hoje' until the meat's end; empty lists say 'sem dados'
  await abrir(page, '/dashboard/apontamentos/listas');
  await expect(page.getByText('Em carência hoje (1)')).toBeVisible();
  await expect(
    page
      .getByRole('list')
      .getByText(br(dia(4)))
      .first(),
  ).toBeVisible();
  await expect(page.getByText('Vacinações a fazer (0)')).toBeVisible();
  await expect(page.getByText('CCS acima de 200 mil (0)')).toBeVisible();
  await expect(page.getByText('Mastite crônica (0)')).toBeVisible();
  await expect(page.getByText('sem dados')).toHaveCount(3);
  await shot(page, 'ordenha-carencia-listas-390');
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(page.getByText('Em carência hoje (1)')).toBeVisible();
  await shot(page, 'ordenha-carencia-listas-1366');
  await semViolacoes(page, 'Listas de trabalho com as de Sanidade 1366');
});
