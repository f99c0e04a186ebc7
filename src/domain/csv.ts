/**
 * CSV as a Brazilian spreadsheet opens it: ';' between fields (',' is the decimal mark), CRLF line ends and a UTF-8
 * BOM so Excel reads the accents. A field with ';', a quote or a line break is quoted, its quotes doubled.
 */
export function paraCsv(linhas: readonly (readonly (string | number | null | undefined)[])[]): string {
  const campo = (v: string | number | null | undefined) => {
    const s = v === null || v === undefined ? '' : String(v);
    return /[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `\uFEFF${linhas.map((l) => l.map(campo).join(';')).join('\r\n')}\r\n`;
}
