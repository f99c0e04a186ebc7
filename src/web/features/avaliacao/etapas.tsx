import { type ReactNode, useEffect, useState } from 'react';
import { z } from 'zod';
import { avisosDaAvaliacao } from '../../../domain/avaliacao/avisos.ts';
import { precoPorLitro, rotuloMeses } from '../../../domain/avaliacao/leite.ts';
import { MSG_AVALIACAO } from '../../../domain/avaliacao/messages.ts';
import { PARTES_DO_RASCUNHO } from '../../../domain/avaliacao/partes.ts';
import {
  type Avaliacao,
  CHAVES_ETAPAS,
  ETAPA_SCHEMAS,
  ITENS_COE,
  ROTULO_COE,
} from '../../../domain/avaliacao/schemas.ts';
import { arredondar, formatBRL, formatBRLPorLitro, formatNumero } from '../../../domain/format.ts';
import { figurasRemuneracao } from '../../../domain/inventario/formulas.ts';
import { UFS } from '../../../domain/localizacao.ts';
import { type Retido, retido, retidosPara, retidosSob, textoRetido } from '../../../domain/retidos.ts';
import type { Regras } from '../../../domain/validacao.ts';
import { invalidate } from '../../api/use-resource.ts';
import { AvisoDeRascunho } from '../../components/aviso-rascunho.tsx';
import { CheckboxField, FormError, SelectField, TextField } from '../../components/form.tsx';
import { MoneyField, NumberField } from '../../components/form-numeros.tsx';
import { Icon } from '../../components/icons.tsx';
import { useFormComRascunho, versaoDe } from '../../components/rascunho.ts';
import { toast } from '../../components/toast.tsx';
import type { Form } from '../../components/use-form.ts';
import { useCopiaAtual, useSession } from '../../session/session.ts';
import { useNomes } from '../inventario/api.ts';
import { RegistroField } from '../inventario/ui.tsx';
import { avaliacaoApi, type RascunhoSalvo, type Sugestao } from './api.ts';
import { aposSalvar, chavesAvaliacao } from './queries.ts';

type Chave = (typeof CHAVES_ETAPAS)[number];
type Dados = Partial<Avaliacao>;

interface EtapaProps {
  etapa: number;
  farmId: string;
  ano: number;
  salvo: RascunhoSalvo | null;
  onSalvo(r: RascunhoSalvo): void;
  onAnterior(): void;
  /** Próxima on a step whose figures the user may not see: nothing to save. */
  onProxima(): void;
}

/**
 * The parts of the draft the user's modules do not open (the domain's table, as the server applies it): their
 * fields show 'Oculto: requer o módulo …' and a save keeps what is stored there.
 */
export function useRetidos(): Retido[] {
  const session = useSession();
  return retidosPara(PARTES_DO_RASCUNHO, session?.modules ?? []);
}

/**
 * One of steps 1–7: its form, 'Importar …' from the farm's data, Anterior, and Próxima (which saves the step). A
 * step whose figures are all of a module the user lacks says so instead, and Próxima only moves on.
 */
export function EtapaForm(p: EtapaProps) {
  const chave = CHAVES_ETAPAS[p.etapa - 1];
  const retidos = useRetidos();
  // The herd step holds the animals (Animais) and the herd's figures (Apontamentos): hidden only when both are.
  const oculta = retido(retidos, chave);
  if (oculta && (chave !== 'animais' || retido(retidos, 'zootecnico'))) return <EtapaOculta {...p} retido={oculta} />;
  return <EtapaVisivel {...p} retidos={retidos} />;
}

function Navegacao({ etapa, busy, onAnterior }: { etapa: number; busy?: boolean; onAnterior(): void }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-t border-base-300 pt-4">
      <button type="button" className="btn min-h-11" onClick={onAnterior} disabled={etapa === 1 || busy}>
        <Icon name="chevronLeft" className="size-4" /> Anterior
      </button>
      <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
        {busy ? 'Salvando...' : 'Próxima'} <Icon name="chevronRight" className="size-4" />
      </button>
    </div>
  );
}

/** A step the user may not see: what it holds is withheld (not empty, not zero), and saved by someone who can. */
function EtapaOculta(p: EtapaProps & { retido: Retido }) {
  const chave = CHAVES_ETAPAS[p.etapa - 1];
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        p.onProxima();
      }}
    >
      <p className="text-sm text-base-content/70">{DICAS[chave]}</p>
      <p role="note" className="rounded-box border border-dashed border-base-300 bg-base-200/60 p-4 text-base-content">
        {textoRetido(p.retido)}
      </p>
      <Navegacao etapa={p.etapa} onAnterior={p.onAnterior} />
    </form>
  );
}

