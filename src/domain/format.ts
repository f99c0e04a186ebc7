import { dataCivilSemIcu, FUSO_PADRAO, fusoValido } from './timezones.ts';

/** pt-BR formatting and parsing shared by server, web and CLI. Money is integer centavos. */

/**
 * A value made on its first use, then kept. The Intl formatters of this module are made so: the first Intl object
 * loads ICU's pt-BR data (≈ 10 MB resident on the server), which a server idle after its start never needs (issue 28).
 */
export function umaVez<V>(criar: () => V): () => V {
  let v: V | undefined;
  return () => {
    v ??= criar();
    return v;
  };
}

const num2 = umaVez(() => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** Rounds half away from zero to an integer (centavos). */
export function arredondar(valor: number): number {
  if (!Number.isFinite(valor)) return 0;
  // toPrecision(15) drops binary noise (1.005 * 100 = 100.49999999999999 → 100.5) before rounding.
  const r = Math.round(Number(Math.abs(valor).toPrecision(15)));
  return valor < 0 ? -r : r;
}

/**
 * Money is written one way (pt-BR, as Intl gives it): 'R$ 1.234,56', '-R$ 108.683,36' — the sign before 'R$', never
 * '-R$ 0,00' for an amount that rounds to nothing, and a plain space where Intl puts a non-breaking one.
 */
const reais = (casas: number) =>
  new Intl.NumberFormat('pt-BR', {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: casas,
    maximumFractionDigits: casas,
    signDisplay: 'negative',
  });
const brl = umaVez(() => reais(2));
const brlPorLitro = umaVez(() => reais(4));

/** 123456 → 'R$ 1.234,56'; -10868336 → '-R$ 108.683,36'. */
export function formatBRL(centavos: number): string {
  return brl()
    .format(arredondar(centavos) / 100)
    .replace(/\u00a0/g, ' ');
}

/** A price or cost per litre, in centavos with fractions: -69.85 → '-R$ 0,6985/L' (the same form as formatBRL). */
export function formatBRLPorLitro(centavos: number): string {
  return `${brlPorLitro()
    .format(Number.isFinite(centavos) ? centavos / 100 : 0)
    .replace(/\u00a0/g, ' ')}/L`;
}

/** 6 → '6,00%'. */
/** '1 erro', '2 erros', '0 erros': a count with its word in the right number. */
export function quantos(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

export function formatPercent(valor: number): string {
  return `${num2().format(Number.isFinite(valor) ? valor : 0)}%`;
}

/** Intl formatters cost more to build than a whole list query: each is made once per key and kept. */
function umPorChave<K, V>(criar: (chave: K) => V): (chave: K) => V {
  const feitos = new Map<K, V>();
  return (chave) => {
    let v = feitos.get(chave);
    if (v === undefined) {
      v = criar(chave);
      feitos.set(chave, v);
    }
    return v;
  };
}

const numeroCom = umPorChave(
  (casas: number) => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: casas, maximumFractionDigits: casas }),
);

/** 1234.5 → '1.234,50'. */
export function formatNumero(valor: number, casas = 2): string {
  return numeroCom(casas).format(Number.isFinite(valor) ? valor : 0);
}

/** '2025-03-09' → '09/03/2025'; anything else is returned unchanged. */
export function formatData(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** '09/03/2025' → '2025-03-09' (null when not a real date). */
export function parseDataBR(texto: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(texto.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return isDataISO(iso) ? iso : null;
}

/**
 * A date as it is being typed, the Brazilian way whatever the browser's language: the digits become 'dd/mm/aaaa'
 * (slashes added as one types), a pasted ISO date is taken as it is. `iso` is the date once it is a real one.
 */
export function lerDataDigitada(texto: string): { texto: string; iso: string | null } {
  const t = texto.trim();
  if (isDataISO(t)) return { texto: formatData(t), iso: t };
  const d = t.replace(/\D/g, '').slice(0, 8);
  const mascara = [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
  return { texto: mascara, iso: parseDataBR(mascara) };
}

/** More decimals than `casas` (a money field refuses '12,345' instead of rounding it away). */
export function casasDemais(valor: number, casas: number): boolean {
  const f = 10 ** casas;
  return Math.abs(Math.round(valor * f) - valor * f) > 1e-6;
}

/** True for a real calendar date written yyyy-MM-dd (rejects 2025-02-30). */
export function isDataISO(texto: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(texto);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/**
 * Parses a number typed the Brazilian way: '1.234,56', '1234,56' and also '1234.56'.
 * Returns NaN for anything that is not a number.
 */
export function parseNumeroBR(texto: string | number | null | undefined): number {
  if (typeof texto === 'number') return texto;
  if (texto == null) return Number.NaN;
  let s = String(texto)
    .trim()
    .replace(/^R\$\s*/, '')
    .replace(/\s/g, '');
  if (s === '') return Number.NaN;
  if (s.includes(',')) {
    s = s.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(s)) {
    // '1.234' or '1.234.567' with only thousands dots
    s = s.replace(/\./g, '');
  }
  if (!/^-?\d+(\.\d+)?$/.test(s)) return Number.NaN;
  return Number(s);
}

/** Reais typed by a person → integer centavos (NaN when not a number). */
export function reaisParaCentavos(texto: string | number): number {
  const n = parseNumeroBR(texto);
  return Number.isFinite(n) ? arredondar(n * 100) : Number.NaN;
}

/** The civil date (yyyy-MM-dd) in a farm's time zone; an evening milking at 21:30 belongs to that day. */
export function hojeNoFuso(timeZone = FUSO_PADRAO, agora: Date = new Date()): string {
  return dataCivilSemIcu(timeZone, agora) ?? dataCivil(timeZone).format(agora);
}

/** A zone stored before zones were validated must not break every farm route: it falls back to Brasília's. */
const fusoSeguro = (timeZone: string) => (fusoValido(timeZone) ? timeZone : FUSO_PADRAO);

const dataCivil = umPorChave(
  (timeZone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: fusoSeguro(timeZone),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

const colacao = umaVez(() => new Intl.Collator('pt-BR', { numeric: true }));
/** Portuguese order with numbers by value ('Vaca 2' before 'Vaca 10'); one collator for every sort. */
export function compararTexto(a: string, b: string): number {
  return colacao().compare(a, b);
}

const horario = umPorChave(
  (timeZone: string) =>
    new Intl.DateTimeFormat('pt-BR', { timeZone: fusoSeguro(timeZone), dateStyle: 'short', timeStyle: 'short' }),
);

/** 'dd/MM/yyyy HH:mm' now on the farm's clock (a report's generation time). */
export function agoraNoFuso(timeZone = FUSO_PADRAO, agora: Date = new Date()): string {
  return horario(timeZone).format(agora).replace(',', '');
}

/** The months of the year, as a sentence writes them ('março de 2025'). */
export const NOMES_MESES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;
