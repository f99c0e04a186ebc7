/**
 * An empty period is 'sem dados', never zero (issue 22, item 6): what the JSON, the CSV, the Excel workbook (read
 * back with exceljs) and the PDF (read back with pdftotext) say of a period with no rows, and of a period whose
 * days or months lack samples or milkings.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { CATEGORIAS, MSG_RELATORIO, type Relatorio, SEM_VALOR } from '../../domain/relatorios/schemas.ts';
import { analisesDeQualidade, animaisDoRebanho, ordenhas } from '../db/schema/apontamentos.ts';
import { adminFixture } from '../test/fixture.ts';

const f = adminFixture({ fazenda: 'Sítio das Amostras' });
let vazia: string;

beforeAll(async () => {
  vazia = await f.t.createFarm('Sítio Vazio');
  // Rows straight into the file: these tests are about what the reports say of the data, whatever path brought it.
  const db = f.t.database.db;
  const vaca = uuidv7();
  await db
    .insert(animaisDoRebanho)
    .values({ id: vaca, farmId: f.farmId, identificacao: 'V-1', categoria: 'Vaca Leiteira' });
  await db.insert(ordenhas).values(
    [
      ['2025-03-01', 'Manhã', 10],
      ['2025-03-01', 'Tarde', 8],
      ['2025-03-02', 'Manhã', 12],
      ['2025-05-20', 'Manhã', 9],
    ].map(([data, ordenha, producao]) => ({
      id: uuidv7(),
      farmId: f.farmId,
      animalId: vaca,
      data: data as string,
      ordenha: ordenha as 'Manhã' | 'Tarde',
      producao: producao as number,
    })),
  );
  await db.insert(analisesDeQualidade).values(
    [
      ['2025-03-03', 'A1', 3.5, 3.1, 300, 20_000],
      ['2025-03-17', 'A2', 3.9, 3.3, 500, 40_000],
      ['2025-05-10', 'A3', 4.0, 3.2, 200, 10_000],
    ].map(([data, amostra, gordura, proteina, ccs, cbt]) => ({
      id: uuidv7(),
      farmId: f.farmId,
      data: data as string,
      amostra: amostra as string,
      gordura: gordura as number,
      proteina: proteina as number,
      ccs: ccs as number,
      cbt: cbt as number,
    })),
  );
});

const url = (farmId: string, q: string) => `/api/farms/${farmId}/relatorios?${q}`;
const pedir = (farmId: string, q: string) => f.t.request('GET', url(farmId, q), { cookie: f.admin });

async function json(farmId: string, q: string): Promise<Relatorio> {
  const res = await pedir(farmId, q);
  expect(res.status).toBe(200);
  return (await res.json()) as Relatorio;
}
async function csv(farmId: string, q: string): Promise<string[][]> {
  const texto = await (await pedir(farmId, `${q}&formato=csv`)).text();
  return Papa.parse<string[]>(texto.replace(/^\uFEFF/, ''), { delimiter: ';' }).data;
}
async function xlsx(farmId: string, q: string): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await (await pedir(farmId, `${q}&formato=xlsx`)).arrayBuffer());
  return wb.getWorksheet('Relatório') as ExcelJS.Worksheet;
}
const pastaPdf = mkdtempSync(join(tmpdir(), 'relatorio-sem-dados-'));
async function pdf(farmId: string, q: string): Promise<string> {
  const arquivo = join(pastaPdf, `${uuidv7()}.pdf`);
  writeFileSync(arquivo, Buffer.from(await (await pedir(farmId, `${q}&formato=pdf`)).arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' });
}

/** Every cell of a sheet, by address. */
function celulas(ws: ExcelJS.Worksheet): Map<string, ExcelJS.CellValue> {
  const m = new Map<string, ExcelJS.CellValue>();
  ws.eachRow((row) => {
    row.eachCell((cell) => {
      m.set(cell.address, cell.value);
    });
  });
  return m;
}
const formula = (v: ExcelJS.CellValue): v is ExcelJS.CellFormulaValue =>
  typeof v === 'object' && v !== null && 'formula' in v;

