import { Hono } from 'hono';
import { fluxoDeCaixa, periodoDosMeses, resumoFluxo } from '../../../domain/financeiro/calculos.ts';
import { filtroFluxoSchema, fluxoCaixaSchema } from '../../../domain/financeiro/schemas.ts';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import { movimentosDoPeriodo } from '../../services/financeiro/contas.ts';
import { hojeDaFazenda } from '../helpers.ts';

// What each route answers (openapi.json; every API test checks its answers against it).
const fluxo = responses({ 200: fluxoCaixaSchema });

/**
 * /api/farms/:farmId/fluxo-caixa — money in (income + received receivables) and out (expenses + paid payables)
 * by month, the last 12 months up to the farm's current month unless `ate`/`meses` say otherwise.
 */
export const fluxoCaixaRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.financeiro.modulos))
  .get('/', validate('query', filtroFluxoSchema), fluxo, async (c) => {
    const q = c.req.valid('query');
    const ultimo = q.ate ?? hojeDaFazenda(c).slice(0, 7);
    const n = q.meses ?? 12;
    const { de, ate } = periodoDosMeses(ultimo, n);
    const movimentos = await movimentosDoPeriodo(c.var.deps.db, c.var.farm.id, de, ate);
    const meses = fluxoDeCaixa(movimentos, ultimo, n);
    return c.json({ de, ate, meses, resumo: resumoFluxo(meses) });
  });
