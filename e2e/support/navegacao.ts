import { expect, type Page, type Request } from '@playwright/test';

/**
 * Moving inside the app as a tap on one of its links does, and waiting until the screen has settled — for the tests
 * that walk many screens (e2e/papeis.spec.ts). A `page.goto` per screen reloads everything: the app's bundle parsed
 * and run again, the session read again; a link of the app only pushes the address (wouter 3 patches
 * history.pushState and re-renders on it).
 */

/**
 * Opens `caminho` as the app's own links do (history.pushState; wouter follows it), without reloading the page: the
 * app's JavaScript, the session and axe (semViolacoes) stay loaded. Scrolls to the top, as a page load starts, and
 * returns once the new address is the page's and two frames have drawn. The previous screen may still be on the page
 * while the new one reads its data: wait for the new screen's heading and data (or `assentar`). The pointer leaves
 * the page first: a click on the last screen would leave it over whatever the new one draws there, hovered (a load
 * hovers nothing until the mouse moves).
 */
export async function irPara(page: Page, caminho: string) {
  await page.mouse.move(-1, -1);
  await page.evaluate(async (h) => {
    history.pushState(null, '', h);
    window.scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  }, caminho);
  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === caminho);
}

interface Chamadas {
  abertas: Set<Request>;
  /** Called when the last open call is answered. */
  aoZerar: (() => void)[];
}

const porPagina = new WeakMap<Page, Chamadas>();

/**
 * The page's API calls still unanswered (the bell's stream and the reachability ping are not a screen's reads), counted
 * from the first call of this function on the page: what `assentar` waits to see at zero.
 */
export function chamadasEmCurso(page: Page): Chamadas {
  let c = porPagina.get(page);
  if (!c) {
    const chamadas: Chamadas = { abertas: new Set(), aoZerar: [] };
    c = chamadas;
    porPagina.set(page, chamadas);
    const daTela = (r: Request) => {
      const u = new URL(r.url());
      return u.pathname.startsWith('/api/') && u.pathname !== '/api/health' && !u.pathname.endsWith('/stream');
    };
    const fim = (r: Request) => {
      if (!chamadas.abertas.delete(r) || chamadas.abertas.size) return;
      for (const f of chamadas.aoZerar.splice(0)) f();
    };
    page.on('request', (r) => daTela(r) && chamadas.abertas.add(r));
    page.on('response', (r) => fim(r.request()));
    page.on('requestfailed', fim);
  }
  return c;
}

/** Two animation frames of the page: a read an effect starts after the first paint is in flight by then. */
const doisQuadros = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * Waits until the screen has drawn and its reads are answered: no API call in flight, still none two frames later,
 * and no 'Carregando...' on the screen. Waits on the answers themselves (no polling of the page while a read is under
 * way), and looks for 'Carregando...' only then, once: a screen whose reads are answered has drawn them by the next
 * frame. (It was an `expect(...).toHaveCount(0)` first: Playwright's expect re-reads the page after 20, 50, 100, 100
 * and then every 500 ms, so a screen still loading when it first looked cost up to half a second more than its load,
 * a few seconds a walk of papeis.spec.) A 'Carregando...' left after its calls were answered (a read that starts
 * later, a lazy screen's code on its way) is waited for with expect, and the calls it starts again. `timeout` bounds a
 * screen that never settles, not a wait: 10 s failed under load average 36–49 (tables.spec and financeiro.spec left
 * 'Carregando...' on the app's first load past it, before and after their tests shared a page; issue 41).
 */
export async function assentar(page: Page, timeout = 60_000) {
  const c = chamadasEmCurso(page);
  const carregando = page.getByRole('status').filter({ hasText: 'Carregando' });
  await page.waitForLoadState('load');
  const limite = Date.now() + timeout;
  for (;;) {
    await doisQuadros(page);
    if (c.abertas.size === 0) {
      if ((await carregando.count()) === 0) break;
      await expect(carregando).toHaveCount(0, { timeout: Math.max(limite - Date.now(), 1) });
      continue;
    }
    const resta = limite - Date.now();
    if (resta <= 0)
      throw new Error(`chamadas sem resposta em ${page.url()}: ${[...c.abertas].map((r) => r.url()).join(', ')}`);
    await new Promise<void>((pronto) => {
      const t = setTimeout(pronto, resta);
      c.aoZerar.push(() => {
        clearTimeout(t);
        pronto();
      });
    });
  }
}

/**
 * The page as a browser without service workers opens it (the app registers none there: src/web/pwa/register.ts),
 * for a test that does not test the worker: a new page then neither downloads nor keeps the app's 76 files through
 * it (half the renderer's CPU of e2e/papeis.spec.ts). Playwright's `serviceWorkers: 'block'` would do the same but
 * leave `navigator.serviceWorker` in place, and the app would show 'Erro ao configurar funcionalidade offline'.
 */
export async function semServiceWorker(page: Page) {
  await page.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
}

/**
 * The screen at `caminho`, drawn with its data (`assentar`): the first call on a page loads the app there
 * (`page.goto`), the next ones move inside it (`irPara`) — for a test that looks at several screens, where loading the
 * app again for each one proves nothing more and costs its bundle's parse every time.
 */
export async function abrir(page: Page, caminho: string) {
  if (page.url() === 'about:blank') {
    chamadasEmCurso(page); // the first screen's reads are counted from its first request
    await page.goto(caminho);
  } else {
    await irPara(page, caminho);
  }
  await assentar(page);
}
