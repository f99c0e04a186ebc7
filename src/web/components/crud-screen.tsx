import { type ReactNode, useState } from 'react';
import type { Resource } from '../api/use-resource.ts';
import { useCopiaAtual } from '../session/session.ts';
import { CsvButtons, type CsvConfig } from './csv-buttons.tsx';
import { ConfirmDialog, Modal, PasswordConfirmDialog } from './dialog.tsx';
import { type Column, ListScreen, type RowAction } from './list-screen.tsx';
import { PageHeader } from './page.tsx';
import { Pager } from './pager.tsx';
import { toast } from './toast.tsx';

/** The add/edit dialog and the delete confirmation of a list of T. */
export interface CrudDialogs<T> {
  /** The add/edit dialog; `form` gets the row (null for a new one) and closes the dialog when saved. */
  editor: {
    title(row: T | null): string;
    description?(row: T | null): string;
    form(row: T | null, close: () => void): ReactNode;
  };
  /** 'Excluir' and its confirmation: with the user's password (money, docs/PRODUTO.md §Formulários) or a plain one. */
  remove: {
    password?: boolean;
    /** The dialog's title (default 'Confirmar exclusão'). */
    title?(row: T): string;
    message(row: T): string;
    /** Below the message: what the delete takes with it (a farm's records). */
    details?(row: T): ReactNode;
    run(row: T, password: string): Promise<unknown>;
    /** The toast after the delete. */
    done: string;
    /** Rows that cannot be deleted (the administrator's own user). */
    hidden?(row: T): boolean;
  };
  /** Reloads what a delete changed. */
  after(): unknown;
}

export interface CrudScreenProps<T extends { id: string }> extends CrudDialogs<T> {
  /** The page heading above the list (screens of their own); the admin tabs have none. */
  page?: { title: string; subtitle: string; back: string };
  title: string;
  subtitle?: string;
  rows: readonly T[] | undefined;
  loading: boolean;
  error?: Error | null;
  columns: Column<T>[];
  addLabel?: string;
  toolbar?: ReactNode;
  /** 'Exportar CSV' / 'Importar CSV' of this list's entity (shown by the user's modules). */
  csv?: CsvConfig;
  /** Row actions between 'Editar' and 'Excluir' (Baixar Conta, Estornar Conta…). */
  actions?: RowAction<T>[];
  /** For a list the server pages: the search goes to the server, and 'Anterior' / 'Próxima' follow the list. */
  paged?: { onSearch(text: string): void; pagina: number; temMais: boolean; onPage(p: number): void };
  /** After the list: totals, the screen's own dialogs. */
  children?: ReactNode;
}

/**
 * What CrudScreen shows of a list the server pages (the money lists, Sanidade's lists per animal): the rows of the
 * page read, its loading and its failure, and the search and 'Anterior'/'Próxima', which ask the server again through
 * the screen's own state (`buscar` goes back to page 1).
 */
export function listaDoServidor<T extends { id: string }>(
  lista: Resource<{ itens: T[]; temMais: boolean }>,
  navegar: { buscar(texto: string): void; pagina: number; setPagina(pagina: number): void },
) {
  return {
    rows: lista.data?.itens,
    loading: lista.loading,
    error: lista.error,
    paged: {
      onSearch: navegar.buscar,
      pagina: navegar.pagina,
      temMais: lista.data?.temMais ?? false,
      onPage: navegar.setPagina,
    },
  } satisfies Partial<CrudScreenProps<T>>;
}

/**
 * Which row is open in the add/edit dialog ('new' for a blank one) and which awaits its delete confirmation, and
 * the two dialogs to render. CrudScreen is built on it; a screen that shows its rows another way (the admin's farm
 * cards) uses it directly.
 */
export function useCrudDialogs<T>(p: CrudDialogs<T>) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const row = editing === 'new' ? null : editing;
  const close = () => setEditing(null);
  const confirm = {
    open: deleting !== null,
    onClose: () => setDeleting(null),
    title: deleting ? p.remove.title?.(deleting) : undefined,
    message: deleting ? p.remove.message(deleting) : undefined,
    children: deleting ? p.remove.details?.(deleting) : undefined,
    onConfirm: async (password = '') => {
      if (!deleting) return;
      await p.remove.run(deleting, password);
      toast.success(p.remove.done);
      await p.after();
    },
  };
  return {
    edit: (r: T | 'new') => setEditing(r),
    askDelete: (r: T) => setDeleting(r),
    dialogs: (
      <>
        <Modal
          open={editing !== null}
          onClose={close}
          title={editing === null ? '' : p.editor.title(row)}
          description={editing === null ? undefined : p.editor.description?.(row)}
        >
          {editing !== null && p.editor.form(row, close)}
        </Modal>
        {p.remove.password ? <PasswordConfirmDialog {...confirm} /> : <ConfirmDialog {...confirm} />}
      </>
    ),
  };
}

/**
 * The one list-and-dialog screen of the app (the generic list of docs/PRODUTO.md §Formulários): the list with
 * 'Buscar...' and 'Adicionar', the row menu (Editar, the screen's actions, Excluir), the add/edit dialog and the delete
 * confirmation. Finance's lists and registries and the admin panel's tabs are this screen with their columns and form.
 */
export function CrudScreen<T extends { id: string }>(p: CrudScreenProps<T>) {
  const crud = useCrudDialogs(p);
  // a read-only copy of another installation's farm: no write offered (the server refuses them anyway)
  const copia = useCopiaAtual();
  return (
    <>
      {p.page && <PageHeader title={p.page.title} subtitle={p.page.subtitle} back={p.page.back} />}
      <ListScreen<T>
        title={p.title}
        subtitle={p.subtitle}
        rows={p.rows}
        loading={p.loading}
        error={p.error}
        rowKey={(r) => r.id}
        columns={p.columns}
        actions={
          copia
            ? []
            : [
                { label: 'Editar', icon: 'edit', onClick: crud.edit },
                ...(p.actions ?? []),
                { label: 'Excluir', icon: 'trash', danger: true, onClick: crud.askDelete, hidden: p.remove.hidden },
              ]
        }
        onAdd={() => crud.edit('new')}
        addLabel={p.addLabel}
        toolbar={
          p.csv ? (
            <>
              {p.toolbar}
              <CsvButtons {...p.csv} after={p.csv.after ?? p.after} />
            </>
          ) : (
            p.toolbar
          )
        }
        onSearch={p.paged?.onSearch}
      >
        {p.paged && <Pager pagina={p.paged.pagina} temMais={p.paged.temMais} onChange={p.paged.onPage} />}
        {p.children}
        {crud.dialogs}
      </ListScreen>
    </>
  );
}
