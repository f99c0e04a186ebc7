import { useEffect, useState } from 'react';
import { ETAPAS } from '../../../domain/avaliacao/schemas.ts';
import { useResource } from '../../api/use-resource.ts';
import { SelectField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page.tsx';
import { useFazendaAtual } from '../../session/session.ts';
import { SemFazenda } from '../../shell/guards.tsx';
import { AnaliseFinalView } from './AnaliseFinal.tsx';
import type { RascunhoSalvo } from './api.ts';
import { AvisoDesatualizados, EtapaForm } from './etapas.tsx';
import { consultasAvaliacao } from './queries.ts';

/**
 * /dashboard/avaliacao-economica: the eight-step assessment of a farm and year (docs/PRODUTO.md §Avaliação). Each step
 * is saved on the server as the technician goes (a draft per year); steps 1–7 import the farm's figures; step 8 is the
 * Análise Final.
 */
export default function AvaliacaoPage() {
  const farm = useFazendaAtual();
  if (!farm) return <SemFazenda />;
  return <Avaliacao key={farm.id} farmId={farm.id} />;
}

function Avaliacao({ farmId }: { farmId: string }) {
  const anoAtual = new Date().getFullYear();
  const anos = Array.from({ length: 8 }, (_, i) => anoAtual - i);
  // The year opened first is the last one the farm has data for — a draft with a step saved, or records, finance or
  // inventory (the server's `anosComDados`, in the year's suggestion) —, else the last whole year; the list is also
  // the Análise Final's comparison read.
  const lista = useResource(consultasAvaliacao.lista(farmId));
  const dados = useResource(consultasAvaliacao.sugestao(farmId, anoAtual));
  const comDados = [
    ...(lista.data ?? []).filter((x) => x.etapas.length > 0).map((x) => x.ano),
    ...(dados.data?.anosComDados ?? []),
  ].filter((a) => anos.includes(a));
  const [escolhido, setAno] = useState<number | null>(null);
  const ano = escolhido ?? (comDados.length ? Math.max(...comDados) : anoAtual - 1);
  const lido = (r: { data?: unknown; error?: unknown }) => r.data !== undefined || r.error !== undefined;
  const decidido = escolhido !== null || (lido(lista) && lido(dados));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <PageHeader
        title="Avaliação Zootécnica"
        subtitle="Avaliação econômico-zootécnica do ano: custos, receitas e o resultado da atividade leiteira"
        actions={
          <SelectField
            label="Ano avaliado"
            value={String(ano)}
            onChange={(v) => setAno(Number(v))}
            options={anos.map(String)}
            className="min-w-36"
            disabled={!decidido}
          />
        }
      />
      {decidido ? (
        <Assistente key={ano} farmId={farmId} ano={ano} />
      ) : (
        <div className="flex items-center gap-2 py-8 text-base-content/70" role="status">
          <span className="loading loading-spinner" /> Carregando...
        </div>
      )}
    </div>
  );
}

function Assistente({ farmId, ano }: { farmId: string; ano: number }) {
  const salvo = useResource(consultasAvaliacao.rascunho(farmId, ano));
  if (salvo.error) {
    return (
      <div role="alert" className="alert alert-error alert-soft">
        {salvo.error.message}
      </div>
    );
  }
  if (salvo.data === undefined) {
    return (
      <div className="flex items-center gap-2 py-8 text-base-content/70" role="status">
        <span className="loading loading-spinner" /> Carregando...
      </div>
    );
  }
  return <Etapas farmId={farmId} ano={ano} inicial={salvo.data} />;
}

function Etapas({ farmId, ano, inicial }: { farmId: string; ano: number; inicial: RascunhoSalvo | null }) {
  const [salvo, setSalvo] = useState(inicial);
  // A reload (after a 409: someone else saved meanwhile) brings the draft as it is now.
  useEffect(() => setSalvo(inicial), [inicial]);
  const [etapa, setEtapa] = useState(1);
  const nome = ETAPAS[etapa - 1];
  const percentual = Math.round((etapa / ETAPAS.length) * 100);
  const preenchidas = new Set(salvo?.etapas ?? []);
  const podeSaltar = preenchidas.has(1);
  const ir = (n: number) => setEtapa(Math.min(ETAPAS.length, Math.max(1, n)));

  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label="Assistente da avaliação">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="card-title text-xl">
            Etapa {etapa} de {ETAPAS.length}: {nome}
          </h2>
          <span className="text-sm text-base-content/70" aria-live="polite">
            {percentual}% concluído
          </span>
        </div>
        <progress
          className="progress progress-primary w-full"
          value={etapa}
          max={ETAPAS.length}
          aria-label={`Progresso: etapa ${etapa} de ${ETAPAS.length}`}
        />
        {/* Phones: one select; wider screens: the eight steps as buttons. */}
        <SelectField
          label="Ir para a etapa"
          className="md:hidden print:hidden"
          value={String(etapa)}
          onChange={(v) => ir(Number(v))}
          options={ETAPAS.map((e, i) => ({
            value: String(i + 1),
            label: `${i + 1}. ${e}${preenchidas.has(i + 1) ? ' ✓' : ''}`,
            disabled: !podeSaltar && i + 1 !== etapa,
          }))}
        />
        <nav aria-label="Etapas da avaliação" className="hidden md:block print:hidden">
          <ol className="flex flex-wrap gap-2">
            {ETAPAS.map((e, i) => {
              const n = i + 1;
              const atual = n === etapa;
              return (
                <li key={e}>
                  <button
                    type="button"
                    className={`btn btn-sm min-h-11 ${atual ? 'btn-primary' : 'btn-ghost border-base-300 text-base-content'}`}
                    aria-current={atual ? 'step' : undefined}
                    disabled={!podeSaltar && n !== etapa}
                    onClick={() => ir(n)}
                  >
                    {preenchidas.has(n) && !atual && <Icon name="check" className="size-4 text-success" />}
                    {n}. {e}
                    {preenchidas.has(n) && <span className="sr-only"> (salva)</span>}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <AvisoDesatualizados farmId={farmId} ano={ano} salvo={salvo} onSalvo={setSalvo} />
        {etapa < ETAPAS.length ? (
          <EtapaForm
            key={etapa}
            etapa={etapa}
            farmId={farmId}
            ano={ano}
            salvo={salvo}
            onSalvo={(r) => {
              setSalvo(r);
              ir(etapa + 1);
            }}
            onAnterior={() => ir(etapa - 1)}
            onProxima={() => ir(etapa + 1)}
          />
        ) : (
          <AnaliseFinalView farmId={farmId} ano={ano} salvo={salvo} onAnterior={() => ir(etapa - 1)} />
        )}
      </div>
    </section>
  );
}
