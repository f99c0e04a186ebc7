import { type AnyColumn, and, asc, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { estaVencida, totaisContas, totaisLancamentos } from '../../../domain/finance/calculos.ts';
import { MSG_FIN } from '../../../domain/finance/messages.ts';
import type { FiltroContasPagar, FiltroContasReceber, FiltroLancamentos } from '../../../domain/finance/schemas.ts';
import type { Db } from '../../db/client.ts';
import {
  categoriasFinanceiras,
  contasPagar,
  contasReceber,
  despesas,
  fornecedores,
  receitas,
} from '../../db/schema/finance.ts';
import { contasBancarias } from '../../db/schema/platform.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { financeCrud } from './crud.ts';

export type ContaPagar = typeof contasPagar.$inferSelect;
export type ContaReceber = typeof contasReceber.$inferSelect;
export type Receita = typeof receitas.$inferSelect;
export type Despesa = typeof despesas.$inferSelect;
export type Fornecedor = typeof fornecedores.$inferSelect;
export type CategoriaFinanceira = typeof categoriasFinanceiras.$inferSelect;

export const contasPagarCrud = financeCrud<ContaPagar>(contasPagar, 'conta_pagar');
export const contasReceberCrud = financeCrud<ContaReceber>(contasReceber, 'conta_receber');
export const receitasCrud = financeCrud<Receita>(receitas, 'receita');
export const despesasCrud = financeCrud<Despesa>(despesas, 'despesa');
export const fornecedoresCrud = financeCrud<Fornecedor>(fornecedores, 'fornecedor');
export const categoriasCrud = financeCrud<CategoriaFinanceira>(categoriasFinanceiras, 'categoria_financeira');

/** `texto` anywhere in any of `cols` (case-insensitive for ASCII, like SQLite's LIKE); % and _ are literal. */
function contem(texto: string, ...cols: AnyColumn[]): SQL | undefined {
  const padrao = `%${texto.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  return or(...cols.map((col) => sql`${col} LIKE ${padrao} ESCAPE '\\'`));
}

// --- payables and receivables ---

export async function listarContasPagar(db: Db, farmId: string, f: FiltroContasPagar, hoje: string) {
  const t = contasPagar;
  const conds: (SQL | undefined)[] = [eq(t.farmId, farmId)];
  if (f.de) conds.push(gte(t.data_vencimento, f.de));
  if (f.ate) conds.push(lte(t.data_vencimento, f.ate));
  if (f.status === 'Vencida') conds.push(eq(t.status, 'Pendente'), lt(t.data_vencimento, hoje));
  else if (f.status) conds.push(eq(t.status, f.status));
  if (f.categoria) conds.push(eq(t.categoria, f.categoria));
  if (f.fornecedor) conds.push(eq(t.fornecedor, f.fornecedor));
  if (f.q) conds.push(contem(f.q, t.descricao, t.fornecedor, t.categoria));
  const rows = await db
    .select()
    .from(t)
    .where(and(...conds))
    .orderBy(asc(t.data_vencimento), asc(t.id));
  return comTotais(rows, hoje);
}

export async function listarContasReceber(db: Db, farmId: string, f: FiltroContasReceber, hoje: string) {
  const t = contasReceber;
  const conds: (SQL | undefined)[] = [eq(t.farmId, farmId)];
  if (f.de) conds.push(gte(t.data_vencimento, f.de));
  if (f.ate) conds.push(lte(t.data_vencimento, f.ate));
  if (f.status === 'Vencida') conds.push(eq(t.status, 'Pendente'), lt(t.data_vencimento, hoje));
  else if (f.status) conds.push(eq(t.status, f.status));
  if (f.categoria) conds.push(eq(t.categoria, f.categoria));
  if (f.cliente) conds.push(eq(t.cliente, f.cliente));
  if (f.q) conds.push(contem(f.q, t.descricao, t.cliente, t.categoria));
  const rows = await db
    .select()
    .from(t)
    .where(and(...conds))
    .orderBy(asc(t.data_vencimento), asc(t.id));
  return comTotais(rows, hoje);
}

/** Each bill with its `vencida` flag (on the farm's today) and the totals of the filtered list. */
function comTotais<T extends { valor: number; status: string; data_vencimento: string }>(rows: T[], hoje: string) {
  return {
    hoje,
    itens: rows.map((r) => ({ ...r, vencida: estaVencida(r, hoje) })),
    totais: totaisContas(rows, hoje),
  };
}

/** The bank account must be one of this farm's registry (by name, as stored on the bill). */
export async function assertContaBancaria(db: Db, farmId: string, nome: string): Promise<string> {
  const row = await db
    .select({ nome: contasBancarias.nome })
    .from(contasBancarias)
    .where(and(eq(contasBancarias.farmId, farmId), eq(contasBancarias.nome, nome)))
    .get();
  if (!row) throw badRequest(MSG_FIN.contaBancariaDesconhecida, { conta_bancaria: MSG_FIN.contaBancariaDesconhecida });
  return row.nome;
}

/** Pendente → Pago/Recebido with data_baixa and conta_bancaria; refused (409) when already settled. */
export function decidirBaixa(liquidado: 'Pago' | 'Recebido', data_baixa: string, conta_bancaria: string) {
  return (before: { status: string }) => {
    if (before.status !== 'Pendente')
      throw conflict(liquidado === 'Pago' ? MSG_FIN.jaPaga : MSG_FIN.jaRecebida, before);
    return { status: liquidado, data_baixa, conta_bancaria };
  };
}

/** Pago/Recebido → Pendente, clearing data_baixa and conta_bancaria; refused (409) on a pending bill. */
export function decidirEstorno() {
  return (before: { status: string }) => {
    if (before.status === 'Pendente') throw conflict(MSG_FIN.naoBaixada, before);
    return { status: 'Pendente', data_baixa: null, conta_bancaria: null };
  };
}

// --- income and expenses ---

export async function listarReceitas(db: Db, farmId: string, f: FiltroLancamentos) {
  const t = receitas;
  const conds: (SQL | undefined)[] = [eq(t.farmId, farmId)];
  if (f.de) conds.push(gte(t.data, f.de));
  if (f.ate) conds.push(lte(t.data, f.ate));
  if (f.categoria) conds.push(eq(t.categoria, f.categoria));
  if (f.q) conds.push(contem(f.q, t.descricao, t.categoria, t.observacoes));
  const itens = await db
    .select()
    .from(t)
    .where(and(...conds))
    .orderBy(desc(t.data), desc(t.id));
  return { itens, totais: totaisLancamentos(itens) };
}

export async function listarDespesas(db: Db, farmId: string, f: FiltroLancamentos) {
  const t = despesas;
  const conds: (SQL | undefined)[] = [eq(t.farmId, farmId)];
  if (f.de) conds.push(gte(t.data, f.de));
  if (f.ate) conds.push(lte(t.data, f.ate));
  if (f.categoria) conds.push(eq(t.categoria, f.categoria));
  if (f.q) conds.push(contem(f.q, t.descricao, t.categoria, t.observacoes));
  const itens = await db
    .select()
    .from(t)
    .where(and(...conds))
    .orderBy(desc(t.data), desc(t.id));
  return { itens, totais: totaisLancamentos(itens) };
}

// --- registries ---

export async function listarFornecedores(db: Db, farmId: string) {
  return db.select().from(fornecedores).where(eq(fornecedores.farmId, farmId)).orderBy(asc(fornecedores.nome));
}

export async function listarCategorias(db: Db, farmId: string) {
  return db
    .select()
    .from(categoriasFinanceiras)
    .where(eq(categoriasFinanceiras.farmId, farmId))
    .orderBy(asc(categoriasFinanceiras.nome));
}

// --- cash flow ---

/** What moved money in a period: income and expenses by date, settled bills by data_baixa. */
export async function movimentosDoPeriodo(db: Db, farmId: string, de: string, ate: string) {
  const [rec, desp, recebidas, pagas] = await Promise.all([
    db
      .select({ data: receitas.data, valor: receitas.valor })
      .from(receitas)
      .where(and(eq(receitas.farmId, farmId), gte(receitas.data, de), lte(receitas.data, ate))),
    db
      .select({ data: despesas.data, valor: despesas.valor })
      .from(despesas)
      .where(and(eq(despesas.farmId, farmId), gte(despesas.data, de), lte(despesas.data, ate))),
    db
      .select({ data_baixa: contasReceber.data_baixa, valor: contasReceber.valor })
      .from(contasReceber)
      .where(
        and(
          eq(contasReceber.farmId, farmId),
          eq(contasReceber.status, 'Recebido'),
          gte(contasReceber.data_baixa, de),
          lte(contasReceber.data_baixa, ate),
        ),
      ),
    db
      .select({ data_baixa: contasPagar.data_baixa, valor: contasPagar.valor })
      .from(contasPagar)
      .where(
        and(
          eq(contasPagar.farmId, farmId),
          eq(contasPagar.status, 'Pago'),
          gte(contasPagar.data_baixa, de),
          lte(contasPagar.data_baixa, ate),
        ),
      ),
  ]);
  return { receitas: rec, despesas: desp, recebidas, pagas };
}
