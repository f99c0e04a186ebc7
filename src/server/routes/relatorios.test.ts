import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG_RELATORIO } from '../../domain/relatorios/schemas.ts';
import { adminFixture } from '../test/fixture.ts';

const f = adminFixture();
beforeAll(async () => {
  const farm = `/api/farms/${f.farmId}`;
  await f.t.request('POST', `${farm}/categorias`, { cookie: f.admin, body: { nome: 'Ração', tipo: 'Despesa' } });
  for (const [data, descricao, valor] of [
    ['2025-03-02', '=HYPERLINK("http://exemplo")', 123_456],
    ['2025-03-20', 'Ração concentrada', 50_000],
    ['2025-04-01', 'Fora do mês', 999],
  ] as const) {
    const r = await f.t.request('POST', `${farm}/despesas`, {
      cookie: f.admin,
      body: { data, descricao, categoria: 'Ração', valor, forma_pagamento: 'PIX' },
    });
    expect(r.status).toBe(201);
  }
});

const url = (q: string) => `/api/farms/${f.farmId}/relatorios?${q}`;
const mensal = 'tipo=mensal&categoria=despesas&mes=3&ano=2025';

describe('/api/farms/:farmId/relatorios', () => {
  it("reads the farm's data of the period, with the totals", async () => {
    const res = await f.t.request('GET', url(mensal), { cookie: f.admin });
    const rel = (await res.json()) as {
      titulo: string;
      periodo: string;
      linhas: { descricao: string; valor: number }[];
      totais: { valor: number };
    };
    expect(res.status).toBe(200);
    expect(rel.titulo).toBe('Relatório mensal — Despesas');
    expect(rel.periodo).toBe('março de 2025');
    expect(rel.linhas.map((l) => l.valor)).toEqual([123_456, 50_000]);
    expect(rel.totais.valor).toBe(173_456);
  });

  it('exports the same numbers as CSV (formulas neutralised) and as an Excel workbook with a SUM', async () => {
    const csv = await (await f.t.request('GET', url(`${mensal}&formato=csv`), { cookie: f.admin })).text();
    const linhas = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ';' }).data;
    const cabecalho = linhas.findIndex((l) => l[0] === 'Data');
    expect(linhas[cabecalho + 1].slice(0, 2)).toEqual(['02/03/2025', `'=HYPERLINK("http://exemplo")`]);
    expect(linhas[cabecalho + 3][4]).toBe('1734,56');

    const res = await f.t.request('GET', url(`${mensal}&formato=xlsx`), { cookie: f.admin });
    expect(res.headers.get('content-disposition')).toContain('relatorio-despesas-fazenda-modelo-2025-03.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const ws = wb.getWorksheet('Relatório');
    expect(ws?.getCell('A2').value).toBe('Fazenda: Fazenda Modelo');
    const primeira = (ws?.getRow(7).values as unknown[]) ?? [];
    expect(primeira[2]).toBe('=HYPERLINK("http://exemplo")'); // a text cell in Excel, never a formula
    expect(ws?.getCell('E7').value).toBe(1234.56);
    expect(ws?.getCell('E7').numFmt).toBe('"R$" #,##0.00');
    expect(ws?.getCell('A7').value).toBeInstanceOf(Date);
    expect(ws?.getCell('E9').value).toMatchObject({ formula: 'SUM(E7:E8)', result: 1734.56 });
    expect(ws?.views[0]).toMatchObject({ state: 'frozen', ySplit: 6 });
  });

  it('production: each milking for a day, litres per day for a month, per month for a year', async () => {
    const farm = `/api/farms/${f.farmId}`;
    const vaca = (await (
      await f.t.request('POST', `${farm}/animais`, {
        cookie: f.admin,
        body: { identificacao: 'R-1', categoria: 'Vaca Leiteira' },
      })
    ).json()) as { id: string };
    for (const [data, ordenha, producao] of [
      ['2025-03-01', 'Manhã', 10],
      ['2025-03-01', 'Tarde', 8],
      ['2025-03-02', 'Manhã', 12],
    ] as const) {
      const r = await f.t.request('POST', `${farm}/producao`, {
        cookie: f.admin,
        body: { data, animalId: vaca.id, ordenha, producao },
      });
      expect(r.status).toBe(201);
    }
    const ler = async (q: string) =>
      (await (await f.t.request('GET', url(q), { cookie: f.admin })).json()) as {
        linhas: Record<string, unknown>[];
        totais: Record<string, number>;
      };
    const dia = await ler('tipo=diario&categoria=producao&data=2025-03-01');
    expect(dia.linhas).toEqual([
      { animal: 'R-1', nome: '', ordenha: 'Manhã', producao: 10 },
      { animal: 'R-1', nome: '', ordenha: 'Tarde', producao: 8 },
    ]);
    // Every day of the month, every month of the year; no milking (of an ordenha, of a day) is no litre, not 0 L.
    const mes = await ler('tipo=mensal&categoria=producao&mes=3&ano=2025');
    expect(mes.linhas).toHaveLength(31);
    expect(mes.linhas.slice(0, 3).map((l) => [l.periodo, l.manha, l.tarde, l.total])).toEqual([
      ['2025-03-01', 10, 8, 18],
      ['2025-03-02', 12, null, 12],
      ['2025-03-03', null, null, null],
    ]);
    const ano = await ler('tipo=anual&categoria=producao&ano=2025');
    expect(ano.linhas).toHaveLength(12);
    expect(ano.linhas[2]).toEqual({
      periodo: '03/2025',
      vacas: 1,
      manha: 22,
      tarde: 8,
      noite: null,
      total: 30,
      mediaDia: 15,
    });
    expect(ano.linhas[3]).toMatchObject({ periodo: '04/2025', vacas: null, total: null });
    expect(ano.totais.total).toBe(30);
  });

  it('makes a PDF with the title block, the rows, the totals and page numbers (read back with pdftotext)', async () => {
    const res = await f.t.request('GET', url(`${mensal}&formato=pdf`), { cookie: f.admin });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('relatorio-despesas-fazenda-modelo-2025-03.pdf');
    const pdf = join(mkdtempSync(join(tmpdir(), 'relatorio-')), 'r.pdf');
    writeFileSync(pdf, Buffer.from(await res.arrayBuffer()));
    const texto = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(texto).toContain('Relatório mensal — Despesas');
    expect(texto).toContain('Fazenda: Fazenda Modelo');
    expect(texto).toContain('Período: março de 2025');
    expect(texto).toMatch(/02\/03\/2025\s+=HYPERLINK/);
    expect(texto).toMatch(/Total\s+R\$\s1\.734,56/);
    expect(texto).toContain('Página 1 de 1');
  });

  it('cash flow: money in and out by month of the year, with the running balance and a chart', async () => {
    const res = await f.t.request('GET', url('tipo=anual&categoria=fluxo-caixa&ano=2025'), { cookie: f.admin });
    const rel = (await res.json()) as {
      linhas: { periodo: string; saidas: number; acumulado: number }[];
      totais: { saidas: number };
      grafico?: { series: { chave: string }[] };
    };
    expect(rel.linhas).toHaveLength(12);
    expect(rel.linhas[2]).toMatchObject({ saidas: 173_456, acumulado: -173_456 });
    expect(rel.linhas[3]).toMatchObject({ saidas: 999, acumulado: -174_455 });
    expect(rel.totais.saidas).toBe(174_455);
    expect(rel.grafico?.series.map((s) => s.chave)).toEqual(['entradas', 'saidas']);
  });

  it('asks in the words of docs/PRODUTO.md §Relatórios for what each type needs', async () => {
    const erro = async (q: string) =>
      ((await (await f.t.request('GET', url(q), { cookie: f.admin })).json()) as { error: { message: string } }).error
        .message;
    expect(await erro('tipo=mensal')).toBe(MSG_RELATORIO.tipoECategoria);
    expect(await erro('tipo=diario&categoria=producao')).toBe(MSG_RELATORIO.data);
    expect(await erro('tipo=mensal&categoria=producao&ano=2025')).toBe(MSG_RELATORIO.mesAno);
    expect(await erro('tipo=anual&categoria=producao')).toBe(MSG_RELATORIO.ano);
  });

  it('shows a category only to a user with its module', async () => {
    const t2 = await f.t.request('POST', '/api/admin/groups', {
      cookie: f.admin,
      body: { name: 'Relatórios e Apontamentos', allowedModules: ['reports', 'appointments'] },
    });
    expect(t2.status).toBe(201);
    const user = await f.t.createUser({
      email: 'relatorios@fazenda.com',
      farmIds: [f.farmId],
      groupNames: ['Relatórios e Apontamentos'],
    });
    expect((await f.t.request('GET', url(mensal), { cookie: user.cookie })).status).toBe(403);
    expect((await f.t.request('GET', url(`${mensal}&formato=csv`), { cookie: user.cookie })).status).toBe(403);
    const producao = await f.t.request('GET', url('tipo=anual&categoria=producao&ano=2025'), { cookie: user.cookie });
    expect(producao.status).toBe(200);
  });
});
