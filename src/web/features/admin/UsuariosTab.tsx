import { useId } from 'react';
import { MSG_ADMIN } from '../../../domain/admin/messages.ts';
import {
  type UsuarioEdicaoInput,
  type UsuarioNovoInput,
  usuarioEdicaoSchema,
  usuarioNovoSchema,
} from '../../../domain/schemas/admin.ts';
import { SENHA_MINIMA } from '../../../domain/schemas/auth.ts';
import { CrudScreen } from '../../components/crud-screen.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { CheckboxField, TextField } from '../../components/form.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { aoSalvar, useForm } from '../../components/use-form.ts';
import { useSession } from '../../session/session.ts';
import { type UsuarioDoAdmin, useAfterChange, useFazendas, useGrupos, useUsuarios } from './admin-data.ts';
import { adminApi } from './api.ts';

type Draft = { name: string; email: string; password: string; isAdmin: boolean; farmIds: string[]; groupIds: string[] };
const EMPTY: Draft = { name: '', email: '', password: '', isAdmin: false, farmIds: [], groupIds: [] };

export function UsuariosTab() {
  const users = useUsuarios();
  const groups = useGrupos();
  const session = useSession();
  const after = useAfterChange();
  const groupName = (id: string) => groups.data?.find((g) => g.id === id)?.name ?? '';

  return (
    <CrudScreen<UsuarioDoAdmin>
      title="Usuários"
      subtitle="Pessoas com acesso ao sistema"
      rows={users.data}
      loading={users.loading}
      error={users.error}
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
              <span className="text-base-content/70">Nenhum</span>
            ),
        },
      ]}
      editor={{
        title: (user) => (user ? 'Editar Usuário' : 'Novo Usuário'),
        description: (user) => (user ? 'Altere os dados do usuário.' : 'Cadastre uma pessoa para acessar o sistema.'),
        form: (user, close) => (
          <UserForm
            user={user}
            isSelf={user !== null && user.id === session?.user.id}
            onClose={close}
            onSaved={after}
          />
        ),
      }}
      remove={{
        message: (u) => `Tem certeza que deseja excluir o usuário ${u.name}? Esta ação não pode ser desfeita.`,
        run: (u) => adminApi.usuarios.excluir(u.id),
        done: MSG_ADMIN.usuarioExcluido,
        hidden: (u) => u.id === session?.user.id,
      }}
      after={after}
    />
  );
}

function UserForm({
  user,
  isSelf,
  onClose,
  onSaved,
}: {
  user: UsuarioDoAdmin | null;
  isSelf: boolean;
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const initial: Draft = user
    ? { name: user.name, email: user.email, password: '', isAdmin: user.isAdmin, farmIds: [], groupIds: [] }
    : EMPTY;
  const form = useForm({
    initial,
    rules: user ? usuarioEdicaoSchema : usuarioNovoSchema,
    send: async (json: UsuarioEdicaoInput | UsuarioNovoInput) => {
      if (user) await adminApi.usuarios.editar(user.id, json);
      else await adminApi.usuarios.criar(json as UsuarioNovoInput);
    },
    ...aoSalvar(user ? MSG_ADMIN.usuarioAtualizado : MSG_ADMIN.usuarioCriado, onSaved, onClose),
  });
  const { d, set, errors } = form;
  const fazendas = useFazendas();
  const grupos = useGrupos();

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
      {/* A new user's farms and groups in the same dialog: they sign in and work right after it (issue 38 item 7);
          an existing user's links change in Vinculações. */}
      {!user && (
        <>
          <Escolhas
            legenda="Fazendas"
            dica="As fazendas em que a pessoa vai trabalhar."
            itens={fazendas.data ?? []}
            marcados={d.farmIds}
            onChange={(farmIds) => set({ farmIds })}
            erro={errors.farmIds}
          />
          <Escolhas
            legenda="Grupos"
            dica="Os grupos dizem quais módulos a pessoa abre."
            itens={grupos.data ?? []}
            marcados={d.groupIds}
            onChange={(groupIds) => set({ groupIds })}
            erro={errors.groupIds}
          />
          {!d.isAdmin && (d.farmIds.length === 0 || d.groupIds.length === 0) && (
            <p className="text-sm text-base-content/70">{MSG_ADMIN.semFazendaOuGrupo}</p>
          )}
        </>
      )}
    </DialogForm>
  );
}

/** A list of checkboxes (farms, groups) of a dialog: each a 44 px row, the list scrolling past 300 px. */
function Escolhas({
  legenda,
  dica,
  itens,
  marcados,
  onChange,
  erro,
}: {
  legenda: string;
  dica: string;
  itens: readonly { id: string; name: string }[];
  marcados: readonly string[];
  onChange(ids: string[]): void;
  erro?: string;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col" aria-describedby={`${id}-dica`}>
      <legend className="mb-1 text-sm font-medium">{legenda}</legend>
      <p id={`${id}-dica`} className="mb-1 text-xs text-base-content/70">
        {dica}
      </p>
      <div className="grid max-h-[300px] grid-cols-1 gap-x-4 overflow-y-auto sm:grid-cols-2">
        {itens.map((i) => (
          <CheckboxField
            key={i.id}
            label={i.name}
            checked={marcados.includes(i.id)}
            onChange={(on) => onChange(on ? [...marcados, i.id] : marcados.filter((x) => x !== i.id))}
          />
        ))}
      </div>
      {erro && (
        <p role="alert" className="text-sm text-error">
          {erro}
        </p>
      )}
    </fieldset>
  );
}
