import { Hono } from 'hono';
import { z } from 'zod';
import {
  animalEdicaoSchema,
  animalItemSchema,
  animalNovoSchema,
  atualizacaoPeloRebanhoSchema,
  listaAnimaisSchema,
} from '../../../domain/inventario/schemas.ts';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import { atualizarPeloRebanho } from '../../services/inventario/atualizar-pelo-rebanho.ts';
import { inventario } from '../../services/inventario/items.ts';
import { animalComValores, resumoDosAnimais } from '../../services/inventario/valores.ts';
import { actorOf, anoDaFazenda } from '../helpers.ts';
import { excluirComConfirmacao, itemWriteRoutes, listagem } from './item-routes.ts';
import { taxaFazenda } from './shared.ts';

const anoSync = z
  .number({ error: 'Ano inválido.' })
  .int('Ano inválido.')
  .min(2000, 'Ano inválido.')
  .max(2100, 'Ano inválido.');
/** The year to fill (default: the farm's current one); nothing else is accepted, so a stray body is refused. */
const syncBody = z.strictObject({ ano: anoSync.optional() });
/** The same year, for the preview (a GET: a question, never queued offline as a change). */
const syncQuery = z.object({ ano: z.coerce.number({ error: 'Ano inválido.' }).pipe(anoSync).optional() });

/** What 'Atualizar pelo rebanho' answers: the plan (GET) or what it did (POST). */
const plano = responses({ 200: atualizacaoPeloRebanhoSchema });

/** /api/farms/:farmId/inventario/animais — animals in the valuation (module `animals`). Plain-confirm delete. */
export const animaisInventarioRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.paezAnimais.modulos))
  .get('/', responses({ 200: listaAnimaisSchema }), async (c) => {
    const rows = await inventario.animais.list(c.var.deps.db, c.var.farm.id);
    return c.json(listagem(c, rows, animalComValores, resumoDosAnimais));
  })
  .route(
    '/',
    itemWriteRoutes({
      recurso: inventario.animais,
      novo: animalNovoSchema,
      edicao: animalEdicaoSchema,
      padroesNovo: (c) => ({ ano: anoDaFazenda(c), taxaJuros: taxaFazenda(c) }),
      view: animalComValores,
      resposta: animalItemSchema,
    }),
  )
  .route('/', excluirComConfirmacao(inventario.animais))
  /** What 'Atualizar pelo rebanho' would change (type: before → after); the screen asks before the POST. */
  .get('/atualizar-pelo-rebanho', validate('query', syncQuery), plano, async (c) => {
    const ano = c.req.valid('query').ano ?? anoDaFazenda(c);
    const result = await atualizarPeloRebanho(c.var.deps.db, actorOf(c), ano, taxaFazenda(c), { simular: true });
    return c.json({ ano, ...result });
  })
  .post('/atualizar-pelo-rebanho', validate('json', syncBody), plano, async (c) => {
    const ano = c.req.valid('json').ano ?? anoDaFazenda(c);
    const result = await atualizarPeloRebanho(c.var.deps.db, actorOf(c), ano, taxaFazenda(c));
    return c.json({ ano, ...result });
  });
