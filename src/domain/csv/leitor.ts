/**
 * Reading CSV as farms have it: exported by this app (BOM, ';', decimal comma), saved by an old Excel (Latin-1),
 * or plain (',' and '.'). Pure and incremental: bytes go in by chunks and whole records come out, so a 50 MB file
 * is read a piece at a time on the CLI and the same code parses a file in the browser.
 */
import { MSG_CSV } from './messages.ts';

/** A failure of the file as a whole (not of one row): binary, a line too long. `linha` is the record's number. */
export class ErroArquivoCsv extends Error {
  constructor(
    message: string,
    readonly linha: number,
  ) {
    super(message);
  }
}

/** A record longer than this is not a spreadsheet row (a binary file, a runaway quote). */
export const MAX_REGISTRO = 1024 * 1024;

/** How many bytes at the end of `bytes` start a UTF-8 sequence that the next chunk completes. */
function caudaIncompleta(bytes: Uint8Array): number {
  for (let i = 1; i <= Math.min(3, bytes.length); i++) {
    const b = bytes[bytes.length - i];
    if ((b & 0xc0) === 0x80) continue; // continuation byte: look further back
    const precisa = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return precisa > i ? i : 0;
  }
  return 0;
}

/**
 * Bytes → text. UTF-8 unless a byte sequence is not valid UTF-8: from there on (and for the chunk that showed it)
 * windows-1252, what Excel in Portuguese writes as "CSV (separado por vírgulas)". Text before the switch was ASCII
 * or valid UTF-8; a file mixing both is read as best it can. The BOM is dropped.
 */
export class DecodificadorCsv {
  #utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  #latin1 = new TextDecoder('windows-1252');
  #resto: Uint8Array = new Uint8Array(0);
  #inicio = true;
  /** 'utf-8' or 'windows-1252': what the file turned out to be. */
  codificacao: 'utf-8' | 'windows-1252' = 'utf-8';

