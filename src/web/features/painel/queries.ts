import type { ChaveIndicador } from '../../../domain/painel/indicadores.ts';
import type { Granularidade } from '../../../domain/painel/serie.ts';
import { consulta } from '../../api/invalidate.ts';
import { painelApi } from './api.ts';

/** Every read of the farms' desk with its key, in one place (issue 41 item 4); tuple keys match by prefix. */
export const chavesPainel = {
  tudo: ['painel'] as const,
  periodo: (periodo: string) => ['painel', periodo] as const,
  serie: (indicador: ChaveIndicador, granularidade: Granularidade) =>
    ['painel', 'serie', indicador, granularidade] as const,
};

export const consultasPainel = {
  periodo: (periodo: string) => consulta(chavesPainel.periodo(periodo), (signal) => painelApi.ler({ periodo }, signal)),
  serie: (indicador: ChaveIndicador, granularidade: Granularidade) =>
    consulta(chavesPainel.serie(indicador, granularidade), (signal) =>
      painelApi.serie({ indicador, granularidade }, signal),
    ),
};
