import type { Hono } from 'hono';
import { inventario as decl } from '../../../domain/api/inventario.ts';
import type { AppEnv } from '../../env.ts';
import { inventario } from '../../services/inventario/items.ts';
import { instalacaoComValores, resumoDasInstalacoes } from '../../services/inventario/valores.ts';
import { rotasCrud } from '../crud.ts';
import { comSenhaDoItem, listagem, taxaFazenda } from './shared.ts';

/** The valuation is optional: a create or an edit without it stores none. */
const semAvaliacao = { valor: null, vidaUtilAnos: null, percentualResidual: null };

/**
 * …/inventario/instalacoes — facilities (module `facilities`). The delete asks the user's password
 * (docs/PRODUTO.md §Inventário). The optional valor/vida útil/percentual residual feed the depreciation.
 */
export function instalacoesRoutes(router: Hono<AppEnv>, base: string) {
  rotasCrud(router, base, decl.instalacoes, {
    crud: inventario.instalacoes,
    listar: async (c) =>
      listagem(
        c,
        await inventario.instalacoes.list(c.var.deps.db, c.var.farm.id),
        instalacaoComValores,
        resumoDasInstalacoes,
      ),
    padroes: { criar: () => semAvaliacao, editar: semAvaliacao },
    vista: (c, row) => instalacaoComValores(row, taxaFazenda(c)),
    antesDeExcluir: comSenhaDoItem(inventario.instalacoes),
  });
}
