import type { TipoDeCadastro } from '../../../domain/schemas/cadastros.ts';
import { consulta, invalidate } from '../../api/invalidate.ts';
import { animaisApi, fetchRegistro, instalacoesApi, maquinasApi, terrasApi } from './api.ts';

/**
 * Every read of the inventory with its key, in one place (issue 41 item 4): a screen reads
 * `useResource(consultasInventario.x(...))`, a write invalidates by key (`invalidate(chavesInventario.tudo)`), and no
 * key is written where it is read. Tuples, matched by prefix: ['inventario'] ⊃ ['inventario', farmId] ⊃
 * ['inventario', farmId, 'maquinas'] ⊃ [..., ano].
 */
export const chavesInventario = {
  /** Every inventory read of every farm: a save reloads the lists, their summaries and the registries' dropdowns. */
  tudo: ['inventario'] as const,
  fazenda: (farmId: string) => ['inventario', farmId] as const,
  recurso: (farmId: string, recurso: string) => ['inventario', farmId, recurso] as const,
};

/** After a write: reads every inventory list, summary and registry again (the key's prefix). */
export const recarregarInventario = () => invalidate(chavesInventario.tudo);

export const consultasInventario = {
  animais: (farmId: string) =>
    consulta(chavesInventario.recurso(farmId, 'animais'), (signal) => animaisApi.listar(farmId, signal)),
  terras: (farmId: string) =>
    consulta(chavesInventario.recurso(farmId, 'terras'), (signal) => terrasApi.listar(farmId, signal)),
  instalacoes: (farmId: string) =>
    consulta(chavesInventario.recurso(farmId, 'instalacoes'), (signal) => instalacoesApi.listar(farmId, signal)),
  /** The machines of one year. */
  maquinas: (farmId: string, ano: number) =>
    consulta([...chavesInventario.recurso(farmId, 'maquinas'), ano], (signal) =>
      maquinasApi.listar(farmId, ano, signal),
    ),
  /** A registry's rows (the dropdowns of the four screens and the registry's own screen). */
  registro: (farmId: string, tipo: TipoDeCadastro) =>
    consulta([...chavesInventario.recurso(farmId, 'registro'), tipo], (signal) => fetchRegistro(farmId, tipo, signal)),
};
