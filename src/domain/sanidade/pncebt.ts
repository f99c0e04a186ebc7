/**
 * The PNCEBT's brucellosis vaccination (Instrução Normativa SDA/MAPA nº 10, de 3 de março de 2017, Regulamento
 * Técnico do PNCEBT): art. 9, every bovine and buffalo female of three to eight months of age is vaccinated once
 * (B19, or RB51 in cattle); art. 13, males never; art. 14, B19 never after eight months; art. 17, a female not
 * vaccinated by eight months is regularised with RB51.
 */
import { mesesCompletos, somarDias } from '../apontamentos/dates.ts';

/**
 * The first day on which an animal born on `nascimento` is `meses` whole months old, as `mesesCompletos` counts
 * (the same day of the month, or the 1st of the next when that month is shorter: 31/01 + 1 → 01/03).
 */
function aosMeses(nascimento: string, meses: number): string {
  const [y, m, d] = nascimento.split('-').map(Number);
  const alvo = new Date(Date.UTC(y, m - 1 + meses, 1));
  const ultimoDia = new Date(Date.UTC(alvo.getUTCFullYear(), alvo.getUTCMonth() + 1, 0)).getUTCDate();
  if (d <= ultimoDia) alvo.setUTCDate(d);
  else alvo.setUTCMonth(alvo.getUTCMonth() + 1, 1);
  return alvo.toISOString().slice(0, 10);
}

export const IDADE_VACINA_BRUCELOSE_MESES = { de: 3, ate: 8 } as const;

export interface FemeaParaVacina {
  animalId: string;
  sexo: string;
  dataNascimento: string | null;
  /** Whether a brucellosis vaccination (B19 or RB51) is recorded for her. */
  vacinada: boolean;
  /**
   * Of a cow's category (plausivel.ts `categoriaDeVaca`): past 8 months with no vaccination recorded, her vaccination
   * is older than the farm's records, not missing; only a heifer is listed as overdue (art. 17 speaks of 'bezerras').
   */
  vaca?: boolean;
}

/** A vaccination to do: from when, by when, and whether the 8 months are past (then RB51 only, art. 17). */
export interface VacinaAFazer {
  animalId: string;
  de: string;
  ate: string;
  atrasada: boolean;
  vacina: 'Brucelose (B19)' | 'Brucelose (RB51)';
}

/**
 * The brucellosis vaccination a female needs on `hoje`, or null: none for a male, one without a birth date (her age
 * is unknown), one vaccinated, or one younger than three months.
 */
export function vacinaBruceloseAFazer(f: FemeaParaVacina, hoje: string): VacinaAFazer | null {
  if (f.sexo !== 'F' || !f.dataNascimento || f.vacinada) return null;
  const idade = mesesCompletos(f.dataNascimento, hoje);
  if (idade < IDADE_VACINA_BRUCELOSE_MESES.de) return null;
  const de = aosMeses(f.dataNascimento, IDADE_VACINA_BRUCELOSE_MESES.de);
  // 'oito meses' of age lasts until the ninth month is complete (art. 14 forbids B19 only 'superior a oito meses')
  const ate = somarDias(aosMeses(f.dataNascimento, IDADE_VACINA_BRUCELOSE_MESES.ate + 1), -1);
  const atrasada = idade > IDADE_VACINA_BRUCELOSE_MESES.ate;
  if (atrasada && f.vaca) return null;
  return { animalId: f.animalId, de, ate, atrasada, vacina: atrasada ? 'Brucelose (RB51)' : 'Brucelose (B19)' };
}
