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

/**
 * Brazil's zones, each at one offset from UTC all year (minutes; negative: west of Greenwich). Brazil has kept no
 * daylight saving time since Decreto nº 9.772 of 25 April 2019 (the last one ended on 17 February 2019); the IANA
 * tz database ('southamerica' file, release 2019b on) has these zones at these offsets from then on. Source:
 * https://www.planalto.gov.br/ccivil_03/_ato2019-2022/2019/decreto/D9772.htm and
 * https://github.com/eggert/tz/blob/main/southamerica (Rule Brazil, last line 2018–2019).
 * The test compares every zone with Intl for instants up to 2037, so a new rule in the runtime's tz data fails it.
 */
export const DESLOCAMENTO_FIXO_MIN: Readonly<Record<FusoBrasil, number>> = {
  'America/Sao_Paulo': -180,
  'America/Manaus': -240,
  'America/Rio_Branco': -300,
  'America/Noronha': -120,
  'America/Araguaina': -180,
  'America/Bahia': -180,
  'America/Belem': -180,
  'America/Boa_Vista': -240,
  'America/Campo_Grande': -240,
  'America/Cuiaba': -240,
  'America/Eirunepe': -300,
  'America/Fortaleza': -180,
  'America/Maceio': -180,
  'America/Porto_Velho': -240,
  'America/Recife': -180,
  'America/Santarem': -180,
};
/** From this instant on, a Brazilian zone's offset is the fixed one above (a margin after 17 Feb 2019's change). */
export const SEM_HORARIO_DE_VERAO_DESDE = Date.UTC(2019, 2, 1);

/**
 * The civil date (yyyy-MM-dd) in a Brazilian zone by arithmetic, or undefined (another zone, or an instant before
 * 2019-03-01: Intl answers). It spares the server Intl.DateTimeFormat, whose first use pages ~5 MB of ICU's data into
 * its memory (issue 40) — every farm route asks for the farm's today.
 */
export function dataCivilSemIcu(fuso: string, agora: Date): string | undefined {
  const desloc = (DESLOCAMENTO_FIXO_MIN as Record<string, number>)[fuso];
  const t = agora.getTime();
  if (desloc === undefined || !(t >= SEM_HORARIO_DE_VERAO_DESDE)) return undefined;
  return new Date(t + desloc * 60_000).toISOString().slice(0, 10);
}

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
