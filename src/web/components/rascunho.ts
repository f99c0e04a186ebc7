/**
 * A form's draft kept on the device as it is typed (issue 38): a milking of 30 cows is saved only at its end, so a
 * reload, a closed tab, a crash or a session that expired must not lose what was typed. Kept in localStorage —
 * written synchronously on each change, so nothing typed before a crash is missing (a 300-cow batch is ~20 KB) —
 * under a key with the user, the farm and what the form is for (the batch's date and milking). A draft is only ever
 * read back into its form: it is never sent by itself, and saving the form clears it.
 *
 * Signing out keeps the user's drafts (the same person signing in again on this phone finds them); another user of a
 * shared phone never sees them, since every key starts with the user's id. A draft not touched for
 * RASCUNHO_VALIDADE_MS is dropped when read.
 */
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../session/session.ts';
import { type Form, type FormOptions, useForm } from './use-form.ts';

const PREFIXO = 'leiteira-rascunho:';
/** A week: a milking's draft older than that is not what anyone is still typing. */
export const RASCUNHO_VALIDADE_MS = 7 * 24 * 60 * 60 * 1000;

export interface Rascunho<T> {
  /** When it was last typed (ISO). */
  em: string;
  valor: T;
}

/**
 * A short fingerprint of a value as saved (32-bit FNV-1a of its JSON, in base 36), for a draft's name when what it
 * was typed over has no version of its own (a step of the assessment): while the value is unchanged the draft comes
 * back; once anyone saves it otherwise, it does not come back over the change.
 */
export function versaoDe(valor: unknown): string {
  let h = 0x811c9dc5;
  for (const c of JSON.stringify(valor ?? null)) {
    h ^= c.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** The storage key of a user's draft: 'leiteira-rascunho:{user}:{farm}:lote:2026-12-01:Tarde'. */
export function chaveDoRascunho(userId: string, partes: readonly string[]): string {
  return PREFIXO + [userId, ...partes].map(encodeURIComponent).join(':');
}

function armazenamento(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled: the form works, with no draft
  }
}

export function lerRascunho<T>(chave: string, agora = Date.now()): Rascunho<T> | null {
  const s = armazenamento();
  const texto = s?.getItem(chave);
  if (!s || !texto) return null;
  try {
    const r = JSON.parse(texto) as Rascunho<T>;
    if (typeof r.em === 'string' && agora - Date.parse(r.em) <= RASCUNHO_VALIDADE_MS) return r;
  } catch {
    // not ours, or cut: dropped
  }
  s.removeItem(chave);
  return null;
}

export function gravarRascunho<T>(chave: string, valor: T, agora = new Date()): void {
  try {
    armazenamento()?.setItem(chave, JSON.stringify({ em: agora.toISOString(), valor } satisfies Rascunho<T>));
  } catch {
    // storage full or denied: the form still works, only without its draft
  }
}

export function apagarRascunho(chave: string): void {
  armazenamento()?.removeItem(chave);
}

/**
 * Drops every draft past RASCUNHO_VALIDADE_MS (a form with a draft calls it as it opens: a handful of keys): a draft
 * is dropped when read, and some are never read again — an edit's, over a version someone has changed since.
 */
export function varrerRascunhosVencidos(agora = Date.now()): void {
  const s = armazenamento();
  if (!s) return;
  const chaves = Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
    (k): k is string => k?.startsWith(PREFIXO) ?? false,
  );
  for (const k of chaves) lerRascunho(k, agora);
}

/** The most recently typed draft whose key starts with `chave` (the batch: any date and milking of this farm). */
export function ultimoRascunho<T>(chave: string): { chave: string; rascunho: Rascunho<T> } | null {
  const s = armazenamento();
  if (!s) return null;
  let melhor: { chave: string; rascunho: Rascunho<T> } | null = null;
  const chaves = Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
    (k): k is string => k?.startsWith(`${chave}:`) ?? false,
  );
  for (const k of chaves) {
    const r = lerRascunho<T>(k);
    if (r && (!melhor || r.em > melhor.rascunho.em)) melhor = { chave: k, rascunho: r };
  }
  return melhor;
}

