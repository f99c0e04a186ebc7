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
 * Sanidade's screens (issue 39): the medicine registry and a treatment typed through the dialogs, the cow then in
 * 'Em carência hoje' with the day her milk goes back to the tank, on a PC and a phone; the lab's file of 300 cows
 * imported through the CSV preview and its error table. Both tests share one signed-in page on one farm (the app
 * loaded once, the screens opened inside it); the herd is made before the page loads the app (beforeAll).
 */

const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

let page: Page;
let farmId: string;
const brinco = unique('V');
const brincos = Array.from({ length: 300 }, (_, i) => `L${1000 + i}`);
test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
  farmId = await novaFazenda(page, 'Fazenda Sanidade');
  const res = await page.request.post(`/api/farms/${farmId}/animais`, {
    data: { identificacao: brinco, nome: 'Mimosa', categoria: 'Vaca Leiteira', dataNascimento: '2021-03-01' },
  });
  expect(res.status()).toBe(201);
  // the lab's 300 cows
  const rebanho = [
    ['Identificação', 'Categoria', 'Data de nascimento'],
    ...brincos.map((b) => [b, 'Vaca Leiteira', '01/01/2020']),
  ];
  const herd = await page.request.post(`/api/farms/${farmId}/csv/rebanho`, {
    data: { registros: rebanho, separador: ';', simular: false },
  });
  expect(herd.status(), await herd.text()).toBe(200);
});
fecharCompartilhadas(() => [page]);

test('a treatment typed on the screen puts the cow in withdrawal, with the day it ends', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await abrir(page, '/dashboard/sanidade');
  await expect(page.getByRole('heading', { name: 'Sanidade', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum animal em carência hoje.')).toBeVisible();
  await page.getByRole('link', { name: /Medicamentos/ }).click();
  await expect(page.getByRole('heading', { name: 'Medicamentos', level: 1 })).toBeVisible();
  // the seeded classes: the label's withdrawal is the farm's to type, never invented
  await expect(page.getByRole('row', { name: /Antibiótico injetável/ })).toContainText('não informada');

  await page.getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Nome e unidade do medicamento são obrigatórios.').first()).toBeVisible();
  await dialog.getByLabel('Nome').fill('Mastizone');
  await dialog.getByLabel('Princípio ativo').fill('Cefalexina');
  await dialog.getByLabel('Carência de leite', { exact: true }).fill('4');
  await dialog.getByLabel('Carência de carne (dias)').fill('5');
  await dialog.getByLabel('Unidade', { exact: true }).fill('bisnaga');
  await dialog.getByLabel('Custo por unidade').fill('25,00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Medicamento adicionado com sucesso!')).toBeVisible();
  await expect(page.getByRole('row', { name: /Mastizone/ })).toContainText('R$ 25,00');
  await shot(page, 'sanidade-medicamentos-desktop');

  await abrir(page, '/dashboard/sanidade/eventos');
  await expect(page.getByRole('heading', { name: 'Eventos sanitários', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Registrar evento' }).click();
  const ev = page.getByRole('dialog');
  await ev.getByLabel('Data').fill(dia(-1).split('-').reverse().join('/'));
  await ev.getByLabel('Animal', { exact: true }).selectOption({ label: `${brinco} — Mimosa` });
  await ev.getByLabel('Motivo').selectOption('Mastite clínica');
  await ev.getByRole('button', { name: 'Salvar' }).click();
  await expect(
    ev.getByText('Informe o motivo, o medicamento, a dose e o número de dias do tratamento.').first(),
  ).toBeVisible();
  await ev.getByLabel('Medicamento').selectOption({ label: 'Mastizone' });
  await ev.getByLabel('Dose').fill('1');
  await ev.getByLabel('Via').selectOption('Intramamária');
  await ev.getByLabel('Dias de tratamento').fill('3');
  await ev.getByLabel('Responsável').fill('João');
  await shot(page, 'sanidade-tratamento-dialogo-desktop');
  await ev.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Evento sanitário registrado com sucesso!')).toBeVisible();
  // 1 bisnaga × 3 dias × R$ 25,00
  await expect(page.getByRole('row', { name: new RegExp(brinco) })).toContainText('R$ 75,00');
  await shot(page, 'sanidade-eventos-desktop');

  // doses yesterday, today, tomorrow; 4 days × 2 milkings after tomorrow's morning dose: the last discarded milking is
  // the morning of yesterday + 6 (worked by hand in src/domain/sanidade/carencia.test.ts)
  await abrir(page, '/dashboard/sanidade');
  const carencia = page.getByRole('region', { name: 'Em carência hoje' });
  await expect(carencia).toContainText(brinco);
  await expect(carencia).toContainText(`Em carência de leite até ${ddmm(dia(5))} (manhã)`);
  await expect(carencia).toContainText(`Em carência de carne até ${ddmm(dia(6))}`);
  await shot(page, 'sanidade-hub-desktop');
  await semViolacoes(page, 'sanidade');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(carencia).toContainText(brinco);
  await shot(page, 'sanidade-hub-phone');
  await abrir(page, '/dashboard/sanidade/eventos');
  await expect(page.getByRole('button', { name: `Ações para ${brinco} — Mimosa` })).toBeVisible();
  await shot(page, 'sanidade-eventos-phone');
  await page.getByRole('button', { name: 'Registrar evento' }).click();
  await page.getByRole('dialog').getByLabel('Tipo de evento').selectOption('Mastite clínica');
  await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'PD' })).toBeVisible();
  await shot(page, 'sanidade-mastite-dialogo-phone');
});

test('the lab’s file of 300 cows through the screen: the error table, then the preview and the import', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });

  const data = dia(-10).split('-').reverse().join('/');
  // the lab's own headers, matched by name
  const linhas = brincos.map((b, i) => `${b};${data};${20 + (i % 10)},5;3,6;3,2;${100 + i * 3}`);
  const arquivo = (extra: string[]) =>
    Buffer.from(
      ['Brinco;Data do controle;Leite (kg);Gordura;Proteína;CCS', ...linhas, ...extra].join('\r\n'),
      'latin1',
    );

  await abrir(page, '/dashboard/sanidade');
  const secao = page.getByRole('region', { name: 'Controle leiteiro' });
  await secao.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: /Importar CSV/ });
  await dialog.getByLabel('Arquivo CSV').setInputFiles({
    name: 'laboratorio.csv',
    mimeType: 'text/csv',
    buffer: arquivo([`X999;${data};20;3;3;150`]),
  });
  const erros = dialog.getByRole('region', { name: 'Erros da importação' });
  await expect(erros.getByRole('row', { name: /302 .*X999.*Animal não encontrado/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();

  await dialog
    .getByLabel('Arquivo CSV')
    .setInputFiles({ name: 'laboratorio.csv', mimeType: 'text/csv', buffer: arquivo([]) });
  await expect(dialog.getByText('Confira os números e clique em Importar.')).toBeVisible();
  await expect(dialog.getByText('Novas').locator('..')).toContainText('300');
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('Controle leiteiro: 300 novos, 0 atualizados, 0 sem alteração.')).toBeVisible();
  const lista = await (await page.request.get(`/api/farms/${farmId}/controle-leiteiro?porPagina=500`)).json();
  expect(lista.itens).toHaveLength(300);
});
