import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escoreLinear, parcelaAcimaPorTeste, situacaoDasVacas } from './ccs.ts';

describe('CCS per cow', () => {
  it('the linear score by hand: 100 000 → 3, 200 000 → 4, 400 000 → 5, 50 000 → 2', () => {
    expect(escoreLinear(100)).toBe(3);
    expect(escoreLinear(200)).toBe(4);
    expect(escoreLinear(400)).toBe(5);
    expect(escoreLinear(50)).toBe(2);
    expect(escoreLinear(0)).toBeNull();
    expect(escoreLinear(null)).toBeNull();
  });

  it('each point of the score doubles the count (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 50_000, noNaN: true }), (c) => {
        expect(escoreLinear(c * 2)).toBeCloseTo((escoreLinear(c) as number) + 1, 9);
      }),
    );
  });

  it('above 200 000 in the last test; chronic when also above in the test before', () => {
    const s = situacaoDasVacas([
      { animalId: 'a', data: '2026-10-10', ccs: 350 },
      { animalId: 'a', data: '2026-11-10', ccs: 420 },
      { animalId: 'b', data: '2026-10-10', ccs: 150 },
      { animalId: 'b', data: '2026-11-10', ccs: 250 },
      { animalId: 'c', data: '2026-11-10', ccs: 200 },
      { animalId: 'd', data: '2026-11-10', ccs: null },
    ]);
    const por = new Map(s.map((x) => [x.animalId, x]));
    expect(por.get('a')).toMatchObject({ acima: true, cronica: true, ultima: { ccs: 420 } });
    expect(por.get('b')).toMatchObject({ acima: true, cronica: false });
    // exactly 200 000 is not above
    expect(por.get('c')).toMatchObject({ acima: false, cronica: false });
    expect(por.has('d')).toBe(false);
  });

  it('the herd’s share above 200 000 per test', () => {
    expect(
      parcelaAcimaPorTeste([
        { animalId: 'a', data: '2026-11-10', ccs: 350 },
        { animalId: 'b', data: '2026-11-10', ccs: 150 },
        { animalId: 'c', data: '2026-11-10', ccs: 100 },
        { animalId: 'd', data: '2026-11-10', ccs: 900 },
        { animalId: 'a', data: '2026-10-09', ccs: 300 },
      ]),
    ).toEqual([
      { mes: '2026-10', vacas: 1, acima: 1, parcela: 1 },
      { mes: '2026-11', vacas: 4, acima: 2, parcela: 0.5 },
    ]);
  });
});
