import { type ReactNode, useState } from 'react';
import { invalidate } from '../../api/use-resource.ts';
import { ConfirmDialog, PasswordConfirmDialog } from '../../components/dialog.tsx';
import { type Column, ListScreen, type RowAction } from '../../components/list-screen.tsx';
import { PageHeader } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';

/**
 * A finance list screen: the page header, the shared list with 'Adicionar', the row actions followed by 'Excluir',
 * and the delete confirm — guarded by the user's password for money (`exclusao.senha`), a plain confirm for
 * registries (SPEC.md §4/§5).
 */
export function ListaFinanceira<T extends { id: string }>(p: {
  titulo: string;
  subtitulo: string;
  back: string;
  listaTitulo?: string;
  listaSubtitulo: string;
  rows: readonly T[] | undefined;
  loading: boolean;
  error?: Error | null;
  columns: Column<T>[];
  actions: RowAction<T>[];
  onAdd(): void;
  toolbar?: ReactNode;
  exclusao: {
    senha: boolean;
    mensagem(row: T): string;
    excluir(row: T, password: string): Promise<unknown>;
    sucesso: string;
  };
  children: ReactNode;
}) {
  const [exclusao, setExclusao] = useState<T | null>(null);
  const dialogo = {
    open: exclusao !== null,
    onClose: () => setExclusao(null),
    message: exclusao ? p.exclusao.mensagem(exclusao) : undefined,
    onConfirm: async (password = '') => {
      if (!exclusao) return;
      await p.exclusao.excluir(exclusao, password);
      toast.success(p.exclusao.sucesso);
      invalidate('fin:');
    },
  };
  return (
    <>
      <PageHeader title={p.titulo} subtitle={p.subtitulo} back={p.back} />
      <ListScreen<T>
        title={p.listaTitulo ?? p.titulo}
        subtitle={p.listaSubtitulo}
        rows={p.rows}
        loading={p.loading}
        error={p.error}
        rowKey={(r) => r.id}
        columns={p.columns}
        actions={[...p.actions, { label: 'Excluir', icon: 'trash', danger: true, onClick: setExclusao }]}
        onAdd={p.onAdd}
        toolbar={p.toolbar}
      >
        {p.children}
        {p.exclusao.senha ? <PasswordConfirmDialog {...dialogo} /> : <ConfirmDialog {...dialogo} />}
      </ListScreen>
    </>
  );
}
