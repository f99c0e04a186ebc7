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
  unique,
} from './support/fixtures.ts';
import { abrir, semServiceWorker } from './support/navegacao.ts';

/**
 * Sanidade's leftovers of issue 39: one test-day result typed on its screen (the lab's CCS of one cow on one date),
 * refused with the words the lab file's import uses; and 'Buscar...' of Eventos sanitários finding a record that is
 * not on the page shown (the server's `q`). On a phone and a PC. Both tests share one signed-in page on one farm (the
 * app loaded once, the screens opened inside it); their cows and events are made before it loads the app (beforeAll).
 */

async function vaca(page: Page, farmId: string, identificacao: string, nome: string) {
  const res = await page.request.post(`/api/farms/${farmId}/animais`, {
    data: { identificacao, nome, categoria: 'Vaca Leiteira', dataNascimento: '2021-03-01' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

let page: Page;
const brinco = unique('C');
const estrela = unique('E');
test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
  const farmId = await novaFazenda(page, 'Fazenda Controle');
  // test 1: the cow whose result is typed
  await vaca(page, farmId, brinco, 'Mimosa');
  // test 2: 50 exams today fill the first page (50 a page, newest first); Estrela's mastitis of yesterday is on the
  // second
  const muitas = await vaca(page, farmId, unique('M'), 'Malhada');
  const outra = await vaca(page, farmId, estrela, 'Estrela');
  for (let i = 0; i < 50; i++) {
    const res = await page.request.post(`/api/farms/${farmId}/eventos-sanitarios`, {
      data: { data: dia(0), animalId: muitas, tipo: 'Exame', exame: 'Brucelose', resultado: 'Negativo' },
    });
    expect(res.status()).toBe(201);
  }
  const res = await page.request.post(`/api/farms/${farmId}/eventos-sanitarios`, {
    data: { data: dia(-1), animalId: outra, tipo: 'Mastite clínica', quartos: ['AE'], grau: 1 },
  });
  expect(res.status()).toBe(201);
});
fecharCompartilhadas(() => [page]);

test('one test-day result typed on the screen, refused with the import’s words, then listed', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await abrir(page, '/dashboard/sanidade');
  await page.getByRole('link', { name: /Controle leiteiro/ }).click();
  await expect(page.getByRole('heading', { name: 'Controle leiteiro', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Registrar resultado' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  // controleLeiteiroSchema: the lab file's own rule and message
  await expect(
    dialog
      .getByRole('alert')
      .filter({ hasText: 'Data e animal são obrigatórios, e ao menos um resultado (leite, gordura, proteína ou CCS).' })
      .first(),
  ).toBeVisible();
  await dialog.getByLabel('Animal', { exact: true }).selectOption({ label: `${brinco} — Mimosa` });
  // typed in cells/mL instead of thousands: the import's refusal, 'Confira a unidade.'
  await dialog.getByLabel('CCS (mil cél/mL)').fill('250000');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    dialog.getByText('CCS acima do que um laboratório informa (máximo 100.000 mil cél/mL). Confira a unidade.'),
  ).toBeVisible();
  await dialog.getByLabel('CCS (mil cél/mL)').fill('250');
  await dialog.getByLabel('Gordura (%)').fill('3,6');
  await shot(page, 'sanidade-controle-dialogo-celular');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Resultado do controle leiteiro registrado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  // on the phone, a card with its row menu
  await expect(page.getByRole('button', { name: `Ações para ${brinco} — Mimosa` })).toBeVisible();
  await shot(page, 'sanidade-controle-celular');
  await semViolacoes(page, 'sanidade-controle');

  await page.setViewportSize({ width: 1366, height: 768 });
  const linha = page.getByRole('row', { name: new RegExp(brinco) });
  await expect(linha).toContainText(dia(0).split('-').reverse().join('/'));
  // 250 mil/mL: above 200 (in bold), linear score log2(2,5) + 3 = 4,3; fat 3,60 %
  await expect(linha).toContainText('250');
  await expect(linha).toContainText('4,3');
  await expect(linha).toContainText('3,60');
  await shot(page, 'sanidade-controle-desktop');
  await semViolacoes(page, 'sanidade-controle-desktop');
});

test('Eventos sanitários: the search finds a record on another page', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await abrir(page, '/dashboard/sanidade/eventos');
  await expect(page.getByRole('heading', { name: 'Eventos sanitários', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Brucelose/ }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(estrela) })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('estrela');
  await expect(page.getByRole('row', { name: new RegExp(estrela) })).toContainText('Mastite clínica');
  await expect(page.getByRole('row', { name: /Brucelose/ })).toHaveCount(0);
  await shot(page, 'sanidade-eventos-busca-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'sanidade-eventos-busca-celular');
  await semViolacoes(page, 'sanidade-eventos-busca');
});
