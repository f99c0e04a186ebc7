/**
 * A record typed offline that the Pi refuses (its cow was deleted meanwhile) reads as the milker typed it, can be
 * copied, corrected to another cow and sent again — arriving once, under its own id; and records left pending reach
 * the Pi with no page of the app open (the service worker's periodic sync and push paths), with 'Última
 * sincronização' said in 'Configurações PWA'. A server of this file's own closes its port (own-server.ts `stop()`)
 * and opens it again. The tests share one page, a phone's — the parlour's device — (the worker installs once): what the
 * settings show for a given outbox at any width is src/web/offline/configuracoes-pwa.browser.test.tsx's, and the
 * worker's sends know no screen width. The PC's offline use is e2e/offline.spec.ts's.
 */
import type { CDPSession, Page } from '@playwright/test';
import { pendentesNoAparelho } from './support/aparelho.ts';
import { cadastrarVaca, entrarNaFazendaModelo } from './support/fazenda-modelo.ts';
import {
  expect,
  fecharCompartilhadas,
  openPwaSettings,
  paginaCompartilhada,
  semViolacoes,
  shot,
  test,
} from './support/fixtures.ts';
import { TAG_CHROMIUM_COMPLETO } from './support/navegadores.ts';
import { OwnServer } from './support/own-server.ts';

const server = new OwnServer();
test.use({ baseURL: server.url, comServiceWorker: true });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let farmId: string;
/** The tests' page, a phone's, used in order (each test leaves the outbox empty). */
let cel: Page;
/**
 * The cows, registered before the page first reads the herd (the app keeps a read fresh for 30 s, FRESH_MS: a cow
 * added after it would not be offered): the refused record's, the one it is corrected to, the background one's.
 */
const sufixo = Date.now().toString(36).slice(-5);
const vacas = {
  v7: `V7-${sufixo}`,
  outra: `V8-${sufixo}`,
  per: `PER-${sufixo}`,
};
const ids: Record<string, string> = {};

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(150_000); // a server's start and a browser context on a loaded machine
  await server.start();
  cel = await paginaCompartilhada(browser, testInfo, {
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await signIn(cel);
  for (const tag of Object.values(vacas)) ids[tag] = await vaca(cel, tag);
});
fecharCompartilhadas(() => [cel]);
test.afterAll(async () => {
  await server.close();
});

async function signIn(page: Page) {
  farmId = await entrarNaFazendaModelo(page);
}

const vaca = (page: Page, tag: string) => cadastrarVaca(page, farmId, tag);

const mobile = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768;
const history = (page: Page) => page.getByRole(mobile(page) ? 'list' : 'table', { name: 'Histórico de Produção' });

/**
 * The production tab, controlled by the worker, with its lists read once (so the worker keeps them). Loaded only when
 * the page is not on it already (a shared page stays there from one test to the next).
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

/** The farm's date `n` days ago: yyyy-MM-dd and dd/mm/aaaa. */
function diasAtras(n: number) {
  const d = new Date();
  d.setDate(d.getDate() - n);
  const iso = d.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  return { iso, br: iso.split('-').reverse().join('/') };
}

async function registrar(page: Page, tag: string, dia: string, litros: string) {
  await page.getByLabel('Data').first().fill(dia);
  await page.getByLabel('Animal').first().selectOption({ label: tag });
  await page.getByLabel('Produção (litros)').fill(litros);
  await page.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByRole('button', { name: 'Registrar' })).toBeEnabled();
}

const milk = (sql = '', args: (string | number)[] = []) =>
  server.count(`SELECT count(*) n FROM milk_records WHERE farm_id = ? ${sql}`, [farmId, ...args]);

/** The outbox's items as IndexedDB holds them (what the page and the worker both send). */
const outbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ req: { body?: string }; estado: string }[]>((resolve, reject) => {
        const open = indexedDB.open('leiteira-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('outbox').objectStore('outbox').getAll();
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => reject(get.error);
        };
      }),
  );

