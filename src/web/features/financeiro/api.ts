import type { cadastros } from '../../../domain/api/cadastros.ts';
import type { Answer, Operacao } from '../../../domain/api/contrato.ts';
import type { financeiro } from '../../../domain/api/financeiro.ts';
import type { TotaisContas, TotaisLancamentos } from '../../../domain/financeiro/calculos.ts';
import type {
  CategoriaInput,
  ContaPagarInput,
  ContaReceberInput,
  DespesaInput,
  FornecedorInput,
  ReceitaInput,
} from '../../../domain/financeiro/schemas.ts';
import { pedirEm } from '../../api/pedir.ts';
import { rotasDeRecurso } from '../../api/rotas.ts';
import { criarOuEditar } from '../../api/salvar.ts';

// Every request of the finance feature, typed from its declarations (src/domain/api/financeiro.ts) and sent by its
// method and path (`rotas`, checked against them by the compiler): the finance hub is the first screen most users
// open, and it loads no zod — the schemas come with the forms that validate (the lists' dialogs, the registries).
type Fin = typeof financeiro;
type Cad = typeof cadastros;
const base = '/api/farms/:farmId';
const rotas = {
  contasPagar: {
    ...rotasDeRecurso(`${base}/contas-pagar`),
    baixar: { method: 'POST', path: `${base}/contas-pagar/:id/baixa` },
    estornar: { method: 'POST', path: `${base}/contas-pagar/:id/estorno` },
  },
  contasReceber: {
    ...rotasDeRecurso(`${base}/contas-receber`),
    baixar: { method: 'POST', path: `${base}/contas-receber/:id/baixa` },
    estornar: { method: 'POST', path: `${base}/contas-receber/:id/estorno` },
  },
  receitas: rotasDeRecurso(`${base}/receitas`),
  despesas: rotasDeRecurso(`${base}/despesas`),
  fornecedores: rotasDeRecurso(`${base}/fornecedores`),
  categorias: rotasDeRecurso(`${base}/categorias`),
  fluxoCaixa: { ler: { method: 'GET', path: `${base}/fluxo-caixa` } },
} as const satisfies { [R in keyof Fin]: { [K in keyof Fin[R]]: Rota<Fin[R][K]> } };
const rotasCad = {
  status: rotasDeRecurso(`${base}/registros/status`),
  'contas-bancarias': rotasDeRecurso(`${base}/registros/contas-bancarias`),
} as const satisfies { [R in 'status' | 'contas-bancarias']: { [K in keyof Cad[R]]: Rota<Cad[R][K]> } };
type Rota<O> = O extends Operacao ? Pick<O, 'method' | 'path'> : never;

export type ContasPagarLista = Answer<Fin['contasPagar']['listar']>;
export type ContasReceberLista = Answer<Fin['contasReceber']['listar']>;
export type ReceitasLista = Answer<Fin['receitas']['listar']>;
export type DespesasLista = Answer<Fin['despesas']['listar']>;
export type ContaPagar = ContasPagarLista['itens'][number];
export type ContaReceber = ContasReceberLista['itens'][number];
export type Receita = ReceitasLista['itens'][number];
export type Despesa = DespesasLista['itens'][number];
export type Fornecedor = Answer<Fin['fornecedores']['listar']>[number];
export type Categoria = Answer<Fin['categorias']['listar']>[number];
export type FluxoCaixa = Answer<Fin['fluxoCaixa']['ler']>;

// The financial statuses and bank accounts are registries of Cadastros (src/domain/api/cadastros.ts).
export type StatusFinanceiro = Answer<Cad['status']['listar']>[number];
export type ContaBancaria = Answer<Cad['contas-bancarias']['listar']>[number];

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
    listar: (farmId, f, signal) =>
      pedirEm<Fin['contasPagar']['listar']>(
        rotas.contasPagar.listar,
        { params: { farmId }, query: limpo(f) },
        { signal },
      ),
    criar: (farmId, json) =>
      pedirEm<Fin['contasPagar']['criar']>(rotas.contasPagar.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) =>
      pedirEm<Fin['contasPagar']['editar']>(rotas.contasPagar.editar, { params: { farmId, id }, json }),
    baixar: (farmId, id, json) =>
      pedirEm<Fin['contasPagar']['baixar']>(rotas.contasPagar.baixar, { params: { farmId, id }, json }),
    estornar: (farmId, id, updatedAt) =>
      pedirEm<Fin['contasPagar']['estornar']>(rotas.contasPagar.estornar, {
        params: { farmId, id },
        json: { updatedAt },
      }),
    excluir: (farmId, id, password) =>
      pedirEm<Fin['contasPagar']['excluir']>(rotas.contasPagar.excluir, { params: { farmId, id }, json: { password } }),
  } satisfies ContaApi<ContaPagar, ContaPagarInput>,
  receber: {
    listar: (farmId, f, signal) =>
      pedirEm<Fin['contasReceber']['listar']>(
        rotas.contasReceber.listar,
        { params: { farmId }, query: limpo(f) },
        { signal },
      ),
    criar: (farmId, json) =>
      pedirEm<Fin['contasReceber']['criar']>(rotas.contasReceber.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) =>
      pedirEm<Fin['contasReceber']['editar']>(rotas.contasReceber.editar, { params: { farmId, id }, json }),
    baixar: (farmId, id, json) =>
      pedirEm<Fin['contasReceber']['baixar']>(rotas.contasReceber.baixar, { params: { farmId, id }, json }),
    estornar: (farmId, id, updatedAt) =>
      pedirEm<Fin['contasReceber']['estornar']>(rotas.contasReceber.estornar, {
        params: { farmId, id },
        json: { updatedAt },
      }),
    excluir: (farmId, id, password) =>
      pedirEm<Fin['contasReceber']['excluir']>(rotas.contasReceber.excluir, {
        params: { farmId, id },
        json: { password },
      }),
  } satisfies ContaApi<ContaReceber, ContaReceberInput>,
};

