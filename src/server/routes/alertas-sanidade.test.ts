// Sanidade's alerts (issue 39 §6) through the alerts' one pipeline: 'Carência termina' (a treatment's milk withdrawal
// ends today or tomorrow: after that milking the milk goes to the tank again) and 'Vacinação a fazer' (PNCEBT's
// brucellosis vaccination of a heifer of 3–8 months, IN SDA/MAPA 10/2017 art. 9; past 8 months, overdue: RB51 only).
// On the farm's real today; health events written through Sanidade's kernel resources (every path goes through them).
//
// Worked by hand (the farm milks twice a day): V1 treated on hoje−3 for 1 day, label 4 days → the 8th milking after
// the dose of hoje−3 (morning) is the morning of hoje+1: 'termina em <hoje+1> (manhã)'. V2 treated on hoje for 3 days,
// label 4 days → the morning of hoje+6: not yet announced.

import { beforeAll, describe, expect, it } from 'vitest';
import type { AlertaDoUsuario } from '../../domain/alertas.ts';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { formatData, hojeNoFuso } from '../../domain/format.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { deveNotificar } from '../../domain/push.ts';
import { eventoSanitarioSchema, medicamentoSchema } from '../../domain/sanidade/schemas.ts';
import type { Db } from '../db/client.ts';
import { eventosSanitariosCrud, medicamentosCrud } from '../services/sanidade/recursos.ts';
import { adminFixture, jsonComStatus } from '../test/fixture.ts';

const f = adminFixture({ fazenda: 'Fazenda Alertas Sanitários' });
let db: Db;
let hoje: string;
const ids: Record<string, string> = {};

const ator = (farmId = f.farmId) => ({ userId: null, farmId, hoje });

/** The day `meses` whole months before `dia` (the same day of the month; days 29–31 avoided by the caller). */
function mesesAntes(dia: string, meses: number): string {
  const [a, m, d] = dia.split('-').map(Number);
  const t = new Date(Date.UTC(a, m - 1 - meses, Math.min(d, 28)));
  return t.toISOString().slice(0, 10);
}

async function animal(identificacao: string, body: Record<string, unknown>, farmId = f.farmId) {
  return (
    await jsonComStatus<{ id: string }>(
      await f.t.request('POST', `/api/farms/${farmId}/animais`, {
        cookie: f.admin,
        body: { identificacao, sexo: 'F', ...body },
      }),
      201,
    )
  ).id;
}

async function evento(body: Record<string, unknown>, farmId = f.farmId) {
  const { id: _i, updatedAt: _u, ...values } = eventoSanitarioSchema.parse(body);
  await eventosSanitariosCrud.create(db, ator(farmId), uuidv7(), values);
}

async function medicamento(farmId = f.farmId) {
  const {
    id: _i,
    updatedAt: _u,
    ...values
  } = medicamentoSchema.parse({
    nome: 'Mastizone',
    carenciaLeite: 4,
    carenciaCarneDias: 5,
    unidade: 'bisnaga',
  });
  return (await medicamentosCrud.create(db, ator(farmId), uuidv7(), values)).row.id;
}

async function alertas(farmId = f.farmId): Promise<AlertaDoUsuario[]> {
  return (
    await jsonComStatus<{ alertas: AlertaDoUsuario[] }>(
      await f.t.request('GET', `/api/farms/${farmId}/alertas`, { cookie: f.admin }),
    )
  ).alertas;
}

const sanitarios = (a: AlertaDoUsuario[]) =>
  a.filter((x) => x.kind === 'carencia_termina' || x.kind === 'vacinacao_a_fazer');

beforeAll(async () => {
  db = f.t.database.db;
  hoje = hojeNoFuso('America/Sao_Paulo');
  const mastizone = await medicamento();
  ids.V1 = await animal('V1', { categoria: 'Vaca Leiteira', dataNascimento: '2021-01-01' });
  ids.V2 = await animal('V2', { categoria: 'Vaca Leiteira', dataNascimento: '2021-01-01' });
  const tratamento = { tipo: 'Tratamento', motivo: 'Mastite clínica', medicamentoId: mastizone, dose: 1 };
  await evento({ ...tratamento, data: somarDias(hoje, -3), animalId: ids.V1, dias: 1 });
  await evento({ ...tratamento, data: hoje, animalId: ids.V2, dias: 3 });
  // B1 four months old (due); B2 ten months old, never vaccinated (overdue: RB51 only)
  ids.B1 = await animal('B1', { categoria: 'Bezerro', dataNascimento: mesesAntes(hoje, 4) });
  ids.B2 = await animal('B2', { categoria: 'Novilha', dataNascimento: mesesAntes(hoje, 10) });
});

