/**
 * What the medicines used cost (issue 39 §6: the treatments' report and the assessment's 'sanidade' suggestion):
 * a dose course uses dose × days units of its medicine (a vaccination, one dose), at the medicine's cost per unit.
 * A medicine without a cost typed gives no figure ('sem dados'), never 0: the total says how many were left out.
 */
export interface UsoDeMedicamento {
  dose: number | null;
  dias: number | null;
  custoCentavos: number | null;
}

/** The centavos of one use, or null when the medicine has no cost (or the event no dose). */
export function custoDoUso(u: UsoDeMedicamento): number | null {
  if (u.custoCentavos === null || u.dose === null) return null;
  return Math.round(u.dose * (u.dias ?? 1) * u.custoCentavos);
}

/** The sum of the uses that have a cost, and how many have none (null total: no use has a cost). */
export function custoDosUsos(usos: readonly UsoDeMedicamento[]): { centavos: number | null; semCusto: number } {
  let centavos: number | null = null;
  let semCusto = 0;
  for (const u of usos) {
    const c = custoDoUso(u);
    if (c === null) semCusto++;
    else centavos = (centavos ?? 0) + c;
  }
  return { centavos, semCusto };
}
