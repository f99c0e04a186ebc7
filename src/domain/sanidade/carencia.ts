/**
 * The withdrawal state (carência) of each animal, one function for every reader: the parlour's mark, the herd's
 * columns, the ficha, the files, the milk discarded per day and the refusal of a sale for slaughter.
 *
 * The rules followed:
 * - Decreto nº 9.013/2017 (RIISPOA), art. 243: no milk may be sent to a dairy from females that "recebam ... produtos
 *   de uso veterinário que possam prejudicar a qualidade do leite" (VI) or that are "na fase colostral" (III). The
 *   withdrawal period is the label's (registered with MAPA, Decreto 5.053/2004): the farm types it, the product never
 *   invents one.
 * - Time is counted in milkings. The doses of a treatment of `dias` days starting on `inicio` are given at the first
 *   milking of each day (Manhã), on `inicio` … `inicio + dias - 1`; the milk is discarded from the first milking of
 *   `inicio` (the milk of a treated udder is not sent) through the `k`-th milking after the last dose, where k is the
 *   label's figure in milkings, or days × the farm's milkings per day (a label in days: 96 h after a morning dose is
 *   the morning four days later, whatever the number of milkings). A withdrawal of 0 discards nothing.
 * - Meat: the label's days counted from the last dose; the animal may not be sent to slaughter on any day from the
 *   first dose through `ultima dose + carência` (that last day included: the dose's hour is not recorded).
 * - Colostrum: the first `diasColostro` days after a Parto (the calving day included), every milking — the decree
 *   names the colostral phase without a length, so the farm states it (farms.dias_colostro); none is assumed.
 */
import { somarDias } from '../apontamentos/dates.ts';
import { ORDENHAS, type Ordenha } from '../apontamentos/schemas.ts';
import { MSG_SANIDADE } from './messages.ts';
import type { UnidadeCarencia } from './schemas.ts';

/** A milking: its date and which of the day's. */
export interface Momento {
  data: string;
  ordenha: Ordenha;
}

/** A dose course of a medicine with the label's figures (null: not typed; such a treatment is refused when written). */
export interface Dose {
  animalId: string;
  inicio: string;
  dias: number;
  medicamento: string;
  carenciaLeite: number | null;
  carenciaLeiteUnidade: UnidadeCarencia;
  carenciaCarneDias: number | null;
}

export type MotivoDescarte = 'Tratamento' | 'Colostro';

/** The milkings whose milk is discarded: from `de` through `ate`, both included. */
export interface Janela {
  animalId: string;
  de: Momento;
  ate: Momento;
  motivo: MotivoDescarte;
  /** The medicine's name, for a treatment. */
  medicamento: string | null;
}

/** The days an animal may not go to slaughter: `de` through `ate`, both included. */
export interface JanelaCarne {
  animalId: string;
  de: string;
  ate: string;
  medicamento: string;
}

/** The farm's way of milking: how many milkings a day (Manhã, Tarde, Noite in order) and the colostral days. */
export interface ParametrosSanitarios {
  ordenhasPorDia: 1 | 2 | 3;
  /** null: the farm has not said how long its colostral phase is; no colostrum is marked. */
  diasColostro: number | null;
}

const indice = (o: Ordenha) => ORDENHAS.indexOf(o);

/** -1, 0, 1 as `a` comes before, with or after `b`. */
export function compararMomentos(a: Momento, b: Momento): number {
  if (a.data !== b.data) return a.data < b.data ? -1 : 1;
  return Math.sign(indice(a.ordenha) - indice(b.ordenha));
}

/** The `k`-th milking after `m`, on a farm of `n` milkings a day. */
export function ordenhaDepois(m: Momento, k: number, n: number): Momento {
  const pos = Math.min(indice(m.ordenha), n - 1) + k;
  return { data: somarDias(m.data, Math.floor(pos / n)), ordenha: ORDENHAS[pos % n] };
}

/** The milk-discard window of a dose course, or null when the label's withdrawal is 0 (or not typed). */
export function janelaDoLeite(d: Dose, n: number): Janela | null {
  if (!d.carenciaLeite) return null;
  const k = d.carenciaLeiteUnidade === 'ordenhas' ? d.carenciaLeite : d.carenciaLeite * n;
  const ultimaDose: Momento = { data: somarDias(d.inicio, d.dias - 1), ordenha: 'Manhã' };
  return {
    animalId: d.animalId,
    de: { data: d.inicio, ordenha: 'Manhã' },
    ate: ordenhaDepois(ultimaDose, k, n),
    motivo: 'Tratamento',
    medicamento: d.medicamento,
  };
}

