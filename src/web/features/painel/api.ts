import type { QueryDe } from '../../../domain/api/contrato.ts';
import { painel } from '../../../domain/api/painel.ts';
import { enviarPedido, pedir } from '../../api/pedir.ts';

// Every request of the farms' desk, typed from its declarations (src/domain/api/painel.ts).
export const painelApi = {
  ler: (query: QueryDe<typeof painel.ler>, signal?: AbortSignal) =>
    pedir(painel.ler, { params: {}, query }, { signal }),
  serie: (query: QueryDe<typeof painel.serie>, signal?: AbortSignal) =>
    pedir(painel.serie, { params: {}, query }, { signal }),
  /** The desk as a file to download (BotoesExportar). */
  arquivo: (query: QueryDe<typeof painel.arquivo>) => enviarPedido(painel.arquivo, { params: {}, query }),
};
