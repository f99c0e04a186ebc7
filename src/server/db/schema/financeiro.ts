// Tables of the finance module (issue 6). A farm's books are its own: every table has farm_id.
// Supplier, category and bank account are stored by name (a snapshot of what was chosen): the books keep
// reading the same after a registry entry is renamed or removed, and a filter is a plain equality.
import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { GrupoCusto } from '../../../domain/avaliacao/schemas.ts';
import { timestamps } from './columns.ts';
import { fazendas } from './platform.ts';

const farmId = () =>
  text('farm_id')
    .notNull()
    .references(() => fazendas.id, { onDelete: 'cascade' });

/** What a bill has after its due date and who it is with: what for, how much, and its baixa (Pendente → `liquidado`). */
function colunasConta<L extends string>(liquidado: L) {
  return {
    descricao: text('descricao').notNull(),
    categoria: text('categoria').notNull(),
    valor: integer('valor').notNull(),
    status: text('status', { enum: ['Pendente', liquidado] as const })
      .notNull()
      .default('Pendente'),
    data_baixa: text('data_baixa'),
    conta_bancaria: text('conta_bancaria'),
    ...timestamps,
  };
}

/** A bills table's indexes (its lists filter by due date, status and baixa date) and its value check. */
function indicesConta(
  tabela: string,
  t: {
    farmId: AnySQLiteColumn;
    data_vencimento: AnySQLiteColumn;
    status: AnySQLiteColumn;
    data_baixa: AnySQLiteColumn;
    valor: AnySQLiteColumn;
  },
) {
  return [
    index(`${tabela}_farm_venc_idx`).on(t.farmId, t.data_vencimento),
    // Covers the totals of a list (sums by status and overdue) without reading the rows.
    index(`${tabela}_farm_status_venc_valor_idx`).on(t.farmId, t.status, t.data_vencimento, t.valor),
    index(`${tabela}_farm_baixa_idx`).on(t.farmId, t.data_baixa),
    check(`${tabela}_valor_ck`, sql`${t.valor} >= 0`),
  ];
}

/** Contas a pagar: to a fornecedor; Pendente → Pago by baixa (data_baixa + conta_bancaria), back by estorno. */
export const contasPagar = sqliteTable(
  'contas_pagar',
  {
    id: text('id').primaryKey(),
    farmId: farmId(),
    data_vencimento: text('data_vencimento').notNull(),
    fornecedor: text('fornecedor').notNull(),
    ...colunasConta('Pago'),
  },
  (t) => indicesConta('contas_pagar', t),
);

/** Contas a receber: from a cliente; Pendente → Recebido by baixa, back by estorno. */
export const contasReceber = sqliteTable(
  'contas_receber',
  {
    id: text('id').primaryKey(),
    farmId: farmId(),
    data_vencimento: text('data_vencimento').notNull(),
    cliente: text('cliente').notNull(),
    ...colunasConta('Recebido'),
  },
  (t) => indicesConta('contas_receber', t),
);

/** What income and expense entries share before their forma de recebimento / pagamento. */
function colunasLancamento() {
  return {
    id: text('id').primaryKey(),
    farmId: farmId(),
    data: text('data').notNull(),
    descricao: text('descricao').notNull(),
    categoria: text('categoria').notNull(),
    valor: integer('valor').notNull(),
  };
}

function indicesLancamento(
  tabela: string,
  t: { farmId: AnySQLiteColumn; data: AnySQLiteColumn; valor: AnySQLiteColumn },
) {
  return [index(`${tabela}_farm_data_idx`).on(t.farmId, t.data), check(`${tabela}_valor_ck`, sql`${t.valor} >= 0`)];
}

export const receitas = sqliteTable(
  'receitas',
  {
    ...colunasLancamento(),
    forma_recebimento: text('forma_recebimento').notNull(),
    observacoes: text('observacoes').notNull().default(''),
    ...timestamps,
  },
  (t) => indicesLancamento('receitas', t),
);

export const despesas = sqliteTable(
  'despesas',
  {
    ...colunasLancamento(),
    forma_pagamento: text('forma_pagamento').notNull(),
    observacoes: text('observacoes').notNull().default(''),
    ...timestamps,
  },
  (t) => indicesLancamento('despesas', t),
);

export const fornecedores = sqliteTable(
  'fornecedores',
  {
    id: text('id').primaryKey(),
    farmId: farmId(),
    nome: text('nome').notNull(),
    cnpj_cpf: text('cnpj_cpf').notNull().default(''),
    telefone: text('telefone').notNull().default(''),
    email: text('email').notNull().default(''),
    endereco: text('endereco').notNull().default(''),
    observacoes: text('observacoes').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('fornecedores_farm_nome_uq').on(t.farmId, t.nome)],
);

export const categoriasFinanceiras = sqliteTable(
  'categorias_financeiras',
  {
    id: text('id').primaryKey(),
    farmId: farmId(),
    nome: text('nome').notNull(),
    tipo: text('tipo', { enum: ['Receita', 'Despesa', 'Ambos'] }).notNull(),
    descricao: text('descricao').notNull().default(''),
    ativo: text('ativo', { enum: ['Sim', 'Não'] })
      .notNull()
      .default('Sim'),
    /** GRUPOS_CUSTO of src/domain/avaliacao: where the category counts in the assessment; '' not chosen. */
    grupoCusto: text('grupo_custo').$type<GrupoCusto | ''>().notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('categorias_financeiras_farm_nome_uq').on(t.farmId, t.nome)],
);
