/**
 * The screens used in the parlour and the office, on a phone and a PC (issue 24 item 7): a report keeps Valor and
 * the Total inside the screen, a refused batch takes the milker to the first cow in error above the 'Salvar lote'
 * bar, the record form goes back to 'Animal' after 'Registrar', the reports' dates start on today / this month and
 * the assessment on the last year it has data for. The whole app (test/app.tsx) against the real server, in-process:
 * a farm of 14 cows calved 40 days ago and two March 2025 expenses, and a second farm with an assessment of three
 * years ago, chosen through the farm selector — each size its own two farms, as each size was its own browser test.
 * The year's choice itself is src/web/features/avaliacao/avaliacao-page.browser.test.tsx's; what a batch keeps
 * while typed is lancamento-em-lote.browser.test.tsx's. Nothing here needs a browser of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { semViolacoes } from '../test/acessibilidade.ts';
import { abrirApp, semRolagemLateral, servidorReal, visivel } from '../test/app.tsx';

const hoje = hojeNoFuso('America/Sao_Paulo');
const dia = (n: number) => somarDias(hoje, n);
/** Today as the date field shows it ('dd/mm/aaaa'). */
const hojeBR = hoje.split('-').reverse().join('/');

let srv: Awaited<ReturnType<typeof servidorReal>>;

beforeAll(async () => {
  srv = await servidorReal();
});
afterAll(() => srv.fechar());

/**
 * Inside the screen from left to right, the page scrolled down to it as a person does — never sideways, nor a table's
 * box (scrollIntoView would slide a wide table to the figure and hide that it was off-screen).
 */
async function dentroDaTela(l: Locator, largura: number) {
  const e = await visivel(l);
  window.scrollBy(0, e.getBoundingClientRect().top - window.innerHeight / 2);
  await expect.element(e).toBeVisible();
  const box = e.getBoundingClientRect();
  expect(box.x, String(l)).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, String(l)).toBeLessThanOrEqual(largura);
}

/** The app at `path` at this size, from the top of the page. */
async function abrir(path: string, largura: number, altura: number) {
  await page.viewport(largura, altura);
  expect([window.innerWidth, window.innerHeight]).toEqual([largura, altura]);
  window.scrollTo(0, 0);
  return abrirApp(undefined, path);
}

