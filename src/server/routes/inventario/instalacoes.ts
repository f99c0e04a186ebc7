import { Hono } from 'hono';
import {
  instalacaoEdicaoSchema,
  instalacaoItemSchema,
  instalacaoNovaSchema,
  listaInstalacoesSchema,
} from '../../../domain/inventario/schemas.ts';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { responses } from '../../http/validate.ts';
import { inventario } from '../../services/inventario/items.ts';
import { instalacaoComValores, resumoDasInstalacoes } from '../../services/inventario/valores.ts';
import { excluirComSenha, itemWriteRoutes, listagem } from './item-routes.ts';

/** The valuation is optional: a create or an edit without it stores none. */
const semAvaliacao = { valor: null, vidaUtilAnos: null, percentualResidual: null };

/**
 * /api/farms/:farmId/inventario/instalacoes — facilities (module `facilities`). The delete asks the user's
 * password (docs/PRODUTO.md §Inventário). The optional valor/vida útil/percentual residual feed the depreciation.
 */
export const instalacoesRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.paezInstalacoes.modulos))
  .get('/', responses({ 200: listaInstalacoesSchema }), async (c) => {
    const rows = await inventario.instalacoes.list(c.var.deps.db, c.var.farm.id);
    return c.json(listagem(c, rows, instalacaoComValores, resumoDasInstalacoes));
  })
  .route(
    '/',
    itemWriteRoutes({
      recurso: inventario.instalacoes,
      novo: instalacaoNovaSchema,
      edicao: instalacaoEdicaoSchema,
      padroesNovo: () => semAvaliacao,
      padroesEdicao: semAvaliacao,
      view: instalacaoComValores,
      resposta: instalacaoItemSchema,
    }),
  )
  .route('/', excluirComSenha(inventario.instalacoes));
