/**
 * 'Em carência hoje' as the reports' one document model (`Relatorio`): the herd's animals whose milk or meat is in
 * withdrawal on a day, and until when — for the milking crew's sheet (PDF, Excel, CSV) and `leiteira rebanho carencia`.
 */
import { formatData } from '../format.ts';
import { type Celula, type ColunaRelatorio, coluna, type Relatorio } from '../relatorios/schemas.ts';
import type { EstadoCarne, EstadoLeite } from './carencia.ts';

export interface AnimalEmCarencia {
  identificacao: string;
  nome: string;
  leite: EstadoLeite | null;
  carne: EstadoCarne | null;
}

export const TITULO_CARENCIA = 'Em carência hoje';
/** Said in place of the table when no animal is in withdrawal. */
export const CARENCIA_VAZIA = 'Nenhum animal em carência.';

export const COLUNAS_CARENCIA: ColunaRelatorio[] = [
  coluna('identificacao', 'Identificação', 'texto'),
  coluna('nome', 'Nome', 'texto'),
  coluna('leite', 'Leite', 'texto'),
  coluna('medicamento', 'Medicamento', 'texto'),
  coluna('carne', 'Carne até', 'data'),
];

/** One animal as a row: the milk state as the ficha says it, the last day of the meat withdrawal (null: none). */
export function linhaDaCarencia(a: AnimalEmCarencia): Record<string, Celula> {
  return {
    identificacao: a.identificacao,
    nome: a.nome,
    leite: a.leite?.texto ?? null,
    medicamento: a.leite?.medicamento ?? a.carne?.medicamento ?? null,
    carne: a.carne?.ate ?? null,
  };
}

export function relatorioDaCarencia(
  itens: readonly AnimalEmCarencia[],
  fazenda: string,
  hoje: string,
  geradoEm: string,
): Relatorio {
  return {
    titulo: TITULO_CARENCIA,
    fazenda,
    periodo: `Em ${formatData(hoje)}`,
    geradoEm,
    colunas: COLUNAS_CARENCIA,
    linhas: itens.map(linhaDaCarencia),
    totais: {},
  };
}
