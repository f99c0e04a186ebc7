/**
 * `leiteira exportar` / `leiteira importar` run as processes (node bin/leiteira.js) against a temporary database:
 * the round trip, Latin-1 input, --simular, the error table with exit code 1, and re-imports that add nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { migrateDatabase, openDatabase } from '../server/db/client.ts';
import { seedDatabase } from '../server/services/seed.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let dir: string;
let dbUrl: string;

function leiteira(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['bin/leiteira.js', ...args],
      { cwd: ROOT, env: { ...process.env, DATABASE_URL: dbUrl, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } },
      (error, stdout, stderr) =>
        done({
          code: error ? ((error as { code?: number }).code ?? 1) : 0,
          stdout: String(stdout),
          stderr: String(stderr),
        }),
    );
  });
}

async function contar(sql: string): Promise<number> {
  const database = await openDatabase(dbUrl);
  try {
    return Number((await database.client.execute(sql)).rows[0][0]);
  } finally {
    database.close();
  }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-csv-cli-'));
  dbUrl = `file:${join(dir, 'cli.db')}`;
  const database = await openDatabase(dbUrl);
  await migrateDatabase(database.db);
  await seedDatabase(database.db, { ...loadConfig({}), adminEmail: 'a@b.c', adminPassword: 'senha-admin-123' });
  database.close();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FAZENDA = ['--fazenda', 'Fazenda Modelo'];

describe('leiteira importar / exportar', () => {
  it('imports a Latin-1 herd file, then milkings by brinco; exports them in pt-BR; re-import adds nothing', {
    timeout: 180_000,
  }, async () => {
    const rebanho = join(dir, 'rebanho.csv');
    // Excel's "CSV (separado por vírgulas)" in Portuguese: windows-1252, ';'
    writeFileSync(
      rebanho,
      Buffer.from(
        'Identificação;Nome;Categoria;Raça\r\n10;Mimosa;Vaca Leiteira;Girolando\r\n11;Estrela;Vaca Leiteira;Gir\r\n',
        'latin1',
      ),
    );
    const a = await leiteira(['importar', 'rebanho', rebanho, ...FAZENDA]);
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    expect(a.stdout).toContain('2 novos, 0 atualizados, 0 sem alteração');
    expect(await contar(`SELECT count(*) FROM animals WHERE raca = 'Girolando' AND identificacao = '10'`)).toBe(1);

    const prod = join(dir, 'producao.csv');
    writeFileSync(prod, 'data,animal,ordenha,producao\n2025-06-01,10,Manhã,12.5\n2025-06-01,11,Manhã,9\n');
    const sim = await leiteira(['importar', 'producao', prod, ...FAZENDA, '--simular']);
    expect(sim.code).toBe(0);
    expect(sim.stdout).toContain('Simulação: nada foi gravado.');
    expect(await contar('SELECT count(*) FROM milk_records')).toBe(0);

    expect((await leiteira(['importar', 'producao', prod, ...FAZENDA])).code).toBe(0);
    expect(await contar('SELECT count(*) FROM milk_records')).toBe(2);
    const again = await leiteira(['importar', 'producao', prod, ...FAZENDA]);
    expect(again.stdout).toContain('0 novos, 0 atualizados, 2 sem alteração');
    expect(await contar('SELECT count(*) FROM milk_records')).toBe(2);

    const saida = join(dir, 'exportado.csv');
    const exp = await leiteira(['exportar', 'producao', ...FAZENDA, '--saida', saida]);
    expect(exp.code).toBe(0);
    expect(exp.stdout).toContain('2 linhas gravadas');
    const csv = readFileSync(saida, 'utf8');
    expect(csv.startsWith('\uFEFFData;Animal;Ordenha;Produção (L);ID\r\n')).toBe(true);
    expect(csv).toContain('01/06/2025;10;Manhã;12,5;');
    expect((await leiteira(['exportar', 'producao', ...FAZENDA, '--saida', saida])).stderr).toContain('já existe');

    // the exported file back: matched by ID, nothing new
    const back = await leiteira(['importar', 'producao', saida, ...FAZENDA]);
    expect(back.stdout).toContain('0 novos, 0 atualizados, 2 sem alteração');
  });

  it('an invalid file prints the error table, exits 1 and writes nothing', { timeout: 120_000 }, async () => {
    const ruim = join(dir, 'ruim.csv');
    writeFileSync(ruim, 'Data;Animal;Ordenha;Produção (L)\n32/01/2025;10;Manhã;10\n02/01/2025;99;Manhã;10\n');
    const antes = await contar('SELECT count(*) FROM audit_log');
    const r = await leiteira(['importar', 'producao', ruim, ...FAZENDA]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/Linha\s+Coluna\s+Valor\s+Mensagem/);
    expect(r.stderr).toMatch(/2\s+Data\s+32\/01\/2025\s+Data inválida/);
    expect(r.stderr).toMatch(/3\s+Animal\s+99\s+Animal não encontrado nesta fazenda: 99\./);
    expect(r.stderr).toContain('Erro: 2 erros em');
    expect(r.stderr).not.toMatch(/at \w+ \(|node:internal/);
    expect(await contar('SELECT count(*) FROM audit_log')).toBe(antes);
    expect(await contar(`SELECT count(*) FROM milk_records WHERE data = '2025-01-02'`)).toBe(0);

    const desconhecida = await leiteira(['exportar', 'vacinas', ...FAZENDA]);
    expect(desconhecida.code).toBe(1);
    expect(desconhecida.stderr).toContain('Não sei importar "vacinas"');
  });
});
