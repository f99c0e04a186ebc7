import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { type AnimalDoFato, ateHoje, comFatoPossivel, type Fato } from '../../../domain/apontamentos/plausivel.ts';
import { formatData } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { type Regras, type Validacao, validar } from '../../../domain/validacao.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';
import { AvisoDeRascunho } from '../../components/aviso-rascunho.tsx';
import { CsvButtons, type CsvConfig } from '../../components/csv-buttons.tsx';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { FormError, SelectField } from '../../components/form.tsx';
import { DateField } from '../../components/form-numeros.tsx';
import { CellInput, CellSelect, type EditColumn, InlineEditTable } from '../../components/inline-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { useFormComRascunho } from '../../components/rascunho.ts';
import { toast } from '../../components/toast.tsx';
import type { Form } from '../../components/use-form.ts';
import { descrever, linhaDe } from '../../offline/descricao.ts';
import type { OutboxItem } from '../../offline/outbox-rules.ts';
import { rotuloDe } from '../../offline/rotulos.ts';
import { cancelarCorrecao, concluirCorrecao, useCorrecao } from '../../offline/sync.ts';
import { PWA_MSG } from '../../pwa/update-toast.ts';
import type { ApontamentoApi } from './api.ts';
import { animalOptions, useAnimais, useAptos, useFarmCtx } from './hooks.ts';
import { Card } from './parts.tsx';
import { chavesApontamentos, consultasApontamentos, type RecursoDeApontamentos } from './queries.ts';

/**
 * One kind of record of the Apontamentos tabs (produção, qualidade, reprodução): the domain schema that checks it,
 * its API calls (`apontamentosApi.<kind>`) and messages. D is the draft of the tab's form (strings, as typed).
 */
export interface TipoDeApontamento<S extends z.ZodType, R extends { id: string }, D> {
  /** Its resource (queries.ts): the history pages are `consultasApontamentos.historico(farmId, resource, pagina)`. */
  resource: 'producao' | 'qualidade' | 'reproducao';
  schema: S;
  /** What the schema reads from a draft, when that is not the draft itself. */
  body?(draft: D): unknown;
  api: ApontamentoApi<z.output<S>, R>;
  /** Toasts after a create and when a create fails. */
  registered: string;
  failed: string;
  /** Other resources a change of this kind affects: reloaded after its own (`chavesApontamentos.recurso`). */
  alsoReloads?: readonly RecursoDeApontamentos[];
  /** Its entity in the CSV table (src/domain/csv/entidades.ts): the history gets 'Exportar CSV' / 'Importar CSV'. */
  csv?: string;
  /**
   * For a record of an animal: the fact it is (plausivel.ts) read from a draft or the checked values — the pickers
   * offer the animals that can have it, and the rules say why one cannot before sending.
   */
  fato?(valores: { data: string; evento?: unknown }): Fato;
  /**
   * The form's draft from a record's values (a stored row, or the body of a refused offline record being corrected):
   * the history's edit row and the corrected form start from it.
   */
  rascunho(valores: Record<string, unknown>): D;
}

function bodyOf<D>(kind: { body?(draft: D): unknown }, draft: D) {
  return kind.body ? kind.body(draft) : draft;
}

/**
 * A kind's rules in a form: its schema, no date after the farm's today, and — for a record of an animal — what the
 * chosen animal can have (the server checks the same).
 */
function regrasDe<S extends z.ZodType, D>(
  kind: TipoDeApontamento<S, { id: string }, D>,
  hoje: string,
  animalDe: (id: string) => AnimalDoFato | undefined,
): Regras<z.output<S>> {
  const base = ateHoje(kind.schema as z.ZodType<z.output<S>>, ['data'], hoje);
  const fato = kind.fato;
  if (!fato) return base;
  return comFatoPossivel(base as Regras<z.output<S> & { data: string; animalId: string }>, fato, animalDe) as Regras<
    z.output<S>
  >;
}

