import { MSG_ADMIN } from '../../../domain/admin/messages.ts';
import { formatNumero } from '../../../domain/format.ts';
import type { Modulo } from '../../../domain/modules.ts';
import { farmSchema } from '../../../domain/schemas/admin.ts';
import { FUSO_PADRAO, fusosOferecidos } from '../../../domain/timezones.ts';
import { api, call } from '../../api/client.ts';
import { useCrudDialogs } from '../../components/crud-screen.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { NumberField, SelectField, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { EmptyState } from '../../components/page.tsx';
import { useForm } from '../../components/use-form.ts';
import { type AdminFarm, aoSalvarAdmin, useAfterChange, useFarms } from './admin-data.ts';
import { ModuleChecks } from './ModuleChecks.tsx';

type Draft = { name: string; location: string; size: number | null; allowedModules: Modulo[]; timezone: string };
const EMPTY: Draft = { name: '', location: '', size: null, allowedModules: [], timezone: FUSO_PADRAO };
const FUSOS = fusosOferecidos().map((f) => ({ value: f, label: f.replace(/_/g, ' ') }));

export function FarmsTab() {
  const farms = useFarms();
  const after = useAfterChange();
  const crud = useCrudDialogs<AdminFarm>({
    editor: {
      title: (farm) => (farm ? 'Gerenciar Fazenda' : 'Nova Fazenda'),
      description: () => 'Dados da propriedade e módulos disponíveis para seus usuários.',
      form: (farm, close) => <FarmForm farm={farm} onClose={close} onSaved={after} />,
    },
    remove: {
      message: (f) =>
        `Tem certeza que deseja excluir a fazenda ${f.name}? Todos os dados dela serão removidos. Esta ação não pode ser desfeita.`,
      run: (f) => call(api.api.admin.farms[':id'].$delete({ param: { id: f.id } })),
      done: MSG_ADMIN.fazendaExcluida,
    },
    after,
  });
  return (
    <section className="flex flex-col gap-4" aria-label="Fazendas">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">Fazendas</h2>
          <p className="text-sm text-base-content/70">Propriedades cadastradas e os módulos ativos em cada uma</p>
        </div>
        <button type="button" className="btn btn-primary min-h-11" onClick={() => crud.edit('new')}>
          <Icon name="plus" /> Nova Fazenda
        </button>
      </div>
      {farms.error && (
        <div role="alert" className="alert alert-error alert-soft">
          {farms.error.message}
        </div>
      )}
      {farms.loading && !farms.data && <span className="loading loading-spinner" />}
      {farms.data?.length === 0 && <EmptyState title="Nenhuma fazenda cadastrada" />}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {farms.data?.map((f) => (
          <li key={f.id} className="card border border-base-300 bg-base-100 shadow-sm" aria-label={f.name}>
            <div className="card-body gap-3 p-5">
              <div className="flex items-start gap-3">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon name="farm" className="size-6" />
                </span>
                <div className="min-w-0">
                  <h3 className="card-title text-lg">{f.name}</h3>
                  <p className="flex items-center gap-1 text-sm text-base-content/70">
                    <Icon name="pin" className="size-3.5" /> {f.location}
                  </p>
                </div>
              </div>
              <dl className="grid grid-cols-3 gap-2 rounded-box bg-base-200/60 p-3 text-center">
                <div>
                  <dt className="text-xs text-base-content/60">Tamanho</dt>
                  <dd className="font-semibold">{formatNumero(f.size)} ha</dd>
                </div>
                <div>
                  <dt className="text-xs text-base-content/60">Usuários</dt>
                  <dd className="font-semibold">{f.userCount}</dd>
                </div>
                <div>
                  <dt className="text-xs text-base-content/60">Módulos ativos</dt>
                  <dd className="font-semibold">{f.activeModuleCount}</dd>
                </div>
              </dl>
              <div className="card-actions justify-end">
                <button
                  type="button"
                  className="btn btn-ghost min-h-11 text-error"
                  aria-label={`Excluir ${f.name}`}
                  onClick={() => crud.askDelete(f)}
                >
                  <Icon name="trash" />
                </button>
                <button type="button" className="btn btn-outline btn-primary min-h-11" onClick={() => crud.edit(f)}>
                  <Icon name="settings" className="size-4" /> Gerenciar Fazenda
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {crud.dialogs}
    </section>
  );
}

function FarmForm({ farm, onClose, onSaved }: { farm: AdminFarm | null; onClose(): void; onSaved(): Promise<void> }) {
  const initial: Draft = farm
    ? {
        name: farm.name,
        location: farm.location,
        size: farm.size,
        allowedModules: farm.allowedModules as Modulo[],
        timezone: farm.timezone,
      }
    : EMPTY;
  const form = useForm({
    initial,
    rules: farmSchema,
    send: async (json) => {
      if (farm) await call(api.api.admin.farms[':id'].$put({ param: { id: farm.id }, json }));
      else await call(api.api.admin.farms.$post({ json }));
    },
    done: aoSalvarAdmin(farm ? MSG_ADMIN.fazendaAtualizada : MSG_ADMIN.fazendaCriada, onSaved, onClose),
  });
  const { d, set, errors } = form;
  return (
    <DialogForm form={form} onClose={onClose}>
      <TextField
        label="Nome da fazenda"
        value={d.name}
        onChange={(name) => set({ name })}
        error={errors.name}
        required
      />
      <TextField
        label="Localização"
        value={d.location}
        onChange={(location) => set({ location })}
        error={errors.location}
        placeholder="Município - UF"
        required
      />
      <NumberField
        label="Tamanho (hectares)"
        value={d.size}
        onChange={(size) => set({ size })}
        error={errors.size}
        suffix="ha"
        required
      />
      <SelectField
        label="Fuso horário"
        value={d.timezone}
        onChange={(timezone) => set({ timezone })}
        options={FUSOS}
        error={errors.timezone}
        hint="Define o dia de cada ordenha e lançamento (o 'hoje' da fazenda)."
      />
      <ModuleChecks value={d.allowedModules} onChange={(allowedModules) => set({ allowedModules })} />
    </DialogForm>
  );
}
