import type { z } from 'zod';
import type {
  animalEdicaoSchema,
  animalNovoSchema,
  instalacaoEdicaoSchema,
  instalacaoNovaSchema,
  maquinaEdicaoSchema,
  maquinaNovaSchema,
  terraEdicaoSchema,
  terraNovaSchema,
} from '../../../domain/inventario/schemas.ts';
import type { TipoDeCadastro } from '../../../domain/schemas/cadastros.ts';
import { api, call } from '../../api/client.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';

// The inventory's calls, all through the one typed client. Keys start with 'inventario:' so a save reloads them.
const farms = api.api.farms[':farmId'];
const inv = farms.inventario;

export function fetchAnimais(farmId: string) {
  return call(inv.animais.$get({ param: { farmId } }));
}
export function fetchTerras(farmId: string) {
  return call(inv.terras.$get({ param: { farmId } }));
}
export function fetchInstalacoes(farmId: string) {
  return call(inv.instalacoes.$get({ param: { farmId } }));
}
export function fetchMaquinas(farmId: string, ano: number) {
  return call(inv.maquinas.$get({ param: { farmId }, query: { ano: String(ano) } }));
}

export type AnimaisResposta = Awaited<ReturnType<typeof fetchAnimais>>;
export type AnimalInventario = AnimaisResposta['itens'][number];
export type TerrasResposta = Awaited<ReturnType<typeof fetchTerras>>;
export type Terra = TerrasResposta['itens'][number];
export type InstalacoesResposta = Awaited<ReturnType<typeof fetchInstalacoes>>;
export type Instalacao = InstalacoesResposta['itens'][number];
export type MaquinasResposta = Awaited<ReturnType<typeof fetchMaquinas>>;
export type Maquina = MaquinasResposta['itens'][number];

// What each add and edit sends: the input of the route's own schema (src/domain/inventario/schemas.ts).
export type AnimalNovo = z.input<typeof animalNovoSchema>;
export type AnimalEdicao = z.input<typeof animalEdicaoSchema>;
export type TerraNova = z.input<typeof terraNovaSchema>;
export type TerraEdicao = z.input<typeof terraEdicaoSchema>;
export type InstalacaoNova = z.input<typeof instalacaoNovaSchema>;
export type InstalacaoEdicao = z.input<typeof instalacaoEdicaoSchema>;
export type MaquinaNova = z.input<typeof maquinaNovaSchema>;
export type MaquinaEdicao = z.input<typeof maquinaEdicaoSchema>;

export const animaisApi = {
  criar: (farmId: string, json: AnimalNovo) => call(inv.animais.$post({ param: { farmId }, json })),
  salvar: (farmId: string, id: string, json: AnimalEdicao) =>
    call(inv.animais[':id'].$put({ param: { farmId, id }, json })),
  excluir: (farmId: string, id: string) => call(inv.animais[':id'].$delete({ param: { farmId, id } })),
  previaDoRebanho: (farmId: string) =>
    call(inv.animais['atualizar-pelo-rebanho'].$get({ param: { farmId }, query: {} })),
  atualizarPeloRebanho: (farmId: string) =>
    call(inv.animais['atualizar-pelo-rebanho'].$post({ param: { farmId }, json: {} })),
};
export const terrasApi = {
  criar: (farmId: string, json: TerraNova) => call(inv.terras.$post({ param: { farmId }, json })),
  salvar: (farmId: string, id: string, json: TerraEdicao) =>
    call(inv.terras[':id'].$put({ param: { farmId, id }, json })),
  excluir: (farmId: string, id: string, password: string) =>
    call(inv.terras[':id'].$delete({ param: { farmId, id }, json: { password } })),
};
export const instalacoesApi = {
  criar: (farmId: string, json: InstalacaoNova) => call(inv.instalacoes.$post({ param: { farmId }, json })),
  salvar: (farmId: string, id: string, json: InstalacaoEdicao) =>
    call(inv.instalacoes[':id'].$put({ param: { farmId, id }, json })),
  excluir: (farmId: string, id: string, password: string) =>
    call(inv.instalacoes[':id'].$delete({ param: { farmId, id }, json: { password } })),
};
export const maquinasApi = {
  criar: (farmId: string, json: MaquinaNova) => call(inv.maquinas.$post({ param: { farmId }, json })),
  salvar: (farmId: string, id: string, json: MaquinaEdicao) =>
    call(inv.maquinas[':id'].$put({ param: { farmId, id }, json })),
  excluir: (farmId: string, id: string, password: string) =>
    call(inv.maquinas[':id'].$delete({ param: { farmId, id }, json: { password } })),
};

// ---- registries (cadastros) ----

const registros = farms.registros[':tipo'];

export function fetchRegistro(farmId: string, tipo: TipoDeCadastro) {
  return call(registros.$get({ param: { farmId, tipo } })) as Promise<RegistroItem[]>;
}

/** A registry row: id, nome, and the registry's other text columns. */
export interface RegistroItem {
  id: string;
  nome: string;
  updatedAt: string;
  [campo: string]: string;
}

export const registrosApi = {
  criar: (farmId: string, tipo: TipoDeCadastro, json: Record<string, unknown>) =>
    call(registros.$post({ param: { farmId, tipo }, json })),
  salvar: (farmId: string, tipo: TipoDeCadastro, id: string, json: Record<string, unknown>) =>
    call(registros[':id'].$put({ param: { farmId, tipo, id }, json })),
  excluir: (farmId: string, tipo: TipoDeCadastro, id: string) =>
    call(registros[':id'].$delete({ param: { farmId, tipo, id } })),
};

export const chaveRegistro = (farmId: string, tipo: TipoDeCadastro) => `inventario:registro:${farmId}:${tipo}`;

export function useRegistro(farmId: string | undefined, tipo: TipoDeCadastro) {
  return useResource(farmId ? chaveRegistro(farmId, tipo) : null, () => fetchRegistro(farmId as string, tipo));
}

/** Names of a registry for a dropdown ([] while loading or when empty: the form falls back to free text). */
export function useNomes(farmId: string | undefined, tipo: TipoDeCadastro): { nomes: string[]; loading: boolean } {
  const r = useRegistro(farmId, tipo);
  return { nomes: (r.data ?? []).map((i) => i.nome), loading: r.loading };
}

export function recarregar(): void {
  invalidate('inventario:');
}
