import type { Modulo } from '../../../domain/modules.ts';
import { api, call } from '../../api/client.ts';
import { FormError, requiredErrors, TextAreaField, TextField } from '../../components/form.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { toast } from '../../components/toast.tsx';
import { type AdminGroup, useGroups } from './admin-data.ts';
import { DeleteDialog, EditDialog, FormActions, useAdminCrud, useAdminForm } from './crud.tsx';
import { ModuleChecks } from './ModuleChecks.tsx';

type Draft = { name: string; description: string; allowedModules: Modulo[] };
const EMPTY: Draft = { name: '', description: '', allowedModules: [] };

export function GroupsTab() {
  const groups = useGroups();
  const crud = useAdminCrud<AdminGroup>();
  return (
    <ListScreen<AdminGroup>
      title="Grupos"
      subtitle="Grupos de usuários e os módulos que podem acessar"
      rows={groups.data}
      loading={groups.loading}
      error={groups.error}
      rowKey={(g) => g.id}
      onAdd={() => crud.edit('new')}
      addLabel="Novo Grupo"
      columns={[
        { key: 'name', header: 'Nome', render: (g) => g.name, primary: true },
        {
          key: 'description',
          header: 'Descrição',
          render: (g) => g.description || <span className="text-base-content/50">—</span>,
          text: (g) => g.description,
        },
        { key: 'modules', header: 'Módulos', render: (g) => `${g.moduleCount} módulos`, align: 'center' },
        { key: 'users', header: 'Usuários', render: (g) => `${g.userCount} usuários`, align: 'center' },
      ]}
      actions={[
        { label: 'Editar', icon: 'edit', onClick: crud.edit },
        { label: 'Excluir', icon: 'trash', danger: true, onClick: crud.askDelete },
      ]}
    >
      <EditDialog
        crud={crud}
        title={crud.isNew ? 'Novo Grupo' : 'Editar Grupo'}
        description="Defina o nome do grupo e os módulos que seus usuários podem acessar."
      >
        {(group) => <GroupForm group={group} onClose={crud.closeEditor} onSaved={crud.after} />}
      </EditDialog>
      <DeleteDialog
        crud={crud}
        message={(name) =>
          `Tem certeza que deseja excluir o grupo ${name}? Os usuários perderão as permissões dele. Esta ação não pode ser desfeita.`
        }
        remove={(group) => call(api.api.admin.groups[':id'].$delete({ param: { id: group.id } }))}
        removed="Grupo excluído com sucesso!"
      />
    </ListScreen>
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
  const { d, set, errors, error, busy, submit } = useAdminForm(initial, {
    validate: (d) => requiredErrors(d, ['name']),
    save: async (d) => {
      const json = { name: d.name.trim(), description: d.description.trim(), allowedModules: d.allowedModules };
      if (group) {
        await call(api.api.admin.groups[':id'].$put({ param: { id: group.id }, json }));
        toast.success('Grupo atualizado com sucesso!');
      } else {
        await call(api.api.admin.groups.$post({ json }));
        toast.success('Grupo criado com sucesso!');
      }
    },
    onSaved,
    onClose,
  });
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <TextField label="Nome do grupo" value={d.name} onChange={(name) => set({ name })} error={errors.name} required />
      <TextAreaField
        label="Descrição"
        value={d.description}
        onChange={(description) => set({ description })}
        error={errors.description}
        rows={2}
      />
      <ModuleChecks value={d.allowedModules} onChange={(allowedModules) => set({ allowedModules })} />
      <FormError message={error} />
      <FormActions busy={busy} onClose={onClose} />
    </form>
  );
}
