import { Hono } from 'hono';
import { validarTerraEdicao, validarTerraNova } from '../../../domain/inventory/schemas.ts';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { landsSummary, landView } from '../../services/inventory/figures.ts';
import { inventario } from '../../services/inventory/items.ts';
import { anoDaFazenda } from '../helpers.ts';
import { excluirComSenha, itemWriteRoutes, listagem } from './item-routes.ts';
import { taxaFazenda } from './shared.ts';

/** /api/farms/:farmId/inventario/terras — land areas (module `lands`). Delete needs the user's password. */
export const landRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.paezTerras.modulos))
  .get('/', async (c) => {
    const rows = await inventario.terras.list(c.var.deps.db, c.var.farm.id);
    return c.json(listagem(c, rows, landView, landsSummary));
  })
  .route(
    '/',
    itemWriteRoutes({
      recurso: inventario.terras,
      regrasNovo: validarTerraNova,
      regrasEdicao: validarTerraEdicao,
      padroesNovo: (c) => ({ ano: anoDaFazenda(c), taxaJurosItem: taxaFazenda(c) }),
      view: landView,
    }),
  )
  .route('/', excluirComSenha(inventario.terras));
