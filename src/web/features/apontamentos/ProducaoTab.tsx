import { useState } from 'react';
import { Link } from 'wouter';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { graficoProducao } from '../../../domain/apontamentos/producao.ts';
import { ORDENHAS, type Ordenha, producaoSchema } from '../../../domain/apontamentos/schemas.ts';
import { formatData, formatNumero, isDataISO } from '../../../domain/format.ts';
import { MSG_SANIDADE } from '../../../domain/sanidade/messages.ts';
import { ApiError } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { apiErrorOf, SelectField, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { CellInput, CellSelect } from '../../components/inline-table.tsx';
import { FigurasDe, StatCard } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { apontamentosApi, type ProducaoRow } from './api.ts';
import {
  AnimalSelectField,
  ApontamentoForm,
  HistoricoDeApontamentos,
  type TipoDeApontamento,
  useApontamentoForm,
} from './apontamento-tab.tsx';
import { GraficoRegistro } from './grafico-registro.tsx';
import { useFarmCtx } from './hooks.ts';
import { Card } from './parts.tsx';
import { consultasApontamentos } from './queries.ts';

interface Draft {
  data: string;
  animalId: string;
  ordenha: Ordenha;
  producao: string;
}

const PRODUCAO: TipoDeApontamento<typeof producaoSchema, ProducaoRow, Draft> = {
  resource: 'producao',
  alsoReloads: ['lactacoes'],
  schema: producaoSchema,
  api: apontamentosApi.producao,
  registered: MSG_APONT.producaoRegistrada,
  failed: MSG_APONT.erroProducao,
  csv: 'producao',
  fato: () => 'Ordenha',
  rascunho: (v) => ({
    data: String(v.data ?? ''),
    animalId: String(v.animalId ?? ''),
    ordenha: (ORDENHAS.includes(v.ordenha as Ordenha) ? v.ordenha : 'Manhã') as Ordenha,
    producao: typeof v.producao === 'number' ? formatNumero(v.producao, 1) : String(v.producao ?? ''),
  }),
};

/** The stored milking a 409 names (one per cow, date and ordenha), or null for any other refusal. */
interface OrdenhaGravada {
  id: string;
  animalId: string;
  animal: string;
  data: string;
  ordenha: Ordenha;
  producao: number;
  updatedAt: string;
}

function ordenhaGravada(error: unknown): OrdenhaGravada | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const c = error.current as Partial<OrdenhaGravada> | undefined;
  const ok =
    typeof c?.id === 'string' &&
    typeof c.animal === 'string' &&
    typeof c.animalId === 'string' &&
    typeof c.data === 'string' &&
    typeof c.producao === 'number' &&
    typeof c.updatedAt === 'string' &&
    ORDENHAS.includes(c.ordenha as Ordenha);
  return ok ? (c as OrdenhaGravada) : null;
}

/**
 * The form's answer to a milking already entered — as the batch screen marks that cow 'já lançada' and saving
 * updates it: the stored record named, and an offer to update it with the litres typed.
 */
