import { admin } from './admin.ts';
import { apontamentos } from './apontamentos.ts';
import { operacoesDe } from './contrato.ts';
import { financeiro } from './financeiro.ts';
import { inventario } from './inventario.ts';
import { painel } from './painel.ts';
import { push } from './push.ts';
import { sanidade } from './sanidade.ts';

/**
 * Every declared operation, by module (src/domain/api/<modulo>.ts). A module listed here is migrated: each of its
 * routes implements a declaration, and the test src/server/http/contrato.test.ts holds routes and declarations to
 * the same set. See docs/DEVELOPING.md §"Migrating a route file".
 */
export const CONTRATO = { financeiro, inventario, apontamentos, admin, painel, push, sanidade };

export const OPERACOES = operacoesDe(CONTRATO);
