/**
 * Sanidade's tables on the one write kernel (issue 39): the farm's medicines, the health events and the lab's test-day
 * results. The rules only the database answers are one verifier (`verificadorSanitario`, on sets read once) that the
 * single write's check, the bulk check and the CSV import (services/csv/recursos.ts) all run.
 */
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { DATAS_PASSADAS, datasDepoisDeHoje, type Recusa } from '../../../domain/apontamentos/plausivel.ts';
import { MSG_SANIDADE } from '../../../domain/sanidade/messages.ts';
import { fatoSanitarioImpossivel, type MedicamentoDoEvento } from '../../../domain/sanidade/regras.ts';
import type { Tx } from '../../db/client.ts';
import { animaisDoRebanho } from '../../db/schema/apontamentos.ts';
import { controlesLeiteiros, eventosSanitarios, medicamentos } from '../../db/schema/sanidade.ts';
import { badRequest, conflict, HttpError } from '../../http/errors.ts';
import { hojeDe } from '../apontamentos/common.ts';
import { type Actor, type Conn, farmResource } from '../kernel.ts';

type Values = Record<string, unknown> & { animalId?: string; medicamentoId?: string | null; data?: string };

export type EntidadeSanitaria = 'health_events' | 'health_test_days';

/** Checks a row (its values) and says its refusal, or null. */
export type Verificador = (values: Values) => Recusa | null;

/**
 * Reads once what the rules of health records need — the farm's today, the animals named (or all), the farm's
 * medicines — and answers each row's refusal: nothing dated after today; an animal of the farm, not before its birth,
 * a female where it must be; a medicine of the farm with its label withdrawals typed (regras.ts).
 */
export async function verificadorSanitario(
  db: Conn,
  actor: Actor,
  entidade: EntidadeSanitaria,
  animalIds?: readonly string[],
): Promise<Verificador> {
  const hoje = await hojeDe(db, actor);
  const animais = new Map<string, { sexo: string; dataNascimento: string | null }>();
  const ids = animalIds ? [...new Set(animalIds)] : null;
  for (let i = 0; i < (ids ? ids.length : 1); i += 500) {
    const rows = await db
      .select({ id: animaisDoRebanho.id, sexo: animaisDoRebanho.sexo, dataNascimento: animaisDoRebanho.dataNascimento })
      .from(animaisDoRebanho)
      .where(
        and(
          eq(animaisDoRebanho.farmId, actor.farmId),
          ids ? inArray(animaisDoRebanho.id, ids.slice(i, i + 500)) : undefined,
        ),
      );
    for (const { id, ...a } of rows) animais.set(id, a);
  }
  const meds = new Map<string, MedicamentoDoEvento>();
  if (entidade === 'health_events') {
    const rows = await db
      .select({
        id: medicamentos.id,
        nome: medicamentos.nome,
        carenciaLeite: medicamentos.carenciaLeite,
        carenciaCarneDias: medicamentos.carenciaCarneDias,
      })
      .from(medicamentos)
      .where(eq(medicamentos.farmId, actor.farmId));
    for (const { id, ...m } of rows) meds.set(id, m);
  }
  return (values) => {
    const [futura] = Object.entries(datasDepoisDeHoje(values, DATAS_PASSADAS[entidade], hoje));
    if (futura) return { campo: futura[0], mensagem: futura[1] };
    return fatoSanitarioImpossivel(
      animais.get(String(values.animalId)),
      {
        data: String(values.data),
        tipo: entidade === 'health_events' ? String(values.tipo) : undefined,
        vacina: values.vacina as string | null | undefined,
        medicamentoId: values.medicamentoId ?? null,
        dias: (values.dias as number | null | undefined) ?? null,
      },
      (id) => meds.get(id),
    );
  };
}

function recusar(recusa: Recusa | null, campo = (c: string) => c) {
  if (recusa) throw badRequest(recusa.mensagem, { [campo(recusa.campo)]: recusa.mensagem });
}

/** One test-day result per cow and date (the unique index holds the same): another row of the key is a 409. */
async function assertControlesLivres(
  db: Conn,
  farmId: string,
  itens: readonly { id: string | null; animalId: string; data: string }[],
  campoDe?: (i: number) => string,
) {
  const animais = [...new Set(itens.map((i) => i.animalId))];
  const gravados = new Map<string, { id: string; identificacao: string }>();
  for (let i = 0; i < animais.length; i += 500) {
    const rows = await db
      .select({
        id: controlesLeiteiros.id,
        animalId: controlesLeiteiros.animalId,
        data: controlesLeiteiros.data,
        identificacao: animaisDoRebanho.identificacao,
      })
      .from(controlesLeiteiros)
      .innerJoin(animaisDoRebanho, eq(animaisDoRebanho.id, controlesLeiteiros.animalId))
      .where(
        and(eq(controlesLeiteiros.farmId, farmId), inArray(controlesLeiteiros.animalId, animais.slice(i, i + 500))),
      );
    for (const r of rows) gravados.set(`${r.animalId}|${r.data}`, r);
  }
  for (const [i, item] of itens.entries()) {
    const g = gravados.get(`${item.animalId}|${item.data}`);
    if (!g || g.id === item.id) continue;
    const mensagem = MSG_SANIDADE.controleDuplicado(g.identificacao, item.data);
    throw new HttpError(409, 'conflict', mensagem, campoDe ? { [campoDe(i)]: mensagem } : undefined);
  }
}

