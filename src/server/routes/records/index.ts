import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';

/** Herd register and zootechnical records (issue 4): mounted at /api/farms/:farmId. Chain each resource's routes here with .route(). */
export const recordsRoutes = new Hono<AppEnv>();
