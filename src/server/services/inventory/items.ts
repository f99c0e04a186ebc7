import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryAnimals, inventoryFacilities, inventoryLands, inventoryMachines } from '../../db/schema/inventory.ts';
import { type FarmResource, farmResource } from '../kernel.ts';

export type { Actor } from '../kernel.ts';

export type AnimalInventarioRow = typeof inventoryAnimals.$inferSelect;
export type TerraRow = typeof inventoryLands.$inferSelect;
export type InstalacaoRow = typeof inventoryFacilities.$inferSelect;
export type MaquinaRow = typeof inventoryMachines.$inferSelect;

/** The four inventory resources (PAEZ) on the one write kernel. */
export const inventario = {
  animais: farmResource<AnimalInventarioRow>(inventoryAnimals, { entity: 'inventory_animal' }),
  terras: farmResource<TerraRow>(inventoryLands, { entity: 'inventory_land' }),
  instalacoes: farmResource<InstalacaoRow>(inventoryFacilities, { entity: 'inventory_facility' }),
  maquinas: farmResource<MaquinaRow>(inventoryMachines, { entity: 'inventory_machine' }),
};

export type ItemRecurso<Row extends AnimalInventarioRow | TerraRow | InstalacaoRow | MaquinaRow> = FarmResource<Row>;

/** Machines are kept by year: the list and its summary cards are for one year. */
export function maquinasDoAno(db: Db, farmId: string, ano: number) {
  return inventario.maquinas.list(db, farmId, eq(inventoryMachines.ano, ano));
}
