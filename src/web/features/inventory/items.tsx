import { type FormEvent, type ReactNode, useState } from 'react';
import { formatBRL, formatPercent } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import type { ResumoRemuneracao } from '../../../domain/inventory/formulas.ts';
import type { Validacao } from '../../../domain/inventory/schemas.ts';
import type { RegistroTipo } from '../../../domain/schemas/registries.ts';
import { useResource } from '../../api/use-resource.ts';
import { ConfirmDialog, PasswordConfirmDialog } from '../../components/dialog.tsx';
import { apiErrorOf, type FieldErrors } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import type { EditColumn, EditContext } from '../../components/inline-table.tsx';
import { StatCard } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
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

/**
 * State of an add form: the fields, the domain's rules run before sending (their SPEC.md message as a toast,
 * their field errors for forms that show them), the create call with a client-made id, then a fresh form.
 */
export function useNovoItem<F, B extends object>({
  vazio,
  corpo,
  regras,
  criar,
  sucesso,
}: {
  vazio(): F;
  corpo(f: F): B;
  regras(body: B & { id: string }): Validacao<unknown>;
  criar(body: B & { id: string }): Promise<unknown>;
  sucesso: string;
}) {
  const [f, setF] = useState(vazio);
  const [errs, setErrs] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<F>) => setF((x) => ({ ...x, ...patch }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { id: uuidv7(), ...corpo(f) };
    const v = regras(body);
    if (!v.ok) {
      setErrs(v.fields);
      return void toast.error(v.message);
    }
    setErrs({});
    setBusy(true);
    try {
      await criar(body);
      recarregar();
      setF(vazio());
      toast.success(sucesso);
    } catch (err) {
      const { message, fields } = apiErrorOf(err);
      setErrs(fields);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }
  return { f, set, errs, busy, submit };
}

/** An add form: its section, the fields in a grid and the 'Adicionar …' button. */
export function NovoItemForm({
  titulo,
  botao,
  colunas,
  busy,
  onSubmit,
  children,
}: {
  titulo: string;
  botao: string;
  colunas: 3 | 4;
  busy: boolean;
  onSubmit(e: FormEvent): void;
  children: ReactNode;
}) {
  const grid = colunas === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4';
  const linha = colunas === 3 ? 'lg:col-span-3' : 'lg:col-span-4';
  return (
    <Section title={titulo}>
      <form className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${grid}`} onSubmit={onSubmit} noValidate>
        {children}
        <div className={`sm:col-span-2 ${linha}`}>
          <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
            <Icon name="plus" className="size-5" />
            {busy ? 'Adicionando...' : botao}
          </button>
        </div>
      </form>
    </Section>
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

/** A right-aligned money column that never wraps between 'R$' and the number. */
export function colunaMoeda<T, D>(
  key: string,
  header: string,
  valor: (row: T) => number,
  edit?: (ctx: EditContext<D>) => ReactNode,
): EditColumn<T, D> {
  return { key, header, align: 'right', className: 'whitespace-nowrap', render: (row) => formatBRL(valor(row)), edit };
}

/** Edit cell of a text or number field (numbers are parsed on Salvar). */
export function editarTexto<D>(field: keyof D & string, numeric?: boolean) {
  return (ctx: EditContext<D>) => <CellText ctx={ctx} field={field} numeric={numeric} />;
}

/** Edit cell of a choice (free text when the registry is empty). */
export function editarOpcao<D>(field: keyof D & string, options: readonly string[]) {
  return (ctx: EditContext<D>) => <CellSelect ctx={ctx} field={field} options={options} />;
}
