import type { Context, Hono } from 'hono';
import { financeiro } from '../../../domain/api/financeiro.ts';
import { assertCurrentPassword } from '../../auth/confirm.ts';
import type { AppEnv } from '../../env.ts';
import { despesasCrud, listarDespesas, listarReceitas, receitasCrud } from '../../services/financeiro/contas.ts';
import { rotasCrud } from '../crud.ts';

/** A guarded delete: the user's password, checked before anything is deleted. */
export async function comSenha(c: Context<AppEnv>, { body }: { body: { password: string } }): Promise<void> {
  await assertCurrentPassword(c, body.password);
}

/** Income and expense entries (money in or out without a bill); the delete asks for the user's password. */
export function lancamentosRoutes(router: Hono<AppEnv>, base: string) {
  rotasCrud(router, base, financeiro.receitas, {
    crud: receitasCrud,
    listar: async (c, { query }) => listarReceitas(c.var.deps.db, c.var.farm.id, query),
    antesDeExcluir: comSenha,
  });
  rotasCrud(router, base, financeiro.despesas, {
    crud: despesasCrud,
    listar: async (c, { query }) => listarDespesas(c.var.deps.db, c.var.farm.id, query),
    antesDeExcluir: comSenha,
  });
}
