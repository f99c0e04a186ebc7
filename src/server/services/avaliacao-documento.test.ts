import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import exemplo from '../../../examples/avaliacao-exemplo.json' with { type: 'json' };
import { analisar } from '../../domain/avaliacao/analise.ts';
import { MSG_AVALIACAO } from '../../domain/avaliacao/messages.ts';
import { relatorioDaAvaliacao } from '../../domain/avaliacao/relatorio.ts';
import { avaliacaoSchema } from '../../domain/avaliacao/schemas.ts';
import { relatorioParaCsv } from '../../domain/relatorios/exportar.ts';
import { relatorioParaPdf } from './relatorio-pdf.ts';
import { relatorioParaXlsx } from './relatorio-xlsx.ts';

/**
 * The Análise Final as the document a technician signs (issue 25 item 5): headed sections, the verdict and key
 * figures first, the basis of the computation, the sensitivity grid, the signature line; the workbook holds numbers.
 * The example is examples/avaliacao-exemplo.json, worked by hand in src/domain/avaliacao/analise.test.ts (centavos):
 * RB 55 000 000, COE 36 000 000, COT 41 440 000, CT 50 830 000, lucro 4 170 000 (R$ 41.700,00); milk's share 10/11:
 * COE per litre 36 000 000 × 10/11 ÷ 200 000 = R$ 1,6364/L, where COE ÷ litres would be R$ 1,8000/L.
 */