describe.each([
  ['telefone', 390, 844],
  ['pc', 1280, 800],
] as const)('%s %d×%d', (nome, largura, altura) => {
  const prefixo = 'B';
  const anoAvaliado = new Date().getFullYear() - 3;
  let farmId: string;
  let daAvaliacao: { id: string; name: string };

  beforeAll(async () => {
    const fazenda = async (name: string) => ({ id: await srv.novaFazenda(name, undefined, { size: 120 }), name });
    daAvaliacao = await fazenda(`Avaliação no ${nome}`);
    await srv.ok('PUT', `/api/farms/${daAvaliacao.id}/avaliacoes/${anoAvaliado}`, {
      dados: {
        identificacao: { produtor: 'Ana', propriedade: 'Sítio', ano: anoAvaliado, areaTotalHa: 10, areaLeiteHa: 8 },
      },
    });
    ({ id: farmId } = await fazenda(`Telas no ${nome}`));
    const api = `/api/farms/${farmId}`;
    await srv.ok('POST', `${api}/categorias`, { nome: 'Energia', tipo: 'Despesa' });
    for (const [data, descricao, valor] of [
      ['2025-03-05', 'Conta de luz do galpão de ordenha e do resfriador', 45_000],
      ['2025-03-28', 'Manutenção do gerador de emergência', 5_000],
    ] as const)
      await srv.ok('POST', `${api}/despesas`, {
        data,
        descricao,
        categoria: 'Energia',
        valor,
        forma_pagamento: 'Boleto',
      });
    for (let i = 0; i < 14; i++) {
      const { id } = await srv.ok('POST', `${api}/animais`, {
        identificacao: `${prefixo}-${String(i).padStart(2, '0')}`,
        categoria: 'Vaca Leiteira',
        raca: 'Holandesa',
      });
      await srv.ok('POST', `${api}/reproducao`, { data: dia(-40), animalId: id, evento: 'Parto' });
    }
  });

  const vaca = (i: number) => page.getByLabelText(new RegExp(`^${prefixo}-${String(i).padStart(2, '0')}`));

  it('a report keeps every Valor and the Total inside the screen; Diário and Mensal start on today', async () => {
    await srv.escolher(farmId);
    srv.responder();
    const { host } = await abrir('/dashboard/relatorios', largura, altura);
    const tipo = page.getByLabelText('Tipo de relatório');
    await userEvent.selectOptions(tipo, 'diario');
    await expect.element(page.getByLabelText('Data')).toHaveValue(hojeBR);
    await userEvent.selectOptions(tipo, 'mensal');
    await expect.element(page.getByLabelText('Mês')).toHaveValue(String(Number(hoje.slice(5, 7))));
    await userEvent.selectOptions(page.getByLabelText('Categoria'), 'despesas');
    await userEvent.selectOptions(page.getByLabelText('Mês'), '3');
    await userEvent.selectOptions(page.getByLabelText('Ano'), '2025');
    await userEvent.click(page.getByRole('button', { name: 'Gerar Relatório' }));
    const relatorio = page.getByRole('region', { name: 'Relatório gerado' });
    await expect.element(relatorio.getByRole('heading', { name: 'Relatório mensal — Despesas' })).toBeVisible();
    // the figures the screen shows (a table on a PC, cards on a phone)
    const texto = (t: string) => relatorio.getByText(t, { exact: true });
    for (const valor of ['R$ 450,00', 'R$ 50,00', 'R$ 500,00']) await dentroDaTela(texto(valor), largura);
    // the Total is said as such beside its figure
    await visivel(texto('Total'));
    semRolagemLateral(largura);
    await semViolacoes(host, `relatório (${nome})`);
  });

  it('a refused batch goes to the first cow in error, focused and not under the Salvar lote bar', async () => {
    await srv.escolher(farmId);
    srv.responder();
    const { host } = await abrir('/dashboard/apontamentos/lote', largura, altura);
    await expect.element(vaca(0)).toBeVisible();
    await userEvent.fill(vaca(0), '12,5');
    await userEvent.fill(vaca(11), 'doze');
    await userEvent.fill(vaca(12), '-3');
    window.scrollTo(0, 0);
    const salvar = page.getByRole('button', { name: 'Salvar lote' });
    await userEvent.click(salvar);
    await expect.element(vaca(11)).toHaveAttribute('aria-invalid', 'true');
    // the first cow in error has the focus, and her message is on the screen above the bar
    await expect.element(vaca(11)).toHaveFocus();
    const mensagem = page
      .getByRole('listitem')
      .filter({ has: vaca(11) })
      .getByRole('alert');
    await expect.element(mensagem).toBeVisible();
    const m = mensagem.element().getBoundingClientRect();
    const b = (salvar.element().parentElement as HTMLElement).getBoundingClientRect();
    const campo = vaca(11).element().getBoundingClientRect();
    expect(campo.y).toBeGreaterThanOrEqual(0);
    expect(m.y + m.height).toBeLessThanOrEqual(b.y);
    expect(m.y + m.height).toBeLessThanOrEqual(altura);
    await semViolacoes(host, `lote recusado (${nome})`);
  });

  it('after Registrar the focus is back on Animal for the next cow, the date and milking kept', async () => {
    await srv.escolher(farmId);
    srv.responder();
    await abrir('/dashboard/apontamentos', largura, altura);
    const animal = page.getByLabelText('Animal').first();
    await userEvent.selectOptions(animal, `${prefixo}-13`);
    await userEvent.selectOptions(page.getByLabelText('Ordenha').first(), 'Tarde');
    await userEvent.fill(page.getByLabelText('Produção (litros)'), '12,5');
    await userEvent.click(page.getByRole('button', { name: 'Registrar' }));
    await expect.element(page.getByText('Produção registrada com sucesso!')).toBeVisible();
    await expect.element(animal).toHaveFocus();
    await expect.element(animal).toHaveValue('');
    await expect.element(page.getByLabelText('Ordenha').first()).toHaveValue('Tarde');
  });

  it('the assessment opens on the last year it has data for', async () => {
    await srv.escolher(farmId);
    srv.responder();
    const { navegar } = await abrir('/admin/farm-selector', largura, altura);
    await userEvent.click(page.getByRole('button', { name: new RegExp(daAvaliacao.name) }));
    await expect.element(page.getByText('Fazenda selecionada com sucesso!')).toBeVisible();
    // the selector gone: the app went on to the farm's screens
    await expect.element(page.getByRole('heading', { name: 'Selecionar Fazenda' })).not.toBeInTheDocument();
    navegar('/dashboard/avaliacao-economica');
    await expect.element(page.getByLabelText('Ano avaliado')).toHaveValue(String(anoAvaliado));
    await expect.element(page.getByLabelText('Produtor')).toHaveValue('Ana');
  });
});
