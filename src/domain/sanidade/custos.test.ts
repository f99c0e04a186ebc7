import { describe, expect, it } from 'vitest';
import { custoDosUsos, custoDoUso } from './custos.ts';

describe('the cost of the medicines used', () => {
  it('a course of 3 days of 1 tube at R$ 18,90: R$ 56,70', () => {
    expect(custoDoUso({ dose: 1, dias: 3, custoCentavos: 1890 })).toBe(5670);
    // 2,5 mL once at R$ 4,00/mL: R$ 10,00
    expect(custoDoUso({ dose: 2.5, dias: null, custoCentavos: 400 })).toBe(1000);
  });

  it('a medicine without a cost gives no figure, and the total says how many were left out', () => {
    expect(custoDoUso({ dose: 1, dias: 3, custoCentavos: null })).toBeNull();
    expect(
      custoDosUsos([
        { dose: 1, dias: 3, custoCentavos: 1890 },
        { dose: 1, dias: 1, custoCentavos: null },
      ]),
    ).toEqual({ centavos: 5670, semCusto: 1 });
    expect(custoDosUsos([{ dose: 1, dias: 1, custoCentavos: null }])).toEqual({ centavos: null, semCusto: 1 });
    expect(custoDosUsos([])).toEqual({ centavos: null, semCusto: 0 });
  });
});
