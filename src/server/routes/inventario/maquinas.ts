import type { Hono } from 'hono';
import { inventario as decl } from '../../../domain/api/inventario.ts';
import type { AppEnv } from '../../env.ts';
import { inventario, maquinasDoAno } from '../../services/inventario/items.ts';
import { maquinaComValores, resumoDasMaquinas } from '../../services/inventario/valores.ts';
import { rotasCrud } from '../crud.ts';
import { anoDaFazenda } from '../helpers.ts';
import { comSenhaDoItem, listagem, taxaFazenda } from './shared.ts';

/**
 * …/inventario/maquinas — machines by year (module `machinery`); the list and the eight summary cards are for one
 * year (?ano=, default the current one). Delete needs the user's password.
 */
export function maquinasRoutes(router: Hono<AppEnv>, base: string) {
  rotasCrud(router, base, decl.maquinas, {
    crud: inventario.maquinas,
    listar: async (c, { query }) => {
      const ano = query.ano ?? anoDaFazenda(c);
      const rows = await maquinasDoAno(c.var.deps.db, c.var.farm.id, ano);
      return { ano, ...listagem(c, rows, maquinaComValores, resumoDasMaquinas) };
    },
    // Without a rate of its own, the machine follows the farm's (maquinaComValores).
    padroes: { criar: () => ({ anoFabricacao: null, taxaJurosItem: null }) },
    vista: (c, row) => maquinaComValores(row, taxaFazenda(c)),
    antesDeExcluir: comSenhaDoItem(inventario.maquinas),
  });
}
