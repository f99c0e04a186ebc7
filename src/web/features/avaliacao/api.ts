import { avaliacao as op } from '../../../domain/api/avaliacao.ts';
import type { Answer } from '../../../domain/api/contrato.ts';
import type { AvaliacaoRascunho } from '../../../domain/avaliacao/schemas.ts';
import { ApiError } from '../../api/client.ts';
import { enviarPedido, pedir } from '../../api/pedir.ts';

// Every request of the assessment, typed from its declarations (src/domain/api/avaliacao.ts); its reads and their
// keys are in queries.ts.
const params = (farmId: string, ano: number) => ({ params: { farmId, ano: String(ano) } });

export type RascunhoSalvo = Answer<typeof op.ler>;
export type Sugestao = Answer<typeof op.sugestao>;

export const avaliacaoApi = {
  listar: (farmId: string, signal?: AbortSignal) => pedir(op.listar, { params: { farmId } }, { signal }),
  /** The year's draft, or null when none was saved yet (any other failure is an error, never an empty draft). */
  async ler(farmId: string, ano: number, signal?: AbortSignal): Promise<RascunhoSalvo | null> {
    try {
      return await pedir(op.ler, params(farmId, ano), { signal });
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    }
  },
  salvar: (farmId: string, ano: number, dados: AvaliacaoRascunho, updatedAt?: string) =>
    pedir(op.salvar, { ...params(farmId, ano), json: { dados, updatedAt } }),
  sugestao: (farmId: string, ano: number, signal?: AbortSignal) => pedir(op.sugestao, params(farmId, ano), { signal }),
  /** The Análise Final as a file the server makes (the reports' PDF and Excel). */
  arquivo: (farmId: string, ano: number, formato: 'pdf' | 'xlsx' | 'csv') =>
    enviarPedido(op.arquivo, { ...params(farmId, ano), query: { formato } }),
};
