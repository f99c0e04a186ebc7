import { useEffect } from 'react';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { type AnimalDoFato, type Fato, podeTer } from '../../../domain/apontamentos/plausivel.ts';
import { hojeNoFuso, isDataISO } from '../../../domain/format.ts';
import { useResource } from '../../api/use-resource.ts';
import { toast } from '../../components/toast.tsx';
import { lembrarRotulos } from '../../offline/rotulos.ts';
import { useFazendaAtual } from '../../session/session.ts';
import { consultasApontamentos } from './queries.ts';

/** The current farm's id and its civil "today" (farm.timezone), the default date of every form. */
export function useFarmCtx() {
  const farm = useFazendaAtual();
  return { farmId: farm?.id ?? null, hoje: hojeNoFuso(farm?.timezone ?? 'America/Sao_Paulo') };
}

/** How a cow is named wherever one is picked or listed: 'V019 — Mimosa', or 'V019' when she has no name. */
export function rotuloDoAnimal(a: { identificacao: string; nome: string }): string {
  return a.nome ? `${a.identificacao} — ${a.nome}` : a.identificacao;
}

/**
 * All animals of the farm (the herd register); key `chavesApontamentos.recurso(farmId, 'animais')` so a change reloads every selector. Their names are
 * remembered for the outbox as the pickers say them: a record typed offline still reads 'V019 — Mimosa' while it
 * waits, and after she is deleted.
 */
export function useAnimais(farmId: string | null) {
  const res = useResource(farmId ? consultasApontamentos.animais(farmId) : null);
  useEffect(() => {
    if (res.data) lembrarRotulos(res.data.map((a) => [a.id, rotuloDoAnimal(a)] as const));
  }, [res.data]);
  return res;
}

/** Active animals for the record forms' selector; a failed load says so (docs/PRODUTO.md §Apontamentos). */
export function useAnimaisAtivos(farmId: string | null) {
  const res = useAnimais(farmId);
  useEffect(() => {
    if (res.error) toast.error(MSG_APONT.erroAnimais);
  }, [res.error]);
  const ativos = (res.data ?? []).filter((a) => a.situacao === 'ativo');
  return { ...res, ativos };
}

export function animalOptions(animais: readonly { id: string; identificacao: string; nome: string }[]) {
  return animais.map((a) => ({ value: a.id, label: rotuloDoAnimal(a) }));
}

/** An active animal of the register, as the pickers list it. */
type AnimalAtivo = ReturnType<typeof useAnimaisAtivos>['ativos'][number];

/**
 * The active animals with what the rules of plausivel.ts read of each (`animalDe`: register + first recorded Parto,
 * from `GET …/reproducao/situacao`), and `aptos(fato, data)`: the ones that can have that fact on that date, cows in
 * milk first for a milking. Under 'reproducao' so a new event (a Parto) reloads it.
 */
export function useAptos(farmId: string | null) {
  const animais = useAnimaisAtivos(farmId);
  const situacao = useResource(farmId ? consultasApontamentos.situacao(farmId) : null);
  const { hoje } = useFarmCtx();
  const porId = new Map((situacao.data ?? []).map((s) => [s.animalId, s]));
  const doFato = (a: AnimalAtivo): AnimalDoFato => ({ ...a, primeiroParto: porId.get(a.id)?.primeiroParto ?? null });
  const animalDe = (id: string) => {
    const a = animais.ativos.find((x) => x.id === id);
    return a && doFato(a);
  };
  const emLactacao = (a: AnimalAtivo) => porId.get(a.id)?.lactando === true;
  function aptos(fato: Fato, data: string): AnimalAtivo[] {
    const lista = animais.ativos.filter((a) => podeTer(doFato(a), fato, isDataISO(data) ? data : hoje));
    if (fato !== 'Ordenha') return lista;
    return [...lista.filter(emLactacao), ...lista.filter((a) => !emLactacao(a))];
  }
  return { ...animais, animalDe, aptos };
}
