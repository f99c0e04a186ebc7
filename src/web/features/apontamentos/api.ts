import type { z } from 'zod';
import type {
  animalRebanhoSchema,
  ListaDeAcao,
  LoteProducaoInput,
  listasDeAcaoSchema,
  producaoSchema,
  qualidadeSchema,
  reproducaoSchema,
} from '../../../domain/apontamentos/schemas.ts';
import { api, call, withSignal } from '../../api/client.ts';

export type AnimalBody = z.input<typeof animalRebanhoSchema>;
export type ProducaoBody = z.input<typeof producaoSchema>;
export type QualidadeBody = z.input<typeof qualidadeSchema>;
export type ReproducaoBody = z.input<typeof reproducaoSchema>;

// Every request of the records feature, typed from the server's routes (AppType); farmId goes in `param`.
const farm = (_farmId: string) => api.api.farms[':farmId'];

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
  animais: (farmId: string, query: { q?: string; situacao?: 'ativo' | 'vendido' | 'morto' | 'descartado' } = {}) =>
    call(farm(farmId).animais.$get({ param: { farmId }, query })),
  tiposAnimais: (farmId: string) =>
    call(api.api.farms[':farmId'].registros[':tipo'].$get({ param: { farmId, tipo: 'tipos-animais' } })) as Promise<
      { id: string; nome: string }[]
    >,
  criarAnimal: (farmId: string, json: AnimalBody) => call(farm(farmId).animais.$post({ param: { farmId }, json })),
  editarAnimal: (farmId: string, id: string, json: AnimalBody) =>
    call(farm(farmId).animais[':id'].$put({ param: { farmId, id }, json })),
  excluirAnimal: (farmId: string, id: string, comApontamentos = false) =>
    call(farm(farmId).animais[':id'].$delete({ param: { farmId, id }, json: { comApontamentos } })),
  ficha: (farmId: string, id: string) => call(farm(farmId).animais[':id'].ficha.$get({ param: { farmId, id } })),
  /** The lactation table of the last 12 months; one cow's lactations against the herd's curve. */
  lactacoes: (farmId: string) => call(farm(farmId).lactacoes.$get({ param: { farmId } })),
  lactacoesDaVaca: (farmId: string, id: string) => call(farm(farmId).lactacoes[':id'].$get({ param: { farmId, id } })),
  /** The last 12 months of milk quality as IN 76/2018 judges it (geometric means) and the open month's warnings. */
  mediasQualidade: (farmId: string) => call(farm(farmId).qualidade.medias.$get({ param: { farmId } })),

  // the records of the Apontamentos tabs by kind: the same four calls each
  producao: {
    list: (farmId, p, signal) =>
      call(farm(farmId).producao.$get({ param: { farmId }, query: pagina(p) }, withSignal(signal))),
    create: (farmId, json) => call(farm(farmId).producao.$post({ param: { farmId }, json })),
    update: (farmId, id, json) => call(farm(farmId).producao[':id'].$put({ param: { farmId, id }, json })),
    remove: (farmId, id) => call(farm(farmId).producao[':id'].$delete({ param: { farmId, id } })),
  } satisfies ApontamentoApi<ProducaoBody>,
  qualidade: {
    list: (farmId, p, signal) =>
      call(farm(farmId).qualidade.$get({ param: { farmId }, query: pagina(p) }, withSignal(signal))),
    create: (farmId, json) => call(farm(farmId).qualidade.$post({ param: { farmId }, json })),
    update: (farmId, id, json) => call(farm(farmId).qualidade[':id'].$put({ param: { farmId, id }, json })),
    remove: (farmId, id) => call(farm(farmId).qualidade[':id'].$delete({ param: { farmId, id } })),
  } satisfies ApontamentoApi<QualidadeBody>,
  reproducao: {
    list: (farmId, p, signal) =>
      call(farm(farmId).reproducao.$get({ param: { farmId }, query: pagina(p) }, withSignal(signal))),
    create: (farmId, json) => call(farm(farmId).reproducao.$post({ param: { farmId }, json })),
    update: (farmId, id, json) => call(farm(farmId).reproducao[':id'].$put({ param: { farmId, id }, json })),
    remove: (farmId, id) => call(farm(farmId).reproducao[':id'].$delete({ param: { farmId, id } })),
  } satisfies ApontamentoApi<ReproducaoBody>,

  lote: (farmId: string, data: string, ordenha: 'Manhã' | 'Tarde' | 'Noite') =>
    call(farm(farmId).producao.lote.$get({ param: { farmId }, query: { data, ordenha } })),
  salvarLote: (farmId: string, json: LoteProducaoInput) =>
    call(farm(farmId).producao.lote.$post({ param: { farmId }, json })),
  resumo: (farmId: string) => call(farm(farmId).producao.resumo.$get({ param: { farmId }, query: {} })),
  proximos: (farmId: string) => call(farm(farmId).reproducao.proximos.$get({ param: { farmId }, query: {} })),
  situacao: (farmId: string) => call(farm(farmId).reproducao.situacao.$get({ param: { farmId } })),
  /** Each female's computed reproductive state, the herd's summary and the lists she is on (Rebanho's columns). */
  estadoRebanho: (farmId: string) => call(farm(farmId).rebanho.estado.$get({ param: { farmId } })),
  /** The week's action lists, as JSON. */
  listas: (farmId: string) =>
    call(farm(farmId).rebanho.listas.$get({ param: { farmId }, query: {} })) as Promise<
      z.output<typeof listasDeAcaoSchema>
    >,
  /** One list (or all) as the reports' file, for BotoesExportar. */
  listasArquivo: (farmId: string, formato: 'csv' | 'pdf' | 'xlsx', lista?: ListaDeAcao) =>
    farm(farmId).rebanho.listas.$get({ param: { farmId }, query: { formato, ...(lista ? { lista } : {}) } }),
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
