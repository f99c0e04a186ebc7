import type { Hono } from 'hono';
import { admin } from '../../../domain/api/admin.ts';
import type { AppEnv } from '../../env.ts';
import { implementar } from '../../http/contrato.ts';

/** GET /api/admin/backup: the scheduled backups' folder, last backup and last failure (mounted behind requireAdmin). */
export function backupRoutes(router: Hono<AppEnv>, base: string) {
  implementar(router, base, admin.backup.situacao, async (c) => c.var.deps.backups.situacao());
}
