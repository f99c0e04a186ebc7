import type { Context } from 'hono';
import { assertCurrentPassword } from '../../auth/confirm.ts';
import type { AppEnv } from '../../env.ts';
import type { BaseRow, FarmResource } from '../../services/kernel.ts';

export function taxaFazenda(c: Context<AppEnv>): number {
  return c.var.farm.taxaJurosAnual;
}

/** The body of a list: the farm's rate, the items with their figures and the summary cards. */
export function listagem<R, V, S>(
  c: Context<AppEnv>,
  rows: R[],
  view: (row: R, taxaFazenda: number) => V,
  resumo: (rows: R[], taxaFazenda: number) => S,
) {
  const taxa = taxaFazenda(c);
  return { taxaJurosAnual: taxa, itens: rows.map((row) => view(row, taxa)), resumo: resumo(rows, taxa) };
}

/**
 * The delete guarded by the user's password (docs/PRODUTO.md §Formulários): 404 for an unknown item before the
 * password is checked (rotasCrud's antesDeExcluir).
 */
export function comSenhaDoItem<Row extends BaseRow>(recurso: FarmResource<Row, object>) {
  return async (c: Context<AppEnv>, { params, body }: { params: { id: string }; body: { password: string } }) => {
    await recurso.get(c.var.deps.db, c.var.farm.id, params.id);
    await assertCurrentPassword(c, body.password);
  };
}