const DIA_SEM_AMOSTRA = 'tipo=diario&categoria=qualidade&data=2025-03-04';
const MES_SEM_AMOSTRA = 'tipo=mensal&categoria=qualidade&mes=4&ano=2025';
const ANO_DE_QUALIDADE = 'tipo=anual&categoria=qualidade&ano=2025';
const MES_DE_PRODUCAO = 'tipo=mensal&categoria=producao&mes=3&ano=2025';

describe('a day or month with no quality sample', () => {
  it('JSON: no rows, and every total null (not fat 0 % and CCS 0)', async () => {
    for (const q of [DIA_SEM_AMOSTRA, MES_SEM_AMOSTRA]) {
      const rel = await json(f.farmId, q);
      expect(rel.linhas).toEqual([]);
      expect(rel.totais).toEqual({ gordura: null, proteina: null, ccs: null, cbt: null });
    }
  });

  it('CSV: says there is no record, with no totals row', async () => {
    const linhas = await csv(f.farmId, DIA_SEM_AMOSTRA);
    const cabecalho = linhas.findIndex((l) => l[0] === 'Data');
    expect(linhas[cabecalho]).toEqual([
      'Data',
      'Amostra',
      'Gordura (%)',
      'Proteína (%)',
      'CCS (mil cél./mL)',
      'CBT (UFC/mL)',
    ]);
    expect(linhas[cabecalho + 1]).toEqual([MSG_RELATORIO.vazio]);
    expect(linhas.slice(cabecalho + 2).filter((l) => l.join('') !== '')).toEqual([]);
    expect(linhas.flat()).not.toContain('Total');
  });

  it('Excel: the message under the header, no totals row and no formula (today =SUM(E7:E6) sat in E7)', async () => {
    const ws = await xlsx(f.farmId, DIA_SEM_AMOSTRA);
    expect(ws.getCell('A6').value).toBe('Data');
    expect(ws.getCell('A7').value).toBe(MSG_RELATORIO.vazio);
    expect(ws.rowCount).toBe(7);
    expect([...celulas(ws).values()].filter(formula)).toEqual([]);
  });

  it('PDF: says there is no record, and no totals line', async () => {
    const texto = await pdf(f.farmId, DIA_SEM_AMOSTRA);
    expect(texto).toContain(MSG_RELATORIO.vazio);
    expect(texto).not.toMatch(/^\s*Total\b/m);
    expect(texto).not.toMatch(/0,00%/);
  });
});

describe('a month whose days lack quality samples', () => {
  it('lists each sample with its decimals; the totals are the means of the samples, not of the days', async () => {
    const q = 'tipo=mensal&categoria=qualidade&mes=3&ano=2025';
    const rel = await json(f.farmId, q);
    expect(rel.linhas.map((l) => l.data)).toEqual(['2025-03-03', '2025-03-17']);
    expect(rel.totais).toEqual({ gordura: 3.7, proteina: 3.2, ccs: 400, cbt: 30_000 });
    const linhas = await csv(f.farmId, q);
    const cabecalho = linhas.findIndex((l) => l[0] === 'Data');
    // The CSV wrote a percentage with no decimals: fat 3,50 % came out as '4'.
    expect(linhas[cabecalho + 1]).toEqual(['03/03/2025', 'A1', '3,50', '3,10', '300', '20000']);
    expect(linhas[cabecalho + 3]).toEqual(['Total', '', '3,70', '3,20', '400', '30000']);
  });
});

