import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { ateHoje } from '../../../domain/apontamentos/plausivel.ts';
import { loteProducaoSchema, ORDENHAS, type Ordenha } from '../../../domain/apontamentos/schemas.ts';
import { formatData, formatNumero, parseNumeroBR } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_RASCUNHO } from '../../../domain/rascunho.ts';
import { validar } from '../../../domain/validacao.ts';
import { ApiError } from '../../api/client.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';
import { AvisoDeRascunho } from '../../components/aviso-rascunho.tsx';
import { FormError, SelectField } from '../../components/form.tsx';
import { DateField } from '../../components/form-numeros.tsx';
import { PageHeader } from '../../components/page.tsx';
import {
  apagarRascunho,
  chaveDoRascunho,
  gravarRascunho,
  lerRascunho,
  ultimoRascunho,
  useDonoDoRascunho,
} from '../../components/rascunho.ts';
import { toast } from '../../components/toast.tsx';
import { useForm } from '../../components/use-form.ts';
import { useCopiaAtual } from '../../session/session.ts';
import { apontamentosApi, type LoteVaca } from './api.ts';
import { useFarmCtx } from './hooks.ts';
import { Card } from './parts.tsx';
import { chavesApontamentos, consultasApontamentos } from './queries.ts';

/**
 * What was typed on this device for one cow of a milking: the row's id (made when the first figure is typed, so
 * saving twice or an offline replay never duplicates) and the litres as typed.
 */
interface Digitada {
  id: string;
  texto: string;
}

/** What was typed, by milking ('2026-12-01 Tarde') and cow. A milking's rows stay when another is opened. */
type Digitadas = Record<string, Record<string, Digitada>>;

/**
 * A cow's row as shown and sent: what was typed for her, over what the server holds for this milking ('já lançada':
 * its id, litres and the version it was read at — a correction of a milking changed meanwhile is refused, as an
 * edit). A cow entered meanwhile by another phone (a 409) takes her record's id, so saving again updates it.
 */
function linhaDe(
  v: LoteVaca,
  digitada: Digitada | undefined,
): { id: string | undefined; texto: string; versao?: string } {
  return {
    id: v.registro?.id ?? digitada?.id,
    texto: digitada?.texto ?? (v.registro ? formatNumero(v.registro.producao, 1) : ''),
    versao: v.registro?.updatedAt,
  };
}

/** What the device keeps of a batch being typed: the milking and each typed cow (her row id, litres, ear tag). */
interface RascunhoDoLote {
  data: string;
  ordenha: Ordenha;
  linhas: Record<string, { id: string; texto: string; rotulo: string }>;
}

/** The batch's drafts of a user on a farm: '…:{farm}:lote:{data}:{ordenha}'. */
const partesDoLote = (farmId: string, data?: string, ordenha?: string) =>
  data && ordenha ? [farmId, 'lote', data, ordenha] : [farmId, 'lote'];

/**
 * The milking to open on: the last one typed and not saved on this device (a reload, a crash, a closed tab), unless
 * its date is past the farm's today — then today's 'Manhã' and what was not restored.
 */
function milkingInicial(dono: string | null, farmId: string | null, hoje: string) {
  const ultimo = dono && farmId ? ultimoRascunho<RascunhoDoLote>(chaveDoRascunho(dono, partesDoLote(farmId))) : null;
  const r = ultimo?.rascunho.valor;
  if (!r || !ORDENHAS.includes(r.ordenha)) return { data: hoje, ordenha: 'Manhã' as Ordenha, aviso: null };
  if (r.data > hoje)
    return { data: hoje, ordenha: 'Manhã' as Ordenha, aviso: MSG_RASCUNHO.rascunhoDataFutura(formatData(r.data)) };
  return { data: r.data, ordenha: r.ordenha, aviso: null };
}

/** A refusal of the server about item i of the batch ('itens.3.producao') goes beside that cow, as the rules' do. */
function nosItens(error: unknown, itens: readonly { animalId: string }[]): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const [campo, i] = path.split('.');
    const item = campo === 'itens' ? itens[Number(i)] : undefined;
    fields[item ? item.animalId : path] ??= message;
  }
  return new ApiError(error.status, error.message, fields, error.current);
}

/**
 * 'Lançamento em lote': the lactating cows (computed from calvings and dry-offs) for one date and milking, one
 * litre figure each, saved in one request and one transaction. Enter moves to the next cow, like Tab.
 * Ids are made once per row, so saving twice (or an offline replay) never duplicates.
 */
