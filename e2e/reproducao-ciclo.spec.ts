import type { Page } from '@playwright/test';
import {
  entrarNaFazendaModelo,
  expect,
  fecharCompartilhadas,
  paginaCompartilhada,
  shot,
  test,
  unique,
} from './support/fixtures.ts';
import { abrir, semServiceWorker } from './support/navegacao.ts';

// The reproductive cycle on the form (domain/apontamentos/ciclo.ts): the server's refusal says what to record instead,
// and the form offers the records that say it (Aborto, the kind of service, the gestation age of a diagnosis). And a
// cow's sale ending her lactation (once e2e/rebanho-saida.spec.ts). The tests walk the seeded farm on one signed-in
// page (the app loaded once, the screens opened inside it, as its links open them); each one's cow is made before the
// page loads the app (beforeAll): a read kept fresh in the app's memory would not show a row added behind its back.

const noFuso = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
const diasAtras = (n: number) => noFuso(new Date(Date.now() - n * 86_400_000));
const br = (iso: string) => iso.split('-').reverse().join('/');
const hojeBR = () => new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

let page: Page;
/** The cow of each reproduction test (pregnant: calved, served, diagnosed positive), by the width it runs at. */
const prenhes = new Map<number, string>();
/** The cow sold (in milk: calved 90 days ago) and her id. */
const vendida = { tag: unique('VS').replace(' ', '-'), id: '' };

test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo);
  await semServiceWorker(page);
  const farmId = await entrarNaFazendaModelo(page);
  const criar = async (caminho: string, data: object) => {
    const res = await page.request.post(`/api/farms/${farmId}/${caminho}`, { data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  for (const largura of [390, 1366]) {
    const tag = unique('CI').replace(' ', '-');
    const id = await criar('animais', { identificacao: tag, categoria: 'Vaca Leiteira', raca: 'Holandesa' });
    for (const data of [
      { data: diasAtras(200), evento: 'Parto' },
      { data: diasAtras(100), evento: 'Inseminação' },
      { data: diasAtras(60), evento: 'Diagnóstico', resultado: 'positivo' },
    ])
      await criar('reproducao', { ...data, animalId: id });
    prenhes.set(largura, tag);
  }
  vendida.id = await criar('animais', { identificacao: vendida.tag, categoria: 'Vaca Leiteira', raca: 'Holandesa' });
  await criar('reproducao', { data: diasAtras(90), animalId: vendida.id, evento: 'Parto' });
});
fecharCompartilhadas(() => [page]);

async function cicloReprodutivo(largura: number, altura: number) {
  await page.setViewportSize({ width: largura, height: altura });
  const tag = prenhes.get(largura) as string;

  await abrir(page, '/dashboard/apontamentos');
  await page.getByRole('tab', { name: 'Reprodução' }).click();
  const form = page.getByRole('region', { name: 'Registrar Evento Reprodutivo' });
  await form.getByLabel('Animal').selectOption({ label: tag });
  await form.getByLabel('Evento').selectOption('Inseminação');
  await form.getByLabel('Serviço').selectOption('Monta natural');
  await page.getByRole('button', { name: 'Registrar' }).click();
  const recusa = `Esta fêmea está prenhe (diagnóstico positivo em ${br(diasAtras(60))}). Registre um Aborto ou um diagnóstico negativo antes de um novo serviço.`;
  await expect(page.getByText(recusa).first()).toBeVisible();
  await shot(page, `reproducao-ciclo-recusa-${largura}`);

  // the Aborto ends the pregnancy; the bull's service is then recorded
  await form.getByLabel('Data').fill(br(diasAtras(30)));
  await form.getByLabel('Evento').selectOption('Aborto');
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Dados de reprodução registrados com sucesso!').first()).toBeVisible();
  // The toast may be the previous width's, still on the shared page: the form cleared is this save's end (choosing
  // the animal before it would be undone by the reset — a CI run registered 'campos obrigatórios').
  await expect(form.getByLabel('Evento')).toHaveValue('');
  await form.getByLabel('Animal').selectOption({ label: tag });
  await form.getByLabel('Evento').selectOption('Inseminação');
  await form.getByLabel('Serviço').selectOption('Monta natural');
  await page.getByRole('button', { name: 'Registrar' }).click();
  // the history (a table at 1366 px, cards on a phone) names the kind of service
  const hist = page.getByRole('region', { name: 'Histórico de Reprodução' });
  await expect(hist.getByRole('button', { name: `Editar ${tag} ${br(diasAtras(30))} Inseminação` })).toHaveCount(1);
  await expect(hist.getByText('Inseminação (Monta natural)').first()).toBeVisible();

  // a positive diagnosis asks the gestation age (monta not recorded, bought pregnant, served elsewhere)
  await form.getByLabel('Evento').selectOption('Diagnóstico');
  await form.getByLabel('Resultado').selectOption('positivo');
  await expect(form.getByLabel('Idade da gestação (dias)')).toBeVisible();
  await shot(page, `reproducao-ciclo-idade-${largura}`);
}

test('Reprodução 390px: a service of a pregnant cow is refused saying to record an Aborto; the Aborto and a monta natural are recorded', async () => {
  await cicloReprodutivo(390, 844);
});

// Issue 22 item 7: marking a cow in milk as sold ends her lactation on the day it is recorded.
// (Between the two widths of Reprodução: the form's screen is mounted anew when the second opens it.)
test('a cow marked sold leaves the cows in milk; her ficha ends her lactation at the sale', async () => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const { tag, id } = vendida;
  // in milk: she is on today's batch screen
  await abrir(page, '/dashboard/apontamentos/lote');
  await expect(page.getByLabel(new RegExp(`^${tag}`))).toBeVisible();

  await abrir(page, '/dashboard/rebanho');
  await page.getByPlaceholder('Buscar...').fill(tag);
  await page.getByRole('button', { name: `Ações para ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const dlg = page.getByRole('dialog');
  await dlg.getByLabel('Situação').selectOption('vendido');
  await dlg.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Animal atualizado com sucesso!')).toBeVisible();

  await page.getByRole('button', { name: `Ações para ${tag}` }).click();
  await page.getByRole('menuitem', { name: 'Ficha Técnica' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/rebanho/${id}$`));
  await expect(page.getByText(`Vendido em ${hojeBR()}`)).toBeVisible();
  await expect(page.getByText('Fim da lactação').locator('..')).toContainText(hojeBR());
  await expect(page.getByText('Dias em lactação (DEL)').locator('..')).toContainText('—');
  await shot(page, 'rebanho-ficha-vendida-1366');

  // no longer among the cows to milk today; yesterday's milking still has her
  await abrir(page, '/dashboard/apontamentos/lote');
  await expect(page.getByText(/^Vacas em lactação \(\d+\)$/)).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${tag}`))).toHaveCount(0);
  const ontem = new Date(`${diasAtras(1)}T12:00:00Z`).toLocaleDateString('pt-BR', { timeZone: 'UTC' });
  await page.getByLabel('Data', { exact: true }).fill(ontem);
  await expect(page.locator('label', { hasText: tag })).toContainText('DEL 89');
});

test('Reprodução 1366px: a service of a pregnant cow is refused saying to record an Aborto; the Aborto and a monta natural are recorded', async () => {
  await cicloReprodutivo(1366, 768);
});
