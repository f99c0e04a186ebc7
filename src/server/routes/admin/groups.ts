import { Hono } from 'hono';
import { z } from 'zod';
import { groupSchema, grupoDaListaSchema, grupoSchema } from '../../../domain/schemas/admin.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import * as admin from '../../services/admin.ts';

const idParam = z.object({ id: z.string().min(1).max(64) });
const actor = (c: { var: AppEnv['Variables'] }) => ({ id: c.var.user?.id ?? '' });

export const adminGroupRoutes = new Hono<AppEnv>()
  .get('/', responses({ 200: z.array(grupoDaListaSchema) }), async (c) => c.json(await admin.listGroups(c.var.deps.db)))
  .post('/', validate('json', groupSchema), responses({ 201: grupoSchema }), async (c) =>
    c.json(await admin.createGroup(c.var.deps.db, actor(c), c.req.valid('json')), 201),
  )
  .put('/:id', validate('param', idParam), validate('json', groupSchema), responses({ 200: grupoSchema }), async (c) =>
    c.json(await admin.updateGroup(c.var.deps.db, actor(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id', validate('param', idParam), responses({ 200: okSchema }), async (c) => {
    await admin.deleteGroup(c.var.deps.db, actor(c), c.req.valid('param').id);
    return c.json({ ok: true });
  });
