import { Hono } from 'hono';
import { financeiro } from '../../../domain/api/financeiro.ts';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import {
  categoriasCrud,
  fornecedoresCrud,
  listarCategorias,
  listarFornecedores,
} from '../../services/financeiro/contas.ts';
import { rotasCrud } from '../crud.ts';
import { contasRoutes } from './contas.ts';
import { fluxoCaixaRoutes } from './fluxo-caixa.ts';
import { lancamentosRoutes } from './lancamentos.ts';

/** Where this router is mounted: every declaration of src/domain/api/financeiro.ts begins with it. */
const base = '/api/farms/:farmId';

/**
 * Finance (issue 6): every operation of src/domain/api/financeiro.ts, each resource behind farmAccess('financial')
 * before any validation. The financial statuses and bank accounts are the generic registries at /registros/status
 * and /registros/contas-bancarias. Registries (fornecedores, categorias) delete with a plain confirm.
 */
export const financeiroRoutes = new Hono<AppEnv>();
for (const recurso of ['contas-pagar', 'contas-receber', 'receitas', 'despesas', 'fornecedores', 'categorias']) {
  financeiroRoutes.use(`/${recurso}/*`, farmAccess(...TELAS.financeiro.modulos));
}
financeiroRoutes.use('/fluxo-caixa/*', farmAccess(...TELAS.financeiro.modulos));
contasRoutes(financeiroRoutes, base);
lancamentosRoutes(financeiroRoutes, base);
rotasCrud(financeiroRoutes, base, financeiro.fornecedores, {
  crud: fornecedoresCrud,
  listar: async (c) => listarFornecedores(c.var.deps.db, c.var.farm.id),
});
rotasCrud(financeiroRoutes, base, financeiro.categorias, {
  crud: categoriasCrud,
  listar: async (c) => listarCategorias(c.var.deps.db, c.var.farm.id),
});
fluxoCaixaRoutes(financeiroRoutes, base);
