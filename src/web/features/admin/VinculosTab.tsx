import { useId, useState } from 'react';
import { MSG_ADMIN } from '../../../domain/admin/messages.ts';
import { MSG } from '../../../domain/messages.ts';
import { vinculoComFazendaSchema, vinculoComGrupoSchema } from '../../../domain/schemas/admin.ts';
import { validar } from '../../../domain/validacao.ts';
import { ApiError } from '../../api/client.ts';
import { Modal } from '../../components/dialog.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { Icon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { aoSalvar, useForm } from '../../components/use-form.ts';
import { useAfterChange, useFazendas, useGrupos, useUsuarios } from './admin-data.ts';
import { adminApi } from './api.ts';

type Kind = 'farm' | 'group';

interface Pair {
  userId: string;
  userName: string;
  userEmail: string;
  targetId: string;
  targetName: string;
}

const TEXT = {
  farm: {
    tab: 'Usuários e Fazendas',
    target: 'Fazenda',
    empty: 'Nenhum usuário vinculado a fazendas.',
    select: MSG.selecioneUsuarioFazenda,
    linked: MSG_ADMIN.vinculadoFazenda,
    linkError: MSG_ADMIN.erroVincularFazenda,
  },
  group: {
    tab: 'Usuários e Grupos',
    target: 'Grupo',
    empty: 'Nenhum usuário vinculado a grupos.',
    select: MSG.selecioneUsuarioGrupo,
    linked: MSG_ADMIN.vinculadoGrupo,
    linkError: MSG_ADMIN.erroVincularGrupo,
  },
} as const;

export function VinculosTab() {
  const [kind, setKind] = useState<Kind>('farm');
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label="Vinculações">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div>
          <h2 className="card-title text-xl">Vinculações</h2>
          <p className="text-sm text-base-content/70">Quem trabalha em cada fazenda e a quais grupos pertence</p>
        </div>
        <div role="tablist" aria-label="Tipo de vinculação" className="tabs tabs-border">
          {(['farm', 'group'] as const).map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={kind === k}
              className={`tab min-h-11 ${kind === k ? 'tab-active' : ''}`}
              onClick={() => setKind(k)}
            >
              {TEXT[k].tab}
            </button>
          ))}
        </div>
        <div role="tabpanel" aria-label={TEXT[kind].tab}>
          <LinkList key={kind} kind={kind} />
        </div>
      </div>
    </section>
  );
}

