import { type ReactNode, useState } from 'react';
import { ConfirmDialog, Modal } from '../../components/dialog.tsx';
import { toast } from '../../components/toast.tsx';
import { useAfterChange } from './admin-data.ts';

/** Which row of an admin list is open in its dialog ('new' for a blank one) and which awaits delete confirmation. */
export function useAdminCrud<T>() {
  const after = useAfterChange();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    /** Reloads the admin lists and the session; every save and delete ends with it. */
    after,
    editing,
    isNew: editing === 'new',
    edit: (row: T | 'new') => setEditing(row),
    closeEditor: () => setEditing(null),
    deleting,
    askDelete: (row: T) => setDeleting(row),
    cancelDelete: () => setDeleting(null),
  };
}

type Crud<T> = ReturnType<typeof useAdminCrud<T>>;

/** The add/edit dialog; `children` gets the row being edited, or null for a new one. */
export function EditDialog<T>({
  crud,
  title,
  description,
  children,
}: {
  crud: Crud<T>;
  title: string;
  description: string;
  children(row: T | null): ReactNode;
}) {
  const { editing } = crud;
  return (
    <Modal open={editing !== null} onClose={crud.closeEditor} title={title} description={description}>
      {editing !== null && children(editing === 'new' ? null : editing)}
    </Modal>
  );
}

/** 'Confirmar exclusão' of an admin row: DELETE, the success toast, then the lists and session reload. */
export function DeleteDialog<T extends { name: string }>({
  crud,
  message,
  remove,
  removed,
}: {
  crud: Crud<T>;
  /** The question, naming the row. */
  message(name: string): string;
  remove(row: T): Promise<unknown>;
  /** Toast after the delete. */
  removed: string;
}) {
  const { deleting } = crud;
  return (
    <ConfirmDialog
      open={deleting !== null}
      onClose={crud.cancelDelete}
      message={message(deleting?.name ?? '')}
      onConfirm={async () => {
        if (!deleting) return;
        await remove(deleting);
        toast.success(removed);
        await crud.after();
      }}
    />
  );
}

/** What an admin form does after a save (useForm's done): the toast, the lists and session reloaded, the dialog closed. */
export function aoSalvarAdmin(sucesso: string, onSaved: () => Promise<void>, onClose: () => void) {
  return async () => {
    toast.success(sucesso);
    await onSaved();
    onClose();
  };
}
