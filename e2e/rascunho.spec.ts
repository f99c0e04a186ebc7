/**
 * Nothing typed in the parlour is lost (issue 38 items 1 and 3): a batch typed for 'Tarde' comes back after a reload
 * after the tab is closed and with the Pi off, saying so; saving clears it and the database holds each milking once.
 * A record form's draft comes back the same way. The first visit is enough to open the app offline: the worker
 * registered by the login page controls it at once and keeps the app shell (item 3); what a device that has not kept
 * it yet says offline is src/web/offline/aviso-sem-copia.browser.test.tsx's. A browser that cannot send with the app
 * closed says so (item 4; the worker's own send is e2e/offline.spec.ts's). The PC's tests share one page, a fresh
 * device's, in order.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { cadastrarVaca, entrarNaFazendaModelo } from './support/fazenda-modelo.ts';
import {
  dia,
  expect,
  fecharCompartilhadas,
  paginaCompartilhada,
  semViolacoes,
  shot,
  test,
} from './support/fixtures.ts';
import { irPara } from './support/navegacao.ts';
import { OwnServer } from './support/own-server.ts';

const server = new OwnServer();
test.use({ baseURL: server.url, comServiceWorker: true });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  await server.start();
});
test.afterAll(async () => {
  await server.close();
});

/** `n` cows calved 40 days ago (in milk today), ear tags `${prefixo}-00`…; their ids. */
async function vacasEmLactacao(request: APIRequestContext, page: Page, farmId: string, prefixo: string, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = await cadastrarVaca(page, farmId, `${prefixo}-${String(i).padStart(2, '0')}`);
    const parto = await request.post(`/api/farms/${farmId}/reproducao`, {
      data: { data: dia(-40), animalId: id, evento: 'Parto' },
    });
    expect(parto.status(), await parto.text()).toBe(201);
    ids.push(id);
  }
  return ids;
}

const vaca = (page: Page, prefixo: string, i: number) =>
  page.getByLabel(new RegExp(`^${prefixo}-${String(i).padStart(2, '0')}`));

/** The batch screen, controlled by the worker (so it opens again from it with the server off). */
async function abrirLote(page: Page) {
  await page.goto('/dashboard/apontamentos/lote');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('20 cows typed for Tarde survive a closed tab and a reload with the server off; saved once, the draft is gone', async ({
    browser,
  }, testInfo) => {
    const page = await paginaCompartilhada(browser, testInfo, {
      baseURL: server.url,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const context = page.context();
    const farmId = await entrarNaFazendaModelo(page);
    const prefixo = `R${Date.now().toString(36)}`;
    const ids = await vacasEmLactacao(page.request, page, farmId, prefixo, 20);
    const tarde = () =>
      server.count(
        `SELECT count(*) n FROM milk_records WHERE farm_id = ? AND ordenha = 'Tarde' AND animal_id IN (${ids.map(() => '?').join(',')})`,
        [farmId, ...ids],
      );

    await abrirLote(page);
    await page.getByLabel('Ordenha', { exact: true }).selectOption('Tarde');
    await expect(vaca(page, prefixo, 19)).toBeVisible();
    for (let i = 0; i < 20; i++) await vaca(page, prefixo, i).fill(`${10 + i},5`);
    await expect(page.getByText('20 de')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'rascunho-lote-antes-telefone');

    const recuperado = (p: Page) =>
      p.getByRole('status').filter({ hasText: /^Rascunho de \d{2}:\d{2} recuperado: 20 vacas/ });
    const tudoDeVolta = async (p: Page) => {
      await expect(recuperado(p)).toBeVisible();
      await expect(p.getByLabel('Ordenha', { exact: true })).toHaveValue('Tarde');
      for (let i = 0; i < 20; i++) await expect(vaca(p, prefixo, i)).toHaveValue(`${10 + i},5`);
    };

    // the tab closed, the app opened again (the Pi on)
    await page.close();
    const again = await context.newPage();
    await again.goto('/dashboard/apontamentos/lote');
    await tudoDeVolta(again);
    await shot(again, 'rascunho-lote-depois-telefone');
    await semViolacoes(again, 'rascunho recuperado');

    // with the Pi off, a pull-to-refresh: the screen comes from the worker, the draft from the device
    await server.stop();
    await again.reload();
    await tudoDeVolta(again);
    expect(await tarde()).toBe(0); // a draft is never sent by itself

    // the Pi back: the app hears it answer (its ping), and the batch is saved from the draft
    await server.start();
    // (a bound for a loaded machine, not a wait: the app pings the Pi every 5 s while it is away)
    await expect(again.getByText('Conexão restaurada!')).toBeVisible({ timeout: 30_000 });
    await expect(recuperado(again)).toBeVisible();
    await again.getByRole('button', { name: 'Salvar lote' }).click();
    await expect(again.getByText('20 ordenhas registradas com sucesso!')).toBeVisible({ timeout: 30_000 });
    await expect(again.getByRole('status').filter({ hasText: /^Rascunho de/ })).toHaveCount(0);
    expect(await tarde()).toBe(20);

    // gone after saving: a reload shows the stored milkings, no draft; saving again duplicates nothing
    await again.reload();
    await expect(again.getByLabel('Ordenha', { exact: true })).toHaveValue('Manhã');
    await again.getByLabel('Ordenha', { exact: true }).selectOption('Tarde');
    await expect(vaca(again, prefixo, 0)).toHaveValue('10,5');
    await expect(again.getByText(/^Rascunho de/)).toHaveCount(0);
    await again.getByRole('button', { name: 'Salvar lote' }).click();
    await expect(again.getByText('Nenhuma alteração: o lote já estava registrado.')).toBeVisible();
    expect(await tarde()).toBe(20);
    await context.close();
  });
});

/** The PC's page, a fresh device's: the first visit, then the drafts, then a browser without Background Sync. */
let pc: Page;
fecharCompartilhadas(() => [pc]);

test('the first visit is enough: the login page opened once opens again offline', async ({ browser }, testInfo) => {
  // a fresh device: the worker registers on the login page and controls it at once
  pc = await paginaCompartilhada(browser, testInfo, { baseURL: server.url });
  const page = pc;
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByText(/ainda não guardou o app/)).toHaveCount(0);
  } finally {
    await page.context().setOffline(false);
  }
});

