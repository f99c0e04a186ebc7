import { Hono } from 'hono';
import { z } from 'zod';
import { resumoProducao } from '../../../domain/apontamentos/producao.ts';
import {
  historicoProducaoSchema,
  historicoQuery,
  loteDoDiaSchema,
  loteProducaoSchema,
  loteSalvoSchema,
  ORDENHAS,
  producaoLinhaSchema,
  producaoSchema,
  resumoProducaoSchema,
} from '../../../domain/apontamentos/schemas.ts';
import { hojeNoFuso, isDataISO } from '../../../domain/format.ts';
import { TELAS } from '../../../domain/modules.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import { criarApontamento, editarApontamento, excluirApontamento } from '../../services/apontamentos/crud.ts';
import { listarProducao, loteDoDia, producaoDiaria, salvarLote } from '../../services/apontamentos/producao.ts';
import { quantasLactantes } from '../../services/apontamentos/status.ts';
import { actorOf, idParam } from '../helpers.ts';

const loteQuery = z.object({
  data: z.string().refine(isDataISO, 'Data inválida.'),
  ordenha: z.enum(ORDENHAS, { error: 'Ordenha inválida.' }),
});
const resumoQuery = z.object({
  ate: z.string().refine(isDataISO, 'Data inválida.').optional(),
  dias: z.coerce.number().int().min(1).max(366).optional().default(30),
});

// What each route answers (openapi.json; every API test checks its answers against it).
const historico = responses({ 200: historicoProducaoSchema });
const criada = responses({ 200: producaoLinhaSchema, 201: producaoLinhaSchema });
const lote = responses({ 200: loteDoDiaSchema });
const loteSalvo = responses({
  200: loteSalvoSchema,
  409: 'Um id repetido no lote ou já usado por outra fazenda, uma ordenha já lançada, ou uma correção de ordenha alterada por outra pessoa.',
});
const resumo = responses({ 200: resumoProducaoSchema });
const editada = responses({ 200: producaoLinhaSchema });
const excluida = responses({ 200: okSchema });

/** /api/farms/:farmId/producao — milkings (appointments module). */
export const producaoRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.apontamentos.modulos))
  .get('/', validate('query', historicoQuery), historico, async (c) => {
    return c.json(await listarProducao(c.var.deps.db, c.var.farm.id, c.req.valid('query')));
  })
  .post('/', validate('json', producaoSchema), criada, async (c) => {
    const { row, created } = await criarApontamento(c.var.deps.db, actorOf(c), 'milk_records', c.req.valid('json'));
    return c.json(row, created ? 201 : 200);
  })
  .get('/lote', validate('query', loteQuery), lote, async (c) => {
    const { data, ordenha } = c.req.valid('query');
    return c.json({ data, ordenha, vacas: await loteDoDia(c.var.deps.db, c.var.farm.id, data, ordenha) });
  })
  .post('/lote', validate('json', loteProducaoSchema), loteSalvo, async (c) => {
    return c.json(await salvarLote(c.var.deps.db, actorOf(c), c.req.valid('json')));
  })
  .get('/resumo', validate('query', resumoQuery), resumo, async (c) => {
    const q = c.req.valid('query');
    const ate = q.ate ?? hojeNoFuso(c.var.farm.timezone);
    const { db } = c.var.deps;
    const [serie, lactantes] = await Promise.all([
      producaoDiaria(db, c.var.farm.id, ate, q.dias),
      quantasLactantes(db, c.var.farm.id, ate),
    ]);
    return c.json({ ate, serie, vacasLactantes: lactantes, resumo: resumoProducao(serie, lactantes) });
  })
  .put('/:id', validate('param', idParam), validate('json', producaoSchema), editada, async (c) => {
    const row = await editarApontamento(
      c.var.deps.db,
      actorOf(c),
      'milk_records',
      c.req.valid('param').id,
      c.req.valid('json'),
    );
    return c.json(row);
  })
  .delete('/:id', validate('param', idParam), excluida, async (c) => {
    await excluirApontamento(c.var.deps.db, actorOf(c), 'milk_records', c.req.valid('param').id);
    return c.json({ ok: true });
  });
