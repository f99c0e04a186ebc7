import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { lactacoesRoutes } from './lactacoes.ts';
import { producaoRoutes } from './producao.ts';
import { qualidadeRoutes } from './qualidade.ts';
import { rebanhoRoutes } from './rebanho.ts';
import { rebanhoEstadoRoutes } from './rebanho-estado.ts';
import { reproducaoRoutes } from './reproducao.ts';

/** Herd register and zootechnical records (issue 4): mounted at /api/farms/:farmId. */
export const apontamentosRoutes = new Hono<AppEnv>()
  .route('/animais', rebanhoRoutes)
  .route('/lactacoes', lactacoesRoutes)
  .route('/producao', producaoRoutes)
  .route('/qualidade', qualidadeRoutes)
  .route('/reproducao', reproducaoRoutes)
  .route('/rebanho', rebanhoEstadoRoutes);
