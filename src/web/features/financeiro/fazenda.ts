import { hojeNoFuso } from '../../../domain/format.ts';
import { useFazendaAtual } from '../../session/session.ts';

/** The current farm and its civil today (farm.timezone), or null in the admin's all-farms mode. */
export function useFazenda() {
  const farm = useFazendaAtual();
  if (!farm) return null;
  return { id: farm.id, nome: farm.name, hoje: hojeNoFuso(farm.timezone) };
}
