import { type ContagemFazenda, linhasDaPerda } from '../../../domain/admin/exclusao-fazenda.ts';
import { MSG_ADMIN, MSG_EXCLUIR_FAZENDA } from '../../../domain/admin/messages.ts';
import { PARAMETROS_PADRAO } from '../../../domain/apontamentos/reproducao.ts';
import { formatNumero } from '../../../domain/format.ts';
import { TAXA_JUROS_PADRAO } from '../../../domain/inventario/constants.ts';
import { MODULOS_FAZENDA_NOVA, type Modulo } from '../../../domain/modules.ts';
import { fazendaInputSchema } from '../../../domain/schemas/admin.ts';
import { FUSO_PADRAO, FUSOS_BRASIL, fusosOferecidos } from '../../../domain/timezones.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';
import { useCrudDialogs } from '../../components/crud-screen.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { CheckboxField, SelectField, TextField } from '../../components/form.tsx';
import { NumberField } from '../../components/form-numeros.tsx';
import { Icon } from '../../components/icons.tsx';
import { EmptyState } from '../../components/page.tsx';
import { partesDoRascunho, useFormComRascunho } from '../../components/rascunho.ts';
import { aoSalvar } from '../../components/use-form.ts';
import { type AdminFarm, useAfterChange, useFazendas } from './admin-data.ts';
import { adminApi } from './api.ts';
import { ModuleChecks } from './ModuleChecks.tsx';
import { consultasAdmin } from './queries.ts';

type Draft = {
  name: string;
  location: string;
  size: number | null;
  allowedModules: Modulo[];
  timezone: string;
  taxaJurosAnual: number | null;
  aplicarTerras: boolean;
  pveDias: number | null;
  diasSecagem: number | null;
  idadePrimeiraCoberturaMeses: number | null;
  ordenhasPorDia: string;
  diasColostro: number | null;
};
const EMPTY: Draft = {
  name: '',
  location: '',
  size: null,
  // Every module on: the admin unticks what this farm does not use (a farm with none opens nothing to anyone).
  allowedModules: [...MODULOS_FAZENDA_NOVA],
  timezone: FUSO_PADRAO,
  taxaJurosAnual: TAXA_JUROS_PADRAO,
  aplicarTerras: false,
  ...PARAMETROS_PADRAO,
  ordenhasPorDia: '2',
  diasColostro: null,
};
/** Brazil's zones by name, a divider, then every other IANA zone. */
const FUSOS = (() => {
  const todos = fusosOferecidos();
  const divisor = { value: '-', label: '── Outros países (nomes IANA) ──', disabled: true };
  return [...todos.slice(0, FUSOS_BRASIL.length), divisor, ...todos.slice(FUSOS_BRASIL.length)];
})();

