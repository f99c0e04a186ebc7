import { z } from 'zod';
import {
  animalEdicaoSchema,
  animalItemSchema,
  animalNovoSchema,
  atualizacaoPeloRebanhoSchema,
  instalacaoEdicaoSchema,
  instalacaoItemSchema,
  instalacaoNovaSchema,
  listaAnimaisSchema,
  listaInstalacoesSchema,
  listaMaquinasSchema,
  listaTerrasSchema,
  maquinaEdicaoSchema,
  maquinaItemSchema,
  maquinaNovaSchema,
  terraEdicaoSchema,
  terraItemSchema,
  terraNovaSchema,
} from '../inventario/schemas.ts';
import { exclusaoComSenhaSchema, okSchema } from '../schemas/common.ts';
import { idParam, operacao } from './contrato.ts';

/**
 * Inventory / PAEZ valuation (issue 5), every operation declared once: the server implements these
 * (src/server/routes/inventario), the web calls them (src/web/features/inventario/api.ts), openapi.json describes them.
 */
const base = '/api/farms/:farmId/inventario';

/**
 * An inventory item: its list (the farm's rate, the items with their derived figures and the summary cards), the add
 * form's create (idempotent by the client's id: 201, or 200 for a replay), the inline edit (versioned) and the delete
 * (plain confirm, or the user's password when `exclusao` asks it). No GET of one item: the screens read the list.
 * Create and edit have their own rules (docs/PRODUTO.md §Inventário), so each has its schema.
 */
function itemDoInventario<
  const P extends string,
  N extends z.ZodType,
  E extends z.ZodType,
  I extends z.ZodType,
  L extends z.ZodType,
  F extends z.ZodType | undefined = undefined,
  X extends z.ZodType | undefined = undefined,
>(path: P, cfg: { novo: N; edicao: E; item: I; lista: L; filtro?: F; exclusao?: X }) {
  const item = `${path}/:id` as const;
  return {
    listar: operacao({ method: 'GET', path, query: cfg.filtro as F, answers: { 200: cfg.lista } }),
    criar: operacao({ method: 'POST', path, body: cfg.novo, answers: { 200: cfg.item, 201: cfg.item } }),
    editar: operacao({ method: 'PUT', path: item, params: idParam, body: cfg.edicao, answers: { 200: cfg.item } }),
    excluir: operacao({
      method: 'DELETE',
      path: item,
      params: idParam,
      body: cfg.exclusao as X,
      answers: { 200: okSchema },
    }),
  };
}

const anoSync = z
  .number({ error: 'Ano inválido.' })
  .int('Ano inválido.')
  .min(2000, 'Ano inválido.')
  .max(2100, 'Ano inválido.');

/** The machines' year (?ano=, default the farm's current one). */
const anoDasMaquinas = z.object({
  ano: z.coerce.number({ error: 'Ano inválido.' }).int('Ano inválido.').min(2000, 'Ano inválido.').max(2100).optional(),
});

export const inventario = {
  /** Animals (module `animals`): plain-confirm delete, and 'Atualizar pelo rebanho'. */
  animais: {
    ...itemDoInventario(`${base}/animais`, {
      novo: animalNovoSchema,
      edicao: animalEdicaoSchema,
      item: animalItemSchema,
      lista: listaAnimaisSchema,
    }),
    /** What 'Atualizar pelo rebanho' would change (type: before → after); the screen asks before the POST. */
    previaDoRebanho: operacao({
      method: 'GET',
      path: `${base}/animais/atualizar-pelo-rebanho`,
      // The same year, for the preview (a GET: a question, never queued offline as a change).
      query: z.object({ ano: z.coerce.number({ error: 'Ano inválido.' }).pipe(anoSync).optional() }),
      answers: { 200: atualizacaoPeloRebanhoSchema },
    }),
    /** Sets each type's quantity from the herd's active animals, for the year (default: the farm's current one). */
    atualizarPeloRebanho: operacao({
      method: 'POST',
      path: `${base}/animais/atualizar-pelo-rebanho`,
      // nothing else than the year is accepted, so a stray body is refused
      body: z.strictObject({ ano: anoSync.optional() }),
      answers: { 200: atualizacaoPeloRebanhoSchema },
    }),
  },
  /** Land areas (module `lands`); the delete asks the user's password. */
  terras: itemDoInventario(`${base}/terras`, {
    novo: terraNovaSchema,
    edicao: terraEdicaoSchema,
    item: terraItemSchema,
    lista: listaTerrasSchema,
    exclusao: exclusaoComSenhaSchema,
  }),
  /** Facilities (module `facilities`); the delete asks the user's password. */
  instalacoes: itemDoInventario(`${base}/instalacoes`, {
    novo: instalacaoNovaSchema,
    edicao: instalacaoEdicaoSchema,
    item: instalacaoItemSchema,
    lista: listaInstalacoesSchema,
    exclusao: exclusaoComSenhaSchema,
  }),
  /** Machines by year (module `machinery`): the list and its summary are for one year; the delete asks the password. */
  maquinas: itemDoInventario(`${base}/maquinas`, {
    novo: maquinaNovaSchema,
    edicao: maquinaEdicaoSchema,
    item: maquinaItemSchema,
    lista: listaMaquinasSchema,
    filtro: anoDasMaquinas,
    exclusao: exclusaoComSenhaSchema,
  }),
};
