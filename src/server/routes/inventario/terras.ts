import { Hono } from 'hono';
import {
  listaTerrasSchema,
  terraEdicaoSchema,
  terraItemSchema,
  terraNovaSchema,
} from '../../../domain/inventario/schemas.ts';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { responses } from '../../http/validate.ts';
import { inventario } from '../../services/inventario/items.ts';
import { resumoDasTerras, terraComValores } from '../../services/inventario/valores.ts';
import { anoDaFazenda } from '../helpers.ts';
import { excluirComSenha, itemWriteRoutes, listagem } from './item-routes.ts';
import { taxaFazenda } from './shared.ts';

/** /api/farms/:farmId/inventario/terras — land areas (module `lands`). Delete needs the user's password. */
export const terrasRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.paezTerras.modulos))
  .get('/', responses({ 200: listaTerrasSchema }), async (c) => {
    const rows = await inventario.terras.list(c.var.deps.db, c.var.farm.id);
    return c.json(listagem(c, rows, terraComValores, resumoDasTerras));
  })
  .route(
    '/',
    itemWriteRoutes({
      recurso: inventario.terras,
      novo: terraNovaSchema,
      edicao: terraEdicaoSchema,
      padroesNovo: (c) => ({ ano: anoDaFazenda(c), taxaJurosItem: taxaFazenda(c) }),
      view: terraComValores,
      resposta: terraItemSchema,
    }),
  )
  .route('/', excluirComSenha(inventario.terras));
