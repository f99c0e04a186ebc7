import { Hono } from 'hono';
import { z } from 'zod';
import {
  contagemFazendaSchema,
  fazendaDaListaSchema,
  fazendaInputSchema,
  fazendaSchema,
} from '../../../domain/schemas/admin.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import { assertCurrentPassword } from '../../auth/confirm.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import * as admin from '../../services/admin.ts';
import { comSenha } from '../helpers.ts';

const idParam = z.object({ id: z.string().min(1).max(64) });
const actor = (c: { var: AppEnv['Variables'] }) => ({ id: c.var.user?.id ?? '' });

// What each route answers (openapi.json; every API test checks its answers against it).
const lista = responses({ 200: z.array(fazendaDaListaSchema) });
const criada = responses({ 201: fazendaSchema });
const fazenda = responses({ 200: fazendaSchema });
const perda = responses({ 200: contagemFazendaSchema });
const ok = responses({ 200: okSchema });

export const fazendasRoutes = new Hono<AppEnv>()
  .get('/', lista, async (c) => c.json(await admin.listarFazendas(c.var.deps.db)))
  .post('/', validate('json', fazendaInputSchema), criada, async (c) =>
    c.json(await admin.criarFazenda(c.var.deps.db, actor(c), c.req.valid('json')), 201),
  )
  .put('/:id', validate('param', idParam), validate('json', fazendaInputSchema), fazenda, async (c) =>
    c.json(await admin.editarFazenda(c.var.deps.db, actor(c), c.req.valid('param').id, c.req.valid('json'))),
  )
  /** What a delete would remove: the confirmation names it before the admin types the password. */
  .get('/:id/exclusao', validate('param', idParam), perda, async (c) =>
    c.json(await admin.contagemDaFazenda(c.var.deps.db, c.req.valid('param').id)),
  )
  /**
   * A farm and all its data go only with the admin's password, like any guarded delete (docs/PRODUTO.md §Formulários).
   */
  .delete('/:id', validate('param', idParam), comSenha, ok, async (c) => {
    await assertCurrentPassword(c, c.req.valid('json').password);
    await admin.excluirFazenda(c.var.deps.db, actor(c), c.req.valid('param').id);
    return c.json({ ok: true });
  });
