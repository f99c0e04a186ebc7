import type { Fato } from '../../../domain/apontamentos/plausivel.ts';
import type { Ordenha } from '../../../domain/apontamentos/schemas.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import { analisesDeQualidade, eventosReprodutivos, ordenhas } from '../../db/schema/apontamentos.ts';
import { HttpError } from '../../http/errors.ts';
import { type FarmResource, farmResource } from '../kernel.ts';
import {
  type Actor,
  assertCicloPossivel,
  assertDatasPassadas,
  assertFatosPossiveis,
  assertOrdenhasLivres,
  eventoDoCiclo,
} from './common.ts';

type Values = Record<string, unknown> & { id?: string; updatedAt?: string; animalId?: string };

type Entidade = 'milk_records' | 'quality_records' | 'reproduction_events';

/**
 * Checked in the write's transaction: the record is not dated after the farm's today; the animal it names is one of
 * the farm's and can have it then (plausivel.ts); and a cow has one milking per date and ordenha (another one is
 * answered 409 naming it — an offline replay of the same id never gets here: the kernel answers it the stored row).
 */
const checkDe =
  (entidade: Entidade, fatoDe?: (values: Values) => Fato) =>
  async (tx: Tx, actor: Actor, values: Values, selfId: string | null) => {
    await assertDatasPassadas(tx, actor, entidade, values);
    if (fatoDe && values.animalId)
      await assertFatosPossiveis(tx, actor.farmId, [
        { animalId: values.animalId, fato: fatoDe(values), data: String(values.data) },
      ]);
    if (entidade === 'milk_records' && values.animalId)
      await assertOrdenhasLivres(tx, actor.farmId, { data: String(values.data), ordenha: values.ordenha as Ordenha }, [
        { id: selfId, animalId: values.animalId },
      ]);
    // the reproductive cycle (ciclo.ts): the cow's whole history after this write stays possible
    if (entidade === 'reproduction_events' && values.animalId) {
      const id = selfId ?? String(values.id ?? '');
      await assertCicloPossivel(tx, actor.farmId, {
        id,
        acao: selfId ? 'alterar' : 'registrar',
        novo: { animalId: values.animalId, evento: eventoDoCiclo(id, values) },
      });
    }
  };

/**
 * The milkings' check over a batch, on sets read once (the batch of 300 cows stays a few queries): the same rules and
 * messages as `checkDe('milk_records')` row by row, each refusal naming its row's field.
 */
async function checkOrdenhas(
  tx: Tx,
  actor: Actor,
  rows: readonly { values: Values; selfId: string | null }[],
  fieldOf: (k: number, field: string | undefined) => string,
) {
  for (const [k, { values }] of rows.entries()) {
    try {
      await assertDatasPassadas(tx, actor, 'milk_records', values);
    } catch (error) {
      if (!(error instanceof HttpError) || !error.fields) throw error;
      const fields = Object.fromEntries(Object.entries(error.fields).map(([c, m]) => [fieldOf(k, c), m]));
      throw new HttpError(error.status, error.code, error.message, fields);
    }
  }
  const deAnimal = rows.map((r, k) => ({ ...r, k })).filter((r) => r.values.animalId);
  await assertFatosPossiveis(
    tx,
    actor.farmId,
    deAnimal.map(({ values }) => ({
      animalId: String(values.animalId),
      fato: 'Ordenha' as const,
      data: String(values.data),
    })),
    (j, campo) => fieldOf(deAnimal[j].k, campo),
  );
  // one milking per cow, date and ordenha: each milking's key read once
  const porChave = new Map<string, typeof deAnimal>();
  for (const r of deAnimal) {
    const chave = `${r.values.data}|${r.values.ordenha}`;
    porChave.set(chave, [...(porChave.get(chave) ?? []), r]);
  }
  for (const grupo of porChave.values()) {
    const { data, ordenha } = grupo[0].values;
    await assertOrdenhasLivres(
      tx,
      actor.farmId,
      { data: String(data), ordenha: ordenha as Ordenha },
      grupo.map((r) => ({ id: r.selfId, animalId: String(r.values.animalId) })),
      (j) => fieldOf(grupo[j].k, undefined),
    );
  }
}

/** Each record kind's stored row. */
interface Linhas {
  milk_records: typeof ordenhas.$inferSelect;
  quality_records: typeof analisesDeQualidade.$inferSelect;
  reproduction_events: typeof eventosReprodutivos.$inferSelect;
}

/** The three append-only record tables, on the one write kernel (each kind's row typed: the routes answer it). */
export const RECURSOS_DE_APONTAMENTO: { [E in Entidade]: FarmResource<Linhas[E], Values> } = {
  milk_records: farmResource<typeof ordenhas.$inferSelect, Values>(ordenhas, {
    entity: 'milk_records',
    check: checkDe('milk_records', () => 'Ordenha'),
    checkMany: checkOrdenhas,
  }),
  quality_records: farmResource<typeof analisesDeQualidade.$inferSelect, Values>(analisesDeQualidade, {
    entity: 'quality_records',
    check: checkDe('quality_records'),
  }),
  reproduction_events: farmResource<typeof eventosReprodutivos.$inferSelect, Values>(eventosReprodutivos, {
    entity: 'reproduction_events',
    check: checkDe('reproduction_events', (v) => v.evento as Fato),
  }),
};
export type EntidadeDeApontamento = keyof typeof RECURSOS_DE_APONTAMENTO;

/**
 * Create with a device-made id (the kernel's idempotent create: a replay of the same record answers the stored
 * row). The animal named must be one of the farm's.
 */
export async function criarApontamento<E extends EntidadeDeApontamento>(
  db: Db,
  actor: Actor,
  entity: E,
  input: Values,
) {
  const { id, updatedAt: _v, ...values } = input;
  return RECURSOS_DE_APONTAMENTO[entity].create(db, actor, id ?? uuidv7(), values);
}

/** Edit of a record (append-only rows may be corrected): 409 with the current row when the version is stale. */
export async function editarApontamento<E extends EntidadeDeApontamento>(
  db: Db,
  actor: Actor,
  entity: E,
  id: string,
  input: Values,
) {
  const { id: _id, updatedAt, ...values } = input;
  return RECURSOS_DE_APONTAMENTO[entity].update(db, actor, id, values, updatedAt);
}

/**
 * Deletes a record. A reproduction event that a later one needs (the Inseminação of a positive diagnosis, the Aborto
 * before a new service) is refused with the record it would leave impossible (ciclo.ts).
 */
export async function excluirApontamento(db: Db, actor: Actor, entity: EntidadeDeApontamento, id: string) {
  await RECURSOS_DE_APONTAMENTO[entity].remove(
    db,
    actor,
    id,
    entity === 'reproduction_events'
      ? async (tx) => {
          await assertCicloPossivel(tx, actor.farmId, { id, acao: 'excluir' });
          return undefined;
        }
      : undefined,
  );
}