const entrada = avaliacaoSchema.parse(exemplo);
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
    expect(pagina1).toMatch(/Lucro \(RB - CT\)\s+R\$ 41\.700,00/);
    expect(pagina1).not.toContain('Avisos'); // the corrected example counts nothing twice
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
    expect(base).toContain('Ordenhas de jan–mar/2025, menos o leite descartado.');
    expect(base).toContain('Matsunaga et al., 1976');
    // The method as it is: only bulls and work animals depreciate, the herd's capital is its mean inventory, used
    // assets depreciate within their life on their current value, paid rent is COE and own land an opportunity cost.
    expect(base).toContain('só reprodutores (touros) e animais de trabalho, as categorias com vida útil, se depreciam');
    // (the PDF's font has no '−': it prints '-')
    expect(base).toContain('a média do inventário inicial e final (inventário final - variação ÷ 2)');
    expect(base).toContain('se deprecia apenas nos anos de vida que lhe restam');
    expect(base).toContain('a remuneração incide sobre o valor atual');
    expect(base).toContain('O arrendamento pago por terra de terceiros é desembolso e entra no COE');
    expect(base).toContain('só a terra própria tem custo de oportunidade');
    expect(base).not.toContain('a categoria com vida útil deprecia como um bem');
    // The grid: 5 rows of price and volume, margem bruta and lucro. Price −10 %: RB 45 000 000 + 5 000 000 =
    // 50 000 000; margem bruta 50 000 000 − 36 000 000 = 14 000 000; lucro 50 000 000 − 50 830 000 = −830 000.
    // Volume −10 %: 10 % of the variable costs (28 000 000) saved: 16 800 000 and 1 970 000.
    expect(texto).toMatch(/Variação\s+Preço: margem bruta\s+Preço: lucro\s+Volume: margem bruta\s+Volume: lucro/);
    expect(texto).toMatch(/-10%\s+R\$ 140\.000,00\s+-R\$ 8\.300,00\s+R\$ 168\.000,00\s+R\$ 19\.700,00/);
    for (const v of ['-20%', '-10%', 'atual', '+10%', '+20%']) expect(texto).toContain(v);
    // The assets by group (bens.ts): galpão 640 000 on 12 000 000 (6 %: 720 000); trator 1 200 000 on 9 000 000
    // (540 000); the cows and heifers no depreciation, capital the mean inventory 36 000 000 − 1 000 000 ÷ 2 =
    // 35 500 000 (2 130 000); with the land (100 000 000, 6 000 000): 1 840 000, 156 500 000 and 9 390 000.
    expect(texto).toMatch(/Benfeitorias\s+R\$ 6\.400,00\s+R\$ 120\.000,00\s+R\$ 7\.200,00/);
    expect(texto).toMatch(/Máquinas e equipamentos\s+R\$ 12\.000,00\s+R\$ 90\.000,00\s+R\$ 5\.400,00/);
    expect(texto).toMatch(/Animais\s+R\$ 0,00\s+R\$ 355\.000,00\s+R\$ 21\.300,00/);
    expect(texto).toMatch(/Total\s+R\$ 18\.400,00\s+R\$ 1\.565\.000,00\s+R\$ 93\.900,00/);
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
    // A percentage is the fraction under Excel's '%' format (issue 37): 90,91 % is 0.9091, so a formula over it
    // (=B5*B2) gives reais, where 90.91 with a '%' text suffix gave 91 times too much.
    expect(celulas.get('Participação do leite na renda')).toEqual({ value: 0.9091, numFmt: '0.00%' });
    // margem líquida 13 560 000 ÷ (56 500 000 + 100 000 000) = 8,6645… → 8,66 % → 0.0866
    expect(celulas.get('Taxa de retorno com terra')).toEqual({ value: 0.0866, numFmt: '0.00% "a.a."' });
    expect(celulas.get('COE')).toEqual({ value: 1.6364, numFmt: '"R$" #,##0.0000"/L"' });
    // milk's own COE in reais (analise.test.ts: 36 000 000 × 10/11 = 32 727 273 centavos)
    expect(celulas.get('COE do leite (parte do leite na renda)')).toEqual({
      value: 327_272.73,
      numFmt: '"R$" #,##0.00',
    });
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
    expect(grade).toEqual([140_000, -8_300, 168_000, 19_700]); // reais: the grid of the PDF above
  });

  it('prints the warnings of a loss counted twice near the verdict on page 1 (PDF, workbook, CSV)', async () => {
    // The example as it was shipped: the 60 cows given a 5-year life while their inventory change and sales are in
    // RB, and the own land's remuneration typed as well as a rent paid in COE.
    const dupla = avaliacaoSchema.parse({
      ...exemplo,
      animais: [
        { categoria: 'Vacas', quantidade: 60, valorUnitario: 500_000, vidaUtilAnos: 5, percentualResidual: 40 },
        ...exemplo.animais.slice(1),
      ],
      custos: { ...exemplo.custos, arrendamento: 4_000_000 },
      arrendamentoTerra: 4_000_000,
    });
    const a = analisar(dupla);
    expect(a.avisos).toEqual([MSG_AVALIACAO.aviso.femeaDepreciada(['Vacas']), MSG_AVALIACAO.aviso.arrendamentoDuplo]);
    const doc = relatorioDaAvaliacao(dupla, a, '27/11/2026 10:00');
    const dir = mkdtempSync(join(tmpdir(), 'avaliacao-avisos-'));
    const arquivo = join(dir, 'avisos.pdf');
    writeFileSync(arquivo, await relatorioParaPdf(doc));
    const pagina1 = execFileSync('pdftotext', ['-f', '1', '-l', '1', arquivo, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    const veredito = pagina1.indexOf('A atividade');
    const avisos = pagina1.indexOf('Avisos');
    expect(veredito).toBeGreaterThanOrEqual(0);
    // Right under the verdict, before the identification.
    expect(avisos).toBeGreaterThan(veredito);
    expect(avisos).toBeLessThan(pagina1.indexOf('Identificação'));
    expect(pagina1).toContain('Vida útil dada a fêmeas de cria (Vacas)');
    expect(pagina1).toContain('Arrendamento pago (COE) e remuneração da terra própria preenchidos');

    const csv = relatorioParaCsv(doc);
    expect(csv).toContain('Vida útil dada a fêmeas de cria (Vacas)');
    expect(csv.indexOf('Avisos')).toBeLessThan(csv.indexOf('Identificação'));
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await relatorioParaXlsx(doc)) as unknown as ArrayBuffer);
    const textos = wb.worksheets[0].getSheetValues().flat().map(String);
    expect(textos).toContain(MSG_AVALIACAO.aviso.arrendamentoDuplo);
  });

  it("an assessment saved before 'Leite produzido no ano' still prints: its productivity 'sem dados', and why", async () => {
    const { leiteProduzidoLitros: _, ...receitas } = exemplo.receitas;
    const antiga = avaliacaoSchema.parse({ ...exemplo, receitas });
    const doc = relatorioDaAvaliacao(antiga, analisar(antiga), '27/11/2026 10:00', [], {});
    const dir = mkdtempSync(join(tmpdir(), 'avaliacao-antiga-'));
    const arquivo = join(dir, 'avaliacao.pdf');
    writeFileSync(arquivo, await relatorioParaPdf(doc));
    const texto = execFileSync('pdftotext', [arquivo, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    // whole, not cut by the column
    expect(texto).toContain(MSG_AVALIACAO.semLeiteProduzido);
    expect(texto).toContain('Litros/vaca total/dia —');
    expect(texto).toContain('Leite produzido —');
    // the price is still on the delivered litres: R$ 2,50
    expect(texto).toContain('R$ 2,5000/L');
  });

  it('the CSV has the sections in order, each heading once', () => {
    const csv = relatorioParaCsv(relatorio);
    expect(csv.indexOf('Base de cálculo')).toBeGreaterThan(csv.indexOf('Resultado do ano'));
    expect(csv.match(/Pontos de equilíbrio/g)).toHaveLength(1);
  });
});
