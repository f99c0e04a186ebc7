import type { ReactNode } from 'react';
import { ehAvisoDoFormulario } from '../../../domain/inventario/constants.ts';
import { SelectField, TextField } from '../../components/form.tsx';
import { MoneyField, NumberField } from '../../components/form-numeros.tsx';
import {
  AnoField,
  centavosParaTexto,
  numeroParaTexto,
  RegistroField,
  textoParaCentavos,
  textoParaNumero,
} from './ui.tsx';

// The fields of an inventory item, described once: the add form draws its inputs from a list of `CampoNovo`, the
// inline edit turns a row into text and back by an `Edicao`. A screen writes what its fields are, not how they work.

// ---- the add form ----

/** One input of an add form; `tipos` and `tecnicos` are the farm's registries (free text while one is empty). */
export type CampoNovo = {
  campo: string;
  rotulo: string;
  obrigatorio?: boolean;
  dica?: ReactNode;
  placeholder?: string;
} & (
  | { tipo: 'texto'; entrada?: 'email' | 'tel' }
  | { tipo: 'ano' | 'dinheiro' | 'tipos' | 'tecnicos' }
  | { tipo: 'numero'; casas?: number; sufixo?: string }
  | { tipo: 'opcoes'; opcoes: readonly string[] }
);

export type ValorNovo = string | number | null;
export type Novo = Record<string, ValorNovo>;

/** The registries' names for the `tipos` and `tecnicos` inputs. */
export interface Registros {
  tipos: string[];
  tecnicos: string[];
  carregando: boolean;
}

/** A blank add form: '' for text and choices, this year for a year, null (empty) for numbers; `valores` override. */
export function inicialDe(campos: readonly CampoNovo[], valores: Novo = {}): Novo {
  const vazio = (c: CampoNovo): ValorNovo =>
    c.tipo === 'ano' ? String(new Date().getFullYear()) : c.tipo === 'numero' || c.tipo === 'dinheiro' ? null : '';
  return Object.fromEntries(campos.map((c) => [c.campo, c.campo in valores ? valores[c.campo] : vazio(c)]));
}

/** What the add form sends: a year as a number, an empty number left out (the route's default or its message). */
export function corpoNovo(campos: readonly CampoNovo[], f: Novo): Record<string, unknown> {
  return Object.fromEntries(
    campos.map((c) => [c.campo, c.tipo === 'ano' ? Number(f[c.campo]) : (f[c.campo] ?? undefined)]),
  );
}

interface Entrada {
  valores: Novo;
  set(patch: Novo): void;
  erros: Record<string, string | undefined>;
  registros: Registros;
}

/** The inputs of an add form, in order, each with its field's message beside it. */
export function CamposNovos({ campos, ...entrada }: Entrada & { campos: readonly CampoNovo[] }) {
  return campos.map((c) => <CampoNovoInput key={c.campo} c={c} {...entrada} />);
}

function CampoNovoInput({ c, valores, set, erros, registros }: Entrada & { c: CampoNovo }) {
  const erro = erros[c.campo];
  // The whole form's sentence is said once (toast, or beside the button): the field is only marked.
  const repete = erro !== undefined && ehAvisoDoFormulario(erro);
  const comum = {
    label: c.rotulo,
    required: c.obrigatorio,
    hint: c.dica,
    error: repete ? undefined : erro,
    invalid: repete,
  };
  const comoTexto = String(valores[c.campo] ?? '');
  const numero = valores[c.campo] as number | null;
  const mudar = (v: ValorNovo) => set({ [c.campo]: v });
  switch (c.tipo) {
    case 'texto':
      return <TextField {...comum} type={c.entrada} value={comoTexto} onChange={mudar} placeholder={c.placeholder} />;
    case 'ano':
      return <AnoField {...comum} value={comoTexto} onChange={mudar} />;
    case 'dinheiro':
      return <MoneyField {...comum} value={numero} onChange={mudar} placeholder={c.placeholder} />;
    case 'numero':
      return (
        <NumberField
          {...comum}
          decimals={c.casas}
          suffix={c.sufixo}
          value={numero}
          onChange={mudar}
          placeholder={c.placeholder}
        />
      );
    case 'opcoes':
      return (
        <SelectField {...comum} value={comoTexto} onChange={mudar} options={c.opcoes} placeholder={c.placeholder} />
      );
    default:
      return (
        <RegistroField
          {...comum}
          nomes={registros[c.tipo]}
          carregando={registros.carregando}
          value={comoTexto}
          onChange={mudar}
        />
      );
  }
}

// ---- the inline edit ----

/**
 * How a field is typed in a row being edited (always as text) and sent back: as is, a whole number, a number shown
 * with `casas` decimals, or money (centavos). `opcional`: left blank it is sent as null.
 */
export interface Formato {
  tipo: 'texto' | 'inteiro' | 'decimal' | 'dinheiro';
  casas?: number;
  opcional?: boolean;
}

export const texto: Formato = { tipo: 'texto' };
export const inteiro: Formato = { tipo: 'inteiro' };
export const dinheiro: Formato = { tipo: 'dinheiro' };
export const decimal = (casas: number): Formato => ({ tipo: 'decimal', casas });
export const opcional = (f: Formato): Formato => ({ ...f, opcional: true });

/** The edited fields of a row and their formats; the row's draft is `Rascunho` of the same keys. */
export type Edicao<K extends string> = Record<K, Formato>;
export type Rascunho<K extends string> = Record<K, string>;

/** The row as the inputs show it: numbers the Brazilian way, money in reais, '' for nothing. */
export function rascunhoDe<K extends string>(row: object, edicao: Edicao<K>): Rascunho<K> {
  const r = row as Record<string, unknown>;
  const campo = (k: K, f: Formato) => {
    const v = r[k];
    if (f.tipo === 'texto') return String(v ?? '');
    const n = v as number | null | undefined;
    if (f.tipo === 'dinheiro') return centavosParaTexto(n);
    if (f.tipo === 'decimal') return numeroParaTexto(n, f.casas);
    return n == null ? '' : String(n);
  };
  return Object.fromEntries(Object.entries<Formato>(edicao).map(([k, f]) => [k, campo(k as K, f)])) as Rascunho<K>;
}

/** The body of a save: text parsed back (NaN for text that is not a number, so the rules refuse it). */
export function corpoDe<K extends string>(d: Rascunho<K>, edicao: Edicao<K>): Record<K, unknown> {
  const campo = (t: string, f: Formato) => {
    if (f.tipo === 'texto') return t;
    if (f.opcional && !t.trim()) return null;
    return f.tipo === 'dinheiro' ? textoParaCentavos(t) : textoParaNumero(t);
  };
  return Object.fromEntries(Object.entries<Formato>(edicao).map(([k, f]) => [k, campo(d[k as K], f)])) as Record<
    K,
    unknown
  >;
}
