/**
 * A read-only copy of a farm that runs on another installation (docs/PRODUTO.md §Fazendas): `copiaEm` is the instant
 * its export was taken (the manifest's `exportadaEm`), kept by `leiteira fazenda importar --copia`; null for a farm
 * of this installation. How a person reads its date, everywhere: the kernel's refusal, the desk, the banner.
 */
import { formatData, hojeNoFuso } from '../format.ts';
import { FUSO_PADRAO } from '../timezones.ts';

/** '27/11/2026': the day the copy was taken, on the farm's clock. */
export function dataDaCopia(copiaEm: string, timeZone: string = FUSO_PADRAO): string {
  const instante = new Date(copiaEm);
  return Number.isNaN(instante.getTime()) ? formatData(copiaEm) : formatData(hojeNoFuso(timeZone, instante));
}
