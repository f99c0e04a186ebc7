import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incidenciaDeMastite } from './mastite.ts';

describe('incidenciaDeMastite (cases per 100 cows in milk, Kelton et al. 1998)', () => {
  it('worked examples by hand', () => {
    // 3 cases, 40 cows in milk on an average day: 3 ÷ 40 × 100 = 7,5
    expect(incidenciaDeMastite(3, 40)).toBe(7.5);
    // 1 case, 59,6 cows in milk: 100 ÷ 59,6 = 1,677… → 1,7
    expect(incidenciaDeMastite(1, 59.6)).toBe(1.7);
    // no case in a herd that records them: a measured 0
    expect(incidenciaDeMastite(0, 40)).toBe(0);
    // no cow in milk, or not measured: no figure
    expect(incidenciaDeMastite(2, 0)).toBeNull();
    expect(incidenciaDeMastite(2, undefined)).toBeNull();
  });

  it('property: grows with the cases, falls with the cows in milk, never negative', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 500 }),
        fc.nat({ max: 50 }),
        fc.double({ min: 0.5, max: 2000, noNaN: true }),
        (c, mais, v) => {
          const a = incidenciaDeMastite(c, v) as number;
          expect(a).toBeGreaterThanOrEqual(0);
          expect(incidenciaDeMastite(c + mais, v) as number).toBeGreaterThanOrEqual(a);
          expect(incidenciaDeMastite(c, v * 2) as number).toBeLessThanOrEqual(a);
          expect(Math.abs(a - (100 * c) / v)).toBeLessThanOrEqual(0.05 + 1e-9);
        },
      ),
    );
  });
});