function JaLancada({
  lancada,
  litros,
  atualizar,
  cancelar,
}: {
  lancada: OrdenhaGravada;
  litros: number | null;
  atualizar(): Promise<void>;
  cancelar(): void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div role="alert" className="alert alert-warning alert-soft flex flex-wrap justify-between gap-3 text-sm">
      <span>{MSG_APONT.ordenhaJaLancada(lancada)}</span>
      <span className="flex flex-wrap gap-2">
        {litros !== null && (
          <button
            type="button"
            className="btn btn-primary btn-sm min-h-11"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await atualizar();
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? 'Salvando...' : MSG_APONT.atualizarOrdenha(litros)}
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-sm min-h-11" onClick={cancelar}>
          Cancelar
        </button>
      </span>
    </div>
  );
}

function ProducaoForm({ farmId, hoje }: { farmId: string; hoje: string }) {
  const empty: Draft = { data: hoje, animalId: '', ordenha: 'Manhã', producao: '' };
  const [lancada, setLancada] = useState<OrdenhaGravada | null>(null);
  // the next cow of the same milking: date and milking stay
  const form = useApontamentoForm(PRODUCAO, farmId, empty, ['ordenha'], (error) => {
    const gravada = ordenhaGravada(error);
    setLancada(gravada);
    return gravada !== null;
  });
  const { d, set, errors } = form;
  // said while the form still names that milking
  const aviso =
    lancada && lancada.animalId === d.animalId && lancada.data === d.data && lancada.ordenha === d.ordenha
      ? lancada
      : null;
  const typed = producaoSchema.safeParse(d);
  async function atualizar() {
    if (!aviso || !typed.success) return;
    const { producao } = typed.data;
    const { id, animalId, data, ordenha, updatedAt } = aviso;
    try {
      await apontamentosApi.producao.update(farmId, id, { data, animalId, ordenha, producao, updatedAt });
    } catch (error) {
      toast.error(apiErrorOf(error).message);
      return;
    }
    toast.success(MSG_APONT.apontamentoAtualizado);
    setLancada(null);
    form.seguir();
  }
  // the parlour's mark for the chosen cow, date and milking, before the litres are typed (the batch's read)
  const marcas = useResource(
    d.animalId && isDataISO(d.data) ? consultasApontamentos.lote(farmId, d.data, d.ordenha) : null,
  );
  const marca = marcas.data?.vacas.find((v) => v.animalId === d.animalId)?.descarte ?? null;
  return (
    <ApontamentoForm
      form={form}
      title="Registrar Produção"
      subtitle="Uma ordenha de uma vaca"
      aviso={
        aviso && (
          <JaLancada
            lancada={aviso}
            litros={typed.success ? typed.data.producao : null}
            atualizar={atualizar}
            cancelar={() => setLancada(null)}
          />
        )
      }
      actions={
        <Link href="/lote" className="btn btn-outline min-h-11">
          <Icon name="layers" />
          Lançamento em lote
        </Link>
      }
      columns="lg:grid-cols-5"
    >
      <AnimalSelectField fato="Ordenha" form={form} />
      {marca && (
        <p role="status" className="alert alert-error alert-soft font-semibold lg:col-span-5">
          {marca}
        </p>
      )}
      <SelectField
        label="Ordenha"
        required
        value={d.ordenha}
        onChange={(v) => set({ ordenha: v as Ordenha })}
        options={ORDENHAS}
        error={errors.ordenha}
      />
      <TextField
        label="Produção (litros)"
        required
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,0"
        value={d.producao}
        onChange={(v) => set({ producao: v })}
        error={errors.producao}
      />
    </ApontamentoForm>
  );
}

/**
 * The milk of the period as the tank sees it: every milking, the discarded ones (withdrawal, colostrum), the rest. The
 * produced litres are the period's total (one card: the total was shown twice before, as 'Total em 30 dias').
 */
const LEITE = [
  { chave: 'produzido', rotulo: 'Produzido em 30 dias', dica: 'todas as ordenhas' },
  { chave: 'descartado', rotulo: 'Descartado', dica: 'carência e colostro' },
  { chave: 'entregue', rotulo: 'Entregue ao tanque', dica: 'produzido − descartado' },
] as const;

/** The last 30 days: the figures and the chart; until the read has data they say 'Carregando...' or that it failed. */
function ProducaoResumo({ farmId }: { farmId: string }) {
  const leitura = useResource(consultasApontamentos.resumo(farmId));
  const { data, error } = leitura;
  const r = data?.resumo;
  return (
    <Card title="Produção diária — últimos 30 dias" subtitle="Soma das ordenhas de cada dia">
      <FigurasDe leitura={leitura}>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {LEITE.map(({ chave, rotulo, dica }) => (
            <StatCard
              key={chave}
              label={rotulo}
              value={data && (data.leite ? `${formatNumero(data.leite[chave], 1)} L` : MSG_SANIDADE.semDados)}
              hint={dica}
            />
          ))}
          <StatCard
            label="Média diária"
            value={r && `${formatNumero(r.mediaDiaria, 1)} L`}
            hint="nos dias com ordenha"
          />
          <StatCard label="Litros por vaca/dia" value={r && `${formatNumero(r.litrosPorVacaDia, 1)} L`} />
          <StatCard
            label="Litros por vaca em lactação"
            value={r && `${formatNumero(r.litrosPorVacaLactante, 1)} L`}
            hint={data && `${data.vacasLactantes} em lactação`}
          />
        </div>
      </FigurasDe>
      {data ? (
        <GraficoRegistro data={graficoProducao(data.serie)} label="Gráfico de litros por dia nos últimos 30 dias" />
      ) : error ? (
        <div role="alert" className="alert alert-error alert-soft">
          {error.message}
        </div>
      ) : (
        <div className="skeleton h-60 w-full" />
      )}
    </Card>
  );
}

export function ProducaoTab() {
  const { farmId, hoje } = useFarmCtx();
  if (!farmId) return null;
  return (
    <div className="flex flex-col gap-6">
      <ProducaoForm farmId={farmId} hoje={hoje} />
      <ProducaoResumo farmId={farmId} />
      <HistoricoDeApontamentos
        kind={PRODUCAO}
        farmId={farmId}
        title="Histórico de Produção"
        subtitle="Ordenhas registradas, mais recentes primeiro"
        rowLabel={(r) => `${r.animal} ${formatData(r.data)} ${r.ordenha}`}
        animal={(r) => (r.animalNome ? `${r.animal} — ${r.animalNome}` : r.animal)}
        columns={[
          {
            key: 'ordenha',
            header: 'Ordenha',
            render: (r) => r.ordenha,
            edit: (ctx) => <CellSelect ctx={ctx} field="ordenha" options={ORDENHAS} />,
          },
          {
            key: 'producao',
            header: 'Produção (L)',
            align: 'right',
            keyFigure: true,
            render: (r) => formatNumero(r.producao, 1),
            edit: (ctx) => <CellInput ctx={ctx} field="producao" type="number" />,
          },
        ]}
      />
    </div>
  );
}