describe('a year whose months lack quality samples', () => {
  it('JSON: one line per month; a month without a sample has null means, the totals the mean of the others', async () => {
    const rel = await json(f.farmId, ANO_DE_QUALIDADE);
    expect(rel.linhas).toHaveLength(12);
    expect(rel.linhas[2]).toEqual({
      periodo: '03/2025',
      amostras: 2,
      gordura: 3.7,
      proteina: 3.2,
      ccs: 400,
      cbt: 30_000,
    });
    expect(rel.linhas[3]).toEqual({
      periodo: '04/2025',
      amostras: null,
      gordura: null,
      proteina: null,
      ccs: null,
      cbt: null,
    });
    expect(rel.linhas[4]).toEqual({
      periodo: '05/2025',
      amostras: 1,
      gordura: 4,
      proteina: 3.2,
      ccs: 200,
      cbt: 10_000,
    });
    expect(rel.totais).toEqual({ amostras: 3, gordura: 3.85, proteina: 3.2, ccs: 300, cbt: 20_000 });
  });

  it('CSV: a month without a sample says —, the totals row the means of the months that have one', async () => {
    const linhas = await csv(f.farmId, ANO_DE_QUALIDADE);
    const cabecalho = linhas.findIndex((l) => l[0] === 'Mês');
    expect(linhas[cabecalho + 3]).toEqual(['03/2025', '2', '3,70', '3,20', '400', '30000']);
    expect(linhas[cabecalho + 4]).toEqual(['04/2025', SEM_VALOR, SEM_VALOR, SEM_VALOR, SEM_VALOR, SEM_VALOR]);
    expect(linhas[cabecalho + 13]).toEqual(['Total', '3', '3,85', '3,20', '300', '20000']);
  });

  it('Excel: numbers typed as numbers, — as text, the totals over exactly the month rows', async () => {
    const ws = await xlsx(f.farmId, ANO_DE_QUALIDADE);
    expect(ws.getCell('A6').value).toBe('Mês');
    // a percentage is the fraction with a % format (3,70 % is 0,037), which Excel reads and sums as a percentage
    expect(ws.getCell('C9').value).toBe(0.037);
    expect(ws.getCell('C9').numFmt).toContain('%');
    expect(ws.getCell('E9').value).toBe(400);
    expect(ws.getCell('C10').value).toBe(SEM_VALOR);
    expect(ws.getCell('B19').value).toMatchObject({ formula: 'SUM(B7:B18)', result: 3 });
    expect(ws.getCell('C19').value).toMatchObject({ formula: 'AVERAGE(C7:C18)', result: 0.0385 });
    expect(ws.getCell('E19').value).toMatchObject({ formula: 'AVERAGE(E7:E18)', result: 300 });
  });

  it('PDF: a month without a sample reads —', async () => {
    const texto = await pdf(f.farmId, ANO_DE_QUALIDADE);
    expect(texto).toMatch(/04\/2025\s+—\s+—\s+—\s+—\s+—/);
    expect(texto).toMatch(/Total\s+3\s+3,85%\s+3,20%\s+300\s+20\.000/);
  });
});

