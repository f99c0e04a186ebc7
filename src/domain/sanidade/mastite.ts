/**
 * Clinical mastitis incidence of a herd over a period: new clinical cases per 100 cows in milk.
 *
 * Kelton, D. F.; Lissemore, K. D.; Martin, R. E. "Recommendations for recording and calculating the incidence of
 * selected clinical diseases of dairy cattle", Journal of Dairy Science 81(9):2502–2509, 1998: an incidence rate is
 * the new cases over the animal-time at risk, and for clinical mastitis the animals at risk are the cows in milk;
 * National Mastitis Council, "Current Concepts of Bovine Mastitis", 5th ed., 2016: the clinical mastitis rate per 100
 * cows per month). The one function of the figure: the desk's column and the reports' monthly table both call it.
 * The cows in milk here are the period's mean over its days (cow-days in milk ÷ days: `zootecnicoEntre`, the herd
 * figure every screen uses), so the figure is the cases of the period per 100 cows in milk — per month when the
 * period is a month (the reports' monthly form), and comparable across farms for any one period. A case is one
 * 'Mastite clínica' event of a cow (the record of the case, with its quarters and grade); a treatment is not another
 * case.
 *
 * Worked example: 3 cases in a month in which 40 cows were in milk on an average day → 3 ÷ 40 × 100 = 7,5 cases per
 * 100 cows in milk. No cow in milk (or not measured): no figure (null), never 0 or infinity.
 */
export function incidenciaDeMastite(casos: number, vacasEmLactacao: number | null | undefined): number | null {
  if (!vacasEmLactacao || vacasEmLactacao <= 0 || !Number.isFinite(vacasEmLactacao)) return null;
  return Math.round(((100 * casos) / vacasEmLactacao) * 10) / 10;
}