/** Reloads the views a change of this kind affects. */
function reload(
  kind: { resource: RecursoDeApontamentos; alsoReloads?: readonly RecursoDeApontamentos[] },
  farmId: string,
) {
  for (const r of [kind.resource, ...(kind.alsoReloads ?? [])]) invalidate(chavesApontamentos.recurso(farmId, r));
}

/**
 * The 'Registrar' form of a tab. Each record gets a device-made id, kept across retries of the same entry so an
 * offline replay never duplicates it. The following entry starts from `empty` with the last date kept, and the
 * fields in `keep` (production's milking).
 */
export function useApontamentoForm<S extends z.ZodType, R extends { id: string }, D extends { data: string }>(
  kind: TipoDeApontamento<S, R, D>,
  farmId: string,
  empty: D,
  keep: readonly (keyof D)[] = [],
  /** A refusal the tab answers itself (production's 'já lançada'): true when it did, so no error toast. */
  tratar?: (error: unknown) => boolean,
) {
  const [id, setId] = useState(() => uuidv7());
  // Entries settled on this form: each one sends the focus back to the first field of the next (ApontamentoForm).
  const [registradas, setRegistradas] = useState(0);
  const { hoje } = useFarmCtx();
  const aptos = useAptos(kind.fato ? farmId : null);
  // a refused offline record of this kind being corrected: the form shows what was typed, under its record id
  const correcao = useCorrecao(kind.resource, farmId);
  const corpo = correcao ? descrever(correcao).corrigivel?.corpo : undefined;
  const proxima = (last: D) => {
    const next = { ...empty, data: last.data };
    for (const k of keep) next[k] = last[k];
    return next;
  };
  const form = useFormComRascunho<D, z.output<S>>(
    {
      initial: empty,
      // the schema's words, no record dated after the farm's today, an animal that can have it (the server checks the same)
      rules: regrasDe(kind, hoje, aptos.animalDe),
      body: (d) => bodyOf(kind, { ...d, id }),
      send: (data) => kind.api.create(farmId, data),
      next: proxima,
      done() {
        toast.success(kind.registered);
        setId(uuidv7());
        setRegistradas((n) => n + 1);
        reload(kind, farmId);
        if (correcao) void concluirCorrecao(correcao);
      },
      failed: (error) => {
        if (!tratar?.(error)) toast.error(kind.failed);
      },
    },
    // what is typed stays on the device until it is registered (issue 38); not while a refused record is corrected.
    // The date and the fields kept for the next entry are not something typed.
    {
      partes: correcao ? null : [farmId, 'apontamento', kind.resource],
      vazio: (d) =>
        Object.keys({ ...empty, ...d }).every(
          (k) => k === 'data' || keep.includes(k as keyof D) || (d[k as keyof D] ?? '') === (empty[k as keyof D] ?? ''),
        ),
    },
  );
  const { reset } = form;
  const corrigindo = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per correction opened (its seq), not per draft
  useEffect(() => {
    if (corpo) {
      corrigindo.current = true;
      reset({ ...empty, ...kind.rascunho(corpo) });
      setId(corpo.id);
    } else if (corrigindo.current) {
      // sent or cancelled: the next entry is a new record
      corrigindo.current = false;
      setId(uuidv7());
    }
  }, [correcao?.seq]);
  return {
    ...form,
    /** The refused record being corrected (its reason, as typed), or null. */
    correcao,
    /** The farm's animals and which can have the kind's fact (its 'Animal' picker lists them). */
    aptos,
    registradas,
    /** The entry was settled another way (the stored record updated): the next one starts, as after a save. */
    seguir() {
      form.reset(proxima(form.d));
      setId(uuidv7());
      setRegistradas((n) => n + 1);
      reload(kind, farmId);
      // a corrected record settled so (production's stored milking updated): the refused one is done with
      if (correcao) void concluirCorrecao(correcao);
    },
  };
}

/**
 * The 'Registrar' card of a tab: its form's grid (the 'Data' field, the tab's own fields, the 'Registrar' button)
 * and the form-wide message. After each entry the focus goes back to the tab's first field ('Animal' for the next
 * cow), the date being kept.
 */
