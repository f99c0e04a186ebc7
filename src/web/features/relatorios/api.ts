import type { QueryDe } from '../../../domain/api/contrato.ts';
import { relatorios } from '../../../domain/api/relatorios.ts';
import { enviarPedido, pedir } from '../../api/pedir.ts';

type Consulta = QueryDe<typeof relatorios.gerar>;

// Every request of the reports screen, typed from its declaration (src/domain/api/relatorios.ts).
export const relatoriosApi = {
  /** The report for the screen (JSON); generated on 'Gerar Relatório', never kept as a cached read. */
  gerar: (farmId: string, query: Consulta) =>
    pedir(relatorios.gerar, { params: { farmId }, query: { ...query, formato: 'json' } }),
  /** The same report as a file to download (BotoesExportar). */
  arquivo: (farmId: string, query: Consulta) => enviarPedido(relatorios.gerar, { params: { farmId }, query }),
};
