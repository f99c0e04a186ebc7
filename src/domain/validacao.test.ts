import { describe, expect, it } from 'vitest';
import { nomearCampos } from './validacao.ts';

const rotulos = { valor: 'Valor', quantidade: 'Quantidade (ha)', responsavelTecnico: 'Responsável Técnico' };

describe('naming the fields of a refusal', () => {
  it('names each field with its message', () => {
    expect(
      nomearCampos(
        {
          message: 'Dados inválidos. Verifique os campos destacados.',
          fields: { valor: 'O valor deve ser maior que zero.', quantidade: 'Informe um valor numérico.' },
        },
        rotulos,
      ),
    ).toBe('Valor: O valor deve ser maior que zero. Quantidade (ha): Informe um valor numérico.');
  });

  it('names fields that share a message together', () => {
    const msg = 'Por favor, preencha todos os campos com valores válidos';
    expect(nomearCampos({ message: msg, fields: { valor: msg, responsavelTecnico: msg } }, rotulos)).toBe(
      `Valor, Responsável Técnico: ${msg}`,
    );
  });

  it('a message of the whole input, or no field at all, is said as it is', () => {
    expect(
      nomearCampos({ message: 'Valor total muito alto.', fields: { _: 'Valor total muito alto.' } }, rotulos),
    ).toBe('Valor total muito alto.');
    expect(nomearCampos({ message: 'Conflito.', fields: {} }, rotulos)).toBe('Conflito.');
  });
});
