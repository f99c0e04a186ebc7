import { type ReactNode, useState } from 'react';
import { formatBRL, formatPercent } from '../../../domain/format.ts';
import type { ResumoRemuneracao } from '../../../domain/inventory/formulas.ts';
import type { RegistroTipo } from '../../../domain/schemas/registries.ts';
import { useResource } from '../../api/use-resource.ts';
import { ConfirmDialog, Modal, PasswordConfirmDialog } from '../../components/dialog.tsx';
import { FormError } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import type { EditColumn, EditContext } from '../../components/inline-table.tsx';
import { useIsPhone } from '../../components/media.ts';
import { StatCard } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import type { Form } from '../../components/use-form.ts';
import { recarregar, useNomes } from './api.ts';
import { CellSelect, CellText, Figura, Section, StatsGrid } from './ui.tsx';

// The pieces the four inventory screens (animais, terras, instalações, máquinas) have in common.

/** A screen's list (`inventario:…` key, reloaded after every save) and the item whose deletion is being confirmed. */
export function useInventoryItems<R extends { itens: readonly unknown[] }>(chave: string, fetcher: () => Promise<R>) {
  const { data, error, loading } = useResource(chave, fetcher);
  const [excluir, setExcluir] = useState<R['itens'][number] | null>(null);
  return { data, error, loading, itens: (data?.itens ?? []) as R['itens'], excluir, setExcluir };
}

/** Names for the type dropdown (one registry) and, when the screen has one, the technician dropdown. */
export function useTiposETecnicos(farmId: string, tipos: RegistroTipo, { tecnicos = true } = {}) {
  const t = useNomes(farmId, tipos);
  const r = useNomes(tecnicos ? farmId : undefined, 'tecnicos');
  return { tipos: t.nomes, tecnicos: r.nomes, carregando: t.loading || r.loading };
}

/** What an add form does after a save (useForm's done): reloads the screen's lists and says so. */
export function itemAdicionado(sucesso: string) {
  return () => {
    recarregar();
    toast.success(sucesso);
  };
}

/**
 * An inventory screen's parts in the order that suits the device: on a PC SPEC.md's summary, add form and list; on
 * a phone the list first, then 'Adicionar' (the form in a sheet), then the compact summary — the list is what a
 * phone opens the screen for. Reordered in the DOM, not with CSS, so reading and tab order follow what is seen.
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
  form: Pick<Form<unknown>, 'submit' | 'busy' | 'error' | 'errors'>;
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

/**
 * The delete confirmation of a screen: with the user's password (SPEC.md's lands, facilities, machines) or a plain
 * one (animals). Reloads the lists and says so on success.
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
    recarregar();
    toast.success(sucesso);
  }
  const props = { open: item !== null, onClose: fechar, title: titulo, message: mensagem };
  return comSenha ? (
    <PasswordConfirmDialog {...props} onConfirm={confirmar} />
  ) : (
    <ConfirmDialog {...props} onConfirm={() => confirmar('')} />
  );
}

/** The five cards of a remunerated inventory (animals, lands): its total quantity first, then the money. */
export function ResumoRemuneracaoCards({
  total,
  resumo,
  taxaFazenda,
}: {
  total: ReactNode;
  resumo: ResumoRemuneracao | undefined;
  taxaFazenda: number | undefined;
}) {
  return (
    <Section title="Resumo">
      <StatsGrid cols={5}>
        {total}
        <StatCard label="Taxa anual" value={formatPercent(resumo?.taxaMedia ?? taxaFazenda ?? 6)} />
        <StatCard label="Valor total" value={<Figura>{formatBRL(resumo?.valorTotal ?? 0)}</Figura>} icon="wallet" />
        <StatCard label="Rem. anual" value={<Figura>{formatBRL(resumo?.remuneracaoAnual ?? 0)}</Figura>} />
        <StatCard label="Remuneração mensal" value={<Figura>{formatBRL(resumo?.remuneracaoMensal ?? 0)}</Figura>} />
      </StatsGrid>
    </Section>
  );
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

/** Edit cell of a text or number field (numbers are parsed on Salvar). */
export function editarTexto<D>(field: keyof D & string, numeric?: boolean) {
  return (ctx: EditContext<D>) => <CellText ctx={ctx} field={field} numeric={numeric} />;
}

/** Edit cell of a choice (free text when the registry is empty). */
export function editarOpcao<D>(field: keyof D & string, options: readonly string[]) {
  return (ctx: EditContext<D>) => <CellSelect ctx={ctx} field={field} options={options} />;
}