export function ApontamentoForm({
  form,
  title,
  subtitle,
  actions,
  aviso,
  columns,
  buttonRow,
  children,
}: {
  /**
   * useApontamentoForm's; its `correcao` (a refused offline record being corrected) is said above the fields, and each
   * entry settled (`registradas`) sends the focus back to the first field.
   */
  form: Form<{ data: string }> & {
    correcao?: OutboxItem | null;
    registradas?: number;
  };
  title: string;
  subtitle: string;
  actions?: ReactNode;
  /** What the tab says instead of the form's message (production's 'já lançada' and its offer to update). */
  aviso?: ReactNode;
  /** The grid's columns on wide screens (`lg:grid-cols-N`); two from `sm` on. */
  columns: string;
  /** The col-span classes that give the button a row of its own (at its right on wide screens); default: a cell. */
  buttonRow?: string;
  children: ReactNode;
}) {
  const { hoje } = useFarmCtx();
  const proprios = useRef<HTMLDivElement>(null);
  const registradas = form.registradas ?? 0;
  useEffect(() => {
    if (registradas > 0)
      proprios.current?.querySelector<HTMLElement>('input:enabled, select:enabled, textarea:enabled')?.focus();
  }, [registradas]);
  return (
    <Card title={title} subtitle={subtitle} actions={actions}>
      {form.rascunho && <AvisoDeRascunho em={form.rascunho} descartar={form.descartarRascunho} />}
      {form.correcao && (
        <Corrigindo
          item={form.correcao}
          cancelar={() => {
            cancelarCorrecao();
            form.reset();
          }}
        />
      )}
      <form className={`grid gap-4 sm:grid-cols-2 ${columns}`} onSubmit={form.submit} noValidate>
        {/* the farm's today to start with, kept from one entry to the next; none after it */}
        <DateField
          label="Data"
          required
          value={form.d.data}
          onChange={(v) => form.set({ data: v })}
          error={form.errors.data}
          max={hoje}
        />
        <div ref={proprios} className="contents">
          {children}
        </div>
        <div className={buttonRow ? `flex items-end ${buttonRow} lg:justify-end` : 'flex items-end'}>
          <button
            type="submit"
            className={buttonRow ? 'btn btn-primary min-h-11 w-full lg:w-auto' : 'btn btn-primary min-h-11 w-full'}
            disabled={form.busy}
          >
            {form.busy ? 'Salvando...' : 'Registrar'}
          </button>
        </div>
      </form>
      {aviso ?? <FormError message={form.error} />}
    </Card>
  );
}

/**
 * Above a form correcting a refused offline record: what was typed and why the server refused it; brought into view
 * and focused when it opens ('Corrigir' in 'Configurações PWA').
 */
function Corrigindo({ item, cancelar }: { item: OutboxItem; cancelar(): void }) {
  const ref = useRef<HTMLElement>(null);
  const { farmId } = useFarmCtx();
  const animais = useAnimais(farmId);
  const d = descrever(item, (id) => animais.data?.find((a) => a.id === id)?.identificacao);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus();
  }, []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={PWA_MSG.correcao.titulo}
      className="alert alert-warning alert-soft mb-4 flex flex-wrap items-start justify-between gap-3 text-sm"
    >
      <div className="flex flex-col gap-1">
        <span className="font-semibold">{PWA_MSG.correcao.titulo}</span>
        <span>{linhaDe(d)}</span>
        {item.rejeicao && <span>{PWA_MSG.correcao.motivo(item.rejeicao.mensagem)}</span>}
        <span>{PWA_MSG.correcao.instrucao}</span>
      </div>
      <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={cancelar}>
        Cancelar correção
      </button>
    </section>
  );
}

