import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { formatBRL, formatNumero, formatPercent } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_INVENTARIO } from '../../../domain/inventario/constants.ts';
import type { ResumoRemuneracao } from '../../../domain/inventario/formulas.ts';
import type { TipoDeCadastro } from '../../../domain/schemas/cadastros.ts';
import { validar } from '../../../domain/validacao.ts';
import type { Consulta } from '../../api/invalidate.ts';
import { useResource } from '../../api/use-resource.ts';
import { AvisoDeRascunho } from '../../components/aviso-rascunho.tsx';
import { CsvButtons } from '../../components/csv-buttons.tsx';
import { ConfirmDialog, Modal, PasswordConfirmDialog } from '../../components/dialog.tsx';
import { FormError } from '../../components/form.tsx';
import { Icon, type IconName } from '../../components/icons.tsx';
import { CellInput, type EditColumn, type EditContext, InlineEditTable } from '../../components/inline-table.tsx';
import { useIsPhone } from '../../components/media.ts';
import { FigurasDe, StatCard } from '../../components/page.tsx';
import { useFormComRascunho } from '../../components/rascunho.ts';
import { toast } from '../../components/toast.tsx';
import { aoSalvar, type Form } from '../../components/use-form.ts';
import { useNomes } from './api.ts';
import {
  type CampoNovo,
  CamposNovos,
  corpoDe,
  corpoNovo,
  type Edicao,
  inicialDe,
  type Novo,
  type Rascunho,
  type Registros,
  rascunhoDe,
} from './campos.tsx';
import { recarregarInventario } from './queries.ts';
import { CellCadastro, Figura, PieCard, Section, StatsGrid } from './ui.tsx';

// The pieces the four inventory screens (animais, terras, instalações, máquinas) have in common.

/** A screen's list (its read in queries.ts, reloaded after every save). */
export function useItensDoInventario<R extends { itens: readonly unknown[] }>(leitura: Consulta<R>) {
  const { data, error, loading } = useResource(leitura);
  return { data, error, loading, itens: (data?.itens ?? []) as R['itens'] };
}

/** Names for the type dropdown (one registry) and, when the screen has one, the technician dropdown. */
export function useTiposETecnicos(farmId: string, tipos: TipoDeCadastro, { tecnicos = true } = {}) {
  const t = useNomes(farmId, tipos);
  const r = useNomes(tecnicos ? farmId : undefined, 'tecnicos');
  return { tipos: t.nomes, tecnicos: r.nomes, carregando: t.loading || r.loading };
}

/**
 * An inventory screen's parts in the order that suits the device: on a PC the summary, add form and list
 * (docs/PRODUTO.md §Inventário); on a phone the list first, then 'Adicionar' (the form in a sheet), then the compact
 * summary — the list is what a phone opens the screen for. Reordered in the DOM, not with CSS, so reading and tab order
 * follow what is seen.
 */
export function TelaInventario({ resumo, novo, lista }: { resumo: ReactNode; novo: ReactNode; lista: ReactNode }) {
  const phone = useIsPhone();
  return phone ? (
    <>
      {lista}
      {novo}
      {resumo}
    </>
  ) : (
    <>
      {resumo}
      {novo}
      {lista}
    </>
  );
}

/** An item of these screens: what a save needs back (its id and the version it was read at). */
type Item = { id: string; updatedAt: string };

/**
 * The list of an inventory screen: its section with the CSV buttons, and the table edited a row at a time. `B` is
 * what the route's edit takes (the input of its schema).
 */
export interface ListaDeItens<T extends Item, K extends string, B = unknown> {
  titulo: string;
  /** The entity of the CSV buttons (ENTIDADES_CSV). */
  csv: string;
  /** More of the section's actions, before the CSV buttons. */
  acoes?: ReactNode;
  vazio: string;
  rowLabel(row: T): string;
  /** The fields a row's edit changes, and how each is typed. */
  edicao: Edicao<K>;
  /** The route's rules for the edited body (src/domain/inventario/schemas.ts): checked before sending. */
  regras: z.ZodType<unknown, B>;
  salvar(row: T, corpo: B): Promise<unknown>;
  sucesso: string;
  colunas: EditColumn<T, Rascunho<K>>[];
  fieldLabels?: Record<string, string>;
  /** Whether the rows' Editar and Excluir show (default true; a registry without the module to write it: false). */
  editavel?: boolean;
}

