/**
 * A report as text a person reads (the screen, the CSV): money as reais, dates dd/MM/yyyy, numbers with a decimal
 * comma. The CSV neutralises cells a spreadsheet would run as a formula (CSV injection: free text holds such values).
 */
import { paraCsv } from '../csv.ts';
import { formatBRL, formatData, formatNumero } from '../format.ts';
import type { Celula, ColunaRelatorio, Relatorio } from './schemas.ts';

export function formatarCelula(c: ColunaRelatorio, v: Celula): string {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'number') {
    if (c.tipo === 'dinheiro') return formatBRL(v);
    if (c.tipo === 'percentual') return `${formatNumero(v, c.casas ?? 2)}%`;
    return formatNumero(v, c.casas ?? 0);
  }
  return c.tipo === 'data' ? formatData(v) : v;
}

/** '=1+1' or '@SOMA(…)' typed into a description would run in Excel: such a cell starts with an apostrophe. */
export function neutralizar(texto: string): string {
  return /^[=+\-@\t\r]/.test(texto) ? `'${texto}` : texto;
}

/** A number as Excel pt-BR reads it from CSV: decimal comma, no thousands separator, money in reais. */
function numeroCsv(c: ColunaRelatorio, v: number): string {
  const n = c.tipo === 'dinheiro' ? v / 100 : v;
  return n.toFixed(c.tipo === 'dinheiro' ? 2 : (c.casas ?? 0)).replace('.', ',');
}

/** The report as CSV (all columns, no ids): the title block, the header, the rows and the totals. */
export function relatorioParaCsv(r: Relatorio): string {
  const celula = (c: ColunaRelatorio, v: Celula) => {
    if (v === null || v === undefined) return '';
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
    r.colunas.map((c) => c.rotulo),
    ...r.linhas.map((l) => r.colunas.map((c) => celula(c, l[c.chave]))),
  ];
  if (Object.keys(r.totais).length) {
    linhas.push(
      r.colunas.map((c, i) => (c.chave in r.totais ? numeroCsv(c, r.totais[c.chave]) : i === 0 ? 'Total' : '')),
    );
  }
  return paraCsv(linhas);
}
