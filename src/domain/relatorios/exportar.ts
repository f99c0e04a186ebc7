/**
 * A report as text a person reads (the screen, the CSV): money as reais, dates dd/MM/yyyy, numbers with a decimal
 * comma, SEM_VALOR where a figure has no data. The CSV neutralises cells a spreadsheet would run as a formula (CSV
 * injection: free text holds such values).
 */
import { paraCsv } from '../csv.ts';
import { formatBRL, formatBRLPorLitro, formatData, formatNumero } from '../format.ts';
import {
  type Celula,
  type CelulaDocumento,
  type ColunaRelatorio,
  type Figura,
  MSG_RELATORIO,
  type Relatorio,
  SEM_VALOR,
  type TabelaDocumento,
} from './schemas.ts';

/** A column of figures (a number, money, a percentage): an empty cell there is a figure the period has no data for. */
export const deFiguras = (c: ColunaRelatorio) =>
  c.tipo === 'numero' || c.tipo === 'dinheiro' || c.tipo === 'percentual';

/** The decimals a figure is written with: money 2, a percentage 2 unless the column says, a number 0 unless it says. */
export const casasDe = (c: ColunaRelatorio) =>
  c.tipo === 'dinheiro' ? 2 : (c.casas ?? (c.tipo === 'percentual' ? 2 : 0));

export function formatarCelula(c: ColunaRelatorio, v: Celula): string {
  if (v === null || v === undefined || v === '') return deFiguras(c) ? SEM_VALOR : '';
  if (typeof v === 'number') {
    if (c.tipo === 'dinheiro') return formatBRL(v);
    if (c.tipo === 'percentual') return `${formatNumero(v, casasDe(c))}%`;
    return formatNumero(v, casasDe(c));
  }
  return c.tipo === 'data' ? formatData(v) : v;
}

export const ehFigura = (v: CelulaDocumento | undefined): v is Figura => typeof v === 'object' && v !== null;

/** A typed figure as text: 'R$ 1.234,56', 'R$ 1,6364/L', '7,44% a.a.', '33.334 L/ano'; SEM_VALOR without a value. */
export function formatarFigura(f: Figura): string {
  if (f.valor === null) return SEM_VALOR;
  const base =
    f.tipo === 'dinheiro'
      ? f.casas === 4
        ? formatBRLPorLitro(f.valor)
        : formatBRL(f.valor)
      : f.tipo === 'percentual'
        ? `${formatNumero(f.valor, f.casas ?? 2)}%`
        : formatNumero(f.valor, f.casas ?? 0);
  return f.unidade ? `${base} ${f.unidade}` : base;
}

/** A cell of a document's table as text. */
export function formatarCelulaDocumento(c: ColunaRelatorio, v: CelulaDocumento | undefined): string {
  return ehFigura(v) ? formatarFigura(v) : formatarCelula(c, v ?? null);
}

/** A document's table as rows of text (the header first). */
export function tabelaComoTexto(t: TabelaDocumento): string[][] {
  return [
    t.colunas.map((c) => c.rotulo),
    ...t.linhas.map((l) => t.colunas.map((c) => formatarCelulaDocumento(c, l[c.chave]))),
  ];
}

/**
 * Whether the report has a totals row: columns that ask for one, and rows to total — a period with no row says
 * MSG_RELATORIO.vazio instead, never a row of zeros.
 */
export function temTotais(r: Relatorio): boolean {
  return r.linhas.length > 0 && Object.keys(r.totais).length > 0;
}

/** The totals row as cells: 'Total' in the first column, each total written by `escrever`, the other cells ''. */
export function celulasDoTotal<T>(r: Relatorio, escrever: (c: ColunaRelatorio, v: number | null) => T): (T | string)[] {
  return r.colunas.map((c, i) => (c.chave in r.totais ? escrever(c, r.totais[c.chave]) : i === 0 ? 'Total' : ''));
}

/** '=1+1' or '@SOMA(…)' typed into a description would run in Excel: such a cell starts with an apostrophe. */
export function neutralizar(texto: string): string {
  return /^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto;
}

/**
 * A number as Excel pt-BR reads it from CSV: decimal comma, no thousands separator, money in reais, the decimals
 * the screen shows (a fat of 3,70 % was written '4' before).
 */
function numeroCsv(c: ColunaRelatorio, v: number): string {
  const n = c.tipo === 'dinheiro' ? v / 100 : v;
  return n.toFixed(casasDe(c)).replace('.', ',');
}

/** The report as CSV (all columns, no ids): the title block, the header, the rows and the totals. */
export function relatorioParaCsv(r: Relatorio): string {
  const celula = (c: ColunaRelatorio, v: Celula) => {
    if (v === null || v === undefined) return deFiguras(c) ? SEM_VALOR : '';
    if (typeof v === 'number') return numeroCsv(c, v);
    return neutralizar(c.tipo === 'data' ? formatData(v) : v);
  };
  const linhas: (string | number)[][] = [
    [neutralizar(r.titulo)],
    [`Fazenda: ${neutralizar(r.fazenda)}`],
    [`Período: ${r.periodo}`],
    [`Gerado em: ${r.geradoEm}`],
    ...(r.destaque ? [[neutralizar(r.destaque)]] : []),
    [],
  ];
  if (r.secoes) {
    // A document: each section's heading, its paragraphs and its tables (figures as the CSV writes numbers).
    const celulaDoc = (c: ColunaRelatorio, v: CelulaDocumento | undefined) =>
      ehFigura(v)
        ? v.valor === null
          ? SEM_VALOR
          : v.tipo === 'dinheiro' && v.casas === 4
            ? (v.valor / 100).toFixed(4).replace('.', ',')
            : numeroCsv({ chave: '', rotulo: '', tipo: v.tipo, casas: v.casas }, v.valor)
        : celula(c, v ?? null);
    for (const s of r.secoes) {
      linhas.push([neutralizar(s.titulo)]);
      for (const b of s.blocos) {
        if (b.tipo === 'paragrafos') for (const t of b.textos) linhas.push([neutralizar(t)]);
        if (b.tipo === 'tabela') {
          linhas.push(b.tabela.colunas.map((c) => c.rotulo));
          for (const l of b.tabela.linhas) linhas.push(b.tabela.colunas.map((c) => celulaDoc(c, l[c.chave])));
        }
      }
      linhas.push([]);
    }
    for (const t of r.assinatura ?? []) linhas.push([neutralizar(t)]);
    return paraCsv(linhas);
  }
  linhas.push(
    r.colunas.map((c) => c.rotulo),
    ...(r.linhas.length ? r.linhas.map((l) => r.colunas.map((c) => celula(c, l[c.chave]))) : [[MSG_RELATORIO.vazio]]),
  );
  if (temTotais(r)) linhas.push(celulasDoTotal(r, celula));
  return paraCsv(linhas);
}
