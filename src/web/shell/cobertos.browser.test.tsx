/**
 * Nothing covers what a person must tap (issue 38 item 2): on every screen the phone's menu offers (the manifest's
 * TELAS) and the batch entry, at 390×844, each input and primary button in view is the element under its own centre
 * (elementFromPoint) — when the screen opens and scrolled to its end — so no fixed or sticky bar (the bottom tabs,
 * 'Salvar lote', the install card) lies over it and takes its tap. The whole app (test/app.tsx) on the real server
 * in-process: the seeded 'Fazenda Modelo', given a herd here, on the menu's screens; a farm of 14 cows in milk for the
 * batch.
 * The install offer is the browser's `beforeinstallprompt`, sent here as in src/web/pwa/install-card.browser.test.tsx;
 * that the app listens from its first moment and shows the card on its screens is e2e/pwa.spec.ts's.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { TELAS } from '../../domain/modules.ts';
import { capturarInstalacao } from '../pwa/install.ts';
import { abrirApp, servidorReal } from '../test/app.tsx';
import { agir } from '../test/render.tsx';

const dia = (n: number) => somarDias(hojeNoFuso('America/Sao_Paulo'), n);

let srv: Awaited<ReturnType<typeof servidorReal>>;
const cobertos = { id: '', name: 'Fazenda Cobertos' };

beforeAll(async () => {
  // main.tsx listens for the browser's offer before the app mounts: the same here
  capturarInstalacao();
  srv = await servidorReal();
  // a farm whose batch holds more cows than one screen
  cobertos.id = await srv.novaFazenda(cobertos.name, undefined, { size: 120 });
  for (let i = 0; i < 14; i++) {
    const { id } = await srv.ok('POST', `/api/farms/${cobertos.id}/animais`, {
      identificacao: `C-${String(i).padStart(2, '0')}`,
      categoria: 'Vaca Leiteira',
      raca: 'Holandesa',
    });
    await srv.ok('POST', `/api/farms/${cobertos.id}/reproducao`, { data: dia(-40), animalId: id, evento: 'Parto' });
  }
  // the model farm is the current one when the app opens, with a herd: the seed gives it only its registries (the
  // e2e's shared server had the herd other specs had put there by then), so three cows calved 60 days ago and milked
  // yesterday, and the year's inventory of cows — the screens draw rows, not their empty states
  const base = `/api/farms/${await srv.fazendaModelo()}`;
  const vacas: string[] = [];
  for (const identificacao of ['M-1', 'M-2', 'M-3']) {
    const { id } = await srv.ok('POST', `${base}/animais`, {
      identificacao,
      categoria: 'Vaca Leiteira',
      raca: 'Holandesa',
    });
    await srv.ok('POST', `${base}/reproducao`, { data: dia(-60), animalId: id, evento: 'Parto' });
    vacas.push(id);
  }
  await srv.ok('POST', `${base}/producao/lote`, {
    data: dia(-1),
    ordenha: 'Manhã',
    itens: vacas.map((animalId) => ({ id: crypto.randomUUID(), animalId, producao: 15 })),
  });
  await srv.ok('POST', `${base}/inventario/animais`, {
    ano: Number(dia(0).slice(0, 4)),
    tipo: 'Vaca Leiteira',
    quantidade: 3,
    valor: 900_000,
    responsavelTecnico: 'Ana Souza',
  });
});
afterAll(() => srv.fechar());

/** The inputs and primary buttons whose centre is inside the window and not the thing under it: what covers each. */
function cobertosNaTela(): string[] {
  const nome = (e: Element) =>
    `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.split(/\s+/).slice(0, 3).join('.')}` : ''}`;
  const alvos = [
    ...document.querySelectorAll<HTMLElement>(
      'input:not([type=hidden]), select, textarea, button.btn-primary, a.btn-primary',
    ),
  ];
  // The screen's edges — bars fixed or sticky across the whole width at its top or bottom (the header, the bottom
  // tabs, the phone's 'Salvar lote' bar) — are out of view: a row scrolls behind them as behind the browser's own
  // bars. Anything else over a field (a floating card, a box beside it) covers it. Scrolled to the end, a field
  // still behind a bottom edge can never be brought into view: covered too.
  const barras = [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((e) => /fixed|sticky/.test(getComputedStyle(e).position))
    .map((e) => e.getBoundingClientRect())
    .filter((r) => r.width >= innerWidth - 1 && r.height > 0 && r.height < innerHeight / 3);
  const bordas = barras.filter((r) => r.top <= 1 || r.bottom >= innerHeight - 1);
  // a bar stacked on a bottom edge (the 'Salvar lote' bar on the tabs) is an edge as well
  for (let mais = true; mais; ) {
    mais = false;
    for (const r of barras)
      if (!bordas.includes(r) && bordas.some((b) => b.top > innerHeight / 2 && Math.abs(r.bottom - b.top) <= 1)) {
        bordas.push(r);
        mais = true;
      }
  }
  const naBorda = (x: number, y: number) =>
    bordas.some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom);
  const noFim = Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight;
  const out: string[] = [];
  for (const el of alvos) {
    const r = el.getBoundingClientRect();
    const estilo = getComputedStyle(el);
    // a disabled control takes no tap (daisyUI: pointer-events none): nothing to cover
    if (r.width === 0 || r.height === 0 || estilo.visibility === 'hidden' || estilo.pointerEvents === 'none') continue;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const hit = document.elementFromPoint(x, y);
    if (!hit) continue;
    // the field itself, what it holds, or its own box (a daisyUI '.input' around the input, its label)
    const coberto = !(el.contains(hit) || hit === el.closest('label, .input, .select'));
    if (!coberto) continue;
    if (naBorda(x, y) && !(noFim && y > innerHeight / 2)) continue;
    const rotulo =
      el.getAttribute('aria-label') ||
      (el as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
      el.textContent?.trim();
    out.push(`${rotulo || nome(el)} sob ${nome(hit)}`);
  }
  return out;
}

/** Two animation frames: what a change just made draws, and a read an effect starts after the paint, are there. */
const doisQuadros = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/**
 * The screen drawn with its data (e2e/support/navegacao.ts `assentar`): no request of the page unanswered, still none
 * two frames later, and no 'Carregando...' on it.
 */
async function assentar(fetch: ReturnType<typeof srv.responder>) {
  const carregando = page.getByRole('status').filter({ hasText: 'Carregando' });
  await expect
    .poll(
      async () => {
        await doisQuadros();
        const emCurso = fetch.mock.settledResults.some((r) => r.type === 'incomplete');
        return !emCurso && carregando.elements().length === 0;
      },
      { timeout: 60_000, message: `a tela ${location.pathname} não assentou` },
    )
    .toBe(true);
}

async function nadaCoberto(tela: string) {
  window.scrollTo(0, 0);
  await doisQuadros();
  expect(cobertosNaTela(), `${tela}, ao abrir`).toEqual([]);
  window.scrollTo(0, document.documentElement.scrollHeight);
  await doisQuadros();
  expect(cobertosNaTela(), `${tela}, no fim`).toEqual([]);
}

it('no bar covers an input or a primary button on any screen of the menu, nor on the batch (phone 390×844)', async () => {
  await page.viewport(390, 844);
  const fetch = srv.responder();
  const telas = Object.values(TELAS);
  // the model farm's herd on every screen of the menu
  const { navegar } = await abrirApp(undefined, telas[0].caminho);
  for (const tela of telas) {
    navegar(tela.caminho);
    window.scrollTo(0, 0);
    await assentar(fetch);
    await nadaCoberto(tela.caminho);
  }
  // then the batch of the farm above, chosen as the administrator does, inside the app
  navegar('/admin/farm-selector');
  await userEvent.click(page.getByRole('button', { name: new RegExp(cobertos.name) }));
  const aviso = page.getByText('Fazenda selecionada com sucesso!');
  await expect.element(aviso).toBeVisible();
  await expect.element(page.getByRole('heading', { name: 'Selecionar Fazenda' })).not.toBeInTheDocument();
  navegar('/dashboard/apontamentos/lote');
  await assentar(fetch);
  // the toast floats over the screen for its 4 s (as the install card is checked below, on purpose): gone first
  await expect.element(aviso, { timeout: 15_000 }).not.toBeInTheDocument();
  await expect.element(page.getByLabelText(/^C-13/)).toBeVisible();
  await nadaCoberto('lote');
  // with the install card offered by the browser, 'Salvar lote' is still what a tap on it reaches
  await agir(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    e.prompt = async () => {};
    e.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(e);
  });
  await expect.element(page.getByRole('region', { name: 'Instalar Gestão Leiteira' })).toBeVisible();
  await nadaCoberto('lote com o convite de instalação');
});
