import { consulta, invalidate } from '../../api/invalidate.ts';
import { type FiltroEventos, sanidadeApi } from './api.ts';

/**
 * Every read of the Sanidade feature with its key, in one place: a screen reads `useResource(consultasSanidade.x(...))`,
 * a write invalidates `chavesSanidade.tudo` (a treatment changes the withdrawal list and the animal's ficha too).
 */
export const chavesSanidade = {
  tudo: ['sanidade'] as const,
  fazenda: (farmId: string) => ['sanidade', farmId] as const,
};

/** After a write of Sanidade (a form, a deletion, an import): every read of the feature again. */
export const recarregarSanidade = () => invalidate(chavesSanidade.tudo);

export const consultasSanidade = {
  medicamentos: (farmId: string) =>
    consulta([...chavesSanidade.fazenda(farmId), 'medicamentos'], (signal) =>
      sanidadeApi.medicamentos.listar(farmId, signal),
    ),
  eventos: (farmId: string, f: FiltroEventos) =>
    consulta([...chavesSanidade.fazenda(farmId), 'eventos', f], (signal) =>
      sanidadeApi.eventos.listar(farmId, f, signal),
    ),
  controles: (farmId: string, f: FiltroEventos) =>
    consulta([...chavesSanidade.fazenda(farmId), 'controles', f], (signal) =>
      sanidadeApi.controles.listar(farmId, f, signal),
    ),
  emCarencia: (farmId: string) =>
    consulta([...chavesSanidade.fazenda(farmId), 'carencia'], (signal) => sanidadeApi.emCarencia(farmId, signal)),
  animais: (farmId: string) =>
    consulta([...chavesSanidade.fazenda(farmId), 'animais'], (signal) => sanidadeApi.animais(farmId, signal)),
  doAnimal: (farmId: string, id: string) =>
    consulta([...chavesSanidade.fazenda(farmId), 'animal', id], (signal) => sanidadeApi.doAnimal(farmId, id, signal)),
};
