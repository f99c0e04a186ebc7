import { describe, expect, it } from 'vitest';
import { corpoDe, corpoNovo, decimal, dinheiro, inicialDe, inteiro, opcional, rascunhoDe, texto } from './campos.tsx';

describe('inventory fields: a row typed as text and back', () => {
  const edicao = {
    nome: texto,
    capacidade: inteiro,
    area: decimal(2),
    valor: opcional(dinheiro),
    vidaUtilAnos: opcional(decimal(0)),
  };

  it('shows numbers the Brazilian way and money in reais, nothing as blank', () => {
    const row = { nome: 'Galpão', capacidade: 1200, area: 1234.5, valor: 5_000_000, vidaUtilAnos: null, extra: 1 };
    expect(rascunhoDe(row, edicao)).toEqual({
      nome: 'Galpão',
      capacidade: '1200',
      area: '1.234,50',
      valor: '50.000,00',
      vidaUtilAnos: '',
    });
  });

  it('reads back what was typed; a blank optional is null, a blank required is NaN, words are NaN', () => {
    const corpo = corpoDe({ nome: 'Galpão', capacidade: '', area: '12,5', valor: '', vidaUtilAnos: 'dez' }, edicao);
    expect(corpo).toEqual({
      nome: 'Galpão',
      capacidade: Number.NaN,
      area: 12.5,
      valor: null,
      vidaUtilAnos: Number.NaN,
    });
    expect(
      corpoDe(rascunhoDe({ nome: 'X', capacidade: 3, area: 0.5, valor: 101, vidaUtilAnos: 7 }, edicao), edicao),
    ).toEqual({ nome: 'X', capacidade: 3, area: 0.5, valor: 101, vidaUtilAnos: 7 });
  });
});

describe('inventory fields: the add form', () => {
  const campos = [
    { campo: 'ano', rotulo: 'Ano', tipo: 'ano' },
    { campo: 'tipo', rotulo: 'Tipo', tipo: 'tipos' },
    { campo: 'quantidade', rotulo: 'Quantidade', tipo: 'numero' },
    { campo: 'valor', rotulo: 'Valor', tipo: 'dinheiro' },
  ] as const;

  it('starts blank on this year, with the screen’s own starting values', () => {
    const ano = String(new Date().getFullYear());
    expect(inicialDe(campos)).toEqual({ ano, tipo: '', quantidade: null, valor: null });
    expect(inicialDe(campos, { quantidade: 1, ano: '2020' })).toEqual({
      ano: '2020',
      tipo: '',
      quantidade: 1,
      valor: null,
    });
  });

  it('sends the year as a number and leaves empty numbers out', () => {
    expect(corpoNovo(campos, { ano: '2024', tipo: 'Vaca', quantidade: null, valor: 150 })).toEqual({
      ano: 2024,
      tipo: 'Vaca',
      quantidade: undefined,
      valor: 150,
    });
  });
});