/** The slaughter-refusal window of a dose course, or null when the label's meat withdrawal is 0 (or not typed). */
export function janelaDaCarne(d: Dose): JanelaCarne | null {
  if (!d.carenciaCarneDias) return null;
  return {
    animalId: d.animalId,
    de: d.inicio,
    ate: somarDias(d.inicio, d.dias - 1 + d.carenciaCarneDias),
    medicamento: d.medicamento,
  };
}

/** The colostral milkings after a Parto on `parto`, or null when the farm has not said how many days. */
export function janelaDoColostro(animalId: string, parto: string, p: ParametrosSanitarios): Janela | null {
  if (!p.diasColostro) return null;
  return {
    animalId,
    de: { data: parto, ordenha: 'Manhã' },
    ate: { data: somarDias(parto, p.diasColostro - 1), ordenha: ORDENHAS[p.ordenhasPorDia - 1] },
    motivo: 'Colostro',
    medicamento: null,
  };
}

/** Every milk window of the doses and calvings given (any animals, any order). */
export function janelasDoLeite(
  doses: readonly Dose[],
  partos: readonly { animalId: string; data: string }[],
  p: ParametrosSanitarios,
): Janela[] {
  const out: Janela[] = [];
  for (const d of doses) {
    const j = janelaDoLeite(d, p.ordenhasPorDia);
    if (j) out.push(j);
  }
  for (const parto of partos) {
    const j = janelaDoColostro(parto.animalId, parto.data, p);
    if (j) out.push(j);
  }
  return out;
}

/** The one discard rule: a milking's milk is discarded exactly when some window of its cow covers it. */
export function cobre(j: Janela, m: Momento): boolean {
  return compararMomentos(j.de, m) <= 0 && compararMomentos(m, j.ate) <= 0;
}

/** Windows grouped by animal, for the loops over a day's milkings. */
export function porAnimal<J extends { animalId: string }>(janelas: readonly J[]): Map<string, J[]> {
  const out = new Map<string, J[]>();
  for (const j of janelas) {
    const l = out.get(j.animalId);
    if (l) l.push(j);
    else out.set(j.animalId, [j]);
  }
  return out;
}

/** Whether the milking `m` of a cow with these windows is discarded. */
export function descartada(janelas: readonly Janela[] | undefined, m: Momento): boolean {
  return !!janelas?.some((j) => cobre(j, m));
}

/** A cow's milk state on a day: discarded until `ate` (the last discarded milking of the run that covers the day). */
export interface EstadoLeite {
  ate: Momento;
  motivo: MotivoDescarte;
  medicamento: string | null;
  texto: string;
  /** The parlour's mark. */
  marca: string;
}

/** Runs of overlapping or back-to-back windows (the next starts by the milking after the end), by start. */
function corridas(janelas: readonly Janela[], n: number): { de: Momento; fim: Janela }[] {
  const ordenadas = [...janelas].sort((a, b) => compararMomentos(a.de, b.de));
  const out: { de: Momento; fim: Janela }[] = [];
  for (const j of ordenadas) {
    const ultima = out.at(-1);
    if (ultima && compararMomentos(j.de, ordenhaDepois(ultima.fim.ate, 1, n)) <= 0) {
      if (compararMomentos(j.ate, ultima.fim.ate) > 0) ultima.fim = j;
    } else out.push({ de: j.de, fim: j });
  }
  return out;
}

/**
 * The milk state of a cow on `dia`: null when no window touches that day; else the end of the run of overlapping or
 * back-to-back windows that does (a second treatment started before the first's withdrawal ended keeps her in it;
 * of two runs touching the day, the later). `n` is the farm's milkings a day.
 */
export function estadoDoLeite(janelas: readonly Janela[] | undefined, dia: string, n: number): EstadoLeite | null {
  if (!janelas?.length) return null;
  const run = corridas(janelas, n).findLast((r) => r.de.data <= dia && r.fim.ate.data >= dia);
  if (!run) return null;
  const { ate, motivo, medicamento } = run.fim;
  const colostro = motivo === 'Colostro';
  return {
    ate,
    motivo,
    medicamento,
    texto: colostro ? MSG_SANIDADE.colostro(ate.data, ate.ordenha) : MSG_SANIDADE.carenciaLeite(ate.data, ate.ordenha),
    marca: colostro ? MSG_SANIDADE.marcaColostro(ate.data) : MSG_SANIDADE.marcaDaOrdenha(ate.data),
  };
}

/** An animal's meat state on a day: may not go to slaughter through `ate`. */
export interface EstadoCarne {
  ate: string;
  medicamento: string;
  texto: string;
}

