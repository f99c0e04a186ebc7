import { Hono } from 'hono';
import { validarTerraEdicao, validarTerraNova } from '../../../domain/inventory/schemas.ts';
import { farmAccess } from '../../auth/middleware.ts';
import { inventoryLands } from '../../db/schema/inventory.ts';
import type { AppEnv } from '../../env.ts';
import { landsSummary, landView } from '../../services/inventory/figures.ts';
import { listItems } from '../../services/inventory/items.ts';
import { itemWriteRoutes, listagem } from './item-routes.ts';
import { anoAtual, taxaFazenda } from './shared.ts';

/** /api/farms/:farmId/inventario/terras — land areas (module `lands`). Delete needs the user's password. */
export const landRoutes = new Hono<AppEnv>()
  .use('*', farmAccess('lands'))
  .get('/', async (c) => {
    const rows = await listItems(c.var.deps.db, inventoryLands, c.var.farm.id);
    return c.json(listagem(c, rows, landView, landsSummary));
  })
  .route(
    '/',
    itemWriteRoutes({
      table: inventoryLands,
      entity: 'inventory_land',
      regrasNovo: validarTerraNova,
      regrasEdicao: validarTerraEdicao,
      padroesNovo: (c) => ({ ano: anoAtual(c), taxaJurosItem: taxaFazenda(c) }),
      view: landView,
      exclusao: 'senha',
    }),
  );
