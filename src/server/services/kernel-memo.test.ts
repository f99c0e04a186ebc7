/**
 * enquantoNadaMudar (kernel.ts): a read answered from memory until the database changes — by this process's
 * transactions, by its writes outside one, or by another connection (the CLI). The list's totals use it (issue 40).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { openDatabase } from '../db/client.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { enquantoNadaMudar } from './kernel.ts';

let t: TestContext;
let farmId: string;
beforeAll(async () => {
  t = await createTestContext();
  farmId = await t.sampleFarmId();
});
afterAll(() => t.close());

const conta = (valor: number) => ({
  sql: `INSERT INTO contas_pagar (id, farm_id, data_vencimento, fornecedor, descricao, categoria, valor)
        VALUES (?, ?, '2025-01-10', 'Agropecuária Boa Vista', 'Ração', 'Alimentação', ?)`,
  args: [uuidv7(), farmId, valor],
});

describe('a read kept until the database changes', () => {
  it('reads once while nothing is written, again after each kind of write', async () => {
    let leituras = 0;
    const ler = () => enquantoNadaMudar(t.database.db, 'teste', async () => ++leituras);
    expect(await ler()).toBe(1);
    expect(await ler()).toBe(1);
    // a write of this process outside a transaction (the connection that reads): total_changes()
    await t.database.client.execute(conta(100));
    expect(await ler()).toBe(2);
    expect(await ler()).toBe(2);
    // a transaction of this process (a connection of its own): data_version
    const tx = await t.database.client.transaction('write');
    await tx.execute(conta(200));
    await tx.commit();
    expect(await ler()).toBe(3);
    // another process on the same file (the CLI): data_version
    const outro = await openDatabase(t.config.databaseUrl);
    try {
      await outro.client.execute(conta(300));
    } finally {
      outro.close();
    }
    expect(await ler()).toBe(4);
    expect(await ler()).toBe(4);
  });

  it("the list's totals follow every write, by the API and by another connection", async () => {
    const cookie = await t.adminCookie();
    const totais = async () => {
      const res = await t.request('GET', `/api/farms/${farmId}/contas-pagar`, { cookie });
      expect(res.status).toBe(200);
      return ((await res.json()) as { totais: { quantidade: number; total: number } }).totais;
    };
    const antes = await totais();
    expect(await totais()).toEqual(antes);
    const outro = await openDatabase(t.config.databaseUrl);
    try {
      await outro.client.execute(conta(1234));
    } finally {
      outro.close();
    }
    const depois = await totais();
    expect(depois.quantidade).toBe(antes.quantidade + 1);
    expect(depois.total).toBe(antes.total + 1234);
    const criada = await t.request('POST', `/api/farms/${farmId}/contas-pagar`, {
      cookie,
      body: {
        id: uuidv7(),
        data_vencimento: '2025-02-10',
        fornecedor: 'Agropecuária Boa Vista',
        descricao: 'Sal mineral',
        categoria: 'Alimentação',
        valor: 500,
      },
    });
    expect(criada.status).toBe(201);
    expect((await totais()).total).toBe(antes.total + 1234 + 500);
  });
});