/** A figure the user may not see, where its field would be: its label and 'Oculto: requer o módulo …'. */
function Oculto({ rotulo, retido: r }: { rotulo: string; retido: Retido }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium">{rotulo}</span>
      <p className="min-h-11 rounded-box border border-dashed border-base-300 bg-base-200/60 px-3 py-2 text-sm text-base-content">
        {textoRetido(r)}
      </p>
    </div>
  );
}

function EtapaVisivel(p: EtapaProps & { retidos: Retido[] }) {
  const chave = CHAVES_ETAPAS[p.etapa - 1];
  const dados = (p.salvo?.dados ?? {}) as Dados;
  const [sugestao, setSugestao] = useState<Sugestao | null>(null);
  const [importando, setImportando] = useState(false);
  const lista = LISTAS[chave as keyof typeof LISTAS];
  const ocultos = p.retidos.flatMap((r) => (r.parte.startsWith(`${chave}.`) ? [r.parte.slice(chave.length + 1)] : []));
  const listaOculta = lista ? retido(p.retidos, chave) : undefined;
  const zootecnicoOculto = retido(p.retidos, 'zootecnico');
  const copia = useCopiaAtual();
  const form = useFormComRascunho<Record<string, unknown>, Record<string, unknown>>(
    {
      initial: () => rascunhoDe(chave, dados, p.ano, ocultos, Boolean(zootecnicoOculto)),
      rules: regrasDe(chave),
      send: async (valor) => {
        const novos = lista
          ? { ...dados, [chave]: valor.linhas, ...extrasDaLista(chave, valor, Boolean(zootecnicoOculto)) }
          : { ...dados, [chave]: valor };
        const r = await avaliacaoApi.salvar(p.farmId, p.ano, novos as Dados, p.salvo?.updatedAt);
        // the wizard mounted again (a phone turned, a screen left and reopened) reads the draft as saved, not as read
        aposSalvar(p.farmId, p.ano);
        p.onSalvo(r);
      },
      failed: () => invalidate(chavesAvaliacao.ano(p.farmId, p.ano)),
    },
    // what is typed on a step stays on the device until Próxima saves it (a reload, another step opened first), and
    // comes back while the step is saved as it was when typed over; a read-only copy keeps none
    {
      partes: copia ? null : [p.farmId, `avaliacao:${p.ano}`, `${chave}@${versaoDe(dados[chave])}`],
    },
  );

  // A step saved before shows where it departs from the farm's own figures, after a reload too.
  const salvoNaEtapa = dados[chave] !== undefined;
  useEffect(() => {
    if (!salvoNaEtapa) return;
    let vivo = true;
    avaliacaoApi.sugestao(p.farmId, p.ano).then(
      (s) => vivo && setSugestao((atual) => atual ?? s),
      () => undefined, // only the 'Editado' marks are missing; 'Importar' reports its own failure
    );
    return () => {
      vivo = false;
    };
  }, [salvoNaEtapa, p.farmId, p.ano]);

  async function importar() {
    setImportando(true);
    try {
      const s = sugestao ?? (await avaliacaoApi.sugestao(p.farmId, p.ano));
      setSugestao(s);
      const valor = (s.sugestao as Dados)[chave];
      form.reset(
        lista
          ? {
              ...form.d,
              linhas: valor ?? [],
              // the herd step also takes the year's herd figures from the records
              ...(chave === 'animais' && !zootecnicoOculto ? { zootecnico: semVazios(s.sugestao.zootecnico) } : {}),
            }
          : paraAEtapa(chave, valor, ocultos),
      );
      toast.success('Dados importados: confira e ajuste o que for preciso.');
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setImportando(false);
    }
  }

  const fonte =
    chave === 'custos' || chave === 'receitas'
      ? 'dos lançamentos'
      : chave === 'identificacao'
        ? 'da fazenda'
        : chave === 'animais'
          ? 'do inventário e do rebanho'
          : 'do inventário';
  const importado = sugestao ? ((sugestao.sugestao as Dados)[chave] as Record<string, unknown> | undefined) : undefined;
  const linhasImportadas = sugestao
    ? ((sugestao.sugestao as Dados)[chave] as Record<string, unknown>[] | undefined)
    : undefined;
  // What this step would count twice, with the other steps as saved (a warning, not a refusal).
  const avisos =
    chave === 'animais'
      ? avisosDaAvaliacao({ animais: form.d.linhas as Dados['animais'], receitas: dados.receitas })
      : chave === 'terras' || chave === 'custos'
        ? avisosDaAvaliacao({
            custos: chave === 'custos' ? (form.d as Dados['custos']) : dados.custos,
            arrendamentoTerra:
              chave === 'terras' ? (form.d.arrendamentoTerra as number | undefined) : dados.arrendamentoTerra,
          })
        : [];
  return (
    <form
      noValidate
      // a read-only copy of another installation's farm saves nothing (the server refuses it): Próxima only moves on
      onSubmit={
        copia
          ? (e) => {
              e.preventDefault();
              p.onProxima();
            }
          : form.submit
      }
      className="flex flex-col gap-4"
    >
      {form.rascunho && <AvisoDeRascunho em={form.rascunho} descartar={form.descartarRascunho} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-base-content/70">{DICAS[chave]}</p>
        {!copia && (
          <button type="button" className="btn btn-outline btn-sm min-h-11" onClick={importar} disabled={importando}>
            <Icon name="swap" className="size-4" />
            {importando ? 'Importando...' : `Importar ${fonte}`}
          </button>
        )}
      </div>
      {chave === 'custos' && sugestao?.meses.financeiro && (
        <p role="note" className="text-sm text-base-content/80">
          {cobertura('financeiro', sugestao.meses.financeiro)}
        </p>
      )}
      {chave === 'custos' && sugestao?.semGrupo && sugestao.semGrupo.length > 0 && (
        <p role="note" className="alert alert-warning alert-soft text-sm">
          {MSG_AVALIACAO.semGrupo(sugestao.semGrupo)}
        </p>
      )}
      {listaOculta ? (
        <Oculto rotulo="Rebanho por categoria" retido={listaOculta} />
      ) : lista ? (
        <ListaEtapa form={form} colunas={lista} chave={chave} importadas={linhasImportadas} />
      ) : chave === 'identificacao' ? (
        <Identificacao form={form} importado={importado} farmId={p.farmId} />
      ) : chave === 'custos' ? (
        <Custos form={form} importado={importado} />
      ) : (
        <Receitas
          form={form}
          importado={importado}
          retidos={retidosSob(p.retidos, 'receitas')}
          meses={sugestao?.meses}
        />
      )}
      {chave === 'animais' &&
        (zootecnicoOculto ? (
          <Oculto rotulo="Índices zootécnicos do ano" retido={zootecnicoOculto} />
        ) : (
          <Zootecnico form={form} importado={sugestao?.sugestao.zootecnico as Record<string, unknown> | undefined} />
        ))}
      {avisos.map((t) => (
        <p key={t} role="note" className="alert alert-warning alert-soft text-sm">
          {t}
        </p>
      ))}
      <FormError message={form.error} />
      <Navegacao etapa={p.etapa} busy={form.busy} onAnterior={p.onAnterior} />
    </form>
  );
}

/** A list step's other figures: the land's rate and own-land remuneration, the herd's figures. */
function extrasDaLista(chave: Chave, valor: Record<string, unknown>, zootecnicoOculto: boolean): Dados {
  if (chave === 'terras')
    return {
      taxaRemuneracao: valor.taxa as number,
      arrendamentoTerra: (valor.arrendamentoTerra as number) ?? undefined,
    };
  if (chave === 'animais' && !zootecnicoOculto) return { zootecnico: semVazios(valor.zootecnico) };
  return {};
}

/** The figures given (an empty field is absent, never 0). */
function semVazios(v: unknown): Dados['zootecnico'] {
  return Object.fromEntries(Object.entries((v as object) ?? {}).filter(([, x]) => typeof x === 'number'));
}

const DICAS: Record<Chave, string> = {
  identificacao: 'Quem produz, onde e em quanta área.',
  terras: 'As terras da atividade: área e valor de mercado por hectare.',
  benfeitorias: 'Galpões, currais, sala de ordenha: valor novo, vida útil e valor residual.',
  maquinas: 'Tratores, ordenhadeiras, tanques: valor novo, vida útil e valor residual.',
  animais:
    'O rebanho no fim do ano por categoria e os índices do ano. Só touros e animais de trabalho têm vida útil; as matrizes entram pela variação do inventário.',
  custos: 'O que foi pago no ano (COE) e a mão de obra da família.',
  receitas: 'O leite vendido no ano e as outras receitas da atividade.',
};

/**
 * The step's rules, from the domain's: a list step's draft is { linhas } (its rows' messages are keyed
 * 'linhas.0.campo'); the land step also holds the rate that values every row (docs/PRODUTO.md §Avaliação: changing it
 * recomputes them).
 */
function regrasDe(chave: Chave): Regras<Record<string, unknown>> {
  if (!(chave in LISTAS)) return ETAPA_SCHEMAS[chave] as unknown as Regras<Record<string, unknown>>;
  return z.object({
    linhas: ETAPA_SCHEMAS[chave],
    ...(chave === 'terras'
      ? { taxa: ETAPA_SCHEMAS.taxaRemuneracao, arrendamentoTerra: ETAPA_SCHEMAS.arrendamentoTerra.optional() }
      : {}),
    ...(chave === 'animais' ? { zootecnico: ETAPA_SCHEMAS.zootecnico.optional() } : {}),
  }) as unknown as Regras<Record<string, unknown>>;
}

/**
 * The step's draft: what was saved, else blank (lists as { linhas }, lands with the rate too). A field the user may
 * not see (`ocultos`) is not in it: not shown, not sent, kept by the server as it is.
 */
function rascunhoDe(
  chave: Chave,
  dados: Dados,
  ano: number,
  ocultos: readonly string[],
  zootecnicoOculto = false,
): Record<string, unknown> {
  const v = dados[chave];
  if (chave === 'terras')
    return {
      linhas: (v as unknown[] | undefined) ?? [],
      taxa: dados.taxaRemuneracao ?? 6,
      arrendamentoTerra: dados.arrendamentoTerra,
    };
  if (chave === 'animais')
    return {
      linhas: (v as unknown[] | undefined) ?? [],
      ...(zootecnicoOculto ? {} : { zootecnico: dados.zootecnico ?? {} }),
    };
  if (chave in LISTAS) return { linhas: (v as unknown[] | undefined) ?? [] };
  if (v) return { ...(v as object) };
  if (chave === 'identificacao')
    return {
      produtor: '',
      propriedade: '',
      municipio: '',
      estado: '',
      tecnico: '',
      ano,
      areaTotalHa: null,
      areaLeiteHa: null,
    };
  if (chave === 'custos') return Object.fromEntries([...ITENS_COE, 'maoDeObraFamiliar'].map((i) => [i, 0]));
  const vazio = {
    leiteLitros: null,
    leiteProduzidoLitros: null,
    rendaLeite: null,
    vendaAnimais: 0,
    variacaoInventarioAnimal: 0,
    outras: 0,
  };
  return Object.fromEntries(Object.entries(vazio).filter(([k]) => !ocultos.includes(k)));
}

/** The figures imported into a step: the ones the user sees (a Receitas field empty in the farm's data stays empty). */
function paraAEtapa(chave: Chave, valor: unknown, ocultos: readonly string[]): Record<string, unknown> {
  if (chave !== 'receitas') return { ...(valor as object) };
  const base = rascunhoDe(chave, {}, 0, ocultos);
  // the days and months the imported litres cover ride along (the per-day indicators divide by them)
  const periodo = ocultos.includes('leiteLitros') ? [] : ['diasLeite', 'mesesLeite'];
  return {
    ...base,
    ...Object.fromEntries(Object.entries(valor as object).filter(([k]) => k in base || periodo.includes(k))),
  };
}

/** 'Ordenhas de jan–out/2026, menos o leite descartado.' (or that the year has none). */
function cobertura(fonte: keyof typeof MSG_AVALIACAO.cobertura, meses: readonly string[]): string {
  return MSG_AVALIACAO.cobertura[fonte](rotuloMeses(meses));
}

type FormEtapa = Form<Record<string, unknown>>;

/** 'Editado (importado: …)' beside a figure that differs from the farm's own (the technician's edit stays visible). */
function dica(
  importado: Record<string, unknown> | undefined,
  campo: string,
  atual: unknown,
  fmt: (v: number) => string,
) {
  const v = importado?.[campo];
  if (typeof v !== 'number' || v === atual) return undefined;
  return `Editado (importado: ${fmt(v)})`;
}

const OPCOES_UF = Object.entries(UFS).map(([uf, nome]) => ({ value: uf, label: `${uf} — ${nome}` }));

function Identificacao({
  form,
  importado,
  farmId,
}: {
  form: FormEtapa;
  importado?: Record<string, unknown>;
  farmId: string;
}) {
  const { d, set, errors } = form;
  const tecnicos = useNomes(farmId, 'tecnicos');
  const texto = (campo: string, label: string, extra: { required?: boolean; maxLength?: number } = {}) => (
    <TextField
      label={label}
      value={String(d[campo] ?? '')}
      onChange={(v) => set({ [campo]: v })}
      error={errors[campo]}
      {...extra}
    />
  );
  const ha = (campo: string, label: string) => (
    <NumberField
      label={label}
      value={(d[campo] as number | null) ?? null}
      onChange={(v) => set({ [campo]: v })}
      error={errors[campo]}
      suffix="ha"
      required
      hint={dica(importado, campo, d[campo], (n) => `${formatNumero(n)} ha`)}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {texto('produtor', 'Produtor', { required: true })}
      {texto('propriedade', 'Propriedade', { required: true })}
      {texto('municipio', 'Município')}
      <SelectField
        label="Estado (UF)"
        value={String(d.estado ?? '')}
        onChange={(v) => set({ estado: v })}
        error={errors.estado}
        options={OPCOES_UF}
        placeholder="Selecione..."
      />
      <RegistroField
        label="Técnico responsável"
        nomes={tecnicos.nomes}
        carregando={tecnicos.loading}
        value={String(d.tecnico ?? '')}
        onChange={(v) => set({ tecnico: v })}
        error={errors.tecnico}
      />
      <TextField label="Ano" value={String(d.ano ?? '')} onChange={() => undefined} readOnly />
      {ha('areaTotalHa', 'Área total')}
      {ha('areaLeiteHa', 'Área usada para leite')}
    </div>
  );
}

function Custos({ form, importado }: { form: FormEtapa; importado?: Record<string, unknown> }) {
  const { d, set, errors } = form;
  const campo = (k: string, label: string) => (
    <MoneyField
      key={k}
      label={label}
      value={(d[k] as number | null) ?? null}
      onChange={(v) => set({ [k]: v ?? 0 })}
      error={errors[k]}
      hint={dica(importado, k, d[k], formatBRL)}
    />
  );
  const coe = ITENS_COE.reduce((s, i) => s + (Number(d[i]) || 0), 0);
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="mb-2 font-semibold">Custo operacional efetivo (COE)</legend>
        {ITENS_COE.map((i) => campo(i, ROTULO_COE[i]))}
      </fieldset>
      <p className="text-right font-semibold" aria-live="polite">
        COE do ano: {formatBRL(coe)}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">{campo('maoDeObraFamiliar', 'Mão de obra familiar (pró-labore)')}</div>
    </>
  );
}

