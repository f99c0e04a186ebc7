import type { InferResponseType } from 'hono/client';
import type {
  CategoriaInput,
  ContaPagarInput,
  ContaReceberInput,
  DespesaInput,
  FornecedorInput,
  ReceitaInput,
} from '../../../domain/finance/schemas.ts';
import { api, call } from '../../api/client.ts';

// Every request of the finance feature, typed from the server's routes (AppType).
const farm = () => api.api.farms[':farmId'];

export type ContasPagarLista = InferResponseType<ReturnType<typeof farm>['contas-pagar']['$get'], 200>;
export type ContasReceberLista = InferResponseType<ReturnType<typeof farm>['contas-receber']['$get'], 200>;
export type ReceitasLista = InferResponseType<ReturnType<typeof farm>['receitas']['$get'], 200>;
export type DespesasLista = InferResponseType<ReturnType<typeof farm>['despesas']['$get'], 200>;
export type ContaPagar = ContasPagarLista['itens'][number];
export type ContaReceber = ContasReceberLista['itens'][number];
export type Receita = ReceitasLista['itens'][number];
export type Despesa = DespesasLista['itens'][number];
export type Fornecedor = InferResponseType<ReturnType<typeof farm>['fornecedores']['$get'], 200>[number];
export type Categoria = InferResponseType<ReturnType<typeof farm>['categorias']['$get'], 200>[number];
export type FluxoCaixa = InferResponseType<ReturnType<typeof farm>['fluxo-caixa']['$get'], 200>;

export interface StatusFinanceiro {
  id: string;
  nome: string;
  cor: string;
  descricao: string;
  ativo: string;
  updatedAt: string;
}
export interface ContaBancaria {
  id: string;
  nome: string;
  banco: string;
  agencia: string;
  conta: string;
  ativo: string;
  updatedAt: string;
}

/** Query values as the server reads them: absent keys are left out. */
export type Filtros = Record<string, string | undefined>;
function limpo(f: Filtros): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) if (v) out[k] = v;
  return out;
}

type Json = Record<string, unknown>;
type Criar<T> = T & { id?: string };
type Editar<T> = T & { updatedAt?: string };
const registro = (farmId: string, tipo: 'status' | 'contas-bancarias') => ({ param: { farmId, tipo } }) as const;

