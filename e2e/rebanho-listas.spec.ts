import type { Page } from '@playwright/test';
import {
  dia,
  expect,
  fecharCompartilhadas,
  novaFazenda,
  paginaCompartilhada,
  semViolacoes,
  shot,
  test,
} from './support/fixtures.ts';
import { abrir, semServiceWorker } from './support/navegacao.ts';

/** Issue 26 items 2–3: Rebanho shows each cow's computed state and filters by it; the week's lists print. */
async function rebanhoDeExemplo(page: Page, farmId: string) {
  const vaca = async (identificacao: string, extra: Record<string, unknown> = {}) => {
    const r = await page.request.post(`/api/farms/${farmId}/animais`, {
      data: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa', ...extra },
    });
    expect(r.status(), await r.text()).toBe(201);
    return ((await r.json()) as { id: string }).id;
  };
  const evento = async (animalId: string, dias: number, ev: string, resultado?: string) => {
    const r = await page.request.post(`/api/farms/${farmId}/reproducao`, {
      data: { animalId, data: dia(dias), evento: ev, ...(resultado ? { resultado } : {}) },
    });
    expect(r.status(), await r.text()).toBe(201);
  };
  const p = await vaca('P-10', { nome: 'Prenhe' });
  await evento(p, -400, 'Parto');
  await evento(p, -217, 'Inseminação');
  await evento(p, -180, 'Diagnóstico', 'positivo');
  const r = await vaca('R-20', { nome: 'Repetidora' });
  await evento(r, -200, 'Parto');
  await evento(r, -120, 'Inseminação');
  await evento(r, -77, 'Inseminação');
  await evento(r, -35, 'Inseminação');
  const a = await vaca('A-30', { nome: 'Aberta' });
  await evento(a, -100, 'Parto');
  await vaca('N-40', { nome: 'Novilha', dataNascimento: dia(-610) });
}

// The tests share one signed-in page on one farm (the app loaded once, then moved inside as a link does: `abrir`),
// each at its own window size. The herd is made before that page loads the app (beforeAll): a read the app keeps fresh
// (30 s) would not show a cow added behind its back. A failed test ends its worker; the next one opens a new page.
let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
  await rebanhoDeExemplo(page, await novaFazenda(page, 'Fazenda das Listas'));
});
fecharCompartilhadas(() => [page]);

for (const [largura, altura] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`Rebanho filters by the computed state and the week's list prints (${largura} px)`, async () => {
    await page.setViewportSize({ width: largura, height: altura });
    await abrir(page, '/dashboard/rebanho');
    await expect(page.getByText('IEP projetado')).toBeVisible();
    // 3 cows calved, all eligible; P-10 pregnant → 33,3 %
    await expect(page.getByText('33,3%')).toBeVisible();
    const lista = largura < 768 ? page.getByRole('list') : page.getByRole('table');
    await expect(lista.getByText('R-20')).toBeVisible();
    await shot(page, `rebanho-estado-${largura}`);

    await page.getByLabel('Filtro').selectOption({ label: 'Repetidoras' });
    await expect(lista.getByText('R-20')).toBeVisible();
    await expect(lista.getByText('P-10')).toHaveCount(0);
    await expect(lista.getByText('A-30')).toHaveCount(0);
    await page.getByLabel('Filtro').selectOption({ label: 'Prenhes' });
    await expect(lista.getByText('P-10')).toBeVisible();
    await expect(lista.getByText('R-20')).toHaveCount(0);
    await shot(page, `rebanho-filtro-prenhes-${largura}`);
    await semViolacoes(page, `Rebanho ${largura}`);

    await page.getByRole('link', { name: 'Listas de trabalho' }).click();
    await expect(page).toHaveURL(/\/dashboard\/apontamentos\/listas$/);
    const diagnostico = page.getByRole('region', { name: 'Para diagnóstico (1)' });
    await expect(diagnostico.getByText('R-20').filter({ visible: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Novilhas para cobrir (1)' }).getByText('N-40').filter({ visible: true }),
    ).toBeVisible();
    await shot(page, `listas-de-trabalho-${largura}`);
    await semViolacoes(page, `Listas de trabalho ${largura}`);

    const download = page.waitForEvent('download');
    await diagnostico.getByRole('button', { name: 'Exportar PDF' }).click();
    const arquivo = await download;
    expect(arquivo.suggestedFilename()).toMatch(
      /^listas-diagnostico-fazenda-das-listas-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.pdf$/,
    );
    await expect(page.getByText('Relatório exportado em PDF com sucesso!')).toBeVisible();
  });
}

test('on a 390 px phone the summary is one dense block and the first cow is on screen without scrolling', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await abrir(page, '/dashboard/rebanho');
  await expect(page.getByText('33,3%')).toBeVisible();
  const lista = page.getByRole('list');
  const primeira = lista.getByRole('listitem').first();
  await expect(primeira.getByText('A-30')).toBeVisible();
  await shot(page, 'rebanho-telefone-390');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // the first cow's card starts above the bottom navigation, her tag and state line on screen
  const navegacao = await page.getByRole('navigation', { name: 'Navegação inferior' }).boundingBox();
  const brinco = await primeira.getByText('A-30').boundingBox();
  const estado = await primeira.getByText('Em lactação').boundingBox();
  expect(navegacao && brinco && estado).toBeTruthy();
  if (!navegacao || !brinco || !estado) return;
  expect(brinco.y).toBeGreaterThanOrEqual(0);
  expect(estado.y + estado.height).toBeLessThanOrEqual(navegacao.y);
  // the five figures (and the dry cows) in at most ~120 px
  const resumo = page.locator('dl').filter({ hasText: 'IEP projetado' });
  const caixa = await resumo.boundingBox();
  expect(caixa?.height).toBeLessThanOrEqual(120);
  // every control of the screen keeps a 44 px touch target
  for (const nome of ['Situação', 'Filtro', 'Ordenar por'])
    expect((await page.getByLabel(nome).boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await semViolacoes(page, 'Rebanho no telefone');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('table').getByText('A-30')).toBeVisible();
  await shot(page, 'rebanho-desktop-1280');
  await semViolacoes(page, 'Rebanho 1280');
});