describe("Sanidade's alerts", () => {
  it("'Carência termina' the day before and on the day a withdrawal ends; 'Vacinação a fazer' for a heifer of 3–8 months", async () => {
    const lista = sanitarios(await alertas());
    const carencia = lista.find((a) => a.kind === 'carencia_termina');
    expect(carencia).toMatchObject({
      chave: `carencia_termina:${ids.V1}`,
      date: somarDias(hoje, 1),
      severity: 'info',
      link: '/dashboard/rebanho',
      novo: true,
      text: `Carência de leite da vaca V1 termina em ${formatData(somarDias(hoje, 1)).slice(0, 5)} (manhã): depois dessa ordenha o leite volta ao tanque.`,
    });
    // V2's withdrawal ends in 6 days: not yet
    expect(lista.filter((a) => a.kind === 'carencia_termina')).toHaveLength(1);
    const vacinas = lista.filter((a) => a.kind === 'vacinacao_a_fazer');
    expect(vacinas.map((a) => a.chave).sort()).toEqual(
      [`vacinacao_a_fazer:${ids.B1}`, `vacinacao_a_fazer:${ids.B2}`].sort(),
    );
    const b1 = vacinas.find((a) => a.chave.endsWith(ids.B1));
    expect(b1?.severity).toBe('info');
    expect(b1?.text).toMatch(
      /^Vacinação contra brucelose \(PNCEBT\) a fazer: bezerra B1, até \d\d\/\d\d\/\d{4} \(B19\)\.$/,
    );
    const b2 = vacinas.find((a) => a.chave.endsWith(ids.B2));
    expect(b2?.severity).toBe('warning');
    expect(b2?.text).toMatch(/em atraso: bezerra B2, .* — só RB51\.$/);
    // pushed: the vaccination whose last day is within a week, the withdrawal on the day it ends (not the day before)
    expect(deveNotificar({ kind: 'carencia_termina', date: somarDias(hoje, 1) }, hoje)).toBe(false);
    expect(deveNotificar({ kind: 'carencia_termina', date: hoje }, hoje)).toBe(true);
  });

  it('a vaccination recorded takes its alert away; a dismissed withdrawal alert stays dismissed', async () => {
    await evento({ tipo: 'Vacinação', vacina: 'Brucelose (B19)', data: hoje, animalId: ids.B1 });
    const antes = sanitarios(await alertas());
    expect(antes.map((a) => a.chave)).not.toContain(`vacinacao_a_fazer:${ids.B1}`);
    const carencia = antes.find((a) => a.kind === 'carencia_termina') as AlertaDoUsuario;
    const res = await f.t.request('POST', `/api/farms/${f.farmId}/alertas/dispensados`, {
      cookie: f.admin,
      body: { chave: carencia.chave, marca: carencia.marca },
    });
    expect(res.status).toBe(200);
    expect(sanitarios(await alertas()).map((a) => a.kind)).toEqual(['vacinacao_a_fazer']);
  });

  it('only a user whose groups open Sanidade sees them (an Operador, not a Gerente)', async () => {
    const operador = await f.t.createUser({
      email: 'operador.sanidade@teste.local',
      farmIds: [f.farmId],
      groupNames: ['Operadores'], // animals, appointments, health
    });
    const gerente = await f.t.createUser({
      email: 'gerente.sanidade@teste.local',
      farmIds: [f.farmId],
      groupNames: ['Gerentes'], // no health
    });
    const de = async (cookie: string) =>
      sanitarios(
        (
          await jsonComStatus<{ alertas: AlertaDoUsuario[] }>(
            await f.t.request('GET', `/api/farms/${f.farmId}/alertas`, { cookie }),
          )
        ).alertas,
      ).map((a) => a.kind);
    // the admin dismissed V1's; the Operador's marks are their own
    expect((await de(operador.cookie)).sort()).toEqual(['carencia_termina', 'vacinacao_a_fazer']);
    expect(await de(gerente.cookie)).toEqual([]);
  });
});