function Receitas({
  form,
  importado,
  retidos,
  meses,
}: {
  form: FormEtapa;
  importado?: Record<string, unknown>;
  retidos: Retido[];
  meses?: Sugestao['meses'];
}) {
  const { d, set, errors } = form;
  const dinheiro = (k: string, label: string, extra: { required?: boolean; hint?: string } = {}) => {
    const r = retido(retidos, k);
    if (r) return <Oculto rotulo={label} retido={r} />;
    return (
      <MoneyField
        label={label}
        value={(d[k] as number | null) ?? null}
        onChange={(v) => set({ [k]: v })}
        error={errors[k]}
        hint={[dica(importado, k, d[k], formatBRL), extra.hint].filter(Boolean).join(' ') || undefined}
        required={extra.required}
      />
    );
  };
  const litrosOcultos = retido(retidos, 'leiteLitros');
  const produzidoOculto = retido(retidos, 'leiteProduzidoLitros');
  // A draft (or a file) that gave the average price instead of the income keeps its price field.
  const comPreco = d.precoLeite !== undefined && d.rendaLeite === undefined;
  const litros = Number(d.leiteLitros) || 0;
  const renda = Number(d.rendaLeite) || 0;
  const semRenda = rotuloMeses(meses?.semRenda ?? []);
  const semLitros = rotuloMeses(meses?.semLitros ?? []);
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {litrosOcultos ? (
          <Oculto rotulo="Leite entregue no ano" retido={litrosOcultos} />
        ) : (
          <NumberField
            label="Leite entregue no ano"
            value={(d.leiteLitros as number | null) ?? null}
            onChange={(v) =>
              // typed litres are the year's (365 days); the imported figure keeps the days its months cover
              set({
                leiteLitros: v,
                diasLeite: v === importado?.leiteLitros ? importado?.diasLeite : undefined,
                mesesLeite: v === importado?.leiteLitros ? importado?.mesesLeite : undefined,
              })
            }
            error={errors.leiteLitros}
            decimals={0}
            suffix="L"
            required
            hint={
              [
                dica(importado, 'leiteLitros', d.leiteLitros, (n) => `${formatNumero(n, 0)} L`),
                meses?.leiteLitros && cobertura('litros', meses.leiteLitros),
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
        )}
        {produzidoOculto ? (
          <Oculto rotulo="Leite produzido no ano" retido={produzidoOculto} />
        ) : (
          <NumberField
            label="Leite produzido no ano"
            value={(d.leiteProduzidoLitros as number | null) ?? null}
            onChange={(v) => set({ leiteProduzidoLitros: v })}
            error={errors.leiteProduzidoLitros}
            decimals={0}
            suffix="L"
            hint={
              [
                dica(importado, 'leiteProduzidoLitros', d.leiteProduzidoLitros, (n) => `${formatNumero(n, 0)} L`),
                MSG_AVALIACAO.dicaProduzido,
              ]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
        )}
        {comPreco
          ? dinheiro('precoLeite', 'Preço médio do litro', { required: true })
          : dinheiro('rendaLeite', 'Renda bruta do leite', {
              required: true,
              hint: meses?.rendaLeite ? cobertura('renda', meses.rendaLeite) : MSG_AVALIACAO.dicaRenda,
            })}
        {dinheiro('vendaAnimais', 'Venda de animais')}
        {dinheiro('variacaoInventarioAnimal', 'Variação do inventário animal', {
          hint: 'Valor do rebanho no fim do ano menos no início (negativo se caiu).',
        })}
        {dinheiro('outras', 'Outras receitas da atividade')}
      </div>
      {!comPreco && litros > 0 && renda > 0 && (
        <p className="text-sm text-base-content/80" aria-live="polite">
          Preço médio do litro: <strong>{formatBRLPorLitro(precoPorLitro(renda, litros) ?? 0)}</strong>
        </p>
      )}
      {(semRenda || semLitros) && (
        <p role="note" className="alert alert-info alert-soft text-sm">
          {MSG_AVALIACAO.foraDaConta(semRenda, semLitros)}
        </p>
      )}
    </div>
  );
}

// --- the list steps: terras, benfeitorias, máquinas, animais ---

interface Coluna {
  campo: string;
  rotulo: string;
  tipo: 'texto' | 'numero' | 'dinheiro' | 'percentual' | 'ano' | 'marcado';
  vazio: unknown;
  /** May stay empty (absent from the row, never 0). */
  opcional?: boolean;
}

const descricao = (rotulo: string): Coluna => ({ campo: 'descricao', rotulo, tipo: 'texto', vazio: '' });
const BEM: Coluna[] = [
  { campo: 'quantidade', rotulo: 'Quantidade', tipo: 'numero', vazio: 1 },
  { campo: 'valorNovo', rotulo: 'Valor novo', tipo: 'dinheiro', vazio: null },
  { campo: 'vidaUtilAnos', rotulo: 'Vida útil (anos)', tipo: 'numero', vazio: 10 },
  { campo: 'percentualResidual', rotulo: 'Residual (%)', tipo: 'percentual', vazio: 20 },
  // a used asset: depreciates only in the years of its life left (bens.ts)
  { campo: 'anoAquisicao', rotulo: 'Ano de aquisição', tipo: 'ano', vazio: undefined, opcional: true },
];

const LISTAS = {
  terras: [
    descricao('Terra'),
    { campo: 'hectares', rotulo: 'Área (ha)', tipo: 'numero', vazio: null },
    { campo: 'valorHectare', rotulo: 'Valor por ha', tipo: 'dinheiro', vazio: null },
    // rented land: its cost is the rent in the COE, no opportunity cost (schemas.ts)
    { campo: 'arrendada', rotulo: 'Terra arrendada (de terceiros)', tipo: 'marcado', vazio: false, opcional: true },
  ],
  benfeitorias: [
    descricao('Benfeitoria'),
    ...BEM,
    // not in use yet: not depreciated (bens.ts)
    { campo: 'emConstrucao', rotulo: 'Em construção', tipo: 'marcado', vazio: undefined, opcional: true },
  ],
  maquinas: [descricao('Máquina ou equipamento'), ...BEM],
  animais: [
    { campo: 'categoria', rotulo: 'Categoria', tipo: 'texto', vazio: '' },
    { campo: 'quantidade', rotulo: 'Quantidade', tipo: 'numero', vazio: null },
    { campo: 'valorUnitario', rotulo: 'Valor por cabeça', tipo: 'dinheiro', vazio: null },
    // only reproducers (bulls) and work animals depreciate
    { campo: 'vidaUtilAnos', rotulo: 'Vida útil (touros, trabalho)', tipo: 'numero', vazio: undefined, opcional: true },
    { campo: 'percentualResidual', rotulo: 'Residual (%)', tipo: 'percentual', vazio: undefined, opcional: true },
  ],
} satisfies Partial<Record<Chave, Coluna[]>>;

/**
 * The rows of a list step as cards of fields (they fit a phone). docs/PRODUTO.md §Avaliação: editing or removing a land
 * row is for administrators; anyone may add rows or import them.
 */
function ListaEtapa({
  form,
  colunas,
  chave,
  importadas,
}: {
  form: FormEtapa;
  colunas: Coluna[];
  chave: Chave;
  /** The farm's own rows for this step, once asked for: a row is matched to one by its first column. */
  importadas?: Record<string, unknown>[];
}) {
  const session = useSession();
  const copia = useCopiaAtual();
  const linhas = (form.d.linhas as Record<string, unknown>[]) ?? [];
  const [novas] = useState(() => new Set<number>());
  const protegida = (i: number) =>
    Boolean(copia) || (chave === 'terras' && !session?.user.isAdmin && i < linhas.length && !novas.has(i));
  const mudar = (i: number, patch: Record<string, unknown>) =>
    form.set({ linhas: linhas.map((l, j) => (j === i ? { ...l, ...patch } : l)) });
  const adicionar = () => {
    novas.add(linhas.length);
    form.set({ linhas: [...linhas, Object.fromEntries(colunas.map((c) => [c.campo, c.vazio]))] });
  };
  const taxa = Number(form.d.taxa) || 0;
  const origem = (l: Record<string, unknown>) =>
    importadas?.find((r) => r[colunas[0].campo] === l[colunas[0].campo] && l[colunas[0].campo] !== '');
  return (
    <div className="flex flex-col gap-3">
      {chave === 'terras' && (
        <NumberField
          label="Taxa de remuneração da terra e do capital (% a.a.)"
          className="max-w-sm"
          value={(form.d.taxa as number | null) ?? null}
          onChange={(v) => form.set({ taxa: v })}
          error={form.errors.taxa}
          suffix="%"
          hint="6% a.a. é o custo de oportunidade usual; muda o valor de todas as linhas."
        />
      )}
      {chave === 'terras' && (
        <MoneyField
          label="Remuneração da terra própria (opcional)"
          className="max-w-sm"
          value={(form.d.arrendamentoTerra as number | null | undefined) ?? null}
          onChange={(v) => form.set({ arrendamentoTerra: v ?? undefined })}
          error={form.errors.arrendamentoTerra}
          hint="O arrendamento que a terra própria renderia no ano, no lugar da taxa sobre o valor. Arrendamento pago a terceiros vai em Custos Operacionais."
        />
      )}
      {linhas.length === 0 && (
        <p className="rounded-box bg-base-200/60 py-6 text-center text-base-content/70">
          Nenhuma linha. Importe os dados da fazenda ou adicione uma linha; uma etapa sem linhas também pode ser salva.
        </p>
      )}
      <ol className="flex flex-col gap-3">
        {linhas.map((l, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; their order is their identity
            key={i}
            className="rounded-box border border-base-300 p-3"
            aria-label={`Linha ${i + 1}: ${String(l[colunas[0].campo] || 'nova')}`}
          >
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {colunas.map((c) => (
                <Celula
                  key={c.campo}
                  coluna={c}
                  valor={l[c.campo]}
                  erro={form.errors[`linhas.${i}.${c.campo}`]}
                  somenteLeitura={protegida(i)}
                  hint={
                    c.tipo === 'texto' || c.tipo === 'marcado'
                      ? undefined
                      : dica(origem(l), c.campo, l[c.campo], FORMATO[c.tipo])
                  }
                  onChange={(v) => mudar(i, { [c.campo]: c.opcional ? (v ?? undefined) : v })}
                />
              ))}
            </div>
            {chave === 'terras' && <FigurasTerra linha={l} taxa={taxa} />}
            {!protegida(i) && (
              <div className="mt-2 flex justify-end">
                <button
                  type="button"
                  className="btn btn-ghost btn-sm min-h-11 text-error"
                  onClick={() => form.set({ linhas: linhas.filter((_, j) => j !== i) })}
                >
                  <Icon name="trash" className="size-4" /> Remover linha
                </button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {!copia && (
        <div>
          <button type="button" className="btn btn-outline min-h-11" onClick={adicionar}>
            <Icon name="plus" className="size-4" /> Adicionar linha
          </button>
        </div>
      )}
    </div>
  );
}

const FORMATO: Record<Exclude<Coluna['tipo'], 'texto' | 'marcado'>, (n: number) => string> = {
  numero: (n) => formatNumero(n),
  ano: String,
  dinheiro: formatBRL,
  percentual: (n) => `${formatNumero(n)}%`,
};

function Celula({
  coluna,
  valor,
  erro,
  somenteLeitura,
  hint,
  onChange,
}: {
  coluna: Coluna;
  valor: unknown;
  erro?: string;
  somenteLeitura: boolean;
  hint?: string;
  onChange(v: unknown): void;
}): ReactNode {
  const comum = { label: coluna.rotulo, error: erro, readOnly: somenteLeitura, required: !coluna.opcional, hint };
  if (coluna.tipo === 'marcado')
    return (
      <CheckboxField
        label={coluna.rotulo}
        checked={valor === true}
        disabled={somenteLeitura}
        onChange={(v) => onChange(v ? true : coluna.vazio)}
      />
    );
  if (coluna.tipo === 'texto')
    return <TextField {...comum} value={String(valor ?? '')} onChange={onChange} maxLength={120} />;
  if (coluna.tipo === 'dinheiro')
    return <MoneyField {...comum} value={(valor as number | null) ?? null} onChange={onChange} />;
  // a year reads '2009', never '2.009'
  if (coluna.tipo === 'ano')
    return (
      <TextField
        {...comum}
        inputMode="numeric"
        maxLength={4}
        value={valor === undefined || valor === null ? '' : String(valor)}
        onChange={(v) => onChange(v.trim() === '' ? undefined : Number(v.trim()))}
      />
    );
  return (
    <NumberField
      {...comum}
      value={(valor as number | null) ?? null}
      onChange={onChange}
      suffix={coluna.tipo === 'percentual' ? '%' : undefined}
    />
  );
}

/** A land row's value and its yearly remuneration at the step's rate (recomputed as the rate changes). */
function FigurasTerra({ linha, taxa }: { linha: Record<string, unknown>; taxa: number }) {
  // a rented land has no opportunity cost: its rent is in the COE (the inventory's rule, figurasRemuneracao)
  const f = figurasRemuneracao({
    quantidade: linha.hectares,
    valor: linha.valorHectare,
    taxa,
    semCustoDeOportunidade: linha.arrendada === true,
  });
  return (
    <p className="mt-2 text-sm text-base-content/80" aria-live="polite">
      Valor total: <strong>{formatBRL(arredondar(f.valorTotal))}</strong> · Remuneração anual:{' '}
      <strong>{formatBRL(arredondar(f.remuneracaoAnual))}</strong>
    </p>
  );
}

/** The herd's figures of the year: imported from the records (Apontamentos), confirmed or overridden. */
function Zootecnico({ form, importado }: { form: FormEtapa; importado?: Record<string, unknown> }) {
  const z = (form.d.zootecnico as Record<string, number | undefined>) ?? {};
  const campo = (k: string, label: string, suffix: string, casas = 1) => (
    <NumberField
      key={k}
      label={label}
      value={z[k] ?? null}
      onChange={(v) => form.set({ zootecnico: { ...z, [k]: v ?? undefined } })}
      error={form.errors[`zootecnico.${k}`]}
      suffix={suffix}
      decimals={casas}
      hint={dica(importado, k, z[k], (n) => `${formatNumero(n, casas)}${suffix === '%' ? '%' : ` ${suffix}`}`)}
    />
  );
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="mb-2 font-semibold">Índices zootécnicos do ano</legend>
      {campo('vacasLactacaoMedia', 'Vacas em lactação (média)', 'vacas')}
      {campo('vacasTotalMedia', 'Vacas no rebanho (média)', 'vacas')}
      {campo('delMedio', 'DEL médio', 'dias')}
      {campo('intervaloPartosDias', 'Intervalo entre partos', 'dias')}
      {campo('taxaServico', 'Taxa de serviço', '%')}
      {campo('taxaConcepcao', 'Taxa de concepção', '%')}
      {campo('taxaPrenhez', 'Taxa de prenhez', '%')}
      {campo('servicosPorConcepcao', 'Serviços por concepção', 'serviços', 2)}
    </fieldset>
  );
}

/**
 * The saved herd figures a record behind them no longer gives (the server's `desatualizados`: a calving deleted
 * after the IEP was imported, say): what was saved and what the records give now, and one button that saves the
 * records' figures in the draft. Nothing is changed until the technician asks.
 */
export function AvisoDesatualizados(p: {
  farmId: string;
  ano: number;
  salvo: RascunhoSalvo | null;
  onSalvo: (r: RascunhoSalvo) => void;
}) {
  const [salvando, setSalvando] = useState(false);
  const lista = p.salvo && 'desatualizados' in p.salvo ? (p.salvo.desatualizados ?? []) : [];
  if (!p.salvo || !lista.length) return null;
  const { dados, updatedAt } = p.salvo;
  // as its field shows it (DEL 181,3; a whole figure without decimals: IEP 363)
  const texto = (casas: number, n: number) => formatNumero(n, Number.isInteger(n) ? 0 : casas);
  const atualizar = async () => {
    setSalvando(true);
    try {
      const zootecnico = {
        ...(dados as Dados).zootecnico,
        ...Object.fromEntries(lista.map((d) => [d.campo, d.atual])),
      };
      const r = await avaliacaoApi.salvar(p.farmId, p.ano, { ...(dados as Dados), zootecnico } as Dados, updatedAt);
      aposSalvar(p.farmId, p.ano);
      toast.success(MSG_AVALIACAO.atualizadosPelosRegistros);
      p.onSalvo(r);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    } finally {
      setSalvando(false);
    }
  };
  return (
    <div role="status" className="alert alert-warning alert-soft flex flex-col items-start gap-2 print:hidden">
      <p className="font-medium">{MSG_AVALIACAO.desatualizados}</p>
      <ul className="list-disc pl-5">
        {lista.map((d) => (
          <li key={d.campo}>
            {MSG_AVALIACAO.desatualizado(d.rotulo, texto(d.casas, d.salvo), texto(d.casas, d.atual))}
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-sm min-h-11" disabled={salvando} onClick={atualizar}>
        {MSG_AVALIACAO.atualizarPelosRegistros}
      </button>
    </div>
  );
}
