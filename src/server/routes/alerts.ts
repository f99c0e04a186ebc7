import { Hono } from 'hono';
import { hojeNoFuso } from '../../domain/format.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { alertasPara } from '../services/alerts.ts';

/**
 * /api/farms/:farmId/alertas — the bell's feed. Any user linked to the farm may ask; each alert kind is returned
 * only when its module (financial → bills, appointments → herd and quality) is the caller's to open.
 */
export const alertsRoutes = new Hono<AppEnv>().use('*', farmAccess()).get('/', async (c) => {
  const { farm, user } = c.var;
  const hoje = hojeNoFuso(farm.timezone);
  // farmAccess() has already refused anyone signed out.
  const alertas = user ? await alertasPara(c.var.deps.db, user, farm, hoje) : [];
  return c.json({ hoje, alertas });
});
