import '../domain/zod-pt.ts';
import type { Hono } from 'hono';
import { type AppOptions, montarApp } from './app-nucleo.ts';
import type { AppEnv } from './env.ts';
import { RESPOSTAS_DO_NUCLEO } from './http/respostas-do-nucleo.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { alertasRoutes } from './routes/alertas.ts';
import { apontamentosRoutes } from './routes/apontamentos/index.ts';
import { authRoutes } from './routes/auth.ts';
import { avaliacaoRoutes } from './routes/avaliacao.ts';
import { cadastrosRoutes } from './routes/cadastros.ts';
import { csvRoutes } from './routes/csv.ts';
import { financeiroRoutes } from './routes/financeiro/index.ts';
import { inventarioRoutes } from './routes/inventario/index.ts';
import { painelRoutes } from './routes/painel.ts';
import { pushRoutes } from './routes/push.ts';
import { relatoriosRoutes } from './routes/relatorios.ts';
import { sanidadeRoutes } from './routes/sanidade/index.ts';

export { type AppOptions, MAX_BODY_BYTES, VERSION } from './app-nucleo.ts';

/**
 * Every route group mounted at once, so the routing table is whole from the start: what the tests walk
 * (`app.routes`: the permission matrix, openapi.test.ts), the browser tests' server and the build's openapi.json
 * (scripts/openapi-arquivo.mjs). The running server mounts the same groups each on its first request
 * (app-sob-demanda.ts, routes/grupos.ts lists them with their paths).
 */
export function montarTodos(api: Hono<AppEnv>): void {
  api
    .route('/auth', authRoutes)
    .route('/admin', adminRoutes)
    .route('/push', pushRoutes)
    .route('/painel', painelRoutes)
    .route('/farms/:farmId/registros', cadastrosRoutes)
    .route('/farms/:farmId/alertas', alertasRoutes)
    .route('/farms/:farmId/avaliacoes', avaliacaoRoutes)
    .route('/farms/:farmId/relatorios', relatoriosRoutes)
    .route('/farms/:farmId/csv', csvRoutes)
    .route('/farms/:farmId', apontamentosRoutes)
    .route('/farms/:farmId', inventarioRoutes)
    .route('/farms/:farmId', financeiroRoutes)
    .route('/farms/:farmId', sanidadeRoutes);
}

export function createApp(options: AppOptions) {
  return montarApp(options, montarTodos, { respostas: RESPOSTAS_DO_NUCLEO });
}
