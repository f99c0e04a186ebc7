/**
 * A report as a PDF a technician hands to a bank or a cooperative: the title block (farm, period, generation time),
 * a table whose header repeats on every page, the totals, and 'Página N de M' at the foot. pdfkit is pure
 * JavaScript (it runs on a Pi); its standard Helvetica covers Portuguese (WinAnsi).
 */
import {
  celulasDoTotal,
  ehFigura,
  formatarCelula,
  formatarCelulaDocumento,
  temTotais,
} from '../../domain/relatorios/exportar.ts';
import {
  type Celula,
  type ColunaRelatorio,
  type GraficoDocumento,
  MSG_RELATORIO,
  type Relatorio,
  type TabelaDocumento,
} from '../../domain/relatorios/schemas.ts';

const MARGEM = 40;
const FONTE = 8.5;
const LINHA = 16;
const VERDE = '#1f6f43';

const aDireita = (c: ColunaRelatorio) => c.figuras || (c.tipo !== 'texto' && c.tipo !== 'data');

/**
 * The standard fonts write WinAnsi only: the few characters our texts use outside it (the minus sign of 'RB − CT',
 * '−10 %', thin spaces) become their nearest WinAnsi, not a stray quote mark. Every text drawn goes through it.
 */
const FORA_DO_WINANSI = /[\u2009\u2010-\u2012\u202f\u2212\u2264\u2265]/g;
const EM_WINANSI: Record<string, string> = { '\u2264': '<=', '\u2265': '>=', '\u2009': ' ', '\u202f': ' ' };
const paraWinAnsi = (t: string) => t.replace(FORA_DO_WINANSI, (ch) => EM_WINANSI[ch] ?? '-');

/** A cell as drawn: formatted as on screen, in WinAnsi. */
const celula = (c: ColunaRelatorio, v: Celula) => paraWinAnsi(formatarCelula(c, v));

/** A date or a number is read whole or not at all: its column never shrinks below its widest cell. */
const inteira = (c: ColunaRelatorio) => c.tipo !== 'texto' || c.figuras;

/**
 * Column widths shared by the page width. A date or figure column gets its widest cell (the first 200 rows and the
 * total, bold), and at least the widest word of its header, which wraps in two lines; a text column wraps too, so it gets what is
 * left in proportion to its longest text (at least its header's widest word). Before, dates were shared out like
 * texts and cut with an ellipsis ('05/…' in the 14 columns of the lactations).
 */
function larguras(doc: PDFKit.PDFDocument, r: Relatorio, cabecalho: string[], util: number): number[] {
  const amostra = r.linhas.slice(0, 200);
  const negrito = (t: string) => doc.font('Helvetica-Bold').fontSize(FONTE).widthOfString(t) + 10;
  // a header wraps in two lines at most: its widest word, or half of it
  const palavras = cabecalho.map((t) => Math.max(...t.split(/\s+/).map(negrito), negrito(t) / 2 + 6));
  const minimas = r.colunas.map((c, i) =>
    Math.max(palavras[i], c.chave in r.totais ? negrito(celula(c, r.totais[c.chave])) : 0),
  );
  doc.font('Helvetica').fontSize(FONTE);
  const desejadas = r.colunas.map((c, i) => {
    let maior = minimas[i];
    for (const l of amostra) maior = Math.max(maior, doc.widthOfString(celula(c, l[c.chave])) + 10);
    return inteira(c) ? maior : Math.min(Math.max(maior, negrito(cabecalho[i])), 180);
  });
  const fixas = r.colunas.map((c, i) => (inteira(c) ? desejadas[i] : 0));
  const somaFixas = fixas.reduce((s, w) => s + w, 0);
  const textos = r.colunas.map((c, i) => (inteira(c) ? 0 : desejadas[i]));
  const somaTextos = textos.reduce((s, w) => s + w, 0);
  // no text column, or the figures alone fill the page: every column in proportion (the page is the limit)
  if (!somaTextos || somaFixas >= util) {
    const soma = somaFixas + somaTextos;
    return desejadas.map((w) => (w * util) / soma);
  }
  const sobra = util - somaFixas;
  return desejadas.map((w, i) => (inteira(r.colunas[i]) ? w : Math.max(minimas[i], (sobra * textos[i]) / somaTextos)));
}

