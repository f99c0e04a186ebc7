import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type axe from 'axe-core';
import { TEMPOS_DE_TESTE, type TemposDeTeste } from '../../src/web/api/mutate.ts';
import { E2E_ADMIN } from './constants.ts';
import { anotarCpu, cargasDoApp } from './cpu.ts';
import { semServiceWorker } from './navegacao.ts';
import type { OwnServer } from './own-server.ts';

export { E2E_ADMIN, expect };

/**
 * Messages the app sent to `para` through the loopback SMTP server, oldest first (raw RFC 822 text). Filtered by
 * the recipient: the browser tests run in parallel on one server, and another test's mail may arrive at any time.
 * `dir` is a server's folder (an OwnServer's); the shared server's by default.
 */
export function readMails(para: string, dir = process.env.E2E_DIR as string): string[] {
  const pasta = join(dir, 'mails');
  const cabecalho = (m: string) => m.slice(0, m.search(/\r?\n\r?\n/));
  const paraEle = (linha: string) => /^to:/i.test(linha) && linha.toLowerCase().includes(para.toLowerCase());
  return readdirSync(pasta)
    .sort()
    .map((f) => readFileSync(join(pasta, f), 'utf8'))
    .filter((m) => cabecalho(m).split(/\r?\n/).some(paraEle));
}

/** Signs in through the API (fast) and keeps the cookie in the page's context. */
export async function apiLogin(page: Page, email = E2E_ADMIN.email, password = E2E_ADMIN.password) {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

/** An admin API client for arranging data (users, farms, links) before a browser test. */
export async function adminApi(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return request;
}

/** Unique suffix so tests that share one server never collide. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * The app's timeouts in every test page (`TEMPOS_DE_TESTE`, src/web/api/mutate.ts): a save waits up to 2 minutes for
 * its answer instead of 8 s, a read instead of 20 s. On a loaded CI machine a save outlived the 8 s, the outbox took
 * it, and a test waiting for the form's success toast read 'Dados salvos para sincronização posterior' (financeiro.spec,
 * CI run 3): with the longer bound the send ends with the server's answer, so a test sees what it would on a quiet
 * machine, and a save that is really lost still fails the expectation that waited for it (20 s), never the send. A
 * test about the timeout itself (a Pi that never answers, the outbox taking the send) keeps the app's own: the tag
 * '@tempos-reais' on the test, or `test.use({ temposReais: true })`.
 */
export const TEMPOS_DOS_TESTES: TemposDeTeste = { envioMs: 120_000, leituraMs: 120_000 };
export const TAG_TEMPOS_REAIS = '@tempos-reais';

/** What went wrong on the network in this worker's pages: a request with no answer, an answer 5xx (timed). */
const tropecos: string[] = [];

/** Records into `tropecos` what goes wrong on the network in the context's pages (the test's and the shared ones). */
function vigiarRede(context: BrowserContext) {
  const hora = () => new Date().toISOString().slice(11, 23);
  context.on('requestfailed', (r) =>
    tropecos.push(`${hora()} ${r.method()} ${r.url()} sem resposta: ${r.failure()?.errorText ?? '?'}`),
  );
  // the app's loads are counted for E2E_CPU's table only: a listener more on every request of every test otherwise
  if (process.env.E2E_CPU)
    context.on('request', (r) => {
      if (r.isNavigationRequest() && r.resourceType() === 'document' && !r.frame().parentFrame()) cargasDoApp.n++;
    });
  context.on('response', (r) => {
    if (r.status() >= 500) tropecos.push(`${hora()} ${r.request().method()} ${r.url()} ${r.status()}`);
  });
}

/** Sets the tests' timeouts (TEMPOS_DOS_TESTES) in every page the context opens, before the app's scripts run. */
export async function comTemposDosTestes(context: BrowserContext) {
  await context.addInitScript(
    ({ nome, tempos }) => {
      (globalThis as Record<string, unknown>)[nome] = tempos;
    },
    { nome: TEMPOS_DE_TESTE, tempos: TEMPOS_DOS_TESTES },
  );
}

/**
 * The tests' `test`. Its `page` opens the app as a browser without service workers does (semServiceWorker): a new
 * page then neither downloads nor keeps the app's 76 files through the worker. A test about the worker asks for it:
 * `test.use({ comServiceWorker: true })` for a file or a describe, the tag '@sw' for one test. Its `context` gives the
 * app the tests' timeouts (comTemposDosTestes) unless the test asks for the real ones ('@tempos-reais').
 */
export const test = base.extend<{ comServiceWorker: boolean; temposReais: boolean; tropecosDaRede: undefined }>({
  comServiceWorker: [false, { option: true }],
  temposReais: [false, { option: true }],
  context: async ({ context, temposReais }, use, info) => {
    vigiarRede(context);
    if (!temposReais && !info.tags.includes(TAG_TEMPOS_REAIS)) await comTemposDosTestes(context);
    await use(context);
  },
  // A failed test prints what went wrong on the network while it ran, in any page of this worker (the shared ones
  // too): a request with no answer or a 5xx is what makes the app take the server as away and keep a save in the
  // outbox, and a toast the test waited for never comes. With E2E_CPU, it also writes the test's CPU line (cpu.ts).
  tropecosDaRede: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, info) => {
      const desde = tropecos.length;
      await use(undefined);
      const durante = tropecos.slice(desde);
      anotarCpu(basename(info.file));
      if (info.status !== info.expectedStatus && durante.length)
        console.log(`A rede durante "${info.title}":\n  ${durante.slice(-30).join('\n  ')}`);
    },
    { auto: true },
  ],
  page: async ({ page, comServiceWorker }, use, info) => {
    if (!comServiceWorker && !info.tags.includes('@sw')) await semServiceWorker(page);
    await use(page);
  },
});

