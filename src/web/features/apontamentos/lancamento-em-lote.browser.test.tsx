/**
 * 'Lançamento em lote' as the milker types it (src/web/features/apontamentos/LancamentoEmLote.tsx): the milking's
 * cows are put in the app's one query cache under the key the screen reads, and read again (a new answer put there)
 * while figures are typed. What the server does with the batch is src/server/routes/apontamentos/lote-kernel.test.ts's;
 * a batch typed and reloaded is e2e/rascunho.spec.ts's, 50 cows typed and saved against the real server
 * apontamentos.browser.test.tsx's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { hojeNoFuso } from '../../../domain/format.ts';
import { queryClient } from '../../api/use-resource.ts';
import { chaveDoRascunho, gravarRascunho } from '../../components/rascunho.ts';
import { sessionAtom } from '../../session/session.ts';
import { store } from '../../state.ts';
import { agir, render } from '../../test/render.tsx';
import { fazendaDeTeste, sessaoDeTeste } from '../../test/sessao.ts';
import type { LoteVaca } from './api.ts';
import { LancamentoEmLote } from './LancamentoEmLote.tsx';
import { consultasApontamentos } from './queries.ts';

const farmId = 'f1';
const hoje = hojeNoFuso('America/Sao_Paulo');
const sessao = sessaoDeTeste({ farms: [fazendaDeTeste(farmId, ['appointments'])] });

const vaca = (identificacao: string, registro: LoteVaca['registro'] = null): LoteVaca => ({
  animalId: `id-${identificacao}`,
  identificacao,
  nome: '',
  del: 40,
  registro,
  descarte: null,
});

/** The answer of the milking's cows, as the screen reads it. */
function responder(ordenha: 'Manhã' | 'Tarde', vacas: LoteVaca[]) {
  queryClient.setQueryData(consultasApontamentos.lote(farmId, hoje, ordenha).queryKey, { data: hoje, ordenha, vacas });
}

const campo = (identificacao: string) => page.getByLabelText(new RegExp(`^${identificacao}`));
const contagem = () => page.getByText(/\d+ de \d+ vacas/);

beforeEach(async () => {
  localStorage.clear();
  store.set(sessionAtom, sessao);
  await page.viewport(1366, 768);
});
afterEach(() => {
  queryClient.clear();
  store.set(sessionAtom, undefined);
  localStorage.clear();
});

describe('Lançamento em lote: what is typed stays', () => {
  it('the cows read again while typing (another cow in milk, one entered by another phone): every figure stays', async () => {
    responder('Manhã', [vaca('V02'), vaca('V03'), vaca('V04')]);
    await render(<LancamentoEmLote />);
    await userEvent.type(campo('V02'), '12,5');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('11');
    // the answer again, mid-cow: a cow calved before V02, and V04's milking was entered by another phone
    await agir(() =>
      responder('Manhã', [
        vaca('V01'),
        vaca('V02'),
        vaca('V03'),
        vaca('V04', { id: 'r4', producao: 9, updatedAt: '2026-01-01T00:00:00.000Z' }),
      ]),
    );
    await userEvent.keyboard(',5{Enter}');
    await userEvent.fill(campo('V04'), '8');
    await expect.element(campo('V01')).toHaveValue('');
    await expect.element(campo('V02')).toHaveValue('12,5');
    await expect.element(campo('V03')).toHaveValue('11,5');
    // typed over the stored figure: this is what will be saved (as a correction of her record)
    await expect.element(campo('V04')).toHaveValue('8');
    await expect.element(contagem()).toHaveTextContent('3 de 4 vacas · 32,0 L');
  });

  it('30 cows typed key by key while the cows are read again and again: not a key is lost', async () => {
    const vacas = Array.from({ length: 30 }, (_, i) => vaca(`V${String(i).padStart(2, '0')}`));
    responder('Manhã', vacas);
    await render(<LancamentoEmLote />);
    // the answer again every few milliseconds, as a screen under load receives them between two keys
    const novamente = setInterval(() => {
      responder('Manhã', [...vacas]);
      store.set(sessionAtom, { ...sessao });
    }, 2);
    try {
      await userEvent.click(campo('V00'));
      for (let i = 0; i < 30; i++) await userEvent.keyboard(`${10 + (i % 10)},5{Enter}`);
    } finally {
      clearInterval(novamente);
    }
    const digitados = vacas.map((v) => (document.getElementById(`lote-${v.animalId}`) as HTMLInputElement).value);
    expect(digitados).toEqual(vacas.map((_, i) => `${10 + (i % 10)},5`));
  });

  it('another milking opened shows none of these figures, and they are there on coming back', async () => {
    responder('Manhã', [vaca('V01'), vaca('V02')]);
    responder('Tarde', [vaca('V01'), vaca('V02')]);
    await render(<LancamentoEmLote />);
    await userEvent.type(campo('V01'), '10');
    await userEvent.selectOptions(page.getByLabelText('Ordenha', { exact: true }), 'Tarde');
    await expect.element(campo('V01')).toHaveValue('');
    await expect.element(contagem()).toHaveTextContent('0 de 2 vacas');
    await userEvent.type(campo('V02'), '7');
    await userEvent.selectOptions(page.getByLabelText('Ordenha', { exact: true }), 'Manhã');
    await expect.element(campo('V01')).toHaveValue('10');
    await expect.element(campo('V02')).toHaveValue('');
  });

  it('a draft of this device comes back when the cows arrive, beside the notice, and typing goes on over it', async () => {
    const chave = chaveDoRascunho(sessao.user.id, [farmId, 'lote', hoje, 'Tarde']);
    gravarRascunho(chave, {
      data: hoje,
      ordenha: 'Tarde',
      linhas: {
        'id-V01': { id: 'a1', texto: '10,5', rotulo: 'V01' },
        'id-V09': { id: 'a9', texto: '6', rotulo: 'V09' },
      },
    });
    await render(<LancamentoEmLote />);
    // the draft's milking is where the screen opens; its cows arrive after
    await expect.element(page.getByLabelText('Ordenha', { exact: true })).toHaveValue('Tarde');
    await agir(() => responder('Tarde', [vaca('V01'), vaca('V02')]));
    await expect.element(campo('V01')).toHaveValue('10,5');
    await expect.element(page.getByText(/recuperado: 1 vaca/)).toBeVisible();
    await expect.element(page.getByText(/V09/)).toBeVisible();
    await userEvent.type(campo('V02'), '9');
    await expect.element(contagem()).toHaveTextContent('2 de 2 vacas · 19,5 L');
  });
});