/**
 * One inventory screen (animais, terras, instalações, máquinas, the registries): the summary, the add form and the
 * list in the device's order (TelaInventario), and the delete confirmation of the row whose trash was pressed. A
 * failed load is said where the rows would be, never as an empty list; above them when older rows still show. The
 * summary's cards and pie come from the same read (FigurasDe): until it has data they say so, never 0.
 */
export function TelaDeItens<T extends Item, K extends string, B = Record<string, unknown>>({
  tela,
  resumo,
  novo,
  lista,
  excluir,
}: {
  tela: { data: unknown; itens: readonly T[]; loading: boolean; error?: Error | null };
  resumo: ReactNode;
  novo: ReactNode;
  lista: ListaDeItens<T, K, B>;
  excluir: Omit<Parameters<typeof ExcluirItemDialog<T>>[0], 'item' | 'fechar'>;
}) {
  const [excluindo, setExcluindo] = useState<T | null>(null);
  const l = lista;
  return (
    <div className="flex flex-col gap-6">
      {tela.error && tela.itens.length > 0 && <div className="alert alert-error">{tela.error.message}</div>}
      <TelaInventario
        resumo={resumo && <FigurasDe leitura={tela}>{resumo}</FigurasDe>}
        novo={novo}
        lista={
          <Section
            title={l.titulo}
            actions={
              <>
                {l.acoes}
                <CsvButtons entidade={l.csv} after={recarregarInventario} />
              </>
            }
          >
            <InlineEditTable<T, Rascunho<K>>
              rows={tela.itens}
              rowKey={(i) => i.id}
              caption={l.titulo}
              emptyText={tela.loading ? 'Carregando...' : l.vazio}
              error={tela.error?.message}
              rowLabel={l.rowLabel}
              fieldLabels={l.fieldLabels}
              editable={l.editavel}
              toDraft={(i) => rascunhoDe(i, l.edicao)}
              validate={(d) => validar(l.regras, corpoDe(d, l.edicao))}
              onSave={async (i, d) => {
                // The draft's fields are the edit's (`edicao`); the rules above have just accepted them.
                await l.salvar(i, { ...corpoDe(d, l.edicao), updatedAt: i.updatedAt } as B);
                recarregarInventario();
                toast.success(l.sucesso);
              }}
              onDelete={setExcluindo}
              columns={l.colunas}
            />
          </Section>
        }
      />
      <ExcluirItemDialog item={excluindo} fechar={() => setExcluindo(null)} {...excluir} />
    </div>
  );
}

/**
 * Where an add form's form-wide message goes (useForm's `report`): a toast above the list on a PC; inside the sheet
 * on a phone, beside the button just pressed (the toast is at the other end of the screen).
 */
export function useAvisoDoNovo(): 'form' | 'toast' {
  return useIsPhone() ? 'form' : 'toast';
}

/**
 * An add form: its section, the fields in a grid and the 'Adicionar …' button. On a phone a full-width button named
 * like the section opens the same form in a bottom sheet, which closes once the item is added.
 */