  decodificar(chunk: Uint8Array): string {
    let bytes: Uint8Array = chunk;
    if (this.#resto.length) {
      bytes = new Uint8Array(this.#resto.length + chunk.length);
      bytes.set(this.#resto);
      bytes.set(chunk, this.#resto.length);
    }
    if (this.#inicio) {
      if (bytes.length < 3) {
        this.#resto = bytes;
        return '';
      }
      this.#inicio = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
    }
    if (this.codificacao === 'windows-1252') {
      this.#resto = new Uint8Array(0);
      return this.#latin1.decode(bytes);
    }
    const cauda = caudaIncompleta(bytes);
    const inteiro = bytes.subarray(0, bytes.length - cauda);
    try {
      const texto = this.#utf8.decode(inteiro);
      this.#resto = bytes.slice(bytes.length - cauda);
      return texto;
    } catch {
      this.codificacao = 'windows-1252';
      this.#resto = new Uint8Array(0);
      return this.#latin1.decode(bytes);
    }
  }

  fim(): string {
    const resto = this.#resto;
    this.#resto = new Uint8Array(0);
    if (!resto.length) return '';
    if (this.#inicio && resto[0] === 0xef && resto[1] === 0xbb) return '';
    try {
      return this.codificacao === 'utf-8' ? this.#utf8.decode(resto) : this.#latin1.decode(resto);
    } catch {
      this.codificacao = 'windows-1252';
      return this.#latin1.decode(resto);
    }
  }
}

/** ';' or ',': the one that appears more often outside quotes in the header line (';' on a tie, the pt-BR form). */
export function detectarSeparador(linha: string): ';' | ',' {
  let pv = 0;
  let v = 0;
  let aspas = false;
  for (const ch of linha) {
    if (ch === '"') aspas = !aspas;
    else if (!aspas && ch === ';') pv++;
    else if (!aspas && ch === ',') v++;
  }
  return v > pv ? ',' : ';';
}

/**
 * Text chunks → records (arrays of cells). RFC 4180 quoting ("" inside quotes), CRLF or LF, the separator found in
 * the first line. Blank lines are skipped. `separador` is known once the first line has been seen.
 */
export class LeitorCsv {
  separador: ';' | ',' | null = null;
  #buffer = '';
  #celula = '';
  #registro: string[] = [];
  #aspas = false;
  #tamanho = 0;
  /** Records produced so far (the header is record 1). */
  registros = 0;

  constructor(separador?: ';' | ',') {
    this.separador = separador ?? null;
  }

  ler(texto: string): string[][] {
    return this.#processar(this.#buffer + texto, false);
  }

  fim(): string[][] {
    return this.#processar(this.#buffer, true);
  }

  #processar(texto: string, final: boolean): string[][] {
    let t = texto;
    this.#buffer = '';
    // A quote or a CR at the end is decided by the next character ("" or a closing quote; CRLF): keep it.
    if (!final && (t.endsWith('"') || t.endsWith('\r'))) {
      this.#buffer = t.slice(-1);
      t = t.slice(0, -1);
    }
    if (this.separador === null) {
      const nl = t.indexOf('\n');
      if (nl < 0 && !final && t.length < MAX_REGISTRO) {
        this.#buffer = t + this.#buffer;
        return [];
      }
      this.separador = detectarSeparador(nl < 0 ? t : t.slice(0, nl));
    }
    if (t.includes('\u0000')) throw new ErroArquivoCsv(MSG_CSV.binario, this.registros + 1);
    const sep = this.separador;
    const out: string[][] = [];
    const n = t.length;
    let i = 0;
    while (i < n) {
      if (this.#aspas) {
        const q = t.indexOf('"', i);
        if (q < 0) {
          this.#celula += t.slice(i);
          this.#tamanho += n - i;
          i = n;
        } else {
          this.#celula += t.slice(i, q);
          this.#tamanho += q - i;
          if (t[q + 1] === '"') {
            this.#celula += '"';
            i = q + 2;
          } else {
            this.#aspas = false;
            i = q + 1;
          }
        }
      } else {
        const ch = t[i];
        if (ch === '"' && this.#celula === '') {
          this.#aspas = true;
          i++;
        } else if (ch === sep) {
          this.#registro.push(this.#celula);
          this.#celula = '';
          i++;
        } else if (ch === '\n' || ch === '\r') {
          this.#fecharRegistro(out);
          i += ch === '\r' && t[i + 1] === '\n' ? 2 : 1;
        } else {
          // a plain run up to the next special character; a stray quote inside an unquoted cell is text
          let j = i + 1;
          while (j < n) {
            const c = t[j];
            if (c === sep || c === '\n' || c === '\r') break;
            j++;
          }
          this.#celula += t.slice(i, j);
          this.#tamanho += j - i;
          i = j;
        }
      }
      if (this.#tamanho > MAX_REGISTRO) throw new ErroArquivoCsv(MSG_CSV.linhaLonga, this.registros + 1);
    }
    if (final && (this.#celula !== '' || this.#registro.length)) this.#fecharRegistro(out);
    return out;
  }

  #fecharRegistro(out: string[][]) {
    this.#registro.push(this.#celula);
    this.#celula = '';
    this.#tamanho = 0;
    const r = this.#registro;
    this.#registro = [];
    if (r.length === 1 && r[0].trim() === '') return; // blank line
    this.registros++;
    out.push(r);
  }
}

/** A whole text (the screen's file, a test's string) → records. */
export function lerCsv(texto: string): { separador: ';' | ','; registros: string[][] } {
  const leitor = new LeitorCsv();
  const registros = [...leitor.ler(texto), ...leitor.fim()];
  return { separador: leitor.separador ?? ';', registros };
}

/** Bytes of a file (any encoding this reader knows) → records. */
export function lerCsvBytes(bytes: Uint8Array): { separador: ';' | ','; registros: string[][]; codificacao: string } {
  const dec = new DecodificadorCsv();
  const texto = dec.decodificar(bytes) + dec.fim();
  return { ...lerCsv(texto), codificacao: dec.codificacao };
}
