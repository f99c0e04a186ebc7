import { cadastros } from '../../../domain/api/cadastros.ts';
import type { Answer, CorpoDe } from '../../../domain/api/contrato.ts';
import { inventario as inv } from '../../../domain/api/inventario.ts';
import type { TipoDeCadastro } from '../../../domain/schemas/cadastros.ts';
import { pedir } from '../../api/pedir.ts';
import { useResource } from '../../api/use-resource.ts';
import { consultasInventario } from './queries.ts';

// Every request of the inventory, typed from its declarations (src/domain/api/inventario.ts); its reads and their
// keys are in queries.ts.
export type AnimaisResposta = Answer<typeof inv.animais.listar>;
export type AnimalInventario = AnimaisResposta['itens'][number];
export type TerrasResposta = Answer<typeof inv.terras.listar>;
export type Terra = TerrasResposta['itens'][number];
export type InstalacoesResposta = Answer<typeof inv.instalacoes.listar>;
export type Instalacao = InstalacoesResposta['itens'][number];
export type MaquinasResposta = Answer<typeof inv.maquinas.listar>;
export type Maquina = MaquinasResposta['itens'][number];

// What each add and edit sends: the input of the route's own schema (src/domain/inventario/schemas.ts).
export type AnimalNovo = CorpoDe<typeof inv.animais.criar>;
export type AnimalEdicao = CorpoDe<typeof inv.animais.editar>;
export type TerraNova = CorpoDe<typeof inv.terras.criar>;
export type TerraEdicao = CorpoDe<typeof inv.terras.editar>;
export type InstalacaoNova = CorpoDe<typeof inv.instalacoes.criar>;
export type InstalacaoEdicao = CorpoDe<typeof inv.instalacoes.editar>;
export type MaquinaNova = CorpoDe<typeof inv.maquinas.criar>;
export type MaquinaEdicao = CorpoDe<typeof inv.maquinas.editar>;

export const animaisApi = {
  listar: (farmId: string, signal?: AbortSignal) => pedir(inv.animais.listar, { params: { farmId } }, { signal }),
  criar: (farmId: string, json: AnimalNovo) => pedir(inv.animais.criar, { params: { farmId }, json }),
  salvar: (farmId: string, id: string, json: AnimalEdicao) =>
    pedir(inv.animais.editar, { params: { farmId, id }, json }),
  excluir: (farmId: string, id: string) => pedir(inv.animais.excluir, { params: { farmId, id } }),
  previaDoRebanho: (farmId: string) => pedir(inv.animais.previaDoRebanho, { params: { farmId }, query: {} }),
  atualizarPeloRebanho: (farmId: string) => pedir(inv.animais.atualizarPeloRebanho, { params: { farmId }, json: {} }),
};
export const terrasApi = {
  listar: (farmId: string, signal?: AbortSignal) => pedir(inv.terras.listar, { params: { farmId } }, { signal }),
  criar: (farmId: string, json: TerraNova) => pedir(inv.terras.criar, { params: { farmId }, json }),
  salvar: (farmId: string, id: string, json: TerraEdicao) => pedir(inv.terras.editar, { params: { farmId, id }, json }),
  excluir: (farmId: string, id: string, password: string) =>
    pedir(inv.terras.excluir, { params: { farmId, id }, json: { password } }),
};
export const instalacoesApi = {
  listar: (farmId: string, signal?: AbortSignal) => pedir(inv.instalacoes.listar, { params: { farmId } }, { signal }),
  criar: (farmId: string, json: InstalacaoNova) => pedir(inv.instalacoes.criar, { params: { farmId }, json }),
  salvar: (farmId: string, id: string, json: InstalacaoEdicao) =>
    pedir(inv.instalacoes.editar, { params: { farmId, id }, json }),
  excluir: (farmId: string, id: string, password: string) =>
    pedir(inv.instalacoes.excluir, { params: { farmId, id }, json: { password } }),
};
export const maquinasApi = {
  listar: (farmId: string, ano: number, signal?: AbortSignal) =>
    pedir(inv.maquinas.listar, { params: { farmId }, query: { ano } }, { signal }),
  criar: (farmId: string, json: MaquinaNova) => pedir(inv.maquinas.criar, { params: { farmId }, json }),
  salvar: (farmId: string, id: string, json: MaquinaEdicao) =>
    pedir(inv.maquinas.editar, { params: { farmId, id }, json }),
  excluir: (farmId: string, id: string, password: string) =>
    pedir(inv.maquinas.excluir, { params: { farmId, id }, json: { password } }),
};

// ---- registries (cadastros) ----

// Each registry is declared with its own path and fields (src/domain/api/cadastros.ts); a screen of any of them
// (CadastroPage) reads and writes it by `tipo`.
export function fetchRegistro(farmId: string, tipo: TipoDeCadastro, signal?: AbortSignal): Promise<RegistroItem[]> {
  return pedir(cadastros[tipo].listar, { params: { farmId } }, { signal });
}

/** A registry row: id, nome, and the registry's other text columns. */
export interface RegistroItem {
  id: string;
  nome: string;
  updatedAt: string;
  [campo: string]: string;
}

/** The body a registry screen sent, read by the registry's schema (the one its form checked): as declared. */
export const registrosApi = {
  criar: (farmId: string, tipo: TipoDeCadastro, json: Record<string, unknown>) => {
    const op = cadastros[tipo].criar;
    return pedir(op, { params: { farmId }, json: op.body.parse(json) });
  },
  salvar: (farmId: string, tipo: TipoDeCadastro, id: string, json: Record<string, unknown>) => {
    const op = cadastros[tipo].editar;
    return pedir(op, { params: { farmId, id }, json: op.body.parse(json) });
  },
  excluir: (farmId: string, tipo: TipoDeCadastro, id: string) =>
    pedir(cadastros[tipo].excluir, { params: { farmId, id } }),
};

export function useRegistro(farmId: string | undefined, tipo: TipoDeCadastro) {
  return useResource(farmId ? consultasInventario.registro(farmId, tipo) : null);
}

/** Names of a registry for a dropdown ([] while loading or when empty: the form falls back to free text). */
export function useNomes(farmId: string | undefined, tipo: TipoDeCadastro): { nomes: string[]; loading: boolean } {
  const r = useRegistro(farmId, tipo);
  return { nomes: (r.data ?? []).map((i) => i.nome), loading: r.loading };
}
