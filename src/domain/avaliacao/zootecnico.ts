/**
 * The zootechnical figures of a year from the herd register, for the assessment's indicators. Pure: the server
 * reads the females, their events and their exits once.
 *
 * Herd averages are taken over cow-days, as the DHI herd summaries do: each cow counts one day for every day she
 * was in the herd, so a cow that left counts only up to her exit (Dairy Records Management Systems, "DHI-202 Herd
 * Summary", Raleigh NC, section 2b: "the number of cow-days … is the accumulation of the number of days that each
 * cow was in the herd"; Amaral-Phillips, D. M., "Can Rolling Herd Averages Help You Manage Your Dairy Operation?",
 * University of Kentucky). Over the days of the year up to the farm's today (a year still running counts only the
 * days that have passed, nothing is extrapolated):
 * - vacas em lactação (média) = cow-days in milk / days;
 * - vacas (média) = cow-days of the females that have calved, in milk or dry / days;
 * - DEL médio = the days since calving averaged over the cow-days in milk;
 * - intervalo entre partos = the mean of the intervals that end with a calving of the year.
 * With no cow in the herd on any of those days the figures are left out (undefined), never 0.
 */
import { diasEntre, somarDias } from '../records/dates.ts';
import { type EventoReprodutivo, lactacoesDoAnimal, type Saida } from '../records/lactation.ts';

export interface FemeaComEventos {
  raca?: string | null;
  /** Oldest first. */
  eventos: readonly EventoReprodutivo[];
  /** When she left the herd (sold, dead, culled): she counts on no day from that date on. */
  saida?: Saida | null;
}

export interface ZootecnicoDoAno {
  vacasLactacaoMedia: number | undefined;
  vacasTotalMedia: number | undefined;
  delMedio: number | undefined;
  intervaloPartosDias: number | undefined;
}

const umaCasa = (n: number | undefined) => (n === undefined ? undefined : Math.round(n * 10) / 10);
const maior = (a: string, b: string) => (a > b ? a : b);
const menor = (a: string, b: string) => (a < b ? a : b);

/** Days of [de, ate) inside the window [inicio, fim) (ends exclusive). */
function diasEmComum(de: string, ate: string, inicio: string, fim: string): number {
  return Math.max(0, diasEntre(maior(de, inicio), menor(ate, fim)));
}

/** The year's figures on the farm's civil `hoje` (only days up to it count). */
export function zootecnicoDoAno(femeas: readonly FemeaComEventos[], ano: number, hoje: string): ZootecnicoDoAno {
  const inicio = `${ano}-01-01`;
  const ultimo = menor(`${ano}-12-31`, hoje);
  const vazio: ZootecnicoDoAno = {
    vacasLactacaoMedia: undefined,
    vacasTotalMedia: undefined,
    delMedio: undefined,
    intervaloPartosDias: undefined,
  };
  if (ultimo < inicio) return vazio;
  const fim = somarDias(ultimo, 1); // exclusive
  const dias = diasEntre(inicio, fim);

  let vacaDias = 0;
  let lactacaoDias = 0;
  let somaDel = 0;
  const intervalos: number[] = [];
  for (const f of femeas) {
    const lactacoes = lactacoesDoAnimal(f.eventos, ultimo, f.saida);
    if (!lactacoes.length) continue;
    // a cow from her first calving until she left
    const saiu = f.saida && f.saida.data <= ultimo ? f.saida.data : fim;
    vacaDias += diasEmComum(lactacoes[0].parto, saiu, inicio, fim);
    for (const l of lactacoes) {
      const n = diasEmComum(l.parto, l.fim ?? fim, inicio, fim);
      if (n === 0) continue;
      // DEL runs del0, del0 + 1, …, del0 + n − 1 over the lactation's days in the window
      const del0 = diasEntre(l.parto, maior(l.parto, inicio));
      lactacaoDias += n;
      somaDel += n * del0 + (n * (n - 1)) / 2;
    }
    for (let i = 1; i < lactacoes.length; i++) {
      if (lactacoes[i].parto >= inicio) intervalos.push(diasEntre(lactacoes[i - 1].parto, lactacoes[i].parto));
    }
  }
  return {
    vacasLactacaoMedia: vacaDias ? umaCasa(lactacaoDias / dias) : undefined,
    vacasTotalMedia: vacaDias ? umaCasa(vacaDias / dias) : undefined,
    delMedio: lactacaoDias ? umaCasa(somaDel / lactacaoDias) : undefined,
    intervaloPartosDias: intervalos.length
      ? umaCasa(intervalos.reduce((s, x) => s + x, 0) / intervalos.length)
      : undefined,
  };
}