let prefixoPc: string;

test('on a PC: a batch and a record form typed, reloaded, come back with their message', async () => {
  const page = pc;
  const farmId = await entrarNaFazendaModelo(page);
  prefixoPc = `P${Date.now().toString(36)}`;
  const prefixo = prefixoPc;
  await vacasEmLactacao(page.request, page, farmId, prefixo, 3);
  await abrirLote(page);
  await page.getByLabel('Ordenha', { exact: true }).selectOption('Tarde');
  for (let i = 0; i < 3; i++) await vaca(page, prefixo, i).fill(`${20 + i},0`);
  await shot(page, 'rascunho-lote-antes-pc');
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: /^Rascunho de \d{2}:\d{2} recuperado: 3 vacas/ }),
  ).toBeVisible();
  await expect(page.getByLabel('Ordenha', { exact: true })).toHaveValue('Tarde');
  await expect(vaca(page, prefixo, 2)).toHaveValue('22,0');
  await shot(page, 'rascunho-lote-depois-pc');
  // 'Descartar rascunho' empties it, for good (the batch screen is opened again after the reload below)
  await page.getByRole('button', { name: 'Descartar rascunho' }).click();
  await expect(vaca(page, prefixo, 2)).toHaveValue('');

  // the single record form of Produção: what was typed is back after a reload
  await irPara(page, '/dashboard/apontamentos');
  await page.getByLabel('Produção (litros)').fill('17,5');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Rascunho de \d{2}:\d{2} recuperado$/ })).toBeVisible();
  await expect(page.getByLabel('Produção (litros)')).toHaveValue('17,5');

  // the batch discarded before that reload does not come back
  await irPara(page, '/dashboard/apontamentos/lote');
  await expect(vaca(page, prefixo, 0)).toBeVisible();
  await expect(page.getByText(/^Rascunho de/)).toHaveCount(0);
});

test('a browser with no Background Sync says it must be opened to send what waits', async () => {
  const page = pc;
  // what Firefox and Safari lack: the worker is never woken to send with the app closed. The app asks for them when
  // it stores a change, so taking them away from this page now is the same to it as a browser that never had them.
  await page.evaluate(() => {
    const proto = ServiceWorkerRegistration.prototype as unknown as Record<string, unknown>;
    delete proto.sync;
    delete proto.periodicSync;
  });
  await irPara(page, '/dashboard/apontamentos');
  const animal = `${prefixoPc}-00`;
  await expect(page.getByLabel('Animal').first().locator('option', { hasText: animal })).toHaveCount(1);
  await server.stop();
  try {
    await page.getByLabel('Animal').first().selectOption({ label: animal });
    await page.getByLabel('Produção (litros)').fill('12,5');
    await page.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('Dados salvos para sincronização posterior').first()).toBeVisible();
    await expect(
      page.getByText(
        'Este navegador não envia os dados com o aplicativo fechado: abra-o quando o servidor voltar para enviá-los.',
      ),
    ).toBeVisible();
  } finally {
    await server.start();
  }
});
