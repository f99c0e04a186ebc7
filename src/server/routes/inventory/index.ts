import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { animaisInventarioRoutes } from './animals.ts';
import { facilityRoutes } from './facilities.ts';
import { landRoutes } from './lands.ts';
import { machineRoutes } from './machines.ts';

/**
 * Inventory / PAEZ valuation (issue 5), mounted at /api/farms/:farmId. Each resource is guarded by its own module
 * (animals, lands, facilities, machinery); the registries it reads are served by ../cadastros.ts.
 */
export const inventoryRoutes = new Hono<AppEnv>()
  .route('/inventario/animais', animaisInventarioRoutes)
  .route('/inventario/terras', landRoutes)
  .route('/inventario/instalacoes', facilityRoutes)
  .route('/inventario/maquinas', machineRoutes);
