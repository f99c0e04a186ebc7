/**
 * The notice above a form whose draft came back (issue 38): what it says for a given draft — its time, the cows of a
 * batch, what could not be brought back — and its 'Descartar rascunho'. That a draft comes back across a reload, with
 * the Pi on and off and after the tab was closed, is e2e/rascunho.spec.ts's.
 */
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { agir, render } from '../test/render.tsx';
import { AvisoDeRascunho } from './aviso-rascunho.tsx';

/** Today at hh:mm, local time, as the draft stores it (ISO). */
function hoje(h: number, m: number) {
  const d = new Date();
  d.setHours(h, m, 0, 0);
  return d.toISOString();
}

const aviso = () => page.getByRole('status');

describe('AvisoDeRascunho', () => {
  it("a batch's draft: its time today and its cows; one cow said in the singular", async () => {
    const { rerender } = await renderizar({ em: hoje(14, 32), vacas: 20 });
    await expect.element(aviso()).toHaveTextContent(/^Rascunho de 14:32 recuperado: 20 vacas$/);
    await rerender({ em: hoje(6, 5), vacas: 1 });
    await expect.element(aviso()).toHaveTextContent(/^Rascunho de 06:05 recuperado: 1 vaca$/);
  });

  it("a record form's draft: its time alone; a draft of another day says the day", async () => {
    const { rerender } = await renderizar({ em: hoje(9, 0) });
    await expect.element(aviso()).toHaveTextContent(/^Rascunho de 09:00 recuperado$/);
    const ontem = new Date(hoje(21, 15));
    ontem.setDate(ontem.getDate() - 1);
    await rerender({ em: ontem.toISOString() });
    await expect
      .element(aviso())
      .toHaveTextContent(new RegExp(`^Rascunho de ${ontem.toLocaleDateString('pt-BR')} 21:15 recuperado$`));
  });

  it('what could not be brought back is said under it; Descartar rascunho discards', async () => {
    const descartes: number[] = [];
    await renderizar({
      em: hoje(14, 32),
      vacas: 18,
      naoRecuperado: 'Não foi possível recuperar 2 vacas do rascunho (não estão em lactação nesta data): V1, V2.',
      descartar: () => descartes.push(1),
    });
    await expect.element(aviso()).toHaveTextContent(/^Rascunho de 14:32 recuperado: 18 vacas/);
    await expect.element(aviso()).toHaveTextContent(/Não foi possível recuperar 2 vacas do rascunho .*: V1, V2\.$/);
    await userEvent.click(page.getByRole('button', { name: 'Descartar rascunho' }));
    expect(descartes).toEqual([1]);
  });
});

type Props = Parameters<typeof AvisoDeRascunho>[0];

/** Mounts the notice; `rerender` draws it again with other props. */
async function renderizar(props: Omit<Props, 'descartar'> & Partial<Pick<Props, 'descartar'>>) {
  let desenhar: (p: Props) => void = () => {};
  function Anfitriao({ inicial }: { inicial: Props }) {
    const [p, setP] = useState(inicial);
    desenhar = setP;
    return <AvisoDeRascunho {...p} />;
  }
  await render(<Anfitriao inicial={{ descartar: () => {}, ...props }} />);
  return {
    rerender: (p: Omit<Props, 'descartar'>) => agir(() => desenhar({ descartar: () => {}, ...p })),
  };
}