/** Income and expenses by kind (the `tipo` of LancamentosPage): the same four calls each. */
export const lancamentosApi = {
  receitas: {
    listar: (farmId, f, signal) =>
      pedirEm<Fin['receitas']['listar']>(rotas.receitas.listar, { params: { farmId }, query: limpo(f) }, { signal }),
    criar: (farmId, json) => pedirEm<Fin['receitas']['criar']>(rotas.receitas.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) =>
      pedirEm<Fin['receitas']['editar']>(rotas.receitas.editar, { params: { farmId, id }, json }),
    excluir: (farmId, id, password) =>
      pedirEm<Fin['receitas']['excluir']>(rotas.receitas.excluir, { params: { farmId, id }, json: { password } }),
  } satisfies LancamentoApi<Receita, ReceitaInput, TotaisLancamentos>,
  despesas: {
    listar: (farmId, f, signal) =>
      pedirEm<Fin['despesas']['listar']>(rotas.despesas.listar, { params: { farmId }, query: limpo(f) }, { signal }),
    criar: (farmId, json) => pedirEm<Fin['despesas']['criar']>(rotas.despesas.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) =>
      pedirEm<Fin['despesas']['editar']>(rotas.despesas.editar, { params: { farmId, id }, json }),
    excluir: (farmId, id, password) =>
      pedirEm<Fin['despesas']['excluir']>(rotas.despesas.excluir, { params: { farmId, id }, json: { password } }),
  } satisfies LancamentoApi<Despesa, DespesaInput, TotaisLancamentos>,
};

export const financeiroApi = {
  fluxoCaixa: (farmId: string, signal?: AbortSignal) =>
    pedirEm<Fin['fluxoCaixa']['ler']>(rotas.fluxoCaixa.ler, { params: { farmId }, query: {} }, { signal }),
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
 * as the declaration types it. The declarations come with the first write (the form that sends it has loaded
 * them already): a read needs only the route.
 */
const declaracoesDeCadastros = () => import('../../../domain/api/cadastros.ts').then((m) => m.cadastros);
const statusApi = {
  listar: (farmId) => pedirEm<Cad['status']['listar']>(rotasCad.status.listar, { params: { farmId } }),
  criar: async (farmId, json) => {
    const corpo = (await declaracoesDeCadastros()).status.criar.body.parse(json);
    return pedirEm<Cad['status']['criar']>(rotasCad.status.criar, { params: { farmId }, json: corpo });
  },
  editar: async (farmId, id, json) => {
    const corpo = (await declaracoesDeCadastros()).status.editar.body.parse(json);
    return pedirEm<Cad['status']['editar']>(rotasCad.status.editar, { params: { farmId, id }, json: corpo });
  },
  excluir: (farmId, id) => pedirEm<Cad['status']['excluir']>(rotasCad.status.excluir, { params: { farmId, id } }),
} satisfies RegistroApi<StatusFinanceiro, Json>;
const contas = rotasCad['contas-bancarias'];
type Contas = Cad['contas-bancarias'];
const contasBancariasApi = {
  listar: (farmId) => pedirEm<Contas['listar']>(contas.listar, { params: { farmId } }),
  criar: async (farmId, json) => {
    const corpo = (await declaracoesDeCadastros())['contas-bancarias'].criar.body.parse(json);
    return pedirEm<Contas['criar']>(contas.criar, { params: { farmId }, json: corpo });
  },
  editar: async (farmId, id, json) => {
    const corpo = (await declaracoesDeCadastros())['contas-bancarias'].editar.body.parse(json);
    return pedirEm<Contas['editar']>(contas.editar, { params: { farmId, id }, json: corpo });
  },
  excluir: (farmId, id) => pedirEm<Contas['excluir']>(contas.excluir, { params: { farmId, id } }),
} satisfies RegistroApi<ContaBancaria, Json>;

/** The four registries of Cadastros, each the same four calls. */
export const cadastrosApi = {
  fornecedores: {
    listar: (farmId) => pedirEm<Fin['fornecedores']['listar']>(rotas.fornecedores.listar, { params: { farmId } }),
    criar: (farmId, json) =>
      pedirEm<Fin['fornecedores']['criar']>(rotas.fornecedores.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) =>
      pedirEm<Fin['fornecedores']['editar']>(rotas.fornecedores.editar, { params: { farmId, id }, json }),
    excluir: (farmId, id) =>
      pedirEm<Fin['fornecedores']['excluir']>(rotas.fornecedores.excluir, { params: { farmId, id } }),
  } satisfies RegistroApi<Fornecedor, FornecedorInput>,
  categorias: {
    listar: (farmId) => pedirEm<Fin['categorias']['listar']>(rotas.categorias.listar, { params: { farmId } }),
    criar: (farmId, json) => pedirEm<Fin['categorias']['criar']>(rotas.categorias.criar, { params: { farmId }, json }),
    editar: (farmId, id, json) =>
      pedirEm<Fin['categorias']['editar']>(rotas.categorias.editar, { params: { farmId, id }, json }),
    excluir: (farmId, id) =>
      pedirEm<Fin['categorias']['excluir']>(rotas.categorias.excluir, { params: { farmId, id } }),
  } satisfies RegistroApi<Categoria, CategoriaInput>,
  status: statusApi,
  contasBancarias: contasBancariasApi,
};
