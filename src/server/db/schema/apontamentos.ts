// Tables of the herd module: the register of individual animals and the zootechnical records (apontamentos).
// Records are append-only rows with device-made ids (UUID v7); edits go through PUT with an audit row.
import {
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';
import type {
  DESTINOS_SAIDA,
  EVENTOS,
  ORDENHAS,
  RESULTADOS,
  SERVICOS,
  SEXOS,
  SITUACOES,
} from '../../../domain/apontamentos/schemas.ts';
import { timestamps } from './columns.ts';
import { fazendas } from './platform.ts';

/** Key and owner of every herd row: deleting a farm deletes its animals and records. */
function farmRow() {
  return {
    id: text('id').primaryKey(),
    farmId: text('farm_id')
      .notNull()
      .references(() => fazendas.id, { onDelete: 'cascade' }),
  };
}

/** The animal a record is about; an animal with records cannot be deleted out from under them. */
function animalRef() {
  return text('animal_id')
    .notNull()
    .references((): AnySQLiteColumn => animaisDoRebanho.id, { onDelete: 'restrict' });
}

/**
 * The herd register. `categoria` holds the animal-type NAME of the farm's registry (e.g. 'Vaca Leiteira');
 * `situacao` is one of ativo / vendido / morto / descartado. The inventory module reads farm_id, categoria and
 * situacao from here ('Atualizar pelo rebanho'): keep those names.
 */
export const animaisDoRebanho = sqliteTable(
  'animals',
  {
    ...farmRow(),
    identificacao: text('identificacao').notNull(),
    nome: text('nome').notNull().default(''),
    categoria: text('categoria').notNull(),
    raca: text('raca').notNull().default(''),
    /** 'F' or 'M'. */
    sexo: text('sexo').notNull().default('F').$type<(typeof SEXOS)[number]>(),
    /** yyyy-MM-dd or null when unknown. */
    dataNascimento: text('data_nascimento'),
    maeId: text('mae_id').references((): AnySQLiteColumn => animaisDoRebanho.id, { onDelete: 'set null' }),
    situacao: text('situacao').notNull().default('ativo').$type<(typeof SITUACOES)[number]>(),
    /** A sale's or discard's destination: 'Abate', 'Outra fazenda', 'Recria'; null: not said (held as slaughter). */
    destino: text('destino').$type<(typeof DESTINOS_SAIDA)[number]>(),
    observacao: text('observacao').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('animals_farm_identificacao_idx').on(t.farmId, t.identificacao),
    index('animals_farm_situacao_idx').on(t.farmId, t.situacao, t.categoria),
    index('animals_mae_idx').on(t.maeId),
  ],
);

/** One milking of one cow. `producao` is litres (real, rounded to 0.1 L by the server). */
export const ordenhas = sqliteTable(
  'milk_records',
  {
    ...farmRow(),
    animalId: animalRef(),
    data: text('data').notNull(),
    /** Manhã, Tarde or Noite. */
    ordenha: text('ordenha').notNull().$type<(typeof ORDENHAS)[number]>(),
    producao: real('producao').notNull(),
    ...timestamps,
  },
  (t) => [
    // history page (newest first) and the 30-day farm chart
    index('milk_records_farm_data_idx').on(t.farmId, t.data, t.animalId, t.producao),
    // one milking per cow, date and ordenha (issue 22); also the ficha técnica of one cow and the batch screen's
    // "já lançada" lookup. Migration 0009 kept the newest of any duplicates and wrote the others to the audit log.
    uniqueIndex('milk_records_ordenha_unica_idx').on(t.animalId, t.data, t.ordenha),
  ],
);

/**
 * Each cow's milk per calendar week (`semana` = days since 1970-01-01 / 7, integer): the litres, the days milked
 * and the first and last of them — the lactation table's read (services/apontamentos/lactacoes.ts). Derived data, kept
 * by SQLite triggers on milk_records (migration milk_semanas): every insert, edit or delete of a milking, by any
 * path (kernel, batch, CSV import, restore, offline replay, CLI, a farm import), recomputes its week from
 * milk_records, read through the cow's index (migration milk_semanas_indice_da_vaca). Nobody writes it; no foreign
 * keys (a farm's deletion reaches it through milk_records' triggers), and a farm export leaves it out (the import's
 * milk_records rebuild it).
 */
export const milkSemanas = sqliteTable(
  'milk_semanas',
  {
    farmId: text('farm_id').notNull(),
    semana: integer('semana').notNull(),
    animalId: text('animal_id').notNull(),
    litros: real('litros').notNull(),
    dias: integer('dias').notNull(),
    primeiro: text('primeiro').notNull(),
    ultimo: text('ultimo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.farmId, t.semana, t.animalId] })],
);

/**
 * Each farm's milk per day: the litres of all its milkings — the farms' desk's read (services/painel.ts: a year of 200
 * farms is ~73 k rows instead of ~43 M milkings) and the assessment's litres by month. Only the litres: a count of
 * the cows milked (count DISTINCT) doubled what the triggers cost a 300-cow batch save. Derived data, kept by SQLite
 * triggers on milk_records: every insert, edit or delete of a milking, by any path, adds or subtracts its litres on its
 * farm's day, and a day goes with its last milking (migration milk_dias_somas_incrementais; recomputing the whole day
 * for each milking made 100,000 imported milkings of 300 cows cost 5 s more). The figures equal a fresh GROUP BY's to
 * floating-point rounding. Nobody writes it; no foreign keys; a farm export leaves it out (the import's milkings
 * rebuild it).
 */
export const milkDias = sqliteTable(
  'milk_dias',
  {
    farmId: text('farm_id').notNull(),
    data: text('data').notNull(),
    litros: real('litros').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.farmId, t.data] }),
    // the desk's read from the index alone (a year of 200 farms: ~70 ms of CPU instead of ~240)
    index('milk_dias_farm_data_idx').on(t.farmId, t.data, t.litros),
  ],
);

