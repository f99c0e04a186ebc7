import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useState,
} from 'react';
import { formatNumero, parseNumeroBR, reaisParaCentavos } from '../../domain/format.ts';
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
function ariaDe(id: string, error?: string, hint?: ReactNode, required?: boolean) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, error, hint),
  } as const;
}

type Common = { label: string; error?: string; hint?: ReactNode; required?: boolean; className?: string };

export type TextFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange(value: string): void;
  };

/** <TextField label="Nome" value={v} onChange={setV} error={errors.nome} required /> */
export function TextField({ label, error, hint, required, className, value, onChange, id, ...input }: TextFieldProps) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Field id={fid} label={label} required={required} error={error} hint={hint} className={className}>
      <input
        id={fid}
        className={`input input-bordered min-h-11 w-full ${error ? 'input-error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...ariaDe(fid, error, hint, required)}
        {...input}
      />
    </Field>
  );
}

export type TextAreaFieldProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'className'> & {
    value: string;
    onChange(value: string): void;
  };

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  value,
  onChange,
  id,
  ...rest
}: TextAreaFieldProps) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Field id={fid} label={label} required={required} error={error} hint={hint} className={className}>
      <textarea
        id={fid}
        className={`textarea textarea-bordered w-full ${error ? 'textarea-error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...ariaDe(fid, error, hint, required)}
        {...rest}
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
export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  value,
  onChange,
  options,
  placeholder,
  id,
  ...rest
}: SelectFieldProps) {
  const auto = useId();
  const fid = id ?? auto;
  return (
    <Field id={fid} label={label} required={required} error={error} hint={hint} className={className}>
      <select
        id={fid}
        className={`select select-bordered min-h-11 w-full ${error ? 'select-error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...ariaDe(fid, error, hint, required)}
        {...rest}
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

export type NumberFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className' | 'type'> & {
    /** The number, or null when empty / not a number. */
    value: number | null;
    onChange(value: number | null): void;
    /** Decimals shown when the field loses focus (default 2). */
    decimals?: number;
    /** Shown before the input, e.g. 'R$' or 'ha'. */
    prefix?: string;
    suffix?: string;
  };

const NAO_NUMERICO = 'Informe um valor numérico.';

/**
 * A number typed the Brazilian way: accepts '1.234,56', '1234,56' and '1234.56'; shows '1.234,56' back on blur.
 * Text that is not a number gives onChange(null) and an inline 'Informe um valor numérico.'.
 */
export function NumberField({
  label,
  error,
  hint,
  required,
  className,
  value,
  onChange,
  decimals = 2,
  prefix,
  suffix,
  id,
  onBlur,
  ...rest
}: NumberFieldProps) {
  const auto = useId();
  const fid = id ?? auto;
  const show = (n: number | null) => (n === null || !Number.isFinite(n) ? '' : formatNumero(n, decimals));
  const [text, setText] = useState(() => show(value));
  // Follow outside changes (form reset, another row) without fighting the text being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: show() depends only on decimals
  useEffect(() => {
    setText((t) => {
      const typed = parseNumeroBR(t);
      const same = (Number.isNaN(typed) && value === null) || typed === value;
      return same ? t : show(value);
    });
  }, [value, decimals]);
  const parsed = parseNumeroBR(text);
  const localError = text.trim() !== '' && Number.isNaN(parsed) ? NAO_NUMERICO : undefined;
  const shownError = error ?? localError;
  return (
    <Field id={fid} label={label} required={required} error={shownError} hint={hint} className={className}>
      <div className={`input input-bordered min-h-11 w-full ${shownError ? 'input-error' : ''}`}>
        {prefix && <span className="text-base-content/60">{prefix}</span>}
        <input
          id={fid}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="grow"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            const n = parseNumeroBR(e.target.value);
            onChange(Number.isNaN(n) ? null : n);
          }}
          onBlur={(e) => {
            const n = parseNumeroBR(text);
            if (!Number.isNaN(n)) setText(formatNumero(n, decimals));
            onBlur?.(e);
          }}
          {...ariaDe(fid, shownError, hint, required)}
          {...rest}
        />
        {suffix && <span className="text-base-content/60">{suffix}</span>}
      </div>
    </Field>
  );
}

export type MoneyFieldProps = Omit<NumberFieldProps, 'value' | 'onChange' | 'decimals' | 'prefix'> & {
  /** Integer centavos, or null when empty / invalid. */
  value: number | null;
  onChange(centavos: number | null): void;
};

/** Money in reais typed the Brazilian way ('1.234,56'); value and onChange speak integer centavos (API format). */
export function MoneyField({ value, onChange, ...rest }: MoneyFieldProps) {
  return (
    <NumberField
      {...rest}
      prefix="R$"
      decimals={2}
      value={value === null ? null : value / 100}
      onChange={(n) => onChange(n === null ? null : reaisParaCentavos(n))}
    />
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
