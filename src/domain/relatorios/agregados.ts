/**
 * The figures a report computes over a group of rows (a day, a month, the whole period): a mean or a sum of the
 * figures the group HAS. A group with none has no figure — null, which every output says as SEM_VALOR — never 0:
 * a day without a quality sample did not have fat 0 % and CCS 0.
 */

/** The arithmetic mean of the figures, or null when there is none. */
export function media(valores: readonly number[]): number | null {
  if (!valores.length) return null;
  let s = 0;
  for (const v of valores) s += v;
  return s / valores.length;
}

/** The sum of the figures, or null when there is none (a sum of rows that exist may well be 0). */
export function soma(valores: readonly number[]): number | null {
  if (!valores.length) return null;
  let s = 0;
  for (const v of valores) s += v;
  return s;
}

/** Rounded to `casas` decimals (a report's figure; binary noise such as 3.7000000000000002 dropped); null stays. */
export function arredondarCasas(v: number | null, casas: number): number | null {
  if (v === null) return null;
  const f = 10 ** casas;
  return Math.round(Number((v * f).toPrecision(15))) / f;
}

/** A group of a report and what its samples say: how many, and the mean of each field (null with no sample). */
export interface Grupo<C extends string> {
  grupo: string;
  n: number;
  medias: Record<C, number | null>;
}

/**
 * Samples gathered into the groups named (a calendar: every month of a year), in that order: a group no sample
 * falls in is there with n 0 and every mean null; a sample of a group not named is left out.
 */
export function mediasPorGrupo<C extends string>(
  amostras: readonly ({ grupo: string } & Record<C, number>)[],
  grupos: readonly string[],
  campos: readonly C[],
): Grupo<C>[] {
  const porGrupo = new Map<string, (Record<C, number> & { grupo: string })[]>(grupos.map((g) => [g, []]));
  for (const a of amostras) porGrupo.get(a.grupo)?.push(a);
  return grupos.map((grupo) => {
    const deles = porGrupo.get(grupo) ?? [];
    const medias = {} as Record<C, number | null>;
    for (const c of campos) medias[c] = media(deles.map((a) => a[c]));
    return { grupo, n: deles.length, medias };
  });
}

/** Every day (ISO) from `de` to `ate`, both included. */
export function diasDoPeriodo(de: string, ate: string): string[] {
  const dias: string[] = [];
  for (let t = Date.parse(`${de}T00:00:00Z`), fim = Date.parse(`${ate}T00:00:00Z`); t <= fim; t += 86_400_000)
    dias.push(new Date(t).toISOString().slice(0, 10));
  return dias;
}

/** Every month ('yyyy-MM') from the month of `de` to that of `ate`, both included. */
export function mesesDoPeriodo(de: string, ate: string): string[] {
  const meses: string[] = [];
  const fim = Number(ate.slice(0, 4)) * 12 + Number(ate.slice(5, 7)) - 1;
  for (let i = Number(de.slice(0, 4)) * 12 + Number(de.slice(5, 7)) - 1; i <= fim; i++)
    meses.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);
  return meses;
}

/** 'yyyy-MM' as a report's month column writes it: '03/2025'. */
export const mesDoRelatorio = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
