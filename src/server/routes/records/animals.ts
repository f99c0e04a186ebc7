import { Hono } from 'hono';
import { z } from 'zod';
import { hojeNoFuso } from '../../../domain/format.ts';
import { MSG } from '../../../domain/messages.ts';
import { TELAS } from '../../../domain/modules.ts';
import { animalRebanhoSchema, SITUACOES } from '../../../domain/records/schemas.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { forbidden } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import { createAnimal, deleteAnimal, listAnimals, updateAnimal } from '../../services/records/animals.ts';
import { fichaTecnica } from '../../services/records/ficha.ts';
import { actorOf, idParam } from '../helpers.ts';

const listQuery = z.object({
  q: z.string().max(100).optional(),
  situacao: z.enum(SITUACOES).optional(),
});
/** Deleting an animal: with `comApontamentos` its records go too (needs Apontamentos); no body = only the animal. */
const deleteBody = z.object({ comApontamentos: z.boolean().optional().default(false) });

/** /api/farms/:farmId/animais — the herd register (any of the animals or appointments modules). */
export const rebanhoRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.rebanho.modulos))
  .get('/', validate('query', listQuery), async (c) => {
    return c.json(await listAnimals(c.var.deps.db, c.var.farm.id, c.req.valid('query')));
  })
  .post('/', validate('json', animalRebanhoSchema), async (c) => {
    const { row, created } = await createAnimal(c.var.deps.db, actorOf(c), c.req.valid('json'));
    return c.json(row, created ? 201 : 200);
  })
  .get('/:id/ficha', validate('param', idParam), async (c) => {
    const hoje = hojeNoFuso(c.var.farm.timezone);
    return c.json(await fichaTecnica(c.var.deps.db, c.var.farm.id, c.req.valid('param').id, hoje, c.var.modules));
  })
  .put('/:id', validate('param', idParam), validate('json', animalRebanhoSchema), async (c) => {
    return c.json(await updateAnimal(c.var.deps.db, actorOf(c), c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', idParam), validate('json', deleteBody), async (c) => {
    const { comApontamentos } = c.req.valid('json');
    // Deleting the animal's records is a change of Apontamentos: it needs that module too.
    if (comApontamentos && !c.var.modules.includes('appointments')) throw forbidden(MSG.semPermissao);
    await deleteAnimal(c.var.deps.db, actorOf(c), c.req.valid('param').id, comApontamentos);
    return c.json({ ok: true });
  });
