/**
 * The lab's individual test-day file of 300 cows through `leiteira importar controle-leiteiro` (issue 39 §5): the lab's
 * own headers matched by name, a bad row refused with the error table and nothing written, then the whole file
 * stored; `leiteira exportar controle-leiteiro` gives the 300 results back, newest first as the list.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/client.ts';
import { copiaDoModelo } from '../server/test/harness.ts';
import { leiteira as cli } from './test-cli.ts';

let dir: string;
let dbUrl: string;
const leiteira = (args: string[]) => cli(args, { env: { DATABASE_URL: dbUrl, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });
const FAZENDA = ['--fazenda', 'Fazenda Modelo'];

async function contar(sql: string): Promise<number> {
  const database = await openDatabase(dbUrl);
  try {
    return Number((await database.client.execute(sql)).rows[0][0]);
  } finally {
    database.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-sanidade-cli-'));
  dbUrl = `file:${join(dir, 'cli.db')}`;
  // the worker's migrated and seeded template (harness.ts): a file copy, not a migration and a production-cost hash
  await copiaDoModelo(join(dir, 'cli.db'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('leiteira importar controle-leiteiro', () => {
  it('imports the lab’s file of 300 cows; a row of an unknown cow first refuses the whole file', {
    timeout: 180_000,
  }, async () => {
    const brincos = Array.from({ length: 300 }, (_, i) => `L${1000 + i}`);
    const rebanho = join(dir, 'rebanho.csv');
    writeFileSync(
      rebanho,
      ['Identificação;Categoria;Data de nascimento', ...brincos.map((b) => `${b};Vaca Leiteira;01/01/2020`)].join(
        '\r\n',
      ),
    );
    expect((await leiteira(['importar', 'rebanho', rebanho, ...FAZENDA])).code).toBe(0);

    const linhas = brincos.map((b, i) => `${b};15/10/2025;${20 + (i % 10)},5;3,6;3,2;${100 + i * 3}`);
    const cabecalho = 'Brinco;Data do controle;Leite (kg);Gordura;Proteína;CCS';
    const ruim = join(dir, 'laboratorio-ruim.csv');
    writeFileSync(ruim, [cabecalho, ...linhas, 'X999;15/10/2025;20;3;3;150'].join('\r\n'));
    const recusado = await leiteira(['importar', 'controle-leiteiro', ruim, ...FAZENDA]);
    expect(recusado.code).toBe(1);
    expect(recusado.stderr).toContain('302');
    expect(recusado.stderr).toContain('Animal não encontrado nesta fazenda');
    expect(await contar('SELECT count(*) FROM health_test_days')).toBe(0);

    const bom = join(dir, 'laboratorio.csv');
    writeFileSync(bom, [cabecalho, ...linhas].join('\r\n'));
    const r = await leiteira(['importar', 'controle-leiteiro', bom, ...FAZENDA]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Controle leiteiro: 300 linhas');
    expect(await contar('SELECT count(*) FROM health_test_days')).toBe(300);
    // the last cow: 100 + 299 × 3 = 997 thousand cells/mL
    expect(await contar('SELECT ccs FROM health_test_days WHERE ccs = 997')).toBe(997);

    const exportado = await leiteira(['exportar', 'controle-leiteiro', ...FAZENDA]);
    expect(exportado.code).toBe(0);
    expect(exportado.stdout.split('\r\n').filter((l) => l.startsWith('15/10/2025;L'))).toHaveLength(300);
  });
});
