import { Hono } from 'hono';
import { z } from 'zod';
import { grupoDaListaSchema, grupoInputSchema, grupoSchema } from '../../../domain/schemas/admin.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import * as admin from '../../services/admin.ts';

const idParam = z.object({ id: z.string().min(1).max(64) });
const actor = (c: { var: AppEnv['Variables'] }) => ({ id: c.var.user?.id ?? '' });

// What each route answers (openapi.json; every API test checks its answers against it).
const lista = responses({ 200: z.array(grupoDaListaSchema) });
const criado = responses({ 201: grupoSchema });
const grupo = responses({ 200: grupoSchema });
const ok = responses({ 200: okSchema });

export const gruposRoutes = new Hono<AppEnv>()
  .get('/', lista, async (c) => c.json(await admin.listarGrupos(c.var.deps.db)))
  .post('/', validate('json', grupoInputSchema), criado, async (c) =>
    c.json(await admin.criarGrupo(c.var.deps.db, actor(c), c.req.valid('json')), 201),
  )
  .put('/:id', validate('param', idParam), validate('json', grupoInputSchema), grupo, async (c) =>
    c.json(await admin.editarGrupo(c.var.deps.db, actor(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  .delete('/:id', validate('param', idParam), ok, async (c) => {
    await admin.excluirGrupo(c.var.deps.db, actor(c), c.req.valid('param').id);
    return c.json({ ok: true });
  });
