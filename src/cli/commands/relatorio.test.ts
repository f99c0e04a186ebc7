/**
 * `leiteira relatorio` says 'sem dados' where the period has none (issue 22, item 6): run as an administrator would
 * (in the test process, as bin/leiteira.js runs it), on the file of an app whose farm has a few milkings and quality
 * samples.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { MSG_RELATORIO, type Relatorio, SEM_VALOR } from '../../domain/relatorios/schemas.ts';
import { analisesDeQualidade, animaisDoRebanho, ordenhas } from '../../server/db/schema/apontamentos.ts';
import { adminFixture } from '../../server/test/fixture.ts';
import { leiteira as cli } from '../test-cli.ts';

const f = adminFixture({ fazenda: 'Sítio da Linha de Comando' });

beforeAll(async () => {
  const db = f.t.database.db;
  const vaca = uuidv7();
  await db
    .insert(animaisDoRebanho)
    .values({ id: vaca, farmId: f.farmId, identificacao: 'V-1', categoria: 'Vaca Leiteira' });
  await db.insert(ordenhas).values([
    { id: uuidv7(), farmId: f.farmId, animalId: vaca, data: '2025-03-01', ordenha: 'Manhã', producao: 10 },
    { id: uuidv7(), farmId: f.farmId, animalId: vaca, data: '2025-03-01', ordenha: 'Tarde', producao: 8 },
  ]);
  await db.insert(analisesDeQualidade).values({
    id: uuidv7(),
    farmId: f.farmId,
    data: '2025-03-03',
    amostra: 'A1',
    gordura: 3.5,
    proteina: 3.1,
    ccs: 300,
    cbt: 20_000,
  });
});

/** `leiteira relatorio --fazenda <the farm> ...args` (in this process) on the fixture's database. */
const leiteira = (args: string[]) =>
  cli(['relatorio', '--fazenda', f.farmId, '--database', f.t.config.databaseUrl, ...args], {
    env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
  });

describe('leiteira relatorio, a period without data', { timeout: 120_000 }, () => {
  it('table: a day with no quality sample says so — no row of fat 0,00 % and CCS 0', async () => {
    const r = await leiteira(['--tipo', 'diario', '--categoria', 'qualidade', '--data', '2025-03-04']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Relatório diário — Qualidade do leite');
    expect(r.stdout).toMatch(
      new RegExp(`Data\\s+Amostra\\s+Gordura \\(%\\)[^\\n]*\\n[- ]+\\n${MSG_RELATORIO.vazio}\\n$`),
    );
    expect(r.stdout).not.toMatch(/Total|0,00%/);
  });

  it('the quality report with the IN 76/2018 geometric means: a month with no analysis is sem dados, never 0', async () => {
    const r = await leiteira([
      '--tipo',
      'anual',
      '--categoria',
      'qualidade-in76',
      '--ano',
      '2025',
      '--formato',
      'json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const rel = JSON.parse(r.stdout) as Relatorio;
    expect(rel.titulo).toBe('Relatório anual — Qualidade do leite — médias geométricas (IN 76/2018)');
    expect(rel.linhas).toHaveLength(12);
    expect(rel.linhas[0]).toMatchObject({ periodo: '01/2025', analises: null, ccs: null, ccsSituacao: 'sem dados' });
    // March's only analysis: the mean rests on 1 month of the 3 the rule needs
    expect(rel.linhas[2]).toMatchObject({ periodo: '03/2025', ccs: 300, meses: 1, ccsSituacao: 'Meses insuficientes' });
    const csv = await leiteira([
      '--tipo',
      'anual',
      '--categoria',
      'qualidade-in76',
      '--ano',
      '2025',
      '--formato',
      'csv',
    ]);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout).toContain('CCS, média geométrica de 3 meses');
  });

  it('json: no row, every total null', async () => {
    const r = await leiteira([
      '--tipo',
      'mensal',
      '--categoria',
      'qualidade',
      '--mes',
      '4',
      '--ano',
      '2025',
      '--formato',
      'json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const rel = JSON.parse(r.stdout) as Relatorio;
    expect(rel.linhas).toEqual([]);
    expect(rel.totais).toEqual({ gordura: null, proteina: null, ccs: null, cbt: null });
  });

  it('table: a month without a sample, an ordenha never milked, read —', async () => {
    const r = await leiteira(['--tipo', 'anual', '--categoria', 'qualidade', '--ano', '2025']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(`04/2025\\s+${SEM_VALOR}\\s+${SEM_VALOR}\\s+${SEM_VALOR}\\s+${SEM_VALOR}\\s+${SEM_VALOR}`),
    );
    expect(r.stdout).toMatch(/03\/2025\s+1\s+3,50%\s+3,10%\s+300\s+20\.000/);
    expect(r.stdout).toMatch(/Total\s+1\s+3,50%\s+3,10%\s+300\s+20\.000/);

    const producao = await leiteira(['--tipo', 'mensal', '--categoria', 'producao', '--mes', '3', '--ano', '2025']);
    expect(producao.stdout).toMatch(new RegExp(`01/03/2025\\s+1\\s+10,0\\s+8,0\\s+${SEM_VALOR}\\s+18,0\\s+18,0`));
    expect(producao.stdout).toMatch(new RegExp(`Total\\s+1\\s+10,0\\s+8,0\\s+${SEM_VALOR}\\s+18,0\\s+18,0`));
  });

  it("Sanidade's 'Leite descartado': produced, discarded, delivered; no milk income, so no price and no value", async () => {
    const r = await leiteira(['--tipo', 'mensal', '--categoria', 'leite-descartado', '--mes', '3', '--ano', '2025']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Relatório mensal — Leite descartado');
    expect(r.stdout).toContain('Preço do leite: sem dados (nenhuma receita de leite nos meses do período).');
    // 01/03: 10 + 8 L produced, nothing discarded, 18 L delivered, value — (no price)
    expect(r.stdout).toMatch(new RegExp(`01/03/2025\\s+18,0\\s+0,0\\s+18,0\\s+${SEM_VALOR}`));
  });
});
