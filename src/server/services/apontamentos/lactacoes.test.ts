// The lactation table's one-pass assignment (issue 26, item 4, made fast for 1.1 M milkings) gives the very figures
// the former search per weekly row gave: the former code is kept below as the reference, and both run on a
// generated herd (calvings every 11–14 months, some dried, gaps in the milkings, milk outside any lactation).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { diasEntre, somarDias } from '../../../domain/apontamentos/dates.ts';
import { DIAS_SEMANA, type SemanaDeLactacao } from '../../../domain/apontamentos/lactacoes.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { milkSemanas } from '../../db/schema/apontamentos.ts';
import { adminFixture } from '../../test/fixture.ts';
import type { Conn } from './common.ts';
import {
  lactacoesDaJanela,
  lactacoesDoRebanho,
  montarTabela,
  semanasDasVacas,
  somarOrdenhas,
  tabelaDeLactacoes,
} from './lactacoes.ts';
import { femeasComHistorico } from './status.ts';

/**
 * The former read of the weeks (before one row per cow): the whole weeks' rows of milk_semanas as stored, the two
 * edge weeks from the milkings' GROUP BY, weeks as calendar weeks since 1970-01-01.
 */
async function semanasAntigas(db: Conn, farmId: string, de: string, ate: string) {
  const semana = (d: string) => Math.floor(diasEntre('1970-01-01', d) / DIAS_SEMANA);
  const inicio = (s: number) => somarDias('1970-01-01', s * DIAS_SEMANA);
  const [primeira, ultima] = [semana(de), semana(ate)];
  if (primeira === ultima) return somarOrdenhas(db, farmId, de, ate);
  const m = milkSemanas;
  const inteiras = (await db.all(
    sql`select ${m.animalId} as animalId, ${m.litros} as litros, ${m.dias} as dias, ${m.primeiro} as primeiro,
      ${m.ultimo} as ultimo from ${m} where ${m.farmId} = ${farmId} and ${m.semana} > ${primeira} and ${m.semana} < ${ultima}`,
  )) as Awaited<ReturnType<typeof somarOrdenhas>>;
  return [
    ...(await somarOrdenhas(db, farmId, de, somarDias(inicio(primeira + 1), -1))),
    ...inteiras,
    ...(await somarOrdenhas(db, farmId, inicio(ultima), ate)),
  ];
}

/**
 * The former tabelaDeLactacoes' weeks, as they were read and assigned before the one-pass assignment (commit 53002f0);
 * the lactations and the table built from the weeks are the service's own (lactacoesDaJanela, montarTabela).
 */
async function tabelaAntiga(
  db: Conn,
  farmId: string,
  hoje: string,
  { de = somarDias(hoje, -365), ate = hoje }: { de?: string; ate?: string } = {},
) {
  const candidatas = lactacoesDaJanela(await femeasComHistorico(db, farmId), hoje, de, ate);
  const somas = new Map<number, Map<number, { litros: number; dias: number; de: number; ate: number }>>();
  const daVaca = new Map<string, number[]>();
  for (const [k, c] of candidatas.entries()) daVaca.set(c.animalId, [...(daVaca.get(c.animalId) ?? []), k]);
  const desde = candidatas.reduce((m, c) => (c.parto < m ? c.parto : m), hoje);
  if (candidatas.length)
    for (const w of await semanasAntigas(db, farmId, desde, hoje)) {
      const k = (daVaca.get(w.animalId) ?? []).find((i) => {
        const c = candidatas[i];
        return c.parto <= w.primeiro && (c.fim === null || w.primeiro < c.fim);
      });
      if (k === undefined) continue;
      const c = candidatas[k];
      const meio = (diasEntre(c.parto, w.primeiro) + diasEntre(c.parto, w.ultimo)) / 2;
      const porSemana = somas.get(k) ?? new Map<number, { litros: number; dias: number; de: number; ate: number }>();
      const semana = Math.floor(meio / DIAS_SEMANA);
      const de = diasEntre(c.parto, w.primeiro);
      const ate = diasEntre(c.parto, w.ultimo);
      const x = porSemana.get(semana);
      porSemana.set(
        semana,
        x
          ? {
              litros: x.litros + Number(w.litros),
              dias: x.dias + Number(w.dias),
              de: Math.min(x.de, de),
              ate: Math.max(x.ate, ate),
            }
          : { litros: Number(w.litros), dias: Number(w.dias), de, ate },
      );
      somas.set(k, porSemana);
    }
  const semanas = new Map([...somas].map(([k, m]) => [k, [...m].map(([semana, x]) => ({ semana, ...x }))]));
  const tabela = montarTabela(candidatas, semanas, hoje);
  const semanasPorLactacao = new Map(
    candidatas.map((c) => [`${c.animalId}|${c.parto}`, tabela.semanasDa(c.animalId, c.parto)]),
  );
  return { linhas: tabela.linhas, curvas: tabela.curvas, semanas: semanasPorLactacao };
}

