/**
 * The year the assessment opens on (src/web/features/avaliacao/AvaliacaoPage.tsx): the last one the farm has data
 * for — a draft with a step saved, or the years the server's suggestion names (`anosComDados`) —, else the last whole
 * year. The answers are put in the app's one query cache under the keys the screen reads, so it draws them with no
 * server; which years the server names for a farm's records and finance is src/server/routes/avaliacao-anos.test.ts's.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { queryClient } from '../../api/use-resource.ts';
import { sessionAtom } from '../../session/session.ts';
import { store } from '../../state.ts';
import { render } from '../../test/render.tsx';
import { fazendaDeTeste, sessaoDeTeste } from '../../test/sessao.ts';
import AvaliacaoPage from './AvaliacaoPage.tsx';
import type { Sugestao } from './api.ts';
import { chavesAvaliacao } from './queries.ts';

const farmId = 'f1';
const anoAtual = new Date().getFullYear();

const administrador = sessaoDeTeste({
  isAdmin: true,
  user: { name: 'Admin', email: 'admin@e2e.local' },
  farms: [
    fazendaDeTeste(farmId, ['animals', 'appointments', 'financial'], {
      name: 'Fazenda Teste',
      location: 'Lavras, MG',
      size: 50,
    }),
  ],
});

/** The screen once its reads are answered: the farm's drafts (`lista`) and the years with data; no draft opened. */
async function assistente(anosComDados: number[], lista: { ano: number; etapas: number[] }[] = []) {
  store.set(sessionAtom, administrador);
  queryClient.setQueryData(
    chavesAvaliacao.lista(farmId),
    lista.map((x) => ({ ...x, updatedAt: '2026-01-01T00:00:00.000Z', resumo: null })),
  );
  const sugestao = { sugestao: {}, meses: {}, anosComDados, retidos: [] } as unknown as Sugestao;
  queryClient.setQueryData(chavesAvaliacao.sugestao(farmId, anoAtual), sugestao);
  for (let i = 0; i < 8; i++) queryClient.setQueryData(chavesAvaliacao.ano(farmId, anoAtual - i), null);
  await render(<AvaliacaoPage />);
  const seletor = page.getByLabelText('Ano avaliado');
  await expect.element(seletor).toBeEnabled();
  await expect.element(page.getByRole('heading', { name: 'Etapa 1 de 8: Identificação' })).toBeVisible();
  return seletor;
}

afterEach(() => {
  queryClient.clear();
  store.set(sessionAtom, undefined);
});

describe('the assessment opens on the last year the farm has data for, not on an empty one', () => {
  it('records only two years ago: that year (it once opened on last year, empty)', async () => {
    await expect.element(await assistente([anoAtual - 2])).toHaveValue(String(anoAtual - 2));
  });

  it('finance only in the running year (a walk in December with the year’s data): the running year', async () => {
    await expect.element(await assistente([anoAtual])).toHaveValue(String(anoAtual));
  });

  it('a draft with a step saved counts as data; a draft with none does not', async () => {
    const lista = [
      { ano: anoAtual - 3, etapas: [1] },
      { ano: anoAtual, etapas: [] },
    ];
    await expect.element(await assistente([anoAtual - 4], lista)).toHaveValue(String(anoAtual - 3));
  });

  it('no data at all: the last whole year', async () => {
    await expect.element(await assistente([])).toHaveValue(String(anoAtual - 1));
  });
});
