/**
 * Rebanho shows each cow's computed state and filters by it; the week's lists print (issue 26 items 2–3): the real
 * server (test/app.tsx `servidorReal`, in-process on a libSQL file) holds a pregnant cow, a repeat breeder, an open cow
 * and a heifer of 20 months; the whole app draws Rebanho and 'Listas de trabalho' at a PC's and a phone's size, axe in
 * both themes, and on a 390 px phone the summary is one dense block with the first cow on screen. A list's 'Exportar
 * PDF' is checked by its toast and by what the server answered (a PDF under the list's, farm's and day's name, the
 * name the app gives the file); that a real browser saves a download under that name is e2e/relatorios.spec.ts's.
 * Which cow is on which list is src/server/routes/apontamentos/rebanho-estado.test.ts's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { semViolacoes } from '../../test/acessibilidade.ts';
import { abrirApp, espiarDownload, servidorReal, visivel } from '../../test/app.tsx';

const hoje = hojeNoFuso('America/Sao_Paulo');
const dia = (n: number) => somarDias(hoje, n);

let srv: Awaited<ReturnType<typeof servidorReal>>;

beforeAll(async () => {
  srv = await servidorReal();
  const farmId = await srv.novaFazenda('Fazenda das Listas', undefined, { size: 120 });
  const base = `/api/farms/${farmId}`;
  const vaca = async (identificacao: string, extra: Record<string, unknown> = {}) =>
    (
      await srv.ok('POST', `${base}/animais`, {
        identificacao,
        categoria: 'Vaca Leiteira',
        raca: 'Holandesa',
        ...extra,
      })
    ).id;
  const evento = (animalId: string, dias: number, evento: string, resultado?: string) =>
    srv.ok('POST', `${base}/reproducao`, { animalId, data: dia(dias), evento, ...(resultado ? { resultado } : {}) });
  const p = await vaca('P-10', { nome: 'Prenhe' });
  await evento(p, -400, 'Parto');
  await evento(p, -217, 'Inseminação');
  await evento(p, -180, 'Diagnóstico', 'positivo');
  const r = await vaca('R-20', { nome: 'Repetidora' });
  await evento(r, -200, 'Parto');
  await evento(r, -120, 'Inseminação');
  await evento(r, -77, 'Inseminação');
  await evento(r, -35, 'Inseminação');
  const a = await vaca('A-30', { nome: 'Aberta' });
  await evento(a, -100, 'Parto');
  await vaca('N-40', { nome: 'Novilha', dataNascimento: dia(-610) });
});
afterAll(() => srv.fechar());

describe.each([
  [1280, 800],
  [390, 844],
] as const)('at %i px', (largura, altura) => {
  it("Rebanho filters by the computed state and the week's list prints", async () => {
    await page.viewport(largura, altura);
    const respostas = srv.responder();
    const { host } = await abrirApp(undefined, '/dashboard/rebanho');
    await expect.element(page.getByText('IEP projetado')).toBeVisible();
    // 3 cows calved, all eligible; P-10 pregnant → 33,3 %
    await expect.element(page.getByText('33,3%')).toBeVisible();
    const lista = largura < 768 ? page.getByRole('list') : page.getByRole('table');
    await expect.element(lista.getByText('R-20')).toBeVisible();

    await userEvent.selectOptions(page.getByLabelText('Filtro'), 'Repetidoras');
    await expect.element(lista.getByText('R-20')).toBeVisible();
    await expect.element(lista.getByText('P-10')).not.toBeInTheDocument();
    await expect.element(lista.getByText('A-30')).not.toBeInTheDocument();
    await userEvent.selectOptions(page.getByLabelText('Filtro'), 'Prenhes');
    await expect.element(lista.getByText('P-10')).toBeVisible();
    await expect.element(lista.getByText('R-20')).not.toBeInTheDocument();
    await semViolacoes(host, `Rebanho ${largura}`);

    await userEvent.click(page.getByRole('link', { name: 'Listas de trabalho' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Listas de trabalho' })).toBeVisible();
    const diagnostico = page.getByRole('region', { name: 'Para diagnóstico (1)' });
    await visivel(diagnostico.getByText('R-20'));
    await visivel(page.getByRole('region', { name: 'Novilhas para cobrir (1)' }).getByText('N-40'));
    await semViolacoes(host, `Listas de trabalho ${largura}`);

    // the toast said for this tap (one of an earlier test's, a module's state, would be gone in 4 s)
    const exportado = page.getByText('Relatório exportado em PDF com sucesso!');
    await expect.element(exportado).not.toBeInTheDocument();
    const download = espiarDownload(respostas);
    await userEvent.click(diagnostico.getByRole('button', { name: 'Exportar PDF' }));
    await expect.element(exportado).toBeVisible();
    const pdf = await download.resposta(/\/rebanho\/listas\?.*lista=diagnostico/);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const nome = `listas-diagnostico-fazenda-das-listas-${hoje}.pdf`;
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${nome}"`);
    expect(download.nomes).toEqual([nome]);
    expect(await download.arquivos[0].slice(0, 4).text()).toBe('%PDF');
  });
});

it('on a 390 px phone the summary is one dense block and the first cow is on screen without scrolling', async () => {
  await page.viewport(390, 844);
  srv.responder();
  const { host } = await abrirApp(undefined, '/dashboard/rebanho');
  await expect.element(page.getByText('33,3%')).toBeVisible();
  const primeira = page.getByRole('list').getByRole('listitem').first();
  await expect.element(primeira.getByText('A-30')).toBeVisible();
  expect(window.scrollY).toBe(0);

  // the first cow's card starts above the bottom navigation, her tag and state line on screen
  const navegacao = page.getByRole('navigation', { name: 'Navegação inferior' }).element().getBoundingClientRect();
  const brinco = primeira.getByText('A-30').element().getBoundingClientRect();
  const estado = primeira.getByText('Em lactação').element().getBoundingClientRect();
  expect(brinco.y).toBeGreaterThanOrEqual(0);
  expect(estado.bottom).toBeLessThanOrEqual(navegacao.y);
  // the five figures (and the dry cows) in at most ~120 px
  const resumo = [...document.querySelectorAll('dl')].filter((d) => d.textContent?.includes('IEP projetado'));
  expect(resumo).toHaveLength(1);
  expect(resumo[0].getBoundingClientRect().height).toBeLessThanOrEqual(120);
  // every control of the screen keeps a 44 px touch target
  for (const nome of ['Situação', 'Filtro', 'Ordenar por'])
    expect(page.getByLabelText(nome).element().getBoundingClientRect().height, nome).toBeGreaterThanOrEqual(44);
  await semViolacoes(host, 'Rebanho no telefone');

  await page.viewport(1280, 800);
  await expect.element(page.getByRole('table').getByText('A-30')).toBeVisible();
  await semViolacoes(host, 'Rebanho 1280');
});
