import { describe, expect, it } from 'vitest';
import { zootecnicoDoAno } from './zootecnico.ts';

describe('zootecnicoDoAno', () => {
  it('averages the cows in milk and the cows on the 15th of each month, the DEL and the calving interval', () => {
    const r = zootecnicoDoAno(
      [
        // calved in late 2024 and again on 2025-11-20 (interval 365 days); in milk all year until dried off in September
        {
          eventos: [
            { data: '2024-11-20', evento: 'Parto' },
            { data: '2025-09-01', evento: 'Secagem' },
            { data: '2025-11-20', evento: 'Parto' },
          ],
        },
        // a heifer that never calved: no cow, never in milk
        { eventos: [] },
      ],
      2025,
    );
    // in milk: Jan–Aug (8 months) and December → 9 of 12 → 0,75; a cow every month → 1
    expect(r).toMatchObject({ vacasLactacaoMedia: 0.8, vacasTotalMedia: 1, intervaloPartosDias: 365 });
    // DEL on the 15th: Jan 56, Feb 87, …, Aug 268, Dec 25 → their mean
    const dels = [56, 87, 115, 146, 176, 207, 237, 268, 25];
    expect(r.delMedio).toBe(Math.round((dels.reduce((s, d) => s + d, 0) / dels.length) * 10) / 10);
  });

  it('a year with no records leaves the figures out', () => {
    expect(zootecnicoDoAno([], 2025)).toEqual({
      vacasLactacaoMedia: 0,
      vacasTotalMedia: 0,
      delMedio: undefined,
      intervaloPartosDias: undefined,
    });
  });
});
