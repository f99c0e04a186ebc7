import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';

/** Inventory / PAEZ valuation (issue 5): mounted at /api/farms/:farmId. Chain each resource's routes here with .route(). */
export const inventoryRoutes = new Hono<AppEnv>();
