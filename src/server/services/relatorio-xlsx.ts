/**
 * A report as an Excel workbook a technician hands on: a title block (farm, period, generation time), a frozen
 * header row, typed cells (numbers as numbers in R$ or with decimals, dates as dates; SEM_VALOR as text where a
 * figure has no data, which SUM and AVERAGE leave out as the report's totals do), widths that fit, and the totals
 * as SUM/AVERAGE formulas over exactly the rows. A period with no row says so under the header: no totals row.
 */
import { casasDe, deFiguras, ehFigura, temTotais } from '../../domain/relatorios/exportar.ts';
import {
  type Celula,
  type CelulaDocumento,
  type ColunaRelatorio,
  type Figura,
  MSG_RELATORIO,
  type Relatorio,
  SEM_VALOR,
} from '../../domain/relatorios/schemas.ts';

const FORMATO: Record<ColunaRelatorio['tipo'], (c: ColunaRelatorio) => string | undefined> = {
  texto: () => undefined,
  data: () => 'dd/mm/yyyy',
  dinheiro: () => '"R$" #,##0.00',
  percentual: (c) => `0.${'0'.repeat(casasDe(c))}%`,
  numero: (c) => (c.casas ? `#,##0.${'0'.repeat(c.casas)}` : '#,##0'),
};

/**
 * A percentage as Excel holds one: the fraction (7,44 % → 0.0744) under a '%' number format, so a formula over it
 * reads 0.0744, not 7.44 (ECMA-376 Part 1, §18.8.31 numFmts: '%' multiplies the value by 100 for display). Rounded
 * to 12 significant digits: 7.44 / 100 is 0.07440000000000001 in binary.
 */
const fracao = (v: number) => Number((v / 100).toPrecision(12));

/** A cell's value as Excel types it. */
function valor(c: ColunaRelatorio, v: Celula | undefined): Date | number | string | null {
  if (v === null || v === undefined) return deFiguras(c) ? SEM_VALOR : null;
  if (c.tipo === 'data' && typeof v === 'string') return new Date(`${v}T12:00:00Z`);
  if ((c.tipo === 'dinheiro' || c.tipo === 'percentual') && typeof v === 'number')
    return c.tipo === 'dinheiro' ? v / 100 : fracao(v);
  return v;
}

/** A typed figure's number format: R$ with 2 decimals (4 and '/L' for a price per litre), %, a unit in quotes. */
function formatoDaFigura(f: Figura): string {
  const unidade = f.unidade ? ` "${f.unidade}"` : '';
  if (f.tipo === 'dinheiro') return f.casas === 4 ? '"R$" #,##0.0000"/L"' : '"R$" #,##0.00';
  if (f.tipo === 'percentual') return `0.${'0'.repeat(f.casas ?? 2)}%${unidade}`;
  return `${f.casas ? `#,##0.${'0'.repeat(f.casas)}` : '#,##0'}${unidade}`;
}

/**
 * A document of sections on one sheet: each heading in bold, its paragraphs, its tables — every figure a number with
 * its format (money in R$, percentages as the fraction 0.0744 under a '%' format, shown '7,44%'), never text — then the signature block.
 */
