import type { ReactNode } from 'react';
import { AvisoDeRascunho } from './aviso-rascunho.tsx';
import { FormError } from './form.tsx';
import type { Form } from './use-form.ts';

/**
 * The form of an add/edit dialog: the draft brought back from the device when there is one ('Rascunho de 14:32
 * recuperado', 'Descartar rascunho'), its fields, the form-wide message, and Cancelar / Salvar (busy: 'Salvando...').
 * Cancelar keeps the draft: what was typed is there when the dialog opens again, until it is saved or discarded.
 */
export function DialogForm({
  form,
  onClose,
  submitLabel = 'Salvar',
  children,
}: {
  form: Pick<Form<unknown>, 'submit' | 'error' | 'busy' | 'rascunho' | 'descartarRascunho'>;
  onClose(): void;
  submitLabel?: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={form.submit} className="flex flex-col gap-4">
      {form.rascunho && <AvisoDeRascunho em={form.rascunho} descartar={form.descartarRascunho} />}
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
