import { receitaSchema } from '../../../domain/finance/schemas.ts';
import { listarReceitas, receitasCrud } from '../../services/finance/contas.ts';
import { lancamentosRoutes } from './lancamentos.ts';

/** /api/farms/:farmId/receitas — income entries (money in without a bill). */
export const receitasRoutes = lancamentosRoutes(receitaSchema, receitasCrud, listarReceitas);
