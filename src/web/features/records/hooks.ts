import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { hojeNoFuso } from '../../../domain/format.ts';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { useResource } from '../../api/use-resource.ts';
import { apiErrorOf } from '../../components/form.tsx';
import { toast } from '../../components/toast.tsx';
import { useCurrentFarm } from '../../session/session.ts';
import { recordsApi } from './api.ts';
import { zodErrors } from './parts.tsx';

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

/**
 * Draft, field messages and busy flag of a form checked with a domain schema. `send` parses the body (the
 * schema's messages by field on failure) and runs `save`; an API error comes back as form and field messages.
 */
export function useSchemaForm<D>(initial: D | (() => D)) {
  const [f, setF] = useState<D>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send<S extends z.ZodType>(
    schema: S,
    body: unknown,
    save: (data: z.output<S>) => Promise<void>,
    failureToast?: string,
  ) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const invalid = zodErrors(parsed.error);
      setErrors(invalid.fields);
      setFormError(invalid.message);
      return;
    }
    setBusy(true);
    try {
      await save(parsed.data);
    } catch (err) {
      if (failureToast) toast.error(failureToast);
      const a = apiErrorOf(err);
      setFormError(a.message);
      setErrors(a.fields as Record<string, string>);
    } finally {
      setBusy(false);
    }
  }

  /** Starts the next entry from `next`, with no messages left over. */
  function reset(next: D) {
    setF(next);
    setErrors({});
    setFormError(null);
  }

  return { f, set: (patch: Partial<D>) => setF({ ...f, ...patch }), errors, formError, busy, send, reset };
}
