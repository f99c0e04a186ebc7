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

/**
 * Herd register and zootechnical records (issue 4): mounted at /api/farms/:farmId, every operation declared in
 * src/domain/api/apontamentos.ts. Each path's guard runs before any validation: the register opens with any of
 * Rebanho's modules, the records, the herd's state and lists with the Apontamentos screen's, the lactations with
 * appointments.
 */
export const apontamentosRoutes = new Hono<AppEnv>().use('/animais/*', farmAccess(...TELAS.rebanho.modulos));
for (const recurso of ['producao', 'qualidade', 'reproducao', 'rebanho']) {
  apontamentosRoutes.use(`/${recurso}/*`, farmAccess(...TELAS.apontamentos.modulos));
}
apontamentosRoutes.use('/lactacoes/*', farmAccess('appointments'));
rebanhoRoutes(apontamentosRoutes, base);
lactacoesRoutes(apontamentosRoutes, base);
rebanhoEstadoRoutes(apontamentosRoutes, base);
producaoRoutes(apontamentosRoutes, base);
qualidadeRoutes(apontamentosRoutes, base);
reproducaoRoutes(apontamentosRoutes, base);
