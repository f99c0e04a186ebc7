import { describe, expect, it } from 'vitest';
import { contaPagarSchema } from '../../domain/financeiro/schemas.ts';
import { validar } from '../../domain/validacao.ts';
import { ApiError } from '../api/client.ts';
import { apiErrorOf, hasErrors } from './form.tsx';
import { obrigatorios } from './use-form.ts';

describe('form helpers', () => {
  it('names every blank required field with the docs/PRODUTO.md §Formulários message (the public pages’ rule)', () => {
    const rule = obrigatorios<{ nome: string; valor: number | null; data: string; qtd: number }>([
      'nome',
      'valor',
      'data',
      'qtd',
    ]);
    const v = rule({ nome: ' ', valor: null, data: '2025-01-01', qtd: Number.NaN });
    expect(v).toEqual({
      ok: false,
      message: 'Campo obrigatório',
      fields: { nome: 'Campo obrigatório', valor: 'Campo obrigatório', qtd: 'Campo obrigatório' },
    });
    expect(rule({ nome: 'Ana', valor: 0, data: 'x', qtd: 1 }).ok).toBe(true);
    expect(hasErrors({ nome: undefined })).toBe(false);
  });

  it('turns a failed call into the server’s message and field errors', () => {
    const e = new ApiError(400, 'Dados inválidos.', { valor: 'O valor deve ser maior que zero.' });
    expect(apiErrorOf(e)).toEqual({
      message: 'Dados inválidos.',
      fields: { valor: 'O valor deve ser maior que zero.' },
    });
    expect(apiErrorOf(new Error('x'))).toEqual({ message: 'x', fields: {} });
  });

  it("checks a form's body with the route's own schema, in the server's words (no rule restated in a page)", () => {
    const vazio = validar(contaPagarSchema, {
      data_vencimento: '',
      fornecedor: '',
      descricao: 'Ração',
      categoria: 'Ração',
      valor: null,
    });
    expect(vazio).toEqual({
      ok: false,
      message: 'Campo obrigatório',
      fields: { data_vencimento: 'Campo obrigatório', fornecedor: 'Campo obrigatório', valor: 'Campo obrigatório' },
    });
    const zero = validar(contaPagarSchema, {
      data_vencimento: '2025-03-01',
      fornecedor: 'Coop',
      descricao: 'Ração',
      categoria: 'Ração',
      valor: 0,
    });
    expect(zero).toMatchObject({ ok: false, message: 'O valor deve ser maior que zero.' });
  });
});
