import { Hono } from 'hono';
import { requireAdmin } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { adminBackupRoutes } from './backup.ts';
import { adminFarmRoutes } from './farms.ts';
import { adminGroupRoutes } from './groups.ts';
import { adminUserRoutes } from './users.ts';

export const adminRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .route('/users', adminUserRoutes)
  .route('/groups', adminGroupRoutes)
  .route('/farms', adminFarmRoutes)
  .route('/backup', adminBackupRoutes);
