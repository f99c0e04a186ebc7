import type { Hono } from 'hono';
import { financeiro } from '../../../domain/api/financeiro.ts';
import { fluxoDeCaixa, periodoDosMeses, resumoFluxo } from '../../../domain/financeiro/calculos.ts';
import type { AppEnv } from '../../env.ts';
import { implementar } from '../../http/contrato.ts';
import { movimentosDoPeriodo } from '../../services/financeiro/contas.ts';
import { hojeDaFazenda } from '../helpers.ts';

/**
 * /api/farms/:farmId/fluxo-caixa — money in (income + received receivables) and out (expenses + paid payables)
 * by month, the last 12 months up to the farm's current month unless `ate`/`meses` say otherwise.
 */
export function fluxoCaixaRoutes(router: Hono<AppEnv>, base: string) {
  implementar(router, base, financeiro.fluxoCaixa.ler, async (c, { query }) => {
    const ultimo = query.ate ?? hojeDaFazenda(c).slice(0, 7);
    const n = query.meses ?? 12;
    const { de, ate } = periodoDosMeses(ultimo, n);
    const movimentos = await movimentosDoPeriodo(c.var.deps.db, c.var.farm.id, de, ate);
    const meses = fluxoDeCaixa(movimentos, ultimo, n);
    return { de, ate, meses, resumo: resumoFluxo(meses) };
  });
}
