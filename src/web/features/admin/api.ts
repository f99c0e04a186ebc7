import { admin } from '../../../domain/api/admin.ts';
import type { Answer, CorpoDe } from '../../../domain/api/contrato.ts';
import { pedir } from '../../api/pedir.ts';

// Every request of the admin feature, typed from its declarations (src/domain/api/admin.ts). Admin writes never
// wait in the outbox (src/web/offline/outbox-rules.ts decides by path, as before).
export type UsuarioDoAdmin = Answer<typeof admin.usuarios.listar>[number];
export type AdminGroup = Answer<typeof admin.grupos.listar>[number];
export type AdminFarm = Answer<typeof admin.fazendas.listar>[number];
export type SituacaoDoBackup = Answer<typeof admin.backup.situacao>;

const { usuarios, grupos, fazendas, backup } = admin;
const sem = { params: {} };

export const adminApi = {
  usuarios: {
    listar: (signal?: AbortSignal) => pedir(usuarios.listar, sem, { signal }),
    criar: (json: CorpoDe<typeof usuarios.criar>) => pedir(usuarios.criar, { params: {}, json }),
    editar: (id: string, json: CorpoDe<typeof usuarios.editar>) => pedir(usuarios.editar, { params: { id }, json }),
    excluir: (id: string) => pedir(usuarios.excluir, { params: { id } }),
    vincularFazenda: (id: string, farmId: string) =>
      pedir(usuarios.vincularFazenda, { params: { id }, json: { farmId } }),
    desvincularFazenda: (id: string, farmId: string) => pedir(usuarios.desvincularFazenda, { params: { id, farmId } }),
    vincularGrupo: (id: string, groupId: string) =>
      pedir(usuarios.vincularGrupo, { params: { id }, json: { groupId } }),
    desvincularGrupo: (id: string, groupId: string) => pedir(usuarios.desvincularGrupo, { params: { id, groupId } }),
  },
  grupos: {
    listar: (signal?: AbortSignal) => pedir(grupos.listar, sem, { signal }),
    criar: (json: CorpoDe<typeof grupos.criar>) => pedir(grupos.criar, { params: {}, json }),
    editar: (id: string, json: CorpoDe<typeof grupos.editar>) => pedir(grupos.editar, { params: { id }, json }),
    excluir: (id: string) => pedir(grupos.excluir, { params: { id } }),
  },
  fazendas: {
    listar: (signal?: AbortSignal) => pedir(fazendas.listar, sem, { signal }),
    criar: (json: CorpoDe<typeof fazendas.criar>) => pedir(fazendas.criar, { params: {}, json }),
    editar: (id: string, json: CorpoDe<typeof fazendas.editar>) => pedir(fazendas.editar, { params: { id }, json }),
    exclusao: (id: string, signal?: AbortSignal) => pedir(fazendas.exclusao, { params: { id } }, { signal }),
    excluir: (id: string, password: string) => pedir(fazendas.excluir, { params: { id }, json: { password } }),
  },
  backup: (signal?: AbortSignal) => pedir(backup.situacao, sem, { signal }),
};
