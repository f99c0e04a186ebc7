/**
 * The milking parlour with the Pi switched off: a server of this file's own closes its port (own-server.ts `stop()`)
 * or really dies (SIGKILL, mid-flush) and comes back on the same database. Reads come from the worker's copies,
 * marked; writes wait in the outbox and arrive once — also when the flush is cut by the server dying, and when the
 * browser's Background Sync does it. The tests share one page (the worker installs once). A refused change (its
 * message, Descartar, Limpar Tudo) is e2e/offline-recusa.spec.ts's with the server's real refusal and
 * src/web/offline/configuracoes-pwa.browser.test.tsx's for what the settings show and remove; records typed offline on
 * a phone are e2e/offline-recusa.spec.ts's.
 */
import type { Page } from '@playwright/test';
import { pendentesNoAparelho } from './support/aparelho.ts';
import { cadastrarVaca, entrarNaFazendaModelo } from './support/fazenda-modelo.ts';
import { expect, fecharCompartilhadas, paginaCompartilhada, semViolacoes, shot, test } from './support/fixtures.ts';
import { irPara } from './support/navegacao.ts';
import { OwnServer } from './support/own-server.ts';

const server = new OwnServer();
test.use({ baseURL: server.url, comServiceWorker: true });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let farmId: string;
/** The PC tests' page, in order (each test leaves the outbox empty). */
let pc: Page;
/** The PC tests' cows, registered before the page reads the herd (a read is fresh for 30 s: FRESH_MS). */
const sufixo = Date.now().toString(36);
const vacas = {
  lista: `OFF-${sufixo}`,
  lote: `LOTE-${sufixo}`,
  sync: `SYNC-${sufixo}`,
};
const ids: Record<string, string> = {};

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(150_000); // a server's start and a browser context on a loaded machine
  await server.start();
  pc = await paginaCompartilhada(browser, testInfo, { baseURL: server.url });
  await signIn(pc);
  for (const tag of Object.values(vacas)) ids[tag] = await vaca(pc, tag);
});
fecharCompartilhadas(() => [pc]);
test.afterAll(async () => {
  await server.close();
});

async function signIn(page: Page) {
  farmId = await entrarNaFazendaModelo(page);
}

const vaca = (page: Page, tag: string) => cadastrarVaca(page, farmId, tag);

/**
 * The production tab, controlled by the worker, with its lists read once (so the worker keeps them). Loaded only when
 * the page is not on it already (the shared page stays there from one test to the next).
 */
async function openProduction(page: Page, tag: string) {
  if (new URL(page.url(), server.url).pathname !== '/dashboard/apontamentos')
    await page.goto('/dashboard/apontamentos');
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
  }
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByLabel('Animal').first().locator('option', { hasText: tag })).toHaveCount(1);
  await expect(history(page)).toBeVisible();
}

const milk = (sql = '') => server.count(`SELECT count(*) n FROM milk_records WHERE farm_id = ? ${sql}`, [farmId]);

/** The farm's date `n` days ago (yyyy-MM-dd). */
function diasAtras(n: number) {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return d.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
}

async function typeRecords(page: Page, tag: string, n: number, litros: (i: number) => string) {
  for (let i = 0; i < n; i++) {
    // one milking per cow, date and ordenha: each record on a day of its own
    await page.getByLabel('Data').first().fill(diasAtras(i));
    await page.getByLabel('Animal').first().selectOption({ label: tag });
    await page.getByLabel('Produção (litros)').fill(litros(i));
    await page.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByRole('button', { name: 'Registrar' })).toBeEnabled();
    if (i === 0) await expect(page.getByText('Dados salvos para sincronização posterior').first()).toBeVisible();
  }
}

/** WCAG 2 AA on what the offline state adds (the mark, pending badges, the header badge, the sync panel). */
/** The production history: a table on a PC, a list of cards on a phone. */
const history = (page: Page) =>
  page.getByRole((page.viewportSize()?.width ?? 1366) < 768 ? 'list' : 'table', { name: 'Histórico de Produção' });

