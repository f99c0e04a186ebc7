import { describe, expect, it } from 'vitest';
import { MSG_FIN } from '../../domain/finance/messages.ts';
import { valorConta } from '../../domain/finance/schemas.ts';
import { ApiError } from '../api/client.ts';
import { apiErrorOf, hasErrors, requiredErrors, schemaError } from './form.tsx';

describe('form helpers', () => {
  it('names every empty required field with the SPEC.md message', () => {
    const errors = requiredErrors({ nome: ' ', valor: null, data: '2025-01-01', qtd: Number.NaN }, [
      'nome',
      'valor',
      'data',
      'qtd',
    ]);
    expect(errors).toEqual({ nome: 'Campo obrigatório', valor: 'Campo obrigatório', qtd: 'Campo obrigatório' });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(requiredErrors({ nome: 'Ana' }, ['nome']))).toBe(false);
  });

  it('turns a failed call into the server’s message and field errors', () => {
    const e = new ApiError(400, 'Dados inválidos.', { valor: 'O valor deve ser maior que zero.' });
    expect(apiErrorOf(e)).toEqual({
      message: 'Dados inválidos.',
      fields: { valor: 'O valor deve ser maior que zero.' },
    });
    expect(apiErrorOf(new Error('x'))).toEqual({ message: 'x', fields: {} });
  });

  it("checks a value with the domain schema, in the server's words (no rule restated in a page)", () => {
    expect(schemaError(valorConta, 0)).toBe(MSG_FIN.valorPositivo);
    expect(schemaError(valorConta, 45_990)).toBeUndefined();
  });
});
