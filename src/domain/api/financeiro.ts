import { z } from 'zod';
import { MSG_FINANCEIRO } from '../financeiro/messages.ts';
import {
  baixaSchema,
  categoriaSchema,
  contaPagarSchema,
  contaReceberSchema,
  despesaSchema,
  estornoSchema,
  exclusaoComSenhaSchema,
  filtroContasPagarSchema,
  filtroContasReceberSchema,
  filtroFluxoSchema,
  filtroLancamentosSchema,
  fluxoCaixaSchema,
  fornecedorSchema,
  linhaDe,
  linhaDeConta,
  listaDeContas,
  listaDeLancamentos,
  receitaSchema,
} from '../financeiro/schemas.ts';
import { idParam, operacao, recursoCrud } from './contrato.ts';

/**
 * Finance (issue 6), every operation declared once: the server implements these (src/server/routes/financeiro),
 * the web calls them (src/web/features/financeiro/api.ts), openapi.json describes them.
 */
const base = '/api/farms/:farmId';

/** A bill (payable or receivable): CRUD, plus baixa (settle it, with a bank account) and estorno (take it back). */
function conta<const P extends string, S extends z.ZodRawShape, F extends z.ZodType>(
  path: P,
  schema: z.ZodObject<S>,
  filtro: F,
  liquidado: 'Pago' | 'Recebido',
) {
  const linha = linhaDeConta(schema, liquidado);
  return {
    ...recursoCrud(path, { schema, linha, lista: listaDeContas(linha), filtro, exclusao: exclusaoComSenhaSchema }),
    baixar: operacao({
      method: 'POST',
      path: `${path}/:id/baixa`,
      params: idParam,
      body: baixaSchema,
      answers: { 200: linha, 409: 'A conta já está baixada (paga ou recebida): estorne antes.' },
    }),
    estornar: operacao({
      method: 'POST',
      path: `${path}/:id/estorno`,
      params: idParam,
      body: estornoSchema,
      answers: { 200: linha, 409: MSG_FINANCEIRO.naoBaixada },
    }),
  };
}

/** Income or expense entries: a page with its totals; the delete asks for the user's password. */
function lancamento<const P extends string, S extends z.ZodRawShape>(path: P, schema: z.ZodObject<S>) {
  const linha = linhaDe(schema);
  return recursoCrud(path, {
    schema,
    linha,
    lista: listaDeLancamentos(linha),
    filtro: filtroLancamentosSchema,
    exclusao: exclusaoComSenhaSchema,
  });
}

/** A registry (plain confirm on delete): every row, by name. */
function registro<const P extends string, S extends z.ZodRawShape>(path: P, schema: z.ZodObject<S>) {
  const linha = linhaDe(schema);
  return recursoCrud(path, { schema, linha, lista: z.array(linha) });
}

export const financeiro = {
  contasPagar: conta(`${base}/contas-pagar`, contaPagarSchema, filtroContasPagarSchema, 'Pago'),
  contasReceber: conta(`${base}/contas-receber`, contaReceberSchema, filtroContasReceberSchema, 'Recebido'),
  receitas: lancamento(`${base}/receitas`, receitaSchema),
  despesas: lancamento(`${base}/despesas`, despesaSchema),
  fornecedores: registro(`${base}/fornecedores`, fornecedorSchema),
  categorias: registro(`${base}/categorias`, categoriaSchema),
  fluxoCaixa: {
    ler: operacao({
      method: 'GET',
      path: `${base}/fluxo-caixa`,
      query: filtroFluxoSchema,
      answers: { 200: fluxoCaixaSchema },
    }),
  },
};
