import {
  arredondarFiguras,
  figurasDepreciacao,
  figurasRemuneracao,
  resumoDepreciacao,
  resumoInstalacoes,
  resumoRemuneracao,
} from '../../../domain/inventario/formulas.ts';
import type {
  animaisDoInventario,
  instalacoesDoInventario,
  maquinasDoInventario,
  terrasDoInventario,
} from '../../db/schema/inventario.ts';

type AnimalDoRebanho = typeof animaisDoInventario.$inferSelect;
type LandRow = typeof terrasDoInventario.$inferSelect;
type FacilityRow = typeof instalacoesDoInventario.$inferSelect;
type MachineRow = typeof maquinasDoInventario.$inferSelect;

// The server computes every derived figure from the stored inputs (docs/ARQUITETURA.md §Layers); items carry them
// rounded to the centavo, summaries are sums of the exact figures rounded once.

function animalInput(row: AnimalDoRebanho) {
  return { quantidade: row.quantidade, valor: row.valor, taxa: row.taxaJuros };
}

export function animalView(row: AnimalDoRebanho) {
  return { ...row, ...arredondarFiguras(figurasRemuneracao(animalInput(row))) };
}

export function animalsSummary(rows: AnimalDoRebanho[], taxaFazenda: number) {
  return resumoRemuneracao(rows.map(animalInput), taxaFazenda);
}

function landInput(row: LandRow) {
  return { quantidade: row.quantidade, valor: row.valor, taxa: row.taxaJurosItem };
}

export function landView(row: LandRow) {
  return { ...row, ...arredondarFiguras(figurasRemuneracao(landInput(row))) };
}

export function landsSummary(rows: LandRow[], taxaFazenda: number) {
  return resumoRemuneracao(rows.map(landInput), taxaFazenda);
}

function machineInput(row: MachineRow) {
  return {
    quantidade: row.quantidade,
    valor: row.valor,
    vidaUtilAnos: row.vidaUtilAnos,
    percentualResidual: row.percentualResidual,
    taxa: row.taxaJurosItem,
  };
}

export function machineView(row: MachineRow, taxaFazenda: number) {
  return {
    ...row,
    /** The rate actually used: the item's, or the farm's when the item has none. */
    taxaJuros: row.taxaJurosItem ?? taxaFazenda,
    ...arredondarFiguras(figurasDepreciacao(machineInput(row), taxaFazenda)),
  };
}

export function machinesSummary(rows: MachineRow[], taxaFazenda: number) {
  return resumoDepreciacao(rows.map(machineInput), taxaFazenda);
}

function facilityInput(row: FacilityRow) {
  return {
    quantidade: 1,
    valor: row.valor,
    vidaUtilAnos: row.vidaUtilAnos,
    percentualResidual: row.percentualResidual,
  };
}

export function facilityView(row: FacilityRow, taxaFazenda: number) {
  const figuras = row.valor == null ? null : arredondarFiguras(figurasDepreciacao(facilityInput(row), taxaFazenda));
  return { ...row, figuras };
}

export function facilitiesSummary(rows: FacilityRow[], taxaFazenda: number) {
  const avaliadas = rows.filter((r) => r.valor != null);
  return {
    ...resumoInstalacoes(rows),
    avaliadas: avaliadas.length,
    avaliacao: resumoDepreciacao(avaliadas.map(facilityInput), taxaFazenda),
  };
}
