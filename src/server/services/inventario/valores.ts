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

type AnimalDoInventarioRow = typeof animaisDoInventario.$inferSelect;
type TerraRow = typeof terrasDoInventario.$inferSelect;
type InstalacaoRow = typeof instalacoesDoInventario.$inferSelect;
type MaquinaRow = typeof maquinasDoInventario.$inferSelect;

// The server computes every derived figure from the stored inputs (docs/ARQUITETURA.md §Layers); items carry them
// rounded to the centavo, summaries are sums of the exact figures rounded once.

function animalInput(row: AnimalDoInventarioRow) {
  return { quantidade: row.quantidade, valor: row.valor, taxa: row.taxaJuros };
}

export function animalComValores(row: AnimalDoInventarioRow) {
  return { ...row, ...arredondarFiguras(figurasRemuneracao(animalInput(row))) };
}

export function resumoDosAnimais(rows: AnimalDoInventarioRow[], taxaFazenda: number) {
  return resumoRemuneracao(rows.map(animalInput), taxaFazenda);
}

/** A rented land has no opportunity cost: its cost is the rent paid (POSSE_TERRA). */
function terraInput(row: TerraRow) {
  return {
    quantidade: row.quantidade,
    valor: row.valor,
    taxa: row.taxaJurosItem,
    semCustoDeOportunidade: row.posse === 'Arrendada',
  };
}

export function terraComValores(row: TerraRow) {
  return { ...row, ...arredondarFiguras(figurasRemuneracao(terraInput(row))) };
}

export function resumoDasTerras(rows: TerraRow[], taxaFazenda: number) {
  return resumoRemuneracao(rows.map(terraInput), taxaFazenda);
}

function maquinaInput(row: MaquinaRow) {
  return {
    quantidade: row.quantidade,
    valor: row.valor,
    vidaUtilAnos: row.vidaUtilAnos,
    percentualResidual: row.percentualResidual,
    taxa: row.taxaJurosItem,
  };
}

export function maquinaComValores(row: MaquinaRow, taxaFazenda: number) {
  return {
    ...row,
    /** The rate actually used: the item's, or the farm's when the item has none. */
    taxaJuros: row.taxaJurosItem ?? taxaFazenda,
    ...arredondarFiguras(figurasDepreciacao(maquinaInput(row), taxaFazenda)),
  };
}

export function resumoDasMaquinas(rows: MaquinaRow[], taxaFazenda: number) {
  return resumoDepreciacao(rows.map(maquinaInput), taxaFazenda);
}

function instalacaoInput(row: InstalacaoRow) {
  return {
    quantidade: 1,
    valor: row.valor,
    vidaUtilAnos: row.vidaUtilAnos,
    percentualResidual: row.percentualResidual,
  };
}

export function instalacaoComValores(row: InstalacaoRow, taxaFazenda: number) {
  const figuras = row.valor == null ? null : arredondarFiguras(figurasDepreciacao(instalacaoInput(row), taxaFazenda));
  return { ...row, figuras };
}

export function resumoDasInstalacoes(rows: InstalacaoRow[], taxaFazenda: number) {
  const avaliadas = rows.filter((r) => r.valor != null);
  return {
    ...resumoInstalacoes(rows),
    avaliadas: avaliadas.length,
    avaliacao: resumoDepreciacao(avaliadas.map(instalacaoInput), taxaFazenda),
  };
}
