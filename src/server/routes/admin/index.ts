import { Hono } from 'hono';
import { requireAdmin } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { backupRoutes } from './backup.ts';
import { fazendasRoutes } from './fazendas.ts';
import { gruposRoutes } from './grupos.ts';
import { usuariosRoutes } from './usuarios.ts';

export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .route('/users', usuariosRoutes)
  .route('/groups', gruposRoutes)
  .route('/farms', fazendasRoutes)
  .route('/backup', backupRoutes);