/** A page of a tab's history and what its inline table and delete confirmation need. */
interface RecordHistoryState<R, D> {
  rows: R[];
  /** 'Exportar CSV' / 'Importar CSV' of the history, when its kind names a CSV entity. */
  csv?: CsvConfig;
  /** True until the first page arrives (a skeleton is shown). */
  firstLoad: boolean;
  /** The page could not be read (and no copy was kept): said, never shown as an empty history. */
  error: string | null;
  pagina: number;
  temMais: boolean;
  setPagina(p: number): void;
  /** The inline table's check: the schema's Validacao (the table names the fields it refuses). */
  validate(draft: D): Validacao<unknown>;
  save(row: R, draft: D): Promise<void>;
  askDelete(row: R): void;
  deleting: boolean;
  cancelDelete(): void;
  confirmDelete(): Promise<void>;
}

function useRecordHistory<S extends z.ZodType, R extends { id: string }, D>(
  kind: TipoDeApontamento<S, R, D>,
  farmId: string,
  animalDe: (id: string) => AnimalDoFato | undefined,
): RecordHistoryState<R, D> {
  const [pagina, setPagina] = useState(1);
  const { data, loading, error } = useResource(
    consultasApontamentos.historico(farmId, kind.resource, pagina, kind.api.list),
  );
  const [toDelete, setToDelete] = useState<R | null>(null);
  const { hoje } = useFarmCtx();
  const rules = regrasDe(kind, hoje, animalDe);
  return {
    rows: data?.itens ?? [],
    csv: kind.csv ? { entidade: kind.csv, after: () => reload(kind, farmId) } : undefined,
    firstLoad: loading && !data,
    error: data ? null : (error?.message ?? null),
    pagina,
    temMais: data?.temMais ?? false,
    setPagina,
    validate: (draft) => validar(rules, bodyOf(kind, draft)),
    async save(row, draft) {
      await kind.api.update(farmId, row.id, kind.schema.parse(bodyOf(kind, draft)));
      toast.success(MSG_APONT.apontamentoAtualizado);
      reload(kind, farmId);
    },
    askDelete: setToDelete,
    deleting: toDelete !== null,
    cancelDelete: () => setToDelete(null),
    async confirmDelete() {
      if (!toDelete) return;
      await kind.api.remove(farmId, toDelete.id);
      toast.success(MSG_APONT.apontamentoExcluido);
      reload(kind, farmId);
    },
  };
}

/** A row of a record of one animal (production, reproduction); a row without one leaves the fields out. */
type DoAnimal = { animalId?: string; animal?: string };

/**
 * The history card of a tab: its inline-edit table (a skeleton until the first page comes), the pager and the
 * delete confirmation. The table's caption is the card's title; its columns are 'Data', 'Animal' (the card's
 * primary, for a kind of record of one animal) and the kind's own. What the tab draws from the page's rows (quality's
 * chart) comes after the card.
 */
export function HistoricoDeApontamentos<
  S extends z.ZodType,
  R extends { id: string; data: string; updatedAt?: string } & DoAnimal,
  D extends { data: string; animalId?: string },