export async function relatorioParaPdf(r: Relatorio): Promise<Buffer> {
  const capa = {
    titulo: paraWinAnsi(r.titulo),
    rodape: paraWinAnsi(`${r.fazenda} · ${r.periodo}`),
    linhas: [`Fazenda: ${r.fazenda}`, `Período: ${r.periodo}`, `Gerado em: ${r.geradoEm}`].map(paraWinAnsi),
    destaque: r.destaque && paraWinAnsi(r.destaque),
  };
  const cabecalho = r.colunas.map((c) => paraWinAnsi(c.rotulo));
  // pdfkit (≈ 23 MB with its fonts) comes with the first PDF asked for, not with the server's start.
  const { default: PDFDocument } = await import('pdfkit');
  const paisagem = r.paisagem || r.colunas.length > 6;
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
  const ws = larguras(doc, r, cabecalho, util);

  doc.fillColor(VERDE).font('Helvetica-Bold').fontSize(16).text(capa.titulo, MARGEM, MARGEM);
  doc.moveDown(0.3).fillColor('#222').font('Helvetica').fontSize(10);
  for (const l of capa.linhas) doc.text(l);
  if (capa.destaque) {
    doc.moveDown(0.5).fillColor(VERDE).font('Helvetica-Bold').fontSize(11).text(capa.destaque, { width: util });
    doc.fillColor('#222').font('Helvetica').fontSize(10);
  }
  doc.moveDown(0.8);

  // The report's rows wrap (a header of two lines, a long text cell) instead of being cut: each row is as tall as
  // its tallest cell.
  const linha = (celulas: string[], y: number, estilo: EstiloLinha, zebra = false) =>
    linhaDaTabela(
      doc,
      { y, util, ws, celulas, estilo, zebra, quebra: true },
      (i) => estilo !== 'cabecalho' && aDireita(r.colunas[i]),
    );
  const altura = (celulas: string[], estilo: EstiloLinha) => alturaDaLinha(doc, ws, celulas, estilo);
  if (r.secoes) {
    documento(doc, r, util, fim);
    return terminar(doc, capa.rodape, util, pronto);
  }
  if (r.grafico && r.linhas.length > 1) grafico(doc, r, MARGEM, doc.y, util, 150);
  let y = doc.y;
  y += linha(cabecalho, y, 'cabecalho');
  if (r.linhas.length === 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555')
      .text(paraWinAnsi(MSG_RELATORIO.vazio), MARGEM, y + 6);
  }
  r.linhas.forEach((l, i) => {
    const celulas = r.colunas.map((c) => celula(c, l[c.chave]));
    if (y + altura(celulas, 'corpo') > fim()) {
      doc.addPage();
      y = MARGEM;
      y += linha(cabecalho, y, 'cabecalho');
    }
    y += linha(celulas, y, 'corpo', i % 2 === 1);
  });
  if (temTotais(r)) {
    const total = celulasDoTotal(r, celula);
    if (y + altura(total, 'total') > fim()) {
      doc.addPage();
      y = MARGEM;
    }
    linha(total, y, 'total');
  }
  return terminar(doc, capa.rodape, util, pronto);
}

type EstiloLinha = 'cabecalho' | 'corpo' | 'destaque' | 'total';

const fonteDa = (estilo: EstiloLinha) => (estilo === 'corpo' ? 'Helvetica' : 'Helvetica-Bold');

/** The height of a row whose cells wrap in their columns: its tallest cell, at least one line. */
function alturaDaLinha(doc: PDFKit.PDFDocument, ws: number[], celulas: string[], estilo: EstiloLinha): number {
  doc.font(fonteDa(estilo)).fontSize(FONTE);
  const maior = Math.max(0, ...celulas.map((t, i) => doc.heightOfString(t, { width: ws[i] - 8 })));
  return Math.max(LINHA, Math.ceil(maior) + 6);
}

