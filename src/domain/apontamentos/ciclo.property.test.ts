import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comMudanca, recusaDaMudanca, violacoesDoCiclo } from './ciclo.ts';
import { FEMEA_DO_CICLO, historiaComImpossivel, historiaValida } from './ciclo-historias-tests.ts';

describe('the reproductive cycle (properties)', () => {
  it('a random valid history is accepted whole, and record by record as the farm writes it', () => {
    fc.assert(
      fc.property(historiaValida, (h) => {
        expect(violacoesDoCiclo(h.eventos, FEMEA_DO_CICLO)).toEqual([]);
        // written in date order (the form, a day at a time), each write is accepted
        const gravados: typeof h.eventos = [];
        for (const e of h.eventos) {
          expect(recusaDaMudanca(gravados, [...gravados, e], FEMEA_DO_CICLO, e.id, 'registrar')).toBeNull();
          gravados.push(e);
        }
        // deleting the latest record of a valid history is accepted
        const ultimo = h.eventos[h.eventos.length - 1];
        const sem = comMudanca(h.eventos, { excluido: ultimo.id });
        expect(recusaDaMudanca(h.eventos, sem, FEMEA_DO_CICLO, ultimo.id, 'excluir')).toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('any single impossible record inserted in a valid history is refused, with a message saying what to record', () => {
    fc.assert(
      fc.property(historiaComImpossivel, ({ historia, novo }) => {
        const recusa = recusaDaMudanca(
          historia.eventos,
          comMudanca(historia.eventos, { novo }),
          FEMEA_DO_CICLO,
          novo.id,
          'registrar',
        );
        expect(recusa).not.toBeNull();
        expect(recusa?.id).toBe(novo.id);
        expect(recusa?.mensagem).toMatch(/Registre|Confira/);
      }),
      { numRuns: 500 },
    );
  });
});
