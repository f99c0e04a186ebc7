/**
 * Parts of a composite answer and the modules they come from (docs/PRODUTO.md §Permissões: each part of an answer
 * follows the module of its data). The one shape every composite answer uses: a part the caller may not read is left out of the answer
 * (never sent as zero or null), and the answer (or each item of a list) says so in `retidos`, the dotted paths of
 * what it left out with the modules that would open them. The screens show such a part as `textoRetido(r)`.
 */
import { MSG } from './messages.ts';
import { MODULO_LABEL, type Modulo } from './modules.ts';

/** A part of an answer (a dotted path, 'receitas.rendaLeite') and the modules it needs — all of them. */
export interface Parte {
  parte: string;
  modulos: readonly Modulo[];
}

/** A part left out of an answer and the modules the caller lacks to read it. */
export interface Retido {
  parte: string;
  modulos: Modulo[];
}

/** An answer with its withheld parts left out. */
export type ComRetidos<T> = T & { retidos: Retido[] };

/** The parts of `partes` the caller (with `permitidos`) may not read, each with the modules it lacks. */
export function retidosPara(partes: readonly Parte[], permitidos: readonly string[]): Retido[] {
  return partes.flatMap((p) => {
    const faltam = p.modulos.filter((m) => !permitidos.includes(m));
    return faltam.length ? [{ parte: p.parte, modulos: faltam }] : [];
  });
}

const ehObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The retido that covers `caminho` (the part itself or one that holds it: 'custos' covers 'custos.energia'). */
export function retido(retidos: readonly Retido[] | undefined, caminho: string): Retido | undefined {
  return retidos?.find((r) => caminho === r.parte || caminho.startsWith(`${r.parte}.`));
}

/** Whether every one of `caminhos` is withheld. */
export function todosRetidos(retidos: readonly Retido[] | undefined, caminhos: readonly string[]): boolean {
  return caminhos.length > 0 && caminhos.every((c) => retido(retidos, c));
}

/** 'Oculto: requer o módulo Financeiro' — the one text a screen, a file or a table shows for a withheld figure. */
export function textoRetido(r: Pick<Retido, 'modulos'>): string {
  return MSG.oculto(r.modulos.map((m) => MODULO_LABEL[m]));
}

/** Reads a dotted path (undefined when any step is missing). */
export function lerCaminho(valor: unknown, caminho: string): unknown {
  let v = valor;
  for (const k of caminho.split('.')) {
    if (!ehObjeto(v)) return undefined;
    v = v[k];
  }
  return v;
}

/** A copy of `valor` without the value at each path (its parents are copied, the rest is shared). */
function semCaminhos<T>(valor: T, caminhos: readonly string[]): T {
  if (!ehObjeto(valor) || !caminhos.length) return valor;
  const copia: Record<string, unknown> = { ...valor };
  const filhos = new Map<string, string[]>();
  for (const c of caminhos) {
    const [k, ...resto] = c.split('.');
    if (!resto.length) delete copia[k];
    else filhos.set(k, [...(filhos.get(k) ?? []), resto.join('.')]);
  }
  for (const [k, sub] of filhos) if (k in copia) copia[k] = semCaminhos(copia[k], sub);
  return copia as T;
}

/**
 * `valor` as a caller with `permitidos` may read it: each part of `partes` it may not read is left out, and
 * `retidos` names them (also when the value had nothing there, so a screen never takes a withheld part for empty).
 */
export function reter<T extends object>(
  valor: T,
  partes: readonly Parte[],
  permitidos: readonly string[],
): ComRetidos<T> {
  const retidos = retidosPara(partes, permitidos);
  return {
    ...semCaminhos(
      valor,
      retidos.map((r) => r.parte),
    ),
    retidos,
  };
}

/**
 * What a caller who cannot see some parts saves: `enviado` with each withheld part as it is in `salvo` (or absent
 * when `salvo` has none) — whatever was sent there is not theirs to write, and what they cannot see is not wiped.
 */
export function manterRetidos<T extends object>(
  enviado: T,
  salvo: T | null | undefined,
  retidos: readonly Retido[],
): T {
  let out: Record<string, unknown> = semCaminhos(
    enviado as Record<string, unknown>,
    retidos.map((r) => r.parte),
  );
  for (const { parte } of retidos) {
    const v = lerCaminho(salvo, parte);
    if (v !== undefined) out = comValor(out, parte.split('.'), v);
  }
  return out as T;
}

function comValor(obj: Record<string, unknown>, caminho: string[], v: unknown): Record<string, unknown> {
  const [k, ...resto] = caminho;
  if (!resto.length) return { ...obj, [k]: v };
  const filho = ehObjeto(obj[k]) ? (obj[k] as Record<string, unknown>) : {};
  return { ...obj, [k]: comValor(filho, resto, v) };
}

/** The retidos under `prefixo`, with paths relative to it ('analise.lucro' → 'lucro' for 'analise'). */
export function retidosSob(retidos: readonly Retido[] | undefined, prefixo: string): Retido[] {
  return (retidos ?? []).flatMap((r) =>
    r.parte.startsWith(`${prefixo}.`) ? [{ ...r, parte: r.parte.slice(prefixo.length + 1) }] : [],
  );
}
