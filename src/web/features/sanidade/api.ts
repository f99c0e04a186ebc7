import type { z } from 'zod';
import type { Answer } from '../../../domain/api/contrato.ts';
import { sanidade } from '../../../domain/api/sanidade.ts';
import type {
  controleLeiteiroSchema,
  eventoSanitarioSchema,
  MedicamentoInput,
} from '../../../domain/sanidade/schemas.ts';
import { pedir } from '../../api/pedir.ts';
import { criarOuEditar } from '../../api/salvar.ts';

// Every request of the Sanidade feature, typed from its declarations (src/domain/api/sanidade.ts).
export type Medicamento = Answer<typeof sanidade.medicamentos.listar>[number];
export type EventosSanitarios = Answer<typeof sanidade.eventos.listar>;
export type EventoSanitario = EventosSanitarios['itens'][number];
export type EmCarencia = Answer<typeof sanidade.emCarencia>;
export type SanidadeDoAnimal = Answer<typeof sanidade.doAnimal>;
export type AnimalDaSanidade = Answer<typeof sanidade.animais>[number];
export type ControlesLeiteiros = Answer<typeof sanidade.controles.listar>;
export type ControleLeiteiro = ControlesLeiteiros['itens'][number];
/** A test day's body as sent (the form's draft: a result not given is null). */
export type ControleCorpo = Omit<z.input<typeof controleLeiteiroSchema>, 'id' | 'updatedAt'>;

/** A health list's query: page, animal, period and the search over every page (the server's buscaSanitariaQuery). */
export interface FiltroEventos {
  pagina?: number;
  q?: string;
  animalId?: string;
  de?: string;
  ate?: string;
}

type MedicamentoCorpo = Omit<MedicamentoInput, 'id' | 'updatedAt'>;
/** A health event's body as sent (the form's draft, closed lists as null when not given). */
export type EventoCorpo = Omit<z.input<typeof eventoSanitarioSchema>, 'id' | 'updatedAt'>;

export const sanidadeApi = {
  medicamentos: {
    listar: (farmId: string, signal?: AbortSignal) =>
      pedir(sanidade.medicamentos.listar, { params: { farmId } }, { signal }),
    excluir: (farmId: string, id: string) => pedir(sanidade.medicamentos.excluir, { params: { farmId, id } }),
    /** A new medicine with a device-made id (replayed offline), or the row read with its version. */
    salvar: (farmId: string, row: { id: string; updatedAt: string } | null | undefined, body: MedicamentoCorpo) =>
      criarOuEditar(
        row,
        body,
        (json) => pedir(sanidade.medicamentos.criar, { params: { farmId }, json }),
        (id, json) => pedir(sanidade.medicamentos.editar, { params: { farmId, id }, json }),
      ),
  },
  eventos: {
    listar: (farmId: string, f: FiltroEventos, signal?: AbortSignal) =>
      pedir(sanidade.eventos.listar, { params: { farmId }, query: f }, { signal }),
    excluir: (farmId: string, id: string) => pedir(sanidade.eventos.excluir, { params: { farmId, id } }),
    salvar: (farmId: string, row: { id: string; updatedAt: string } | null | undefined, body: EventoCorpo) =>
      criarOuEditar(
        row,
        body,
        (json) => pedir(sanidade.eventos.criar, { params: { farmId }, json }),
        (id, json) => pedir(sanidade.eventos.editar, { params: { farmId, id }, json }),
      ),
  },
  controles: {
    listar: (farmId: string, f: FiltroEventos, signal?: AbortSignal) =>
      pedir(sanidade.controles.listar, { params: { farmId }, query: f }, { signal }),
    excluir: (farmId: string, id: string) => pedir(sanidade.controles.excluir, { params: { farmId, id } }),
    salvar: (farmId: string, row: { id: string; updatedAt: string } | null | undefined, body: ControleCorpo) =>
      criarOuEditar(
        row,
        body,
        (json) => pedir(sanidade.controles.criar, { params: { farmId }, json }),
        (id, json) => pedir(sanidade.controles.editar, { params: { farmId, id }, json }),
      ),
  },
  emCarencia: (farmId: string, signal?: AbortSignal) => pedir(sanidade.emCarencia, { params: { farmId } }, { signal }),
  animais: (farmId: string, signal?: AbortSignal) => pedir(sanidade.animais, { params: { farmId } }, { signal }),
  doAnimal: (farmId: string, id: string, signal?: AbortSignal) =>
    pedir(sanidade.doAnimal, { params: { farmId, id } }, { signal }),
};
