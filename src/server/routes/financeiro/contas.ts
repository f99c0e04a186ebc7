import type { z } from 'zod';
import { MSG_FINANCEIRO } from '../../../domain/financeiro/messages.ts';
import {
  baixaSchema,
  estornoSchema,
  exclusaoComSenhaSchema,
  linhaDeConta,
  listaDeContas,
} from '../../../domain/financeiro/schemas.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import { assertCurrentPassword } from '../../auth/confirm.ts';
import type { Db } from '../../db/client.ts';
import { responses, validate } from '../../http/validate.ts';
import { assertContaBancaria, decidirBaixa, decidirEstorno } from '../../services/financeiro/contas.ts';
import type { BaseRow, FarmResource } from '../../services/kernel.ts';
import { actorOf, hojeDaFazenda, idParam } from '../helpers.ts';
import { registroRoutes } from './common.ts';

/**
 * Bills (payables or receivables): new ones are Pendente, baixa settles them as `liquidado` (Pago / Recebido) with a
 * bank account of the farm, estorno takes them back to Pendente; the delete asks for the user's password.
 */
export function contasRoutes<
  S extends z.ZodRawShape,
  F extends z.ZodType,
  Row extends BaseRow & { status: string },
  Lista,
>(conta: {
  schema: z.ZodObject<S>;
  filtro: F;
  crud: FarmResource<Row, object>;
  listar: (db: Db, farmId: string, f: z.output<F>, hoje: string) => Promise<Lista>;
  liquidado: 'Pago' | 'Recebido';
}) {
  const { crud } = conta;
  const linha = linhaDeConta(conta.schema, conta.liquidado);
  const lista = responses({ 200: listaDeContas(linha) });
  const baixada = responses({ 200: linha, 409: 'A conta já está baixada (paga ou recebida): estorne antes.' });
  const estornada = responses({ 200: linha, 409: MSG_FINANCEIRO.naoBaixada });
  const excluida = responses({ 200: okSchema });
  return registroRoutes(conta.schema, crud, { status: 'Pendente' }, linha)
    .get('/', validate('query', conta.filtro), lista, async (c) => {
      return c.json(await conta.listar(c.var.deps.db, c.var.farm.id, c.req.valid('query'), hojeDaFazenda(c)));
    })
    .post('/:id/baixa', validate('param', idParam), validate('json', baixaSchema), baixada, async (c) => {
      const { conta_bancaria, data_baixa, updatedAt } = c.req.valid('json');
      const { db } = c.var.deps;
      const contaBancaria = await assertContaBancaria(db, c.var.farm.id, conta_bancaria);
      const decide = decidirBaixa(conta.liquidado, data_baixa ?? hojeDaFazenda(c), contaBancaria);
      return c.json(await crud.transition(db, actorOf(c), c.req.valid('param').id, 'baixa', decide, updatedAt));
    })
    .post('/:id/estorno', validate('param', idParam), validate('json', estornoSchema), estornada, async (c) => {
      const { updatedAt } = c.req.valid('json');
      const id = c.req.valid('param').id;
      return c.json(await crud.transition(c.var.deps.db, actorOf(c), id, 'estorno', decidirEstorno(), updatedAt));
    })
    .delete('/:id', validate('param', idParam), validate('json', exclusaoComSenhaSchema), excluida, async (c) => {
      await assertCurrentPassword(c, c.req.valid('json').password);
      await crud.remove(c.var.deps.db, actorOf(c), c.req.valid('param').id);
      return c.json({ ok: true });
    });
}