export function FazendasTab() {
  const farms = useFazendas();
  const after = useAfterChange();
  const crud = useCrudDialogs<AdminFarm>({
    editor: {
      title: (farm) => (farm ? 'Gerenciar Fazenda' : 'Nova Fazenda'),
      description: () => 'Dados da propriedade e módulos disponíveis para seus usuários.',
      form: (farm, close) => <FarmForm farm={farm} onClose={close} onSaved={after} />,
    },
    remove: {
      password: true,
      title: () => MSG_EXCLUIR_FAZENDA.titulo,
      message: (f) => MSG_EXCLUIR_FAZENDA.texto(f.name),
      details: (f) => <PerdaDaFazenda farmId={f.id} />,
      run: (f, password) => adminApi.fazendas.excluir(f.id, password),
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

/** What the delete takes with it, counted by the server when the dialog opens. */
function PerdaDaFazenda({ farmId }: { farmId: string }) {
  const perda = useResource(consultasAdmin.exclusaoDaFazenda(farmId));
  if (perda.error) return <p className="text-sm text-error">{perda.error.message}</p>;
  if (!perda.data)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-base-content/70">
        <span className="loading loading-spinner loading-sm" /> Carregando...
      </p>
    );
  const linhas = linhasDaPerda(perda.data as ContagemFazenda);
  if (!linhas.length) return <p className="text-sm text-base-content/80">{MSG_EXCLUIR_FAZENDA.semDados}</p>;
  return (
    <div className="rounded-box border border-error/40 bg-error/5 p-3 text-sm">
      <p className="font-medium">{MSG_EXCLUIR_FAZENDA.perde}</p>
      <ul className="mt-1 list-disc pl-5" aria-label={MSG_EXCLUIR_FAZENDA.perde}>
        {linhas.map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </div>
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
        taxaJurosAnual: farm.taxaJurosAnual,
        aplicarTerras: false,
        pveDias: farm.pveDias,
        diasSecagem: farm.diasSecagem,
        idadePrimeiraCoberturaMeses: farm.idadePrimeiraCoberturaMeses,
        ordenhasPorDia: String(farm.ordenhasPorDia),
        diasColostro: farm.diasColostro,
      }
    : EMPTY;
  const taxaMudou = (taxa: number | null) => farm !== null && taxa !== null && taxa !== farm.taxaJurosAnual;
  const form = useFormComRascunho(
    {
      initial,
      rules: fazendaInputSchema,
      // An emptied rate is a missing number, refused with the rate's own message (never silently kept).
      body: ({ aplicarTerras, ...d }) => ({
        ...d,
        taxaJurosAnual: d.taxaJurosAnual ?? Number.NaN,
        pveDias: d.pveDias ?? Number.NaN,
        diasSecagem: d.diasSecagem ?? Number.NaN,
        idadePrimeiraCoberturaMeses: d.idadePrimeiraCoberturaMeses ?? Number.NaN,
        ordenhasPorDia: Number(d.ordenhasPorDia),
        ...(farm && aplicarTerras && taxaMudou(d.taxaJurosAnual) ? { aplicarTerras: true } : {}),
      }),
      send: async (json) => {
        if (farm) await adminApi.fazendas.editar(farm.id, json);
        else await adminApi.fazendas.criar(json);
      },
      // An edited farm's rate, zone and parameters are in every feature's figures (a land's remuneration, the farm's
      // today): every read is stale (the empty key prefixes them all), not only the admin's lists — Terras opened next
      // shows the new rate at once.
      ...aoSalvar(
        farm ? MSG_ADMIN.fazendaAtualizada : MSG_ADMIN.fazendaCriada,
        farm
          ? async () => {
              invalidate([]);
              await onSaved();
            }
          : onSaved,
        onClose,
      ),
    },
    { partes: partesDoRascunho('admin', 'fazenda', farm) },
  );
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
      <NumberField
        label="Taxa de juros anual (%)"
        value={d.taxaJurosAnual}
        onChange={(taxaJurosAnual) => set({ taxaJurosAnual })}
        error={errors.taxaJurosAnual}
        suffix="%"
        required
        hint="Remunera o capital das terras, dos animais e das máquinas sem taxa própria; é a taxa sugerida nos cadastros novos."
      />
      {taxaMudou(d.taxaJurosAnual) && (
        <CheckboxField
          label="Aplicar a nova taxa às terras já cadastradas"
          checked={d.aplicarTerras}
          onChange={(aplicarTerras) => set({ aplicarTerras })}
          hint="A remuneração de cada terra é recalculada com a nova taxa."
        />
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium text-sm">Rebanho: parâmetros reprodutivos</legend>
        <NumberField
          label="Período voluntário de espera (dias)"
          value={d.pveDias}
          onChange={(pveDias) => set({ pveDias })}
          error={errors.pveDias}
          suffix="dias"
          required
          hint="Dias após o parto antes de inseminar: a lista 'Vazias após o PVE' e a % de prenhes contam a partir dele."
        />
        <NumberField
          label="Secagem antes do parto (dias)"
          value={d.diasSecagem}
          onChange={(diasSecagem) => set({ diasSecagem })}
          error={errors.diasSecagem}
          suffix="dias"
          required
          hint="Secagem prevista = parto previsto − estes dias (lista 'Para secar' e alertas)."
        />
        <NumberField
          label="Idade à primeira cobertura (meses)"
          value={d.idadePrimeiraCoberturaMeses}
          onChange={(idadePrimeiraCoberturaMeses) => set({ idadePrimeiraCoberturaMeses })}
          error={errors.idadePrimeiraCoberturaMeses}
          suffix="meses"
          required
          hint="Novilhas desta idade sem serviço entram na lista 'Novilhas para cobrir'."
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-medium text-sm">Sanidade: ordenhas e colostro</legend>
        <SelectField
          label="Ordenhas por dia"
          value={d.ordenhasPorDia}
          onChange={(ordenhasPorDia) => set({ ordenhasPorDia })}
          options={['1', '2', '3']}
          error={errors.ordenhasPorDia}
          hint="A carência de leite dada em ordenhas na bula conta as ordenhas da fazenda."
        />
        <NumberField
          label="Dias de colostro após o parto"
          value={d.diasColostro}
          onChange={(diasColostro) => set({ diasColostro })}
          decimals={0}
          maxDecimals={0}
          error={errors.diasColostro}
          suffix="dias"
          hint="O leite desses dias é descartado (colostro); em branco, nenhum colostro é marcado."
        />
      </fieldset>
      <ModuleChecks value={d.allowedModules} onChange={(allowedModules) => set({ allowedModules })} />
    </DialogForm>
  );
}
