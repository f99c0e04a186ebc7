import { contaReceberSchema, filtroContasReceberSchema } from '../../../domain/financeiro/schemas.ts';
import { contasReceberCrud, listarContasReceber } from '../../services/financeiro/contas.ts';
import { contasRoutes } from './contas.ts';

/** /api/farms/:farmId/contas-receber — receivables from a cliente; Pendente → Recebido by baixa, back by estorno. */
export const contasReceberRoutes = contasRoutes({
  schema: contaReceberSchema,
  filtro: filtroContasReceberSchema,
  crud: contasReceberCrud,
  listar: listarContasReceber,
  liquidado: 'Recebido',
});
