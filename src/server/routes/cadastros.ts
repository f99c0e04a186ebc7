import { type Context, Hono } from 'hono';
import { cadastros } from '../../domain/api/cadastros.ts';
import { recusaDoCadastro, TIPOS_DE_CADASTRO, type TipoDeCadastro } from '../../domain/schemas/cadastros.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { conflict } from '../http/errors.ts';
import { RECURSOS_DE_CADASTRO as R } from '../services/cadastros.ts';
import type { BaseRow, FarmResource } from '../services/kernel.ts';
import { rotasCrud } from './crud.ts';

/** Where this router is mounted: every declaration of src/domain/api/cadastros.ts begins with it. */
const base = '/api/farms/:farmId/registros';

/**
 * /api/farms/:farmId/registros/<tipo> — the per-farm registries (técnicos, tipos de animais/terras/instalações/
 * máquinas, status financeiros, contas bancárias), each a kernel resource with the one CRUD factory. Reading a
 * registry needs one of the modules that use it (`leitura`); changing it, one of the modules that own it
 * (`escrita`): both guards run before any validation.
 */
export const cadastrosRoutes = new Hono<AppEnv>();

/** A registry's guards (before any validation) and its kernel resource with its list, for rotasCrud. */
function registro<Row extends BaseRow>(tipo: TipoDeCadastro, crud: FarmResource<Row, object>) {
  const { leitura, escrita } = TIPOS_DE_CADASTRO[tipo];
  cadastrosRoutes.on('GET', `/${tipo}/*`, farmAccess(...leitura));
  cadastrosRoutes.on(['POST', 'PUT', 'DELETE'], `/${tipo}/*`, farmAccess(...escrita));
  return { crud, listar: async (c: Context<AppEnv>) => crud.list(c.var.deps.db, c.var.farm.id) };
}

/** An item other parts depend on cannot be deleted nor renamed (the Status registry's Pendente, Pago, Recebido). */
function recusa(tipo: TipoDeCadastro) {
  return (antes: { nome: string }, valores?: Record<string, unknown>) => {
    const motivo = recusaDoCadastro(tipo, antes.nome, valores && String(valores.nome));
    if (motivo) throw conflict(motivo);
  };
}

rotasCrud(cadastrosRoutes, base, cadastros.tecnicos, registro('tecnicos', R.tecnicos));
rotasCrud(cadastrosRoutes, base, cadastros['tipos-animais'], registro('tipos-animais', R['tipos-animais']));
rotasCrud(cadastrosRoutes, base, cadastros['tipos-terras'], registro('tipos-terras', R['tipos-terras']));
rotasCrud(cadastrosRoutes, base, cadastros['tipos-instalacoes'], registro('tipos-instalacoes', R['tipos-instalacoes']));
rotasCrud(cadastrosRoutes, base, cadastros['tipos-maquinas'], registro('tipos-maquinas', R['tipos-maquinas']));
rotasCrud(cadastrosRoutes, base, cadastros.status, { ...registro('status', R.status), recusa: recusa('status') });
rotasCrud(cadastrosRoutes, base, cadastros['contas-bancarias'], registro('contas-bancarias', R['contas-bancarias']));
