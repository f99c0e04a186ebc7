/**
 * A read-only copy of another installation's farm (issue 27 item 5; docs/PRODUTO.md §Fazendas), as its screens draw
 * it: the banner says so with the day the copy was taken, and the batch milking entry and the assessment wizard show
 * no button that would write — as the list screens do (list-screen.browser.test.tsx). The session's farm carries
 * `copiaEm`; the screens' reads are answered in the app's one query cache. That the server refuses every write to a
 * copy, with the same date, is src/server/services/kernel.test.ts's and src/cli/fazenda-copia.test.ts's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { hojeNoFuso } from '../../domain/format.ts';
import { queryClient } from '../api/use-resource.ts';
import type { LoteVaca } from '../features/apontamentos/api.ts';
import { LancamentoEmLote } from '../features/apontamentos/LancamentoEmLote.tsx';
import { consultasApontamentos } from '../features/apontamentos/queries.ts';
import AvaliacaoPage from '../features/avaliacao/AvaliacaoPage.tsx';
import type { Sugestao } from '../features/avaliacao/api.ts';
import { chavesAvaliacao } from '../features/avaliacao/queries.ts';
import { sessionAtom } from '../session/session.ts';
import { store } from '../state.ts';
import { semViolacoes } from '../test/acessibilidade.ts';
import { render } from '../test/render.tsx';
import { fazendaDeTeste, sessaoDeTeste } from '../test/sessao.ts';
import { CopiaBanner } from './copia-banner.tsx';

const farmId = 'f1';
const hoje = hojeNoFuso('America/Sao_Paulo');
const anoAtual = new Date().getFullYear();
/** Taken on 10/03/2026 at 09:00 in São Paulo. */
const copia = sessaoDeTeste({
  isAdmin: true,
  farms: [fazendaDeTeste(farmId, ['appointments', 'animals', 'financial'], { copiaEm: '2026-03-10T12:00:00.000Z' })],
});

const vaca = (identificacao: string): LoteVaca => ({
  animalId: `id-${identificacao}`,
  identificacao,
  nome: '',
  del: 40,
  registro: null,
  descarte: null,
});

const TAMANHOS = [
  [1280, 800],
  [390, 844],
] as const;

afterEach(() => {
  queryClient.clear();
  store.set(sessionAtom, undefined);
});

describe('a read-only copy', () => {
  it('the batch entry: the banner, the cows, and no Salvar lote — PC and phone, both themes', async () => {
    store.set(sessionAtom, copia);
    queryClient.setQueryData(consultasApontamentos.lote(farmId, hoje, 'Manhã').queryKey, {
      data: hoje,
      ordenha: 'Manhã',
      vacas: [vaca('V01'), vaca('V02')],
    });
    for (const [largura, altura] of TAMANHOS) {
      await page.viewport(largura, altura);
      const host = await render(
        <>
          <CopiaBanner />
          <LancamentoEmLote />
        </>,
      );
      await expect.element(page.getByText(/^Cópia somente leitura de 10\/03\/2026/)).toBeVisible();
      await expect.element(page.getByLabelText(/^V02/)).toBeInTheDocument();
      expect(page.getByRole('button', { name: 'Salvar lote' }).query()).toBeNull();
      await semViolacoes(host, `lote na cópia ${largura}`);
      host.remove();
    }
  });

  it('the assessment wizard: the banner, no Importar, Próxima only moves on — PC and phone, both themes', async () => {
    store.set(sessionAtom, copia);
    queryClient.setQueryData(chavesAvaliacao.lista(farmId), []);
    const sugestao = { sugestao: {}, meses: {}, anosComDados: [], retidos: [] } as unknown as Sugestao;
    for (let i = 0; i < 8; i++) {
      queryClient.setQueryData(chavesAvaliacao.sugestao(farmId, anoAtual - i), sugestao);
      queryClient.setQueryData(chavesAvaliacao.ano(farmId, anoAtual - i), null);
    }
    // what the wizard sends (the server is not there: any write would be a request here, beside the reads)
    const envios = vi.spyOn(window, 'fetch');
    for (const [largura, altura] of TAMANHOS) {
      await page.viewport(largura, altura);
      const host = await render(
        <>
          <CopiaBanner />
          <AvaliacaoPage />
        </>,
      );
      await expect.element(page.getByText(/^Etapa 1 de 8/)).toBeVisible();
      await expect.element(page.getByText(/^Cópia somente leitura de 10\/03\/2026/)).toBeVisible();
      expect(page.getByRole('button', { name: /^Importar/ }).query()).toBeNull();
      await semViolacoes(host, `avaliação na cópia ${largura}`);
      // nothing is sent, so nothing is refused
      await userEvent.click(page.getByRole('button', { name: 'Próxima' }));
      await expect.element(page.getByText(/^Etapa 2 de 8/)).toBeVisible();
      expect(page.getByRole('button', { name: /^Importar/ }).query()).toBeNull();
      expect(page.getByRole('button', { name: 'Adicionar linha' }).query()).toBeNull();
      expect(page.getByRole('alert').query()).toBeNull();
      host.remove();
    }
    // reads may go out (the registry's list of technicians); no write
    expect(envios.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET')).toEqual([]);
    envios.mockRestore();
  });
});
