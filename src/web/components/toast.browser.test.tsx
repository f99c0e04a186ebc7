/**
 * A toast closed before its time: on a phone the stack spans the screen below the header, over the top of the page
 * and of the open ☰ menu (its farm, its first links) for its 4 seconds. 'Fechar aviso' takes one away, the others
 * stay, and what was under it is tapped at once. How long each stays and how many are kept is toast.test.ts's.
 */
import { expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { agir, render } from '../test/render.tsx';
import { Toaster, toast } from './toast.tsx';

it("on a phone, 'Fechar aviso' takes one toast off what it covered; the other stays", async () => {
  await page.viewport(390, 844);
  let tocado = 0;
  await render(
    <>
      {/* where the ☰ menu's first link is, under the stack */}
      <button type="button" className="fixed top-[4.5rem] right-4 left-4 h-24" onClick={() => tocado++}>
        Relatórios
      </button>
      <Toaster />
    </>,
  );
  await agir(() => {
    toast.success('Fazenda alterada com sucesso! Os dados específicos desta fazenda serão carregados.');
    toast.info('Dados carregados para: Fazenda Modelo');
  });
  const avisos = page.getByRole('status');
  await expect.element(avisos.nth(1)).toBeVisible();
  const fechar = page.getByRole('button', { name: 'Fechar aviso' });
  // a finger's target (44 px), on each toast
  for (const b of fechar.elements()) {
    const { width, height } = b.getBoundingClientRect();
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
  }

  await userEvent.click(fechar.first());
  await expect.element(page.getByText('Fazenda alterada com sucesso!', { exact: false })).not.toBeInTheDocument();
  await expect.element(page.getByText('Dados carregados para: Fazenda Modelo')).toBeVisible();
  await userEvent.click(fechar.first());
  await expect.element(avisos).not.toBeInTheDocument();

  // nothing left over the link: the tap reaches it
  await userEvent.click(page.getByRole('button', { name: 'Relatórios' }));
  expect(tocado).toBe(1);
});
