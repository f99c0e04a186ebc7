import { Hono } from 'hono';
import { z } from 'zod';
import {
  historicoQuery,
  historicoReproducaoSchema,
  proximosEventosSchema,
  reproducaoLinhaSchema,
  reproducaoSchema,
  situacaoReprodutivaSchema,
} from '../../../domain/apontamentos/schemas.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { TELAS } from '../../../domain/modules.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import { criarApontamento, editarApontamento, excluirApontamento } from '../../services/apontamentos/crud.ts';
import { listarReproducao } from '../../services/apontamentos/reproducao.ts';
import { proximosEventosDaFazenda, situacaoReprodutiva } from '../../services/apontamentos/status.ts';
import { actorOf, idParam } from '../helpers.ts';

const proximosQuery = z.object({ dias: z.coerce.number().int().min(1).max(365).optional().default(30) });

// What each route answers (openapi.json; every API test checks its answers against it).
const historico = responses({ 200: historicoReproducaoSchema });
const criado = responses({ 200: reproducaoLinhaSchema, 201: reproducaoLinhaSchema });
const proximos = responses({ 200: proximosEventosSchema });
const editado = responses({ 200: reproducaoLinhaSchema });
const excluido = responses({ 200: okSchema });
const situacao = responses({ 200: situacaoReprodutivaSchema });

/** /api/farms/:farmId/reproducao — reproduction events (appointments module). */
export const reproducaoRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.apontamentos.modulos))
  .get('/', validate('query', historicoQuery), historico, async (c) => {
    return c.json(await listarReproducao(c.var.deps.db, c.var.farm.id, c.req.valid('query')));
  })
  .post('/', validate('json', reproducaoSchema), criado, async (c) => {
    const { row, created } = await criarApontamento(
      c.var.deps.db,
      actorOf(c),
      'reproduction_events',
      c.req.valid('json'),
    );
    return c.json(row, created ? 201 : 200);
  })
  .get('/proximos', validate('query', proximosQuery), proximos, async (c) => {
    const hoje = hojeNoFuso(c.var.farm.timezone);
    return c.json({
      hoje,
      eventos: await proximosEventosDaFazenda(c.var.deps.db, c.var.farm.id, hoje, c.req.valid('query').dias),
    });
  })
  // the pickers' facts: each active female's first Parto and whether she is in milk
  .get('/situacao', situacao, async (c) => {
    return c.json(await situacaoReprodutiva(c.var.deps.db, c.var.farm.id, hojeNoFuso(c.var.farm.timezone)));
  })
  .put('/:id', validate('param', idParam), validate('json', reproducaoSchema), editado, async (c) => {
    const row = await editarApontamento(
      c.var.deps.db,
      actorOf(c),
      'reproduction_events',
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(row);
  })
  .delete('/:id', validate('param', idParam), excluido, async (c) => {
    await excluirApontamento(c.var.deps.db, actorOf(c), 'reproduction_events', c.req.valid('param').id);
    return c.json({ ok: true });
  });
