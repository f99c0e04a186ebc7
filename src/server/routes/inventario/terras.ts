import type { Hono } from 'hono';
import { inventario as decl } from '../../../domain/api/inventario.ts';
import type { AppEnv } from '../../env.ts';
import { inventario } from '../../services/inventario/items.ts';
import { resumoDasTerras, terraComValores } from '../../services/inventario/valores.ts';
import { rotasCrud } from '../crud.ts';
import { anoDaFazenda } from '../helpers.ts';
import { comSenhaDoItem, listagem, taxaFazenda } from './shared.ts';

/** …/inventario/terras — land areas (module `lands`). Delete needs the user's password. */
export function terrasRoutes(router: Hono<AppEnv>, base: string) {
  rotasCrud(router, base, decl.terras, {
    crud: inventario.terras,
    listar: async (c) =>
      listagem(c, await inventario.terras.list(c.var.deps.db, c.var.farm.id), terraComValores, resumoDasTerras),
    padroes: { criar: (c) => ({ ano: anoDaFazenda(c), taxaJurosItem: taxaFazenda(c) }) },
    vista: (_c, row) => terraComValores(row),
    antesDeExcluir: comSenhaDoItem(inventario.terras),
  });
}
