import { MSG_ADMIN } from '../../../domain/admin/messages.ts';
import type { Modulo } from '../../../domain/modules.ts';
import { grupoInputSchema } from '../../../domain/schemas/admin.ts';
import { CrudScreen } from '../../components/crud-screen.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { TextAreaField, TextField } from '../../components/form.tsx';
import { partesDoRascunho, useFormComRascunho } from '../../components/rascunho.ts';
import { aoSalvar } from '../../components/use-form.ts';
import { type AdminGroup, useAfterChange, useGrupos } from './admin-data.ts';
import { adminApi } from './api.ts';
import { ModuleChecks } from './ModuleChecks.tsx';

type Draft = { name: string; description: string; allowedModules: Modulo[] };
const EMPTY: Draft = { name: '', description: '', allowedModules: [] };

export function GruposTab() {
  const groups = useGrupos();
  const after = useAfterChange();
  return (
    <CrudScreen<AdminGroup>
      title="Grupos"
      subtitle="Grupos de usuários e os módulos que podem acessar"
      rows={groups.data}
      loading={groups.loading}
      error={groups.error}
      addLabel="Novo Grupo"
      columns={[
        { key: 'name', header: 'Nome', render: (g) => g.name, primary: true },
        {
          key: 'description',
          header: 'Descrição',
          render: (g) => g.description || <span className="text-base-content/70">—</span>,
          text: (g) => g.description,
        },
        { key: 'modules', header: 'Módulos', render: (g) => `${g.moduleCount} módulos`, align: 'center' },
        {
          key: 'users',
          header: 'Usuários',
          render: (g) => `${g.userCount} ${g.userCount === 1 ? 'usuário' : 'usuários'}`,
          align: 'center',
        },
      ]}
      editor={{
        title: (group) => (group ? 'Editar Grupo' : 'Novo Grupo'),
        description: () => 'Defina o nome do grupo e os módulos que seus usuários podem acessar.',
        form: (group, close) => <GroupForm group={group} onClose={close} onSaved={after} />,
      }}
      remove={{
        message: (g) =>
          `Tem certeza que deseja excluir o grupo ${g.name}? Os usuários perderão as permissões dele. Esta ação não pode ser desfeita.`,
        run: (g) => adminApi.grupos.excluir(g.id),
        done: MSG_ADMIN.grupoExcluido,
      }}
      after={after}
    />
  );
}

function GroupForm({
  group,
  onClose,
  onSaved,
}: {
  group: AdminGroup | null;
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const initial: Draft = group
    ? { name: group.name, description: group.description, allowedModules: group.allowedModules as Modulo[] }
    : EMPTY;
  const form = useFormComRascunho(
    {
      initial,
      rules: grupoInputSchema,
      send: async (json) => {
        if (group) await adminApi.grupos.editar(group.id, json);
        else await adminApi.grupos.criar(json);
      },
      ...aoSalvar(group ? MSG_ADMIN.grupoAtualizado : MSG_ADMIN.grupoCriado, onSaved, onClose),
    },
    { partes: partesDoRascunho('admin', 'grupo', group) },
  );
  const { d, set, errors } = form;
  return (
    <DialogForm form={form} onClose={onClose}>
      <TextField label="Nome do grupo" value={d.name} onChange={(name) => set({ name })} error={errors.name} required />
      <TextAreaField
        label="Descrição"
        value={d.description}
        onChange={(description) => set({ description })}
        error={errors.description}
        rows={2}
      />
      <ModuleChecks value={d.allowedModules} onChange={(allowedModules) => set({ allowedModules })} />
    </DialogForm>
  );
}
