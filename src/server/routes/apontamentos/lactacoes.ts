import { Hono } from 'hono';
import { lactacoesDaVacaSchema, lactacoesSchema } from '../../../domain/apontamentos/respostas-leite.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import { lactacoesDaVaca, lactacoesDoRebanho } from '../../services/apontamentos/lactacoes.ts';
import { obterAnimal } from '../../services/apontamentos/rebanho.ts';
import { hojeDaFazenda, idParam } from '../helpers.ts';

const tabela = responses({ 200: lactacoesSchema });
const daVaca = responses({ 200: lactacoesDaVacaSchema });

/**
 * /api/farms/:farmId/lactacoes — the lactation table of the last 12 months and one cow's lactations against the
 * herd's curve (Apontamentos' data: the appointments module).
 */
export const lactacoesRoutes = new Hono<AppEnv>()
  .use('*', farmAccess('appointments'))
  .get('/', tabela, async (c) => {
    return c.json(await lactacoesDoRebanho(c.var.deps.db, c.var.farm.id, hojeDaFazenda(c)));
  })
  .get('/:id', validate('param', idParam), daVaca, async (c) => {
    const { id } = c.req.valid('param');
    await obterAnimal(c.var.deps.db, c.var.farm.id, id); // 404 for an animal that is not this farm's
    return c.json(await lactacoesDaVaca(c.var.deps.db, c.var.farm.id, id, hojeDaFazenda(c)));
  });
