import { Hono } from 'hono';
import { z } from 'zod';
import {
  usuarioEdicaoSchema,
  usuarioNovoSchema,
  usuarioSchema,
  vinculoComFazendaSchema,
  vinculoComGrupoSchema,
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

export const usuariosRoutes = new Hono<AppEnv>()
  .get('/', lista, async (c) => c.json(await admin.listarUsuarios(c.var.deps.db)))
  .post('/', validate('json', usuarioNovoSchema), criado, async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await admin.criarUsuario(db, config.argon2, actor(c), c.req.valid('json')), 201);
  })
  .get('/:id', validate('param', idParam), usuario, async (c) =>
    c.json(await admin.obterUsuario(c.var.deps.db, c.req.valid('param').id)),
  )
  .put('/:id', validate('param', idParam), validate('json', usuarioEdicaoSchema), usuario, async (c) => {
    const { db, config } = c.var.deps;
    return c.json(await admin.editarUsuario(db, config.argon2, actor(c), c.req.valid('param').id, c.req.valid('json')));
  })
  .delete('/:id', validate('param', idParam), ok, async (c) => {
    await admin.excluirUsuario(c.var.deps.db, actor(c), c.req.valid('param').id);
    return c.json({ ok: true });
  })
  .post(
    '/:id/farms',
    validate('param', idParam),
    validate('json', vinculoComFazendaSchema.pick({ farmId: true })),
    vinculado,
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await admin.vincularFazenda(c.var.deps.db, actor(c), id, c.req.valid('json').farmId), 201);
    },
  )
  .delete('/:id/farms/:farmId', validate('param', idParam.extend({ farmId: z.string().min(1) })), ok, async (c) => {
    const { id, farmId } = c.req.valid('param');
    await admin.desvincularFazenda(c.var.deps.db, actor(c), id, farmId);
    return c.json({ ok: true });
  })
  .post(
    '/:id/groups',
    validate('param', idParam),
    validate('json', vinculoComGrupoSchema.pick({ groupId: true })),
    noGrupo,
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json(await admin.vincularGrupo(c.var.deps.db, actor(c), id, c.req.valid('json').groupId), 201);
    },
  )
  .delete('/:id/groups/:groupId', validate('param', idParam.extend({ groupId: z.string().min(1) })), ok, async (c) => {
    const { id, groupId } = c.req.valid('param');
    await admin.desvincularGrupo(c.var.deps.db, actor(c), id, groupId);
    return c.json({ ok: true });
  });
