/**
 * Cells ↔ values, as properties (fast-check): every value the export writes (numbers, money, dates, texts) is read
 * back as the same value — alone and through a whole file — and numbers and money written the pt-BR way by a person
 * or a spreadsheet ('1.234,56', 'R$ 1.234,56') are read as what they say.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paraCsv } from '../csv.ts';
import { formatBRL, formatData, formatNumero } from '../format.ts';
import { centavos } from '../schemas/common.ts';
import { lerCsvBytes } from './leitor.ts';
import { celulaParaCsv, lerCelula, lerData, lerNumero, numeroParaCsv, type TipoCelula } from './valores.ts';

/** A value through a one-cell CSV file: written by the export, read by the import. */
function ida_e_volta(tipo: TipoCelula, v: unknown): unknown {
  const arquivo = paraCsv([['Coluna'], [celulaParaCsv(tipo, v)], ['fim']]);
  const { registros, separador } = lerCsvBytes(new TextEncoder().encode(arquivo));
  return lerCelula(tipo, registros[1][0], separador);
}

const MAX_CENTAVOS = 10_000_000_000_000;

describe('numbers', () => {
  it('any finite number → cell → the same number (no exponent written: 1e-7 and 1e21 too)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const celula = numeroParaCsv(n);
        expect(celula).toMatch(/^-?\d+(,\d+)?$/);
        expect(lerNumero(celula, ';')).toBe(n === 0 ? 0 : n);
        expect(ida_e_volta('numero', n)).toBe(n === 0 ? 0 : n);
      }),
      { numRuns: 2000 },
    );
    expect(numeroParaCsv(1e-7)).toBe('0,0000001');
    expect(numeroParaCsv(1.5e21)).toBe('1500000000000000000000');
  });

  it('a number as pt-BR screens write it (thousands dot, decimal comma) is read as that number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 3 }), (inteiro, casas) => {
        const n = inteiro / 10 ** casas;
        expect(lerNumero(formatNumero(n, casas), ';')).toBe(n);
      }),
    );
  });

  it('a plain number (decimal point) in a "," file is read as that number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 4 }), (inteiro, casas) => {
        const n = inteiro / 10 ** casas;
        expect(lerNumero(String(n), ',')).toBe(n);
      }),
    );
  });
});

describe('money', () => {
  const valores = fc.integer({ min: 0, max: MAX_CENTAVOS });

  it('every amount the schema takes → cell → the same centavos', () => {
    fc.assert(
      fc.property(valores, (c) => {
        expect(centavos.safeParse(c).success).toBe(true);
        expect(lerCelula('dinheiro', celulaParaCsv('dinheiro', c), ';')).toBe(c);
        expect(ida_e_volta('dinheiro', c)).toBe(c);
      }),
      { numRuns: 2000 },
    );
  });

  it("an amount as the screens show it ('R$ 1.234,56') is read as its centavos", () => {
    fc.assert(
      fc.property(valores, (c) => {
        expect(lerCelula('dinheiro', formatBRL(c), ';')).toBe(c);
      }),
    );
  });
});

describe('dates', () => {
  const datas = fc
    .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('any date → dd/MM/yyyy → the same date', () => {
    fc.assert(
      fc.property(datas, (iso) => {
        expect(celulaParaCsv('data', iso)).toBe(formatData(iso));
        expect(lerData(celulaParaCsv('data', iso))).toBe(iso);
        expect(ida_e_volta('data', iso)).toBe(iso);
      }),
    );
  });

  it('a date that does not exist stays text (the schema says what is wrong with it)', () => {
    expect(lerCelula('data', '31/02/2025', ';')).toBe('31/02/2025');
    expect(lerCelula('data', '2025-13-01', ';')).toBe('2025-13-01');
  });
});

describe('texts', () => {
  /** Texts that look like formulas (neutralised on export), apostrophes, quotes, separators, line breaks. */
  const texto = fc.string({
    unit: fc.constantFrom("'", "''", '=', '+', '-', '@', '"', ';', ',', '\n', '\r\n', '\t', 'a', ' ', 'ç', '🐄'),
    maxLength: 12,
  });

  it('any text → cell → the same text, a formula-looking one and one that starts with an apostrophe too', () => {
    fc.assert(
      fc.property(
        texto.filter((s) => s.trim() !== ''),
        (s) => {
          expect(lerCelula('texto', celulaParaCsv('texto', s), ';')).toBe(s);
          expect(ida_e_volta('texto', s)).toBe(s);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('no cell of a text starts a formula in a spreadsheet', () => {
    fc.assert(
      fc.property(texto, (s) => {
        expect(celulaParaCsv('texto', s)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});
