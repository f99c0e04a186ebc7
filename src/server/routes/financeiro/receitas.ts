import { receitaSchema } from '../../../domain/financeiro/schemas.ts';
import { listarReceitas, receitasCrud } from '../../services/financeiro/contas.ts';
import { lancamentosRoutes } from './lancamentos.ts';

/** /api/farms/:farmId/receitas — income entries (money in without a bill). */
export const receitasRoutes = lancamentosRoutes(receitaSchema, receitasCrud, listarReceitas);
