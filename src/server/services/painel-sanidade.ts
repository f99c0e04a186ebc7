/**
 * The desk's Sanidade columns (issue 39 item 7): each farm's clinical mastitis cases and the milk its withdrawal
 * windows discard in the period, read for all the desk's farms in a few grouped queries (never one farm at a time:
 * 2,000 farms), decided by the same domain functions as the farm's own figures (`leiteDaFazenda` of
 * services/sanidade/estado.ts): `janelasDoLeite` (each dose course's and each calving's window), `leitePorDia` (a
 * milking is discarded exactly when a window of its cow covers it) and `leitePorMes`.
 */
import { sql } from 'drizzle-orm';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import type { Ordenha } from '../../domain/apontamentos/schemas.ts';
import type { PeriodoPainel } from '../../domain/painel/periodo.ts';
import {
  type Dose,
  type Janela,
  janelasDoLeite,
  leitePorDia,
  leitePorMes,
  type ParametrosSanitarios,
} from '../../domain/sanidade/carencia.ts';
import type { UnidadeCarencia } from '../../domain/sanidade/schemas.ts';
import type { Db } from '../db/client.ts';
import { eventosReprodutivos, ordenhas } from '../db/schema/apontamentos.ts';
import { eventosSanitarios, medicamentos } from '../db/schema/sanidade.ts';
import type { FazendaRow } from '../env.ts';

export interface SanidadeDoPeriodo {
  /** The farm's first health event up to the period's end; null: it records none. */
  primeiroRegistro: string | null;
  casosMastite: number;
  /** The farm discards colostrum (its colostral days are set). */
  colostro: boolean;
  /** Litres discarded in the period (the sum of leitePorMes' months). */
  descartado: number;
}

/** The farm's milkings a day and colostral days, as parametrosSanitarios of sanidade/estado.ts reads them. */
const parametrosDe = (f: FazendaRow): ParametrosSanitarios => {
  const n = f.ordenhasPorDia;
  return { ordenhasPorDia: n === 1 || n === 3 ? n : 2, diasColostro: f.diasColostro ?? null };
};

const emJson = (x: unknown) => JSON.stringify(x);

/** Each farm's Sanidade figures of the period (every farm given gets one). */
export async function sanidadeDoPeriodo(
  db: Db,
  farms: readonly FazendaRow[],
  p: PeriodoPainel,
): Promise<Map<string, SanidadeDoPeriodo>> {
  const out = new Map<string, SanidadeDoPeriodo>();
  if (!farms.length) return out;
  const ids = emJson(farms.map((f) => f.id));
  const e = eventosSanitarios;
  // the first health event and the period's clinical mastitis cases, one row a farm that records any
  const resumo = await db.values<[string, string, number]>(
    sql`select ${e.farmId}, min(${e.data}), sum(${e.tipo} = 'Mastite clínica' and ${e.data} >= ${p.inicio})
        from ${e} where ${e.farmId} in (select value from json_each(${ids})) and ${e.data} <= ${p.fim}
        group by ${e.farmId}`,
  );
  for (const f of farms)
    out.set(f.id, { primeiroRegistro: null, casosMastite: 0, colostro: Boolean(f.diasColostro), descartado: 0 });
  for (const r of resumo) {
    const s = out.get(r[0]);
    if (s) Object.assign(s, { primeiroRegistro: r[1], casosMastite: Number(r[2]) });
  }
  // the dose courses (dosesDaFazenda's: an event with a medicine and a number of days) whose milk window may reach
  // the period: it ends at most (days + withdrawal in days or milkings) after the first dose
  const m = medicamentos;
  const doses = await db.values<[string, string, string, number, string, number | null, string, number | null]>(
    sql`select ${e.farmId}, ${e.animalId}, ${e.data}, ${e.dias}, ${m.nome}, ${m.carenciaLeite},
          ${m.carenciaLeiteUnidade}, ${m.carenciaCarneDias}
        from ${e} join ${m} on ${m.id} = ${e.medicamentoId}
        where ${e.farmId} in (select value from json_each(${ids})) and ${e.dias} is not null
          and ${m.carenciaLeite} is not null and ${e.data} <= ${p.fim}
          and date(${e.data}, '+' || (${e.dias} + ${m.carenciaLeite} + 1) || ' days') >= ${p.inicio}`,
  );
  const dosesDe = new Map<string, Dose[]>();
  for (const r of doses) {
    const lista = dosesDe.get(r[0]) ?? [];
    lista.push({
      animalId: r[1],
      inicio: r[2],
      dias: r[3] ?? 1,
      medicamento: r[4],
      carenciaLeite: r[5],
      carenciaLeiteUnidade: r[6] as UnidadeCarencia,
      carenciaCarneDias: r[7],
    });
    dosesDe.set(r[0], lista);
  }
  // the calvings whose colostral milkings may fall in the period, on the farms that discard colostrum
  const comColostro = farms.filter((f) => f.diasColostro);
  const partosDe = new Map<string, { animalId: string; data: string }[]>();
  if (comColostro.length) {
    const maior = Math.max(...comColostro.map((f) => f.diasColostro ?? 0));
    const r = eventosReprodutivos;
    for (const x of await db.values<[string, string, string]>(
      sql`select ${r.farmId}, ${r.animalId}, ${r.data} from ${r}
          where ${r.farmId} in (select value from json_each(${emJson(comColostro.map((f) => f.id))}))
            and ${r.evento} = 'Parto' and ${r.data} between ${somarDias(p.inicio, -maior)} and ${p.fim}`,
    )) {
      const lista = partosDe.get(x[0]) ?? [];
      lista.push({ animalId: x[1], data: x[2] });
      partosDe.set(x[0], lista);
    }
  }
  // each farm's windows that touch the period, then the milkings they may cover, in one query
  const janelasDe = new Map<string, Janela[]>();
  const faixas: [string, string, string][] = [];
  for (const f of farms) {
    const janelas = janelasDoLeite(dosesDe.get(f.id) ?? [], partosDe.get(f.id) ?? [], parametrosDe(f)).filter(
      (j) => j.de.data <= p.fim && j.ate.data >= p.inicio,
    );
    if (!janelas.length) continue;
    janelasDe.set(f.id, janelas);
    for (const j of janelas)
      faixas.push([j.animalId, j.de.data < p.inicio ? p.inicio : j.de.data, j.ate.data > p.fim ? p.fim : j.ate.data]);
  }
  if (!faixas.length) return out;
  const o = ordenhas;
  const candidatas = await db.values<[string, string, string, string, number]>(
    sql`select ${o.farmId}, ${o.animalId}, ${o.data}, ${o.ordenha}, ${o.producao} from ${o}
        where ${o.id} in (select m.id from json_each(${emJson(faixas)}) j join ${o} m
          on m.animal_id = j.value ->> 0 and m.data between j.value ->> 1 and j.value ->> 2)`,
  );
  const porFazenda = new Map<string, { animalId: string; data: string; ordenha: Ordenha; producao: number }[]>();
  for (const c of candidatas) {
    const lista = porFazenda.get(c[0]) ?? [];
    lista.push({ animalId: c[1], data: c[2], ordenha: c[3] as Ordenha, producao: Number(c[4]) });
    porFazenda.set(c[0], lista);
  }
  for (const [farmId, janelas] of janelasDe) {
    const s = out.get(farmId);
    const lidas = porFazenda.get(farmId);
    if (!s || !lidas) continue;
    const meses = leitePorMes(leitePorDia(lidas, janelas));
    s.descartado = Math.round(meses.reduce((t, x) => t + x.descartado, 0) * 10) / 10;
  }
  return out;
}
