/**
 * Per-cow somatic cell counts from the milk-recording lab (issue 39 §5). CCS in thousand cells/mL, as the lab file
 * and the bulk-tank samples give it.
 */

/**
 * A cow above 200 000 cells/mL in a test is taken as having subclinical mastitis in at least one quarter: the
 * threshold of the National Mastitis Council and of AHDB's "Somatic Cell Count, an indicator of milk quality"
 * (a result above 200 000 is "highly likely to be infected on at least one quarter").
 */
export const LIMIAR_CCS_MIL = 200;

/**
 * The linear score (somatic cell score): SCS = log2(CCS / 100 000) + 3 — Ali & Shook (1980), J. Dairy Sci.
 * 63:487–490, the form USDA-AIPL uses ("Somatic Cell Score = log base 2 (SCC / 100,000) + 3"). Each point is a
 * doubling of the count; 200 000 cells/mL is 4. Null for a count of 0 or none (no logarithm to show).
 */
export function escoreLinear(ccsMil: number | null): number | null {
  if (ccsMil === null || !(ccsMil > 0)) return null;
  return Math.log2(ccsMil / 100) + 3;
}

export interface TesteDeCcs {
  animalId: string;
  data: string;
  ccs: number | null;
}

/** A cow's CCS picture: her last test with a count, whether it is above the threshold, and chronic (two in a row). */
export interface SituacaoCcs {
  animalId: string;
  ultima: { data: string; ccs: number; escore: number | null };
  acima: boolean;
  /** Above the threshold in her last two consecutive tests with a count. */
  cronica: boolean;
}

/** Each cow's picture from her tests (any order; tests without a count are skipped). */
export function situacaoDasVacas(testes: readonly TesteDeCcs[]): SituacaoCcs[] {
  const porVaca = new Map<string, TesteDeCcs[]>();
  for (const t of testes) {
    if (t.ccs === null) continue;
    const l = porVaca.get(t.animalId);
    if (l) l.push(t);
    else porVaca.set(t.animalId, [t]);
  }
  const out: SituacaoCcs[] = [];
  for (const [animalId, l] of porVaca) {
    l.sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
    const ultima = l[l.length - 1];
    const penultima = l.length > 1 ? l[l.length - 2] : null;
    const ccs = ultima.ccs as number;
    const acima = ccs > LIMIAR_CCS_MIL;
    out.push({
      animalId,
      ultima: { data: ultima.data, ccs, escore: escoreLinear(ccs) },
      acima,
      cronica: acima && penultima !== null && (penultima.ccs as number) > LIMIAR_CCS_MIL,
    });
  }
  return out;
}

/** The herd's share above the threshold in each test (a lab visit: the tests of one month), oldest first. */
export function parcelaAcimaPorTeste(
  testes: readonly TesteDeCcs[],
): { mes: string; vacas: number; acima: number; parcela: number }[] {
  const porMes = new Map<string, { vacas: number; acima: number }>();
  for (const t of testes) {
    if (t.ccs === null) continue;
    const mes = t.data.slice(0, 7);
    const m = porMes.get(mes) ?? { vacas: 0, acima: 0 };
    m.vacas++;
    if (t.ccs > LIMIAR_CCS_MIL) m.acima++;
    porMes.set(mes, m);
  }
  return [...porMes]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([mes, m]) => ({ mes, ...m, parcela: m.acima / m.vacas }));
}
