import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from './messages.ts';
import './zod-pt.ts';

describe('the Portuguese error map', () => {
  it('says an integer beyond 2^53 is too large (or small), not a limit of 9.007.199.254.740.991', () => {
    const inteiro = z.number().int();
    expect(inteiro.safeParse(1e16).error?.issues[0].message).toBe(MSG.valorAltoDemais());
    expect(inteiro.safeParse(-1e16).error?.issues[0].message).toBe(MSG.valorBaixoDemais());
    expect(z.number().max(36).safeParse(40).error?.issues[0].message).toBe('O valor deve ser no máximo 36.');
  });
});
