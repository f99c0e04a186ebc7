import { Hono } from 'hono';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { animaisInventarioRoutes } from './animais.ts';
import { instalacoesRoutes } from './instalacoes.ts';
import { maquinasRoutes } from './maquinas.ts';
import { terrasRoutes } from './terras.ts';

/** Where this router is mounted: every declaration of src/domain/api/inventario.ts begins with it. */
const base = '/api/farms/:farmId';

/**
 * Inventory / PAEZ valuation (issue 5): every operation of src/domain/api/inventario.ts. Each resource is guarded by
 * its own module (animals, lands, facilities, machinery) before any validation; the registries it reads are served
 * by ../cadastros.ts.
 */
export const inventarioRoutes = new Hono<AppEnv>()
  .use('/inventario/animais/*', farmAccess(...TELAS.paezAnimais.modulos))
  .use('/inventario/terras/*', farmAccess(...TELAS.paezTerras.modulos))
  .use('/inventario/instalacoes/*', farmAccess(...TELAS.paezInstalacoes.modulos))
  .use('/inventario/maquinas/*', farmAccess(...TELAS.paezMaquinas.modulos));
animaisInventarioRoutes(inventarioRoutes, base);
terrasRoutes(inventarioRoutes, base);
instalacoesRoutes(inventarioRoutes, base);
maquinasRoutes(inventarioRoutes, base);