export function LancamentoEmLote() {
  const { farmId, hoje } = useFarmCtx();
  const copia = useCopiaAtual();
  const dono = useDonoDoRascunho();
  const [inicio] = useState(() => milkingInicial(dono, farmId, hoje));
  const [data, setData] = useState(inicio.data);
  const [ordenha, setOrdenha] = useState<Ordenha>(inicio.ordenha);
  // The draft of this milking on the device (issue 38): written as it is typed, read back when its cows arrive.
  const chaveRascunho = dono && farmId ? chaveDoRascunho(dono, partesDoLote(farmId, data, ordenha)) : null;
  const [recuperado, setRecuperado] = useState<{ em: string; vacas: number; faltam: string | null } | null>(
    inicio.aviso ? { em: '', vacas: 0, faltam: inicio.aviso } : null,
  );
  const tocado = useRef(false);
  const lote = useResource(farmId ? consultasApontamentos.lote(farmId, data, ordenha) : null);
  // Changed only by functional updates, never replaced: a figure typed while an answer arrives, a draft is restored
  // or another milking is opened stays (a typed milking was once lost on a reload of the cows).
  const [digitadas, setDigitadas] = useState<Digitadas>({});
  const milking = `${data} ${ordenha}`;
  const daOrdenha = digitadas[milking];
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const vacas = lote.data?.vacas ?? [];
  const linhas = Object.fromEntries(vacas.map((v) => [v.animalId, linhaDe(v, daOrdenha?.[v.animalId])]));
  /** The milking whose cows this screen last received: the draft is read once as each one opens. */
  const aberta = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer of the milking's cows
  useEffect(() => {
    const dados = lote.data;
    if (!dados || aberta.current === milking) return;
    // another milking opened: its draft, if this device has one, for the cows still in milk that day
    aberta.current = milking;
    tocado.current = false;
    const r = chaveRascunho ? lerRascunho<RascunhoDoLote>(chaveRascunho) : null;
    if (!r) {
      setRecuperado((x) => (x?.em === '' ? x : null));
      return;
    }
    const presentes = new Set(dados.vacas.map((v) => v.animalId));
    const doRascunho = Object.entries(r.valor.linhas).filter(([animalId]) => presentes.has(animalId));
    const faltam = Object.entries(r.valor.linhas)
      .filter(([animalId]) => !presentes.has(animalId))
      .map(([, l]) => l.rotulo);
    setRecuperado({
      em: r.em,
      vacas: doRascunho.length,
      faltam: faltam.length ? MSG_RASCUNHO.rascunhoSemVacas(faltam) : null,
    });
    // what was typed on this screen meanwhile is newer than the draft
    const restauradas = Object.fromEntries(doRascunho.map(([animalId, l]) => [animalId, { id: l.id, texto: l.texto }]));
    setDigitadas((d) => ({ ...d, [milking]: { ...restauradas, ...d[milking] } }));
  }, [lote.data]);

  // Each change typed is on the device at once (a crash a second later loses nothing); nothing typed: no draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: written on each change of the typed rows
  useEffect(() => {
    if (!chaveRascunho || !tocado.current || !lote.data) return;
    // what the server holds already ('já lançada', as shown) is not a draft: only what was typed over it or new
    const typed = lote.data.vacas.flatMap((v) => {
      const d = daOrdenha?.[v.animalId];
      const guardada = v.registro ? formatNumero(v.registro.producao, 1) : '';
      return d && d.texto.trim() !== guardada ? [[v.animalId, { ...d, rotulo: v.identificacao }] as const] : [];
    });
    if (typed.length === 0) return apagarRascunho(chaveRascunho);
    gravarRascunho<RascunhoDoLote>(chaveRascunho, { data, ordenha, linhas: Object.fromEntries(typed) });
  }, [daOrdenha]);

  function esquecerRascunho() {
    tocado.current = false;
    if (chaveRascunho) apagarRascunho(chaveRascunho);
    setRecuperado(null);
  }

  function descartarRascunho() {
    esquecerRascunho();
    setDigitadas(({ [milking]: _, ...outras }) => outras);
    toast.info(MSG_RASCUNHO.rascunhoDescartado);
  }

  function digitar(animalId: string, texto: string) {
    tocado.current = true;
    setDigitadas((d) => ({
      ...d,
      [milking]: { ...d[milking], [animalId]: { id: d[milking]?.[animalId]?.id ?? uuidv7(), texto } },
    }));
  }

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
        // a filled row has an id: typed (made then) or stored
        id: linhas[v.animalId].id as string,
        animalId: v.animalId,
        producao: linhas[v.animalId].texto,
        updatedAt: linhas[v.animalId].versao,
      })),
    }),
    send: async (lote) => {
      const r = await apontamentosApi.salvarLote(farmId as string, lote).catch((error: unknown) => {
        throw nosItens(error, lote.itens);
      });
      // saved, or kept in the outbox that sends it: the draft is done with (never sent by itself, never twice)
      esquecerRascunho();
      toast.success(MSG_APONT.loteRegistrado(r.criados + r.atualizados));
    },
    done: () => invalidate(chavesApontamentos.recurso(farmId as string, 'producao')),
    failed: (error) => {
      toast.error(MSG_APONT.erroProducao);
      // a cow entered meanwhile (another phone): reloaded, she shows 'já lançada' with the litres typed here
      if (error instanceof ApiError && error.status === 409)
        invalidate([...chavesApontamentos.recurso(farmId as string, 'producao'), 'lote']);
    },
  });
  const { errors, error: formError, busy } = form;
  // A refused save (the rules' or the server's) takes the milker to the first cow in error, above the 'Salvar lote'
  // bar: scrolled to the middle of the screen and focused, so the litres can be corrected at once.
  const focarErro = useRef(false);
  useEffect(() => {
    if (!focarErro.current) return;
    focarErro.current = false;
    const i = vacas.findIndex((v) => errors[v.animalId]);
    const campo = i >= 0 ? inputs.current[i] : null;
    if (!campo) return;
    campo.scrollIntoView({ block: 'center' });
    campo.focus({ preventScroll: true });
  }, [errors, vacas]);
  async function salvar() {
    focarErro.current = true;
    if (await form.submit()) focarErro.current = false;
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="Lançamento em lote" subtitle="Produção de todas as vacas em lactação numa ordenha" back="/" />
      {recuperado &&
        (recuperado.em ? (
          <AvisoDeRascunho
            em={recuperado.em}
            vacas={recuperado.vacas}
            naoRecuperado={recuperado.faltam}
            descartar={descartarRascunho}
          />
        ) : (
          <div role="status" className="alert alert-warning alert-soft">
            {recuperado.faltam}
          </div>
        ))}
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
        {lote.error && !lote.data ? (
          // a failed read is said, never 'Nenhuma vaca em lactação'
          <div role="alert" className="alert alert-error alert-soft">
            {lote.error.message}
          </div>
        ) : !lote.data ? (
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
                // Room for the sticky 'Salvar lote' bar (and the phone's bottom bar) below a row the focus goes to.
                <li
                  key={v.animalId}
                  className="grid scroll-mt-24 scroll-mb-44 grid-cols-[1fr_9rem] items-center gap-3 py-2"
                >
                  <label htmlFor={id} className="flex flex-col">
                    <span className="text-lg font-semibold">
                      {v.identificacao}
                      {v.nome && <span className="font-normal text-base-content/70"> — {v.nome}</span>}
                    </span>
                    <span className="text-xs text-base-content/60">
                      {v.del !== null ? `DEL ${v.del}` : ''}
                      {v.registro ? ` · ${MSG_APONT.jaLancada}` : ''}
                    </span>
                    {v.descarte && <span className="text-sm font-semibold text-error">{v.descarte}</span>}
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
                        onChange={(e) => digitar(v.animalId, e.target.value)}
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
        {/* Room under the last cow for the phone's 'Salvar lote' bar, so she scrolls above it (issue 38). */}
        <div aria-hidden="true" className="h-20 md:hidden" />
        {/* On a phone the bar is an edge of the screen, full width on the bottom tabs (a row passes under it as under
            the tabs, never beside a floating box); on a PC it sticks to the bottom of the card. */}
        <div className="fixed inset-x-0 bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-20 flex flex-wrap items-center justify-between gap-3 border-t border-base-300 bg-base-100 p-3 shadow md:sticky md:bottom-2 md:z-auto md:rounded-box md:border">
          <span aria-live="polite">
            {preenchidas.length} de {vacas.length} vacas · <strong>{formatNumero(total, 1)} L</strong>
          </span>
          {/* a read-only copy of another installation's farm takes no milking (the server refuses it) */}
          {!copia && (
            <button
              id="salvar-lote"
              type="button"
              className="btn btn-primary min-h-11"
              disabled={busy || vacas.length === 0}
              onClick={salvar}
            >
              {busy ? 'Salvando...' : 'Salvar lote'}
            </button>
          )}
        </div>
      </Card>
    </div>
  );
}
