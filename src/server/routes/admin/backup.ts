import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';

/** GET /api/admin/backup: the scheduled backups' folder, last backup and last failure (mounted behind requireAdmin). */
export const adminBackupRoutes = new Hono<AppEnv>().get('/', (c) => c.json(c.var.deps.backups.situacao()));
