import { useState } from 'react';
import { MSG } from '../../../domain/messages.ts';
import { SENHA_MINIMA } from '../../../domain/schemas/auth.ts';
import { api, call } from '../../api/client.ts';
import { ConfirmDialog, Modal } from '../../components/dialog.tsx';
import {
  apiErrorOf,
  CheckboxField,
  type FieldErrors,
  FormError,
  hasErrors,
  requiredErrors,
  TextField,
} from '../../components/form.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { toast } from '../../components/toast.tsx';
import { useSession } from '../../session/session.ts';
import { type AdminUser, useAfterChange, useGroups, useUsers } from './admin-data.ts';

type Draft = { name: string; email: string; password: string; isAdmin: boolean };
const EMPTY: Draft = { name: '', email: '', password: '', isAdmin: false };

export function UsersTab() {
  const users = useUsers();
  const groups = useGroups();
  const session = useSession();
  const after = useAfterChange();
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const groupName = (id: string) => groups.data?.find((g) => g.id === id)?.name ?? '';

  return (
    <ListScreen<AdminUser>
      title="Usuários"
      subtitle="Pessoas com acesso ao sistema"
      rows={users.data}
      loading={users.loading}
      error={users.error}
      rowKey={(u) => u.id}
      onAdd={() => setEditing('new')}
      addLabel="Novo Usuário"
      columns={[
        { key: 'name', header: 'Nome', render: (u) => u.name, primary: true },
        { key: 'email', header: 'Email', render: (u) => u.email },
        {
          key: 'tipo',
          header: 'Tipo',
          text: (u) => (u.isAdmin ? 'Admin' : 'Usuário'),
          render: (u) => (u.isAdmin ? <Badge tone="success">Admin</Badge> : <Badge>Usuário</Badge>),
        },
        {
          key: 'grupos',
          header: 'Grupos',
          text: (u) => u.groupIds.map(groupName).join(' '),
          render: (u) =>
            u.groupIds.length ? (
              <span className="flex flex-wrap justify-end gap-1 md:justify-start">
                {u.groupIds.map((g) => (
                  <Badge key={g} tone="info">
                    {groupName(g)}
                  </Badge>
                ))}
              </span>
            ) : (
              <span className="text-base-content/50">Nenhum</span>
            ),
        },
      ]}
      actions={[
        { label: 'Editar', icon: 'edit', onClick: (u) => setEditing(u) },
        {
          label: 'Excluir',
          icon: 'trash',
          danger: true,
          onClick: (u) => setDeleting(u),
          hidden: (u) => u.id === session?.user.id,
        },
      ]}
    >
      <UserDialog
        user={editing}
        onClose={() => setEditing(null)}
        isSelf={editing !== 'new' && editing?.id === session?.user.id}
        onSaved={after}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        message={`Tem certeza que deseja excluir o usuário ${deleting?.name ?? ''}? Esta ação não pode ser desfeita.`}
        onConfirm={async () => {
          if (!deleting) return;
          await call(api.api.admin.users[':id'].$delete({ param: { id: deleting.id } }));
          toast.success('Usuário excluído com sucesso!');
          await after();
        }}
      />
    </ListScreen>
  );
}

function UserDialog({
  user,
  onClose,
  onSaved,
  isSelf,
}: {
  user: AdminUser | 'new' | null;
  onClose(): void;
  onSaved(): Promise<void>;
  isSelf: boolean;
}) {
  const isNew = user === 'new';
  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title={isNew ? 'Novo Usuário' : 'Editar Usuário'}
      description={isNew ? 'Cadastre uma pessoa para acessar o sistema.' : 'Altere os dados do usuário.'}
    >
      {user !== null && (
        <UserForm
          key={isNew ? 'new' : user.id}
          initial={isNew ? EMPTY : { name: user.name, email: user.email, password: '', isAdmin: user.isAdmin }}
          id={isNew ? null : user.id}
          isSelf={isSelf}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function UserForm({
  initial,
  id,
  isSelf,
  onClose,
  onSaved,
}: {
  initial: Draft;
  id: string | null;
  isSelf: boolean;
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const errs = requiredErrors(d, id ? ['name', 'email'] : ['name', 'email', 'password']);
    if (!errs.password && d.password && d.password.length < SENHA_MINIMA) errs.password = MSG.senhaCurta;
    setErrors(errs);
    setError(null);
    if (hasErrors(errs)) return;
    setBusy(true);
    try {
      const json = { name: d.name.trim(), email: d.email.trim(), isAdmin: d.isAdmin };
      if (id) {
        await call(api.api.admin.users[':id'].$put({ param: { id }, json: { ...json, password: d.password } }));
        toast.success('Usuário atualizado com sucesso!');
      } else {
        await call(api.api.admin.users.$post({ json: { ...json, password: d.password, farmIds: [], groupIds: [] } }));
        toast.success('Usuário criado com sucesso!');
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
      <TextField label="Nome" value={d.name} onChange={(name) => set({ name })} error={errors.name} required />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        value={d.email}
        onChange={(email) => set({ email })}
        error={errors.email}
        required
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="new-password"
        value={d.password}
        onChange={(password) => set({ password })}
        error={errors.password}
        required={!id}
        hint={id ? 'Deixe em branco para manter a senha atual.' : `Pelo menos ${SENHA_MINIMA} caracteres.`}
      />
      <CheckboxField
        label="Administrador"
        hint={
          isSelf
            ? 'Você não pode remover seus próprios direitos de administrador.'
            : 'Acesso a todos os módulos e ao painel.'
        }
        checked={d.isAdmin}
        disabled={isSelf}
        onChange={(isAdmin) => set({ isAdmin })}
      />
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
