/**
 * Nothing covers what a person must tap (issue 38 item 2): on every screen the phone's menu offers (the manifest's
 * TELAS) and the batch entry, at 390×844, each input and primary button in view is the element under its own centre
 * (elementFromPoint) — when the screen opens and scrolled to its end — so no fixed or sticky bar (the bottom tabs,
 * 'Salvar lote', the install card) lies over it and takes its tap.
 */
import type { Page } from '@playwright/test';
import { TELAS } from '../src/domain/modules.ts';
import { createFarm, dia, entrarNaFazendaModelo, expect, shot, test, unique } from './support/fixtures.ts';
import { abrir } from './support/navegacao.ts';

/** The inputs and primary buttons whose centre is inside the window and not the thing under it: what covers each. */
async function cobertos(page: Page): Promise<string[]> {
  return page.evaluate(() => {
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
      if (r.width === 0 || r.height === 0 || estilo.visibility === 'hidden' || estilo.pointerEvents === 'none')
        continue;
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
  });
}

async function nadaCoberto(page: Page, tela: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await cobertos(page), `${tela}, ao abrir`).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await cobertos(page), `${tela}, no fim`).toEqual([]);
}

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('no bar covers an input or a primary button on any screen of the menu, nor on the batch', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // a farm whose batch holds more cows than one screen, made through the API before the app loads (its own
    // client: a sign-in on the page's would start a session with no current farm)
    const farm = await createFarm(request, unique('Cobertos'));
    for (let i = 0; i < 14; i++) {
      const vaca = await request.post(`/api/farms/${farm.id}/animais`, {
        data: { identificacao: `C-${String(i).padStart(2, '0')}`, categoria: 'Vaca Leiteira', raca: 'Holandesa' },
      });
      const { id } = (await vaca.json()) as { id: string };
      const parto = await request.post(`/api/farms/${farm.id}/reproducao`, {
        data: { data: dia(-40), animalId: id, evento: 'Parto' },
      });
      expect(parto.status(), await parto.text()).toBe(201);
    }
    // the model farm's herd on every screen of the menu
    await entrarNaFazendaModelo(page);
    for (const tela of Object.values(TELAS)) {
      await abrir(page, tela.caminho);
      await nadaCoberto(page, tela.caminho);
    }
    // then the batch of the farm above, chosen as the administrator does, inside the app
    await abrir(page, '/admin/farm-selector');
    await page.getByRole('button', { name: new RegExp(farm.name) }).click();
    const aviso = page.getByText('Fazenda selecionada com sucesso!');
    await expect(aviso).toBeVisible();
    await expect(page).not.toHaveURL(/farm-selector/);
    await abrir(page, '/dashboard/apontamentos/lote');
    // the toast floats over the screen for its 4 s (as the install card is checked below, on purpose): gone first
    await expect(aviso).toBeHidden();
    await expect(page.getByLabel(/^C-13/)).toBeVisible();
    await nadaCoberto(page, 'lote');
    await shot(page, 'cobertos-lote-fim-telefone');
    // with the install card offered by the browser, 'Salvar lote' is still what a tap on it reaches
    await page.evaluate(() => {
      const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      e.prompt = async () => {};
      e.userChoice = Promise.resolve({ outcome: 'dismissed' });
      window.dispatchEvent(e);
    });
    await expect(page.getByRole('region', { name: 'Instalar Gestão Leiteira' })).toBeVisible();
    await nadaCoberto(page, 'lote com o convite de instalação');
    await shot(page, 'cobertos-lote-convite-telefone');
  });
});
