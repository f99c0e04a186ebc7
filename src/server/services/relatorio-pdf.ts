/**
 * A report as a PDF a technician hands to a bank or a cooperative: the title block (farm, period, generation time),
 * a table whose header repeats on every page, the totals, and 'Página N de M' at the foot. pdfkit is pure
 * JavaScript (it runs on a Pi); its standard Helvetica covers Portuguese (WinAnsi).
 */
import PDFDocument from 'pdfkit';
import { formatarCelula } from '../../domain/relatorios/exportar.ts';
import type { ColunaRelatorio, Relatorio } from '../../domain/relatorios/schemas.ts';

const MARGEM = 40;
const FONTE = 8.5;
const LINHA = 16;
const VERDE = '#1f6f43';

const aDireita = (c: ColunaRelatorio) => c.tipo !== 'texto' && c.tipo !== 'data';

/**
 * Column widths shared by the page width: by the longest text of the first rows, never narrower than the bold
 * header and total (those must read whole).
 */
function larguras(doc: PDFKit.PDFDocument, r: Relatorio, util: number): number[] {
  const amostra = r.linhas.slice(0, 200);
  const negrito = (t: string) => doc.font('Helvetica-Bold').fontSize(FONTE).widthOfString(t) + 10;
  const minimas = r.colunas.map((c) =>
    Math.max(negrito(c.rotulo), c.chave in r.totais ? negrito(formatarCelula(c, r.totais[c.chave])) : 0),
  );
  doc.font('Helvetica').fontSize(FONTE);
  const desejadas = r.colunas.map((c, i) => {
    let maior = minimas[i];
    for (const l of amostra) maior = Math.max(maior, doc.widthOfString(formatarCelula(c, l[c.chave])) + 10);
    return Math.min(maior, 180);
  });
  // What is left (or missing) goes to the text columns, which can be cut with an ellipsis; numbers keep theirs.
  const soma = desejadas.reduce((s, w) => s + w, 0);
  const textos = r.colunas.map((c, i) => (aDireita(c) ? 0 : desejadas[i]));
  const somaTextos = textos.reduce((s, w) => s + w, 0);
  if (!somaTextos) return desejadas.map((w) => (w * util) / soma);
  const sobra = util - soma;
  return desejadas.map((w, i) => Math.max(minimas[i], w + (sobra * textos[i]) / somaTextos));
}

export function relatorioParaPdf(r: Relatorio): Promise<Buffer> {
  const paisagem = r.colunas.length > 6;
  const doc = new PDFDocument({
    size: 'A4',
    layout: paisagem ? 'landscape' : 'portrait',
    margins: { top: MARGEM, bottom: MARGEM, left: MARGEM, right: MARGEM },
    bufferPages: true,
    info: { Title: r.titulo, Author: 'Gestão Leiteira', Subject: `${r.fazenda} — ${r.periodo}` },
  });
  const partes: Buffer[] = [];
  doc.on('data', (b: Buffer) => partes.push(b));
  const pronto = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(partes))));

  const util = doc.page.width - 2 * MARGEM;
  const fim = () => doc.page.height - MARGEM - 24;
  const ws = larguras(doc, r, util);

  doc.fillColor(VERDE).font('Helvetica-Bold').fontSize(16).text(r.titulo, MARGEM, MARGEM);
  doc.moveDown(0.3).fillColor('#222').font('Helvetica').fontSize(10);
  doc.text(`Fazenda: ${r.fazenda}`).text(`Período: ${r.periodo}`).text(`Gerado em: ${r.geradoEm}`);
  doc.moveDown(0.8);

  const linha = (celulas: string[], y: number, estilo: 'cabecalho' | 'corpo' | 'total', zebra = false) => {
    if (estilo === 'cabecalho') doc.rect(MARGEM, y, util, LINHA).fill('#e6f0ea');
    else if (zebra) doc.rect(MARGEM, y, util, LINHA).fill('#f6f6f6');
    if (estilo === 'total')
      doc
        .moveTo(MARGEM, y)
        .lineTo(MARGEM + util, y)
        .strokeColor('#888')
        .stroke();
    doc
      .fillColor('#111')
      .font(estilo === 'corpo' ? 'Helvetica' : 'Helvetica-Bold')
      .fontSize(FONTE);
    let x = MARGEM;
    celulas.forEach((texto, i) => {
      doc.text(texto, x + 4, y + 4, {
        width: ws[i] - 8,
        height: LINHA - 4,
        ellipsis: true,
        lineBreak: false,
        align: estilo !== 'cabecalho' && aDireita(r.colunas[i]) ? 'right' : 'left',
      });
      x += ws[i];
    });
  };
  const cabecalho = r.colunas.map((c) => c.rotulo);
  let y = doc.y;
  linha(cabecalho, y, 'cabecalho');
  y += LINHA;
  if (r.linhas.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555')
      .text('Nenhum registro no período.', MARGEM, y + 6);
  }
  r.linhas.forEach((l, i) => {
    if (y + LINHA > fim()) {
      doc.addPage();
      y = MARGEM;
      linha(cabecalho, y, 'cabecalho');
      y += LINHA;
    }
    linha(
      r.colunas.map((c) => formatarCelula(c, l[c.chave])),
      y,
      'corpo',
      i % 2 === 1,
    );
    y += LINHA;
  });
  if (Object.keys(r.totais).length && r.linhas.length) {
    if (y + LINHA > fim()) {
      doc.addPage();
      y = MARGEM;
    }
    linha(
      r.colunas.map((c, i) => (c.chave in r.totais ? formatarCelula(c, r.totais[c.chave]) : i === 0 ? 'Total' : '')),
      y,
      'total',
    );
  }

  const { start, count } = doc.bufferedPageRange();
  for (let p = start; p < start + count; p++) {
    doc.switchToPage(p);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555')
      .text(`${r.fazenda} · ${r.periodo}`, MARGEM, doc.page.height - MARGEM - 10, { lineBreak: false })
      .text(`Página ${p + 1} de ${count}`, MARGEM, doc.page.height - MARGEM - 10, {
        width: util,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return pronto;
}
