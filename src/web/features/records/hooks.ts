import { useEffect } from 'react';
import { hojeNoFuso } from '../../../domain/format.ts';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { useResource } from '../../api/use-resource.ts';
import { toast } from '../../components/toast.tsx';
import { useCurrentFarm } from '../../session/session.ts';
import { recordsApi } from './api.ts';

/** The current farm's id and its civil "today" (farm.timezone), the default date of every form. */
export function useFarmCtx() {
  const farm = useCurrentFarm();
  return { farmId: farm?.id ?? null, hoje: hojeNoFuso(farm?.timezone ?? 'America/Sao_Paulo') };
}

/** All animals of the farm (the herd register); key 'animais' so a change reloads every selector. */
export function useAnimais(farmId: string | null) {
  return useResource(farmId ? `animais:${farmId}` : null, () => recordsApi.animais(farmId as string));
}

/** Active animals for the record forms' selector; a failed load says so (SPEC.md §8). */
export function useAnimaisAtivos(farmId: string | null) {
  const res = useAnimais(farmId);
  useEffect(() => {
    if (res.error) toast.error(MSG_REC.erroAnimais);
  }, [res.error]);
  const ativos = (res.data ?? []).filter((a) => a.situacao === 'ativo');
  return { ...res, ativos };
}

export function animalOptions(animais: readonly { id: string; identificacao: string; nome: string }[]) {
  return animais.map((a) => ({ value: a.id, label: a.nome ? `${a.identificacao} — ${a.nome}` : a.identificacao }));
}
