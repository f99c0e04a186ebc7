// The economic-zootechnical assessment (Avaliação Zootécnica): one per farm and year, its eight steps' draft kept
// as JSON (checked by src/domain/avaliacao/schemas.ts on the way in), so several years stay comparable.
import { integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { AvaliacaoRascunho } from '../../../domain/avaliacao/schemas.ts';
import { timestamps } from './columns.ts';
import { fazendas } from './platform.ts';

export const avaliacoes = sqliteTable(
  'assessments',
  {
    id: text('id').primaryKey(),
    farmId: text('farm_id')
      .notNull()
      .references(() => fazendas.id, { onDelete: 'cascade' }),
    ano: integer('ano').notNull(),
    dados: text('dados', { mode: 'json' }).notNull().$type<AvaliacaoRascunho>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('assessments_farm_ano_uq').on(t.farmId, t.ano)],
);
