import type { Hono } from 'hono';
import { financeiro } from '../../../domain/api/financeiro.ts';
import type { AppEnv } from '../../env.ts';
import { implementar } from '../../http/contrato.ts';
import {
  assertContaBancaria,
  contasPagarCrud,
  contasReceberCrud,
  decidirBaixa,
  decidirEstorno,
  listarContasPagar,
  listarContasReceber,
} from '../../services/financeiro/contas.ts';
import { rotasCrud } from '../crud.ts';
import { actorOf, hojeDaFazenda } from '../helpers.ts';
import { comSenha } from './lancamentos.ts';

/**
 * Bills (payables to a fornecedor, receivables from a cliente): new ones are Pendente, baixa settles them as Pago /
 * Recebido with a bank account of the farm, estorno takes them back to Pendente; the delete asks for the password.
 */
export function contasRoutes(router: Hono<AppEnv>, base: string) {
  const pagar = financeiro.contasPagar;
  rotasCrud(router, base, pagar, {
    crud: contasPagarCrud,
    inicial: { status: 'Pendente' },
    listar: async (c, { query }) => listarContasPagar(c.var.deps.db, c.var.farm.id, query, hojeDaFazenda(c)),
    antesDeExcluir: comSenha,
  });
  implementar(router, base, pagar.baixar, async (c, { params, body }) => {
    const { db } = c.var.deps;
    const contaBancaria = await assertContaBancaria(db, c.var.farm.id, body.conta_bancaria);
    const decide = decidirBaixa('Pago', body.data_baixa ?? hojeDaFazenda(c), contaBancaria);
    return contasPagarCrud.transition(db, actorOf(c), params.id, 'baixa', decide, body.updatedAt);
  });
  implementar(router, base, pagar.estornar, async (c, { params, body }) =>
    contasPagarCrud.transition(c.var.deps.db, actorOf(c), params.id, 'estorno', decidirEstorno(), body.updatedAt),
  );

  const receber = financeiro.contasReceber;
  rotasCrud(router, base, receber, {
    crud: contasReceberCrud,
    inicial: { status: 'Pendente' },
    listar: async (c, { query }) => listarContasReceber(c.var.deps.db, c.var.farm.id, query, hojeDaFazenda(c)),
    antesDeExcluir: comSenha,
  });
  implementar(router, base, receber.baixar, async (c, { params, body }) => {
    const { db } = c.var.deps;
    const contaBancaria = await assertContaBancaria(db, c.var.farm.id, body.conta_bancaria);
    const decide = decidirBaixa('Recebido', body.data_baixa ?? hojeDaFazenda(c), contaBancaria);
    return contasReceberCrud.transition(db, actorOf(c), params.id, 'baixa', decide, body.updatedAt);
  });
  implementar(router, base, receber.estornar, async (c, { params, body }) =>
    contasReceberCrud.transition(c.var.deps.db, actorOf(c), params.id, 'estorno', decidirEstorno(), body.updatedAt),
  );
}
