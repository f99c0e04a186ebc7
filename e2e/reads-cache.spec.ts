import type { Page, Request } from '@playwright/test';
import { expect, fecharCompartilhadas, novaFazenda, paginaCompartilhada, test, unique } from './support/fixtures.ts';

// The data layer alone: the service worker's read cache is another layer (e2e/offline.spec.ts), and page.route must
// see every read the page makes. The tests share one signed-in page, in order; the bills they look for are made
// before it loads the app (a read is fresh for 30 s, FRESH_MS: a bill added behind its back would not show), on a farm
// of the file's own: on the seeded farm the other files' bills, due earlier, pushed these past the list's first page
// in a loaded run (a row 'not found' after 20 s).
test.describe.configure({ mode: 'serial' });

let page: Page;
const contas = { voltar: unique('Sal mineral'), busca: unique('Arame farpado') };
test.beforeAll(async ({ browser }, testInfo) => {
  page = await paginaCompartilhada(browser, testInfo, { serviceWorkers: 'block' });
  const farmId = await novaFazenda(page, 'Leituras');
  for (const [descricao, valor, data_vencimento, categoria] of [
    [contas.voltar, 12345, '2031-05-10', 'Ração'],
    [contas.busca, 5000, '2031-06-10', 'Cercas'],
  ] as const) {
    const criada = await page.request.post(`/api/farms/${farmId}/contas-pagar`, {
      data: { descricao, valor, data_vencimento, fornecedor: 'Agro', categoria },
    });
    expect(criada.status(), await criada.text()).toBe(201);
  }
});
fecharCompartilhadas(() => [page]);

/** The API reads the page sends from now on (the reachability ping and the bell's stream are not screen data). */
function leituras(page: Page): { urls: string[]; parar(): void } {
  const urls: string[] = [];
  const ouvir = (r: Request) => {
    const u = new URL(r.url());
    if (
      r.method() === 'GET' &&
      u.pathname.startsWith('/api/') &&
      u.pathname !== '/api/health' &&
      !u.pathname.endsWith('/stream')
    )
      urls.push(`${u.pathname}${u.search}`);
  };
  page.on('request', ouvir);
  return { urls, parar: () => page.off('request', ouvir) };
}

test('a list seen a moment ago shows at once on Back, without asking the server again', async () => {
  const descricao = contas.voltar;
  await page.goto('/dashboard/financeiro/contas-pagar');
  const linha = page.getByRole('row', { name: new RegExp(descricao) });
  await expect(linha).toBeVisible();

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Financeiro' }).click();
  await expect(page).toHaveURL(/\/dashboard\/financeiro$/);
  await expect(page.getByRole('link', { name: /Contas a Pagar/ })).toBeVisible();

  // From here on the server is slow: what the list shows on Back is what the page already had.
  await page.route('**/api/farms/**', async (route) => {
    await new Promise((r) => setTimeout(r, 3_000));
    await route.fallback();
  });
  const back = leituras(page);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Contas a Pagar', level: 1 })).toBeVisible();
  await expect(linha).toBeVisible({ timeout: 1_000 });
  await expect(linha).toContainText('R$ 123,45');
  // the page mounted and drew (its effects, which would start a read, ran before the frame after that): a read it
  // started would be in `back` now
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  back.parar();
  console.log(`leituras ao voltar para a lista: ${back.urls.length} ${JSON.stringify(back.urls)}`);
  expect(back.urls).toEqual([]);
  await page.unroute('**/api/farms/**');
});

test('a search typed over a slow server: the reads it overtook are aborted and the rows of the last one show', async () => {
  const descricao = contas.busca;
  // the page is back on Contas a Pagar (the test above), its server fast again
  await expect(page).toHaveURL(/\/dashboard\/financeiro\/contas-pagar$/);
  await expect(page.getByRole('heading', { name: 'Contas a Pagar', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(descricao) })).toBeVisible();

  // A slow server, by construction rather than by a clock: each search's read is held until the next search has
  // left (the last one until all three have), so the first two are always overtaken while under way.
  const presas: (() => void)[] = [];
  let segurar = true;
  await page.route('**/api/farms/*/contas-pagar?*', async (route) => {
    if (segurar) await new Promise<void>((r) => presas.push(r));
    await route.fallback().catch(() => {}); // the page may have aborted it meanwhile
  });
  const abortadas: string[] = [];
  page.on('requestfailed', (r) => {
    if (new URL(r.url()).pathname.endsWith('/contas-pagar')) abortadas.push(new URL(r.url()).search);
  });
  // Each word waits for its own read to leave (past the search pause, 300 ms): three searches, the first two
  // overtaken while under way.
  const busca = page.getByPlaceholder('Buscar...');
  for (const texto of ['Ar', 'Arame', descricao]) {
    const saiu = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('/contas-pagar') && url.searchParams.get('q') === texto;
    });
    await busca.fill(texto);
    await saiu;
  }
  segurar = false;
  for (const soltar of presas.splice(0)) soltar();
  await expect(page.getByRole('row', { name: new RegExp(descricao) })).toBeVisible();
  console.log(`leituras abortadas pela busca: ${abortadas.length} ${JSON.stringify(abortadas)}`);
  expect(abortadas.map((q) => new URLSearchParams(q).get('q'))).toEqual(['Ar', 'Arame']);
});
