import { Hono } from 'hono';
import {
  baixaSchema,
  contaReceberSchema,
  estornoSchema,
  exclusaoComSenhaSchema,
  filtroContasReceberSchema,
  paraAtualizar,
  paraCriar,
} from '../../../domain/finance/schemas.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { assertCurrentPassword } from '../../auth/confirm.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../http/errors.ts';
import { validate } from '../../http/validate.ts';
import {
  assertContaBancaria,
  contasReceberCrud as crud,
  decidirBaixa,
  decidirEstorno,
  listarContasReceber,
} from '../../services/finance/contas.ts';
import { actor, hoje, idParam } from './common.ts';

/** /api/farms/:farmId/contas-receber — receivables; Pendente → Recebido by baixa, back by estorno. */
export const contasReceberRoutes = new Hono<AppEnv>()
  .use('*', farmAccess('financial'))
  .get('/', validate('query', filtroContasReceberSchema), async (c) => {
    return c.json(await listarContasReceber(c.var.deps.db, c.var.farm.id, c.req.valid('query'), hoje(c)));
  })
  .get('/:id', validate('param', idParam), async (c) => {
    const row = await crud.find(c.var.deps.db, c.var.farm.id, c.req.valid('param').id);
    if (!row) throw notFound();
    return c.json(row);
  })
  .post('/', validate('json', paraCriar(contaReceberSchema)), async (c) => {
    const { id, ...values } = c.req.valid('json');
    const { row, created } = await crud.create(c.var.deps.db, actor(c), id ?? uuidv7(), {
      ...values,
      status: 'Pendente',
    });
    return c.json(row, created ? 201 : 200);
  })
  .put('/:id', validate('param', idParam), validate('json', paraAtualizar(contaReceberSchema)), async (c) => {
    const { updatedAt, ...values } = c.req.valid('json');
    return c.json(await crud.update(c.var.deps.db, actor(c), c.req.valid('param').id, values, updatedAt));
  })
  .post('/:id/baixa', validate('param', idParam), validate('json', baixaSchema), async (c) => {
    const { conta_bancaria, data_baixa, updatedAt } = c.req.valid('json');
    const { db } = c.var.deps;
    const conta = await assertContaBancaria(db, c.var.farm.id, conta_bancaria);
    const decide = decidirBaixa('Recebido', data_baixa ?? hoje(c), conta);
    return c.json(await crud.transition(db, actor(c), c.req.valid('param').id, 'baixa', decide, updatedAt));
  })
  .post('/:id/estorno', validate('param', idParam), validate('json', estornoSchema), async (c) => {
    const { updatedAt } = c.req.valid('json');
    const id = c.req.valid('param').id;
    return c.json(await crud.transition(c.var.deps.db, actor(c), id, 'estorno', decidirEstorno(), updatedAt));
  })
  .delete('/:id', validate('param', idParam), validate('json', exclusaoComSenhaSchema), async (c) => {
    await assertCurrentPassword(c, c.req.valid('json').password);
    await crud.remove(c.var.deps.db, actor(c), c.req.valid('param').id);
    return c.json({ ok: true });
  });
