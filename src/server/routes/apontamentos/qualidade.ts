import { Hono } from 'hono';
import { mediasDeQualidadeSchema } from '../../../domain/apontamentos/respostas-leite.ts';
import {
  historicoQualidadeSchema,
  historicoQuery,
  qualidadeLinhaSchema,
  qualidadeSchema,
} from '../../../domain/apontamentos/schemas.ts';
import { TELAS } from '../../../domain/modules.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import { criarApontamento, editarApontamento, excluirApontamento } from '../../services/apontamentos/crud.ts';
import { listarQualidade, mediasDeQualidade } from '../../services/apontamentos/qualidade.ts';
import { actorOf, hojeDaFazenda, idParam } from '../helpers.ts';

// What each route answers (openapi.json; every API test checks its answers against it).
const historico = responses({ 200: historicoQualidadeSchema });
const medias = responses({ 200: mediasDeQualidadeSchema });
const criada = responses({ 200: qualidadeLinhaSchema, 201: qualidadeLinhaSchema });
const editada = responses({ 200: qualidadeLinhaSchema });
const excluida = responses({ 200: okSchema });

/** /api/farms/:farmId/qualidade — milk quality samples (appointments module). */
export const qualidadeRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.apontamentos.modulos))
  .get('/', validate('query', historicoQuery), historico, async (c) => {
    return c.json(await listarQualidade(c.var.deps.db, c.var.farm.id, c.req.valid('query')));
  })
  // the last 12 months' geometric means as IN 76/2018 judges them, and the open month's warnings
  .get('/medias', medias, async (c) => {
    return c.json(await mediasDeQualidade(c.var.deps.db, c.var.farm.id, hojeDaFazenda(c)));
  })
  .post('/', validate('json', qualidadeSchema), criada, async (c) => {
    const { row, created } = await criarApontamento(c.var.deps.db, actorOf(c), 'quality_records', c.req.valid('json'));
    return c.json(row, created ? 201 : 200);
  })
  .put('/:id', validate('param', idParam), validate('json', qualidadeSchema), editada, async (c) => {
    const row = await editarApontamento(
      c.var.deps.db,
      actorOf(c),
      'quality_records',
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(row);
  })
  .delete('/:id', validate('param', idParam), excluida, async (c) => {
    await excluirApontamento(c.var.deps.db, actorOf(c), 'quality_records', c.req.valid('param').id);
    return c.json({ ok: true });
  });
