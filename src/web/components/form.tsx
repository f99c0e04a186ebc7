import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { ApiError } from '../api/client.ts';

export type FieldErrors = Record<string, string | undefined>;

interface FieldShellProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label above the control, error (red, role=alert) or hint below. Used by every field below. */
export function Field({ id, label, required, error, hint, className = '', children }: FieldShellProps) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-baseline gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {required && (
          <span className="text-sm text-error" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className="flex items-center gap-1 text-sm text-error" role="alert">
          <span aria-hidden="true">●</span> {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-base-content/60">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** What ties a control to its Field for assistive technology: invalid, required, and the error or hint text. */
function ariaDe(id: string, error?: string, hint?: ReactNode, required?: boolean, invalid?: boolean) {
  return {
    'aria-invalid': error || invalid ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, error, hint),
  } as const;
}

export type Common = {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Marked as refused without a message of its own (the form says why, once, for all its fields). */
  invalid?: boolean;
};

/**
 * What every field does with the props they share: an id for label and control, the Field shell's props, the
 * control's id and aria, whether it shows as refused (red), and the control's own props left over.
 */
export function useCampo<P extends Common & { id?: string }>({
  label,
  error,
  hint,
  required,
  className,
  invalid,
  id,
  ...resto
}: P) {
  const auto = useId();
  const fid = id ?? auto;
  return {
    shell: { id: fid, label, required, error, hint, className },
    controle: { id: fid, ...ariaDe(fid, error, hint, required, invalid) },
    recusado: Boolean(error || invalid),
    resto,
  };
}

export type TextFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange(value: string): void;
  };

/** <TextField label="Nome" value={v} onChange={setV} error={errors.nome} required /> */
export function TextField({ value, onChange, ...props }: TextFieldProps) {
  const { shell, controle, recusado, resto } = useCampo(props);
  return (
    <Field {...shell}>
      <input
        className={`input input-bordered min-h-11 w-full ${recusado ? 'input-error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...controle}
        {...resto}
      />
    </Field>
  );
}

export type TextAreaFieldProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange(value: string): void;
  };

export function TextAreaField({ value, onChange, ...props }: TextAreaFieldProps) {
  const { shell, controle, recusado, resto } = useCampo(props);
  return (
    <Field {...shell}>
      <textarea
        className={`textarea textarea-bordered w-full ${recusado ? 'textarea-error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...controle}
        {...resto}
      />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange(value: string): void;
    options: readonly (SelectOption | string)[];
    /** First, empty option ('' value); omit to have none. */
    placeholder?: string;
  };

/** Native <select> (accessible, phone-friendly). Options may be plain strings. */
export function SelectField({ value, onChange, options, placeholder, ...props }: SelectFieldProps) {
  const { shell, controle, recusado, resto } = useCampo(props);
  return (
    <Field {...shell}>
      <select
        className={`select select-bordered min-h-11 w-full ${recusado ? 'select-error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...controle}
        {...resto}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const opt = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={opt.value} value={opt.value} disabled={opt.disabled}>
              {opt.label}
            </option>
          );
        })}
      </select>
    </Field>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  hint,
  disabled,
  id,
}: {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
}) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <label htmlFor={fid} className="flex min-h-11 cursor-pointer items-center gap-3">
      <input
        id={fid}
        type="checkbox"
        className="checkbox checkbox-primary"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="flex flex-col">
        <span className="text-sm">{label}</span>
        {hint && <span className="text-xs text-base-content/60">{hint}</span>}
      </span>
    </label>
  );
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The server's message and per-field errors of a failed call (ApiError), for a form to show. */
export function apiErrorOf(error: unknown): { message: string; fields: FieldErrors } {
  if (error instanceof ApiError) return { message: error.message, fields: error.fields };
  return { message: error instanceof Error ? error.message : String(error), fields: {} };
}

/** A form-level error box (role=alert). Renders nothing without a message. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="alert alert-error alert-soft text-sm">
      {message}
    </div>
  );
}
