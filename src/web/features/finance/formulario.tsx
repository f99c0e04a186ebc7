import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { invalidate } from '../../api/use-resource.ts';
import { apiErrorOf, type FieldErrors, FormError, hasErrors } from '../../components/form.tsx';
import { toast } from '../../components/toast.tsx';

/**
 * State of a finance add/edit dialog's form: the draft `d`, its field errors, the form-wide error and the busy flag.
 * Mount it only while the dialog is open, so each opening starts from `inicial`.
 */
export function useFormulario<D extends object>(inicial: () => D, onClose: () => void) {
  const [d, setD] = useState<D>(inicial);
  const [erros, setErros] = useState<FieldErrors>({});
  const [erroForm, setErroForm] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const set = (patch: Partial<D>) => setD((x) => ({ ...x, ...patch }));

  /** Shows the errors found before sending; true when there are none. */
  function validar(errs: FieldErrors): boolean {
    setErros(errs);
    setErroForm(null);
    return !hasErrors(errs);
  }

  /**
   * Sends the request; on success toasts `sucesso`, reloads the finance lists and closes. On failure shows the
   * server's message and field errors (`campos` renames the server's fields to the form's) and, on a 409, reloads
   * so the list shows the current row.
   */
  async function enviar(pedido: () => Promise<unknown>, sucesso: string, campos = (f: FieldErrors) => f) {
    setOcupado(true);
    try {
      await pedido();
      toast.success(sucesso);
      invalidate('fin:');
      onClose();
    } catch (err) {
      const { message, fields } = apiErrorOf(err);
      setErros(campos(fields));
      setErroForm(message);
      if (err instanceof ApiError && err.status === 409) invalidate('fin:');
    } finally {
      setOcupado(false);
    }
  }

  return { d, set, erros, erroForm, ocupado, validar, enviar };
}

/** The form of a finance dialog: its fields, the form-wide error, and Cancelar / Salvar. */
export function Formulario({
  onSubmit,
  onClose,
  erroForm,
  ocupado,
  children,
}: {
  onSubmit(e: FormEvent): void;
  onClose(): void;
  erroForm: string | null;
  ocupado: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <FormError message={erroForm} />
      <div className="modal-action flex-wrap">
        <button type="button" className="btn min-h-11" onClick={onClose} disabled={ocupado}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary min-h-11" disabled={ocupado}>
          {ocupado ? 'Salvando...' : 'Salvar'}
        </button>
      </div>
    </form>
  );
}
