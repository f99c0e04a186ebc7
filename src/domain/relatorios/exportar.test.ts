import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { formatarCelula, neutralizar, relatorioParaCsv } from './exportar.ts';
import { MSG_RELATORIO, type Relatorio, SEM_VALOR, totaisDoRelatorio } from './schemas.ts';

const rel: Relatorio = {
  titulo: 'Relatório de Despesas',
  fazenda: 'Fazenda Modelo',
  periodo: 'março de 2025',
  geradoEm: '10/04/2025 08:00',
  colunas: [
    { chave: 'data', rotulo: 'Data', tipo: 'data' },
    { chave: 'descricao', rotulo: 'Descrição', tipo: 'texto' },
    { chave: 'valor', rotulo: 'Valor', tipo: 'dinheiro', total: 'soma' },
  ],
  linhas: [
    { data: '2025-03-02', descricao: '=HYPERLINK("http://x")', valor: 123456 },
    { data: '2025-03-05', descricao: 'Ração; "premium"', valor: 50 },
  ],
  totais: { valor: 123506 },
};

describe('report exports', () => {
  it('CSV opens in a pt-BR spreadsheet: BOM, ;, decimal comma, dd/MM/yyyy, formulas neutralised, totals', () => {
    const csv = relatorioParaCsv(rel);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const linhas = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(linhas[1]).toEqual(['Fazenda: Fazenda Modelo']);
    expect(linhas[5]).toEqual(['Data', 'Descrição', 'Valor']);
    expect(linhas[6]).toEqual(['02/03/2025', `'=HYPERLINK("http://x")`, '1234,56']);
    expect(linhas[7]).toEqual(['05/03/2025', 'Ração; "premium"', '0,50']);
    expect(linhas[8]).toEqual(['Total', '', '1235,06']);
  });

  it('neutralises every formula-looking start, not ordinary text', () => {
    for (const t of ['=1+1', '+55', '-3', '@SOMA(A1)', '\tx', '\rx']) expect(neutralizar(t)).toBe(`'${t}`);
    expect(neutralizar('Leite')).toBe('Leite');
  });

  it('formats a cell as the screen shows it', () => {
    expect(formatarCelula(rel.colunas[2], 123456)).toBe('R$ 1.234,56');
    expect(formatarCelula(rel.colunas[0], '2025-03-02')).toBe('02/03/2025');
    expect(formatarCelula({ chave: 'g', rotulo: 'G', tipo: 'percentual' }, 3.5)).toBe('3,50%');
  });

  it('a figure without data is —, a text without one stays empty', () => {
    expect(formatarCelula(rel.colunas[2], null)).toBe(SEM_VALOR);
    expect(formatarCelula({ chave: 'g', rotulo: 'G', tipo: 'percentual' }, null)).toBe(SEM_VALOR);
    expect(formatarCelula(rel.colunas[1], null)).toBe('');
  });

  it('CSV of a period with no row: the message under the header, no totals row of zeros', () => {
    const vazio: Relatorio = {
      ...rel,
      colunas: [
        { chave: 'data', rotulo: 'Data', tipo: 'data' },
        { chave: 'gordura', rotulo: 'Gordura (%)', tipo: 'percentual', total: 'media' },
        { chave: 'ccs', rotulo: 'CCS', tipo: 'numero', total: 'media' },
      ],
      linhas: [],
    };
    vazio.totais = totaisDoRelatorio(vazio.colunas, vazio.linhas);
    expect(vazio.totais).toEqual({ gordura: null, ccs: null });
    const linhas = Papa.parse<string[]>(relatorioParaCsv(vazio).slice(1), { delimiter: ';' }).data;
    expect(linhas.slice(5).filter((l) => l.join(''))).toEqual([['Data', 'Gordura (%)', 'CCS'], [MSG_RELATORIO.vazio]]);
  });

  it('CSV of rows without a figure: — in the row, — in the totals of a column that has none', () => {
    const r: Relatorio = {
      ...rel,
      colunas: [
        { chave: 'mes', rotulo: 'Mês', tipo: 'texto' },
        { chave: 'gordura', rotulo: 'Gordura (%)', tipo: 'percentual', total: 'media' },
        { chave: 'noite', rotulo: 'Noite (L)', tipo: 'numero', casas: 1, total: 'soma' },
      ],
      linhas: [
        { mes: '03/2025', gordura: 3.7, noite: null },
        { mes: '04/2025', gordura: null, noite: null },
      ],
    };
    r.totais = totaisDoRelatorio(r.colunas, r.linhas);
    const linhas = Papa.parse<string[]>(relatorioParaCsv(r).slice(1), { delimiter: ';' }).data;
    expect(linhas.slice(6, 9)).toEqual([
      ['03/2025', '3,70', SEM_VALOR],
      ['04/2025', SEM_VALOR, SEM_VALOR],
      ['Total', '3,70', SEM_VALOR],
    ]);
  });
});
