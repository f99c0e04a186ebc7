/**
 * The inventory's pie (ui.tsx PieCard) as drawn on its canvas: a farm with one kind of land is one whole disc in that
 * kind's colour — no white seam from the centre to the top where a slice's border would start and end — and two kinds
 * are two slices with a line between them.
 */
import { expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from '../../test/render.tsx';
import { PieCard } from './ui.tsx';

/** The canvas's pixel at (x, y) in CSS pixels, as [r, g, b]. */
function pixel(canvas: HTMLCanvasElement, x: number, y: number) {
  const escala = canvas.width / canvas.getBoundingClientRect().width;
  const [r, g, b] = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(
    Math.round(x * escala),
    Math.round(y * escala),
    1,
    1,
  ).data;
  return [r, g, b];
}

it('one kind of land is one disc of its colour, with no seam from the centre to the top', async () => {
  await page.viewport(1280, 800);
  const host = await render(
    <PieCard
      title="Terras por tipo"
      itens={[{ tipo: 'Pastagem', area: 60 }]}
      rotulo={(t) => t.tipo}
      valor={(t) => t.area}
      unidade="ha"
    />,
  );
  await expect.element(page.getByRole('img', { name: 'Pastagem: 60 ha' })).toBeVisible();
  const canvas = host.querySelector('canvas') as HTMLCanvasElement;
  const { width, height } = canvas.getBoundingClientRect();
  const [cx, cy] = [width / 2, height / 2];
  // the slice's colour, beside the line where a lone slice starts (12 o'clock)
  await expect.poll(() => pixel(canvas, cx + 12, cy - 30)).not.toEqual([0, 0, 0]);
  const cor = pixel(canvas, cx + 12, cy - 30);
  // on that line, the same colour all the way from near the centre to near the edge
  for (const d of [10, 30, 50, 70]) expect(pixel(canvas, cx, cy - d), `${d} px acima do centro`).toEqual(cor);
});

it('two kinds are two slices with a line between them', async () => {
  await page.viewport(1280, 800);
  const host = await render(
    <PieCard
      title="Terras por tipo"
      itens={[
        { tipo: 'Pastagem', area: 30 },
        { tipo: 'Cultura', area: 30 },
      ]}
      rotulo={(t) => t.tipo}
      valor={(t) => t.area}
      unidade="ha"
    />,
  );
  await expect.element(page.getByRole('img', { name: /Pastagem: 30 ha/ })).toBeVisible();
  const canvas = host.querySelector('canvas') as HTMLCanvasElement;
  const { width, height } = canvas.getBoundingClientRect();
  const [cx, cy] = [width / 2, height / 2];
  await expect.poll(() => pixel(canvas, cx + 12, cy - 30)).not.toEqual([0, 0, 0]);
  const direita = pixel(canvas, cx + 12, cy - 30);
  const esquerda = pixel(canvas, cx - 12, cy - 30);
  expect(direita).not.toEqual(esquerda);
  // where they meet (12 o'clock), the line between them: neither slice's colour
  const linha = pixel(canvas, cx, cy - 30);
  expect(linha).not.toEqual(direita);
  expect(linha).not.toEqual(esquerda);
});
