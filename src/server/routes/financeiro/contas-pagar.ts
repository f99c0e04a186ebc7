import { contaPagarSchema, filtroContasPagarSchema } from '../../../domain/financeiro/schemas.ts';
import { contasPagarCrud, listarContasPagar } from '../../services/financeiro/contas.ts';
import { contasRoutes } from './contas.ts';

/** /api/farms/:farmId/contas-pagar — payables to a fornecedor; Pendente → Pago by baixa, back by estorno. */
export const contasPagarRoutes = contasRoutes({
  schema: contaPagarSchema,
  filtro: filtroContasPagarSchema,
  crud: contasPagarCrud,
  listar: listarContasPagar,
  liquidado: 'Pago',
});
