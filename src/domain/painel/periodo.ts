/**
 * The period of the farms' desk: a year ('2026'), a month ('2026-03') or a quarter ('2026-T1'), as the screen, the
 * API (`?periodo=`) and the CLI (`--periodo`) write it.
 */
import { z } from 'zod';
import { diasEntre } from '../apontamentos/dates.ts';
import { NOMES_MESES } from '../format.ts';
import { MSG_PAINEL } from './messages.ts';

export type TipoPeriodo = 'ano' | 'trimestre' | 'mes';

export interface PeriodoPainel {
  tipo: TipoPeriodo;
  /** As it is written: '2026', '2026-03', '2026-T1'. */
  texto: string;
  ano: number;
  /** First and last day, ISO, inclusive. */
  inicio: string;
  fim: string;
  /** The months it covers, 'yyyy-MM'. */
  meses: string[];
  /** How a person names it: '2026', 'março de 2026', '1º trimestre de 2026'. */
  rotulo: string;
}

const mm = (m: number) => String(m).padStart(2, '0');
const ultimoDia = (ano: number, mes: number) => new Date(Date.UTC(ano, mes, 0)).getUTCDate();

function entre(ano: number, de: number, ate: number): Pick<PeriodoPainel, 'inicio' | 'fim' | 'meses'> {
  const meses = Array.from({ length: ate - de + 1 }, (_, i) => `${ano}-${mm(de + i)}`);
  return { inicio: `${ano}-${mm(de)}-01`, fim: `${ano}-${mm(ate)}-${ultimoDia(ano, ate)}`, meses };
}

/** The period a text names, or null. */
export function lerPeriodo(texto: string): PeriodoPainel | null {
  const t = texto.trim().toUpperCase();
  let m = /^(\d{4})$/.exec(t);
  const anoValido = (a: number) => a >= 1990 && a <= 2100;
  if (m && anoValido(Number(m[1]))) {
    const ano = Number(m[1]);
    return { tipo: 'ano', texto: t, ano, ...entre(ano, 1, 12), rotulo: String(ano) };
  }
  m = /^(\d{4})-(\d{2})$/.exec(t);
  if (m && anoValido(Number(m[1])) && Number(m[2]) >= 1 && Number(m[2]) <= 12) {
    const [ano, mes] = [Number(m[1]), Number(m[2])];
    return { tipo: 'mes', texto: t, ano, ...entre(ano, mes, mes), rotulo: `${NOMES_MESES[mes - 1]} de ${ano}` };
  }
  m = /^(\d{4})-T([1-4])$/.exec(t);
  if (m && anoValido(Number(m[1]))) {
    const [ano, q] = [Number(m[1]), Number(m[2])];
    return { tipo: 'trimestre', texto: t, ano, ...entre(ano, 3 * q - 2, 3 * q), rotulo: `${q}º trimestre de ${ano}` };
  }
  return null;
}

/** The period of a query or an option: its one message when it names none. */
export const periodoSchema = z
  .string({ error: MSG_PAINEL.periodo })
  .refine((t) => lerPeriodo(t) !== null, MSG_PAINEL.periodo)
  .transform((t) => lerPeriodo(t) as PeriodoPainel);

/** The days of the period that have passed by the farm's `hoje` (0 for a period still to come). */
export function diasDoPeriodo(p: Pick<PeriodoPainel, 'inicio' | 'fim'>, hoje: string): number {
  const ate = p.fim < hoje ? p.fim : hoje;
  return ate < p.inicio ? 0 : diasEntre(p.inicio, ate) + 1;
}

/** The months of the period up to the farm's today (the ones a record could exist for). */
export function mesesPassados(p: Pick<PeriodoPainel, 'meses'>, hoje: string): string[] {
  return p.meses.filter((m) => m <= hoje.slice(0, 7));
}

/** 'mar/2026': a month in a note. */
export function mesCurto(m: string): string {
  return `${NOMES_MESES[Number(m.slice(5, 7)) - 1].slice(0, 3)}/${m.slice(0, 4)}`;
}
