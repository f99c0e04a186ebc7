/**
 * The CSV reader against itself and against papaparse: however a file is cut into chunks (the CLI's 256 KiB reads,
 * the browser's `file.stream()`), it reads the same records as in one piece, and those are papaparse's records of
 * the same text. Property tests (fast-check) on quote-heavy text: quotes, doubled quotes, ';', ',', CR, LF, CRLF,
 * accents and emoji, cut at arbitrary points — in the text and in its UTF-8 or windows-1252 bytes.
 */
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { paraCsv } from '../csv.ts';
import { DecodificadorCsv, ErroArquivoCsv, LeitorCsv, LeitorCsvBytes, lerCsv, lerCsvBytes } from './leitor.ts';
import { MSG_CSV } from './messages.ts';

// --- what a read gives: the records, or the file's error ---

type Leitura = { separador: string | null; registros: string[][] } | { erro: string; linha: number };

function leitura(ler: () => { separador: string | null; registros: string[][] }): Leitura {
  try {
    return ler();
  } catch (error) {
    if (!(error instanceof ErroArquivoCsv)) throw error;
    return { erro: error.message, linha: error.linha };
  }
}

/** `partes` through one reader, as the CLI and the screen feed it. */
function lerPartes(partes: readonly string[], separador?: ';' | ','): Leitura {
  return leitura(() => {
    const leitor = new LeitorCsv(separador);
    const registros = partes.flatMap((p) => leitor.ler(p));
    registros.push(...leitor.fim());
    return { separador: leitor.separador, registros };
  });
}

function lerInteiro(texto: string, separador?: ';' | ','): Leitura {
  return lerPartes([texto], separador);
}

/** `texto` cut at `cortes` (positions, any order, repeats allowed: an empty chunk is a chunk too). */
function cortar<T extends { slice(a: number, b?: number): T; length: number }>(texto: T, cortes: readonly number[]) {
  const pos = [...cortes].sort((a, b) => a - b);
  return [...pos, texto.length].map((fim, i) => texto.slice(i ? pos[i - 1] : 0, fim));
}

/** A text (or byte array) and cut points inside it. */
function comCortes<T extends { length: number }>(arb: fc.Arbitrary<T>) {
  return arb.chain((t) =>
    fc.record({ texto: fc.constant(t), cortes: fc.array(fc.integer({ min: 0, max: t.length }), { maxLength: 12 }) }),
  );
}

// --- quote-heavy text ---

const PEDACOS = ['"', '"', '""', ';', ',', '\r', '\n', '\r\n', 'a', 'Z', ' ', '1', 'ç', 'ã', 'É', '😀', '🐄', "'", '='];

/** Any text of these pieces, well-formed CSV or not (a runaway quote, a quote after text…). */
const textoQualquer = fc.string({ unit: fc.constantFrom(...PEDACOS), maxLength: 120 });

/** One cell's content: anything, separators and line breaks included. */
const conteudo = fc.string({ unit: fc.constantFrom(...PEDACOS), maxLength: 12 });

/** A well-formed CSV (RFC 4180 quoting) of known records, with one separator and one kind of line break. */
const csvBemFormado = fc
  .record({
    separador: fc.constantFrom(';' as const, ',' as const),
    quebra: fc.constantFrom('\n', '\r\n', '\r'),
    linhas: fc.array(fc.array(fc.tuple(conteudo, fc.boolean()), { minLength: 1, maxLength: 5 }), { maxLength: 8 }),
    quebraNoFim: fc.boolean(),
  })
  .map(({ separador, quebra, linhas, quebraNoFim }) => {
    // a cell that needs quotes gets them; others are quoted when the generator says so
    const precisaAspas = (s: string) => s.startsWith('"') || /[;,\r\n]/.test(s);
    const celula = ([s, aspas]: [string, boolean]) => (aspas || precisaAspas(s) ? `"${s.replaceAll('"', '""')}"` : s);
    const texto = linhas.map((l) => l.map(celula).join(separador)).join(quebra) + (quebraNoFim ? quebra : '');
    return { separador, quebra, texto, registros: linhas.map((l) => l.map(([s]) => s)) };
  });

