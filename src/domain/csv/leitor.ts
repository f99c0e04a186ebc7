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
 * Where the first byte sequence that is not UTF-8 starts (the WHATWG decoder's rules: no overlong forms, no
 * surrogates, nothing above U+10FFFF; a sequence cut short by the end counts as invalid); -1 when all of it is.
 */
export function primeiroInvalido(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const x = b[i];
    if (x < 0x80) {
      i++;
      continue;
    }
    let n: number;
    let min = 0x80;
    let max = 0xbf;
    if (x >= 0xc2 && x <= 0xdf) n = 1;
    else if (x >= 0xe0 && x <= 0xef) {
      n = 2;
      if (x === 0xe0) min = 0xa0;
      if (x === 0xed) max = 0x9f;
    } else if (x >= 0xf0 && x <= 0xf4) {
      n = 3;
      if (x === 0xf0) min = 0x90;
      if (x === 0xf4) max = 0x8f;
    } else return i;
    for (let k = 1; k <= n; k++) {
      const y = b[i + k];
      if (y === undefined || y < (k === 1 ? min : 0x80) || y > (k === 1 ? max : 0xbf)) return i;
    }
    i += n + 1;
  }
  return -1;
}

/** What a file's bytes turned out to be. */
export type CodificacaoCsv = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/**
 * Bytes → text. A file that starts with the UTF-16 byte-order mark (FF FE little-endian, FE FF big-endian: Excel's
 * "Texto Unicode", Notepad's "Unicode") is UTF-16 throughout (The Unicode Standard, §23.8 "Byte Order Mark"; WHATWG
 * Encoding, "BOM sniff"). Else UTF-8 up to the first byte sequence that is not UTF-8; from that byte on,
 * windows-1252 (what Excel in Portuguese writes as "CSV (separado por vírgulas)"). The switch is at a byte, not at
 * a chunk: however the file is cut, the text is the same. A Latin-1 file switches at its first accent (a byte from
 * 0xC0 up is never followed by what UTF-8 needs when the next character is a letter or a space). The BOM is dropped.
 * UTF-16 without a BOM reads as text with NUL characters, which the reader refuses with its own message.
 */
export class DecodificadorCsv {
  #utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
  #utf8Livre = new TextDecoder('utf-8', { ignoreBOM: true });
  #latin1 = new TextDecoder('windows-1252');
  /** A UTF-16 file's decoder (streaming: a character cut between two chunks waits for its second half). */
  #utf16: TextDecoder | null = null;
  #resto: Uint8Array = new Uint8Array(0);
  #inicio = true;
  /** What the file turned out to be. */
  codificacao: CodificacaoCsv = 'utf-8';

