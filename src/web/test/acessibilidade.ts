/**
 * axe-core (WCAG 2 A/AA) on what a component test drew, in the light and the dark theme, as e2e/support/fixtures.ts's
 * `semViolacoes` does in a browser test: the page carries the app's stylesheet (preparar.ts), so the colours are the
 * app's. The scheme is the system's, switched through the DevTools protocol as Playwright's emulateMedia does, with
 * reduced motion asked for (the app then ends every transition at once: no colour read halfway).
 */
// the playwright provider types cdp()'s session (send, on)
import type {} from '@vitest/browser-playwright';
import axe from 'axe-core';
import { expect } from 'vitest';
import { cdp } from 'vitest/browser';

type Tema = 'light' | 'dark';

const TAGS = ['wcag2a', 'wcag2aa'];
/** The rules about colour (contrast, links told by colour): all the other scheme can change when the markup did not. */
const DE_COR = axe
  .getRules(TAGS)
  .filter((r) => r.tags.includes('cat.color'))
  .map((r) => r.ruleId);
// No HTML source of each node read: the message below names nodes by their selector (as e2e/support/fixtures.ts).
axe.configure({ noHtml: true });

async function esquema(tema: Tema) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [
      { name: 'prefers-color-scheme', value: tema },
      { name: 'prefers-reduced-motion', value: 'reduce' },
    ],
  });
  // the test's frame follows the page's emulation (the same renderer): checked, or a dark read would be a light one
  expect(matchMedia('(prefers-color-scheme: dark)').matches, `tema ${tema}`).toBe(tema === 'dark');
}

/**
 * No WCAG 2 A/AA finding inside `alvo` in either theme; each finding named with its elements. Ends in the light one.
 * The dark theme runs the colour rules alone when `alvo`'s markup is what the light one checked, character for
 * character (the scheme changed colours only: the other rules can find nothing new — 1.3 → 0.3 s a screen in the
 * browser tests); a screen whose markup follows the theme (a chart redrawn) runs every rule again.
 */
export async function semViolacoes(alvo: Element, tela: string): Promise<void> {
  const achados: string[] = [];
  let verificada: string | undefined;
  try {
    for (const tema of ['light', 'dark'] as const) {
      await esquema(tema);
      const marcacao = alvo.outerHTML;
      const { violations } = await axe.run(alvo, {
        runOnly: marcacao === verificada ? { type: 'rule', values: DE_COR } : { type: 'tag', values: TAGS },
        resultTypes: ['violations'],
        // the media only (no-autoplay-audio's): the CSSOM, which axe would copy stylesheet by stylesheet, serves one
        // rule alone, css-orientation-lock (WCAG 2.1, not among the tags run here)
        preload: { assets: ['media'] },
      });
      verificada = marcacao;
      for (const v of violations)
        achados.push(`${tela} (${tema}): ${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    }
  } finally {
    // the page is the next test's too (every file's frame is in it): back to the light theme whatever happened
    await esquema('light');
  }
  expect(achados, achados.join('\n')).toEqual([]);
}
