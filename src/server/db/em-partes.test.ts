import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emPartes } from './em-partes.ts';

describe('emPartes', () => {
  it('cuts 1,201 ids into 500 + 500 + 201, in order', () => {
    // by hand: ceil(1201 / 500) = 3 parts; the last one holds 1201 − 1000 = 201
    const ids = Array.from({ length: 1201 }, (_, i) => `id-${i}`);
    const partes = emPartes(ids);
    expect(partes.map((p) => p.length)).toEqual([500, 500, 201]);
    expect(partes[1][0]).toBe('id-500');
    expect(partes[2][200]).toBe('id-1200');
  });

  it('gives no part for an empty list (no query is run)', () => {
    expect(emPartes([])).toEqual([]);
  });

  it('joined back is the list; every part but the last is full; none is empty', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 2000 }), fc.integer({ min: 1, max: 700 }), (lista, n) => {
        const partes = emPartes(lista, n);
        expect(partes.flat()).toEqual(lista);
        expect(partes.length).toBe(Math.ceil(lista.length / n));
        for (const [i, p] of partes.entries()) {
          expect(p.length).toBeGreaterThan(0);
          if (i < partes.length - 1) expect(p.length).toBe(n);
        }
      }),
    );
  });
});
