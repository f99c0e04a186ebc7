import type { InferResponseType } from 'hono/client';
import type { AvaliacaoRascunho } from '../../../domain/avaliacao/schemas.ts';
import { ApiError, api, call } from '../../api/client.ts';

// Every request of the assessment, typed from the server's routes (AppType).
const avaliacoes = () => api.api.farms[':farmId'].avaliacoes;
const param = (farmId: string, ano: number) => ({ param: { farmId, ano: String(ano) } });

export type RascunhoSalvo = InferResponseType<ReturnType<typeof avaliacoes>[':ano']['$get'], 200>;
export type Sugestao = InferResponseType<ReturnType<typeof avaliacoes>[':ano']['sugestao']['$get'], 200>;

export const avaliacaoApi = {
  listar: (farmId: string) => call(avaliacoes().$get({ param: { farmId } })),
  /** The year's draft, or null when none was saved yet (any other failure is an error, never an empty draft). */
  async ler(farmId: string, ano: number): Promise<RascunhoSalvo | null> {
    try {
      return await call(avaliacoes()[':ano'].$get(param(farmId, ano)));
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    }
  },
  salvar: (farmId: string, ano: number, dados: AvaliacaoRascunho, updatedAt?: string) =>
    call(avaliacoes()[':ano'].$put({ ...param(farmId, ano), json: { dados, updatedAt } })),
  sugestao: (farmId: string, ano: number) => call(avaliacoes()[':ano'].sugestao.$get(param(farmId, ano))),
  /** The Análise Final as a file the server makes (the reports' PDF and Excel). */
  arquivo: (farmId: string, ano: number, formato: 'pdf' | 'xlsx' | 'csv') =>
    avaliacoes()[':ano'].arquivo.$get({ ...param(farmId, ano), query: { formato } }),
};
