import { consulta } from '../../api/invalidate.ts';
import { adminApi } from './api.ts';

/**
 * Every read of the admin feature with its key, in one place (issue 41 item 4). Tuple keys match by prefix: an
 * admin change invalidates `chavesAdmin.tudo` (users, groups, farms and what a farm's delete would take); the
 * backups' state is apart (no admin change alters it).
 */
export const chavesAdmin = {
  tudo: ['admin'] as const,
  usuarios: ['admin', 'usuarios'] as const,
  grupos: ['admin', 'grupos'] as const,
  fazendas: ['admin', 'fazendas'] as const,
  exclusaoDaFazenda: (farmId: string) => ['admin', 'fazendas', farmId, 'exclusao'] as const,
  backup: ['backup'] as const,
};

export const consultasAdmin = {
  usuarios: () => consulta(chavesAdmin.usuarios, (signal) => adminApi.usuarios.listar(signal)),
  grupos: () => consulta(chavesAdmin.grupos, (signal) => adminApi.grupos.listar(signal)),
  fazendas: () => consulta(chavesAdmin.fazendas, (signal) => adminApi.fazendas.listar(signal)),
  exclusaoDaFazenda: (farmId: string) =>
    consulta(chavesAdmin.exclusaoDaFazenda(farmId), (signal) => adminApi.fazendas.exclusao(farmId, signal)),
  backup: () => consulta(chavesAdmin.backup, (signal) => adminApi.backup(signal)),
};