  decodificar(chunk: Uint8Array): string {
    let bytes: Uint8Array = chunk;
    if (this.#resto.length) {
      bytes = new Uint8Array(this.#resto.length + chunk.length);
      bytes.set(this.#resto);
      bytes.set(chunk, this.#resto.length);
    }
    this.#resto = new Uint8Array(0);
    if (this.#inicio) {
      if (bytes.length < 3) {
        this.#resto = new Uint8Array(bytes); // a copy: a Buffer's slice() would share the chunk's memory
        return '';
      }
      this.#inicio = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
      else if (this.#utf16Bom(bytes)) bytes = bytes.subarray(2);
    }
    if (this.#utf16) return this.#utf16.decode(bytes, { stream: true });
    if (this.codificacao === 'windows-1252') return this.#latin1.decode(bytes);
    const cauda = caudaIncompleta(bytes);
    try {
      const texto = this.#utf8.decode(bytes.subarray(0, bytes.length - cauda));
      this.#resto = new Uint8Array(bytes.subarray(bytes.length - cauda));
      return texto;
    } catch {
      return this.#trocar(bytes);
    }
  }

  fim(): string {
    const resto = this.#resto;
    this.#resto = new Uint8Array(0);
    if (this.#utf16) return this.#utf16.decode(resto);
    if (!resto.length) return '';
    if (this.#inicio && resto[0] === 0xef && resto[1] === 0xbb) return '';
    if (this.#inicio) {
      this.#inicio = false;
      const utf16 = this.#utf16Bom(resto);
      if (utf16) return utf16.decode(resto.subarray(2));
    }
    if (this.codificacao === 'windows-1252') return this.#latin1.decode(resto);
    try {
      return this.#utf8.decode(resto);
    } catch {
      return this.#trocar(resto);
    }
  }

  /** A UTF-16 byte-order mark at the start: the file's encoding is set (its decoder made); the caller drops the 2 bytes. */
  #utf16Bom(bytes: Uint8Array): TextDecoder | null {
    const le = bytes[0] === 0xff && bytes[1] === 0xfe;
    if (!le && !(bytes[0] === 0xfe && bytes[1] === 0xff)) return null;
    this.codificacao = le ? 'utf-16le' : 'utf-16be';
    this.#utf16 = new TextDecoder(this.codificacao, { ignoreBOM: true });
    return this.#utf16;
  }

  /** The bytes up to the first that is not UTF-8 as UTF-8, the rest (and all that follows) as windows-1252. */
  #trocar(bytes: Uint8Array): string {
    this.codificacao = 'windows-1252';
    const p = Math.max(0, primeiroInvalido(bytes));
    return this.#utf8Livre.decode(bytes.subarray(0, p)) + this.#latin1.decode(bytes.subarray(p));
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

// Where the reader is, between two characters (and so between two chunks).
/** At the start of a cell: a quote here opens a quoted cell. */
const INICIO = 0;
/** Inside an unquoted cell, or after a quoted cell's closing quote: text up to the separator or the line's end. */
const TEXTO = 1;
/** Inside quotes. */
const ASPAS = 2;
/** Inside quotes, just after a quote: the next character decides (another quote: a literal '"'; else it closed). */
const ASPA = 3;

const SEM_ESPECIAIS = { ';': /[;\r\n]/g, ',': /[,\r\n]/g } as const;

/**
 * Text chunks → records (arrays of cells). RFC 4180 quoting ("" inside quotes), CRLF, LF or CR, the separator found
 * in the first line. Blank lines are skipped. A state machine: every decision that needs the next character (a
 * quote inside quotes, a CR) waits for it across chunks, so a file reads the same however it is cut.
 * `separador` is known once the first line has been seen.
 */
export class LeitorCsv {
  separador: ';' | ',' | null = null;
  /** Records produced so far (the header is record 1). */
  registros = 0;
  #estado = INICIO;
  /** A record ended at a CR: an LF right after it is the same line break. */
  #aposCR = false;
  #celula = '';
  #registro: string[] = [];
  #tamanho = 0;
  /** The text held until the first line is whole (the separator is found in it), and how far it was searched. */
  #primeira = '';
  #busca = 0;
  #buscaAspas = false;

  constructor(separador?: ';' | ',') {
    this.separador = separador ?? null;
  }

  ler(texto: string): string[][] {
    if (this.separador !== null) return this.#processar(texto);
    this.#primeira += texto;
    const fim = this.#fimDaPrimeiraLinha();
    if (fim < 0 && this.#primeira.length < MAX_REGISTRO) return [];
    return this.#comSeparador(fim);
  }

  fim(): string[][] {
    const out = this.separador === null ? this.#comSeparador(this.#fimDaPrimeiraLinha()) : [];
    // a quote just before the end closed its cell (ASPA); an open quote ends with the file
    if (this.#celula !== '' || this.#registro.length) this.#fecharRegistro(out);
    this.#estado = INICIO;
    this.#aposCR = false;
    return out;
  }

  /** Where the first line ends (a CR or LF outside quotes) within the first MAX_REGISTRO characters; -1: not yet. */
  #fimDaPrimeiraLinha(): number {
    const t = this.#primeira;
    const n = Math.min(t.length, MAX_REGISTRO);
    for (let i = this.#busca; i < n; i++) {
      const ch = t[i];
      if (ch === '"') this.#buscaAspas = !this.#buscaAspas;
      else if (!this.#buscaAspas && (ch === '\n' || ch === '\r')) return i;
    }
    this.#busca = n;
    return -1;
  }

  #comSeparador(fim: number): string[][] {
    const t = this.#primeira;
    this.separador = detectarSeparador(t.slice(0, fim < 0 ? MAX_REGISTRO : fim));
    this.#primeira = '';
    return this.#processar(t);
  }

  #processar(t: string): string[][] {
    const out: string[][] = [];
    const sep = this.separador ?? ';';
    const especial = SEM_ESPECIAIS[sep];
    const nul = t.indexOf('\u0000');
    const n = nul < 0 ? t.length : nul;
    let i = 0;
    if (this.#aposCR && n > 0) {
      this.#aposCR = false;
      if (t[0] === '\n') i = 1;
    }
    while (i < n) {
      switch (this.#estado) {
        case ASPAS: {
          let q = t.indexOf('"', i);
          if (q < 0 || q > n) q = n;
          this.#celula += t.slice(i, q);
          this.#tamanho += q - i;
          i = q;
          if (q < n) {
            this.#estado = ASPA;
            i++;
          }
          break;
        }
        case ASPA:
          if (t[i] === '"') {
            this.#celula += '"';
            this.#tamanho++;
            this.#estado = ASPAS;
            i++;
          } else this.#estado = TEXTO; // the quote closed the cell; this character is read after it
          break;
        default: {
          const ch = t[i];
          if (ch === sep) {
            this.#registro.push(this.#celula);
            this.#celula = '';
            this.#estado = INICIO;
            i++;
          } else if (ch === '\n' || ch === '\r') {
            this.#fecharRegistro(out);
            i++;
            if (ch === '\r') {
              if (i < n) {
                if (t[i] === '\n') i++;
              } else if (i === t.length) this.#aposCR = true;
            }
          } else if (ch === '"' && this.#estado === INICIO) {
            this.#estado = ASPAS;
            i++;
          } else {
            // a plain run up to the next separator or line break; a stray quote inside it is text
            especial.lastIndex = i;
            const m = especial.exec(t);
            const j = m && m.index < n ? m.index : n;
            this.#celula += t.slice(i, j);
            this.#tamanho += j - i;
            this.#estado = TEXTO;
            i = j;
          }
        }
      }
      if (this.#tamanho > MAX_REGISTRO) throw new ErroArquivoCsv(MSG_CSV.linhaLonga, this.registros + 1);
    }
    if (nul >= 0) throw new ErroArquivoCsv(MSG_CSV.caractereNulo, this.registros + 1);
    return out;
  }

  #fecharRegistro(out: string[][]) {
    this.#registro.push(this.#celula);
    this.#celula = '';
    this.#tamanho = 0;
    this.#estado = INICIO;
    const r = this.#registro;
    this.#registro = [];
    if (r.length === 1 && r[0].trim() === '') return; // blank line
    this.registros++;
    out.push(r);
  }
}

/**
 * Bytes of a file, a chunk at a time → records: the decoder and the reader together, as `leiteira importar` and
 * the screen's 'Importar CSV' read a file.
 */
export class LeitorCsvBytes {
  #dec = new DecodificadorCsv();
  #leitor = new LeitorCsv();

  get separador(): ';' | ',' | null {
    return this.#leitor.separador;
  }

  get codificacao(): CodificacaoCsv {
    return this.#dec.codificacao;
  }

  ler(bytes: Uint8Array): string[][] {
    return this.#leitor.ler(this.#dec.decodificar(bytes));
  }

  fim(): string[][] {
    return [...this.#leitor.ler(this.#dec.fim()), ...this.#leitor.fim()];
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
  const leitor = new LeitorCsvBytes();
  const registros = [...leitor.ler(bytes), ...leitor.fim()];
  return { separador: leitor.separador ?? ';', registros, codificacao: leitor.codificacao };
}