/** Deterministic pseudo-random numbers (mulberry32), so the herd is the same on every run. */
function aleatorio(semente: number) {
  let a = semente;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The new table's weeks of each lactation the former map has, as that map. */
const semanasDe = (nova: Awaited<ReturnType<typeof tabelaDeLactacoes>>, antiga: Map<string, SemanaDeLactacao[]>) =>
  new Map(
    [...antiga.keys()].map((chave) => {
      const [animalId, parto] = chave.split('|');
      return [chave, nova.semanasDa(animalId, parto)];
    }),
  );

const HOJE = '2025-06-30';
const f = adminFixture();

beforeAll(async () => {
  const { client } = f.t.database;
  const r = aleatorio(26);
  const etiquetas = ['Vaca 10', 'Vaca 2', 'vaca 3', 'Ávila', 'B-7', '10', '9', '100'];
  const eventos: (string | number)[][] = [];
  const ordenhas: (string | number)[][] = [];
  for (let i = 0; i < 36; i++) {
    const id = uuidv7();
    const tag = etiquetas[i] ?? `V-${i}`;
    await client.execute({
      sql: `INSERT INTO animals (id, farm_id, identificacao, nome, categoria, raca, sexo, situacao)
            VALUES (?, ?, ?, ?, 'Vaca Leiteira', 'Holandesa', 'F', 'ativo')`,
      args: [id, f.farmId, tag, i % 5 ? '' : `Nome ${i}`],
    });
    // a few cows never calve (their milk is outside any lactation and left out)
    const lactacoes: { parto: string; fim: string }[] = [];
    if (i % 11 !== 10) {
      let parto = somarDias(HOJE, -(560 + Math.floor(r() * 300)));
      while (parto <= HOJE) {
        const proximo = somarDias(parto, 330 + Math.floor(r() * 100));
        eventos.push([uuidv7(), f.farmId, id, parto, 'Parto']);
        let fim = proximo;
        if (r() < 0.7) {
          const secagem = somarDias(parto, 200 + Math.floor(r() * 140));
          if (secagem < proximo && secagem <= HOJE) {
            eventos.push([uuidv7(), f.farmId, id, secagem, 'Secagem']);
            fim = secagem;
          }
        }
        lactacoes.push({ parto, fim });
        parto = proximo;
      }
    }
    const inicio = somarDias(HOJE, -900);
    const nivel = 12 + r() * 18;
    for (let d = 0; d <= 900; d++) {
      const data = somarDias(inicio, d);
      const l = lactacoes.find((x) => x.parto <= data && data < x.fim);
      const fora = !l && (i % 11 === 10 || r() < 0.01);
      if ((!l && !fora) || r() < 0.04) continue;
      const del = l ? diasEntre(l.parto, data) : 100;
      for (const ordenha of ['Manhã', 'Tarde'])
        if (r() < 0.93)
          ordenhas.push([
            uuidv7(),
            f.farmId,
            id,
            data,
            ordenha,
            Math.round(((nivel * (del + 1) ** 0.2 * Math.exp(-0.003 * del)) / 2) * (0.8 + r() * 0.4) * 10) / 10,
          ]);
    }
  }
  const tx = await client.transaction('write');
  for (const e of eventos)
    await tx.execute({
      sql: 'INSERT INTO reproduction_events (id, farm_id, animal_id, data, evento) VALUES (?, ?, ?, ?, ?)',
      args: e,
    });
  for (let i = 0; i < ordenhas.length; i += 300) {
    const lote = ordenhas.slice(i, i + 300);
    await tx.execute({
      sql: `INSERT INTO milk_records (id, farm_id, animal_id, data, ordenha, producao) VALUES ${lote.map(() => '(?, ?, ?, ?, ?, ?)').join(',')}`,
      args: lote.flat(),
    });
  }
  await tx.commit();
}, 120_000);

describe('the lactation table, one pass over the weekly sums', () => {
  it('reads each cow’s weeks with the litres exactly as stored (one row per cow, litres as text and back)', async () => {
    const db = f.t.database.db;
    const linha = (w: Awaited<ReturnType<typeof somarOrdenhas>>[number]) =>
      [w.animalId, w.primeiro, w.ultimo, w.dias, Number(w.litros)] as const;
    const ordem = (a: readonly unknown[], b: readonly unknown[]) => String(a).localeCompare(String(b));
    for (const [de, ate] of [
      ['2023-12-20', HOJE],
      ['2024-03-01', '2024-11-30'],
      ['2025-06-24', HOJE], // inside one calendar week
    ]) {
      const antigas = (await semanasAntigas(db, f.farmId, de, ate)).map(linha).sort(ordem);
      const novas = (await semanasDasVacas(db, f.farmId, de, ate)).map(linha).sort(ordem);
      expect(novas.length).toBeGreaterThan(0);
      // sums of tenths of a litre are rarely exact in binary: the litres must come back bit for bit
      expect(antigas.some(([, , , , litros]) => litros !== Math.round(litros * 10) / 10)).toBe(true);
      expect(novas).toEqual(antigas);
    }
  });

  it('gives every figure the former search per row gave: rows, the herd’s curves and each lactation’s weeks', async () => {
    const db = f.t.database.db;
    const nova = await tabelaDeLactacoes(db, f.farmId, HOJE);
    const antiga = await tabelaAntiga(db, f.farmId, HOJE);
    expect(nova.linhas.length).toBeGreaterThan(40);
    expect(nova.linhas.filter((l) => l.tipo305 === 'projetado').length).toBeGreaterThan(3);
    expect(nova.linhas.filter((l) => l.abaixoDoEsperado).length).toBeGreaterThan(0);
    expect(nova.linhas).toEqual(antiga.linhas);
    expect(nova.curvas).toEqual(antiga.curvas);
    expect(semanasDe(nova, antiga.semanas)).toEqual(antiga.semanas);
    expect(nova.semanasDa('nenhuma', HOJE)).toEqual([]);
  });

  it('the same for a report’s period, and the herd view in the same order (pt-BR, numbers by value)', async () => {
    const db = f.t.database.db;
    const periodo = { de: '2024-03-01', ate: '2024-11-30' };
    const nova = await tabelaDeLactacoes(db, f.farmId, '2024-11-30', periodo);
    const antiga = await tabelaAntiga(db, f.farmId, '2024-11-30', periodo);
    expect(nova.linhas.length).toBeGreaterThan(20);
    expect(nova.linhas).toEqual(antiga.linhas);
    expect(nova.curvas).toEqual(antiga.curvas);
    expect(semanasDe(nova, antiga.semanas)).toEqual(antiga.semanas);

    const ordem = (await lactacoesDoRebanho(db, f.farmId, HOJE)).map((l) => `${l.identificacao}|${l.numero}`);
    const antes = (await tabelaAntiga(db, f.farmId, HOJE)).linhas
      .sort(
        (a, b) =>
          Number(a.fim !== null) - Number(b.fim !== null) ||
          a.identificacao.localeCompare(b.identificacao, 'pt-BR', { numeric: true }) ||
          a.numero - b.numero,
      )
      .map((l) => `${l.identificacao}|${l.numero}`);
    expect(ordem).toEqual(antes);
  });
});
