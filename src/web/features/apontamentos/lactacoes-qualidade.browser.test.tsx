/**
 * Lactations against the herd and milk quality as IN 76/2018 judges it, as the screens show them (issue 26): the real
 * server (test/app.tsx `servidorReal`, in-process on a libSQL file) holds three cows calved 63 days ago and milked
 * twice a day since, and three monthly tank samples; the whole app draws Qualidade, Lactações and a cow's ficha at a
 * PC's and a phone's size, axe in both themes. The figures themselves are the domain's and the API tests'
 * (src/domain/apontamentos/qualidade.test.ts, lactacoes.test.ts, src/server/routes/apontamentos/lactacao-unica.test.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { formatNumero, hojeNoFuso } from '../../../domain/format.ts';
import { semViolacoes } from '../../test/acessibilidade.ts';
import { abrirApp, servidorReal, visivel } from '../../test/app.tsx';

const hoje = hojeNoFuso('America/Sao_Paulo');
const dia = (n: number) => somarDias(hoje, n);
/** The 10th of the month `n` months before today's. */
function mesAntes(n: number) {
  const i = Number(hoje.slice(0, 4)) * 12 + Number(hoje.slice(5, 7)) - 1 - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

let srv: Awaited<ReturnType<typeof servidorReal>>;
let vaca: string;
let farmId: string;

beforeAll(async () => {
  srv = await servidorReal();
  farmId = await srv.novaFazenda('Fazenda Lactações', ['animals', 'appointments', 'reports']);
  const base = `/api/farms/${farmId}`;
  // a cow calved 63 days ago, milked twice a day since (a declining curve)
  const dias = 63;
  const vacas: string[] = [];
  for (const identificacao of ['L-1', 'L-2', 'L-3']) {
    const { id } = await srv.ok('POST', `${base}/animais`, {
      identificacao,
      categoria: 'Vaca Leiteira',
      raca: 'Holandesa',
    });
    await srv.ok('POST', `${base}/reproducao`, { data: dia(-dias), animalId: id, evento: 'Parto' });
    vacas.push(id);
  }
  [vaca] = vacas;
  for (let del = 1; del <= dias; del++)
    for (const ordenha of ['Manhã', 'Tarde'])
      await srv.ok('POST', `${base}/producao/lote`, {
        data: dia(del - dias),
        ordenha,
        itens: vacas.map((animalId, j) => ({
          id: crypto.randomUUID(),
          animalId,
          producao: Math.round((12 + 2 * j) * Math.exp(-0.002 * del) * 10) / 10,
        })),
      });
  for (const [data, ccs, cbt] of [
    [`${mesAntes(2)}-10`, 400, 200_000],
    [`${mesAntes(1)}-10`, 500, 250_000],
    [`${mesAntes(0)}-01`, 800, 400_000],
  ] as const)
    await srv.ok('POST', `${base}/qualidade`, { data, amostra: 'Tanque 1', gordura: 3.4, proteina: 3.1, ccs, cbt });
});
afterAll(() => srv.fechar());

it('Qualidade, Lactações and the ficha at a PC and a phone: the means against IN 76, the lactations, one total', async () => {
  srv.responder();
  const { host, navegar } = await abrirApp(undefined, '/dashboard/apontamentos');
  // 'Lactação atual' on the ficha is the Lactações table's total for the same lactation (one figure, one function)
  const { corpo } = await srv.api<{ lactacoes: { total: number }[] }>('GET', `/api/farms/${farmId}/lactacoes/${vaca}`);
  const total = formatNumero(corpo.lactacoes[0].total, 1);
  for (const [largura, altura] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    await page.viewport(largura, altura);
    navegar('/dashboard/apontamentos');
    // Qualidade: the open month's quarterly geometric mean over the limit, said before the month closes
    await userEvent.click(page.getByRole('tab', { name: 'Qualidade' }));
    const medias = page.getByRole('region', { name: 'Médias geométricas (IN 76/2018)' });
    await expect
      .element(
        medias
          .getByRole('alert')
          .filter({ hasText: 'Média geométrica trimestral de CCS em 543 mil cél./mL, acima do limite' }),
      )
      .toBeVisible();
    // a month with no analysis says so, and a mean on fewer months than the rule needs too
    await visivel(medias.getByText('sem dados'));
    await visivel(medias.getByText('Só 2 de 3 meses com análise'));
    await semViolacoes(host, `qualidade ${largura}`);

    await userEvent.click(page.getByRole('tab', { name: 'Lactações' }));
    const tabela = page.getByRole('region', { name: 'Lactações' });
    await visivel(tabela.getByText(/^projetado \(/));
    await visivel(tabela.getByText('registrado, DEL 1–63 (63 dias)'));
    await semViolacoes(host, `lactações ${largura}`);

    navegar(`/dashboard/rebanho/${vaca}`);
    const rotulo = await visivel(page.getByText('Lactação atual', { exact: true }));
    const cartao = rotulo.parentElement?.parentElement as HTMLElement;
    await expect.element(cartao).toHaveTextContent(`${total} L`);
    await expect.element(cartao).toHaveTextContent('registrado, DEL 1–63 (63 dias)');
    const daVaca = page.getByRole('region', { name: 'Lactações' });
    await visivel(daVaca.getByText(total, { exact: true }));
    await visivel(daVaca.getByText('registrado, DEL 1–63 (63 dias)'));
    // the cow's curve against the herd's for her lactation number
    await expect
      .element(page.getByRole('img', { name: 'Curva de lactação do animal L-1 contra a média do rebanho' }))
      .toBeVisible();
    await expect
      .element(page.getByText('Curva da 1ª lactação (média de cada semana) contra a média do rebanho'))
      .toBeVisible();
    await semViolacoes(host, `ficha ${largura}`);
  }
});