export const financeApi = {
  contasPagar: (farmId: string, f: Filtros) =>
    call(farm()['contas-pagar'].$get({ param: { farmId }, query: limpo(f) })),
  criarContaPagar: (farmId: string, json: Criar<ContaPagarInput>) =>
    call(farm()['contas-pagar'].$post({ param: { farmId }, json })),
  editarContaPagar: (farmId: string, id: string, json: Editar<ContaPagarInput>) =>
    call(farm()['contas-pagar'][':id'].$put({ param: { farmId, id }, json })),
  baixarContaPagar: (farmId: string, id: string, json: { conta_bancaria: string; data_baixa: string }) =>
    call(farm()['contas-pagar'][':id'].baixa.$post({ param: { farmId, id }, json })),
  estornarContaPagar: (farmId: string, id: string, updatedAt: string) =>
    call(farm()['contas-pagar'][':id'].estorno.$post({ param: { farmId, id }, json: { updatedAt } })),
  excluirContaPagar: (farmId: string, id: string, password: string) =>
    call(farm()['contas-pagar'][':id'].$delete({ param: { farmId, id }, json: { password } })),

  contasReceber: (farmId: string, f: Filtros) =>
    call(farm()['contas-receber'].$get({ param: { farmId }, query: limpo(f) })),
  criarContaReceber: (farmId: string, json: Criar<ContaReceberInput>) =>
    call(farm()['contas-receber'].$post({ param: { farmId }, json })),
  editarContaReceber: (farmId: string, id: string, json: Editar<ContaReceberInput>) =>
    call(farm()['contas-receber'][':id'].$put({ param: { farmId, id }, json })),
  baixarContaReceber: (farmId: string, id: string, json: { conta_bancaria: string; data_baixa: string }) =>
    call(farm()['contas-receber'][':id'].baixa.$post({ param: { farmId, id }, json })),
  estornarContaReceber: (farmId: string, id: string, updatedAt: string) =>
    call(farm()['contas-receber'][':id'].estorno.$post({ param: { farmId, id }, json: { updatedAt } })),
  excluirContaReceber: (farmId: string, id: string, password: string) =>
    call(farm()['contas-receber'][':id'].$delete({ param: { farmId, id }, json: { password } })),

  receitas: (farmId: string, f: Filtros) => call(farm().receitas.$get({ param: { farmId }, query: limpo(f) })),
  criarReceita: (farmId: string, json: Criar<ReceitaInput>) => call(farm().receitas.$post({ param: { farmId }, json })),
  editarReceita: (farmId: string, id: string, json: Editar<ReceitaInput>) =>
    call(farm().receitas[':id'].$put({ param: { farmId, id }, json })),
  excluirReceita: (farmId: string, id: string, password: string) =>
    call(farm().receitas[':id'].$delete({ param: { farmId, id }, json: { password } })),

  despesas: (farmId: string, f: Filtros) => call(farm().despesas.$get({ param: { farmId }, query: limpo(f) })),
  criarDespesa: (farmId: string, json: Criar<DespesaInput>) => call(farm().despesas.$post({ param: { farmId }, json })),
  editarDespesa: (farmId: string, id: string, json: Editar<DespesaInput>) =>
    call(farm().despesas[':id'].$put({ param: { farmId, id }, json })),
  excluirDespesa: (farmId: string, id: string, password: string) =>
    call(farm().despesas[':id'].$delete({ param: { farmId, id }, json: { password } })),

  fornecedores: (farmId: string) => call(farm().fornecedores.$get({ param: { farmId } })),
  criarFornecedor: (farmId: string, json: Criar<FornecedorInput>) =>
    call(farm().fornecedores.$post({ param: { farmId }, json })),
  editarFornecedor: (farmId: string, id: string, json: Editar<FornecedorInput>) =>
    call(farm().fornecedores[':id'].$put({ param: { farmId, id }, json })),
  excluirFornecedor: (farmId: string, id: string) =>
    call(farm().fornecedores[':id'].$delete({ param: { farmId, id } })),

  categorias: (farmId: string) => call(farm().categorias.$get({ param: { farmId } })),
  criarCategoria: (farmId: string, json: Criar<CategoriaInput>) =>
    call(farm().categorias.$post({ param: { farmId }, json })),
  editarCategoria: (farmId: string, id: string, json: Editar<CategoriaInput>) =>
    call(farm().categorias[':id'].$put({ param: { farmId, id }, json })),
  excluirCategoria: (farmId: string, id: string) => call(farm().categorias[':id'].$delete({ param: { farmId, id } })),

  fluxoCaixa: (farmId: string) => call(farm()['fluxo-caixa'].$get({ param: { farmId }, query: {} })),

  status: (farmId: string) =>
    call(farm().registros[':tipo'].$get(registro(farmId, 'status'))) as unknown as Promise<StatusFinanceiro[]>,
  criarStatus: (farmId: string, json: Json) =>
    call(farm().registros[':tipo'].$post({ ...registro(farmId, 'status'), json })),
  editarStatus: (farmId: string, id: string, json: Json) =>
    call(farm().registros[':tipo'][':id'].$put({ param: { farmId, tipo: 'status', id }, json })),
  excluirStatus: (farmId: string, id: string) =>
    call(farm().registros[':tipo'][':id'].$delete({ param: { farmId, tipo: 'status', id } })),
  contasBancarias: (farmId: string) =>
    call(farm().registros[':tipo'].$get(registro(farmId, 'contas-bancarias'))) as unknown as Promise<ContaBancaria[]>,
  criarContaBancaria: (farmId: string, json: Json) =>
    call(farm().registros[':tipo'].$post({ ...registro(farmId, 'contas-bancarias'), json })),
  editarContaBancaria: (farmId: string, id: string, json: Json) =>
    call(farm().registros[':tipo'][':id'].$put({ param: { farmId, tipo: 'contas-bancarias', id }, json })),
  excluirContaBancaria: (farmId: string, id: string) =>
    call(farm().registros[':tipo'][':id'].$delete({ param: { farmId, tipo: 'contas-bancarias', id } })),
};
