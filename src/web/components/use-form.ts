import { type FormEvent, useRef, useState } from 'react';
import { MSG } from '../../domain/messages.ts';
import { type Regras, type Validacao, validar } from '../../domain/validacao.ts';
import { ApiError } from '../api/client.ts';
import { apiErrorOf, type FieldErrors } from './form.tsx';
import { toast } from './toast.tsx';

export interface FormOptions<D, T> {
  /** The draft the form starts from (and `reset()` goes back to). */
  initial: D | (() => D);
  /**
   * The domain's rules for what is sent — the same schema the route validates with, so a form shows the server's
   * own words before sending. Without rules the body is sent as built.
   */
  rules?: Regras<T>;
  /** The request body built from the draft (numbers parsed, ids added); default: the draft itself. */
  body?(draft: D): unknown;
  /** Sends the checked body; an ApiError it throws comes back as the form's messages. */
  send(data: T, draft: D): Promise<unknown>;
  /** After a successful send: the toast, the reloads, closing the dialog. */
  done?(draft: D): void | Promise<void>;
  /**
   * For a form that stays open for the next entry (the add forms above a list, the record tabs): the draft it
   * starts from after a successful send — 'initial' for a blank one.
   */
  next?: 'initial' | ((last: D) => D);
  /** After a failed send, besides showing it (e.g. reload the list on a 409 so the current row shows). */
  failed?(error: unknown): void;
  /**
   * Where the form-wide message goes: 'form' (below the fields, a dialog's FormError) or 'toast' (the add forms
   * at the top of a list). Field messages always go beside their field.
   */
  report?: 'form' | 'toast';
  /**
   * What the form opens with instead of `initial` (a draft brought back from the device: useFormComRascunho, in
   * rascunho.ts); `initial` stays what a reset and `next: 'initial'` go back to.
   */
  abertura?: D;
  /** The form set by the program, not typed (a reset, the next entry): the draft layer's 'nothing typed since'. */
  aoDefinir?(draft: D): void;
  /** A send succeeded (before `done`): the draft layer forgets the draft. */
  aoEnviar?(): void;
}

export interface Form<D> {
  /** The draft, as typed. */
  d: D;
  /** Changes the draft; a changed field's message goes (the rest wait for the next submit). */
  set(patch: Partial<D>): void;
  /** Back to `next` (or the initial draft) with no messages left over. */
  reset(next?: D): void;
  errors: FieldErrors;
  /** The form-wide message (report 'form'); null when there is none. */
  error: string | null;
  busy: boolean;
  /** The form's onSubmit: checks with the rules, then sends; never sends twice at once. True when it was sent. */
  submit(e?: FormEvent): Promise<boolean>;
  /**
   * When the draft brought back from the device was typed (ISO), until it is sent or discarded; always null for a form
   * that keeps none (useForm alone).
   */
  rascunho: string | null;
  /** 'Descartar rascunho': the draft is gone and the form starts again. */
  descartarRascunho(): void;
}

/**
 * The one form state of the web app: a draft, the domain's rules checked before sending (their messages beside the
 * fields), the send, and the server's answer shown the same way. Every add/edit form uses it.
 */
export function useForm<D, T = D>(opts: FormOptions<D, T>): Form<D> {
  const initialDraft = () => (typeof opts.initial === 'function' ? (opts.initial as () => D)() : opts.initial);
  const [d, setD] = useState<D>(() => opts.abertura ?? initialDraft());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const report = opts.report ?? 'form';
  function definir(next: D) {
    opts.aoDefinir?.(next);
    setD(next);
  }

  function show(message: string | null, fields: FieldErrors) {
    setErrors(fields);
    if (report === 'toast') {
      if (message) toast.error(message);
      setError(null);
    } else {
      // A message that only repeats a field's is not said twice.
      setError(message && !Object.values(fields).includes(message) ? message : null);
    }
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (sending.current) return false;
    const raw = opts.body ? opts.body(d) : d;
    const v = opts.rules ? validar(opts.rules, raw) : { ok: true as const, data: raw as T };
    if (!v.ok) {
      show(v.message, v.fields);
      return false;
    }
    show(null, {});
    sending.current = true;
    setBusy(true);
    try {
      await opts.send(v.data, d);
      opts.aoEnviar?.();
      if (opts.next) definir(opts.next === 'initial' ? initialDraft() : opts.next(d));
      await opts.done?.(d);
      return true;
    } catch (err) {
      const { message, fields } = apiErrorOf(err);
      show(message, fields);
      opts.failed?.(err);
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return {
    d,
    set: (patch) => {
      setD((x) => ({ ...x, ...patch }));
      // A field the person changes loses its message: a refusal beside a field already corrected reads as a new
      // error. The others stay until the next Salvar checks them again.
      setErrors((e) => {
        const mudados = Object.keys(patch).filter((k) => k in e);
        if (!mudados.length) return e;
        const resto = { ...e };
        for (const k of mudados) delete resto[k];
        return resto;
      });
    },
    reset(next) {
      definir(next ?? initialDraft());
      show(null, {});
    },
    errors,
    error,
    busy,
    submit,
    rascunho: null,
    descartarRascunho() {},
  };
}

/**
 * What an add or edit form of a list does after its send (useForm's `done` and `failed`, spread into its options):
 * says `sucesso`, reloads what shows the rows (awaited: the admin's reload brings the session back too), closes its
 * dialog when it has one; after a 409 (the row changed or went meanwhile) it reloads too, so the row shows as it is
 * now beside the form's message. Every feature's forms use this one.
 */
export function aoSalvar(sucesso: string, recarregar: () => unknown, fechar?: () => void) {
  return {
    async done() {
      toast.success(sucesso);
      await recarregar();
      fechar?.();
    },
    failed(err: unknown) {
      if (err instanceof ApiError && err.status === 409) void recarregar();
    },
  };
}

/**
 * Rules for a form whose only check before sending is 'Campo obrigatório' on blank fields (the public pages, which
 * leave zod out of their chunk); the server checks the rest and its answer is shown the same way.
 */
export function obrigatorios<D extends object>(campos: readonly (keyof D & string)[]) {
  return (raw: unknown): Validacao<D> => {
    const d = raw as D;
    const fields: Record<string, string> = {};
    for (const c of campos) {
      const v = d[c] as unknown;
      if (v == null || (typeof v === 'string' && v.trim() === '') || Number.isNaN(v)) fields[c] = MSG.campoObrigatorio;
    }
    return Object.keys(fields).length ? { ok: false, message: MSG.campoObrigatorio, fields } : { ok: true, data: d };
  };
}