/**
 * For a test that changes what the whole installation shows (the last refused e-mail, say): `page`, `request` and
 * `baseURL` go to a server of the test's own, `ownServer` (its folder holds its mails), so the tests running in
 * parallel on the shared server neither disturb it nor see it.
 */
export const testWithOwnServer = test.extend<{ ownServer: OwnServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  ownServer: async ({}, use) => {
    // loaded here, by the tests that start one: own-server.ts brings @libsql/client (its native driver), ~0.35 s of
    // CPU in each worker of a run, most of whose spec files never start a server
    const { OwnServer } = await import('./own-server.ts');
    const server = new OwnServer();
    await server.start();
    await use(server);
    await server.close();
  },
  baseURL: async ({ ownServer }, use) => use(ownServer.url),
});

/** Creates a farm through the admin API (all modules unless told) and returns it. */
export async function createFarm(
  request: APIRequestContext,
  name = unique('Fazenda'),
  allowedModules = ['animals', 'lands', 'facilities', 'machinery', 'financial', 'appointments', 'reports'],
): Promise<{ id: string; name: string }> {
  await adminApi(request);
  const res = await request.post('/api/admin/farms', {
    data: { name, location: 'Lavras - MG', size: 120, allowedModules },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** The id of a seeded group ('Administradores', 'Gerentes', 'Operadores'). */
export async function groupId(request: APIRequestContext, name: string): Promise<string> {
  await adminApi(request);
  const groups = (await (await request.get('/api/admin/groups')).json()) as { id: string; name: string }[];
  const g = groups.find((x) => x.name === name);
  if (!g) throw new Error(`grupo ${name} não encontrado`);
  return g.id;
}

/** Creates a user through the admin API; returns it with its password. */
export async function createUser(
  request: APIRequestContext,
  opts: { name?: string; farmIds?: string[]; groupIds?: string[]; isAdmin?: boolean; password?: string } = {},
): Promise<{ id: string; name: string; email: string; password: string }> {
  await adminApi(request);
  const name = opts.name ?? unique('Usuário');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.local`;
  const password = opts.password ?? 'senha-123';
  const res = await request.post('/api/admin/users', {
    data: {
      name,
      email,
      password,
      isAdmin: opts.isAdmin ?? false,
      farmIds: opts.farmIds ?? [],
      groupIds: opts.groupIds ?? [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...(await res.json()), password };
}

/** Signs in through the login form as a person does. */
export async function uiLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Saves a screenshot for a person to look at, only when SHOTS=<folder> is set (CI takes none). Viewport only: a
 * full-page capture resizes the page mid-test, which closes an open row menu.
 */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

/**
 * Waits until what moves on the page has stopped: a frame is drawn (two animation frames, so a change just made is
 * styled and any transition it starts exists), then every finite CSS transition or animation running has finished,
 * again until none is left (one that ends may start another). An endless one (a spinner) is not waited for. What a
 * person waits for before reading the screen: the menu slid in, the colours of a click or a theme landed. Every
 * accessibility read (semViolacoes) and every screenshot of a moving part waits this one way. The tests' browsers ask
 * for reduced motion (playwright.config.ts), which the app honours, so there is nothing to wait for: this stays the
 * guard for a test that turns motion back on (`emulateMedia({ reducedMotion: 'no-preference' })`).
 */
export async function esperarAnimacoes(page: Page) {
  await page.evaluate(esperaNaPagina);
}

/** esperarAnimacoes' wait, run in the page; then says whether axe is there (semViolacoes: one round trip, not two). */
async function esperaNaPagina() {
  for (let volta = 0; volta < 10; volta++) {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const rodando = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    if (!rodando.length) break;
    await Promise.allSettled(rodando.map((a) => a.finished));
  }
  return 'axe' in window;
}

/**
 * axe-core's minified build (0.58 MB), read on the first check of a worker: `import axe from 'axe-core'` ran the whole
 * unminified library (1.3 MB) in every worker for every spec file, most of which never check, and gave the page that
 * unminified source (`axe.source`) to parse at each injection.
 */
let axeMinificado: string | undefined;
function fonteDoAxe() {
  axeMinificado ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return axeMinificado;
}

/**
 * axe-core on what the page shows now: any WCAG 2 A/AA finding fails, listed with where it is. axe runs in the page
 * itself (axe.run on the document, as @axe-core/playwright's legacy mode; the app has no frames), injected once per
 * loaded document (the minified build, fonteDoAxe), and details only the violations (resultTypes: passes and the rest are counted, not itemised):
 * AxeBuilder's analyze() evaluated axe's 550 kB twice per call and opened a new tab to merge the results, 2.3× the
 * time of its legacy mode and 4× this (the same rules and findings: 100 results on the login page each way).
 *
 * `outroTema`: the same screen again in the other colour scheme (e2e/a11y.spec.ts). When its markup is what the
 * last full check on this document read, character for character, the scheme changed colours only, and only the
 * rules about colour (axe's cat.color: contrast, links told by colour) can find anything new; they run alone
 * (0.3 s against 1.3 s a screen). Any change of the markup, or none checked before, runs every rule.
 *
 * The frame around the screens (a header, aside or nav outside <main> and outside a dialog: the sidebar, the headers,
 * the phone's tabs) is checked for colour once per loaded document, window size, scheme and markup, character for
 * character, in every spec: a later check whose frame is the same again, holding neither the pointer nor the focus,
 * has its colour rules run on the rest of the page only (the other rules still read the whole document) — the same
 * markup in the same scheme and size can find nothing new. A frame that changed (another item marked current, a
 * menu open, another farm) is checked again. Colour was 3/4 of axe's time a screen (e2e/a11y.spec.ts: 95–109 →
 * 90–93 s of CPU for the whole run).
 */
export async function semViolacoes(page: Page, tela: string, opts: { outroTema?: boolean } = {}) {
  // The colour transitions a click or a theme change started (a step button's, a link's) run to their end first, or
  // axe reads a colour halfway: #57575a on #b7cec2 (4.32:1) on the assessment's step bar, #696c6c on the dark theme.
  if (!(await page.evaluate(esperaNaPagina))) {
    await page.evaluate(fonteDoAxe());
    // No HTML source of each node checked (noHtml: only the report's `html` field, which the message below does not
    // use; axe serialised the outerHTML of every node each rule looked at, <html> and <main> included).
    await page.evaluate(() => (window as unknown as { axe: typeof axe }).axe.configure({ noHtml: true }));
  }
  // Only the findings leave the page, as the lines of the failure message: axe's whole result (every rule run, with
  // its descriptions, tags and one node of each result type) was serialised, sent and parsed at each read.
  const achados = await page.evaluate(
    async ({ tela, values, outroTema }) => {
      const w = window as unknown as { axe: typeof axe; marcacaoVerificada?: string; molduraVista?: Set<string> };
      const marcacao = document.documentElement.outerHTML;
      const soCor = outroTema && w.marcacaoVerificada === marcacao;
      const regras = w.axe.getRules(values);
      const deCor = regras.filter((regra) => regra.tags.includes('cat.color')).map((regra) => regra.ruleId);
      // the frame's parts already checked as they are now, in this scheme and at this size
      const jaVistas: Element[] = [];
      w.molduraVista ??= new Set();
      const esquema = matchMedia('(prefers-color-scheme: dark)').matches ? 'escuro' : 'claro';
      for (const parte of document.querySelectorAll('header, aside, nav')) {
        if (parte.closest('main, dialog, [role="dialog"]') || parte.parentElement?.closest('header, aside, nav'))
          continue;
        if (parte.matches(':hover, :focus-within')) continue;
        const chave = `${innerWidth}x${innerHeight} ${esquema} ${parte.outerHTML}`;
        if (w.molduraVista.has(chave)) jaVistas.push(parte);
        else w.molduraVista.add(chave);
      }
      // preload: the media only (no-autoplay-audio's); the CSSOM, which axe would also copy, serves one rule alone,
      // css-orientation-lock (WCAG 2.1, not among the tags run here)
      const rodar = async (contexto: axe.ElementContext, regrasDaVez: string[] | null) =>
        (
          await w.axe.run(contexto, {
            runOnly: regrasDaVez ? { type: 'rule', values: regrasDaVez } : { type: 'tag', values },
            resultTypes: ['violations'],
            preload: { assets: ['media'] },
          })
        ).violations;
      const semMoldura = { include: [document], exclude: jaVistas } as unknown as axe.ElementContext;
      let violacoes: axe.Result[];
      if (soCor) violacoes = await rodar(jaVistas.length ? semMoldura : document, deCor);
      else if (!jaVistas.length) violacoes = await rodar(document, null);
      else {
        violacoes = await rodar(
          document,
          regras.map((regra) => regra.ruleId).filter((id) => !deCor.includes(id)),
        );
        violacoes.push(...(await rodar(semMoldura, deCor)));
      }
      if (!soCor) w.marcacaoVerificada = marcacao;
      return violacoes.map(
        (v) =>
          `${tela}: ${v.id} (${v.impact}) — ${v.nodes
            .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` [${n.any[0].message}]` : ''}`)
            .slice(0, 5)
            .join(' | ')}`,
      );
    },
    {
      tela,
      values: ['wcag2a', 'wcag2aa'],
      outroTema: opts.outroTema === true,
    },
  );
  expect(achados, achados.join('\n')).toEqual([]);
}

