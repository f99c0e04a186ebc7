import type { InferResponseType } from 'hono/client';
import type { TotaisContas, TotaisLancamentos } from '../../../domain/financeiro/calculos.ts';
import type {
  CategoriaInput,
  ContaPagarInput,
  ContaReceberInput,
  DespesaInput,
  FornecedorInput,
  ReceitaInput,
} from '../../../domain/financeiro/schemas.ts';
import { api, call, withSignal } from '../../api/client.ts';
import { criarOuEditar } from '../../api/salvar.ts';

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

/** What a finance dialog writes through: its list's or registry's create and edit calls. */
interface Gravacao<B> {
  criar(farmId: string, json: Criar<B>): Promise<unknown>;
  editar(farmId: string, id: string, json: Editar<B>): Promise<unknown>;
}

/** A finance dialog's write (criarOuEditar) through its API: a new row with a device-made id, or the row read. */
export function salvarNaApi<B>(
  api: Gravacao<B>,
  farmId: string,
  row: { id: string; updatedAt: string } | null | undefined,
  body: B,
): Promise<unknown> {
  return criarOuEditar(
    row,
    body,
    (b) => api.criar(farmId, b),
    (id, b) => api.editar(farmId, id, b),
  );
}
const registro = (farmId: string, tipo: 'status' | 'contas-bancarias') => ({ param: { farmId, tipo } }) as const;

/** What a money list asks of its API (`Lancamentos` in LancamentosPage.tsx): a page of rows with its totals. */
export interface LancamentoApi<T, B, Totais> {
  /** `signal`: the screen stopped waiting (another page or search), the request is aborted. */
  listar(farmId: string, f: Filtros, signal?: AbortSignal): Promise<{ itens: T[]; totais: Totais; temMais: boolean }>;
  criar(farmId: string, json: Criar<B>): Promise<unknown>;
  editar(farmId: string, id: string, json: Editar<B>): Promise<unknown>;
  excluir(farmId: string, id: string, password: string): Promise<unknown>;
}

/** A bill's API (`Contas` in ContasPage.tsx): a money list's, plus its baixa and estorno. */
export interface ContaApi<T, B> extends LancamentoApi<T, B, TotaisContas> {
  baixar(farmId: string, id: string, json: { conta_bancaria: string; data_baixa: string }): Promise<unknown>;
  estornar(farmId: string, id: string, updatedAt: string): Promise<unknown>;
}

/** Payables and receivables by kind (the `tipo` of ContasPage): the same six calls each. */
export const contasApi = {
  pagar: {
    listar: (farmId, f, signal) =>
      call(farm()['contas-pagar'].$get({ param: { farmId }, query: limpo(f) }, withSignal(signal))),
    criar: (farmId, json) => call(farm()['contas-pagar'].$post({ param: { farmId }, json })),
    editar: (farmId, id, json) => call(farm()['contas-pagar'][':id'].$put({ param: { farmId, id }, json })),
    baixar: (farmId, id, json) => call(farm()['contas-pagar'][':id'].baixa.$post({ param: { farmId, id }, json })),
    estornar: (farmId, id, updatedAt) =>
      call(farm()['contas-pagar'][':id'].estorno.$post({ param: { farmId, id }, json: { updatedAt } })),
    excluir: (farmId, id, password) =>
      call(farm()['contas-pagar'][':id'].$delete({ param: { farmId, id }, json: { password } })),
  } satisfies ContaApi<ContaPagar, ContaPagarInput>,
  receber: {
    listar: (farmId, f, signal) =>
      call(farm()['contas-receber'].$get({ param: { farmId }, query: limpo(f) }, withSignal(signal))),
    criar: (farmId, json) => call(farm()['contas-receber'].$post({ param: { farmId }, json })),
    editar: (farmId, id, json) => call(farm()['contas-receber'][':id'].$put({ param: { farmId, id }, json })),
    baixar: (farmId, id, json) => call(farm()['contas-receber'][':id'].baixa.$post({ param: { farmId, id }, json })),
    estornar: (farmId, id, updatedAt) =>
      call(farm()['contas-receber'][':id'].estorno.$post({ param: { farmId, id }, json: { updatedAt } })),
    excluir: (farmId, id, password) =>
      call(farm()['contas-receber'][':id'].$delete({ param: { farmId, id }, json: { password } })),
  } satisfies ContaApi<ContaReceber, ContaReceberInput>,
};

/** Income and expenses by kind (the `tipo` of LancamentosPage): the same four calls each. */
export const lancamentosApi = {
  receitas: {
    listar: (farmId, f, signal) =>
      call(farm().receitas.$get({ param: { farmId }, query: limpo(f) }, withSignal(signal))),
    criar: (farmId, json) => call(farm().receitas.$post({ param: { farmId }, json })),
    editar: (farmId, id, json) => call(farm().receitas[':id'].$put({ param: { farmId, id }, json })),
    excluir: (farmId, id, password) =>
      call(farm().receitas[':id'].$delete({ param: { farmId, id }, json: { password } })),
  } satisfies LancamentoApi<Receita, ReceitaInput, TotaisLancamentos>,
  despesas: {
    listar: (farmId, f, signal) =>
      call(farm().despesas.$get({ param: { farmId }, query: limpo(f) }, withSignal(signal))),
    criar: (farmId, json) => call(farm().despesas.$post({ param: { farmId }, json })),
    editar: (farmId, id, json) => call(farm().despesas[':id'].$put({ param: { farmId, id }, json })),
    excluir: (farmId, id, password) =>
      call(farm().despesas[':id'].$delete({ param: { farmId, id }, json: { password } })),
  } satisfies LancamentoApi<Despesa, DespesaInput, TotaisLancamentos>,
};

export const financeiroApi = {
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