function checkDe(entidade: EntidadeSanitaria) {
  return async (tx: Tx, actor: Actor, values: Values, selfId: string | null) => {
    const verificar = await verificadorSanitario(tx, actor, entidade, values.animalId ? [values.animalId] : []);
    recusar(verificar(values));
    if (entidade === 'health_test_days')
      await assertControlesLivres(tx, actor.farmId, [
        { id: selfId, animalId: String(values.animalId), data: String(values.data) },
      ]);
  };
}

function checkManyDe(entidade: EntidadeSanitaria) {
  return async (
    tx: Tx,
    actor: Actor,
    rows: readonly { values: Values; selfId: string | null }[],
    fieldOf: (k: number, field: string | undefined) => string,
  ) => {
    const verificar = await verificadorSanitario(
      tx,
      actor,
      entidade,
      rows.map((r) => String(r.values.animalId)),
    );
    for (const [k, { values }] of rows.entries()) recusar(verificar(values), (c) => fieldOf(k, c));
    if (entidade === 'health_test_days') {
      const chaves = new Set<string>();
      for (const [k, { values }] of rows.entries()) {
        const chave = `${values.animalId}|${values.data}`;
        if (chaves.has(chave)) {
          const mensagem = MSG_SANIDADE.controleDuplicado(String(values.animalId), String(values.data));
          throw new HttpError(409, 'conflict', mensagem, { [fieldOf(k, undefined)]: mensagem });
        }
        chaves.add(chave);
      }
      await assertControlesLivres(
        tx,
        actor.farmId,
        rows.map((r) => ({ id: r.selfId, animalId: String(r.values.animalId), data: String(r.values.data) })),
        (i) => fieldOf(i, undefined),
      );
    }
  };
}

/**
 * A medicine's name is unique on the farm; a medicine already used in a dose course keeps its label withdrawals (a
 * blank would leave those treatments without a withdrawal).
 */
async function checkMedicamento(tx: Tx, actor: Actor, values: Values, selfId: string | null) {
  const mesmoNome = await tx
    .select({ id: medicamentos.id })
    .from(medicamentos)
    .where(and(eq(medicamentos.farmId, actor.farmId), eq(medicamentos.nome, String(values.nome))))
    .get();
  if (mesmoNome && mesmoNome.id !== selfId)
    throw new HttpError(409, 'conflict', MSG_SANIDADE.medicamentoDuplicado, {
      nome: MSG_SANIDADE.medicamentoDuplicado,
    });
  if (selfId && (values.carenciaLeite === null || values.carenciaCarneDias === null)) {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(eventosSanitarios)
      .where(and(eq(eventosSanitarios.medicamentoId, selfId), isNotNull(eventosSanitarios.dias)));
    if (n > 0) {
      const mensagem = MSG_SANIDADE.carenciaEmUso(String(values.nome));
      throw badRequest(mensagem, { [values.carenciaLeite === null ? 'carenciaLeite' : 'carenciaCarneDias']: mensagem });
    }
  }
}

export const medicamentosCrud = farmResource<typeof medicamentos.$inferSelect, Values>(medicamentos, {
  entity: 'health_medicines',
  check: checkMedicamento,
});

export const eventosSanitariosCrud = farmResource<typeof eventosSanitarios.$inferSelect, Values>(eventosSanitarios, {
  entity: 'health_events',
  check: checkDe('health_events'),
  checkMany: checkManyDe('health_events'),
});

export const controlesLeiteirosCrud = farmResource<typeof controlesLeiteiros.$inferSelect, Values>(controlesLeiteiros, {
  entity: 'health_test_days',
  check: checkDe('health_test_days'),
  checkMany: checkManyDe('health_test_days'),
});

/** A medicine a health event names cannot be deleted (409), rather than the foreign key's error. */
export async function excluirMedicamento(db: Parameters<typeof medicamentosCrud.remove>[0], actor: Actor, id: string) {
  await medicamentosCrud.remove(db, actor, id, async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(eventosSanitarios)
      .where(eq(eventosSanitarios.medicamentoId, id));
    if (n > 0) throw conflict(MSG_SANIDADE.medicamentoEmUso);
    return undefined;
  });
}
