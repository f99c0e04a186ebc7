import { useEffect, useId, useState } from 'react';
import type { z } from 'zod';
import { ateHoje, DATAS_PASSADAS } from '../../../domain/apontamentos/plausivel.ts';
import type { TotaisContas, TotaisLancamentos } from '../../../domain/financeiro/calculos.ts';
import { MSG_FINANCEIRO } from '../../../domain/financeiro/messages.ts';
import { baixaSchema } from '../../../domain/financeiro/schemas.ts';
import { formatBRL, formatData } from '../../../domain/format.ts';
import { type Resource, useResource } from '../../api/use-resource.ts';
import { type CrudScreenProps, listaDoServidor } from '../../components/crud-screen.tsx';
import { Modal } from '../../components/dialog.tsx';
import { FormError, SelectField, type SelectOption, TextField } from '../../components/form.tsx';
import { DateField } from '../../components/form-numeros.tsx';
import type { Column } from '../../components/list-screen.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { useForm } from '../../components/use-form.ts';
import type { Filtros } from './api.ts';
import { consultasFinanceiro, recarregarFinanceiro } from './queries.ts';

export { SemFazenda } from '../../shell/guards.tsx';
// The hub's (the first screen) without the forms' schemas this module imports.
export { useFazenda } from './fazenda.ts';

/** Pendente (orange) / Pago, Recebido (green), plus 'Vencida' in words: colour is never the only signal. */
export function StatusConta({ status, vencida }: { status: string; vencida?: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1 md:justify-start">
      <Badge tone={status === 'Pendente' ? 'warning' : 'success'}>{status}</Badge>
      {vencida && <Badge tone="error">{MSG_FINANCEIRO.vencida}</Badge>}
    </span>
  );
}

export function Vencimento({ data, vencida }: { data: string; vencida?: boolean }) {
  return (
    <span className={vencida ? 'font-semibold text-error' : undefined}>
      {formatData(data)}
      {vencida && <span className="sr-only"> (vencida)</span>}
    </span>
  );
}

/**
 * Registries the forms choose from: suppliers, categories, bank accounts. A registry is `undefined` while its first
 * read is on its way (its field waits for it, see CampoCadastro), and empty when it has no entries or could not be
 * read (the field then takes free text).
 */
export function useCadastros(farmId: string) {
  const fornecedores = useResource(consultasFinanceiro.fornecedores(farmId));
  const categorias = useResource(consultasFinanceiro.categorias(farmId));
  const lista = <T,>(r: { data?: T[]; error?: unknown }) => r.data ?? (r.error ? [] : undefined);
  return { fornecedores: lista(fornecedores), categorias: lista(categorias) };
}

/** Category names for a kind of entry: active ones of that tipo or 'Ambos'. */
export function nomesCategorias(
  categorias: { nome: string; tipo: string; ativo: string }[] | undefined,
  tipo: 'Receita' | 'Despesa',
) {
  return categorias?.filter((c) => c.ativo === 'Sim' && (c.tipo === tipo || c.tipo === 'Ambos')).map((c) => c.nome);
}

/**
 * A field chosen from a registry (docs/PRODUTO.md §Financeiro: dropdown when the registry has entries, free text
 * otherwise). A value not in the list (renamed or removed entry) stays selectable so editing an old record never loses
 * it. While the registry is still being read (`opcoes` undefined) the list says 'Carregando...' and cannot be used:
 * offered as free text then, the field became a list under the person's fingers when the read came in.
 */
export function CampoCadastro({
  label,
  value,
  onChange,
  opcoes,
  error,
  dica,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  opcoes: string[] | undefined;
  error?: string;
  dica: string;
}) {
  if (opcoes === undefined) {
    return <SelectField label={label} value="" onChange={onChange} options={[]} placeholder="Carregando..." disabled />;
  }
  if (opcoes.length === 0) {
    return <TextField label={label} value={value} onChange={onChange} error={error} required hint={dica} />;
  }
  const lista = value && !opcoes.includes(value) ? [value, ...opcoes] : opcoes;
  return (
    <SelectField
      label={label}
      value={value}
      onChange={onChange}
      options={lista}
      placeholder="Selecione..."
      error={error}
      required
    />
  );
}

/** The category of an entry, chosen from the Categorias registry. */
export function CampoCategoria(props: {
  value: string;
  onChange(v: string): void;
  opcoes: string[] | undefined;
  error?: string;
}) {
  return (
    <CampoCadastro
      label="Categoria"
      dica="Cadastre categorias em Cadastros › Categorias para escolhê-las da lista."
      {...props}
    />
  );
}

/** The description of a bill or an entry (both schemas take up to 500 characters). */
export function CampoDescricao(props: { value: string; onChange(v: string): void; error?: string }) {
  return <TextField label="Descrição" maxLength={500} required {...props} />;
}

