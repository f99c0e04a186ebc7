import { describe, expect, it } from 'vitest';
import { semValores } from './graficos.ts';

describe('a chart with nothing to draw', () => {
  it('no datasets, empty datasets and all-zero datasets are empty', () => {
    expect(semValores({ datasets: [] })).toBe(true);
    expect(semValores({ datasets: [{ data: [] }] })).toBe(true);
    expect(semValores({ datasets: [{ data: [0, 0, 0] }, { data: [0, Number.NaN] }] })).toBe(true);
  });

  it('one value anywhere (also a negative one, or a point) is something to draw', () => {
    expect(semValores({ datasets: [{ data: [0, 0] }, { data: [0, 0.1] }] })).toBe(false);
    expect(semValores({ datasets: [{ data: [-5] }] })).toBe(false);
    expect(semValores({ datasets: [{ data: [{ x: 1, y: 3 }] }] })).toBe(false);
  });
});
