import { and, eq, inArray } from 'drizzle-orm';
import { hojeNoFuso } from '../../../domain/format.ts';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { DATAS_PASSADAS, datasDepoisDeHoje } from '../../../domain/records/plausivel.ts';
import { animals } from '../../db/schema/herd.ts';
import { farms } from '../../db/schema/platform.ts';
import { badRequest } from '../../http/errors.ts';
import type { Actor, Conn } from '../kernel.ts';

export type { Actor, Conn } from '../kernel.ts';

/**
 * Ids of the given animals that belong to the farm; any other id (unknown, or another farm's) is refused with
 * a field message so nothing of another farm can be pointed at.
 */
export async function assertAnimaisDaFazenda(
  db: Conn,
  farmId: string,
  ids: string[],
  campo = 'animalId',
  { femeas = false }: { femeas?: boolean } = {},
) {
  const unicos = [...new Set(ids)];
  const sexo = new Map<string, string>();
  for (let i = 0; i < unicos.length; i += 500) {
    const chunk = unicos.slice(i, i + 500);
    const rows = await db
      .select({ id: animals.id, sexo: animals.sexo })
      .from(animals)
      .where(and(eq(animals.farmId, farmId), inArray(animals.id, chunk)));
    for (const r of rows) sexo.set(r.id, r.sexo);
  }
  const campoDe = (idx: number) => campo.replace('#', String(idx));
  const idx = ids.findIndex((id) => !sexo.has(id));
  if (idx >= 0) throw badRequest(MSG_REC.animalDesconhecido, { [campoDe(idx)]: MSG_REC.animalDesconhecido });
  const macho = femeas ? ids.findIndex((id) => sexo.get(id) === 'M') : -1;
  if (macho >= 0) throw badRequest(MSG_REC.somenteFemeas, { [campoDe(macho)]: MSG_REC.somenteFemeas });
}

/** The farm's civil today: the actor's when a request gave it, else from the farm's time zone. */
export async function hojeDe(db: Conn, actor: Actor): Promise<string> {
  if (actor.hoje) return actor.hoje;
  const farm = await db.select({ timezone: farms.timezone }).from(farms).where(eq(farms.id, actor.farmId)).get();
  return hojeNoFuso(farm?.timezone ?? 'America/Sao_Paulo');
}

/** Refuses a fact dated after the farm's today (a milking in 2030, a birth in 2099), naming the field. */
export async function assertDatasPassadas(
  db: Conn,
  actor: Actor,
  entidade: keyof typeof DATAS_PASSADAS,
  valores: Record<string, unknown>,
) {
  const erros = datasDepoisDeHoje(valores, DATAS_PASSADAS[entidade], await hojeDe(db, actor));
  const [primeira] = Object.values(erros);
  if (primeira) throw badRequest(primeira, erros);
}
