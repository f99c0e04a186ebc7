import { beforeAll, expect } from 'vitest';
import { type AdminFixture, adminFixture } from '../../test/fixture.ts';
import { ADMIN, type TestContext } from '../../test/harness.ts';

export { ADMIN };

/** One app per test file with the people the access tests need (see adminFixture: call it at the top of the file). */
export interface FinanceiroFixture extends AdminFixture {
  base: string;
  /** 'Gerentes' on the sample farm: has the financial module. */
  gerente: string;
  gerentePassword: string;
  /** 'Operadores' on the sample farm: animals + appointments only. */
  operador: string;
  /** 'Gerentes' on another farm. */
  outraFazendaId: string;
  outro: string;
  /** 'Gerentes' on a farm that does not allow the financial module. */
  semModulo: string;
  semModuloFarmId: string;
}

export function financeiroFixture(): FinanceiroFixture {
  const f = adminFixture() as FinanceiroFixture;
  beforeAll(async () => {
    const { t, farmId } = f;
    const outraFazendaId = await t.createFarm('Fazenda Vizinha');
    const semModuloFarmId = await t.createFarm('Fazenda Sem Financeiro', ['animals', 'appointments']);
    const gerente = await t.createUser({ email: 'gerente@teste.local', farmIds: [farmId], groupNames: ['Gerentes'] });
    const operador = await t.createUser({ email: 'op@teste.local', farmIds: [farmId], groupNames: ['Operadores'] });
    const outro = await t.createUser({
      email: 'vizinho@teste.local',
      farmIds: [outraFazendaId],
      groupNames: ['Gerentes'],
    });
    const semModulo = await t.createUser({
      email: 'semmodulo@teste.local',
      farmIds: [semModuloFarmId],
      groupNames: ['Gerentes'],
    });
    Object.assign(f, {
      base: `/api/farms/${farmId}`,
      gerente: gerente.cookie,
      gerentePassword: 'senha123',
      operador: operador.cookie,
      outraFazendaId,
      outro: outro.cookie,
      semModulo: semModulo.cookie,
      semModuloFarmId,
    } satisfies Omit<FinanceiroFixture, keyof AdminFixture>);
  });
  return f;
}

export async function count(t: TestContext, table: string): Promise<number> {
  const r = await t.database.client.execute(`SELECT count(*) AS n FROM ${table}`);
  return Number(r.rows[0].n);
}

export async function auditActions(t: TestContext, entityId: string): Promise<string[]> {
  const r = await t.database.client.execute({
    sql: 'SELECT action FROM audit_log WHERE entity_id = ? ORDER BY id',
    args: [entityId],
  });
  return r.rows.map((row) => String(row.action));
}

export interface ErrorJson {
  error: { code: string; message: string; fields?: Record<string, string>; current?: Record<string, unknown> };
}

export async function expectError(res: Response, status: number): Promise<ErrorJson['error']> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (JSON.parse(text) as ErrorJson).error;
}

export async function json<T = Record<string, unknown>>(res: Response, status?: number): Promise<T> {
  const text = await res.text();
  if (status !== undefined) expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}
