import { type FormEvent, type ReactNode, useState } from 'react';
import { ConfirmDialog, Modal } from '../../components/dialog.tsx';
import { apiErrorOf, type FieldErrors, hasErrors } from '../../components/form.tsx';
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

/**
 * State of an admin form: `validate` runs first (its messages beside the fields); then `save` calls the API and
 * the dialog closes after `onSaved`. An API error's field messages go beside the fields, any other below the form.
 */
export function useAdminForm<D>(
  initial: D,
  {
    validate,
    save,
    onSaved,
    onClose,
  }: {
    validate(d: D): FieldErrors;
    save(d: D): Promise<void>;
    onSaved(): Promise<void>;
    onClose(): void;
  },
) {
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs = validate(d);
    setErrors(errs);
    setError(null);
    if (hasErrors(errs)) return;
    setBusy(true);
    try {
      await save(d);
      await onSaved();
      onClose();
    } catch (err) {
      const { message, fields } = apiErrorOf(err);
      setErrors(fields);
      setError(Object.keys(fields).length ? null : message);
    } finally {
      setBusy(false);
    }
  }

  return { d, set: (patch: Partial<D>) => setD((x) => ({ ...x, ...patch })), errors, error, busy, submit };
}

/** Cancelar / Salvar at the foot of an admin form. */
export function FormActions({
  busy,
  onClose,
  submitLabel = 'Salvar',
}: {
  busy: boolean;
  onClose(): void;
  submitLabel?: string;
}) {
  return (
    <div className="modal-action">
      <button type="button" className="btn min-h-11" onClick={onClose} disabled={busy}>
        Cancelar
      </button>
      <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
        {busy ? 'Salvando...' : submitLabel}
      </button>
    </div>
  );
}
