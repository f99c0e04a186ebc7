import { despesaSchema } from '../../../domain/finance/schemas.ts';
import { despesasCrud, listarDespesas } from '../../services/finance/contas.ts';
import { lancamentosRoutes } from './lancamentos.ts';

/** /api/farms/:farmId/despesas — expense entries (money out without a bill). */
export const despesasRoutes = lancamentosRoutes(despesaSchema, despesasCrud, listarDespesas);
