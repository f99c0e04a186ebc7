// Tables of Sanidade (issue 39): the farm's medicines with their label withdrawals, the health events of each animal and
// the milk-recording lab's per-cow test-day results. The withdrawal state is computed from them
// (src/domain/sanidade/carencia.ts), never stored: a treatment recorded after the milkings it covers discards them too.

import { type AnySQLiteColumn, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type {
  EXAMES,
  MOTIVOS_TRATAMENTO,
  RESULTADOS_EXAME,
  TIPOS_EVENTO_SANITARIO,
  UNIDADES_CARENCIA,
  VACINAS,
  VIAS,
} from '../../../domain/sanidade/schemas.ts';
import { animaisDoRebanho } from './apontamentos.ts';
import { timestamps } from './columns.ts';
import { fazendas } from './platform.ts';

function farmRow() {
  return {
    id: text('id').primaryKey(),
    farmId: text('farm_id')
      .notNull()
      .references(() => fazendas.id, { onDelete: 'cascade' }),
  };
}

/** A medicine (or vaccine) of the farm: withdrawal for milk in days or milkings and for meat in days, null until typed. */
export const medicamentos = sqliteTable(
  'health_medicines',
  {
    ...farmRow(),
    nome: text('nome').notNull(),
    principioAtivo: text('principio_ativo').notNull().default(''),
    carenciaLeite: integer('carencia_leite'),
    /** 'dias' | 'ordenhas', as the label gives the milk withdrawal. */
    carenciaLeiteUnidade: text('carencia_leite_unidade')
      .$type<(typeof UNIDADES_CARENCIA)[number]>()
      .notNull()
      .default('dias'),
    carenciaCarneDias: integer('carencia_carne_dias'),
    unidade: text('unidade').notNull(),
    /** Cost of one unit, in centavos; null when not typed. */
    custoCentavos: integer('custo_centavos'),
    ...timestamps,
  },
  (t) => [uniqueIndex('health_medicines_farm_nome_idx').on(t.farmId, t.nome)],
);

/** Tratamento, Vacinação, Exame or Mastite clínica of an animal; the other kinds' columns are null. */
export const eventosSanitarios = sqliteTable(
  'health_events',
  {
    ...farmRow(),
    animalId: text('animal_id')
      .notNull()
      .references((): AnySQLiteColumn => animaisDoRebanho.id, { onDelete: 'restrict' }),
    data: text('data').notNull(),
    tipo: text('tipo').$type<(typeof TIPOS_EVENTO_SANITARIO)[number]>().notNull(),
    motivo: text('motivo').$type<(typeof MOTIVOS_TRATAMENTO)[number]>(),
    medicamentoId: text('medicamento_id').references((): AnySQLiteColumn => medicamentos.id, {
      onDelete: 'restrict',
    }),
    dose: real('dose'),
    via: text('via').$type<(typeof VIAS)[number]>(),
    dias: integer('dias'),
    responsavel: text('responsavel').notNull().default(''),
    vacina: text('vacina').$type<(typeof VACINAS)[number]>(),
    exame: text('exame').$type<(typeof EXAMES)[number]>(),
    resultado: text('resultado').$type<(typeof RESULTADOS_EXAME)[number]>(),
    /** The quarters of a clinical mastitis in the udder's order, comma-separated: 'AE,PD'. */
    quartos: text('quartos'),
    grau: integer('grau'),
    observacao: text('observacao').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('health_events_farm_data_idx').on(t.farmId, t.data),
    index('health_events_animal_data_idx').on(t.animalId, t.data),
    index('health_events_medicamento_idx').on(t.medicamentoId),
  ],
);

/** One cow's result of a test day of the milk-recording lab: one per cow and date. */
export const controlesLeiteiros = sqliteTable(
  'health_test_days',
  {
    ...farmRow(),
    animalId: text('animal_id')
      .notNull()
      .references((): AnySQLiteColumn => animaisDoRebanho.id, { onDelete: 'restrict' }),
    data: text('data').notNull(),
    leite: real('leite'),
    gordura: real('gordura'),
    proteina: real('proteina'),
    /** Thousand cells/mL. */
    ccs: real('ccs'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('health_test_days_animal_data_idx').on(t.animalId, t.data),
    index('health_test_days_farm_data_idx').on(t.farmId, t.data),
  ],
);
