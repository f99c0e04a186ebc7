import { Hono } from 'hono';
import { z } from 'zod';
import {
  userCreateSchema,
  userFarmLinkSchema,
  userGroupLinkSchema,
  userUpdateSchema,
  usuarioSchema,
} from '../../../domain/schemas/admin.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import * as admin from '../../services/admin.ts';

const idParam = z.object({ id: z.string().min(1).max(64) });
const actor = (c: { var: AppEnv['Variables'] }) => ({ id: c.var.user?.id ?? '', sessionId: c.var.session?.id });

// What each route answers (openapi.json; every API test checks its answers against it).
const lista = responses({ 200: z.array(usuarioSchema) });
const criado = responses({ 201: usuarioSchema });
const usuario = responses({ 200: usuarioSchema });
const ok = responses({ 200: okSchema });
const vinculado = responses({ 201: usuarioSchema });
const noGrupo = responses({ 201: usuarioSchema, 409: 'O usuário já está vinculado a este grupo.' });

export const adminUserRoutes = new Hono<AppEnv>()
  .get('/', lista, async (c) => c.json(await admin.listUsers(c.var.deps.db)))
  .post('/', validate('json', userCreateSchema), criado, async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await admin.createUser(db, config.argon2, actor(c), c.req.valid('json')), 201);
  })
  .get('/:id', validate('param', idParam), usuario, async (c) =>
    c.json(await admin.getUser(c.var.deps.db, c.req.valid('param').id)),
  )
  .put('/:id', validate('param', idParam), validate('json', userUpdateSchema), usuario, async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await admin.updateUser(db, config.argon2, actor(c), c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', idParam), ok, async (c) => {
    await admin.deleteUser(c.var.deps.db, actor(c), c.req.valid('param').id);
    return c.json({ ok: true });
  })
  .post(
    '/:id/farms',
    validate('param', idParam),
    validate('json', userFarmLinkSchema.pick({ farmId: true })),
    vinculado,
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await admin.linkUserFarm(c.var.deps.db, actor(c), id, c.req.valid('json').farmId), 201);
    },
  )
  .delete('/:id/farms/:farmId', validate('param', idParam.extend({ farmId: z.string().min(1) })), ok, async (c) => {
    const { id, farmId } = c.req.valid('param');
    await admin.unlinkUserFarm(c.var.deps.db, actor(c), id, farmId);
    return c.json({ ok: true });
  })
  .post(
    '/:id/groups',
    validate('param', idParam),
    validate('json', userGroupLinkSchema.pick({ groupId: true })),
    noGrupo,
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await admin.linkUserGroup(c.var.deps.db, actor(c), id, c.req.valid('json').groupId), 201);
    },
  )
  .delete('/:id/groups/:groupId', validate('param', idParam.extend({ groupId: z.string().min(1) })), ok, async (c) => {
    const { id, groupId } = c.req.valid('param');
    await admin.unlinkUserGroup(c.var.deps.db, actor(c), id, groupId);
    return c.json({ ok: true });
  });