/**
 * One row of a table at `y` (the report's and a document section's): the header's band or the zebra, a rule above
 * the total, bold but for body rows, right-aligned where `aDireitaEm`; each cell wraps in its column (`quebra`, the
 * row as tall as its tallest cell) or is cut to one line with an ellipsis. Answers the row's height.
 */
function linhaDaTabela(
  doc: PDFKit.PDFDocument,
  l: {
    y: number;
    util: number;
    ws: number[];
    celulas: string[];
    estilo: EstiloLinha;
    zebra: boolean;
    quebra?: boolean;
  },
  aDireitaEm: (coluna: number) => boolean,
): number {
  const { y, util, ws, estilo } = l;
  const altura = l.quebra ? alturaDaLinha(doc, ws, l.celulas, estilo) : LINHA;
  if (estilo === 'cabecalho') doc.rect(MARGEM, y, util, altura).fill('#e6f0ea');
  else if (l.zebra) doc.rect(MARGEM, y, util, altura).fill('#f6f6f6');
  if (estilo === 'total')
    doc
      .moveTo(MARGEM, y)
      .lineTo(MARGEM + util, y)
      .strokeColor('#888')
      .stroke();
  doc.fillColor('#111').font(fonteDa(estilo)).fontSize(FONTE);
  let x = MARGEM;
  l.celulas.forEach((texto, i) => {
    const alinhamento = aDireitaEm(i) ? 'right' : 'left';
    if (l.quebra) doc.text(texto, x + 4, y + 4, { width: ws[i] - 8, align: alinhamento });
    else
      doc.text(texto, x + 4, y + 4, {
        width: ws[i] - 8,
        height: LINHA - 4,
        ellipsis: true,
        lineBreak: false,
        align: alinhamento,
      });
    x += ws[i];
  });
  return altura;
}