/** The reader's one rule beyond RFC 4180: a line that is blank (one cell of spaces, or nothing) is no record. */
const semLinhasEmBranco = (registros: string[][]) => registros.filter((r) => !(r.length === 1 && r[0].trim() === ''));

function papaparse(texto: string, separador: ';' | ',', quebra: string): string[][] {
  const r = Papa.parse<string[]>(texto, { delimiter: separador, newline: quebra as '\n', quoteChar: '"' });
  return semLinhasEmBranco(r.data);
}

describe('LeitorCsv: chunks', () => {
  it('a chunk that ends right after an escaped quote pair (the issue\'s "Ração ""premium"" 20kg")', () => {
    const texto = 'Descrição;Valor\r\n"Ração ""premium"" 20kg";10\r\n';
    for (let corte = 0; corte <= texto.length; corte++) {
      expect(lerPartes([texto.slice(0, corte), texto.slice(corte)]), `corte em ${corte}`).toEqual({
        separador: ';',
        registros: [
          ['Descrição', 'Valor'],
          ['Ração "premium" 20kg', '10'],
        ],
      });
    }
  });

  it('any text cut anywhere reads as the whole text (records, separator, or the same error)', () => {
    fc.assert(
      fc.property(comCortes(textoQualquer), ({ texto, cortes }) => {
        expect(lerPartes(cortar(texto, cortes))).toEqual(lerInteiro(texto));
      }),
      { numRuns: 2000 },
    );
  });

  it('any text read one character at a time reads as the whole text', () => {
    fc.assert(
      fc.property(textoQualquer, (texto) => {
        expect(lerPartes([...texto])).toEqual(lerInteiro(texto));
      }),
      { numRuns: 500 },
    );
  });

  it('the separator is found in the first line however it arrives, a quoted line break included', () => {
    expect(lerPartes(['"a', ';b', '\n c",d', ',e\r', '\nf,g'])).toEqual({
      separador: ',',
      registros: [
        ['a;b\n c', 'd', 'e'],
        ['f', 'g'],
      ],
    });
    expect(lerInteiro('a;b\rc;d')).toEqual({
      separador: ';',
      registros: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    });
  });
});