/** The money column of the bills and income/expense lists. */
export const colunaValor: Column<{ valor: number }> = {
  key: 'valor',
  header: 'Valor',
  // 'R$' never wraps away from its number (a narrow column, a phone card).
  render: (r) => <span className="whitespace-nowrap tabular-nums">{formatBRL(r.valor)}</span>,
  text: (r) => formatBRL(r.valor),
  align: 'right',
};

export interface FiltrosValores {
  de: string;
  ate: string;
  status: string;
  categoria: string;
  fornecedor: string;
}
export const FILTROS_VAZIOS: FiltrosValores = { de: '', ate: '', status: '', categoria: '', fornecedor: '' };

/** Period, status, category and supplier filters (sent to the server as query params). */
export function BarraFiltros({
  valores,
  onChange,
  status,
  categorias,
  fornecedores,
}: {
  valores: FiltrosValores;
  onChange(v: FiltrosValores): void;
  status?: readonly string[];
  categorias: readonly string[];
  fornecedores?: readonly string[];
}) {
  const [abertos, setAbertos] = useState(false);
  const idFiltros = useId();
  const set = (patch: Partial<FiltrosValores>) => onChange({ ...valores, ...patch });
  const ativos = Object.values(valores).some(Boolean);
  const opcoes = (xs: readonly string[]): SelectOption[] => [
    { value: '', label: 'Todos' },
    ...xs.map((x) => ({ value: x, label: x })),
  ];
  const quantos = Object.values(valores).filter(Boolean).length;
  return (
    <div className="flex w-full flex-col gap-3">
      {/* On phones the filters fold away behind one button so the list starts near the top. */}
      <button
        type="button"
        className="btn btn-outline min-h-11 md:hidden"
        aria-expanded={abertos}
        aria-controls={idFiltros}
        onClick={() => setAbertos((a) => !a)}
      >
        {abertos ? 'Ocultar filtros' : 'Filtros'}
        {quantos > 0 && <span className="badge badge-primary badge-sm">{quantos}</span>}
      </button>
      <fieldset
        id={idFiltros}
        className={`${abertos ? 'grid' : 'hidden'} w-full grid-cols-2 items-end gap-3 md:grid lg:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]`}
      >
        <legend className="sr-only">Filtros</legend>
        <DateField label="De" completa value={valores.de} onChange={(de) => set({ de })} />
        <DateField label="Até" completa value={valores.ate} onChange={(ate) => set({ ate })} />
        {status && (
          <SelectField
            label="Status"
            value={valores.status}
            onChange={(s) => set({ status: s })}
            options={opcoes(status)}
          />
        )}
        <SelectField
          label="Categoria"
          value={valores.categoria}
          onChange={(categoria) => set({ categoria })}
          options={opcoes(categorias)}
        />
        {fornecedores && (
          <SelectField
            label="Fornecedor"
            value={valores.fornecedor}
            onChange={(fornecedor) => set({ fornecedor })}
            options={opcoes(fornecedores)}
          />
        )}
        <button
          type="button"
          className="btn btn-ghost min-h-11"
          disabled={!ativos}
          onClick={() => onChange(FILTROS_VAZIOS)}
        >
          Limpar filtros
        </button>
      </fieldset>
    </div>
  );
}

/**
 * What a finance list asks the server for: its filters, the search text and the page. A new filter or search goes
 * back to page 1.
 */
export function useConsulta() {
  const [filtros, setFiltros] = useState<FiltrosValores>(FILTROS_VAZIOS);
  const [busca, setBusca] = useState('');
  const [pagina, setPagina] = useState(1);
  return {
    filtros,
    setFiltros(f: FiltrosValores) {
      setFiltros(f);
      setPagina(1);
    },
    buscar(texto: string) {
      setBusca(texto);
      setPagina(1);
    },
    pagina,
    setPagina,
    /** The query string: period, status, category, the supplier when the list has one, the text and the page. */
    query({ status = true, pessoa = false } = {}): Filtros {
      return {
        de: filtros.de,
        ate: filtros.ate,
        status: status ? filtros.status : undefined,
        categoria: filtros.categoria,
        fornecedor: pessoa ? filtros.fornecedor : undefined,
        q: busca,
        pagina: String(pagina),
      };
    },
  };
}

/**
 * What a money list (contas, lançamentos) gives CrudScreen besides its own columns, form and delete: its page under
 * Financeiro, the page of rows the server sent with the search and 'Anterior'/'Próxima', and the finance lists
 * reloaded after a delete.
 */
