import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { animaisInventarioRoutes } from './animais.ts';
import { instalacoesRoutes } from './instalacoes.ts';
import { maquinasRoutes } from './maquinas.ts';
import { terrasRoutes } from './terras.ts';

/**
 * Inventory / PAEZ valuation (issue 5), mounted at /api/farms/:farmId. Each resource is guarded by its own module
 * (animals, lands, facilities, machinery); the registries it reads are served by ../cadastros.ts.
 */
export const inventarioRoutes = new Hono<AppEnv>()
  .route('/inventario/animais', animaisInventarioRoutes)
  .route('/inventario/terras', terrasRoutes)
  .route('/inventario/instalacoes', instalacoesRoutes)
  .route('/inventario/maquinas', maquinasRoutes);
