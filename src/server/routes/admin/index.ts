import { Hono } from 'hono';
import { requireAdmin } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { backupRoutes } from './backup.ts';
import { fazendasRoutes } from './fazendas.ts';
import { gruposRoutes } from './grupos.ts';
import { usuariosRoutes } from './usuarios.ts';

/** Where this router is mounted: every declaration of src/domain/api/admin.ts begins with it. */
const base = '/api/admin';

/** Administration: every operation of src/domain/api/admin.ts, behind requireAdmin before any validation. */
export const adminRoutes = new Hono<AppEnv>();
adminRoutes.use('*', requireAdmin);
usuariosRoutes(adminRoutes, base);
gruposRoutes(adminRoutes, base);
fazendasRoutes(adminRoutes, base);
backupRoutes(adminRoutes, base);
