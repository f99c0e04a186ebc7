import type { Hono } from 'hono';
import { inventario as decl } from '../../../domain/api/inventario.ts';
import type { AppEnv } from '../../env.ts';
import { implementar } from '../../http/contrato.ts';
import { atualizarPeloRebanho } from '../../services/inventario/atualizar-pelo-rebanho.ts';
import { inventario } from '../../services/inventario/items.ts';
import { animalComValores, resumoDosAnimais } from '../../services/inventario/valores.ts';
import { rotasCrud } from '../crud.ts';
import { actorOf, anoDaFazenda } from '../helpers.ts';
import { listagem, taxaFazenda } from './shared.ts';

/** …/inventario/animais — animals in the valuation (module `animals`). Plain-confirm delete. */
export function animaisInventarioRoutes(router: Hono<AppEnv>, base: string) {
  rotasCrud(router, base, decl.animais, {
    crud: inventario.animais,
    listar: async (c) =>
      listagem(c, await inventario.animais.list(c.var.deps.db, c.var.farm.id), animalComValores, resumoDosAnimais),
    padroes: { criar: (c) => ({ ano: anoDaFazenda(c), taxaJuros: taxaFazenda(c) }) },
    vista: (_c, row) => animalComValores(row),
  });
  implementar(router, base, decl.animais.previaDoRebanho, async (c, { query }) => {
    const ano = query.ano ?? anoDaFazenda(c);
    const result = await atualizarPeloRebanho(c.var.deps.db, actorOf(c), ano, taxaFazenda(c), { simular: true });
    return { ano, ...result };
  });
  implementar(router, base, decl.animais.atualizarPeloRebanho, async (c, { body }) => {
    const ano = body.ano ?? anoDaFazenda(c);
    const result = await atualizarPeloRebanho(c.var.deps.db, actorOf(c), ano, taxaFazenda(c));
    return { ano, ...result };
  });
}