function secoesNaPlanilha(ws: import('exceljs').Worksheet, r: Relatorio) {
  const maiores: number[] = [];
  const medir = (i: number, n: number) => {
    maiores[i] = Math.max(maiores[i] ?? 12, Math.min(60, n + 2));
  };
  for (const s of r.secoes ?? []) {
    ws.addRow([]);
    ws.addRow([s.titulo]).font = { bold: true, size: 12, color: { argb: 'FF1F6F43' } };
    for (const b of s.blocos) {
      if (b.tipo === 'paragrafos') {
        for (const t of b.textos) {
          const row = ws.addRow([t]);
          row.alignment = { wrapText: false };
        }
      } else if (b.tipo === 'tabela') {
        const t = b.tabela;
        const cab = ws.addRow(t.colunas.map((c) => c.rotulo));
        cab.font = { bold: true };
        cab.eachCell((cell) => {
          cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0EA' } };
        });
        t.colunas.forEach((c, i) => {
          medir(i, c.rotulo.length);
        });
        t.linhas.forEach((l, n) => {
          const row = ws.addRow([]);
          t.colunas.forEach((c, i) => {
            const v: CelulaDocumento | undefined = l[c.chave];
            const cell = row.getCell(i + 1);
            if (ehFigura(v)) {
              // Money in reais to its decimals (centavos with fractions: 163.64 → 1.6364, not 1.6363999…).
              cell.value =
                v.valor === null
                  ? SEM_VALOR
                  : v.tipo === 'dinheiro'
                    ? Number((v.valor / 100).toFixed(v.casas ?? 2))
                    : v.tipo === 'percentual'
                      ? fracao(v.valor)
                      : v.valor;
              if (v.valor !== null) cell.numFmt = formatoDaFigura(v);
              cell.alignment = { horizontal: 'right' };
            } else {
              const x = valor(c, v ?? null);
              cell.value = x;
              const fmt = FORMATO[c.tipo](c);
              if (typeof x === 'number' && fmt) cell.numFmt = fmt;
              if (deFiguras(c)) cell.alignment = { horizontal: 'right' };
            }
            medir(i, String(typeof v === 'object' && v ? (v.valor ?? '') : (v ?? '')).length + 4);
          });
          if (t.destacadas?.includes(n)) row.font = { bold: true };
        });
      }
    }
  }
  if (r.assinatura) {
    ws.addRow([]);
    ws.addRow([]);
    ws.addRow(['_______________________________________']);
    for (const t of r.assinatura) ws.addRow([t]);
  }
  maiores.forEach((w, i) => {
    ws.getColumn(i + 1).width = w;
  });
}

export async function relatorioParaXlsx(r: Relatorio): Promise<Buffer> {
  // exceljs (≈ 28 MB and 0.4 s to load) comes with the first workbook asked for, not with the server's start.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Gestão Leiteira';
  const ws = wb.addWorksheet('Relatório');
  ws.addRow([r.titulo]).font = { bold: true, size: 14 };
  ws.addRow([`Fazenda: ${r.fazenda}`]);
  ws.addRow([`Período: ${r.periodo}`]);
  ws.addRow([`Gerado em: ${r.geradoEm}`]);
  if (r.destaque) ws.addRow([r.destaque]).font = { bold: true };
  if (r.secoes) {
    secoesNaPlanilha(ws, r);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
  ws.addRow([]);
  const cabecalho = ws.addRow(r.colunas.map((c) => c.rotulo));
  cabecalho.font = { bold: true };
  cabecalho.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0EA' } };
  });
  const primeira = cabecalho.number + 1;
  ws.views = [{ state: 'frozen', ySplit: cabecalho.number }];
  for (const l of r.linhas) ws.addRow(r.colunas.map((c) => valor(c, l[c.chave])));
  if (!r.linhas.length) ws.addRow([MSG_RELATORIO.vazio]);
  const ultima = ws.rowCount;
  if (temTotais(r)) {
    const total = ws.addRow(
      r.colunas.map((c, i) => {
        const resultado = r.totais[c.chave];
        if (resultado === undefined) return i === 0 ? 'Total' : null;
        // A column without a figure has no formula to give one: SUM over its SEM_VALOR cells would say 0.
        if (resultado === null) return SEM_VALOR;
        const faixa = `${ws.getColumn(i + 1).letter}${primeira}:${ws.getColumn(i + 1).letter}${ultima}`;
        return {
          formula: `${c.total === 'media' ? 'AVERAGE' : 'SUM'}(${faixa})`,
          result: c.tipo === 'dinheiro' ? resultado / 100 : c.tipo === 'percentual' ? fracao(resultado) : resultado,
        };
      }),
    );
    total.font = { bold: true };
  }
  r.colunas.forEach((c, i) => {
    const coluna = ws.getColumn(i + 1);
    coluna.numFmt = FORMATO[c.tipo](c) as string;
    if (deFiguras(c)) coluna.alignment = { horizontal: 'right' };
    // A loop, not Math.max(...rows): a year of rows would overflow the call stack.
    let maior = c.rotulo.length;
    for (const l of r.linhas) maior = Math.max(maior, String(l[c.chave] ?? '').length);
    coluna.width = Math.min(50, Math.max(12, maior + 2));
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
