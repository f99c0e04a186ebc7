import type { ReactNode } from 'react';
import { FormError } from './form.tsx';
import type { Form } from './use-form.ts';

/** The form of an add/edit dialog: its fields, the form-wide message, and Cancelar / Salvar (busy: 'Salvando...'). */
export function DialogForm({
  form,
  onClose,
  submitLabel = 'Salvar',
  children,
}: {
  form: Pick<Form<unknown>, 'submit' | 'error' | 'busy'>;
  onClose(): void;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      {children}
      <FormError message={form.error} />
      <div className="modal-action flex-wrap">
        <button type="button" className="btn min-h-11" onClick={onClose} disabled={form.busy}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary min-h-11" disabled={form.busy}>
          {form.busy ? 'Salvando...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
