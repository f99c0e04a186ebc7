import { z } from 'zod';
import { GRUPOS_CUSTO } from '../avaliacao/schemas.ts';
import { MSG } from '../messages.ts';
import {
  centavos,
  colunasDaFazenda,
  dataISO,
  dataResposta,
  descreve,
  paginacao,
  paginaDe,
  texto,
  textoOpcional,
  versao,
} from '../schemas/common.ts';
import type { FluxoMes, FluxoResumo, TotaisContas } from './calculos.ts';
import { MSG_FINANCEIRO } from './messages.ts';

/** Finance entities (docs/PRODUTO.md §Financeiro). Money is integer centavos; dates are ISO yyyy-MM-dd. */

export const STATUS_CONTA_PAGAR = ['Pendente', 'Pago'] as const;
export const STATUS_CONTA_RECEBER = ['Pendente', 'Recebido'] as const;
/** The statuses the accounts set themselves (a new account, baixa, estorno): the Status registry keeps them. */
export const STATUS_DO_SISTEMA: readonly string[] = [...new Set([...STATUS_CONTA_PAGAR, ...STATUS_CONTA_RECEBER])];

/**
 * Why a change of the Status registry is refused, or null: a status the accounts set cannot be deleted nor renamed
 * (`depois` is the new name on an edit; omitted for a delete).
 */
export function recusaStatus(antes: string, depois?: string): string | null {
  if (!STATUS_DO_SISTEMA.includes(antes)) return null;
  if (depois === undefined) return MSG_FINANCEIRO.statusDoSistemaExcluir(antes);
  return depois === antes ? null : MSG_FINANCEIRO.statusDoSistemaRenomear(antes);
}

export const TIPOS_CATEGORIA = ['Receita', 'Despesa', 'Ambos'] as const;
/** Ways money comes in or goes out, offered by the income/expense forms. */
export const FORMAS_PAGAMENTO = [
  'Dinheiro',
  'PIX',
  'Transferência',
  'Boleto',
  'Cartão de débito',
  'Cartão de crédito',
  'Cheque',
] as const;

export type StatusContaPagar = (typeof STATUS_CONTA_PAGAR)[number];
export type StatusContaReceber = (typeof STATUS_CONTA_RECEBER)[number];
export type TipoCategoria = (typeof TIPOS_CATEGORIA)[number];

/** A bill's value: centavos, more than zero (a zero-valued bill is a typing mistake). */
export const valorConta = centavos.refine((v) => v > 0, MSG_FINANCEIRO.valorPositivo);

const nomeRegistro = () => texto(120);

export const contaPagarSchema = z.object({
  data_vencimento: dataISO,
  fornecedor: nomeRegistro(),
  descricao: texto(500),
  categoria: nomeRegistro(),
  valor: valorConta,
});

export const contaReceberSchema = z.object({
  data_vencimento: dataISO,
  cliente: nomeRegistro(),
  descricao: texto(500),
  categoria: nomeRegistro(),
  valor: valorConta,
});

export const receitaSchema = z.object({
  data: dataISO,
  descricao: texto(500),
  categoria: nomeRegistro(),
  valor: valorConta,
  forma_recebimento: texto(60),
  observacoes: textoOpcional(1000),
});

export const despesaSchema = z.object({
  data: dataISO,
  descricao: texto(500),
  categoria: nomeRegistro(),
  valor: valorConta,
  forma_pagamento: texto(60),
  observacoes: textoOpcional(1000),
});

/** CPF (11 digits) or CNPJ (14), punctuation allowed; empty is allowed (a neighbour selling hay has neither). */
const cnpjCpf = textoOpcional(20).refine((v) => {
  if (v === '') return true;
  const digitos = v.replace(/\D/g, '');
  return /^[\d./\-\s]+$/.test(v) && (digitos.length === 11 || digitos.length === 14);
}, MSG_FINANCEIRO.cnpjCpfInvalido);

const emailOpcional = textoOpcional(254).refine(
  (v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
  'Email inválido.',
);

export const fornecedorSchema = z.object({
  nome: nomeRegistro(),
  cnpj_cpf: cnpjCpf,
  telefone: textoOpcional(40),
  email: emailOpcional,
  endereco: textoOpcional(300),
  observacoes: textoOpcional(1000),
});

export const categoriaSchema = z.object({
  nome: nomeRegistro(),
  tipo: z.enum(TIPOS_CATEGORIA, { error: MSG.campoObrigatorio }),
  descricao: textoOpcional(500),
  ativo: z.enum(['Sim', 'Não'], { error: 'Use Sim ou Não.' }).optional().default('Sim'),
  /** Where the category's money goes in the assessment; '' when not chosen (the assessment counts it in Outros). */
  grupoCusto: z
    .enum([...GRUPOS_CUSTO, ''], { error: 'Grupo de custo inválido.' })
    .optional()
    .default(''),
});

// Create (optional client-made id) and update (plus the version read): the contract's, for every resource.
export { paraAtualizar, paraCriar } from '../api/contrato.ts';

/** Baixa: the bank account (by name, from the farm's registry) and the date; today on the farm when absent. */
export const baixaSchema = z.object({
  conta_bancaria: texto(120, MSG_FINANCEIRO.selecioneContaBancaria),
  data_baixa: dataISO.optional(),
  updatedAt: versao,
});

export const estornoSchema = z.object({ updatedAt: versao });

export { exclusaoComSenhaSchema } from '../schemas/common.ts';

// --- list filters (query string) ---

/** A query-string value: '' counts as absent, so a form may send every field. */
function opcional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
}
const filtroTexto = () => opcional(z.string().trim().max(120, 'Use no máximo 120 caracteres.'));

