// Tables of the inventory (PAEZ valuation) module. Money is integer centavos; rates are percent (6 = 6 % a.a.).
// Derived figures (valor total, remunerações, depreciação) are computed by src/domain/inventario, never stored.
// Not to be confused with `animals` (herd.ts), the register of individual animals.
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import type { POSSE_TERRA, StatusInstalacao, StatusMaquina } from '../../../domain/inventario/constants.ts';
import { timestamps } from './columns.ts';
import { fazendas } from './platform.ts';

const farmId = () =>
  text('farm_id')
    .notNull()
    .references(() => fazendas.id, { onDelete: 'cascade' });

/** Animals in the valuation: a quantity of heads of one type at a unit value. */
export const animaisDoInventario = sqliteTable(
  'inventory_animals',
  {
    id: text('id').primaryKey(),
    farmId: farmId(),
    ano: integer('ano').notNull(),
    tipo: text('tipo').notNull(),
    quantidade: integer('quantidade').notNull(),
    /** Unit value (per head), centavos. */
    valor: integer('valor').notNull().default(0),
    taxaJuros: real('taxa_juros').notNull(),
    responsavelTecnico: text('responsavel_tecnico').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('inventory_animals_farm_idx').on(t.farmId, t.ano)],
);

/** Land areas: hectares of one land type at a value per hectare. */
export const terrasDoInventario = sqliteTable(
  'inventory_lands',
  {
    id: text('id').primaryKey(),
    farmId: farmId(),
    ano: integer('ano').notNull(),
    tipo: text('tipo').notNull(),
    /** Hectares. */
    quantidade: real('quantidade').notNull(),
    /** Value per hectare, centavos. */
    valor: integer('valor').notNull(),
    taxaJurosItem: real('taxa_juros_item').notNull(),
    responsavelTecnico: text('responsavel_tecnico').notNull(),
    /** 'Própria' or 'Arrendada' (POSSE_TERRA): a rented land has no opportunity cost (its rent is in the COE). */
    posse: text('posse').$type<(typeof POSSE_TERRA)[number]>().notNull().default('Própria'),
    ...timestamps,
  },
  (t) => [index('inventory_lands_farm_idx').on(t.farmId, t.ano)],
);

/** Facilities (benfeitorias); the optional value lets the valuation depreciate them like machines. */
export const instalacoesDoInventario = sqliteTable(
  'inventory_facilities',
  {
    id: text('id').primaryKey(),
    farmId: farmId(),
    nome: text('nome').notNull(),
    tipo: text('tipo').notNull(),
    /** m² */
    area: real('area').notNull(),
    capacidade: integer('capacidade').notNull(),
    /** Ativo, Em manutenção, Inativo, Em construção. */
    status: text('status').$type<StatusInstalacao>().notNull(),
    /** Total value, centavos; null when not valued. */
    valor: integer('valor'),
    vidaUtilAnos: real('vida_util_anos'),
    percentualResidual: real('percentual_residual'),
    ...timestamps,
  },
  (t) => [index('inventory_facilities_farm_idx').on(t.farmId)],
);

/** Machines and equipment, listed by year. */
export const maquinasDoInventario = sqliteTable(
  'inventory_machines',
  {
    id: text('id').primaryKey(),
    farmId: farmId(),
    ano: integer('ano').notNull(),
    nome: text('nome').notNull().default(''),
    tipo: text('tipo').notNull(),
    modelo: text('modelo').notNull().default(''),
    anoFabricacao: integer('ano_fabricacao'),
    /** Operacional, Em manutenção, Parado, Em revisão. */
    status: text('status').$type<StatusMaquina>().notNull(),
    /** Unit value, centavos. */
    valor: integer('valor').notNull(),
    quantidade: integer('quantidade').notNull().default(1),
    vidaUtilAnos: real('vida_util_anos').notNull().default(10),
    percentualResidual: real('percentual_residual').notNull().default(20),
    /** null: the farm's rate (farms.taxa_juros_anual). */
    taxaJurosItem: real('taxa_juros_item'),
    responsavelTecnico: text('responsavel_tecnico').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('inventory_machines_farm_ano_idx').on(t.farmId, t.ano)],
);
