/**
 * One cell ↔ one value. Written the pt-BR way (decimal comma, dd/MM/yyyy, money in reais with two decimals, text
 * that would run as a formula behind an apostrophe); read in pt-BR or plain form. A cell that cannot be read is
 * passed on as its text, so the entity's schema says what is wrong with it, in its own words.
 */
import { isDataISO } from '../format.ts';
import { neutralizar } from '../relatorios/exportar.ts';

export type TipoCelula = 'texto' | 'data' | 'numero' | 'dinheiro';

/** 12.5 → '12,5'; no thousands separator (Excel reads it as a number), every digit kept, never an exponent. */
export function numeroParaCsv(n: number): string {
  return semExpoente(String(n)).replace('.', ',');
}

/** '1e-7' → '0.0000001', '1.5e+21' → '1500000000000000000000': the same digits, the point moved. */
function semExpoente(s: string): string {
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const [, sinal, inteiro, fracao = '', expoente] = m;
  const digitos = inteiro + fracao;
  const ponto = 1 + Number(expoente); // where the decimal point falls in `digitos`
  if (ponto <= 0) return `${sinal}0.${'0'.repeat(-ponto)}${digitos}`;
  if (ponto >= digitos.length) return `${sinal}${digitos}${'0'.repeat(ponto - digitos.length)}`;
  return `${sinal}${digitos.slice(0, ponto)}.${digitos.slice(ponto)}`;
}

/**
 * A text cell: one a spreadsheet would run as a formula gets an apostrophe in front (neutralizar), and so does one
 * that already starts with apostrophes before such a character — so reading takes exactly one off and "'=1" typed
 * by a person comes back as "'=1".
 */
export function textoParaCsv(s: string): string {
  const semApostrofos = s.replace(/^'+/, '');
  return neutralizar(semApostrofos) === semApostrofos ? s : `'${s}`;
}

/** Centavos → '1234,56'. */
export function dinheiroParaCsv(centavos: number): string {
  return (centavos / 100).toFixed(2).replace('.', ',');
}

/** yyyy-MM-dd → dd/MM/yyyy. */
export function dataParaCsv(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

export function celulaParaCsv(tipo: TipoCelula, v: unknown): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'number') {
    if (tipo === 'dinheiro') return dinheiroParaCsv(v);
    return numeroParaCsv(v);
  }
  const s = String(v);
  return tipo === 'data' ? dataParaCsv(s) : textoParaCsv(s);
}

/**
 * A number as a person or a program wrote it: '1.234,56', '1234,56', '1234.56', '1,234.56', 'R$ 12,50', '6%'.
 * With both marks the last one is the decimal; one comma is a decimal comma; one dot is a decimal point, except in
 * a ';' file (pt-BR) where '1.234' (groups of three) is a thousands dot. NaN when it is not a number.
 */
export function lerNumero(texto: string, separador: ';' | ',' = ';'): number {
  const s = numeroNormalizado(texto, separador);
  return s === null ? Number.NaN : Number(s);
}

/** How many decimal places the number in the cell was written with (0 for '1.234'); null when it is not a number. */
export function casasDecimais(texto: string, separador: ';' | ',' = ';'): number | null {
  const s = numeroNormalizado(texto, separador);
  return s === null ? null : (s.split('.')[1]?.length ?? 0);
}

/** The cell's number as JavaScript writes it ('1234.56'), whatever marks it was written with; null when none. */
function numeroNormalizado(texto: string, separador: ';' | ','): string | null {
  let s = texto
    .trim()
    .replace(/^R\$/i, '')
    .replace(/%$/, '')
    .replace(/[\s\u00a0]/g, '');
  if (s === '') return null;
  const virgula = s.lastIndexOf(',');
  const ponto = s.lastIndexOf('.');
  if (virgula >= 0 && ponto >= 0) {
    s = virgula > ponto ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  } else if (virgula >= 0) {
    if (s.indexOf(',') !== virgula) {
      if (!/^-?\d{1,3}(,\d{3})+$/.test(s)) return null;
      s = s.replace(/,/g, '');
    } else s = s.replace(',', '.');
  } else if (ponto >= 0) {
    if (s.indexOf('.') !== ponto || (separador === ';' && /^-?\d{1,3}(\.\d{3})+$/.test(s))) {
      if (!/^-?\d{1,3}(\.\d{3})+$/.test(s)) return null;
      s = s.replace(/\./g, '');
    }
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  return s;
}

/** dd/MM/yyyy (also d/M/yyyy and dd-MM-yyyy) or yyyy-MM-dd → yyyy-MM-dd; null when not a real date. */
export function lerData(texto: string): string | null {
  const s = texto.trim();
  let iso: string | null = null;
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s);
  if (br) iso = `${br[3]}-${br[2].padStart(2, '0')}-${br[1].padStart(2, '0')}`;
  const isoM = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+Z?)?$/.exec(s);
  if (isoM) iso = `${isoM[1]}-${isoM[2]}-${isoM[3]}`;
  return iso && isDataISO(iso) ? iso : null;
}

/** A text cell: the apostrophe textoParaCsv() added is taken off, so '=1+1' comes back as it was typed. */
export function lerTexto(texto: string): string {
  return /^'+[=+\-@\t\r]/.test(texto) ? texto.slice(1) : texto;
}

/** One cell → the value for the schema; blank → undefined (the schema's default or 'Campo obrigatório'). */
export function lerCelula(tipo: TipoCelula, texto: string, separador: ';' | ','): unknown {
  if (texto.trim() === '') return undefined;
  switch (tipo) {
    case 'data':
      return lerData(texto) ?? texto;
    case 'numero': {
      const n = lerNumero(texto, separador);
      return Number.isFinite(n) ? n : texto;
    }
    case 'dinheiro': {
      const n = lerNumero(texto, separador);
      return Number.isFinite(n) ? Math.round(n * 100) : texto;
    }
    default:
      return lerTexto(texto);
  }
}
