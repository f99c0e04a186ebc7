import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { rebanhoRoutes } from './animals.ts';
import { lactacoesRoutes } from './lactacoes.ts';
import { producaoRoutes } from './producao.ts';
import { qualityRoutes } from './quality.ts';
import { rebanhoEstadoRoutes } from './rebanho-estado.ts';
import { reproductionRoutes } from './reproduction.ts';

/** Herd register and zootechnical records (issue 4): mounted at /api/farms/:farmId. */
export const apontamentosRoutes = new Hono<AppEnv>()
  .route('/animais', rebanhoRoutes)
  .route('/lactacoes', lactacoesRoutes)
  .route('/producao', producaoRoutes)
  .route('/qualidade', qualityRoutes)
  .route('/reproducao', reproductionRoutes)
  .route('/rebanho', rebanhoEstadoRoutes);
