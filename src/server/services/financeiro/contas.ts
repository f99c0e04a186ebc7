import { type AnyColumn, and, asc, count, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { estaVencida, somarContas } from '../../../domain/financeiro/calculos.ts';
import { MSG_FINANCEIRO } from '../../../domain/financeiro/messages.ts';
import type { FiltroContasPagar, FiltroContasReceber, FiltroLancamentos } from '../../../domain/financeiro/schemas.ts';
import type { Db } from '../../db/client.ts';
import {
  categoriasFinanceiras,
  contasPagar,
  contasReceber,
  despesas,
  fornecedores,
  receitas,
} from '../../db/schema/financeiro.ts';
import { contasBancarias } from '../../db/schema/platform.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { assertDatasPassadas } from '../apontamentos/common.ts';
import {
  type BaseRow,
  contem,
  contemPreparado,
  enquantoNadaMudar,
  type FarmResource,
  farmResource,
  janela,
  linhasDe,
  padraoDeBusca,
  paginar,
  preparada,
} from '../kernel.ts';

export type ContaPagar = typeof contasPagar.$inferSelect;
export type ContaReceber = typeof contasReceber.$inferSelect;
export type Receita = typeof receitas.$inferSelect;
export type Despesa = typeof despesas.$inferSelect;
export type Fornecedor = typeof fornecedores.$inferSelect;
export type CategoriaFinanceira = typeof categoriasFinanceiras.$inferSelect;

/**
 * A resource whose dates of money that moved (an entry's date, a bill's baixa) are not after the farm's today: the
 * records' rule (DATAS_PASSADAS), checked in the kernel's transaction of every create, update and baixa.
 */
function lancamentoFinanceiro<Row extends BaseRow>(
  table: unknown,
  entity: 'receita' | 'despesa' | 'conta_pagar' | 'conta_receber',
) {
  return farmResource<Row, object>(table, {
    entity,
    check: (tx, actor, values) => assertDatasPassadas(tx, actor, entity, values as Record<string, unknown>),
  });
}

export const contasPagarCrud = lancamentoFinanceiro<ContaPagar>(contasPagar, 'conta_pagar');
export const contasReceberCrud = lancamentoFinanceiro<ContaReceber>(contasReceber, 'conta_receber');
export const receitasCrud = lancamentoFinanceiro<Receita>(receitas, 'receita');
export const despesasCrud = lancamentoFinanceiro<Despesa>(despesas, 'despesa');
export const fornecedoresCrud = farmResource<Fornecedor, object>(fornecedores, { entity: 'fornecedor' });
export const categoriasCrud = farmResource<CategoriaFinanceira, object>(categoriasFinanceiras, {
  entity: 'categoria_financeira',
});

// --- payables and receivables ---

type TabelaConta = typeof contasPagar | typeof contasReceber;

export function listarContasPagar(db: Db, farmId: string, f: FiltroContasPagar, hoje: string) {
  return listarContas(db, contasPagarCrud, contasPagar, contasPagar.fornecedor, f.fornecedor, farmId, f, hoje);
}

export function listarContasReceber(db: Db, farmId: string, f: FiltroContasReceber, hoje: string) {
  return listarContas(db, contasReceberCrud, contasReceber, contasReceber.cliente, f.cliente, farmId, f, hoje);
}

/**
 * A page of a bills list by due date, with the totals of the whole filtered list (SQL sums by status and overdue,
 * so a farm with 20 000 bills reads 50 rows and a handful of sums). `pessoa` is the column of who is paid or pays
 * (fornecedor / cliente): filtered by `pessoaFiltro` and searched by `q` with the description and category.
 * Both reads are prepared once per shape of the filter (kernel.preparada): the list is the screen's hot read.
 */
async function listarContas<Row extends ContaPagar | ContaReceber>(
  db: Db,
  crud: FarmResource<Row, object>,
  t: TabelaConta,
  pessoa: AnyColumn,
  pessoaFiltro: string | undefined,
  farmId: string,
  f: FiltroContasPagar | FiltroContasReceber,
  hoje: string,
) {
  const padrao = padraoDeBusca(f.q);
  const vencidas = f.status === 'Vencida';
  const forma = {
    de: !!f.de,
    ate: !!f.ate,
    vencidas,
    status: !!f.status && !vencidas,
    categoria: !!f.categoria,
    pessoa: !!pessoaFiltro,
    busca: padrao !== undefined,
  };
  const chave = `${crud.entity}:${Object.values(forma)
    .map((v) => (v ? 1 : 0))
    .join('')}`;
  const leituras = preparada(db, chave, () => {
    const ph = sql.placeholder;
    const where = and(
      eq(t.farmId, ph('farmId')),
      forma.de ? gte(t.data_vencimento, ph('de')) : undefined,
      forma.ate ? lte(t.data_vencimento, ph('ate')) : undefined,
      forma.vencidas ? and(eq(t.status, 'Pendente'), lt(t.data_vencimento, ph('hoje'))) : undefined,
      forma.status ? eq(t.status, ph('status')) : undefined,
      forma.categoria ? eq(t.categoria, ph('categoria')) : undefined,
      forma.pessoa ? eq(pessoa, ph('pessoa')) : undefined,
      forma.busca ? contemPreparado(t.descricao, pessoa, t.categoria) : undefined,
    );
    const vencida = sql<number>`(${t.data_vencimento} < ${ph('hoje')})`;
    return {
      pagina: db
        .select()
        .from(t)
        .where(where)
        .orderBy(asc(t.data_vencimento), asc(t.id))
        .limit(ph('limit'))
        .offset(ph('offset'))
        .prepare(),
      grupos: db
        .select({ status: t.status, vencida, quantidade: count(), valor: sql<number>`coalesce(sum(${t.valor}), 0)` })
        .from(t)
        .where(where)
        .groupBy(t.status, vencida)
        .prepare(),
    };
  });
  const valores = {
    farmId,
    hoje,
    de: f.de,
    ate: f.ate,
    status: f.status,
    categoria: f.categoria,
    pessoa: pessoaFiltro,
    padrao,
    ...janela(f),
  };
  // The totals do not depend on the page: one read per filter until the database changes.
  const somas = [farmId, hoje, f.de, f.ate, f.status, f.categoria, pessoaFiltro, padrao];
  const [linhas, grupos] = await Promise.all([
    leituras.pagina.values(valores),
    enquantoNadaMudar(db, `${chave}:${JSON.stringify(somas)}`, () => leituras.grupos.all(valores)),
  ]);
  const pagina = paginar(linhasDe<Row>(t)(linhas), f);
  return {
    hoje,
    ...pagina,
    // The rows are this call's own (linhasDe builds them): each gets `vencida` in place, not a copy of the whole row
    // (a third of the list's allocation per request, issue 28).
    itens: pagina.itens.map((r) => Object.assign(r, { vencida: estaVencida(r, hoje) })),
    totais: somarContas(grupos.map((g) => ({ ...g, vencida: Boolean(g.vencida) }))),
  };
}

/** The bank account must be one of this farm's registry (by name, as stored on the bill). */
export async function assertContaBancaria(db: Db, farmId: string, nome: string): Promise<string> {
  const row = await db
    .select({ nome: contasBancarias.nome })
    .from(contasBancarias)
    .where(and(eq(contasBancarias.farmId, farmId), eq(contasBancarias.nome, nome)))
    .get();
  if (!row)
    throw badRequest(MSG_FINANCEIRO.contaBancariaDesconhecida, {
      conta_bancaria: MSG_FINANCEIRO.contaBancariaDesconhecida,
    });
  return row.nome;
}

/** Pendente → Pago/Recebido with data_baixa and conta_bancaria; refused (409) when already settled. */
export function decidirBaixa(liquidado: 'Pago' | 'Recebido', data_baixa: string, conta_bancaria: string) {
  return (before: { status: string }) => {
    if (before.status !== 'Pendente')
      throw conflict(liquidado === 'Pago' ? MSG_FINANCEIRO.jaPaga : MSG_FINANCEIRO.jaRecebida, before);
    return { status: liquidado, data_baixa, conta_bancaria };
  };
}

/** Pago/Recebido → Pendente, clearing data_baixa and conta_bancaria; refused (409) on a pending bill. */
export function decidirEstorno() {
  return (before: { status: string }) => {
    if (before.status === 'Pendente') throw conflict(MSG_FINANCEIRO.naoBaixada, before);
    return { status: 'Pendente', data_baixa: null, conta_bancaria: null };
  };
}

// --- income and expenses ---

export function listarReceitas(db: Db, farmId: string, f: FiltroLancamentos) {
  return listarLancamentos(db, receitasCrud, receitas, farmId, f);
}

export function listarDespesas(db: Db, farmId: string, f: FiltroLancamentos) {
  return listarLancamentos(db, despesasCrud, despesas, farmId, f);
}

/** A page of income or expense entries, newest first, with the count and sum of the whole filtered list. */
async function listarLancamentos<Row extends BaseRow>(
  db: Db,
  crud: FarmResource<Row, object>,
  t: typeof receitas | typeof despesas,
  farmId: string,
  f: FiltroLancamentos,
) {
  const conds: (SQL | undefined)[] = [];
  if (f.de) conds.push(gte(t.data, f.de));
  if (f.ate) conds.push(lte(t.data, f.ate));
  if (f.categoria) conds.push(eq(t.categoria, f.categoria));
  if (f.q) conds.push(contem(f.q, t.descricao, t.categoria, t.observacoes));
  const where = and(...conds);
  const [pagina, [totais]] = await Promise.all([
    crud.page(db, farmId, { where, orderBy: [desc(t.data), desc(t.id)], ...f }),
    db
      .select({ quantidade: count(), total: sql<number>`coalesce(sum(${t.valor}), 0)` })
      .from(t)
      .where(and(eq(t.farmId, farmId), where)),
  ]);
  return { ...pagina, totais };
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
  const lancados = (t: typeof receitas | typeof despesas) =>
    db
      .select({ data: t.data, valor: t.valor })
      .from(t)
      .where(and(eq(t.farmId, farmId), gte(t.data, de), lte(t.data, ate)));
  const baixadas = (t: TabelaConta, liquidado: 'Pago' | 'Recebido') =>
    db
      .select({ data_baixa: t.data_baixa, valor: t.valor })
      .from(t)
      .where(and(eq(t.farmId, farmId), eq(t.status, liquidado), gte(t.data_baixa, de), lte(t.data_baixa, ate)));
  const [rec, desp, recebidas, pagas] = await Promise.all([
    lancados(receitas),
    lancados(despesas),
    baixadas(contasReceber, 'Recebido'),
    baixadas(contasPagar, 'Pago'),
  ]);
  return { receitas: rec, despesas: desp, recebidas, pagas };
}
