/** Brazil's time zones (IANA), the most used first: the farm dialog offers these before every other zone. */
export const FUSOS_BRASIL = [
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Belem',
  'America/Maceio',
  'America/Araguaina',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Manaus',
  'America/Santarem',
  'America/Rio_Branco',
  'America/Eirunepe',
  'America/Noronha',
] as const;

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

/** Every zone the dialog offers: Brazil's first, then the rest in alphabetical order. */
export function fusosOferecidos(): string[] {
  const brasil = new Set<string>(FUSOS_BRASIL);
  return [...FUSOS_BRASIL, ...Intl.supportedValuesOf('timeZone').filter((f) => !brasil.has(f) && fusoValido(f))];
}