function LinkList({ kind }: { kind: Kind }) {
  const users = useUsuarios();
  const farms = useFazendas();
  const groups = useGrupos();
  const after = useAfterChange();
  const [adding, setAdding] = useState(false);
  const targets = (kind === 'farm' ? farms.data : groups.data) ?? [];
  const t = TEXT[kind];
  const pairs: Pair[] = (users.data ?? []).flatMap((u) =>
    (kind === 'farm' ? u.farmIds : u.groupIds).map((id) => ({
      userId: u.id,
      userName: u.name,
      userEmail: u.email,
      targetId: id,
      targetName: targets.find((x) => x.id === id)?.name ?? '',
    })),
  );

  async function remove(p: Pair) {
    try {
      if (kind === 'farm') await adminApi.usuarios.desvincularFazenda(p.userId, p.targetId);
      else await adminApi.usuarios.desvincularGrupo(p.userId, p.targetId);
      toast.success(MSG_ADMIN.vinculacaoRemovida);
      await after();
    } catch {
      toast.error(MSG_ADMIN.erroRemoverVinculacao);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <button type="button" className="btn btn-primary min-h-11" onClick={() => setAdding(true)}>
          <Icon name="plus" /> Adicionar Vinculação
        </button>
      </div>
      {pairs.length === 0 ? (
        <p className="rounded-box bg-base-200/60 py-10 text-center text-base-content/70">
          {users.loading ? 'Carregando...' : t.empty}
        </p>
      ) : (
        <ul className="divide-y divide-base-200 rounded-box border border-base-300" aria-label={t.tab}>
          {pairs.map((p) => (
            <li key={`${p.userId}:${p.targetId}`} className="flex flex-wrap items-center gap-3 p-3">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary">
                  {p.userName.charAt(0).toUpperCase()}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{p.userName}</span>
                  <span className="block truncate text-xs text-base-content/60">{p.userEmail}</span>
                </span>
              </div>
              <Icon name="link" className="size-4 text-base-content/40" />
              <span className="badge badge-soft badge-primary badge-lg gap-1">
                <Icon name={kind === 'farm' ? 'farm' : 'users'} className="size-3.5" />
                {p.targetName}
              </span>
              <button
                type="button"
                className="btn btn-ghost btn-square min-h-11 min-w-11 text-error"
                aria-label={`Remover vinculação de ${p.userName} com ${p.targetName}`}
                onClick={() => remove(p)}
              >
                <Icon name="trash" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={adding}
        onClose={() => setAdding(false)}
        title="Adicionar Vinculação"
        description={kind === 'farm' ? 'Dê acesso a uma fazenda para um usuário.' : 'Inclua um usuário em um grupo.'}
      >
        {adding && (
          <AddLinkForm
            kind={kind}
            users={(users.data ?? []).map((u) => ({ id: u.id, label: `${u.name} (${u.email})` }))}
            targets={targets.map((x) => ({ id: x.id, label: x.name }))}
            onClose={() => setAdding(false)}
            onSaved={after}
          />
        )}
      </Modal>
    </div>
  );
}

/** A listbox (<select size>) so the list is visible and capped at 300 px (docs/PRODUTO.md §Administração). */
function ListBox({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  options: { id: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        size={Math.min(Math.max(options.length, 2), 7)}
        className="max-h-[300px] w-full overflow-y-auto rounded-field border border-base-300 bg-base-100 p-1 text-sm focus:outline-2 focus:outline-primary [&>option]:rounded [&>option]:px-3 [&>option]:py-2.5 [&>option:checked]:bg-primary/15 [&>option:checked]:text-base-content"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {/* Nothing chosen until the user chooses: without a matching option React would select the first one. */}
        <option value="" disabled hidden>
          Selecione...
        </option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What the link dialog sends: the user and the farm or the group. */
type Vinculo = { userId: string; farmId?: string; groupId?: string };

function AddLinkForm({
  kind,
  users,
  targets,
  onClose,
  onSaved,
}: {
  kind: Kind;
  users: { id: string; label: string }[];
  targets: { id: string; label: string }[];
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const t = TEXT[kind];
  const form = useForm<{ userId: string; targetId: string }, Vinculo>({
    initial: { userId: '', targetId: '' },
    // The two lists show no message of their own: the dialog's one line says what is missing.
    rules: (raw) => {
      const v = validar<Vinculo>(kind === 'farm' ? vinculoComFazendaSchema : vinculoComGrupoSchema, raw);
      return v.ok ? v : { ...v, fields: {} };
    },
    body: ({ userId, targetId }) => ({ userId, [kind === 'farm' ? 'farmId' : 'groupId']: targetId }),
    send: async (link) => {
      try {
        if (link.farmId) await adminApi.usuarios.vincularFazenda(link.userId, link.farmId);
        else await adminApi.usuarios.vincularGrupo(link.userId, link.groupId ?? '');
      } catch (err) {
        // 'already linked' (409) is worth reading; anything else gets the dialog's own words.
        throw err instanceof ApiError && err.status === 409 ? err : new Error(t.linkError);
      }
    },
    ...aoSalvar(t.linked, onSaved, onClose),
  });
  const { d, set } = form;
  return (
    <DialogForm form={form} onClose={onClose} submitLabel="Vincular">
      <ListBox label="Usuário" value={d.userId} onChange={(userId) => set({ userId })} options={users} />
      <ListBox label={t.target} value={d.targetId} onChange={(targetId) => set({ targetId })} options={targets} />
    </DialogForm>
  );
}
