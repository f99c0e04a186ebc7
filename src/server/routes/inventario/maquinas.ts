import { Hono } from 'hono';
import { z } from 'zod';
import {
  listaMaquinasSchema,
  maquinaEdicaoSchema,
  maquinaItemSchema,
  maquinaNovaSchema,
} from '../../../domain/inventario/schemas.ts';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import { inventario, maquinasDoAno } from '../../services/inventario/items.ts';
import { maquinaComValores, resumoDasMaquinas } from '../../services/inventario/valores.ts';
import { anoDaFazenda } from '../helpers.ts';
import { excluirComSenha, itemWriteRoutes, listagem } from './item-routes.ts';

const anoQuery = z.object({
  ano: z.coerce.number({ error: 'Ano inválido.' }).int('Ano inválido.').min(2000, 'Ano inválido.').max(2100).optional(),
});

/**
 * /api/farms/:farmId/inventario/maquinas — machines by year (module `machinery`); the list and the eight summary
 * cards are for one year (?ano=, default the current one). Delete needs the user's password.
 */
export const maquinasRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.paezMaquinas.modulos))
  .get('/', validate('query', anoQuery), responses({ 200: listaMaquinasSchema }), async (c) => {
    const ano = c.req.valid('query').ano ?? anoDaFazenda(c);
    const rows = await maquinasDoAno(c.var.deps.db, c.var.farm.id, ano);
    return c.json({ ano, ...listagem(c, rows, maquinaComValores, resumoDasMaquinas) });
  })
  .route(
    '/',
    itemWriteRoutes({
      recurso: inventario.maquinas,
      novo: maquinaNovaSchema,
      edicao: maquinaEdicaoSchema,
      // Without a rate of its own, the machine follows the farm's (maquinaComValores).
      padroesNovo: () => ({ anoFabricacao: null, taxaJurosItem: null }),
      view: maquinaComValores,
      resposta: maquinaItemSchema,
    }),
  )
  .route('/', excluirComSenha(inventario.maquinas));
