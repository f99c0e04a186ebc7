import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';

/** Finance (issue 6): mounted at /api/farms/:farmId. Chain each resource's routes here with .route(). */
export const financeRoutes = new Hono<AppEnv>();
