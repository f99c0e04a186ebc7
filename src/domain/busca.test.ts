import { describe, expect, it } from 'vitest';
import { LETRAS_ACENTUADAS, normalizarBusca } from './busca.ts';

describe('busca', () => {
  it('ignores case, accents and the spaces around', () => {
    expect(normalizarBusca('  Ração São José ')).toBe('racao sao jose');
    expect(normalizarBusca('AÇÚCAR')).toBe('acucar');
  });
  it('maps every accented letter to one plain lowercase letter, as SQL must', () => {
    for (const [letra, simples] of LETRAS_ACENTUADAS) expect(simples, letra).toMatch(/^[a-z]$/);
    expect(new Map(LETRAS_ACENTUADAS).get('Ã')).toBe('a');
  });
});
