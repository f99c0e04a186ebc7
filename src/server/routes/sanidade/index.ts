import { Hono } from 'hono';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { eventosEControlesRoutes } from './eventos.ts';
import { medicamentosRoutes } from './medicamentos.ts';

/** Where this router is mounted: every declaration of src/domain/api/sanidade.ts begins with it. */
const base = '/api/farms/:farmId';

/**
 * Sanidade (issue 39): every operation of src/domain/api/sanidade.ts, each resource behind farmAccess('health')
 * (TELAS.sanidade) before any validation. Cost figures in the answers follow Financeiro (`retidos`).
 */
export const sanidadeRoutes = new Hono<AppEnv>();
for (const recurso of ['medicamentos', 'eventos-sanitarios', 'controle-leiteiro', 'sanidade']) {
  sanidadeRoutes.use(`/${recurso}/*`, farmAccess(...TELAS.sanidade.modulos));
}
medicamentosRoutes(sanidadeRoutes, base);
eventosEControlesRoutes(sanidadeRoutes, base);
