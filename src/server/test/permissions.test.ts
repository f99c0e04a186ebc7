import { describe, expect, it } from 'vitest';
import { marcasAlheias } from './permissions.ts';

/** The leak scan of the permission matrix reads text answers (CSV, reports) too; it must not see figures in ids. */
describe('marcasAlheias on text answers', () => {
  it('finds a marked figure written as a figure', () => {
    expect(marcasAlheias('Data;DEL\n01/01/2025;187,3\n', [])).toContain('appointments: 187.3');
    expect(marcasAlheias('Total;R$ 6.543,21', [])).toContain('appointments: 654321');
    expect(marcasAlheias('x;654.321;y', [])).toContain('appointments: 654321');
  });

  it('does not take digits inside an id or a longer number for one', () => {
    expect(marcasAlheias('id;nome\n01a21b1a-1bf1-701d-92e6-6c2358498f2e;Trator\n', [])).toEqual([]);
    expect(marcasAlheias('1187,3;187,35;2654.321', [])).toEqual([]);
  });

  it('leaves the modules the caller has', () => {
    expect(marcasAlheias('DEL;187,3', ['appointments'])).toEqual([]);
  });
});
