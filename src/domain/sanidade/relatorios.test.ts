import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { precoPorLitro } from '../avaliacao/leite.ts';
import { incidenciaDeMastite } from './mastite.ts';
import { tabelaDeCcs, tabelaDoLeiteDescartado } from './relatorios.ts';

describe('precoPorLitro: income ÷ litres delivered', () => {
  it('worked by hand: R$ 1.325,00 for 530 L delivered (600 produced, 70 discarded) is R$ 2,50/L', () => {
    expect(precoPorLitro(132_500, 530)).toBe(250);
    // no litres or no income: no price, never 0
    expect(precoPorLitro(132_500, 0)).toBeNull();
    expect(precoPorLitro(undefined, 530)).toBeNull();
  });

  it('price × litres delivered gives back the income (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.double({ min: 0.1, max: 1e6, noNaN: true }), (renda, litros) => {
        const p = precoPorLitro(renda, litros);
        expect(p).not.toBeNull();
        expect(Math.abs((p as number) * litros - renda)).toBeLessThan(1e-6 * Math.max(1, renda));
      }),
    );
  });
});

describe('incidenciaDeMastite: cases per 100 cows in milk per month', () => {
  it('worked by hand: 2 cases, 3,5 cows in milk on average → 57,14', () => {
    expect(incidenciaDeMastite(2, 3.5)).toBe(57.1);
    expect(incidenciaDeMastite(1, undefined)).toBeNull();
    expect(incidenciaDeMastite(0, 0)).toBeNull();
  });
});

describe('tabelaDoLeiteDescartado', () => {
  it('each value is the discarded litres at the price; none without a price (property)', () => {
    const linha = fc.record({
      periodo: fc.constant('2026-11-01'),
      produzido: fc.integer({ min: 0, max: 5000 }),
      descartado: fc.integer({ min: 0, max: 5000 }),
      entregue: fc.integer({ min: 0, max: 5000 }),
    });
    fc.assert(
      fc.property(
        fc.array(linha, { maxLength: 31 }),
        fc.option(fc.double({ min: 1, max: 1000, noNaN: true })),
        (ls, preco) => {
          const t = tabelaDoLeiteDescartado(ls, preco, 'nov/2026', true, false);
          t.linhas.forEach((l, i) => {
            expect(l.valor).toBe(preco === null ? null : Math.round(ls[i].descartado * preco));
          });
        },
      ),
    );
  });

  it('without Financeiro: no value column, and the title block says why', () => {
    const t = tabelaDoLeiteDescartado(
      [{ periodo: '2026-11-10', produzido: 20, descartado: 10, entregue: 10 }],
      250,
      'nov/2026',
      false,
      false,
    );
    expect(t.colunas.map((c) => c.chave)).not.toContain('valor');
    expect(t.destaque).toBe('Valor do leite descartado: Oculto: requer o módulo Financeiro');
  });
});

describe('tabelaDeCcs', () => {
  it('worked by hand: 2 of 4 cows above 200 000 is 50 %; a test without a cow has no share', () => {
    expect(tabelaDeCcs([{ mes: '11/2026', vacas: 4, acima: 2 }]).linhas).toEqual([
      { mes: '11/2026', vacas: 4, acima: 2, parcela: 50 },
    ]);
    expect(tabelaDeCcs([{ mes: '12/2026', vacas: 0, acima: 0 }]).linhas[0].parcela).toBeNull();
  });
});
