import type { z } from 'zod';
import type { eventoSanitarioLinhaSchema } from '../../../domain/sanidade/schemas.ts';

/** Texts of Sanidade's screens shared by its pages and the ficha's sections (kept apart so the ficha loads no page). */
type EventoSanitarioLinha = z.output<typeof eventoSanitarioLinhaSchema>;

/** A state's sentence as a line's start: 'Em carência de leite até 03/12 (manhã)'. */
export const primeiraMaiuscula = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** What an event was, in a few words: the reason, the vaccine, the exam and its result, the quarters and grade. */
export function detalheDoEvento(
  e: Pick<EventoSanitarioLinha, 'tipo' | 'motivo' | 'vacina' | 'exame' | 'resultado' | 'quartos' | 'grau'>,
) {
  switch (e.tipo) {
    case 'Tratamento':
      return e.motivo ?? '—';
    case 'Vacinação':
      return e.vacina ?? '—';
    case 'Exame':
      return `${e.exame ?? ''}: ${e.resultado ?? ''}`;
    case 'Mastite clínica':
      return `Quartos ${e.quartos ?? ''}, grau ${e.grau ?? ''}`;
  }
}