/** 'Página N de M' and the report's name at the foot of every page; then the file. */
function terminar(doc: PDFKit.PDFDocument, rodape: string, util: number, pronto: Promise<Buffer>): Promise<Buffer> {
  const { start, count } = doc.bufferedPageRange();
  for (let p = start; p < start + count; p++) {
    doc.switchToPage(p);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555')
      .text(rodape, MARGEM, doc.page.height - MARGEM - 10, { lineBreak: false })
      .text(`Página ${p + 1} de ${count}`, MARGEM, doc.page.height - MARGEM - 10, {
        width: util,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return pronto;
}

/** The report's chart as vector bars (grouped by series), the limits as dashed lines, then the legend. */
function grafico(doc: PDFKit.PDFDocument, r: Relatorio, x0: number, y0: number, largura: number, altura: number) {
  const g = r.grafico;
  if (!g) return;
  const col = new Map(r.colunas.map((c) => [c.chave, c]));
  const valor = (chave: string, v: unknown) =>
    typeof v === 'number' ? (col.get(chave)?.tipo === 'dinheiro' ? v / 100 : v) : 0;
  const series = g.series.map((s) => r.linhas.map((l) => valor(s.chave, l[s.chave])));
  const limites = g.limites ?? [];
  const maximo = Math.max(1, ...series.flat(), ...limites.map((l) => l.valor)) * 1.1;
  const eixo = 40;
  const area = { x: x0 + eixo, y: y0 + 14, w: largura - eixo, h: altura - 30 };
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#111').text(paraWinAnsi(g.rotulo), x0, y0, { lineBreak: false });
  doc.font('Helvetica').fontSize(7).fillColor('#555');
  for (let i = 0; i <= 4; i++) {
    const v = (maximo * i) / 4;
    const y = area.y + area.h - (area.h * i) / 4;
    doc
      .moveTo(area.x, y)
      .lineTo(area.x + area.w, y)
      .strokeColor('#e5e5e5')
      .lineWidth(0.5)
      .stroke();
    doc.text(v >= 1000 ? `${Math.round(v / 1000)} mil` : String(Math.round(v)), x0, y - 3, {
      width: eixo - 4,
      align: 'right',
      lineBreak: false,
    });
  }
  const n = r.linhas.length;
  const passo = area.w / n;
  const barra = (passo * 0.8) / series.length;
  series.forEach((valores, si) => {
    valores.forEach((v, i) => {
      const h = (area.h * v) / maximo;
      doc.rect(area.x + i * passo + passo * 0.1 + si * barra, area.y + area.h - h, barra, h).fill(g.series[si].cor);
    });
  });
  for (const l of limites) {
    const y = area.y + area.h - (area.h * l.valor) / maximo;
    doc
      .moveTo(area.x, y)
      .lineTo(area.x + area.w, y)
      .dash(4, { space: 3 })
      .strokeColor(l.cor)
      .lineWidth(1)
      .stroke();
    doc.undash();
  }
  const cada = Math.ceil(n / 12);
  const xCol = col.get(g.x);
  doc.font('Helvetica').fontSize(6.5).fillColor('#555');
  r.linhas.forEach((l, i) => {
    if (i % cada) return;
    const rotulo = xCol ? celula(xCol, l[g.x]) : paraWinAnsi(String(l[g.x]));
    doc.text(rotulo, area.x + i * passo, area.y + area.h + 3, { width: passo * cada, lineBreak: false });
  });
  let lx = x0;
  const ly = y0 + altura - 6;
  for (const item of [...g.series, ...limites].map((s) => ({ rotulo: paraWinAnsi(s.rotulo), cor: s.cor }))) {
    doc.rect(lx, ly, 8, 6).fill(item.cor);
    doc
      .fillColor('#333')
      .fontSize(7)
      .text(item.rotulo, lx + 11, ly - 1, { lineBreak: false });
    lx += 20 + doc.widthOfString(item.rotulo);
  }
  doc.y = y0 + altura + 12;
  doc.x = x0;
}

/**
 * A document of headed sections (the Análise Final): each heading in the brand green over a rule, its paragraphs,
 * its tables (header repeated after a page break, bold rows where the table says) and its charts; a section's
 * heading never stays alone at a page's foot. Then the signature line.
 */
function documento(doc: PDFKit.PDFDocument, r: Relatorio, util: number, fim: () => number) {
  const cabe = (altura: number) => {
    if (doc.y + altura > fim()) {
      doc.addPage();
      doc.y = MARGEM;
    }
  };
  for (const [n, s] of (r.secoes ?? []).entries()) {
    if (s.novaPagina && n > 0) {
      doc.addPage();
      doc.y = MARGEM;
    }
    cabe(24 + LINHA * 3);
    doc.moveDown(0.4);
    const y = doc.y;
    doc.fillColor(VERDE).font('Helvetica-Bold').fontSize(12).text(paraWinAnsi(s.titulo), MARGEM, y, { width: util });
    doc
      .moveTo(MARGEM, doc.y + 1)
      .lineTo(MARGEM + util, doc.y + 1)
      .strokeColor(VERDE)
      .lineWidth(0.8)
      .stroke();
    doc.y += 6;
    for (const b of s.blocos) {
      if (b.tipo === 'paragrafos') {
        doc.font('Helvetica').fontSize(9).fillColor('#222');
        for (const t of b.textos) {
          const texto = paraWinAnsi(t);
          cabe(doc.heightOfString(texto, { width: util }) + 4);
          doc.text(texto, MARGEM, doc.y, { width: util });
          doc.y += 4;
        }
      } else if (b.tipo === 'tabela') {
        tabela(doc, b.tabela, util, cabe);
      } else {
        const g = b.grafico;
        if (g.horizontal) {
          const altura = 22 + g.tabela.linhas.length * 14;
          cabe(altura);
          barrasHorizontais(doc, g, MARGEM, doc.y, util, altura);
        } else {
          cabe(170);
          const comoRelatorio = {
            ...r,
            grafico: g,
            colunas: g.tabela.colunas,
            linhas: g.tabela.linhas as Record<string, Celula>[],
          };
          grafico(doc, comoRelatorio, MARGEM, doc.y, util, 150);
        }
      }
    }
  }
  if (r.assinatura) {
    cabe(90);
    doc.y += 50;
    const largura = 260;
    const x = MARGEM + (util - largura) / 2;
    doc
      .moveTo(x, doc.y)
      .lineTo(x + largura, doc.y)
      .strokeColor('#111')
      .lineWidth(0.8)
      .stroke();
    doc.y += 4;
    doc.font('Helvetica').fontSize(9).fillColor('#111');
    for (const t of r.assinatura) doc.text(paraWinAnsi(t), x, doc.y, { width: largura, align: 'center' });
  }
}

/** A document's table: widths by content (figures right-aligned), zebra rows, bold rows the table marks. */
function tabela(doc: PDFKit.PDFDocument, t: TabelaDocumento, util: number, cabe: (altura: number) => void) {
  const texto = (c: ColunaRelatorio, v: unknown) => paraWinAnsi(formatarCelulaDocumento(c, v as never));
  const direita = (c: ColunaRelatorio) => aDireita(c) || t.linhas.some((l) => ehFigura(l[c.chave]));
  doc.font('Helvetica-Bold').fontSize(FONTE);
  const desejadas = t.colunas.map((c) => {
    let maior = doc.widthOfString(paraWinAnsi(c.rotulo)) + 10;
    for (const l of t.linhas) maior = Math.max(maior, doc.widthOfString(texto(c, l[c.chave])) + 10);
    return maior;
  });
  const soma = desejadas.reduce((a, b) => a + b, 0);
  // What is left goes to the first column (the labels); a table too wide shares the page in proportion.
  const ws =
    soma <= util ? desejadas.map((w, i) => (i === 0 ? w + util - soma : w)) : desejadas.map((w) => (w * util) / soma);
  const linha = (celulas: string[], estilo: EstiloLinha, zebra: boolean) => {
    linhaDaTabela(doc, { y: doc.y, util, ws, celulas, estilo, zebra }, (i) => direita(t.colunas[i]));
    doc.y += LINHA;
  };
  const cabecalho = t.colunas.map((c) => paraWinAnsi(c.rotulo));
  cabe(LINHA * 2);
  linha(cabecalho, 'cabecalho', false);
  t.linhas.forEach((l, i) => {
    if (doc.y + LINHA > doc.page.height - MARGEM - 24) {
      doc.addPage();
      doc.y = MARGEM;
      linha(cabecalho, 'cabecalho', false);
    }
    linha(
      t.colunas.map((c) => texto(c, l[c.chave])),
      t.destacadas?.includes(i) ? 'destaque' : 'corpo',
      i % 2 === 1,
    );
  });
  doc.y += 6;
  doc.x = MARGEM;
}

/** One bar a row, its label on the left and its value at the bar's end (the cost composition). */
function barrasHorizontais(
  doc: PDFKit.PDFDocument,
  g: GraficoDocumento,
  x0: number,
  y0: number,
  largura: number,
  altura: number,
) {
  const serie = g.series[0];
  const col = g.tabela.colunas.find((c) => c.chave === serie.chave);
  const valores = g.tabela.linhas.map((l) => {
    const v = l[serie.chave];
    return typeof v === 'number' ? v : 0;
  });
  const maximo = Math.max(1, ...valores);
  const total = valores.reduce((a, b) => a + b, 0);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#111').text(paraWinAnsi(g.rotulo), x0, y0, { lineBreak: false });
  const rotulos = 170;
  const numeros = 110;
  const area = largura - rotulos - numeros;
  g.tabela.linhas.forEach((l, i) => {
    const y = y0 + 16 + i * 14;
    const w = (area * valores[i]) / maximo;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor('#333')
      .text(paraWinAnsi(String(l[g.x])), x0, y + 1, { width: rotulos - 6, ellipsis: true, lineBreak: false });
    doc.rect(x0 + rotulos, y, Math.max(w, 0.5), 10).fill(serie.cor);
    const parte =
      total > 0
        ? ` (${formatarCelula({ chave: '', rotulo: '', tipo: 'percentual' }, (100 * valores[i]) / total)})`
        : '';
    doc
      .fillColor('#333')
      .text(paraWinAnsi(`${col ? formatarCelula(col, valores[i]) : valores[i]}${parte}`), x0 + rotulos + w + 4, y + 1, {
        width: numeros + area - w - 4,
        lineBreak: false,
      });
  });
  doc.y = y0 + altura + 6;
  doc.x = x0;
}
