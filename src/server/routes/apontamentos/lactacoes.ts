import type { Hono } from 'hono';
import { apontamentos } from '../../../domain/api/apontamentos.ts';
import type { AppEnv } from '../../env.ts';
import { implementar } from '../../http/contrato.ts';
import { lactacoesDaVaca, lactacoesDoRebanho } from '../../services/apontamentos/lactacoes.ts';
import { obterAnimal } from '../../services/apontamentos/rebanho.ts';
import { hojeDaFazenda } from '../helpers.ts';

const op = apontamentos.lactacoes;

/**
 * /api/farms/:farmId/lactacoes — the lactation table of the last 12 months and one cow's lactations against the
 * herd's curve (Apontamentos' data: the appointments module). The router's guard is `.use()`d before this call.
 */
export function lactacoesRoutes(router: Hono<AppEnv>, base: string) {
  implementar(router, base, op.tabela, async (c) => lactacoesDoRebanho(c.var.deps.db, c.var.farm.id, hojeDaFazenda(c)));
  implementar(router, base, op.daVaca, async (c, { params: { id } }) => {
    await obterAnimal(c.var.deps.db, c.var.farm.id, id); // 404 for an animal that is not this farm's
    return lactacoesDaVaca(c.var.deps.db, c.var.farm.id, id, hojeDaFazenda(c));
  });
}
