import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatNumero, parseNumeroBR } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { ateHoje } from '../../../domain/records/plausivel.ts';
import { loteProducaoSchema, ORDENHAS, type Ordenha } from '../../../domain/records/schemas.ts';
import { validar } from '../../../domain/validacao.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';
import { FormError, SelectField } from '../../components/form.tsx';
import { DateField } from '../../components/form-numeros.tsx';
import { PageHeader } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { useForm } from '../../components/use-form.ts';
import { type LoteVaca, recordsApi } from './api.ts';
import { useFarmCtx } from './hooks.ts';
import { Card } from './parts.tsx';

/** One row per lactating cow: a stable id (the existing record's, or one made now) and the typed litres. */
interface Linha {
  id: string;
  texto: string;
}

function linhasDe(vacas: readonly LoteVaca[]): Record<string, Linha> {
  return Object.fromEntries(
    vacas.map((v) => [
      v.animalId,
      { id: v.registro?.id ?? uuidv7(), texto: v.registro ? formatNumero(v.registro.producao, 1) : '' },
    ]),
  );
}

/**
 * 'Lançamento em lote': the lactating cows (computed from calvings and dry-offs) for one date and milking, one
 * litre figure each, saved in one request and one transaction. Enter moves to the next cow, like Tab.
 * Ids are made once per row, so saving twice (or an offline replay) never duplicates.
 */
export function BatchEntry() {
  const { farmId, hoje } = useFarmCtx();
  const [data, setData] = useState(hoje);
  const [ordenha, setOrdenha] = useState<Ordenha>('Manhã');
  const key = farmId ? `producao:${farmId}:lote:${data}:${ordenha}` : null;
  const lote = useResource(key, () => recordsApi.lote(farmId as string, data, ordenha));
  const [linhas, setLinhas] = useState<Record<string, Linha>>({});
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const vacas = lote.data?.vacas ?? [];

  useEffect(() => {
    if (lote.data) setLinhas(linhasDe(lote.data.vacas));
  }, [lote.data]);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>, i: number) {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const next = inputs.current[i + 1];
    if (next) next.focus();
    else document.getElementById('salvar-lote')?.focus();
  }

  const preenchidas = vacas.filter((v) => (linhas[v.animalId]?.texto ?? '').trim() !== '');
  const total = preenchidas.reduce((s, v) => {
    const n = parseNumeroBR(linhas[v.animalId].texto);
    return Number.isFinite(n) ? s + n : s;
  }, 0);

  const form = useForm({
    initial: {},
    // A row's message goes beside its cow: 'itens.3.producao' → the 4th filled cow's id.
    rules: (raw: unknown) => {
      const v = validar(ateHoje(loteProducaoSchema, ['data'], hoje), raw);
      if (v.ok) return v;
      const { itens } = raw as { itens: { animalId: string }[] };
      const fields: Record<string, string> = {};
      for (const [path, message] of Object.entries(v.fields)) {
        const [campo, i] = path.split('.');
        if (campo === 'itens' && itens[Number(i)]) fields[itens[Number(i)].animalId] ??= message;
      }
      return { ...v, fields };
    },
    body: () => ({
      data,
      ordenha,
      itens: preenchidas.map((v) => ({
        id: linhas[v.animalId].id,
        animalId: v.animalId,
        producao: linhas[v.animalId].texto,
      })),
    }),
    send: async (lote) => {
      const r = await recordsApi.salvarLote(farmId as string, lote);
      toast.success(MSG_REC.loteRegistrado(r.criados + r.atualizados));
    },
    done: () => invalidate(`producao:${farmId}`),
    failed: () => toast.error(MSG_REC.erroProducao),
  });
  const { errors, error: formError, busy } = form;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="Lançamento em lote" subtitle="Produção de todas as vacas em lactação numa ordenha" back="/" />
      <Card title="Data e ordenha">
        <div className="grid gap-4 sm:grid-cols-2">
          <DateField label="Data" required completa value={data} onChange={setData} max={hoje} />
          <SelectField
            label="Ordenha"
            required
            value={ordenha}
            onChange={(v) => setOrdenha(v as Ordenha)}
            options={ORDENHAS}
          />
        </div>
      </Card>
      <Card
        title={lote.data ? `Vacas em lactação (${vacas.length})` : 'Vacas em lactação'}
        subtitle="Digite os litros e tecle Enter para ir à próxima vaca. Vacas em branco não são lançadas."
      >
        {lote.loading && !lote.data ? (
          <div className="skeleton h-40 w-full" />
        ) : vacas.length === 0 ? (
          <p className="text-base-content/70">
            Nenhuma vaca em lactação nesta data. A lactação começa com um Parto registrado na aba Reprodução.
          </p>
        ) : (
          <ol className="flex flex-col divide-y divide-base-300">
            {vacas.map((v, i) => {
              const id = `lote-${v.animalId}`;
              return (
                <li key={v.animalId} className="grid grid-cols-[1fr_9rem] items-center gap-3 py-2">
                  <label htmlFor={id} className="flex flex-col">
                    <span className="text-lg font-semibold">
                      {v.identificacao}
                      {v.nome && <span className="font-normal text-base-content/70"> — {v.nome}</span>}
                    </span>
                    <span className="text-xs text-base-content/60">
                      {v.del !== null ? `DEL ${v.del}` : ''}
                      {v.registro ? ' · já lançada' : ''}
                    </span>
                  </label>
                  <div className="flex flex-col">
                    <div className={`input input-bordered input-lg w-full ${errors[v.animalId] ? 'input-error' : ''}`}>
                      <input
                        id={id}
                        ref={(el) => {
                          inputs.current[i] = el;
                        }}
                        type="text"
                        inputMode="decimal"
                        enterKeyHint={i === vacas.length - 1 ? 'done' : 'next'}
                        autoComplete="off"
                        className="w-full text-right"
                        placeholder="0,0"
                        aria-invalid={errors[v.animalId] ? true : undefined}
                        value={linhas[v.animalId]?.texto ?? ''}
                        onChange={(e) =>
                          setLinhas((l) => ({
                            ...l,
                            [v.animalId]: { id: l[v.animalId]?.id ?? uuidv7(), texto: e.target.value },
                          }))
                        }
                        onKeyDown={(e) => onKeyDown(e, i)}
                      />
                      <span className="text-base-content/60">L</span>
                    </div>
                    {errors[v.animalId] && (
                      <span className="text-xs text-error" role="alert">
                        {errors[v.animalId]}
                      </span>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <FormError message={formError} />
        <div className="sticky bottom-20 flex flex-wrap items-center justify-between gap-3 rounded-box border border-base-300 bg-base-100 p-3 shadow md:bottom-2">
          <span aria-live="polite">
            {preenchidas.length} de {vacas.length} vacas · <strong>{formatNumero(total, 1)} L</strong>
          </span>
          <button
            id="salvar-lote"
            type="button"
            className="btn btn-primary min-h-11"
            disabled={busy || vacas.length === 0}
            onClick={() => form.submit()}
          >
            {busy ? 'Salvando...' : 'Salvar lote'}
          </button>
        </div>
      </Card>
    </div>
  );
}
