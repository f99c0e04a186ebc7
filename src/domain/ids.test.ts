import { describe, expect, it } from 'vitest';
import { UUID_RE, uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('is a version 7 UUID whose first 48 bits are the time in ms', () => {
    const agora = Date.UTC(2026, 10, 23, 12, 0, 0, 123);
    const id = uuidv7(agora);
    expect(id).toMatch(UUID_RE);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(agora);
  });

  it('never repeats, and later ids sort after earlier ones', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => uuidv7(1_700_000_000_000 + Math.floor(i / 10)));
    expect(new Set(ids).size).toBe(ids.length);
    const primeiros = ids.filter((_, i) => i % 10 === 0);
    expect([...primeiros].sort()).toEqual(primeiros);
  });
});