describe('LeitorCsv against papaparse', () => {
  it('a well-formed file reads as papaparse reads it, and as it was written', () => {
    fc.assert(
      fc.property(csvBemFormado, ({ separador, quebra, texto, registros }) => {
        const esperado = semLinhasEmBranco(registros);
        expect(papaparse(texto, separador, quebra)).toEqual(esperado);
        expect(lerInteiro(texto, separador)).toEqual({ separador, registros: esperado });
      }),
      { numRuns: 1000 },
    );
  });

  it('cut at arbitrary points, the same records', () => {
    fc.assert(
      fc.property(
        csvBemFormado.chain((csv) =>
          fc.tuple(fc.constant(csv), fc.array(fc.integer({ min: 0, max: csv.texto.length }), { maxLength: 12 })),
        ),
        ([{ separador, quebra, texto }, cortes]) => {
          expect(lerPartes(cortar(texto, cortes), separador)).toEqual({
            separador,
            registros: papaparse(texto, separador, quebra),
          });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("the app's own export (paraCsv) reads back cell for cell", () => {
    const celula = fc.string({ unit: fc.constantFrom(...PEDACOS), maxLength: 10 });
    fc.assert(
      fc.property(fc.array(fc.array(celula, { minLength: 2, maxLength: 4 }), { maxLength: 6 }), (linhas) => {
        const arquivo = paraCsv([['A', 'B'], ...linhas]);
        const bytes = new TextEncoder().encode(arquivo);
        expect(lerCsvBytes(bytes).registros).toEqual(semLinhasEmBranco([['A', 'B'], ...linhas]));
      }),
    );
  });
});

// --- bytes: UTF-8 sequences and windows-1252 detection across chunk boundaries ---

/** Bytes through the decoder and the reader a chunk at a time, as `leiteira importar` and the screen read a file. */
function lerBytes(partes: readonly Uint8Array[]) {
  const r = leitura(() => {
    const leitor = new LeitorCsvBytes();
    const registros = partes.flatMap((p) => leitor.ler(p));
    registros.push(...leitor.fim());
    return { separador: leitor.separador, registros, codificacao: leitor.codificacao };
  });
  return r;
}

function decodificar(partes: readonly Uint8Array[]) {
  const dec = new DecodificadorCsv();
  const texto = partes.map((p) => dec.decodificar(p)).join('') + dec.fim();
  return { texto, codificacao: dec.codificacao };
}

const utf8 = (s: string) => new TextEncoder().encode(s);
/** UTF-16BE bytes with their BOM → the same text's UTF-16LE bytes without it. */
const utf16Le = (be: Uint8Array) => {
  const b = new Uint8Array(be.length - 2);
  for (let i = 2; i + 1 < be.length; i += 2) {
    b[i - 2] = be[i + 1];
    b[i - 1] = be[i];
  }
  return b;
};
/** What Excel in Portuguese saves: one byte per character (these letters are all in windows-1252's upper half). */
const cp1252 = (s: string) => {
  const tabela = new Map([...'ÀÁÂÃÇÉÊÍÓÔÕÚàáâãçéêíóôõú'].map((ch) => [ch, ch.charCodeAt(0)]));
  return Uint8Array.from([...s].map((ch) => tabela.get(ch) ?? ch.charCodeAt(0)));
};

const ACENTOS = [...'ÀÁÂÃÇÉÊÍÓÔÕÚàáâãçéêíóôõú'];
const textoLatin = fc.string({
  unit: fc.constantFrom('"', '""', ';', '\r\n', '\n', 'a', ' ', '1', ...ACENTOS),
  maxLength: 80,
});

describe('DecodificadorCsv: bytes cut anywhere', () => {
  it('UTF-8 (with or without the BOM) cut inside any multi-byte character decodes to the same text', () => {
    fc.assert(
      fc.property(
        fc
          .boolean()
          .chain((bom) =>
            comCortes(textoQualquer.map((t) => utf8(bom ? `\uFEFF${t}` : t))).map((x) => ({ ...x, bom })),
          ),
        ({ texto, cortes }) => {
          const esperado = new TextDecoder('utf-8').decode(texto); // drops the BOM
          expect(decodificar(cortar(texto, cortes))).toEqual({ texto: esperado, codificacao: 'utf-8' });
          expect(lerBytes(cortar(texto, cortes))).toEqual(lerBytes([texto]));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('windows-1252 is recognised whichever chunk holds its first accent, and decodes to the same text', () => {
    fc.assert(
      fc.property(comCortes(textoLatin.map(cp1252)), ({ texto, cortes }) => {
        const inteiro = decodificar([texto]);
        expect(decodificar(cortar(texto, cortes))).toEqual(inteiro);
        const temAcento = texto.some((b) => b >= 0x80);
        expect(inteiro.codificacao).toBe(temAcento ? 'windows-1252' : 'utf-8');
        expect(inteiro.texto).toBe(new TextDecoder('windows-1252').decode(texto));
        expect(lerBytes(cortar(texto, cortes))).toEqual(lerBytes([texto]));
      }),
      { numRuns: 1000 },
    );
  });

  it('any bytes, cut anywhere: the same text and the same encoding as in one piece', () => {
    // separators, quotes, line breaks, the BOM, UTF-8 leads and continuations, bytes UTF-8 never has, NUL
    const interessantes = '22 3b 2c 0d 0a 61 ef bb bf c3 a7 e7 e3 f0 9f 90 84 80 ed a0 f4 ff c0 e0 00';
    const byte = fc.constantFrom(...interessantes.split(' ').map((h) => Number.parseInt(h, 16)));
    fc.assert(
      fc.property(comCortes(fc.array(byte, { maxLength: 60 }).map((a) => Uint8Array.from(a))), ({ texto, cortes }) => {
        expect(decodificar(cortar(texto, cortes))).toEqual(decodificar([texto]));
        expect(lerBytes(cortar(texto, cortes))).toEqual(lerBytes([texto]));
      }),
      { numRuns: 2000 },
    );
  });

  it('UTF-16 with its BOM (little- or big-endian: Excel\'s "Texto Unicode"), cut anywhere, even inside a character, reads as the same text in UTF-8', () => {
    // 'Data;Descrição\r\n' in UTF-16LE is FF FE 44 00 61 00 …: read as UTF-8 it was a NUL after 'D', and the import
    // said 'O arquivo está vazio' (issue 37)
    const utf16 = (t: string, le: boolean) => {
      const b = new Uint8Array(2 + 2 * t.length);
      b.set(le ? [0xff, 0xfe] : [0xfe, 0xff]);
      for (let i = 0; i < t.length; i++) {
        const c = t.charCodeAt(i);
        b[2 + 2 * i] = le ? c & 0xff : c >> 8;
        b[3 + 2 * i] = le ? c >> 8 : c & 0xff;
      }
      return b;
    };
    fc.assert(
      fc.property(
        fc.boolean().chain((le) => comCortes(textoQualquer.map((t) => utf16(t, le))).map((x) => ({ ...x, le }))),
        ({ texto, cortes, le }) => {
          const esperado = new TextDecoder('utf-16le').decode(le ? texto.subarray(2) : utf16Le(texto));
          expect(decodificar(cortar(texto, cortes))).toEqual({
            texto: esperado,
            codificacao: le ? 'utf-16le' : 'utf-16be',
          });
          const { codificacao: _c, ...registros } = lerBytes(cortar(texto, cortes)) as { codificacao?: string };
          const { codificacao: _u, ...emUtf8 } = lerBytes([utf8(esperado)]) as { codificacao?: string };
          expect(registros).toEqual(emUtf8);
        },
      ),
      { numRuns: 1000 },
    );
    expect(lerCsvBytes(utf16('Data;Descrição\r\n01/02/2026;Ração\r\n', true))).toEqual({
      separador: ';',
      registros: [
        ['Data', 'Descrição'],
        ['01/02/2026', 'Ração'],
      ],
      codificacao: 'utf-16le',
    });
  });

  it('a NUL byte is refused with its own message, on the line it is in, never as an empty file', () => {
    const r = leitura(() => lerCsvBytes(utf8('Data;Valor\r\n01/02/2026;1\u0000\r\n')));
    expect(r).toEqual({ erro: MSG_CSV.caractereNulo, linha: 2 });
    // UTF-16 without a BOM: a NUL in the header's first character
    expect(leitura(() => lerCsvBytes(Uint8Array.from([0x44, 0, 0x61, 0, 0x3b, 0])))).toEqual({
      erro: MSG_CSV.caractereNulo,
      linha: 1,
    });
  });

  it('a file mixing UTF-8 and windows-1252 switches at its first byte that is not UTF-8, wherever the chunks end', () => {
    const bytes = Uint8Array.from([...utf8('Descrição;"São ""x"""\n'), ...cp1252('Ração;Pão\n')]);
    const texto = 'Descrição;"São ""x"""\nRação;Pão\n';
    for (let corte = 0; corte <= bytes.length; corte++) {
      expect(decodificar([bytes.subarray(0, corte), bytes.subarray(corte)])).toEqual({
        texto,
        codificacao: 'windows-1252',
      });
    }
  });
});

describe('whole-file helpers', () => {
  it('lerCsv and lerCsvBytes read a file as the chunked readers do', () => {
    fc.assert(
      fc.property(textoQualquer, (texto) => {
        const r = leitura(() => lerCsv(texto));
        const b = leitura(() => lerCsvBytes(utf8(texto)));
        const inteiro = lerInteiro(texto);
        if ('erro' in inteiro) {
          expect(r).toEqual(inteiro);
          expect(b).toEqual(inteiro);
        } else {
          expect(r).toEqual({ ...inteiro, separador: inteiro.separador ?? ';' });
          expect(b).toEqual({ ...inteiro, separador: inteiro.separador ?? ';', codificacao: 'utf-8' });
        }
      }),
    );
  });
});
