import { Hono } from 'hono';
import { situacaoBackupSchema } from '../../../domain/schemas/admin.ts';
import type { AppEnv } from '../../env.ts';
import { responses } from '../../http/validate.ts';

/** GET /api/admin/backup: the scheduled backups' folder, last backup and last failure (mounted behind requireAdmin). */
export const backupRoutes = new Hono<AppEnv>().get('/', responses({ 200: situacaoBackupSchema }), (c) =>
  c.json(c.var.deps.backups.situacao()),
);
