/**
 * Brazil's time zones (IANA) and what a Brazilian calls them: first the four legal zones by their names (horário de
 * Brasília, do Amazonas, do Acre, de Fernando de Noronha), then the other IANA zones of Brazil by place, in
 * alphabetical order. The farm dialog offers these before every other zone.
 */
export const NOME_FUSO_BRASIL = {
  'America/Sao_Paulo': 'Brasília',
  'America/Manaus': 'Amazonas',
  'America/Rio_Branco': 'Acre',
  'America/Noronha': 'Fernando de Noronha',
  'America/Araguaina': 'Araguaína (TO)',
  'America/Bahia': 'Bahia',
  'America/Belem': 'Belém (PA, AP)',
  'America/Boa_Vista': 'Boa Vista (RR)',
  'America/Campo_Grande': 'Campo Grande (MS)',
  'America/Cuiaba': 'Cuiabá (MT)',
  'America/Eirunepe': 'Eirunepé (oeste do AM)',
  'America/Fortaleza': 'Fortaleza (CE, MA, PI, RN, PB)',
  'America/Maceio': 'Maceió (AL, SE)',
  'America/Porto_Velho': 'Porto Velho (RO)',
  'America/Recife': 'Recife (PE)',
  'America/Santarem': 'Santarém (oeste do PA)',
} as const;

export type FusoBrasil = keyof typeof NOME_FUSO_BRASIL;
export const FUSOS_BRASIL = Object.keys(NOME_FUSO_BRASIL) as FusoBrasil[];

export const FUSO_PADRAO = 'America/Sao_Paulo';

export const MSG_FUSO_INVALIDO = 'Fuso horário inválido: escolha um da lista (ex.: America/Sao_Paulo).';

let conhecidos: Set<string> | undefined;
/** Zones already tried with Intl (a zone's formatter is built once, not ~400 at the first call). */
const testados = new Map<string, boolean>();

/** The IANA names this runtime knows (Intl), so a stored zone never makes a date computation throw later. */
export function fusoValido(fuso: string): boolean {
  conhecidos ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', ...FUSOS_BRASIL]);
  if (!conhecidos.has(fuso)) return false;
  let ok = testados.get(fuso);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('pt-BR', { timeZone: fuso });
      ok = true;
    } catch {
      ok = false;
    }
    testados.set(fuso, ok);
  }
  return ok;
}

export interface FusoOferecido {
  value: string;
  label: string;
}

/** How a zone reads in a list: 'Brasília — America/Sao_Paulo' for Brazil's, the IANA name otherwise. */
export function rotuloDoFuso(fuso: string): string {
  const nome = (NOME_FUSO_BRASIL as Record<string, string>)[fuso];
  return nome ? `${nome} — ${fuso}` : fuso.replace(/_/g, ' ');
}

/** Every zone the dialog offers: Brazil's first with their names, then the rest (~420) by IANA name. */
export function fusosOferecidos(): FusoOferecido[] {
  const brasil = new Set<string>(FUSOS_BRASIL);
  return [...FUSOS_BRASIL, ...Intl.supportedValuesOf('timeZone').filter((f) => !brasil.has(f) && fusoValido(f))].map(
    (value) => ({ value, label: rotuloDoFuso(value) }),
  );
}
