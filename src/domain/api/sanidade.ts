import { z } from 'zod';
import { historicoQuery } from '../apontamentos/schemas.ts';
import {
  animaisDaSanidadeSchema,
  emCarenciaSchema,
  listaControlesLeiteirosSchema,
  listaEventosSanitariosSchema,
  medicamentoRespostaSchema,
  sanidadeDoAnimalSchema,
} from '../sanidade/respostas.ts';
import {
  controleLeiteiroLinhaSchema,
  controleLeiteiroSchema,
  eventoSanitarioLinhaSchema,
  eventoSanitarioSchema,
  medicamentoSchema,
} from '../sanidade/schemas.ts';
import { okSchema } from '../schemas/common.ts';
import { idParam, operacao, recursoCrud } from './contrato.ts';

/**
 * Sanidade (issue 39), every operation declared once: the server implements these (src/server/routes/sanidade), the
 * web calls them (src/web/features/sanidade/api.ts), openapi.json describes them. Every route is the `health`
 * module's; cost figures (a medicine's, an event's) are Financeiro's and left out for a caller without it (`retidos`).
 */
const base = '/api/farms/:farmId';

/**
 * A health list's filters: the histories' (page, animal, period) and `q`, the free-text search over every page
 * (the animal's ear tag and name, and the record's words: kind, reason, medicine, vaccine, exam, who treated), case
 * and accents ignored as every list's search (`contem`).
 */
export const buscaSanitariaQuery = historicoQuery.extend({
  q: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().trim().max(120, 'Use no máximo 120 caracteres.').optional(),
  ),
});
export type BuscaSanitaria = z.infer<typeof buscaSanitariaQuery>;

/** A record kind's list (by animal and period, paged) and writes; its body is a pipe, so not recursoCrud. */
function registros<const P extends string, B extends z.ZodType, L extends z.ZodType, I extends z.ZodType>(
  path: P,
  body: B,
  linha: L,
  lista: I,
) {
  return {
    listar: operacao({ method: 'GET', path, query: buscaSanitariaQuery, answers: { 200: lista } }),
    criar: operacao({ method: 'POST', path, body, answers: { 200: linha, 201: linha } }),
    editar: operacao({ method: 'PUT', path: `${path}/:id`, params: idParam, body, answers: { 200: linha } }),
    excluir: operacao({ method: 'DELETE', path: `${path}/:id`, params: idParam, answers: { 200: okSchema } }),
  };
}

export const sanidade = {
  /** The farm's medicines with the label's withdrawals (a delete of one used in an event: 409). */
  medicamentos: recursoCrud(`${base}/medicamentos`, {
    schema: medicamentoSchema,
    linha: medicamentoRespostaSchema,
    lista: z.array(medicamentoRespostaSchema),
  }),
  /** Treatments, vaccinations, exams and clinical mastitis of the animals. */
  eventos: registros(
    `${base}/eventos-sanitarios`,
    eventoSanitarioSchema,
    eventoSanitarioLinhaSchema,
    listaEventosSanitariosSchema,
  ),
  /** The milk-recording lab's test-day results, per cow and date. */
  controles: registros(
    `${base}/controle-leiteiro`,
    controleLeiteiroSchema,
    controleLeiteiroLinhaSchema,
    listaControlesLeiteirosSchema,
  ),
  /** 'Em carência hoje': the animals whose milk or meat is in withdrawal on the farm's today, and until when. */
  emCarencia: operacao({ method: 'GET', path: `${base}/sanidade/carencia`, answers: { 200: emCarenciaSchema } }),
  /** The farm's animals (every situação) for the health forms' picker, by ear tag. */
  animais: operacao({ method: 'GET', path: `${base}/sanidade/animais`, answers: { 200: animaisDaSanidadeSchema } }),
  /** One animal's health for her ficha: withdrawal state today, events, CCS history. */
  doAnimal: operacao({
    method: 'GET',
    path: `${base}/sanidade/animais/:id`,
    params: idParam,
    answers: { 200: sanidadeDoAnimalSchema },
  }),
};
