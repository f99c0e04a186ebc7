import { z } from 'zod';
import {
  contagemFazendaSchema,
  fazendaDaListaSchema,
  fazendaInputSchema,
  fazendaSchema,
  grupoDaListaSchema,
  grupoInputSchema,
  grupoSchema,
  situacaoBackupSchema,
  usuarioEdicaoSchema,
  usuarioNovoSchema,
  usuarioSchema,
  vinculoComFazendaSchema,
  vinculoComGrupoSchema,
} from '../schemas/admin.ts';
import { exclusaoComSenhaSchema, okSchema } from '../schemas/common.ts';
import { operacao } from './contrato.ts';

/**
 * Administration (users, groups, farms, links, backups), every operation declared once: the server implements these
 * (src/server/routes/admin, behind requireAdmin), the web calls them (src/web/features/admin/api.ts). Not kernel
 * resources (src/server/services/admin.ts keeps them), so no recursoCrud: each operation is its own.
 */
const base = '/api/admin';
/** An admin row's `:id` (its own message-less bound, as these routes always had). */
const idAdmin = z.object({ id: z.string().min(1).max(64) });

export const admin = {
  usuarios: {
    listar: operacao({ method: 'GET', path: `${base}/users`, answers: { 200: z.array(usuarioSchema) } }),
    criar: operacao({
      method: 'POST',
      path: `${base}/users`,
      body: usuarioNovoSchema,
      answers: { 201: usuarioSchema },
    }),
    obter: operacao({ method: 'GET', path: `${base}/users/:id`, params: idAdmin, answers: { 200: usuarioSchema } }),
    editar: operacao({
      method: 'PUT',
      path: `${base}/users/:id`,
      params: idAdmin,
      body: usuarioEdicaoSchema,
      answers: { 200: usuarioSchema },
    }),
    excluir: operacao({ method: 'DELETE', path: `${base}/users/:id`, params: idAdmin, answers: { 200: okSchema } }),
    vincularFazenda: operacao({
      method: 'POST',
      path: `${base}/users/:id/farms`,
      params: idAdmin,
      body: vinculoComFazendaSchema.pick({ farmId: true }),
      answers: { 201: usuarioSchema },
    }),
    desvincularFazenda: operacao({
      method: 'DELETE',
      path: `${base}/users/:id/farms/:farmId`,
      params: idAdmin.extend({ farmId: z.string().min(1) }),
      answers: { 200: okSchema },
    }),
    vincularGrupo: operacao({
      method: 'POST',
      path: `${base}/users/:id/groups`,
      params: idAdmin,
      body: vinculoComGrupoSchema.pick({ groupId: true }),
      answers: { 201: usuarioSchema, 409: 'O usuário já está vinculado a este grupo.' },
    }),
    desvincularGrupo: operacao({
      method: 'DELETE',
      path: `${base}/users/:id/groups/:groupId`,
      params: idAdmin.extend({ groupId: z.string().min(1) }),
      answers: { 200: okSchema },
    }),
  },
  grupos: {
    listar: operacao({ method: 'GET', path: `${base}/groups`, answers: { 200: z.array(grupoDaListaSchema) } }),
    criar: operacao({ method: 'POST', path: `${base}/groups`, body: grupoInputSchema, answers: { 201: grupoSchema } }),
    editar: operacao({
      method: 'PUT',
      path: `${base}/groups/:id`,
      params: idAdmin,
      body: grupoInputSchema,
      answers: { 200: grupoSchema },
    }),
    excluir: operacao({ method: 'DELETE', path: `${base}/groups/:id`, params: idAdmin, answers: { 200: okSchema } }),
  },
  fazendas: {
    listar: operacao({ method: 'GET', path: `${base}/farms`, answers: { 200: z.array(fazendaDaListaSchema) } }),
    criar: operacao({
      method: 'POST',
      path: `${base}/farms`,
      body: fazendaInputSchema,
      answers: { 201: fazendaSchema },
    }),
    editar: operacao({
      method: 'PUT',
      path: `${base}/farms/:id`,
      params: idAdmin,
      body: fazendaInputSchema,
      answers: { 200: fazendaSchema },
    }),
    /** What a delete would remove: the confirmation names it before the admin types the password. */
    exclusao: operacao({
      method: 'GET',
      path: `${base}/farms/:id/exclusao`,
      params: idAdmin,
      answers: { 200: contagemFazendaSchema },
    }),
    /** A farm and all its data go only with the admin's password (docs/PRODUTO.md §Formulários). */
    excluir: operacao({
      method: 'DELETE',
      path: `${base}/farms/:id`,
      params: idAdmin,
      body: exclusaoComSenhaSchema,
      answers: { 200: okSchema },
    }),
  },
  backup: {
    /** The scheduled backups' folder, last backup and last failure. */
    situacao: operacao({ method: 'GET', path: `${base}/backup`, answers: { 200: situacaoBackupSchema } }),
  },
};
