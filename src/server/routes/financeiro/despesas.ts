import { despesaSchema } from '../../../domain/financeiro/schemas.ts';
import { despesasCrud, listarDespesas } from '../../services/financeiro/contas.ts';
import { lancamentosRoutes } from './lancamentos.ts';

/** /api/farms/:farmId/despesas — expense entries (money out without a bill). */
export const despesasRoutes = lancamentosRoutes(despesaSchema, despesasCrud, listarDespesas);