describe('days without a milking, milkings without an ordenha', () => {
  it('JSON: every day of the month; a day without a milking null, an ordenha never milked null, not 0 L', async () => {
    const rel = await json(f.farmId, MES_DE_PRODUCAO);
    expect(rel.linhas).toHaveLength(31);
    expect(rel.linhas[0]).toEqual({
      periodo: '2025-03-01',
      vacas: 1,
      manha: 10,
      tarde: 8,
      noite: null,
      total: 18,
      mediaVaca: 18,
    });
    expect(rel.linhas[1]).toMatchObject({ periodo: '2025-03-02', manha: 12, tarde: null, noite: null, total: 12 });
    expect(rel.linhas[2]).toEqual({
      periodo: '2025-03-03',
      vacas: null,
      manha: null,
      tarde: null,
      noite: null,
      total: null,
      mediaVaca: null,
    });
    expect(rel.totais).toEqual({ vacas: 1, manha: 22, tarde: 8, noite: null, total: 30, mediaVaca: 15 });
  });

  it('CSV, Excel and PDF say — where the JSON says null', async () => {
    const linhas = await csv(f.farmId, MES_DE_PRODUCAO);
    const cabecalho = linhas.findIndex((l) => l[0] === 'Data');
    expect(linhas[cabecalho + 3]).toEqual(['03/03/2025', ...Array(6).fill(SEM_VALOR)]);
    expect(linhas[cabecalho + 32]).toEqual(['Total', '1', '22,0', '8,0', SEM_VALOR, '30,0', '15,0']);

    const ws = await xlsx(f.farmId, MES_DE_PRODUCAO);
    expect(ws.getCell('C7').value).toBe(10);
    expect(ws.getCell('E7').value).toBe(SEM_VALOR);
    // A column with no figure at all has no formula to sum it: its total says so.
    expect(ws.getCell('E38').value).toBe(SEM_VALOR);
    expect(ws.getCell('F38').value).toMatchObject({ formula: 'SUM(F7:F37)', result: 30 });

    const texto = await pdf(f.farmId, MES_DE_PRODUCAO);
    expect(texto).toMatch(/03\/03\/2025\s+—\s+—\s+—\s+—\s+—\s+—/);
    expect(texto).toMatch(/Total\s+1\s+22,0\s+8,0\s+—\s+30,0\s+15,0/);
  });
});

describe('every category, on a farm with no data in the period', () => {
  const periodos = ['tipo=diario&data=2024-06-15', 'tipo=mensal&mes=6&ano=2024', 'tipo=anual&ano=2024'];

  it('JSON: no rows and no total but null', async () => {
    for (const categoria of CATEGORIAS)
      for (const p of periodos) {
        const rel = await json(vazia, `${p}&categoria=${categoria}`);
        expect(rel.linhas, `${categoria} ${p}`).toEqual([]);
        for (const v of Object.values(rel.totais)) expect(v, `${categoria} ${p}`).toBeNull();
      }
  });

  it('CSV, Excel and PDF: the message, no totals row, no formula, no invented zero', async () => {
    for (const categoria of CATEGORIAS) {
      const q = `${periodos[2]}&categoria=${categoria}`;
      const linhas = (await csv(vazia, q)).flat();
      expect(linhas, categoria).toContain(MSG_RELATORIO.vazio);
      expect(linhas, categoria).not.toContain('Total');
      expect(
        linhas.filter((c) => /^0(,0+)?$/.test(c)),
        categoria,
      ).toEqual([]);

      const ws = await xlsx(vazia, q);
      const valores = [...celulas(ws).values()];
      expect(valores, categoria).toContain(MSG_RELATORIO.vazio);
      expect(valores.filter(formula), categoria).toEqual([]);
      expect(
        valores.filter((v) => typeof v === 'number'),
        categoria,
      ).toEqual([]);

      const texto = await pdf(vazia, q);
      expect(texto, categoria).toContain(MSG_RELATORIO.vazio);
      expect(texto, categoria).not.toMatch(/^\s*Total\b|R\$ 0,00/m);
    }
  });
});

describe('the totals row of a report with rows', () => {
  it('sums exactly the rows (below the header, above itself) and types every figure as a number', async () => {
    const ws = await xlsx(f.farmId, 'tipo=anual&categoria=producao&ano=2025');
    expect(ws.getCell('A6').value).toBe('Mês');
    const total = ws.getRow(19);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.getCell(6).value).toMatchObject({ formula: 'SUM(F7:F18)', result: 39 });
    for (let r = 7; r <= 18; r++)
      for (let c = 2; c <= 7; c++) {
        const v = ws.getRow(r).getCell(c).value;
        expect(typeof v === 'number' || v === SEM_VALOR, `${r}:${c} ${String(v)}`).toBe(true);
      }
    expect(ws.getCell('F9').value).toBe(30);
    expect(ws.getCell('F11').value).toBe(9);
  });
});
