import { consulta, invalidate } from '../../api/invalidate.ts';
import { cadastrosApi, type Filtros, financeiroApi } from './api.ts';

interface Listavel<T> {
  listar(farmId: string, f: Filtros, signal?: AbortSignal): Promise<T>;
}

/**
 * Every read of the finance feature with its key, in one place (issue 41 item 4): a screen reads
 * `useResource(consultasFinanceiro.x(...))`, a write invalidates by key (`invalidate(chavesFinanceiro.tudo)`),
 * and no key is written where it is read. Keys are tuples, so TanStack matches them by prefix:
 * ['financeiro'] ⊃ ['financeiro', farmId] ⊃ ['financeiro', farmId, 'contas-pagar'] ⊃ [..., filtros].
 */
export const chavesFinanceiro = {
  /** Every finance read of every farm: a change reloads lists, totals and the cash flow. */
  tudo: ['financeiro'] as const,
  fazenda: (farmId: string) => ['financeiro', farmId] as const,
  recurso: (farmId: string, recurso: string) => ['financeiro', farmId, recurso] as const,
};

/** After a write of the finance feature: every finance list and total again (they are all under `tudo`). */
export const recarregarFinanceiro = () => invalidate(chavesFinanceiro.tudo);

export const consultasFinanceiro = {
  /** A page of bills of one kind; `api` is the kind's (contasApi[tipo], as the screen types it). */
  contas: <T>(farmId: string, tipo: 'pagar' | 'receber', filtros: Filtros, api: Listavel<T>) =>
    consulta([...chavesFinanceiro.recurso(farmId, `contas-${tipo}`), filtros], (signal) =>
      api.listar(farmId, filtros, signal),
    ),
  /** A page of income or expenses; `api` is the kind's (lancamentosApi[tipo]). */
  lancamentos: <T>(farmId: string, tipo: 'receitas' | 'despesas', filtros: Filtros, api: Listavel<T>) =>
    consulta([...chavesFinanceiro.recurso(farmId, tipo), filtros], (signal) => api.listar(farmId, filtros, signal)),
  fluxoCaixa: (farmId: string) =>
    consulta(chavesFinanceiro.recurso(farmId, 'fluxo-caixa'), (signal) => financeiroApi.fluxoCaixa(farmId, signal)),
  fornecedores: (farmId: string) =>
    consulta(chavesFinanceiro.recurso(farmId, 'fornecedores'), () => cadastrosApi.fornecedores.listar(farmId)),
  categorias: (farmId: string) =>
    consulta(chavesFinanceiro.recurso(farmId, 'categorias'), () => cadastrosApi.categorias.listar(farmId)),
  contasBancarias: (farmId: string) =>
    consulta(chavesFinanceiro.recurso(farmId, 'contas-bancarias'), () => cadastrosApi.contasBancarias.listar(farmId)),
  /** A registry screen of Cadastros (its rows by its `listar`). */
  registro: <T>(farmId: string, recurso: string, listar: (farmId: string) => Promise<T[]>) =>
    consulta(chavesFinanceiro.recurso(farmId, recurso), () => listar(farmId)),
};
