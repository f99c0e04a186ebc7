/**
 * The zootechnical figures of a year from the herd register, for the assessment's indicators: cows in milk and cows
 * (females that have calved) on the 15th of each month, averaged; mean DEL of the cows in milk; mean calving
 * interval of the calvings of the year. Pure: the server reads the females and their events once.
 */
import { diasEntre } from '../records/dates.ts';
import { type EventoReprodutivo, statusDoAnimal } from '../records/lactation.ts';

export interface FemeaComEventos {
  raca?: string | null;
  /** Oldest first. */
  eventos: readonly EventoReprodutivo[];
}

const media = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : undefined);
const umaCasa = (n: number | undefined) => (n === undefined ? undefined : Math.round(n * 10) / 10);

export function zootecnicoDoAno(femeas: readonly FemeaComEventos[], ano: number) {
  const lactacao: number[] = [];
  const vacas: number[] = [];
  const dels: number[] = [];
  for (let mes = 1; mes <= 12; mes++) {
    const dia = `${ano}-${String(mes).padStart(2, '0')}-15`;
    let emLactacao = 0;
    let pariram = 0;
    for (const f of femeas) {
      const s = statusDoAnimal(f.eventos, dia, f.raca);
      if (s.ultimoParto) pariram++;
      if (s.lactando) {
        emLactacao++;
        if (s.del !== null) dels.push(s.del);
      }
    }
    lactacao.push(emLactacao);
    vacas.push(pariram);
  }
  const intervalos: number[] = [];
  for (const f of femeas) {
    const partos = f.eventos.filter((e) => e.evento === 'Parto').map((e) => e.data);
    for (let i = 1; i < partos.length; i++) {
      if (partos[i].startsWith(String(ano))) intervalos.push(diasEntre(partos[i - 1], partos[i]));
    }
  }
  return {
    vacasLactacaoMedia: umaCasa(media(lactacao)),
    vacasTotalMedia: umaCasa(media(vacas)),
    delMedio: umaCasa(media(dels)),
    intervaloPartosDias: umaCasa(media(intervalos)),
  };
}
