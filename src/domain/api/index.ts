import { admin } from './admin.ts';
import { alertas } from './alertas.ts';
import { apontamentos } from './apontamentos.ts';
import { auth } from './auth.ts';
import { avaliacao } from './avaliacao.ts';
import { cadastros } from './cadastros.ts';
import { operacoesDe } from './contrato.ts';
import { csv } from './csv.ts';
import { financeiro } from './financeiro.ts';
import { inventario } from './inventario.ts';
import { painel } from './painel.ts';
import { push } from './push.ts';
import { relatorios } from './relatorios.ts';
import { sanidade } from './sanidade.ts';

/**
 * Every declared operation, by module (src/domain/api/<modulo>.ts). A module listed here is migrated: each of its
 * routes implements a declaration, and the test src/server/http/contrato.test.ts holds routes and declarations to
 * the same set. See docs/DEVELOPING.md §"Migrating a route file".
 */
export const CONTRATO = {
  financeiro,
  inventario,
  apontamentos,
  admin,
  painel,
  push,
  cadastros,
  auth,
  avaliacao,
  csv,
  relatorios,
  alertas,
  sanidade,
};

export const OPERACOES = operacoesDe(CONTRATO);
