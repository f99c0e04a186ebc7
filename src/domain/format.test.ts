import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arredondar,
  formatBRL,
  formatBRLPorLitro,
  formatData,
  formatPercent,
  hojeNoFuso,
  isDataISO,
  parseDataBR,
  parseNumeroBR,
  quantos,
  reaisParaCentavos,
} from './format.ts';

describe('formatação pt-BR', () => {
  it('formats centavos as reais', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(-5)).toBe('-R$ 0,05');
  });
  it('formats percent and dates', () => {
    expect(formatPercent(6)).toBe('6,00%');
    expect(formatData('2025-03-09')).toBe('09/03/2025');
    expect(parseDataBR('29/02/2024')).toBe('2024-02-29');
    expect(parseDataBR('29/02/2025')).toBeNull();
  });
  it('validates ISO dates', () => {
    expect(isDataISO('2024-02-29')).toBe(true);
    expect(isDataISO('2025-02-29')).toBe(false);
    expect(isDataISO('2025-13-01')).toBe(false);
    expect(isDataISO('25-01-01')).toBe(false);
  });
  it('parses numbers typed the Brazilian way', () => {
    expect(parseNumeroBR('1.234,56')).toBe(1234.56);
    expect(parseNumeroBR('1234,56')).toBe(1234.56);
    expect(parseNumeroBR('1234.56')).toBe(1234.56);
    expect(parseNumeroBR('1.234')).toBe(1234);
    expect(parseNumeroBR('R$ 10,00')).toBe(10);
    expect(parseNumeroBR('abc')).toBeNaN();
    expect(parseNumeroBR('')).toBeNaN();
    expect(reaisParaCentavos('0,10')).toBe(10);
    expect(reaisParaCentavos('1.234,565')).toBe(123457);
  });
  it('rounds half away from zero', () => {
    expect(arredondar(0.5)).toBe(1);
    expect(arredondar(2.5)).toBe(3);
    expect(arredondar(-2.5)).toBe(-3);
    expect(arredondar(100.49999999999)).toBe(100);
    expect(arredondar(1.005 * 100)).toBe(101);
  });
  it('takes the civil date in the farm time zone', () => {
    // 21:30 in São Paulo on 10 March is 00:30 UTC on 11 March.
    expect(hojeNoFuso('America/Sao_Paulo', new Date('2025-03-11T00:30:00Z'))).toBe('2025-03-10');
  });
});

describe('money is written one way (issue 24 item 9)', () => {
  it("writes a cost per litre as every other amount: '-R$ 0,6985/L' beside '-R$ 108.683,36'", () => {
    expect(formatBRL(-10_868_336)).toBe('-R$ 108.683,36');
    expect(formatBRLPorLitro(-69.85)).toBe('-R$ 0,6985/L');
    expect(formatBRLPorLitro(234.5)).toBe('R$ 2,3450/L');
    expect(formatBRLPorLitro(123_456.789)).toBe('R$ 1.234,5679/L');
  });

  it('never writes a negative zero', () => {
    expect(formatBRL(-0.4)).toBe('R$ 0,00');
    expect(formatBRL(-0)).toBe('R$ 0,00');
    expect(formatBRLPorLitro(-0.00001)).toBe('R$ 0,0000/L');
  });

  it('any amount: sign first, then R$, a plain space, thousands with dots and the decimals after a comma', () => {
    const centavos = fc.integer({ min: -1e13, max: 1e13 });
    fc.assert(
      fc.property(centavos, (c) => {
        const texto = formatBRL(c);
        expect(texto).toMatch(/^-?R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
        expect(texto.startsWith('-')).toBe(c < 0);
        // it reads back as the same amount
        expect(reaisParaCentavos(texto.replace('-R$', '-').replace('R$', ''))).toBe(c);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (c) => {
        const texto = formatBRLPorLitro(c);
        expect(texto).toMatch(/^-?R\$ \d{1,3}(\.\d{3})*,\d{4}\/L$/);
        // a minus only before a figure that is not zero
        expect(texto.startsWith('-')).toBe(c < 0 && /[1-9]/.test(texto));
      }),
    );
  });
});

describe('quantos', () => {
  it('puts the word in the number of the count: one is singular, zero and many plural', () => {
    expect([0, 1, 2].map((n) => quantos(n, 'erro', 'erros'))).toEqual(['0 erros', '1 erro', '2 erros']);
  });
});
