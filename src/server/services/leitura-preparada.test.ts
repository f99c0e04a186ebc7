import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { ROW_VALUES } from '../db/file-client.ts';
import { contasPagar } from '../db/schema/financeiro.ts';
import { fazendas, usuarios } from '../db/schema/platform.ts';
import { adminFixture, jsonComStatus } from '../test/fixture.ts';
import { linhasDe } from './kernel.ts';

const f = adminFixture();

describe('the bills list, the hot read of a farm screen (issue 28)', () => {
  it('builds its SQL on the first read of a filter shape only; later reads bind values', async () => {
    const { db } = f.t.database;
    await f.t.database.client.execute({
      sql: `INSERT INTO contas_pagar (id, farm_id, data_vencimento, fornecedor, descricao, categoria, valor)
            VALUES (?, ?, '2025-03-10', 'Coop', 'Ração', 'Alimentação', 100)`,
      args: [uuidv7(), f.farmId],
    });
    const dialect = (db as unknown as { dialect: { sqlToQuery: (...a: unknown[]) => unknown } }).dialect;
    const original = dialect.sqlToQuery;
    let construcoes = 0;
    dialect.sqlToQuery = (...a: unknown[]) => {
      construcoes++;
      return original.apply(dialect, a);
    };
    try {
      const ler = async (qs: string) =>
        jsonComStatus<{ itens: unknown[] }>(
          await f.t.request('GET', `/api/farms/${f.farmId}/contas-pagar${qs}`, { cookie: f.admin }),
        );
      await ler('');
      await ler('?status=Pendente');
      construcoes = 0;
      const lista = await ler('');
      const pendentes = await ler('?status=Pendente&pagina=1');
      expect(lista.itens).toHaveLength(1);
      expect(pendentes.itens).toHaveLength(1);
      expect(construcoes).toBe(0);
      expect((await ler('?status=Pago')).itens).toHaveLength(0); // same shape, another value
      expect(construcoes).toBe(0);
    } finally {
      dialect.sqlToQuery = original;
    }
  });

  it('linhasDe builds the rows drizzle builds, decoded columns (boolean, JSON, real) included', async () => {
    const { db } = f.t.database;
    for (const table of [contasPagar, usuarios, fazendas] as const) {
      const consulta = db.select().from(table);
      const esperado = await consulta.all();
      const linhas = linhasDe(table)(await db.select().from(table).values());
      expect(linhas).toEqual(esperado);
      expect(linhas.map((l) => Object.keys(l as object))).toEqual(esperado.map((e) => Object.keys(e)));
    }
    const admin = linhasDe<{ isAdmin: unknown }>(usuarios)(
      await db.select().from(usuarios).where(eq(usuarios.isAdmin, true)).values(),
    );
    expect(admin[0].isAdmin).toBe(true);
  });
});

describe("the file client's rows", () => {
  it('give linhasDe their plain values, and still spread, serialise and list their keys as before', async () => {
    const r = await f.t.database.client.execute({
      sql: 'SELECT id, name, 7 AS sete FROM farms WHERE id = ?',
      args: [f.farmId],
    });
    const linha = r.rows[0];
    expect(Object.keys(linha)).toEqual(['id', 'name', 'sete']);
    expect(JSON.parse(JSON.stringify(linha))).toEqual({ id: f.farmId, name: linha.name, sete: 7 });
    expect({ ...linha }).toEqual({ id: f.farmId, name: linha.name, sete: 7 });
    expect((linha as unknown as Record<symbol, unknown>)[ROW_VALUES]).toEqual([linha[0], linha[1], linha[2]]);
  });
});