>({
  kind,
  farmId,
  title,
  subtitle,
  rowLabel,
  animal,
  columns,
  children,
}: {
  kind: TipoDeApontamento<S, R, D>;
  farmId: string;
  title: string;
  subtitle: string;
  /** The row's name in its buttons' accessible names ('Editar V7 25/11/2026 Manhã'). */
  rowLabel(row: R): string;
  /** How the 'Animal' column names a row's animal; none for records not of an animal. */
  animal?: (row: R) => ReactNode;
  columns: readonly EditColumn<R, D>[];
  children?: (rows: readonly R[]) => ReactNode;
}) {
  const aptos = useAptos(animal ? farmId : null);
  const history = useRecordHistory(kind, farmId, aptos.animalDe);
  // the edit row offers the animals that can have the row's fact on its date (never the bull for a milking)
  const { fato } = kind;
  const opcoes = (draft: D) => (fato ? aptos.aptos(fato(draft), draft.data) : aptos.ativos);
  // a row still in the outbox has only its animal's id: named from the herd (or as the device knew it when it was
  // stored), so its cells and its buttons' names read 'V7', never 'undefined'
  const nomeDe = (id: string) => aptos.data?.find((a) => a.id === id)?.identificacao ?? rotuloDe(id);
  const rows = history.rows.map((r) =>
    r.animal || !r.animalId ? r : { ...r, animal: nomeDe(r.animalId) ?? MSG_APONT.animalSemNome },
  );
  // the row as the edit starts it; its version goes back with the change
  const toDraft = (r: R) => ({ ...kind.rascunho(r), updatedAt: r.updatedAt ?? '' });
  return (
    <>
      <Card title={title} subtitle={subtitle} actions={history.csv && <CsvButtons {...history.csv} />}>
        {history.firstLoad ? (
          <div className="skeleton h-32 w-full" />
        ) : (
          <InlineEditTable<R, D>
            caption={title}
            rows={rows}
            rowKey={(r) => r.id}
            rowLabel={rowLabel}
            toDraft={toDraft}
            validate={history.validate}
            onSave={history.save}
            onDelete={history.askDelete}
            error={history.error}
            columns={[
              dataColumn(),
              ...(animal ? [{ ...animalColumn<R, D>(opcoes, rows, animal), primary: true }] : []),
              ...columns,
            ]}
          />
        )}
        <Pager pagina={history.pagina} temMais={history.temMais} onChange={history.setPagina} />
        <ConfirmDialog
          open={history.deleting}
          onClose={history.cancelDelete}
          message="Tem certeza que deseja excluir este apontamento? Esta ação não pode ser desfeita."
          onConfirm={history.confirmDelete}
        />
      </Card>
      {children?.(rows)}
    </>
  );
}

/** The 'Data' column every history starts with. */
function dataColumn<R extends { data: string }, D extends { data: string }>(): EditColumn<R, D> {
  return {
    key: 'data',
    header: 'Data',
    render: (r) => formatData(r.data),
    edit: (ctx) => <CellInput ctx={ctx} field="data" type="date" />,
  };
}

type Nomeado = { id: string; identificacao: string; nome: string };

/**
 * The 'Animal' column: its editor offers `opcoes(draft)` (the active animals that can have the row's fact), plus the
 * row's own animal, by its tag, when it is not among them (CellSelect keeps a value no option names).
 */
function animalColumn<R extends DoAnimal, D extends { animalId?: string }>(
  opcoes: (draft: D) => readonly Nomeado[],
  rows: readonly R[],
  render: (row: R) => ReactNode,
): EditColumn<R, D> {
  return {
    key: 'animalId',
    header: 'Animal',
    render,
    edit: (ctx) => (
      <CellSelect
        ctx={ctx}
        field="animalId"
        options={animalOptions(opcoes(ctx.draft))}
        nomeDoAtual={rows.find((x) => x.animalId === ctx.draft.animalId)?.animal ?? undefined}
      />
    ),
  };
}

/**
 * The form's 'Animal' selector: the active animals that can have `fato` on the form's date (plausivel.ts) — cows in
 * milk first for a milking, breeding females for reproduction; the chosen one stays listed if the date changes
 * (the rules then say why). With none, it says so and stays disabled.
 */
export function AnimalSelectField({
  form,
  fato,
}: {
  form: Form<{ animalId: string; data: string }> & { aptos: ReturnType<typeof useAptos> };
  fato: Fato;
}) {
  const animais = form.aptos;
  const aptos = animais.aptos(fato, form.d.data);
  const escolhido = animais.ativos.find((a) => a.id === form.d.animalId);
  const lista = escolhido && !aptos.includes(escolhido) ? [escolhido, ...aptos] : aptos;
  const semAnimais = !animais.loading && !animais.error && lista.length === 0;
  return (
    <SelectField
      label="Animal"
      required
      value={form.d.animalId}
      onChange={(v) => form.set({ animalId: v })}
      options={animalOptions(lista)}
      placeholder={
        animais.error && !animais.data
          ? MSG_APONT.erroAnimais
          : semAnimais
            ? MSG_APONT.nenhumAnimal
            : 'Selecione o animal'
      }
      disabled={semAnimais || (Boolean(animais.error) && !animais.data)}
      error={form.errors.animalId}
    />
  );
}