export function listaPaginada<T extends { id: string }>(
  textos: { titulo: string; subtitulo: string; lista: string },
  lista: Resource<{ itens: T[]; temMais: boolean }>,
  consulta: ReturnType<typeof useConsulta>,
) {
  return {
    page: { title: textos.titulo, subtitle: textos.subtitulo, back: '~/dashboard/financeiro' },
    title: textos.titulo,
    subtitle: textos.lista,
    after: recarregarFinanceiro,
    ...listaDoServidor(lista, consulta),
  } satisfies Partial<CrudScreenProps<T>>;
}

function Total({ rotulo, valor, destaque }: { rotulo: string; valor: string; destaque?: 'error' | 'success' }) {
  const cor = destaque === 'error' ? 'text-error' : destaque === 'success' ? 'text-success' : '';
  return (
    <div className="flex flex-col rounded-box bg-base-200/60 px-3 py-2">
      <dt className="text-xs text-base-content/70">{rotulo}</dt>
      <dd className={`font-semibold whitespace-nowrap tabular-nums ${cor}`}>{valor}</dd>
    </div>
  );
}

/** The foot of a bills list: totals of what the filters selected. */
export function RodapeContas({ totais, liquidado }: { totais: TotaisContas | undefined; liquidado: string }) {
  if (!totais) return null;
  return (
    <section aria-label="Totais" className="border-t border-base-300 pt-4">
      <h3 className="mb-2 text-sm font-semibold">
        Totais do período filtrado ({totais.quantidade} {totais.quantidade === 1 ? 'conta' : 'contas'})
      </h3>
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <Total rotulo="Pendente" valor={formatBRL(totais.pendente)} />
        <Total
          rotulo={`Vencido (${totais.quantidadeVencidas})`}
          valor={formatBRL(totais.vencido)}
          destaque={totais.vencido > 0 ? 'error' : undefined}
        />
        <Total rotulo={liquidado} valor={formatBRL(totais.liquidado)} destaque="success" />
        <Total rotulo="Total" valor={formatBRL(totais.total)} />
      </dl>
    </section>
  );
}

export function RodapeLancamentos({ totais, rotulo }: { totais: TotaisLancamentos | undefined; rotulo: string }) {
  if (!totais) return null;
  return (
    <section aria-label="Totais" className="border-t border-base-300 pt-4">
      <h3 className="mb-2 text-sm font-semibold">Totais do período filtrado</h3>
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
        <Total rotulo="Lançamentos" valor={String(totais.quantidade)} />
        <Total rotulo={rotulo} valor={formatBRL(totais.total)} />
      </dl>
    </section>
  );
}

/** 'Baixar Conta': bank account from the farm's registry and the date (today on the farm by default). */
export function BaixaDialog({
  open,
  onClose,
  farmId,
  hoje,
  titulo,
  onConfirm,
}: {
  open: boolean;
  onClose(): void;
  farmId: string;
  hoje: string;
  titulo: string;
  onConfirm(dados: { conta_bancaria: string; data_baixa: string }): Promise<void>;
}) {
  const contas = useResource(open ? consultasFinanceiro.contasBancarias(farmId) : null);
  const form = useForm<{ conta_bancaria: string; data_baixa: string }, z.output<typeof baixaSchema>>({
    initial: () => ({ conta_bancaria: '', data_baixa: hoje }),
    // money paid or received has moved: not after the farm's today (the server checks the same, for either kind)
    rules: ateHoje(baixaSchema, DATAS_PASSADAS.conta_pagar, hoje),
    send: (dados) => onConfirm({ conta_bancaria: dados.conta_bancaria, data_baixa: dados.data_baixa ?? hoje }),
    done: onClose,
  });
  const { d, set, errors, busy } = form;
  const opcoes = (contas.data ?? []).filter((c) => c.ativo !== 'Não').map((c) => c.nome);
  // Each opening starts blank, dated the farm's today.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) form.reset();
  }, [open, hoje]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Baixar Conta"
      description={titulo}
      size="sm"
      onSubmit={() => form.submit()}
      actions={
        <>
          <button type="button" className="btn min-h-11" onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
            {busy ? 'Baixando...' : 'Confirmar baixa'}
          </button>
        </>
      }
    >
      <SelectField
        label="Conta bancária"
        value={d.conta_bancaria}
        onChange={(conta_bancaria) => set({ conta_bancaria })}
        options={opcoes}
        placeholder={contas.loading ? 'Carregando...' : 'Selecione uma conta'}
        error={errors.conta_bancaria}
        required
      />
      <DateField
        label="Data da baixa"
        value={d.data_baixa}
        onChange={(data_baixa) => set({ data_baixa })}
        error={errors.data_baixa}
        max={hoje}
        required
      />
      <FormError message={form.error} />
    </Modal>
  );
}
