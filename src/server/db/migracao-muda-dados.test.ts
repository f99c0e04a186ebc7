/**
 * The rule for a copy before an upgrade (issue 40, item 5): a migration that only adds structure — tables, indexes,
 * triggers, views, columns — changes no row, and the start migrates it without copying a 1.8 GB file first; any other
 * statement counts as changing data. Properties over generated statements, and this code's own migrations as worked
 * examples.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupAntesDeAtualizar } from '../services/backup.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { algumaMudaDados, type Migracao, migracaoMudaDados, migracoesDoCodigo } from './versao.ts';

const BREAK = '\n--> statement-breakpoint\n';
const nome = fc.stringMatching(/^[a-z_][a-z0-9_]{0,12}$/);
/** Statements that change no row, as drizzle-kit and the hand-written migrations spell them. */
const soEsquema = fc.oneof(
  nome.map((t) => `CREATE TABLE \`${t}\` (\n\t\`id\` integer PRIMARY KEY NOT NULL\n);`),
  fc.tuple(nome, nome).map(([i, t]) => `CREATE UNIQUE INDEX \`${i}\` ON \`${t}\` (\`id\`);`),
  fc.tuple(nome, nome).map(([i, t]) => `CREATE INDEX IF NOT EXISTS ${i} ON ${t}(id, dia);`),
  fc
    .tuple(nome, nome)
    .map(
      ([g, t]) =>
        `-- mantém a soma\nCREATE TRIGGER ${g} AFTER INSERT ON ${t} BEGIN\n  UPDATE x SET n = n + 1;\n  DELETE FROM y WHERE 0;\nEND;`,
    ),
  nome.map((g) => `DROP TRIGGER IF EXISTS ${g};`),
  nome.map((i) => `DROP INDEX \`${i}\`;`),
  nome.map((t) => `ALTER TABLE \`${t}\` ADD \`coluna\` integer DEFAULT 0 NOT NULL;`),
);
/** Statements that change (or may change) rows. */
const mudaDados = fc.oneof(
  nome.map((t) => `INSERT INTO ${t} (id) SELECT id FROM outra;`),
  nome.map((t) => `UPDATE ${t} SET n = 0;`),
  nome.map((t) => `DELETE FROM ${t} WHERE id IN (SELECT id FROM x);`),
  nome.map((t) => `DROP TABLE \`${t}\`;`),
  nome.map((t) => `ALTER TABLE \`${t}\` DROP COLUMN \`c\`;`),
  nome.map((t) => `CREATE TABLE ${t} AS SELECT * FROM records;`),
  fc.constant('PRAGMA foreign_keys=OFF;'),
  fc.constant('WITH d AS (SELECT 1) DELETE FROM records WHERE id IN (SELECT * FROM d);'),
);

describe('which migrations change data', () => {
  it('a migration of only tables, indexes, triggers and columns changes none', () => {
    fc.assert(
      fc.property(fc.array(soEsquema, { minLength: 1, maxLength: 8 }), (st) => !migracaoMudaDados(st.join(BREAK))),
    );
  });

  it('one data statement anywhere among them makes the whole migration change data', () => {
    fc.assert(
      fc.property(fc.array(soEsquema, { maxLength: 6 }), mudaDados, fc.nat(), (st, dado, onde) => {
        const todas = [...st];
        todas.splice(onde % (st.length + 1), 0, dado);
        return migracaoMudaDados(todas.join(BREAK));
      }),
    );
  });

  it("this code's migrations, by hand: a new index is schema only, a backfill changes data", () => {
    const tags = migracoesDoCodigo().map((m) => m.tag);
    const muda = (tag: string) => algumaMudaDados([{ tag, when: 0 }]);
    // 0004: DROP INDEX + CREATE INDEX (a better index for the finance totals): no row changes.
    expect(muda('0004_finance_totals_index')).toBe(false);
    // 0007: ALTER TABLE categorias_financeiras ADD grupo_custo: rows read the default.
    expect(muda('0007_finance_cost_group')).toBe(false);
    // 0009: WITH … DELETE of the duplicated milkings before the unique index: changes data.
    expect(muda('0009_records_ordenha_unica')).toBe(true);
    // 0014: CREATE TABLE milk_dias, triggers, then INSERT … SELECT of the sums from the records: changes data.
    expect(muda('0014_painel_milk_dias')).toBe(true);
    // 0015: DROP TRIGGER + CREATE TRIGGER (their bodies hold INSERT/DELETE, run on later writes): none.
    expect(muda('0015_milk_semanas_indice_da_vaca')).toBe(false);
    expect(tags).toContain('0015_milk_semanas_indice_da_vaca');
    // 0022: milk_semanas' triggers replaced by ones that add and subtract: no copy at the first start either
    expect(muda('0022_apontamentos_milk_semanas_incremental')).toBe(false);
  });
});

describe('the copy before an upgrade', () => {
  let t: TestContext;
  beforeEach(async () => {
    t = await createTestContext();
  });
  afterEach(() => t.close());

  const pendentes = (...tags: string[]): Migracao[] => tags.map((tag) => ({ tag, when: 0 }));
  const copias = (pasta: string) => readdirSync(pasta).filter((n) => n.startsWith('antes-de-atualizar-'));

  it('is made when a pending migration changes data, and is a consistent copy that opens', async () => {
    const pasta = join(t.dir, 'copias');
    mkdirSync(pasta);
    const versao = {
      atual: '0013_fazendas_copia',
      pendentes: pendentes('0014_painel_milk_dias', '0015_milk_semanas_indice_da_vaca'),
    };
    const info = await backupAntesDeAtualizar({ databaseUrl: t.config.databaseUrl, backupDir: pasta }, versao, true);
    expect(copias(pasta)).toEqual([info?.arquivo.split('/').pop()]);
    const c = createClient({ url: `file:${info?.arquivo}` });
    try {
      expect((await c.execute('PRAGMA integrity_check')).rows[0][0]).toBe('ok');
      expect(Number((await c.execute('SELECT count(*) AS n FROM farms')).rows[0].n)).toBe(1);
    } finally {
      c.close();
    }
  });

  it('is not made when the pending migrations only add structure', async () => {
    const pasta = join(t.dir, 'copias');
    mkdirSync(pasta);
    const versao = { atual: '0014_painel_milk_dias', pendentes: pendentes('0015_milk_semanas_indice_da_vaca') };
    expect(
      await backupAntesDeAtualizar({ databaseUrl: t.config.databaseUrl, backupDir: pasta }, versao, true),
    ).toBeNull();
    expect(copias(pasta)).toEqual([]);
  });
});
