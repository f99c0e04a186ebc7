/**
 * inserirLinhas writes what drizzle's `insert(table).values(rows).returning()` writes and answers, on every path of a
 * value: given, null, absent with a static default ('Pendente'), absent with an SQL default (created_at), absent
 * with none (NULL), a JSON column, in parts that cross its fixed statement sizes (128, 64, …, 1: 300 rows are 5 parts).
 */
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { adminFixture } from '../test/fixture.ts';
import { inserirLinhas } from './linhas.ts';
import { contasPagar } from './schema/financeiro.ts';
import { auditLog } from './schema/platform.ts';

const f = adminFixture();
const DESFAZ = new Error('desfaz');

/** `escrever`'s answer and the stored rows (timestamps apart: each write has its own now), then rolled back. */
async function escritoPor(
  table: typeof contasPagar | typeof auditLog,
  linhas: Record<string, unknown>[],
  escrever: (tx: object) => Promise<Record<string, unknown>[]>,
) {
  const { db } = f.t.database;
  let saida: { devolvidas: unknown[]; guardadas: unknown[] } | undefined;
  const semHoras = ({ createdAt, updatedAt, ...resto }: Record<string, unknown>) => {
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(updatedAt).toBe(createdAt);
    return resto;
  };
  await db
    .transaction(async (tx) => {
      const devolvidas = (await escrever(tx)).map(semHoras);
      const ids = linhas.map((l) => String(l.id));
      const guardadas = (await tx.select().from(table).where(inArray(table.id, ids))).map((r) =>
        semHoras(r as Record<string, unknown>),
      );
      guardadas.sort((a, b) => ids.indexOf(String(a.id)) - ids.indexOf(String(b.id)));
      saida = { devolvidas, guardadas };
      throw DESFAZ;
    })
    .catch((e) => {
      if (e !== DESFAZ) throw e;
    });
  return saida;
}

const talvez = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.option(arb, { nil: null }), { nil: undefined });
const contas = fc.array(
  fc.record({
    data_vencimento: fc.constantFrom('2025-01-31', '2025-02-28'),
    fornecedor: fc.string({ maxLength: 12 }),
    descricao: fc.string({ maxLength: 12 }),
    categoria: fc.constant('Alimentação'),
    valor: fc.integer({ min: 1, max: 10_000_000 }),
    status: fc.option(fc.constantFrom('Pendente' as const, 'Pago' as const), { nil: undefined }),
    data_baixa: talvez(fc.constant('2025-02-01')),
    conta_bancaria: talvez(fc.string({ maxLength: 8 })),
  }),
  { minLength: 1, maxLength: 300 },
);
const auditorias = fc.array(
  fc.record({
    entity: fc.constantFrom('ordenha', 'conta_pagar'),
    action: fc.constantFrom('create', 'update'),
    userId: talvez(fc.constant('u1')),
    before: talvez(fc.jsonValue()),
    after: fc.jsonValue(),
  }),
  { minLength: 1, maxLength: 160 },
);
const semIndefinidos = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

describe('inserirLinhas, the kernel’s multi-row INSERT (issue 40)', () => {
  it('property: the bills it writes and answers are the ones drizzle writes and answers', async () => {
    await fc.assert(
      fc.asyncProperty(contas, async (geradas) => {
        const linhas = geradas.map((g) => ({ ...semIndefinidos(g), id: uuidv7(), farmId: f.farmId }));
        const porDrizzle = await escritoPor(contasPagar, linhas, (tx) =>
          (tx as typeof f.t.database.db)
            .insert(contasPagar)
            .values(linhas as (typeof contasPagar.$inferInsert)[])
            .returning(),
        );
        const porAqui = await escritoPor(contasPagar, linhas, (tx) =>
          inserirLinhas(tx, contasPagar, linhas, { devolver: true }),
        );
        expect(porAqui).toEqual(porDrizzle);
        expect(porAqui?.devolvidas).toHaveLength(linhas.length);
      }),
      { numRuns: 25 },
    );
  });

  it('property: audit rows (JSON before/after, absent or null) are written as drizzle writes them', async () => {
    await fc.assert(
      fc.asyncProperty(auditorias, async (geradas) => {
        const linhas = geradas.map((g) => ({
          ...semIndefinidos(g),
          id: uuidv7(),
          at: new Date().toISOString(),
          farmId: f.farmId,
          entityId: uuidv7(),
        }));
        const porDrizzle = await escritoPor(auditLog, linhas, async (tx) => {
          await (tx as typeof f.t.database.db).insert(auditLog).values(linhas as (typeof auditLog.$inferInsert)[]);
          return [];
        });
        const porAqui = await escritoPor(auditLog, linhas, async (tx) => inserirLinhas(tx, auditLog, linhas));
        expect(porAqui).toEqual(porDrizzle);
      }),
      { numRuns: 25 },
    );
  });

  it('speaks to the libSQL client under drizzle (so a drizzle upgrade that moves it fails here, not in production)', async () => {
    const { db } = f.t.database;
    const id = uuidv7();
    let enviados = 0;
    const cliente = (db as unknown as { session: { client: { execute: (...a: unknown[]) => unknown } } }).session
      .client;
    const original = cliente.execute;
    cliente.execute = (...a: unknown[]) => {
      enviados++;
      return original.apply(cliente, a);
    };
    try {
      const [conta] = await inserirLinhas<typeof contasPagar.$inferSelect>(
        db,
        contasPagar,
        [
          {
            id,
            farmId: f.farmId,
            data_vencimento: '2025-01-31',
            fornecedor: 'Coop',
            descricao: 'Ração',
            categoria: 'X',
            valor: 1,
          },
        ],
        { devolver: true },
      );
      expect(conta).toMatchObject({ id, status: 'Pendente', data_baixa: null });
      expect(enviados).toBe(1);
    } finally {
      cliente.execute = original;
      await db.delete(contasPagar).where(eq(contasPagar.id, id));
    }
  });
});
