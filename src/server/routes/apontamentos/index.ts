import { Hono } from 'hono';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { lactacoesRoutes } from './lactacoes.ts';
import { producaoRoutes } from './producao.ts';
import { qualidadeRoutes } from './qualidade.ts';
import { rebanhoRoutes } from './rebanho.ts';
import { rebanhoEstadoRoutes } from './rebanho-estado.ts';
import { reproducaoRoutes } from './reproducao.ts';

/** Where this router is mounted: every declaration of src/domain/api/apontamentos.ts begins with it. */
const base = '/api/farms/:farmId';

/** Herd register and zootechnical records (issue 4): mounted at /api/farms/:farmId. */
export const apontamentosRoutes = new Hono<AppEnv>()
  .route('/animais', rebanhoRoutes)
  .route('/lactacoes', lactacoesRoutes)
  .route('/rebanho', rebanhoEstadoRoutes);

// The records (src/domain/api/apontamentos.ts), each behind the Apontamentos screen's modules before any validation.
for (const recurso of ['producao', 'qualidade', 'reproducao']) {
  apontamentosRoutes.use(`/${recurso}/*`, farmAccess(...TELAS.apontamentos.modulos));
}
producaoRoutes(apontamentosRoutes, base);
qualidadeRoutes(apontamentosRoutes, base);
reproducaoRoutes(apontamentosRoutes, base);
