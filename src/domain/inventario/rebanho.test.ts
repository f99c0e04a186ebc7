import { describe, expect, it } from 'vitest';
import { descreverMudanca, planoDoRebanho } from './rebanho.ts';

const item = (id: string, tipo: string, quantidade: number, ano = 2025) => ({ id, tipo, quantidade, ano });

describe("'Atualizar pelo rebanho' plan", () => {
  it('sets each type of the year to the active count, creates missing ones, leaves right ones alone', () => {
    const plano = planoDoRebanho(
      [
        { categoria: 'Vaca Leiteira', ativos: 15 },
        { categoria: 'Novilha', ativos: 4 },
        { categoria: 'Bezerro', ativos: 3 },
        { categoria: 'Touro Reprodutor', ativos: 0 },
        { categoria: 'Vaca Seca', ativos: 0 },
      ],
      [
        item('a', 'Vaca Leiteira', 12),
        item('b', 'Bezerro', 3),
        item('c', 'Touro Reprodutor', 2),
        item('d', 'Novilha', 9, 2024), // another year: not this one's
      ],
      2025,
    );
    expect(plano).toEqual([
      { tipo: 'Novilha', antes: null, depois: 4 },
      { tipo: 'Touro Reprodutor', antes: 2, depois: 0, id: 'c' },
      { tipo: 'Vaca Leiteira', antes: 12, depois: 15, id: 'a' },
    ]);
    expect(plano.map(descreverMudanca)).toEqual([
      'Novilha: novo, 4',
      'Touro Reprodutor: 2 → 0',
      'Vaca Leiteira: 12 → 15',
    ]);
  });

  it('nothing to change when the inventory already matches the herd', () => {
    expect(planoDoRebanho([{ categoria: 'Vaca Leiteira', ativos: 2 }], [item('a', 'Vaca Leiteira', 2)], 2025)).toEqual(
      [],
    );
  });
});
