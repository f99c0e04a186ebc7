import { consulta } from '../../api/invalidate.ts';
import { type ApontamentoApi, apontamentosApi } from './api.ts';

/** The feature's resources, each a path under /api/farms/:farmId ('rebanho': the herd's state and action lists). */
export type RecursoDeApontamentos =
  | 'animais'
  | 'producao'
  | 'qualidade'
  | 'reproducao'
  | 'lactacoes'
  | 'rebanho'
  | 'tipos-animais';

/**
 * Every read of the herd register and the records with its key, in one place (issue 41 item 4): a screen reads
 * `useResource(consultasApontamentos.x(...))`, a write invalidates by key (`invalidate(chavesApontamentos.recurso(
 * farmId, 'producao'))`), and no key is written where it is read. Tuples, matched by prefix: ['apontamentos'] ⊃
 * ['apontamentos', farmId] ⊃ ['apontamentos', farmId, 'producao'] ⊃ [..., 'lote', data, ordenha].
 */
export const chavesApontamentos = {
  tudo: ['apontamentos'] as const,
  fazenda: (farmId: string) => ['apontamentos', farmId] as const,
  recurso: (farmId: string, recurso: RecursoDeApontamentos) => ['apontamentos', farmId, recurso] as const,
};

const chave = chavesApontamentos.recurso;

export const consultasApontamentos = {
  /** The herd register (every selector of an animal). */
  animais: (farmId: string) => consulta(chave(farmId, 'animais'), (s) => apontamentosApi.animais(farmId, {}, s)),
  /** An animal's ficha técnica (reloaded with the register). */
  ficha: (farmId: string, id: string) =>
    consulta([...chave(farmId, 'animais'), 'ficha', id], (s) => apontamentosApi.ficha(farmId, id, s)),
  /** A page of a kind's history (`recurso`: the kind's path, `api` its calls). */
  historico: <R>(
    farmId: string,
    recurso: RecursoDeApontamentos,
    pagina: number,
    listar: ApontamentoApi<unknown, R>['list'],
  ) => consulta([...chave(farmId, recurso), 'lista', pagina], (s) => listar(farmId, pagina, s)),
  /** The day's batch of one milking, with the parlour's marks. */
  lote: (farmId: string, data: string, ordenha: 'Manhã' | 'Tarde' | 'Noite') =>
    consulta([...chave(farmId, 'producao'), 'lote', data, ordenha], (s) =>
      apontamentosApi.lote(farmId, data, ordenha, s),
    ),
  resumo: (farmId: string) =>
    consulta([...chave(farmId, 'producao'), 'resumo'], (s) => apontamentosApi.resumo(farmId, s)),
  proximos: (farmId: string) =>
    consulta([...chave(farmId, 'reproducao'), 'proximos'], (s) => apontamentosApi.proximos(farmId, s)),
  /** What the pickers read of each animal (first Parto, in milk): a new event reloads it. */
  situacao: (farmId: string) =>
    consulta([...chave(farmId, 'reproducao'), 'situacao'], (s) => apontamentosApi.situacao(farmId, s)),
  /** Rebanho's state columns and the week's action lists. */
  estado: (farmId: string) =>
    consulta([...chave(farmId, 'rebanho'), 'estado'], (s) => apontamentosApi.estadoRebanho(farmId, s)),
  listas: (farmId: string) =>
    consulta([...chave(farmId, 'rebanho'), 'listas'], (s) => apontamentosApi.listas(farmId, s)),
  mediasQualidade: (farmId: string) =>
    consulta([...chave(farmId, 'qualidade'), 'medias'], (s) => apontamentosApi.mediasQualidade(farmId, s)),
  lactacoes: (farmId: string) => consulta(chave(farmId, 'lactacoes'), (s) => apontamentosApi.lactacoes(farmId, s)),
  lactacoesDaVaca: (farmId: string, id: string) =>
    consulta([...chave(farmId, 'lactacoes'), 'vaca', id], (s) => apontamentosApi.lactacoesDaVaca(farmId, id, s)),
};
