import { z } from 'zod';
import { ORDENHAS } from '../apontamentos/schemas.ts';
import type { Parte } from '../retidos.ts';
import { dataResposta, descreve, paginaDe, retidosSchema } from '../schemas/common.ts';
import type { EstadoCarne, EstadoLeite } from './carencia.ts';
import { controleLeiteiroLinhaSchema, eventoSanitarioLinhaSchema, medicamentoLinhaSchema } from './schemas.ts';

/**
 * What Sanidade's routes answer (src/domain/api/sanidade.ts). Cost figures are Financeiro's data (docs/PRODUTO.md
 * §Permissões: each part of an answer follows the module of its data): a caller without it gets the row without them
 * and `retidos` naming them (src/domain/retidos.ts), never a zero.
 */

/** The cost parts of a medicine and of a health event: Financeiro's. */
export const PARTES_DE_CUSTO: readonly Parte[] = [{ parte: 'custoCentavos', modulos: ['financial'] }];

/** A medicine as answered: its cost per unit only for a caller with Financeiro. */
export const medicamentoRespostaSchema = medicamentoLinhaSchema.extend({
  custoCentavos: medicamentoLinhaSchema.shape.custoCentavos.optional(),
  retidos: retidosSchema,
});

/** A health event in the list: the animal's ear tag and name, the medicine's name and, with Financeiro, its cost. */
export const eventoSanitarioItemSchema = eventoSanitarioLinhaSchema.extend({
  animal: z.string(),
  animalNome: z.string(),
  medicamento: z.string().nullable(),
  custoCentavos: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('Dose × dias × custo por unidade do medicamento, em centavos; null sem custo informado.'),
  retidos: retidosSchema,
});
export const listaEventosSanitariosSchema = paginaDe(eventoSanitarioItemSchema);

/** A test day's result in the list, with the cow's ear tag and the linear score of its CCS. */
export const controleLeiteiroItemSchema = controleLeiteiroLinhaSchema.extend({
  animal: z.string(),
  animalNome: z.string(),
  escore: z.number().nullable().describe('Escore linear: log2(CCS / 100 000) + 3 (Ali & Shook, 1980).'),
});
export const listaControlesLeiteirosSchema = paginaDe(controleLeiteiroItemSchema);

const momentoSchema = z.object({ data: dataResposta, ordenha: z.enum(ORDENHAS) });

export const estadoLeiteSchema = descreve<EstadoLeite>()(
  z.object({
    ate: momentoSchema,
    motivo: z.enum(['Tratamento', 'Colostro']),
    medicamento: z.string().nullable(),
    texto: z.string().describe("'em carência de leite até 03/12 (manhã)'"),
    marca: z.string(),
  }),
);
export const estadoCarneSchema = descreve<EstadoCarne>()(
  z.object({ ate: dataResposta, medicamento: z.string(), texto: z.string() }),
);

/** The farm's animals in withdrawal on its today ('Em carência hoje') and until when. */
export const emCarenciaSchema = z.object({
  hoje: dataResposta,
  animais: z.array(
    z.object({
      animalId: z.string(),
      identificacao: z.string(),
      nome: z.string(),
      leite: estadoLeiteSchema.nullable(),
      carne: estadoCarneSchema.nullable(),
    }),
  ),
});

/** One animal's health: the withdrawal state today, her events (newest first) and her test days (CCS history). */
export const sanidadeDoAnimalSchema = z.object({
  hoje: dataResposta,
  leite: estadoLeiteSchema.nullable(),
  carne: estadoCarneSchema.nullable(),
  eventos: z.array(eventoSanitarioLinhaSchema.extend({ medicamento: z.string().nullable() })),
  controles: z.array(controleLeiteiroLinhaSchema.extend({ escore: z.number().nullable() })),
});

/** The farm's animals for the health forms' picker (the health module reads them without the herd's modules). */
export const animaisDaSanidadeSchema = z.array(
  z.object({
    id: z.string(),
    identificacao: z.string(),
    nome: z.string(),
    sexo: z.string().describe("'F' ou 'M'."),
    dataNascimento: dataResposta.nullable(),
    situacao: z.string().describe('ativo, vendido, morto ou descartado.'),
  }),
);
