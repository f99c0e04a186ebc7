/**
 * The fields that read and write numbers, money and dates in pt-BR (1.234,56; dd/mm/aaaa). Apart from form.tsx so
 * that the pages without them (login, recovery) do not download the number and date rules.
 */
import { type InputHTMLAttributes, useEffect, useRef, useState } from 'react';
import {
  casasDemais,
  formatData,
  formatNumero,
  isDataISO,
  lerDataDigitada,
  parseNumeroBR,
  reaisParaCentavos,
} from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { type Common, Field, useCampo } from './form.tsx';
import { Icon } from './icons.tsx';

export type NumberFieldProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className' | 'type'> & {
    /** The number, or null when empty / not a number. */
    value: number | null;
    onChange(value: number | null): void;
    /** Decimals shown when the field loses focus (default 2). */
    decimals?: number;
    /** More decimals than this are refused with a message, not rounded away (money: 2). */
    maxDecimals?: number;
    /** Shown before the input, e.g. 'R$' or 'ha'. */
    prefix?: string;
    suffix?: string;
  };

/** What a number field's text says: empty (null), a number, or NaN with the reason it is not one. */
export function lerNumeroDigitado(text: string, maxDecimals?: number): { valor: number | null; erro?: string } {
  if (text.trim() === '') return { valor: null };
  const n = parseNumeroBR(text);
  if (Number.isNaN(n)) return { valor: Number.NaN, erro: MSG.valorNumerico };
  if (maxDecimals !== undefined && casasDemais(n, maxDecimals))
    return { valor: Number.NaN, erro: MSG.casasDecimais(maxDecimals) };
  return { valor: n };
}

/**
 * A number typed the Brazilian way: accepts '1.234,56', '1234,56' and '1234.56'; shows '1.234,56' back on blur.
 * Text that is not a number (or has more than `maxDecimals`) says why beside the field and gives onChange(NaN), so
 * the form's rules refuse it — it is never taken as empty.
 */
export function NumberField({
  value,
  onChange,
  decimals = 2,
  maxDecimals,
  prefix,
  suffix,
  onBlur,
  ...props
}: NumberFieldProps) {
  const show = (n: number | null) => (n === null || !Number.isFinite(n) ? '' : formatNumero(n, decimals));
  const [text, setText] = useState(() => show(value));
  // Follow outside changes (form reset, another row) without fighting the text being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: show() depends only on decimals
  useEffect(() => {
    setText((t) => {
      const typed = lerNumeroDigitado(t, maxDecimals).valor;
      const same = Object.is(typed, value) || (Number.isNaN(typed) && Number.isNaN(value)) || typed === value;
      return same ? t : show(value);
    });
  }, [value, decimals, maxDecimals]);
  const localError = lerNumeroDigitado(text, maxDecimals).erro;
  // What is wrong with the text itself comes first ('abc' is not 'Campo obrigatório').
  const { shell, controle, recusado, resto } = useCampo({ ...props, error: localError ?? props.error });
  return (
    <Field {...shell}>
      <div className={`input input-bordered min-h-11 w-full ${recusado ? 'input-error' : ''}`}>
        {prefix && <span className="text-base-content/60">{prefix}</span>}
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="grow"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            onChange(lerNumeroDigitado(e.target.value, maxDecimals).valor);
          }}
          onBlur={(e) => {
            const { valor } = lerNumeroDigitado(text, maxDecimals);
            if (valor !== null && !Number.isNaN(valor)) setText(formatNumero(valor, decimals));
            onBlur?.(e);
          }}
          {...controle}
          {...resto}
        />
        {suffix && <span className="text-base-content/60">{suffix}</span>}
      </div>
    </Field>
  );
}

export type DateFieldProps = Common & {
  /** yyyy-MM-dd, '' when empty, or the text typed so far when it is not (yet) a date — the rules say why. */
  value: string;
  onChange(value: string): void;
  min?: string;
  max?: string;
  /** Only whole dates (or '') reach onChange: for filters, which must not query on '12/0'. */
  completa?: boolean;
  id?: string;
  disabled?: boolean;
  readOnly?: boolean;
};

/**
 * The one date control: typed as dd/mm/aaaa whatever the browser's language (a PC in English shows 11/22/2026 in a
 * native date input), with a calendar button that opens the browser's own picker. Used by DateField and the
 * inline tables.
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  completa = false,
  label,
  className = '',
  ...input
}: Omit<DateFieldProps, 'error' | 'hint' | 'required' | 'className'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'min' | 'max'> & {
    label: string;
    className?: string;
  }) {
  const exibir = (v: string) => (isDataISO(v) ? formatData(v) : v);
  const [texto, setTexto] = useState(() => exibir(value));
  const picker = useRef<HTMLInputElement>(null);
  // Follow outside changes (a reset, the calendar) without fighting the text being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside resets the text
  useEffect(() => {
    setTexto((t) => {
      const lido = lerDataDigitada(t);
      return lido.iso === value || t === value || (completa && !lido.iso && value === '' && t !== '')
        ? t
        : exibir(value);
    });
  }, [value]);
  const mudar = (t: string) => {
    const lido = lerDataDigitada(t);
    setTexto(lido.texto);
    if (!completa) onChange(lido.iso ?? lido.texto);
    else if (lido.iso || lido.texto === '') onChange(lido.iso ?? '');
  };
  return (
    <div className={`join relative w-full ${className}`}>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/aaaa"
        maxLength={10}
        className={`input input-bordered join-item min-h-11 w-full min-w-0 ${input['aria-invalid'] ? 'input-error' : ''}`}
        value={texto}
        onChange={(e) => mudar(e.target.value)}
        {...input}
      />
      <button
        type="button"
        className="btn btn-outline join-item min-h-11 min-w-11 border-base-300 px-2"
        // named by its title: a label would make getByLabel('Data') and screen readers' field lists ambiguous
        title={MSG.abrirCalendario(label)}
        disabled={input.disabled || input.readOnly}
        onClick={() => {
          try {
            picker.current?.showPicker();
          } catch {
            picker.current?.focus();
          }
        }}
      >
        <Icon name="calendar" className="size-5" />
      </button>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        className="pointer-events-none absolute h-0 w-0 opacity-0"
        value={isDataISO(value) ? value : ''}
        min={min}
        max={max}
        onChange={(e) => {
          setTexto(exibir(e.target.value));
          onChange(e.target.value);
        }}
      />
    </div>
  );
}

/** A labelled date field (dd/mm/aaaa and a calendar); value and onChange speak yyyy-MM-dd. */
export function DateField(props: DateFieldProps) {
  const { shell, controle, resto } = useCampo(props);
  return (
    <Field {...shell}>
      <DateInput label={props.label} {...controle} {...resto} />
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
      maxDecimals={2}
      value={value === null || Number.isNaN(value) ? value : value / 100}
      // 400 typed digits are Infinity: passed on as it is, so the rules say 'Valor alto demais', not 'numérico'
      onChange={(n) => onChange(n === null || n === Infinity ? n : reaisParaCentavos(n))}
    />
  );
}