/** The farm's civil date shifted by `dias` (the browser runs in America/Sao_Paulo like the farm). */
export function dia(dias: number): string {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const d = new Date(`${hoje}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** A new farm, chosen as the admin's current one; returns its id. */
export async function novaFazenda(page: Page, nome = 'Fazenda'): Promise<string> {
  const farm = await createFarm(page.request, unique(nome));
  await apiLogin(page);
  expect((await page.request.put('/api/auth/current-farm', { data: { farmId: farm.id } })).status()).toBe(200);
  return farm.id;
}

/** Signs in as the e2e admin and picks the seeded 'Fazenda Modelo' as the current farm. */
export async function entrarNaFazendaModelo(page: Page): Promise<string> {
  await apiLogin(page);
  const me = await (await page.request.get('/api/auth/me')).json();
  const farm = (me.farms as { id: string; name: string }[]).find((f) => f.name === 'Fazenda Modelo');
  expect(farm, 'Fazenda Modelo semeada').toBeTruthy();
  const farmId = (farm as { id: string }).id;
  expect((await page.request.put('/api/auth/current-farm', { data: { farmId } })).status()).toBe(200);
  return farmId;
}

/**
 * Waits until this page's service worker is activated (the built app registers /sw.js on load); its script URL.
 * `ready` resolves while the worker is still 'activating': an event sent to it then (a push through CDP, which does
 * not report a failed dispatch) could be lost on a loaded machine, so the wait goes on to 'activated'.
 */
export async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    const ativo = reg.active;
    if (ativo && ativo.state !== 'activated')
      await new Promise<void>((pronto) => {
        const ver = () => ativo.state === 'activated' && pronto();
        ativo.addEventListener('statechange', ver);
        ver();
      });
    return ativo?.scriptURL ?? '';
  });
}

/** Opens 'Configurações PWA' from the user menu (a PC) or the ☰ menu (a phone). */
export async function openPwaSettings(page: Page) {
  const mobile = (page.viewportSize()?.width ?? 1366) < 768;
  if (mobile) await page.getByRole('button', { name: 'Abrir menu' }).click();
  else await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('button', { name: 'Configurações PWA' }).click();
  return page.getByRole('dialog', { name: 'Configurações PWA' });
}

/**
 * The hooks of a file (or describe) whose tests share pages opened in beforeAll (`paginaCompartilhada`): afterAll
 * closes their contexts, and afterEach attaches each one's screenshot to a test that failed — Playwright's own
 * screenshot on failure is of a test's `page` only. `pular`: a failed test whose shared pages say nothing (it used
 * its own). Called where the hooks belong (top level or inside the describe).
 */
export function fecharCompartilhadas(
  paginas: () => readonly (Page | undefined)[],
  pular: (info: TestInfo) => boolean = () => false,
) {
  base.afterAll(async () => {
    for (const p of paginas()) await p?.context().close();
  });
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern
  base.afterEach(async ({}, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus || pular(testInfo)) return;
    for (const [i, p] of paginas().entries()) {
      const imagem = await p?.screenshot().catch(() => null);
      if (imagem) await testInfo.attach(`pagina compartilhada ${i + 1}`, { body: imagem, contentType: 'image/png' });
    }
  });
}

/**
 * One page for the tests of a serial file or describe that need the service worker: each new browser context installs
 * it again and precaches the app's files (76), some seconds of CPU a test. Opened in beforeAll with the project's
 * locale, time zone, viewport and reduced motion and `opts` over them; `fecharCompartilhadas` closes it and attaches its screenshot
 * to a failed test.
 */
export async function paginaCompartilhada(
  browser: Browser,
  testInfo: TestInfo,
  opts: BrowserContextOptions = {},
): Promise<Page> {
  const { locale, timezoneId, viewport, baseURL, reducedMotion } = testInfo.project.use;
  const context = await browser.newContext({ locale, timezoneId, viewport, baseURL, reducedMotion, ...opts });
  vigiarRede(context);
  await comTemposDosTestes(context);
  return context.newPage();
}