test('a refused record reads as typed, is copied, corrected to another cow and resent once', async () => {
  const page = cel;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const { v7, outra } = vacas;
  const v7Id = ids[v7];
  const outraId = ids[outra];
  await openProduction(page, v7);
  const dia = diasAtras(2);
  const linha = `Produção — ${v7}, ${dia.br} Manhã, 9,5 L`;

  await server.stop();
  await registrar(page, v7, dia.iso, '9,5');
  await expect(history(page).getByText('Pendente de sincronização')).toHaveCount(1);
  // the pending row's buttons are named after its cow, date and milking (was 'Editar undefined …')
  await expect(history(page).getByRole('button', { name: `Editar ${v7} ${dia.br} Manhã` })).toHaveCount(1);
  await expect(history(page).getByRole('button', { name: `Excluir ${v7} ${dia.br} Manhã` })).toHaveCount(1);
  await expect(history(page).getByRole('button', { name: /undefined/ })).toHaveCount(0);
  const [guardado] = await outbox(page);
  const recordId = (JSON.parse(guardado.req.body as string) as { id: string }).id;

  // the cow leaves the register meanwhile (another device, before the Pi went down)
  await server.sql().execute({ sql: 'DELETE FROM animals WHERE id = ?', args: [v7Id] });
  await server.start();
  await expect(page.getByText('Alguns dados não puderam ser sincronizados').first()).toBeVisible({ timeout: 30_000 });
  expect(await milk('AND id = ?', [recordId])).toBe(0);

  // the header's badge leads to the refused record, in view, read as typed
  await page.getByRole('button', { name: /^Sincronização: 1 pendência/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações PWA' });
  const refused = dialog.getByRole('list', { name: 'Alterações recusadas pelo servidor' });
  await expect(refused.getByRole('listitem')).toHaveCount(1);
  await expect(refused).toBeInViewport();
  await expect(dialog.getByRole('heading', { name: 'Sincronização' })).toBeFocused();
  await expect(refused).toContainText('Produção');
  await expect(refused).toContainText(`${v7}, ${dia.br} Manhã, 9,5 L`);
  await expect(refused).toContainText('Motivo: Animal não encontrado nesta fazenda.');
  await expect(refused).not.toContainText('/api/');
  await expect(refused).not.toContainText(farmId);
  await shot(page, 'offline-recusado-cel');
  await semViolacoes(page, 'offline');

  // Copiar: the record as typed and the reason, on the clipboard
  await refused.getByRole('button', { name: `Copiar ${linha}` }).click();
  await expect(page.getByText('Registro copiado para a área de transferência')).toBeVisible();
  const copiado = await page.evaluate(() => navigator.clipboard.readText());
  expect(copiado).toContain(linha);
  expect(copiado).toContain('Recusado pelo servidor: Animal não encontrado nesta fazenda.');

  // Corrigir: the same record form, prefilled as typed, with the reason; another cow chosen; sent again
  await refused.getByRole('button', { name: `Corrigir ${linha}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/apontamentos$/);
  const aviso = page.getByRole('region', { name: 'Corrigindo um registro recusado pelo servidor' });
  await expect(aviso).toBeVisible();
  await expect(aviso).toContainText(linha);
  await expect(aviso).toContainText('Motivo: Animal não encontrado nesta fazenda.');
  await expect(aviso).toBeInViewport();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Registrar' }) });
  await expect(form.getByLabel('Data')).toHaveValue(dia.br);
  await expect(form.getByLabel('Ordenha')).toHaveValue('Manhã');
  await expect(form.getByLabel('Produção (litros)')).toHaveValue('9,5');
  await form.getByLabel('Animal').selectOption({ label: outra });
  await shot(page, 'offline-corrigindo-cel');
  await semViolacoes(page, 'apontamentos');
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(aviso).toBeHidden();
  // nothing waits on the device (the header's badge gone, the outbox empty): what the server holds is final —
  // arrived once, under the id it was typed with, on the other cow
  await expect(page.getByRole('button', { name: /^Sincronização/ })).toHaveCount(0);
  expect(await outbox(page)).toEqual([]);
  expect(await milk('AND id = ?', [recordId])).toBe(1);
  expect(await milk('AND id = ? AND animal_id = ? AND producao = 9.5', [recordId, outraId])).toBe(1);
  await expect(history(page).getByText(outra).first()).toBeVisible();
});

/** A CDP session on a blank tab of the same browser context: it reaches the worker, it runs none of the app. */
async function workerHandle(page: Page): Promise<{ cdp: CDPSession; registrationId: () => string }> {
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  return {
    cdp,
    registrationId: () => {
      const reg = registrations.find((r) => r.scopeURL === `${server.url}/` && !r.isDeleted);
      expect(reg).toBeTruthy();
      return reg?.registrationId as string;
    },
  };
}

async function typeOffline(page: Page, tag: string, dias: number[], litros: string) {
  await server.stop();
  for (const n of dias) await registrar(page, tag, diasAtras(n).iso, litros);
  await expect(page.getByRole('button', { name: new RegExp(`${dias.length} pendências`) })).toBeVisible();
}

test('records reach the Pi with no page open: periodic sync, then a push; Configurações PWA says when', async () => {
  const page = cel;
  await page.context().grantPermissions(['notifications'], { origin: server.url });
  const tag = vacas.per;
  await openProduction(page, tag);
  const { cdp, registrationId } = await workerHandle(page);
  const before = await milk();

  // three records wait; the settings list them as typed
  await typeOffline(page, tag, [1, 2, 3], '11,5');
  const dialog = await openPwaSettings(page);
  const aguardando = dialog.getByRole('list', { name: 'Aguardando envio' });
  await expect(aguardando.getByRole('listitem')).toHaveCount(3);
  await expect(aguardando).toContainText(`${tag}, ${diasAtras(1).br} Manhã, 11,5 L`);
  await expect(dialog.getByText('Aguardando envio: 3')).toBeVisible();
  await shot(page, 'offline-aguardando-cel');

  // the app's page is gone; the Pi comes back on the same network (no browser event at all)
  await page.goto('about:blank');
  await server.start();
  // the Pi answers and the three are still on the device: none arrived on its own
  expect(await pendentesNoAparelho(page, cdp, server.url)).toBe(3);
  expect(await milk()).toBe(before);
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
    origin: server.url,
    registrationId: registrationId(),
    tag: 'leiteira-outbox',
  });
  // the device's outbox empty: nothing more can be sent, so the count is final (each once)
  await expect.poll(() => pendentesNoAparelho(page, cdp, server.url), { timeout: 60_000 }).toBe(0);
  expect(await milk()).toBe(before + 3);

  // two more wait; a push from the server wakes the worker, which sends them
  await openProduction(page, tag);
  await typeOffline(page, tag, [4, 5], '12,0');
  await page.goto('about:blank');
  await server.start();
  expect(await pendentesNoAparelho(page, cdp, server.url)).toBe(2);
  expect(await milk()).toBe(before + 3);
  const aviso = { title: 'Gestão Leiteira', body: 'Teste', url: '/dashboard', tag: 'teste' };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: server.url,
    registrationId: registrationId(),
    data: JSON.stringify(aviso),
  });
  // the outbox empty: nothing more can be sent, so the count is final (each once)
  await expect.poll(() => pendentesNoAparelho(page, cdp, server.url), { timeout: 60_000 }).toBe(0);
  expect(await milk()).toBe(before + 5);

  // reopened: nothing waits, and the settings say when the last sync was and that the worker did it
  await page.goto('/dashboard/apontamentos');
  const settings = await openPwaSettings(page);
  const ultima = settings.getByText('Última sincronização').locator('xpath=ancestor::div[1]');
  await expect(ultima).toContainText(/\d{2}:\d{2}, 2 enviados/);
  await expect(ultima).toContainText('em segundo plano');
  await expect(settings.getByText('Sincronizado')).toBeVisible();
  await expect(settings.getByRole('list', { name: 'Aguardando envio' })).toHaveCount(0);
  await shot(page, 'offline-ultima-sincronizacao-cel');
});

test('an installed app (periodic sync granted) registers the periodic send, and the settings say it is on', {
  tag: TAG_CHROMIUM_COMPLETO,
}, async ({ browser }) => {
  const page = cel;
  await page.goto('/dashboard/apontamentos');
  await page.evaluate(() => navigator.serviceWorker.ready);
  // what Chromium grants an installed PWA, once the worker is active (granted before the app's first load, the send
  // was left unregistered in one run of two: that start may find no active worker yet), then the app starts again
  const { targetInfo } = await (await page.context().newCDPSession(page)).send('Target.getTargetInfo');
  const cdp = await browser.newBrowserCDPSession();
  await cdp.send('Browser.grantPermissions', {
    origin: server.url,
    browserContextId: targetInfo.browserContextId,
    permissions: ['periodicBackgroundSync'],
  });
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          periodicSync: { getTags(): Promise<string[]> };
        };
        return reg.periodicSync.getTags();
      }),
    )
    .toEqual(['leiteira-outbox']);
  const settings = await openPwaSettings(page);
  const linha = settings.getByText('Envio periódico com o aplicativo fechado').locator('xpath=ancestor::div[1]');
  await expect(linha).toContainText('Ativo');
});
