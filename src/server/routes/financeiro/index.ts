import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { categoriasRoutes } from './categorias.ts';
import { contasPagarRoutes } from './contas-pagar.ts';
import { contasReceberRoutes } from './contas-receber.ts';
import { despesasRoutes } from './despesas.ts';
import { fluxoCaixaRoutes } from './fluxo-caixa.ts';
import { fornecedoresRoutes } from './fornecedores.ts';
import { receitasRoutes } from './receitas.ts';

/**
 * Finance (issue 6): mounted at /api/farms/:farmId, every resource behind farmAccess('financial'). The financial
 * statuses and bank accounts are the generic registries at /registros/status and /registros/contas-bancarias.
 */
export const financeiroRoutes = new Hono<AppEnv>()
  .route('/contas-pagar', contasPagarRoutes)
  .route('/contas-receber', contasReceberRoutes)
  .route('/receitas', receitasRoutes)
  .route('/despesas', despesasRoutes)
  .route('/fornecedores', fornecedoresRoutes)
  .route('/categorias', categoriasRoutes)
  .route('/fluxo-caixa', fluxoCaixaRoutes);
