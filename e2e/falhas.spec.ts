/**
 * A failure never looks like data (issue 24 item 5): with the Pi switched off (this file's own server, its port closed) a
 * screen opened for the first time has no copy of its figures; every summary card says 'Indisponível' — never
 * 'Número de Máquinas 0' or 'Valor Total R$ 0,00' — and no pie or list reads as empty.
 */
import type { Page } from '@playwright/test';
import {
  entrarNaFazendaModelo,
  expect,
  fecharCompartilhadas,
  paginaCompartilhada,
  semViolacoes,
  shot,
  test,
} from './support/fixtures.ts';
import { irPara } from './support/navegacao.ts';
import { OwnServer } from './support/own-server.ts';

// One server for the file, its port closed once the page has the app under its worker (own-server.ts `stop()`); one
// page for both sizes (a new context installs the worker and precaches the app again), in order.
const server = new OwnServer();
test.use({ baseURL: server.url, comServiceWorker: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(150_000); // a server's start and a browser context on a loaded machine
  await server.start();
  page = await paginaCompartilhada(browser, testInfo, { baseURL: server.url });
  await entrarNaFazendaModelo(page);
  // The app once under its service worker (the shell and the session kept), then the Pi goes away.
  await page.goto('/dashboard/financeiro');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('heading', { name: 'Financeiro', level: 1 })).toBeVisible();
  await server.stop();
});
fecharCompartilhadas(() => [page]);
test.afterAll(async () => {
  await server.close();
});

const PAEZ = '/dashboard/inventario/paez';

/** The summary cards of a screen: the innermost cards holding each label (not the list beside them). */
const cartao = (page: Page, rotulo: string) =>
  page
    .locator('.card:not(:has(.card)):not(:has(table)):not(:has(ul))')
    .filter({ has: page.getByText(rotulo, { exact: true }) });

/** Each card says the failure, and none shows a zero as if it were the farm's figure. */
async function semZeros(page: Page, rotulos: readonly string[]) {
  for (const rotulo of rotulos) {
    const c = cartao(page, rotulo);
    await expect(c, rotulo).toHaveCount(1);
    await expect(c, rotulo).toContainText('Indisponível');
    await expect(c, rotulo).not.toContainText(/R\$\s*0,00|(^|\s)0(,0+)?(\s|$|%| L| un| ha)/);
  }
}

for (const [nome, viewport] of [
  ['pc', { width: 1280, height: 800 }],
  ['telefone', { width: 390, height: 844 }],
] as const) {
  test.describe(`${nome} ${viewport.width}×${viewport.height}`, () => {
    test('with the server stopped, no summary card, pie or list shows 0 for a read that failed', async () => {
      // the page at this size: the shell's frame (sidebar or bottom tabs) and the screens' layout follow the width
      await page.setViewportSize(viewport);
      // the app loaded again with the Pi away (its shell from the worker), then each screen opened as its links open
      // it (irPara): every read of a screen opened for the first time fails
      await page.goto(`${PAEZ}/maquinas`);
      await expect(page.getByRole('alert').filter({ hasText: 'Sem conexão com o servidor' }).first()).toBeVisible();
      await semZeros(page, [
        'Número de Máquinas',
        'Valor Total',
        'Taxa de Juros Anual',
        'Depreciação Mensal',
        'Depreciação Anual',
        'Valor Residual',
        'Valor Depreciado',
        'RCM Mensal',
      ]);
      await expect(page.getByText('Nenhuma máquina cadastrada', { exact: false })).toHaveCount(0);
      await cartao(page, 'Valor Total').scrollIntoViewIfNeeded();
      await shot(page, `falhas-maquinas-${nome}`);
      await semViolacoes(page, `máquinas sem servidor (${nome})`);

      for (const [tela, total] of [
        ['animais', 'Quantidade total'],
        ['terras', 'Área total'],
      ] as const) {
        await irPara(page, `${PAEZ}/${tela}`);
        await expect(page.getByRole('alert').filter({ hasText: 'Sem conexão com o servidor' }).first()).toBeVisible();
        await semZeros(page, [total, 'Taxa anual', 'Valor total', 'Rem. anual', 'Remuneração mensal']);
        // the pie says the failure too, not 'Nenhum dado'
        await expect(page.getByText('Nenhum dado', { exact: false })).toHaveCount(0);
      }
      await irPara(page, `${PAEZ}/instalacoes`);
      await semZeros(page, ['Total de Instalações', 'Área Total (m²)', 'Capacidade Total', 'Depreciação Anual']);
      await expect(page.getByText(/0 instalação/)).toHaveCount(0);

      // Apontamentos: the last 30 days' cards and the next events
      await irPara(page, '/dashboard/apontamentos');
      await semZeros(page, [
        'Produzido em 30 dias',
        'Descartado',
        'Entregue ao tanque',
        'Média diária',
        'Litros por vaca/dia',
        'Litros por vaca em lactação',
      ]);
      await cartao(page, 'Produzido em 30 dias').scrollIntoViewIfNeeded();
      await shot(page, `falhas-apontamentos-${nome}`);
      await semViolacoes(page, `apontamentos sem servidor (${nome})`);
      await page.getByRole('tab', { name: 'Reprodução' }).click();
      await expect(page.getByText('Nenhum evento previsto para os próximos 30 dias.')).toHaveCount(0);

      // the batch entry: the failure, not 'Nenhuma vaca em lactação'
      await irPara(page, '/dashboard/apontamentos/lote');
      await expect(page.getByRole('alert').filter({ hasText: 'Sem conexão com o servidor' }).first()).toBeVisible();
      await expect(page.getByText('Nenhuma vaca em lactação nesta data.', { exact: false })).toHaveCount(0);
    });
  });
}
