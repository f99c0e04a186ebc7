import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  animaisDoInventario,
  instalacoesDoInventario,
  maquinasDoInventario,
  terrasDoInventario,
} from '../../db/schema/inventario.ts';
import { type FarmResource, farmResource } from '../kernel.ts';

export type { Actor } from '../kernel.ts';

export type AnimalInventarioRow = typeof animaisDoInventario.$inferSelect;
export type TerraRow = typeof terrasDoInventario.$inferSelect;
export type InstalacaoRow = typeof instalacoesDoInventario.$inferSelect;
export type MaquinaRow = typeof maquinasDoInventario.$inferSelect;

/** The four inventory resources (PAEZ) on the one write kernel. */
export const inventario = {
  animais: farmResource<AnimalInventarioRow>(animaisDoInventario, { entity: 'inventory_animal' }),
  terras: farmResource<TerraRow>(terrasDoInventario, { entity: 'inventory_land' }),
  instalacoes: farmResource<InstalacaoRow>(instalacoesDoInventario, { entity: 'inventory_facility' }),
  maquinas: farmResource<MaquinaRow>(maquinasDoInventario, { entity: 'inventory_machine' }),
};

export type ItemRecurso<Row extends AnimalInventarioRow | TerraRow | InstalacaoRow | MaquinaRow> = FarmResource<Row>;

/** Machines are kept by year: the list and its summary cards are for one year. */
export function maquinasDoAno(db: Db, farmId: string, ano: number) {
  return inventario.maquinas.list(db, farmId, eq(maquinasDoInventario.ano, ano));
}
