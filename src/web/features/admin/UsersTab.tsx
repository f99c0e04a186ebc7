import { MSG_ADMIN } from '../../../domain/admin/messages.ts';
import {
  type UserCreateInput,
  type UserUpdateInput,
  userCreateSchema,
  userUpdateSchema,
} from '../../../domain/schemas/admin.ts';
import { SENHA_MINIMA } from '../../../domain/schemas/auth.ts';
import { api, call } from '../../api/client.ts';
import { DialogForm } from '../../components/dialog-form.tsx';
import { CheckboxField, TextField } from '../../components/form.tsx';
import { ListScreen } from '../../components/list-screen.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { useForm } from '../../components/use-form.ts';
import { useSession } from '../../session/session.ts';
import { type AdminUser, useGroups, useUsers } from './admin-data.ts';
import { aoSalvarAdmin, DeleteDialog, EditDialog, useAdminCrud } from './crud.tsx';

type Draft = { name: string; email: string; password: string; isAdmin: boolean };
const EMPTY: Draft = { name: '', email: '', password: '', isAdmin: false };

export function UsersTab() {
  const users = useUsers();
  const groups = useGroups();
  const session = useSession();
  const crud = useAdminCrud<AdminUser>();
  const groupName = (id: string) => groups.data?.find((g) => g.id === id)?.name ?? '';

  return (
    <ListScreen<AdminUser>
      title="Usuários"
      subtitle="Pessoas com acesso ao sistema"
      rows={users.data}
      loading={users.loading}
      error={users.error}
      rowKey={(u) => u.id}
      onAdd={() => crud.edit('new')}
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
        { label: 'Editar', icon: 'edit', onClick: crud.edit },
        {
          label: 'Excluir',
          icon: 'trash',
          danger: true,
          onClick: crud.askDelete,
          hidden: (u) => u.id === session?.user.id,
        },
      ]}
    >
      <EditDialog
        crud={crud}
        title={crud.isNew ? 'Novo Usuário' : 'Editar Usuário'}
        description={crud.isNew ? 'Cadastre uma pessoa para acessar o sistema.' : 'Altere os dados do usuário.'}
      >
        {(user) => (
          <UserForm
            key={user?.id ?? 'new'}
            user={user}
            isSelf={user !== null && user.id === session?.user.id}
            onClose={crud.closeEditor}
            onSaved={crud.after}
          />
        )}
      </EditDialog>
      <DeleteDialog
        crud={crud}
        message={(name) => `Tem certeza que deseja excluir o usuário ${name}? Esta ação não pode ser desfeita.`}
        remove={(user) => call(api.api.admin.users[':id'].$delete({ param: { id: user.id } }))}
        removed={MSG_ADMIN.usuarioExcluido}
      />
    </ListScreen>
  );
}

function UserForm({
  user,
  isSelf,
  onClose,
  onSaved,
}: {
  user: AdminUser | null;
  isSelf: boolean;
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const initial: Draft = user ? { name: user.name, email: user.email, password: '', isAdmin: user.isAdmin } : EMPTY;
  const form = useForm({
    initial,
    rules: user ? userUpdateSchema : userCreateSchema,
    send: async (json: UserUpdateInput | UserCreateInput) => {
      if (user) await call(api.api.admin.users[':id'].$put({ param: { id: user.id }, json }));
      else await call(api.api.admin.users.$post({ json: json as UserCreateInput }));
    },
    done: aoSalvarAdmin(user ? MSG_ADMIN.usuarioAtualizado : MSG_ADMIN.usuarioCriado, onSaved, onClose),
  });
  const { d, set, errors } = form;

  return (
    <DialogForm form={form} onClose={onClose}>
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
        required={!user}
        hint={user ? 'Deixe em branco para manter a senha atual.' : `Pelo menos ${SENHA_MINIMA} caracteres.`}
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
    </DialogForm>
  );
}
