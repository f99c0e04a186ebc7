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
  animais: farmResource<AnimalInventarioRow, object>(animaisDoInventario, { entity: 'inventory_animal' }),
  terras: farmResource<TerraRow, object>(terrasDoInventario, { entity: 'inventory_land' }),
  instalacoes: farmResource<InstalacaoRow, object>(instalacoesDoInventario, { entity: 'inventory_facility' }),
  maquinas: farmResource<MaquinaRow, object>(maquinasDoInventario, { entity: 'inventory_machine' }),
};

export type ItemRecurso<Row extends AnimalInventarioRow | TerraRow | InstalacaoRow | MaquinaRow> = FarmResource<
  Row,
  object
>;

/** Machines are kept by year: the list and its summary cards are for one year. */
export function maquinasDoAno(db: Db, farmId: string, ano: number) {
  return inventario.maquinas.list(db, farmId, eq(maquinasDoInventario.ano, ano));
}