test('with the server stopped the app opens signed in, lists show their copy marked, never an empty list', async () => {
  const page = pc;
  const tag = vacas.lista;
  const animalId = ids[tag];
  const res = await page.request.post(`/api/farms/${farmId}/producao`, {
    data: {
      data: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }),
      animalId,
      ordenha: 'Manhã',
      producao: 17.5,
    },
  });
  expect(res.status()).toBe(201);
  await openProduction(page, tag);
  await expect(history(page).getByText(tag)).toBeVisible();
  await expect(page.getByText(/sem conexão com o servidor/)).toHaveCount(0);

  await server.stop();
  await page.reload();
  // signed in as the last user, not the login page
  await expect(page.getByRole('button', { name: 'Menu do usuário' })).toBeVisible();
  await expect(page.getByText('Você está offline')).toBeVisible();
  await expect(page.getByText(/^Dados de \d{2}:\d{2}, sem conexão com o servidor$/)).toBeVisible();
  await expect(history(page).getByText(tag)).toBeVisible();
  await expect(history(page).getByText('17,5')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sincronização: Offline/ })).toBeVisible();
  await shot(page, 'offline-lists-desktop');

  // a list never opened before has no copy: an error, not 'Nenhum registro encontrado' (moving inside the app: its
  // read and the screen's code go through the worker as a load's would)
  await irPara(page, '/dashboard/financeiro/contas-pagar');
  await expect(page.getByRole('alert').filter({ hasText: 'Sem conexão com o servidor' })).toBeVisible();
  await expect(page.getByText('Nenhum registro encontrado')).toHaveCount(0);
  await shot(page, 'offline-never-opened');

  await server.start();
  await expect(page.getByText('Conexão restaurada!')).toBeVisible({ timeout: 15_000 });
  await irPara(page, '/dashboard/apontamentos');
  await expect(history(page).getByText(tag)).toBeVisible();
  await expect(page.getByText(/sem conexão com o servidor/)).toHaveCount(0);
});

test('20 records typed with the server off arrive exactly once, even when the flush is cut by the server dying', async () => {
  // 20 records typed, a server killed and started twice: over 150 s at load average ~40 (a bound, not a wait)
  test.setTimeout(300_000);
  const page = pc;
  const tag = vacas.lote;
  await openProduction(page, tag);
  const before = await milk();

  await server.stop();
  await typeRecords(page, tag, 20, (i) => `${10 + i},5`);
  await expect(history(page).getByText('Pendente de sincronização')).toHaveCount(20);
  await expect(page.getByRole('button', { name: /20 pendências/ })).toBeVisible();
  await shot(page, 'offline-pending-desktop');
  await semViolacoes(page, 'offline');
  expect(await milk()).toBe(before);

  // The server comes back; after the 5th record it receives, it dies again mid-flush.
  // (the server's own log tells the 5th POST: the test waits for that line, not on a clock)
  let posts = 0;
  let morreu: (p: Promise<void>) => void = () => {};
  const killed = new Promise<Promise<void>>((r) => {
    morreu = r;
  });
  await server.start((line) => {
    if (line.method === 'POST' && line.path?.endsWith('/producao') && ++posts === 5) morreu(server.kill());
  });
  await await killed;
  const atKill = (await milk()) - before;
  expect(atKill).toBeGreaterThanOrEqual(5);
  expect(atKill).toBeLessThan(20);

  // back for good: the rest goes, the ones already applied are not applied again
  await server.start();
  // the outbox empty (no 'pendência' left, what the person sees): nothing more can be sent, so the count is final.
  // The bound is for a flush that never ends: the app pings the Pi every 5 s while it is away, then sends the rest.
  await expect(page.getByRole('button', { name: /pendência/ })).toHaveCount(0, { timeout: 120_000 });
  expect(await milk()).toBe(before + 20);
  const litros = (
    await server.sql().execute({
      sql: 'SELECT producao FROM milk_records m JOIN animals a ON a.id = m.animal_id WHERE a.identificacao = ? ORDER BY producao',
      args: [tag],
    })
  ).rows.map((r) => Number(r.producao));
  expect(litros).toEqual(Array.from({ length: 20 }, (_, i) => 10.5 + i));
  await expect(history(page).getByText('Pendente de sincronização')).toHaveCount(0);
});

test('Background Sync: the worker flushes the outbox when CDP dispatches its sync event, with no page open', async () => {
  const page = pc;
  const tag = vacas.sync;
  await openProduction(page, tag);
  const before = await milk();
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');

  await server.stop();
  // (the 20 of the test above show the flush's order and its cut; here it is who sends)
  await typeRecords(page, tag, 3, (i) => `${30 + i},5`);
  await expect(page.getByRole('button', { name: /3 pendências/ })).toBeVisible();
  // no page of the app is left to flush it: the Pi is back and the three are still on the device, none arrived
  await page.goto('about:blank');
  await server.start();
  expect(await pendentesNoAparelho(page, cdp, server.url)).toBe(3);
  expect(await milk()).toBe(before);

  const reg = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
  expect(reg).toBeTruthy();
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: server.url,
    registrationId: reg?.registrationId as string,
    tag: 'leiteira-outbox',
    lastChance: false,
  });
  // the device's outbox empty: nothing more can be sent, so the count is final (each once)
  await expect.poll(() => pendentesNoAparelho(page, cdp, server.url), { timeout: 90_000 }).toBe(0);
  expect(await milk()).toBe(before + 3);
});