/**
 * Each farm's milk per calendar month ('2026-03'), the litres the farms' desk reads for a period (issue 40: a year of
 * 2,000 farms is 24 k rows here instead of 730 k in milk_dias, whose read alone cost ~0.6 s of CPU). Derived data,
 * kept by SQLite triggers on milk_dias (which milk_records' triggers keep): a day's sum that comes, changes or goes
 * adds or subtracts its litres on its month, and a month goes with its last day (migration painel_agregados). So any
 * path into milk_records needs nothing. Nobody writes it; a farm export leaves it out.
 */
export const milkMeses = sqliteTable(
  'milk_meses',
  {
    farmId: text('farm_id').notNull(),
    mes: text('mes').notNull(),
    litros: real('litros').notNull(),
  },
  (t) => [primaryKey({ columns: [t.farmId, t.mes] })],
);

/**
 * A counter per farm that moves with every write that can change a herd figure of the desk (issue 40 item 1): SQLite
 * triggers on animals and reproduction_events (any row of the farm inserted, changed or deleted) and on milk_records
 * of an animal out of the herd (her last record may date her exit) add one (migration painel_agregados). So a new path
 * into those tables needs nothing. Nobody writes it from code; never reset (a farm deleted and imported again goes on
 * counting), so a stored figure of an older count is never taken for a newer one.
 */
export const rebanhoVersoes = sqliteTable('rebanho_versoes', {
  farmId: text('farm_id').primaryKey(),
  versao: integer('versao').notNull(),
});

/**
 * The desk's herd summary of a farm and period (`figuras`: the JSON of `BaseDoRebanho`, src/domain/painel/rebanho.ts —
 * what the herd's records give, whatever the day; every read adds the farm's today with `figurasNoDia`), as the domain
 * computed it from the herd when the farm's rebanho_versoes count was `versao`, for `chave` (the shapes' versions and
 * the farm's reproductive thresholds; no day). The desk reuses a row only when both are still the same; otherwise it
 * reads that farm's herd again and replaces the row. One row per farm and period. Derived, a farm export leaves it out.
 */
export const painelRebanho = sqliteTable(
  'painel_rebanho',
  {
    farmId: text('farm_id').notNull(),
    periodo: text('periodo').notNull(),
    chave: text('chave').notNull(),
    versao: integer('versao').notNull(),
    figuras: text('figuras').notNull(),
  },
  (t) => [primaryKey({ columns: [t.farmId, t.periodo] })],
);

/** One bulk-tank (or lot) sample. ccs in x1000 cells/mL, cbt in UFC/mL, gordura/proteina in %. */
export const analisesDeQualidade = sqliteTable(
  'quality_records',
  {
    ...farmRow(),
    data: text('data').notNull(),
    amostra: text('amostra').notNull(),
    gordura: real('gordura').notNull(),
    proteina: real('proteina').notNull(),
    ccs: real('ccs').notNull(),
    cbt: real('cbt').notNull(),
    ...timestamps,
  },
  (t) => [index('quality_records_farm_data_idx').on(t.farmId, t.data)],
);

/** Inseminação, Diagnóstico (resultado positivo/negativo), Parto, Secagem, Aborto (domain/apontamentos/ciclo.ts). */
export const eventosReprodutivos = sqliteTable(
  'reproduction_events',
  {
    ...farmRow(),
    animalId: animalRef(),
    data: text('data').notNull(),
    evento: text('evento').notNull().$type<(typeof EVENTOS)[number]>(),
    /** 'positivo' | 'negativo' for a Diagnóstico, null otherwise. */
    resultado: text('resultado').$type<(typeof RESULTADOS)[number]>(),
    /** An Inseminação's kind of service: 'Monta natural', 'Transferência de embrião'; null: inseminação artificial. */
    servico: text('servico').$type<(typeof SERVICOS)[number]>(),
    /**
     * A positive Diagnóstico's gestation age in days as the vet gives it: the service is dated from it (monta natural
     * not recorded, a female bought pregnant or served elsewhere). Null otherwise.
     */
    idadeGestacaoDias: integer('idade_gestacao_dias'),
    observacao: text('observacao').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('reproduction_events_farm_data_idx').on(t.farmId, t.data),
    index('reproduction_events_animal_data_idx').on(t.animalId, t.data),
  ],
);
