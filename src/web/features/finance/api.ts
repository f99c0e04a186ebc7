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

  fluxoCaixa: (farmId: string) => call(farm()['fluxo-caixa'].$get({ param: { farmId }, query: {} })),
};

/** What a registry screen of Cadastros asks of its API (`Registro` in CadastrosPages.tsx). */
export interface RegistroApi<T, B> {
  listar(farmId: string): Promise<T[]>;
  criar(farmId: string, json: Criar<B>): Promise<unknown>;
  editar(farmId: string, id: string, json: Editar<B>): Promise<unknown>;
  excluir(farmId: string, id: string): Promise<unknown>;
}

/** A registry the server keeps under `/registros/:tipo` (status, contas bancárias). */
function registroGenerico<T>(tipo: 'status' | 'contas-bancarias'): RegistroApi<T, Json> {
  const lista = farm().registros[':tipo'];
  const item = lista[':id'];
  return {
    listar: (farmId) => call(lista.$get(registro(farmId, tipo))) as unknown as Promise<T[]>,
    criar: (farmId, json) => call(lista.$post({ ...registro(farmId, tipo), json })),
    editar: (farmId, id, json) => call(item.$put({ param: { farmId, tipo, id }, json })),
    excluir: (farmId, id) => call(item.$delete({ param: { farmId, tipo, id } })),
  };
}

/** The four registries of Cadastros, each the same four calls. */
export const cadastrosApi = {
  fornecedores: {
    listar: (farmId) => call(farm().fornecedores.$get({ param: { farmId } })),
    criar: (farmId, json) => call(farm().fornecedores.$post({ param: { farmId }, json })),
    editar: (farmId, id, json) => call(farm().fornecedores[':id'].$put({ param: { farmId, id }, json })),
    excluir: (farmId, id) => call(farm().fornecedores[':id'].$delete({ param: { farmId, id } })),
  } satisfies RegistroApi<Fornecedor, FornecedorInput>,
  categorias: {
    listar: (farmId) => call(farm().categorias.$get({ param: { farmId } })),
    criar: (farmId, json) => call(farm().categorias.$post({ param: { farmId }, json })),
    editar: (farmId, id, json) => call(farm().categorias[':id'].$put({ param: { farmId, id }, json })),
    excluir: (farmId, id) => call(farm().categorias[':id'].$delete({ param: { farmId, id } })),
  } satisfies RegistroApi<Categoria, CategoriaInput>,
  status: registroGenerico<StatusFinanceiro>('status'),
  contasBancarias: registroGenerico<ContaBancaria>('contas-bancarias'),
};
