import { cadastros as cad } from '../../../domain/api/cadastros.ts';
import type { Answer } from '../../../domain/api/contrato.ts';
import { financeiro as fin } from '../../../domain/api/financeiro.ts';
import type { TotaisContas, TotaisLancamentos } from '../../../domain/financeiro/calculos.ts';
import type {
  CategoriaInput,
  ContaPagarInput,
  ContaReceberInput,
  DespesaInput,
  FornecedorInput,
  ReceitaInput,
} from '../../../domain/financeiro/schemas.ts';
import { pedir } from '../../api/pedir.ts';
import { criarOuEditar } from '../../api/salvar.ts';

// Every request of the finance feature, typed from its declarations (src/domain/api/financeiro.ts).
export type ContasPagarLista = Answer<typeof fin.contasPagar.listar>;
export type ContasReceberLista = Answer<typeof fin.contasReceber.listar>;
export type ReceitasLista = Answer<typeof fin.receitas.listar>;
export type DespesasLista = Answer<typeof fin.despesas.listar>;
export type ContaPagar = ContasPagarLista['itens'][number];
export type ContaReceber = ContasReceberLista['itens'][number];
export type Receita = ReceitasLista['itens'][number];
export type Despesa = DespesasLista['itens'][number];
export type Fornecedor = Answer<typeof fin.fornecedores.listar>[number];
export type Categoria = Answer<typeof fin.categorias.listar>[number];
export type FluxoCaixa = Answer<typeof fin.fluxoCaixa.ler>;

// The financial statuses and bank accounts are registries of Cadastros (src/domain/api/cadastros.ts).
export type StatusFinanceiro = Answer<typeof cad.status.listar>[number];
export type ContaBancaria = Answer<(typeof cad)['contas-bancarias']['listar']>[number];

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
    listar: (farmId, f, signal) => pedir(fin.contasPagar.listar, { params: { farmId }, query: limpo(f) }, { signal }),
    criar: (farmId, json) => pedir(fin.contasPagar.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) => pedir(fin.contasPagar.editar, { params: { farmId, id }, json }),
    baixar: (farmId, id, json) => pedir(fin.contasPagar.baixar, { params: { farmId, id }, json }),
    estornar: (farmId, id, updatedAt) =>
      pedir(fin.contasPagar.estornar, { params: { farmId, id }, json: { updatedAt } }),
    excluir: (farmId, id, password) => pedir(fin.contasPagar.excluir, { params: { farmId, id }, json: { password } }),
  } satisfies ContaApi<ContaPagar, ContaPagarInput>,
  receber: {
    listar: (farmId, f, signal) => pedir(fin.contasReceber.listar, { params: { farmId }, query: limpo(f) }, { signal }),
    criar: (farmId, json) => pedir(fin.contasReceber.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) => pedir(fin.contasReceber.editar, { params: { farmId, id }, json }),
    baixar: (farmId, id, json) => pedir(fin.contasReceber.baixar, { params: { farmId, id }, json }),
    estornar: (farmId, id, updatedAt) =>
      pedir(fin.contasReceber.estornar, { params: { farmId, id }, json: { updatedAt } }),
    excluir: (farmId, id, password) => pedir(fin.contasReceber.excluir, { params: { farmId, id }, json: { password } }),
  } satisfies ContaApi<ContaReceber, ContaReceberInput>,
};

/** Income and expenses by kind (the `tipo` of LancamentosPage): the same four calls each. */
export const lancamentosApi = {
  receitas: {
    listar: (farmId, f, signal) => pedir(fin.receitas.listar, { params: { farmId }, query: limpo(f) }, { signal }),
    criar: (farmId, json) => pedir(fin.receitas.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) => pedir(fin.receitas.editar, { params: { farmId, id }, json }),
    excluir: (farmId, id, password) => pedir(fin.receitas.excluir, { params: { farmId, id }, json: { password } }),
  } satisfies LancamentoApi<Receita, ReceitaInput, TotaisLancamentos>,
  despesas: {
    listar: (farmId, f, signal) => pedir(fin.despesas.listar, { params: { farmId }, query: limpo(f) }, { signal }),
    criar: (farmId, json) => pedir(fin.despesas.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) => pedir(fin.despesas.editar, { params: { farmId, id }, json }),
    excluir: (farmId, id, password) => pedir(fin.despesas.excluir, { params: { farmId, id }, json: { password } }),
  } satisfies LancamentoApi<Despesa, DespesaInput, TotaisLancamentos>,
};

export const financeiroApi = {
  fluxoCaixa: (farmId: string, signal?: AbortSignal) =>
    pedir(fin.fluxoCaixa.ler, { params: { farmId }, query: {} }, { signal }),
};

/** What a registry screen of Cadastros asks of its API (`Registro` in CadastrosPages.tsx). */
export interface RegistroApi<T, B> {
  listar(farmId: string): Promise<T[]>;
  criar(farmId: string, json: Criar<B>): Promise<unknown>;
  editar(farmId: string, id: string, json: Editar<B>): Promise<unknown>;
  excluir(farmId: string, id: string): Promise<unknown>;
}

/**
 * A registry of Cadastros the finance screens keep (status, contas bancárias: src/domain/api/cadastros.ts). Its
 * screen's form checks the registry's schema (`regras`); the body is read by the same schema here, so it is sent
 * as the declaration types it.
 */
const statusApi = {
  listar: (farmId) => pedir(cad.status.listar, { params: { farmId } }),
  criar: (farmId, json) => pedir(cad.status.criar, { params: { farmId }, json: cad.status.criar.body.parse(json) }),
  editar: (farmId, id, json) =>
    pedir(cad.status.editar, { params: { farmId, id }, json: cad.status.editar.body.parse(json) }),
  excluir: (farmId, id) => pedir(cad.status.excluir, { params: { farmId, id } }),
} satisfies RegistroApi<StatusFinanceiro, Json>;
const contas = cad['contas-bancarias'];
const contasBancariasApi = {
  listar: (farmId) => pedir(contas.listar, { params: { farmId } }),
  criar: (farmId, json) => pedir(contas.criar, { params: { farmId }, json: contas.criar.body.parse(json) }),
  editar: (farmId, id, json) => pedir(contas.editar, { params: { farmId, id }, json: contas.editar.body.parse(json) }),
  excluir: (farmId, id) => pedir(contas.excluir, { params: { farmId, id } }),
} satisfies RegistroApi<ContaBancaria, Json>;

/** The four registries of Cadastros, each the same four calls. */
export const cadastrosApi = {
  fornecedores: {
    listar: (farmId) => pedir(fin.fornecedores.listar, { params: { farmId } }),
    criar: (farmId, json) => pedir(fin.fornecedores.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) => pedir(fin.fornecedores.editar, { params: { farmId, id }, json }),
    excluir: (farmId, id) => pedir(fin.fornecedores.excluir, { params: { farmId, id } }),
  } satisfies RegistroApi<Fornecedor, FornecedorInput>,
  categorias: {
    listar: (farmId) => pedir(fin.categorias.listar, { params: { farmId } }),
    criar: (farmId, json) => pedir(fin.categorias.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) => pedir(fin.categorias.editar, { params: { farmId, id }, json }),
    excluir: (farmId, id) => pedir(fin.categorias.excluir, { params: { farmId, id } }),
  } satisfies RegistroApi<Categoria, CategoriaInput>,
  status: statusApi,
  contasBancarias: contasBancariasApi,
};
