import type { z } from 'zod';
import { apontamentos as op } from '../../../domain/api/apontamentos.ts';
import type { QueryDe } from '../../../domain/api/contrato.ts';
import type {
  animalRebanhoSchema,
  ListaDeAcao,
  LoteProducaoInput,
  producaoSchema,
  qualidadeSchema,
  reproducaoSchema,
} from '../../../domain/apontamentos/schemas.ts';
import { enviarPedido, pedir } from '../../api/pedir.ts';

export type AnimalBody = z.input<typeof animalRebanhoSchema>;
export type ProducaoBody = z.input<typeof producaoSchema>;
export type QualidadeBody = z.input<typeof qualidadeSchema>;
export type ReproducaoBody = z.input<typeof reproducaoSchema>;

// Every request of the records feature, typed from its declarations (src/domain/api/apontamentos.ts).

export type Pagina<T> = { itens: T[]; pagina: number; porPagina: number; temMais: boolean };

/** What a kind of record asks of its API (`TipoDeApontamento` in apontamento-tab.tsx): a page of its rows R, its writes of B. */
export interface ApontamentoApi<B, R = { id: string }> {
  /** `signal`: the screen stopped waiting (another page), the request is aborted. */
  list(farmId: string, pagina: number, signal?: AbortSignal): Promise<Pagina<R>>;
  create(farmId: string, json: B): Promise<unknown>;
  update(farmId: string, id: string, json: B): Promise<unknown>;
  remove(farmId: string, id: string): Promise<unknown>;
}

const pagina = (p: number) => ({ pagina: String(p), porPagina: '20' });

export const apontamentosApi = {
  animais: (farmId: string, query: QueryDe<typeof op.animais.listar> = {}, signal?: AbortSignal) =>
    pedir(op.animais.listar, { params: { farmId }, query }, { signal }),
  criarAnimal: (farmId: string, json: AnimalBody) => pedir(op.animais.criar, { params: { farmId }, json }),
  editarAnimal: (farmId: string, id: string, json: AnimalBody) =>
    pedir(op.animais.editar, { params: { farmId, id }, json }),
  excluirAnimal: (farmId: string, id: string, comApontamentos = false) =>
    pedir(op.animais.excluir, { params: { farmId, id }, json: { comApontamentos } }),
  ficha: (farmId: string, id: string, signal?: AbortSignal) =>
    pedir(op.animais.ficha, { params: { farmId, id } }, { signal }),
  /** The lactation table of the last 12 months; one cow's lactations against the herd's curve. */
  lactacoes: (farmId: string, signal?: AbortSignal) => pedir(op.lactacoes.tabela, { params: { farmId } }, { signal }),
  lactacoesDaVaca: (farmId: string, id: string, signal?: AbortSignal) =>
    pedir(op.lactacoes.daVaca, { params: { farmId, id } }, { signal }),
  /** The last 12 months of milk quality as IN 76/2018 judges it (geometric means) and the open month's warnings. */
  mediasQualidade: (farmId: string, signal?: AbortSignal) =>
    pedir(op.qualidade.medias, { params: { farmId } }, { signal }),

  // the records of the Apontamentos tabs by kind: the same four calls each
  producao: {
    list: (farmId, p, signal) => pedir(op.producao.listar, { params: { farmId }, query: pagina(p) }, { signal }),
    create: (farmId, json) => pedir(op.producao.criar, { params: { farmId }, json }),
    update: (farmId, id, json) => pedir(op.producao.editar, { params: { farmId, id }, json }),
    remove: (farmId, id) => pedir(op.producao.excluir, { params: { farmId, id } }),
  } satisfies ApontamentoApi<ProducaoBody>,
  qualidade: {
    list: (farmId, p, signal) => pedir(op.qualidade.listar, { params: { farmId }, query: pagina(p) }, { signal }),
    create: (farmId, json) => pedir(op.qualidade.criar, { params: { farmId }, json }),
    update: (farmId, id, json) => pedir(op.qualidade.editar, { params: { farmId, id }, json }),
    remove: (farmId, id) => pedir(op.qualidade.excluir, { params: { farmId, id } }),
  } satisfies ApontamentoApi<QualidadeBody>,
  reproducao: {
    list: (farmId, p, signal) => pedir(op.reproducao.listar, { params: { farmId }, query: pagina(p) }, { signal }),
    create: (farmId, json) => pedir(op.reproducao.criar, { params: { farmId }, json }),
    update: (farmId, id, json) => pedir(op.reproducao.editar, { params: { farmId, id }, json }),
    remove: (farmId, id) => pedir(op.reproducao.excluir, { params: { farmId, id } }),
  } satisfies ApontamentoApi<ReproducaoBody>,

  lote: (farmId: string, data: string, ordenha: 'Manhã' | 'Tarde' | 'Noite', signal?: AbortSignal) =>
    pedir(op.producao.lote, { params: { farmId }, query: { data, ordenha } }, { signal }),
  salvarLote: (farmId: string, json: LoteProducaoInput) => pedir(op.producao.salvarLote, { params: { farmId }, json }),
  resumo: (farmId: string, signal?: AbortSignal) =>
    pedir(op.producao.resumo, { params: { farmId }, query: {} }, { signal }),
  proximos: (farmId: string, signal?: AbortSignal) =>
    pedir(op.reproducao.proximos, { params: { farmId }, query: {} }, { signal }),
  situacao: (farmId: string, signal?: AbortSignal) => pedir(op.reproducao.situacao, { params: { farmId } }, { signal }),
  /** Each female's computed reproductive state, the herd's summary and the lists she is on (Rebanho's columns). */
  estadoRebanho: (farmId: string, signal?: AbortSignal) => pedir(op.rebanho.estado, { params: { farmId } }, { signal }),
  /** The week's action lists, as JSON. */
  listas: (farmId: string, signal?: AbortSignal) =>
    pedir(op.rebanho.listas, { params: { farmId }, query: {} }, { signal }),
  /** One list (or all) as the reports' file, for BotoesExportar. */
  listasArquivo: (farmId: string, formato: 'csv' | 'pdf' | 'xlsx', lista?: ListaDeAcao) =>
    enviarPedido(op.rebanho.listas, { params: { farmId }, query: { formato, ...(lista ? { lista } : {}) } }),
};

export type AnimalRebanho = Awaited<ReturnType<typeof apontamentosApi.animais>>[number];
export type Ficha = Awaited<ReturnType<typeof apontamentosApi.ficha>>;
export type ProducaoRow = Awaited<ReturnType<typeof apontamentosApi.producao.list>>['itens'][number];
export type QualidadeRow = Awaited<ReturnType<typeof apontamentosApi.qualidade.list>>['itens'][number];
export type ReproducaoRow = Awaited<ReturnType<typeof apontamentosApi.reproducao.list>>['itens'][number];
export type LoteVaca = Awaited<ReturnType<typeof apontamentosApi.lote>>['vacas'][number];
export type Resumo = Awaited<ReturnType<typeof apontamentosApi.resumo>>;
export type SituacaoRow = Awaited<ReturnType<typeof apontamentosApi.situacao>>[number];
export type ProximoEventoRow = Awaited<ReturnType<typeof apontamentosApi.proximos>>['eventos'][number];
export type EstadoDoRebanho = Awaited<ReturnType<typeof apontamentosApi.estadoRebanho>>;
export type EstadoDaFemea = EstadoDoRebanho['animais'][number];
export type ListasDeAcao = Awaited<ReturnType<typeof apontamentosApi.listas>>;
