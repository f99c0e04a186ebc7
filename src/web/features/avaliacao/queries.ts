import { consulta, invalidate } from '../../api/invalidate.ts';
import { avaliacaoApi } from './api.ts';

/**
 * Every read of the assessment with its key, in one place (issue 41 item 4): a screen reads
 * `useResource(consultasAvaliacao.x(...))`, a save invalidates by key, and no key is written where it is read.
 * Tuples, matched by prefix: ['avaliacao'] ⊃ ['avaliacao', farmId] ⊃ ['avaliacao', farmId, 'ano', ano].
 */
export const chavesAvaliacao = {
  tudo: ['avaliacao'] as const,
  fazenda: (farmId: string) => ['avaliacao', farmId] as const,
  /** The farm's assessments, year by year (the year picker and the Análise Final's comparison). */
  lista: (farmId: string) => ['avaliacao', farmId, 'lista'] as const,
  /** One year's draft as saved. */
  ano: (farmId: string, ano: number) => ['avaliacao', farmId, 'ano', ano] as const,
  /** What the farm's own records suggest for a year (and the years with data). */
  sugestao: (farmId: string, ano: number) => ['avaliacao', farmId, 'sugestao', ano] as const,
};

export const consultasAvaliacao = {
  lista: (farmId: string) => consulta(chavesAvaliacao.lista(farmId), (signal) => avaliacaoApi.listar(farmId, signal)),
  /** The year's draft, or null when none was saved yet. */
  rascunho: (farmId: string, ano: number) =>
    consulta(chavesAvaliacao.ano(farmId, ano), (signal) => avaliacaoApi.ler(farmId, ano, signal)),
  sugestao: (farmId: string, ano: number) =>
    consulta(chavesAvaliacao.sugestao(farmId, ano), (signal) => avaliacaoApi.sugestao(farmId, ano, signal)),
};

/** After a save of the year: the list and the year's draft are read again (the wizard mounted again reads it saved). */
export function aposSalvar(farmId: string, ano: number): void {
  invalidate(chavesAvaliacao.lista(farmId));
  invalidate(chavesAvaliacao.ano(farmId, ano));
}