function comPeriodo<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (f) => {
      const { de, ate } = f as { de?: string; ate?: string };
      return !de || !ate || de <= ate;
    },
    { message: MSG_FINANCEIRO.periodoInvalido, path: ['ate'] },
  );
}

const periodo = {
  ...paginacao,
  de: opcional(dataISO),
  ate: opcional(dataISO),
  categoria: filtroTexto(),
  q: filtroTexto(),
};

/** 'Vencida' selects the pending bills past their due date on the farm's today. */
export const filtroContasPagarSchema = comPeriodo(
  z.object({
    ...periodo,
    status: opcional(z.enum([...STATUS_CONTA_PAGAR, 'Vencida'], { error: 'Status inválido.' })),
    fornecedor: filtroTexto(),
  }),
);

export const filtroContasReceberSchema = comPeriodo(
  z.object({
    ...periodo,
    status: opcional(z.enum([...STATUS_CONTA_RECEBER, 'Vencida'], { error: 'Status inválido.' })),
    cliente: filtroTexto(),
  }),
);

export const filtroLancamentosSchema = comPeriodo(z.object(periodo));

export const filtroFluxoSchema = z.object({
  /** Last month shown (yyyy-MM); the farm's current month when absent. */
  ate: opcional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido. Use aaaa-mm.')),
  meses: opcional(z.coerce.number({ error: 'Informe um número.' }).int().min(1).max(36, 'No máximo 36 meses.')),
});

export type ContaPagarInput = z.infer<typeof contaPagarSchema>;
export type ContaReceberInput = z.infer<typeof contaReceberSchema>;
export type ReceitaInput = z.infer<typeof receitaSchema>;
export type DespesaInput = z.infer<typeof despesaSchema>;
export type FornecedorInput = z.infer<typeof fornecedorSchema>;
export type CategoriaInput = z.infer<typeof categoriaSchema>;
export type FiltroContasPagar = z.infer<typeof filtroContasPagarSchema>;
export type FiltroContasReceber = z.infer<typeof filtroContasReceberSchema>;
export type FiltroLancamentos = z.infer<typeof filtroLancamentosSchema>;

// --- answers ---

/**
 * A row of a finance table as stored: the fields its form sends (the stored values passed the same rules) and the
 * columns every farm row has.
 */
export function linhaDe<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return schema.extend(colunasDaFazenda);
}

/** A bill as stored: its fields, its status and, once settled (Pago / Recebido), the date and bank account. */
export function linhaDeConta<S extends z.ZodRawShape>(schema: z.ZodObject<S>, liquidado: 'Pago' | 'Recebido') {
  return linhaDe(schema).extend({
    status: z.enum(['Pendente', liquidado]),
    data_baixa: dataResposta.nullable(),
    conta_bancaria: z.string().nullable(),
  });
}

const totaisContasSchema = descreve<TotaisContas>()(
  z.object({
    quantidade: z.number().int(),
    total: z.number().int(),
    pendente: z.number().int(),
    liquidado: z.number().int(),
    vencido: z.number().int(),
    quantidadeVencidas: z.number().int(),
  }),
);

/** A page of bills (each marked overdue or not on the farm's today) with the totals of the whole filtered list. */
export function listaDeContas<S extends z.ZodRawShape>(linha: z.ZodObject<S>) {
  return paginaDe(linha.extend({ vencida: z.boolean() })).extend({ hoje: dataResposta, totais: totaisContasSchema });
}

/** A page of income or expense entries with the count and sum of the whole filtered list. */
export function listaDeLancamentos<T extends z.ZodType>(linha: T) {
  return paginaDe(linha).extend({ totais: z.object({ quantidade: z.number().int(), total: z.number().int() }) });
}

/** The monthly cash flow of the period and its totals (null: nothing of that side recorded; fluxoDeCaixa). */
export const fluxoCaixaSchema = z.object({
  de: dataResposta,
  ate: dataResposta,
  meses: z.array(
    descreve<FluxoMes>()(
      z.object({
        mes: z.string(),
        entradas: z.number().int().nullable(),
        saidas: z.number().int().nullable(),
        saldo: z.number().int().nullable(),
        acumulado: z.number().int().nullable(),
      }),
    ),
  ),
  resumo: descreve<FluxoResumo>()(
    z.object({
      entradas: z.number().int().nullable(),
      saidas: z.number().int().nullable(),
      saldo: z.number().int().nullable(),
    }),
  ),
});
