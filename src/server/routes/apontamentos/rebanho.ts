import { Hono } from 'hono';
import { z } from 'zod';
import {
  animalLinhaSchema,
  animalRebanhoSchema,
  fichaTecnicaSchema,
  rebanhoSchema,
  SITUACOES,
} from '../../../domain/apontamentos/schemas.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { MSG } from '../../../domain/messages.ts';
import { TELAS } from '../../../domain/modules.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { forbidden } from '../../http/errors.ts';
import { responses, validate } from '../../http/validate.ts';
import { fichaTecnica } from '../../services/apontamentos/ficha.ts';
import { criarAnimal, editarAnimal, excluirAnimal, listarAnimais } from '../../services/apontamentos/rebanho.ts';
import { actorOf, idParam } from '../helpers.ts';

const listQuery = z.object({
  q: z.string().max(100).optional(),
  situacao: z.enum(SITUACOES).optional(),
});
/** Deleting an animal: with `comApontamentos` its records go too (needs Apontamentos); no body = only the animal. */
const deleteBody = z.object({ comApontamentos: z.boolean().optional().default(false) });

// What each route answers (openapi.json; every API test checks its answers against it).
const BRINCO = 'Já existe um animal com esta identificação nesta fazenda.';
const lista = responses({ 200: rebanhoSchema });
const criado = responses({ 200: animalLinhaSchema, 201: animalLinhaSchema, 409: BRINCO });
const ficha = responses({ 200: fichaTecnicaSchema });
const editado = responses({ 200: animalLinhaSchema, 409: BRINCO });
const excluido = responses({
  200: okSchema,
  409: 'O animal tem apontamentos: exclua com comApontamentos (e o módulo Apontamentos).',
});

/** /api/farms/:farmId/animais — the herd register (any of the animals or appointments modules). */
export const rebanhoRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.rebanho.modulos))
  .get('/', validate('query', listQuery), lista, async (c) => {
    return c.json(await listarAnimais(c.var.deps.db, c.var.farm.id, c.req.valid('query')));
  })
  .post('/', validate('json', animalRebanhoSchema), criado, async (c) => {
    const { row, created } = await criarAnimal(c.var.deps.db, actorOf(c), c.req.valid('json'));
    return c.json(row, created ? 201 : 200);
  })
  .get('/:id/ficha', validate('param', idParam), ficha, async (c) => {
    const hoje = hojeNoFuso(c.var.farm.timezone);
    return c.json(await fichaTecnica(c.var.deps.db, c.var.farm.id, c.req.valid('param').id, hoje, c.var.modules));
  })
  .put('/:id', validate('param', idParam), validate('json', animalRebanhoSchema), editado, async (c) => {
    return c.json(await editarAnimal(c.var.deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', idParam), validate('json', deleteBody), excluido, async (c) => {
    const { comApontamentos } = c.req.valid('json');
    // Deleting the animal's records is a change of Apontamentos: it needs that module too.
    if (comApontamentos && !c.var.modules.includes('appointments')) throw forbidden(MSG.semPermissao);
    await excluirAnimal(c.var.deps.db, actorOf(c), c.req.valid('param').id, comApontamentos);
    return c.json({ ok: true });
  });
