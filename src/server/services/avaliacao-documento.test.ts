import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import exemplo from '../../../examples/avaliacao-exemplo.json' with { type: 'json' };
import { analisar } from '../../domain/avaliacao/analise.ts';
import { relatorioDaAvaliacao } from '../../domain/avaliacao/relatorio.ts';
import { avaliacaoSchema } from '../../domain/avaliacao/schemas.ts';
import { relatorioParaCsv } from '../../domain/relatorios/exportar.ts';
import { relatorioParaPdf } from './relatorio-pdf.ts';
import { relatorioParaXlsx } from './relatorio-xlsx.ts';

/**
 * The Análise Final as the document a technician signs (issue 25 item 5): headed sections, the verdict and key
 * figures first, the basis of the computation, the sensitivity grid, the signature line; the workbook holds numbers.
 * The example is examples/avaliacao-exemplo.json with totals given, so its figures are this module's own:
 * RB 55 000 000, COE 36 000 000 (milk's share 10/11: COE per litre 36 000 000 × 10/11 ÷ 200 000 = R$ 1,6364/L,
 * where COE ÷ litres would be R$ 1,8000/L).
 */
const entrada = avaliacaoSchema.parse({
  ...exemplo,
  totais: { depreciacao: 5_440_000, capitalInvestido: 48_000_000 },
});
const analise = analisar(entrada);
const anos = [
  { ano: 2023, litros: 180_000, rbAtividade: 48_000_000, coe: 34_000_000, ct: 50_000_000, lucro: -2_000_000 },
  { ano: 2024, litros: 190_000, rbAtividade: 52_000_000, coe: 35_000_000, ct: 52_000_000, lucro: 0 },
  {
    ano: 2025,
    litros: analise.litros,
    rbAtividade: analise.rbAtividade,
    coe: analise.coe,
    ct: analise.ct,
    lucro: analise.lucro,
  },
];
const relatorio = relatorioDaAvaliacao(entrada, analise, '27/11/2026 10:00', [], {
  meses: { leiteLitros: ['2025-01', '2025-02', '2025-03'], rendaLeite: ['2025-01', '2025-02', '2025-03'] },
  anos,
});

describe('the Análise Final as a document', () => {
  it('the PDF has headed sections, the verdict and key figures on page 1, its basis, the grid and a signature line', async () => {
    const pdf = await relatorioParaPdf(relatorio);
    const dir = mkdtempSync(join(tmpdir(), 'avaliacao-pdf-'));
    const arquivo = join(dir, 'avaliacao.pdf');
    writeFileSync(arquivo, pdf);
    const pagina1 = execFileSync('pdftotext', ['-layout', '-f', '1', '-l', '1', arquivo, '-'], { encoding: 'utf8' });
    expect(pagina1).toContain('A atividade é lucrativa');
    expect(pagina1).toContain('Resultado do ano');
    expect(pagina1).toMatch(/Lucro \(RB - CT\)\s+R\$ 10\.800,00/);
    expect(pagina1).toMatch(/Ponto de resíduo \(RB = COT\)\s+[\d.]+ L\/ano/);
    const texto = execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' });
    for (const titulo of [
      'Identificação',
      'Resultado do ano',
      'Base de cálculo',
      'Receitas',
      'Custo operacional efetivo',
      'Depreciação e capital por grupo de bens',
      'Pontos de equilíbrio',
      'Indicadores zootécnicos',
      'Sensibilidade: preço e volume do leite',
      'Comparação com anos anteriores',
    ])
      expect(texto, titulo).toContain(titulo);
    // Each section's heading once, not the section repeated on every row.
    expect(texto.match(/Pontos de equilíbrio/g)).toHaveLength(1);
    const base = texto.replace(/\s+/g, ' ');
    expect(base).toContain('6,00% a.a.');
    expect(base).toContain('participação do leite na renda bruta (90,91%)');
    expect(base).toContain('R$ 1,6364/L');
    expect(base).toContain('não COE ÷ litros (R$ 1,8000/L)');
    expect(base).toContain('Ordenhas de jan–mar/2025.');
    expect(base).toContain('Matsunaga et al., 1976');
    // The grid: 5 rows of price and volume, margem bruta and lucro (price −10 %: RB 50 000 000 − COE 36 000 000).
    expect(texto).toMatch(/Variação\s+Preço: margem bruta\s+Preço: lucro\s+Volume: margem bruta\s+Volume: lucro/);
    expect(texto).toMatch(/-10%\s+R\$ 140\.000,00\s+-R\$ 39\.200,00/);
    for (const v of ['-20%', '-10%', 'atual', '+10%', '+20%']) expect(texto).toContain(v);
    // The assets by group: galpão 640 000 + trator 1 200 000 + cows 3 600 000 (the lists), the total as given.
    expect(texto).toMatch(/Benfeitorias\s+R\$ 6\.400,00/);
    expect(texto).toMatch(/Máquinas e equipamentos\s+R\$ 12\.000,00/);
    expect(texto).toContain('Técnico responsável: Ana Souza');
    expect(texto).toContain('Lavras — MG, 27/11/2026');
    // The pages as images, to look at (pdftoppm), when asked.
    if (process.env.PNG_AVALIACAO)
      execFileSync('pdftoppm', ['-png', '-r', '60', arquivo, join(process.env.PNG_AVALIACAO, 'avaliacao')]);
  });

  it('the workbook holds numbers with number formats, not text', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await relatorioParaXlsx(relatorio)) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const celulas = new Map<string, { value: unknown; numFmt: string }>();
    ws.eachRow((row) => {
      const rotulo = row.getCell(1).value;
      if (typeof rotulo === 'string' && !celulas.has(rotulo))
        celulas.set(rotulo, { value: row.getCell(2).value, numFmt: row.getCell(2).numFmt });
    });
    expect(celulas.get('Renda bruta da atividade')).toEqual({ value: 550_000, numFmt: '"R$" #,##0.00' });
    expect(celulas.get('Participação do leite na renda')).toEqual({ value: 90.91, numFmt: '0.00"%"' });
    expect(celulas.get('Taxa de retorno com terra')).toEqual({ value: 6.73, numFmt: '0.00"%" "a.a."' });
    expect(celulas.get('COE')).toEqual({ value: 1.6364, numFmt: '"R$" #,##0.0000"/L"' });
    expect(celulas.get('Ponto de nivelamento (RB = CT)')?.value).toBe(analise.pontoNivelamentoLitros);
    // Not one figure written as text: no cell reads 'R$ …' or '…%'.
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === 'string') expect(cell.value).not.toMatch(/^-?R\$|^-?[\d.,]+%$/);
      }),
    );
    // The grid row of −10 %: numbers.
    let grade: unknown[] = [];
    ws.eachRow((row) => {
      if (row.getCell(1).value === '−10%') grade = [2, 3, 4, 5].map((c) => row.getCell(c).value);
    });
    expect(grade).toEqual([140_000, -39_200, 168_000, -11_200]);
  });

  it('the CSV has the sections in order, each heading once', () => {
    const csv = relatorioParaCsv(relatorio);
    expect(csv.indexOf('Base de cálculo')).toBeGreaterThan(csv.indexOf('Resultado do ano'));
    expect(csv.match(/Pontos de equilíbrio/g)).toHaveLength(1);
  });
});
