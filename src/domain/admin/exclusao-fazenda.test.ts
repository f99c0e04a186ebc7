import { describe, expect, it } from 'vitest';
import { type ContagemFazenda, linhasDaPerda, PERDAS_FAZENDA } from './exclusao-fazenda.ts';

const zero = Object.fromEntries(PERDAS_FAZENDA.map((p) => [p.chave, 0])) as ContagemFazenda;

describe('what a farm delete loses', () => {
  it('names each non-zero kind, singular or plural, in a fixed order', () => {
    expect(linhasDaPerda({ ...zero, contasPagar: 1, animais: 1234, usuarios: 2 })).toEqual([
      '1.234 animais do rebanho',
      '1 conta a pagar',
      '2 usuários perdem o acesso',
    ]);
  });

  it('says nothing for an empty farm', () => {
    expect(linhasDaPerda(zero)).toEqual([]);
  });
});
