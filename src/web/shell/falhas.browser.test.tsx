/**
 * A failure never looks like data (issue 24 item 5): with the Pi out of reach and no copy of a screen's figures on the
 * device (a screen opened for the first time), every summary card says 'Indisponível' — never 'Número de Máquinas 0'
 * or 'Valor Total R$ 0,00' — and no pie, list or batch reads as empty. The whole app at each address (test/app.tsx),
 * every request failing as fetch fails with no network, at a PC's and a phone's size, axe in both themes. That the
 * installed app opens with the Pi away (its shell from the service worker) is e2e/offline.spec.ts's.
 */
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MSG } from '../../domain/messages.ts';
import { MODULOS_CONCEDIVEIS } from '../../domain/modules.ts';
import { semViolacoes } from '../test/acessibilidade.ts';
import { abrirApp, responderFetch, semServidor } from '../test/app.tsx';
import { fazendaDeTeste, sessaoDeTeste } from '../test/sessao.ts';

const sessao = sessaoDeTeste({ isAdmin: true, farms: [fazendaDeTeste('f1', MODULOS_CONCEDIVEIS)] });
const PAEZ = '/dashboard/inventario/paez';
const SEM_CONEXAO = 'Sem conexão com o servidor';

/** The summary cards of a screen: the innermost card holding each label (not the list beside them). */
function cartao(rotulo: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.card:not(:has(.card)):not(:has(table)):not(:has(ul))')].filter(
    (c) => [...c.querySelectorAll('*')].some((e) => e.childElementCount === 0 && e.textContent?.trim() === rotulo),
  );
}

/** Each card says the failure, and none shows a zero as if it were the farm's figure. */
async function semZeros(rotulos: readonly string[]) {
  for (const rotulo of rotulos) {
    await expect.poll(() => cartao(rotulo).length, { message: rotulo }).toBe(1);
    const [c] = cartao(rotulo);
    await expect.element(c, { message: rotulo }).toHaveTextContent('Indisponível');
    expect(c.textContent, rotulo).not.toMatch(/R\$\s*0,00|(^|\s)0(,0+)?(\s|$|%| L| un| ha)/);
  }
}

const semConexao = () => page.getByRole('alert').filter({ hasText: SEM_CONEXAO }).first();

describe.each([
  ['pc', 1280, 800],
  ['telefone', 390, 844],
] as const)('with the Pi out of reach (%s)', (nome, largura, altura) => {
  it('no summary card, pie, list or batch shows 0 or empty for a read that failed', async () => {
    await page.viewport(largura, altura);
    semServidor();
    const { host, navegar } = await abrirApp(sessao, `${PAEZ}/maquinas`);
    await expect.element(semConexao()).toBeVisible();
    await semZeros([
      'Número de Máquinas',
      'Valor Total',
      'Taxa de Juros Anual',
      'Depreciação Mensal',
      'Depreciação Anual',
      'Valor Residual',
      'Valor Depreciado',
      'RCM Mensal',
    ]);
    expect(page.getByText('Nenhuma máquina cadastrada', { exact: false }).query()).toBeNull();
    await semViolacoes(host, `máquinas sem servidor (${nome})`);

    for (const [tela, total] of [
      ['animais', 'Quantidade total'],
      ['terras', 'Área total'],
    ] as const) {
      navegar(`${PAEZ}/${tela}`);
      await expect.poll(() => cartao(total).length, { message: tela }).toBe(1);
      await expect.element(semConexao()).toBeVisible();
      await semZeros([total, 'Taxa anual', 'Valor total', 'Rem. anual', 'Remuneração mensal']);
      // the pie says the failure too, not 'Nenhum dado'
      expect(page.getByText('Nenhum dado', { exact: false }).query()).toBeNull();
    }
    navegar(`${PAEZ}/instalacoes`);
    await semZeros(['Total de Instalações', 'Área Total (m²)', 'Capacidade Total', 'Depreciação Anual']);
    expect(page.getByText(/0 instalação/).query()).toBeNull();

    // Apontamentos: the last 30 days' cards and the next events
    navegar('/dashboard/apontamentos');
    await semZeros([
      'Produzido em 30 dias',
      'Descartado',
      'Entregue ao tanque',
      'Média diária',
      'Litros por vaca/dia',
      'Litros por vaca em lactação',
    ]);
    await semViolacoes(host, `apontamentos sem servidor (${nome})`);
    await userEvent.click(page.getByRole('tab', { name: 'Reprodução' }));
    await expect.element(page.getByRole('tab', { name: 'Reprodução', selected: true })).toBeVisible();
    await expect.element(semConexao()).toBeVisible();
    expect(page.getByText('Nenhum evento previsto para os próximos 30 dias.').query()).toBeNull();

    // the batch entry: the failure, not 'Nenhuma vaca em lactação'
    navegar('/dashboard/apontamentos/lote');
    await expect.element(page.getByRole('button', { name: 'Salvar lote' }).or(semConexao())).toBeVisible();
    await expect.element(semConexao()).toBeVisible();
    expect(page.getByText('Nenhuma vaca em lactação nesta data.', { exact: false }).query()).toBeNull();
  });
});

it("a page of the network answering in the server's place (a Wi-Fi login) is said in Portuguese, never the parser's English", async () => {
  await page.viewport(1280, 800);
  responderFetch(
    () =>
      new Response('<!doctype html><title>Wi-Fi</title>', { status: 200, headers: { 'content-type': 'text/html' } }),
  );
  await abrirApp(sessao, `${PAEZ}/maquinas`);
  await expect.element(page.getByRole('alert').filter({ hasText: MSG.respostaEstranha }).first()).toBeVisible();
  await semZeros(['Número de Máquinas', 'Valor Total']);
  expect(page.getByText(/Unexpected token|JSON/).query()).toBeNull();
});