export function NovoItemForm({
  titulo,
  botao,
  colunas,
  form,
  children,
}: {
  titulo: string;
  botao: string;
  colunas: 3 | 4;
  form: Pick<Form<unknown>, 'submit' | 'busy' | 'error' | 'errors' | 'rascunho' | 'descartarRascunho'>;
  children: ReactNode;
}) {
  const phone = useIsPhone();
  const [aberto, setAberto] = useState(false);
  const grid = colunas === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4';
  const linha = colunas === 3 ? 'lg:col-span-3' : 'lg:col-span-4';
  const campos = (
    <form
      className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${grid}`}
      onSubmit={async (e) => {
        if ((await form.submit(e)) && phone) setAberto(false);
      }}
      noValidate
    >
      {form.rascunho && (
        <div className={`sm:col-span-2 ${linha}`}>
          <AvisoDeRascunho em={form.rascunho} descartar={form.descartarRascunho} />
        </div>
      )}
      {children}
      <div className={`flex flex-col gap-2 sm:col-span-2 ${linha}`}>
        {/* In the sheet, what stops the add is said beside its button: the field may be scrolled out of sight. */}
        <FormError message={form.error ?? (phone ? Object.values(form.errors).find(Boolean) : null)} />
        <button type="submit" className="btn btn-primary min-h-11 max-sm:w-full sm:self-start" disabled={form.busy}>
          <Icon name="plus" className="size-5" />
          {form.busy ? 'Adicionando...' : botao}
        </button>
      </div>
    </form>
  );
  if (!phone) return <Section title={titulo}>{campos}</Section>;
  return (
    <>
      <button type="button" className="btn btn-primary min-h-12 w-full" onClick={() => setAberto(true)}>
        <Icon name="plus" className="size-5" />
        {titulo}
      </button>
      <Modal open={aberto} onClose={() => setAberto(false)} title={titulo}>
        {campos}
      </Modal>
    </>
  );
}

const SEM_REGISTROS: Registros = { tipos: [], tecnicos: [], carregando: false };

/**
 * An inventory screen's add form: its inputs from `campos`, checked by the route's own rules, sent with a
 * device-made id; after the save the lists reload, `sucesso` is said and the form is blank again. What is typed stays
 * on the device until it is added (`rascunho`).
 */
export function NovoItem<B extends object>({
  titulo,
  botao,
  colunas,
  campos,
  iniciais,
  regras,
  criar,
  sucesso,
  registros = SEM_REGISTROS,
  rascunho,
}: {
  titulo: string;
  botao: string;
  colunas: 3 | 4;
  campos: readonly CampoNovo[];
  /** What is typed is kept on the device until it is added, under this name (useFormComRascunho's `partes`). */
  rascunho: readonly string[];
  /** Starting values other than blank (a default status, the farm's rate, the year on screen). */
  iniciais?: Novo;
  /** The route's rules of the add (src/domain/inventario/schemas.ts); what they give is what is sent. */
  regras: z.ZodType<B>;
  criar(body: B & { id: string }): Promise<unknown>;
  sucesso: string;
  registros?: Registros;
}) {
  const report = useAvisoDoNovo();
  const form = useFormComRascunho<Novo, B>(
    {
      initial: () => inicialDe(campos, iniciais),
      body: (f) => corpoNovo(campos, f),
      rules: regras,
      send: (body) => criar({ id: uuidv7(), ...body }),
      next: 'initial',
      report,
      ...aoSalvar(sucesso, recarregarInventario),
    },
    { partes: rascunho },
  );
  return (
    <NovoItemForm titulo={titulo} botao={botao} colunas={colunas} form={form}>
      <CamposNovos campos={campos} valores={form.d} set={form.set} erros={form.errors} registros={registros} />
    </NovoItemForm>
  );
}

/**
 * The delete confirmation of a screen: with the user's password (lands, facilities, machines: docs/PRODUTO.md
 * §Inventário) or a plain one (animals). Reloads the lists and says so on success.
 */
export function ExcluirItemDialog<T>({
  item,
  fechar,
  titulo,
  mensagem,
  sucesso,
  comSenha,
  excluir,
}: {
  item: T | null;
  fechar(): void;
  titulo: string;
  mensagem: string;
  sucesso: string;
  comSenha: boolean;
  excluir(item: T, password: string): Promise<unknown>;
}) {
  async function confirmar(password: string) {
    if (!item) return;
    await excluir(item, password);
    recarregarInventario();
    toast.success(sucesso);
  }
  const props = { open: item !== null, onClose: fechar, title: titulo, message: mensagem };
  return comSenha ? (
    <PasswordConfirmDialog {...props} onConfirm={confirmar} />
  ) : (
    <ConfirmDialog {...props} onConfirm={() => confirmar('')} />
  );
}

/** What a remunerated item (animals, lands) has: a type, a quantity, its value and the remuneration of its capital. */
type Remunerado = {
  tipo: string;
  quantidade: number;
  valor: number;
  valorTotal: number;
  remuneracaoAnual: number;
  remuneracaoMensal: number;
  responsavelTecnico: string;
};

/**
 * The summary of a remunerated inventory (animals, lands): the pie of quantities by type, then five cards — the
 * total quantity first, then the money.
 */
export function ResumoRemunerado<T extends Remunerado>({
  pizza,
  itens,
  unidade,
  casas = 0,
  total,
  resumo,
}: {
  pizza: string;
  itens: readonly T[];
  unidade: string;
  casas?: number;
  total: { label: string; icon: IconName };
  /** Undefined until the screen's read has data (its cards then say 'Carregando...' or 'Indisponível'). */
  resumo: ResumoRemuneracao | undefined;
}) {
  // every land rented (no rate: null): no capital of the farm to remunerate — the rows say 'Não se aplica
  // (arrendada)', the cards 'Não se aplica', never 0 % or R$ 0,00
  const semCapital = resumo?.taxaMedia === null;
  const remuneracao = (campo: 'remuneracaoAnual' | 'remuneracaoMensal') =>
    resumo && (semCapital ? MSG_INVENTARIO.naoSeAplica : <Figura>{formatBRL(resumo[campo])}</Figura>);
  return (
    <>
      <PieCard
        title={pizza}
        itens={itens}
        rotulo={(i) => i.tipo}
        valor={(i) => i.quantidade}
        unidade={unidade}
        casas={casas}
      />
      <Section title="Resumo">
        <StatsGrid cols={5}>
          <StatCard
            label={total.label}
            value={resumo && `${formatNumero(resumo.quantidadeTotal, casas)} ${unidade}`}
            icon={total.icon}
          />
          <StatCard
            label="Taxa anual"
            value={resumo && (resumo.taxaMedia === null ? MSG_INVENTARIO.naoSeAplica : formatPercent(resumo.taxaMedia))}
            hint={semCapital && MSG_INVENTARIO.todasArrendadas}
          />
          <StatCard
            label="Valor total"
            value={resumo && <Figura>{formatBRL(resumo.valorTotal)}</Figura>}
            icon="wallet"
          />
          <StatCard label="Rem. anual" value={remuneracao('remuneracaoAnual')} />
          <StatCard label="Remuneração mensal" value={remuneracao('remuneracaoMensal')} />
        </StatsGrid>
      </Section>
    </>
  );
}

/**
 * The columns of a remunerated item: its type (the card's title), quantity, unit value, total, [the rate, lands],
 * annual and monthly remuneration, and the technician.
 */
export function colunasRemuneradas<
  T extends Remunerado,
  D extends Record<'tipo' | 'quantidade' | 'valor' | 'responsavelTecnico', string>,
>({
  tipo,
  quantidade,
  casas,
  taxa,
  registros,
}: {
  tipo: string;
  quantidade: string;
  casas: number;
  taxa?: EditColumn<T, D>;
  registros: { tipos: string[]; tecnicos: string[] };
}): EditColumn<T, D>[] {
  return [
    { key: 'tipo', header: tipo, render: (i) => i.tipo, edit: editarOpcao<D>('tipo', registros.tipos), primary: true },
    colunaNumero('quantidade', quantidade, (i) => i.quantidade, casas, {
      keyFigure: true,
      edit: editarTexto<D>('quantidade', true),
    }),
    colunaMoeda('valor', 'Valor', (i) => i.valor, editarTexto<D>('valor', true)),
    { ...colunaMoeda('valorTotal', 'Valor total', (i) => i.valorTotal), keyFigure: true },
    ...(taxa ? [taxa] : []),
    colunaMoeda('remuneracaoAnual', 'Remuneração anual', (i) => i.remuneracaoAnual),
    colunaMoeda('remuneracaoMensal', 'Remuneração mensal', (i) => i.remuneracaoMensal),
    {
      key: 'responsavelTecnico',
      header: 'Responsável Técnico',
      render: (i) => i.responsavelTecnico || '—',
      edit: editarOpcao<D>('responsavelTecnico', registros.tecnicos),
    },
  ];
}

// ---- inline-table columns ----

/** A right-aligned money column that never wraps between 'R$' and the number (its header may wrap). */
export function colunaMoeda<T, D>(
  key: string,
  header: string,
  valor: (row: T) => number,
  edit?: (ctx: EditContext<D>) => ReactNode,
): EditColumn<T, D> {
  return {
    key,
    header,
    align: 'right',
    render: (row) => <span className="whitespace-nowrap">{formatBRL(valor(row))}</span>,
    edit,
  };
}

/** A right-aligned number column, edited as typed text when `edit` names its field. */
export function colunaNumero<T, D>(
  key: string,
  header: string,
  valor: (row: T) => number,
  casas: number,
  extra: Partial<EditColumn<T, D>> = {},
): EditColumn<T, D> {
  return { key, header, align: 'right', render: (row) => formatNumero(valor(row), casas), ...extra };
}

/** Edit cell of a text or number field (numbers are parsed on Salvar). */
export function editarTexto<D>(field: keyof D & string, numeric?: boolean) {
  return (ctx: EditContext<D>) => <CellInput ctx={ctx} field={field} type={numeric ? 'number' : 'text'} />;
}

/** Edit cell of a choice (free text when the registry is empty). */
export function editarOpcao<D>(field: keyof D & string, options: readonly string[]) {
  return (ctx: EditContext<D>) => <CellCadastro ctx={ctx} field={field} options={options} />;
}
