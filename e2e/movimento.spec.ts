/**
 * Less motion for who asks for it (WCAG 2.3.3): with the system's 'reduce motion' on — as every browser test runs
 * (playwright.config.ts `reducedMotion`) — the app's transitions and animations take no time (src/web/styles.css),
 * and without it they move as designed.
 */
import { expect, test } from './support/fixtures.ts';

test('a person who asks for less motion sees none; the others see the transitions', async ({ page }) => {
  await page.goto('/login');
  const entrar = page.getByRole('button', { name: 'Entrar' });
  await expect(entrar).toBeVisible();
  const duracao = () =>
    entrar.evaluate((el) => {
      const s = getComputedStyle(el);
      return { transicao: s.transitionDuration, reduzido: matchMedia('(prefers-reduced-motion: reduce)').matches };
    });
  expect(await duracao()).toEqual({ transicao: '0s', reduzido: true });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const sem = await duracao();
  expect(sem.reduzido).toBe(false);
  expect(sem.transicao).not.toBe('0s');
});