/** The meat state on `dia`: the end of the run of overlapping or back-to-back windows that covers the day, or null. */
export function estadoDaCarne(janelas: readonly JanelaCarne[] | undefined, dia: string): EstadoCarne | null {
  if (!janelas?.length) return null;
  const ordenadas = [...janelas].sort((a, b) => (a.de < b.de ? -1 : a.de > b.de ? 1 : 0));
  const runs: { de: string; fim: JanelaCarne }[] = [];
  for (const j of ordenadas) {
    const ultima = runs.at(-1);
    if (ultima && j.de <= somarDias(ultima.fim.ate, 1)) {
      if (j.ate > ultima.fim.ate) ultima.fim = j;
    } else runs.push({ de: j.de, fim: j });
  }
  const run = runs.find((r) => r.de <= dia && r.fim.ate >= dia);
  if (!run) return null;
  return { ate: run.fim.ate, medicamento: run.fim.medicamento, texto: MSG_SANIDADE.carenciaCarne(run.fim.ate) };
}

/**
 * Whether an exit of the herd is one to slaughter (held inside a meat withdrawal): a sale or a discard (situação
 * vendido, descartado) whose destination is Abate — or not said, since then nothing shows she did not go to slaughter.
 * A sale to another farm or to rearing is not (the withdrawal goes with the animal; RIISPOA, Decreto 9.013/2017, holds
 * residues at the slaughterhouse).
 */
export function saidaParaAbate(situacao: string, destino: string | null | undefined): boolean {
  return (situacao === 'vendido' || situacao === 'descartado') && (destino == null || destino === 'Abate');
}

/** The refusal of a sale for slaughter on `dia` inside the meat withdrawal (the message says when it ends), or null. */
export function vendaParaAbateRecusada(janelas: readonly JanelaCarne[] | undefined, dia: string): string | null {
  const e = estadoDaCarne(janelas, dia);
  return e ? MSG_SANIDADE.vendaEmCarencia(e.ate) : null;
}

/**
 * An animal's withdrawal as one cell (Rebanho's column, the lists' files, `leiteira rebanho`): 'Em carência de leite
 * até 03/12 (manhã); em carência de carne até 10/12', or null when she is in none.
 */
export function textoDaCarencia(e: { leite: EstadoLeite | null; carne: EstadoCarne | null }): string | null {
  const partes = [e.leite?.texto, e.carne?.texto].filter((t): t is string => !!t);
  if (!partes.length) return null;
  const texto = partes.join('; ');
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

/** A milking as the production figures read it. */
export interface OrdenhaRegistrada extends Momento {
  animalId: string;
  producao: number;
}

/** One day's milk: produced = delivered + discarded (litres to 0.1). */
export interface LeiteDoDia {
  data: string;
  produzido: number;
  descartado: number;
  entregue: number;
}

const umaCasa = (v: number) => Math.round(v * 10) / 10;

/**
 * The milk of each day, produced, discarded and delivered to the tank: a milking is discarded when a window of its
 * cow covers it (`descartada`), whichever path wrote the milking or the treatment, and in whatever order. Delivered
 * is what is left of what was produced, so the three always add up.
 * `produzidoPorDia` (optional) gives the produced litres of each day from elsewhere (the farm's `milk_dias`); the
 * milkings passed are then only those that may be discarded (of cows with a window in the period).
 */
export function leitePorDia(
  ordenhas: readonly OrdenhaRegistrada[],
  janelas: readonly Janela[],
  produzidoPorDia?: ReadonlyMap<string, number>,
): LeiteDoDia[] {
  const porVaca = porAnimal(janelas);
  const produzido = new Map<string, number>(produzidoPorDia ?? []);
  const descartado = new Map<string, number>();
  for (const o of ordenhas) {
    if (!produzidoPorDia) produzido.set(o.data, (produzido.get(o.data) ?? 0) + o.producao);
    if (descartada(porVaca.get(o.animalId), o)) descartado.set(o.data, (descartado.get(o.data) ?? 0) + o.producao);
  }
  return [...produzido.keys()].sort().map((data) => {
    const p = umaCasa(produzido.get(data) ?? 0);
    const d = Math.min(p, umaCasa(descartado.get(data) ?? 0));
    return { data, produzido: p, descartado: d, entregue: umaCasa(p - d) };
  });
}

/** The days summed by month ('2026-11'). */
export function leitePorMes(dias: readonly LeiteDoDia[]): (Omit<LeiteDoDia, 'data'> & { mes: string })[] {
  const porMes = new Map<string, { produzido: number; descartado: number }>();
  for (const d of dias) {
    const mes = d.data.slice(0, 7);
    const m = porMes.get(mes) ?? { produzido: 0, descartado: 0 };
    m.produzido += d.produzido;
    m.descartado += d.descartado;
    porMes.set(mes, m);
  }
  return [...porMes].map(([mes, m]) => {
    const p = umaCasa(m.produzido);
    const d = umaCasa(m.descartado);
    return { mes, produzido: p, descartado: d, entregue: umaCasa(p - d) };
  });
}
