import { useState } from 'react';
import type { Modulo } from '../../../domain/modules.ts';
import { api, call } from '../../api/client.ts';
import { ConfirmDialog, Modal } from '../../components/dialog.tsx';
import {
  apiErrorOf,
  type FieldErrors,
  FormError,
  hasErrors,
  requiredErrors,
  TextAreaField,
  TextField,
} from '../../components/form.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { toast } from '../../components/toast.tsx';
import { type AdminGroup, useAfterChange, useGroups } from './admin-data.ts';
import { ModuleChecks } from './ModuleChecks.tsx';

type Draft = { name: string; description: string; allowedModules: Modulo[] };

export function GroupsTab() {
  const groups = useGroups();
  const after = useAfterChange();
  const [editing, setEditing] = useState<AdminGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminGroup | null>(null);
  const isNew = editing === 'new';
  return (
    <ListScreen<AdminGroup>
      title="Grupos"
      subtitle="Grupos de usuários e os módulos que podem acessar"
      rows={groups.data}
      loading={groups.loading}
      error={groups.error}
      rowKey={(g) => g.id}
      onAdd={() => setEditing('new')}
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
        { label: 'Editar', icon: 'edit', onClick: (g) => setEditing(g) },
        { label: 'Excluir', icon: 'trash', danger: true, onClick: (g) => setDeleting(g) },
      ]}
    >
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={isNew ? 'Novo Grupo' : 'Editar Grupo'}
        description="Defina o nome do grupo e os módulos que seus usuários podem acessar."
      >
        {editing !== null && (
          <GroupForm
            id={isNew ? null : editing.id}
            initial={
              isNew
                ? { name: '', description: '', allowedModules: [] }
                : {
                    name: editing.name,
                    description: editing.description,
                    allowedModules: editing.allowedModules as Modulo[],
                  }
            }
            onClose={() => setEditing(null)}
            onSaved={after}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        message={`Tem certeza que deseja excluir o grupo ${deleting?.name ?? ''}? Os usuários perderão as permissões dele. Esta ação não pode ser desfeita.`}
        onConfirm={async () => {
          if (!deleting) return;
          await call(api.api.admin.groups[':id'].$delete({ param: { id: deleting.id } }));
          toast.success('Grupo excluído com sucesso!');
          await after();
        }}
      />
    </ListScreen>
  );
}

function GroupForm({
  id,
  initial,
  onClose,
  onSaved,
}: {
  id: string | null;
  initial: Draft;
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const errs = requiredErrors(d, ['name']);
    setErrors(errs);
    setError(null);
    if (hasErrors(errs)) return;
    setBusy(true);
    try {
      const json = { name: d.name.trim(), description: d.description.trim(), allowedModules: d.allowedModules };
      if (id) {
        await call(api.api.admin.groups[':id'].$put({ param: { id }, json }));
        toast.success('Grupo atualizado com sucesso!');
      } else {
        await call(api.api.admin.groups.$post({ json }));
        toast.success('Grupo criado com sucesso!');
      }
      await onSaved();
      onClose();
    } catch (err) {
      const { message, fields } = apiErrorOf(err);
      setErrors(fields);
      setError(Object.keys(fields).length ? null : message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <TextField
        label="Nome do grupo"
        value={d.name}
        onChange={(name) => setD({ ...d, name })}
        error={errors.name}
        required
      />
      <TextAreaField
        label="Descrição"
        value={d.description}
        onChange={(description) => setD({ ...d, description })}
        error={errors.description}
        rows={2}
      />
      <ModuleChecks value={d.allowedModules} onChange={(allowedModules) => setD({ ...d, allowedModules })} />
      <FormError message={error} />
      <div className="modal-action">
        <button type="button" className="btn min-h-11" onClick={onClose} disabled={busy}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
          {busy ? 'Salvando...' : 'Salvar'}
        </button>
      </div>
    </form>
  );
}