/** The signed-in user's id (a draft's owner), or null: with no user nothing is kept. */
export function useDonoDoRascunho(): string | null {
  return useSession()?.user.id ?? null;
}

/**
 * The name of a form's draft (useFormComRascunho's `partes`): the farm (or 'admin'), the screen, and the row edited at
 * the version the form read — a draft of an edit comes back only over that version, never over a change someone made
 * since (the form sends the version it read, so nothing would refuse it) — or 'novo' for a new one.
 */
export function partesDoRascunho(
  escopo: string,
  tela: string,
  row?: { id: string; updatedAt?: string | null } | null,
): string[] {
  return [escopo, tela, row ? `${row.id}@${row.updatedAt ?? ''}` : 'novo'];
}

const mesmoValor = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `useForm` with the form's draft kept on the device as it is typed (issue 38): `partes` name it after the user (the
 * farm, the screen, the row and its version: `partesDoRascunho`; null: nothing kept now). It is read before the
 * form's first render, so the form opens with it (no blank form drawn first) and says so (`rascunho`: when it was
 * typed; DialogForm, the inventory's add form and the assessment's step show 'Rascunho de 14:32 recuperado' and
 * 'Descartar rascunho'); a successful send clears it; it is never sent by itself. `vazio`: a draft with nothing typed
 * (by default, the form as the program last set it: opened, reset, the next entry). A form with a password keeps
 * none (the login loads none of this: useForm alone).
 */
export function useFormComRascunho<D, T = D>(
  opts: FormOptions<D, T>,
  rascunho: { partes: readonly string[] | null; vazio?(draft: D): boolean },
): Form<D> {
  const dono = useDonoDoRascunho();
  const chave = rascunho.partes && dono ? chaveDoRascunho(dono, rascunho.partes) : null;
  // the form as the program last set it: what the default `vazio` compares with
  const base = useRef<D | null>(null);
  const vazio = (x: D) => (rascunho.vazio ? rascunho.vazio(x) : mesmoValor(x, base.current));
  const ler = () => {
    if (!chave) return null;
    varrerRascunhosVencidos();
    const r = lerRascunho<D>(chave);
    return r && !vazio(r.valor) ? r : null;
  };
  const [abertura] = useState(() => {
    base.current = typeof opts.initial === 'function' ? (opts.initial as () => D)() : opts.initial;
    return ler();
  });
  const [em, setEm] = useState<string | null>(abertura?.em ?? null);
  const esquecer = () => {
    if (chave) apagarRascunho(chave);
    setEm(null);
  };
  const form = useForm<D, T>({
    ...opts,
    abertura: abertura?.valor,
    aoDefinir: (x) => {
      base.current = x;
    },
    aoEnviar: esquecer,
  });
  // what the form holds without anyone typing (opened, brought back) is not written again
  const trazido = useRef<D>(form.d);
  const chaveLida = useRef(chave);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only when the draft's name changes
  useEffect(() => {
    if (chave === chaveLida.current) return;
    chaveLida.current = chave;
    const r = ler();
    trazido.current = r ? r.valor : form.d;
    if (r) {
      // brought back, not set by the program: what counts as 'nothing typed' stays as it was
      const antes = base.current;
      form.reset(r.valor);
      base.current = antes;
    }
    setEm(r?.em ?? null);
  }, [chave]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: written on each change of what is typed
  useEffect(() => {
    if (!chave || form.d === trazido.current) return;
    if (vazio(form.d)) apagarRascunho(chave);
    else gravarRascunho(chave, form.d);
  }, [form.d]);
  return {
    ...form,
    rascunho: em,
    descartarRascunho() {
      esquecer();
      form.reset();
    },
  };
}
