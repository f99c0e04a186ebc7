import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { MSG } from '../../domain/messages.ts';
import { apiErrorOf, FormError } from './form.tsx';
import { Icon } from './icons.tsx';

export interface ModalProps {
  open: boolean;
  onClose(): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (e.g. Cancelar / Salvar). */
  actions?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** When set, the content is wrapped in a <form> whose submit calls it (Enter submits). */
  onSubmit?(e: FormEvent<HTMLFormElement>): void;
}

const WIDTH = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-3xl' };

/**
 * A native <dialog> shown with showModal(): the page behind is inert (focus stays inside), Esc closes it.
 * daisyUI 'modal'; on phones it sits at the bottom (modal-bottom).
 */
export function Modal({ open, onClose, title, description, children, actions, size = 'md', onSubmit }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const body = (
    <>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 id={titleId} className="text-lg font-bold">
            {title}
          </h3>
          {description && <div className="mt-1 text-sm text-base-content/70">{description}</div>}
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-square btn-sm min-h-11 min-w-11"
          aria-label="Fechar"
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="mt-4 flex flex-col gap-4">{children}</div>
      {actions && <div className="modal-action flex-wrap">{actions}</div>}
    </>
  );
  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open &&
        (onSubmit ? (
          <form
            className={`modal-box w-full ${WIDTH[size]}`}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              onSubmit(e);
            }}
          >
            {body}
          </form>
        ) : (
          <div className={`modal-box w-full ${WIDTH[size]}`}>{body}</div>
        ))}
      <div className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={onClose}>
          fechar
        </button>
      </div>
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onClose(): void;
  /** Runs on 'Excluir'; the dialog shows 'Excluindo...' while it runs and closes when it resolves. A thrown error is shown in the dialog. */
  onConfirm(): void | Promise<void>;
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  /** More to read below the message (what will change, what will be lost). */
  children?: ReactNode;
  cancelLabel?: string;
  /** 'danger' (red button, default) or 'primary'. */
  tone?: 'danger' | 'primary';
}

/** 'Confirmar exclusão' — 'Tem certeza…?' with Cancelar / Excluir. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title = 'Confirmar exclusão',
  message = 'Tem certeza que deseja excluir este item? Esta ação não pode ser desfeita.',
  confirmLabel = 'Excluir',
  busyLabel = 'Excluindo...',
  cancelLabel = 'Cancelar',
  tone = 'danger',
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (e) {
      setError(apiErrorOf(e).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      actions={
        <>
          <button type="button" className="btn min-h-11" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn min-h-11 ${tone === 'danger' ? 'btn-error' : 'btn-primary'}`}
            onClick={confirm}
            disabled={busy}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <p className="text-base-content/80">{message}</p>
      {children}
      <FormError message={error} />
    </Modal>
  );
}

export interface PasswordConfirmDialogProps {
  open: boolean;
  onClose(): void;
  /**
   * Called with the typed password; call the real delete endpoint here (DELETE with { password }).
   * Resolve → the dialog closes. Throw an ApiError → its fields.password (e.g. 'Senha incorreta. Tente novamente.')
   * or message is shown and the dialog stays open.
   */
  onConfirm(password: string): Promise<void>;
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  /** More to read below the message (what will change, what will be lost). */
  children?: ReactNode;
}

/** Delete guarded by the user's password (docs/PRODUTO.md §Formulários): 'Por favor, digite sua senha.' when empty. */
export function PasswordConfirmDialog({
  open,
  onClose,
  onConfirm,
  title = 'Confirmar exclusão',
  message = 'Digite sua senha para confirmar a exclusão...',
  confirmLabel = 'Excluir',
  busyLabel = 'Excluindo...',
  children,
}: PasswordConfirmDialogProps) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  useEffect(() => {
    if (open) {
      setPassword('');
      setFieldError(null);
      setFormError(null);
    }
  }, [open]);
  async function submit() {
    if (!password) {
      setFieldError(MSG.senhaObrigatoria);
      return;
    }
    setBusy(true);
    setFieldError(null);
    setFormError(null);
    try {
      await onConfirm(password);
      onClose();
    } catch (e) {
      const { message, fields } = apiErrorOf(e);
      if (fields.password) setFieldError(fields.password);
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      onSubmit={submit}
      actions={
        <>
          <button type="button" className="btn min-h-11" onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-error min-h-11" disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <p className="text-base-content/80">{message}</p>
      {children}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Senha
        </label>
        <input
          id={id}
          type="password"
          autoComplete="current-password"
          // biome-ignore lint/a11y/noAutofocus: the only field of a dialog the user just opened
          autoFocus
          className={`input input-bordered min-h-11 w-full ${fieldError ? 'input-error' : ''}`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        {fieldError && (
          <p id={`${id}-error`} role="alert" className="text-sm text-error">
            {fieldError}
          </p>
        )}
      </div>
      <FormError message={formError} />
    </Modal>
  );
}
