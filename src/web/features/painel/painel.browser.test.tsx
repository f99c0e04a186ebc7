/**
 * The farms' desk as it shows given rows (src/web/features/painel/PainelPage.tsx): the answer of GET /api/painel is
 * put in the app's one query cache under the key the screen reads, so the screen draws it with no server. What the
 * server answers (which farms, what is withheld) is src/server/routes/painel.test.ts's and
 * painel-servidor.browser.test.tsx's (the real server, the whole app).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { hojeNoFuso } from '../../../domain/format.ts';
import { referenciasDoPainel } from '../../../domain/painel/indicadores.ts';
import { lerPeriodo } from '../../../domain/painel/periodo.ts';
import type { Painel } from '../../../domain/painel/respostas.ts';
import type { SeriePainel } from '../../../domain/painel/serie.ts';
import { queryClient } from '../../api/use-resource.ts';
import { sessionAtom } from '../../session/session.ts';
import { store } from '../../state.ts';
import { render } from '../../test/render.tsx';
import { sessaoDeTeste } from '../../test/sessao.ts';
import PainelPage from './PainelPage.tsx';
import { chavesPainel } from './queries.ts';

const ano = hojeNoFuso().slice(0, 4);

/** An administrator in 'Todas as fazendas' mode (the desk opens for them whatever the number of farms). */
const administrador = sessaoDeTeste({ isAdmin: true, user: { name: 'Admin', email: 'admin@e2e.local' } });

/** The desk of `n` farms 'Cooperada 00'…: farm i makes 10 + i litres a day. */
function painelDe(n: number): Painel {
  const linhas = Array.from({ length: n }, (_, i) => ({
    farmId: `f${i}`,
    fazenda: `Cooperada ${String(i).padStart(2, '0')}`,
    figuras: { litrosDia: { valor: 10 + i } },
    retidos: [],
  }));
  const periodo = lerPeriodo(ano);
  if (!periodo) throw new Error('período');
  return { periodo, linhas, referencias: referenciasDoPainel(linhas) };
}

/** The screen as the app draws it once its reads are answered: the desk, and an empty series under it. */
async function mesa(painel: Painel) {
  store.set(sessionAtom, administrador);
  queryClient.setQueryData(chavesPainel.periodo(ano), painel);
  const vazia: SeriePainel = { indicador: 'litrosDia', granularidade: 'mes', periodos: [], fazendas: [], quartis: [] };
  queryClient.setQueryData(chavesPainel.serie('litrosDia', 'mes'), vazia);
  return render(<PainelPage />);
}

const tabela = () => page.getByRole('region', { name: 'Tabela: Produção' });
/** The farms' names in the table's rows, top to bottom (the reference rows have no button). */
const fazendas = (host: HTMLElement) =>
  [...host.querySelectorAll('tbody tr td:first-child button')].map((b) => b.textContent);

beforeEach(async () => {
  await page.viewport(1366, 768);
});
afterEach(() => {
  queryClient.clear();
  store.set(sessionAtom, undefined);
});

describe("the farms' desk", () => {
  it("a cooperative's many farms: 50 a page, sorted over all of them, the group's rows under every page", async () => {
    const host = await mesa(painelDe(51));
    await expect.element(tabela().getByRole('row', { name: /Média do grupo/ })).toBeVisible();
    // 50 farms and the three reference rows on the first page
    expect(host.querySelectorAll('tbody tr')).toHaveLength(53);
    expect(fazendas(host)).toHaveLength(50);
    expect(fazendas(host)[0]).toBe('Cooperada 00');
    await expect.element(page.getByText('Fazendas 1–50 de 51').first()).toBeVisible();
    // the group's mean of 10…60 L/day: 35,0
    await expect.element(tabela().getByRole('row', { name: /Média do grupo/ })).toHaveTextContent('35,0');

    await userEvent.click(page.getByRole('button', { name: 'Próxima' }).first());
    await expect.element(page.getByText('Fazendas 51–51 de 51').first()).toBeVisible();
    expect(fazendas(host)).toEqual(['Cooperada 50']);
    await expect.element(tabela().getByRole('row', { name: /Quartil superior/ })).toBeVisible();
    expect(host.querySelectorAll('tbody tr')).toHaveLength(4);

    // sorting runs over every farm: descending by name, the last farm comes first
    await userEvent.click(page.getByRole('button', { name: 'Anterior' }).first());
    await userEvent.selectOptions(page.getByLabelText('Ordem'), 'desc');
    await expect.poll(() => fazendas(host)[0]).toBe('Cooperada 50');
    expect(fazendas(host)[49]).toBe('Cooperada 01');
    // by a figure, over every farm too: the fewest litres first
    await userEvent.selectOptions(page.getByLabelText('Ordenar por'), 'litrosDia');
    await userEvent.selectOptions(page.getByLabelText('Ordem'), 'asc');
    await expect.poll(() => fazendas(host)[0]).toBe('Cooperada 00');

    // a phone: the same page turner over the cards
    await page.viewport(390, 844);
    await expect.element(page.getByRole('button', { name: 'Próxima' }).first()).toBeVisible();
  });

  it('a desk of few farms has no page turner', async () => {
    const host = await mesa(painelDe(3));
    await expect.element(tabela().getByRole('row', { name: /Quartil superior/ })).toBeVisible();
    expect(fazendas(host)).toEqual(['Cooperada 00', 'Cooperada 01', 'Cooperada 02']);
    expect(page.getByRole('button', { name: 'Próxima' }).query()).toBeNull();
    expect(page.getByText(/^Fazendas \d/).query()).toBeNull();
  });
});
