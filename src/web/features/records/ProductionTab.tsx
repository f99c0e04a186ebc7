import { Link } from 'wouter';
import { formatData, formatNumero } from '../../../domain/format.ts';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { graficoProducao } from '../../../domain/records/production.ts';
import { ORDENHAS, type Ordenha, producaoSchema } from '../../../domain/records/schemas.ts';
import { useResource } from '../../api/use-resource.ts';
import { FormError, SelectField, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { CellInput } from '../../components/inline-table.tsx';
import { StatCard } from '../../components/page.tsx';
import { type ProducaoRow, recordsApi } from './api.ts';
import { GraficoRegistro } from './grafico-registro.tsx';
import { useAnimaisAtivos, useFarmCtx } from './hooks.ts';
import { Card, CellSelect } from './parts.tsx';
import {
  AnimalSelectField,
  animalColumn,
  DataField,
  dataColumn,
  RecordHistory,
  type RecordKind,
  useRecordForm,
  useRecordHistory,
} from './record-tab.tsx';

interface Draft {
  data: string;
  animalId: string;
  ordenha: Ordenha;
  producao: string;
}

const PRODUCAO: RecordKind<typeof producaoSchema, ProducaoRow, Draft> = {
  resource: 'producao',
  schema: producaoSchema,
  api: recordsApi.producao,
  registered: MSG_REC.producaoRegistrada,
  failed: MSG_REC.erroProducao,
  csv: 'producao',
};

function ProducaoForm({ farmId, hoje }: { farmId: string; hoje: string }) {
  const empty: Draft = { data: hoje, animalId: '', ordenha: 'Manhã', producao: '' };
  // the next cow of the same milking: date and milking stay
  const {
    d: f,
    set,
    errors,
    error: formError,
    busy,
    submit,
  } = useRecordForm(PRODUCAO, farmId, empty, (last) => ({
    ...empty,
    data: last.data,
    ordenha: last.ordenha,
  }));

  return (
    <Card
      title="Registrar Produção"
      subtitle="Uma ordenha de uma vaca"
      actions={
        <Link href="/lote" className="btn btn-outline min-h-11">
          <Icon name="layers" />
          Lançamento em lote
        </Link>
      }
    >
      <form className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" onSubmit={submit} noValidate>
        <DataField value={f.data} onChange={(v) => set({ data: v })} error={errors.data} />
        <AnimalSelectField
          femeas
          farmId={farmId}
          value={f.animalId}
          onChange={(v) => set({ animalId: v })}
          error={errors.animalId}
        />
        <SelectField
          label="Ordenha"
          required
          value={f.ordenha}
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
          value={f.producao}
          onChange={(v) => set({ producao: v })}
          error={errors.producao}
        />
        <div className="flex items-end">
          <button type="submit" className="btn btn-primary min-h-11 w-full" disabled={busy}>
            {busy ? 'Salvando...' : 'Registrar'}
          </button>
        </div>
      </form>
      <FormError message={formError} />
    </Card>
  );
}

function ProducaoResumo({ farmId }: { farmId: string }) {
  const { data } = useResource(`producao:${farmId}:resumo`, () => recordsApi.resumo(farmId));
  if (!data) return <div className="skeleton h-72 w-full" />;
  const r = data.resumo;
  return (
    <Card title="Produção diária — últimos 30 dias" subtitle="Soma das ordenhas de cada dia">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Total em 30 dias" value={`${formatNumero(r.totalLitros, 1)} L`} />
        <StatCard label="Média diária" value={`${formatNumero(r.mediaDiaria, 1)} L`} hint="nos dias com ordenha" />
        <StatCard label="Litros por vaca/dia" value={`${formatNumero(r.litrosPorVacaDia, 1)} L`} />
        <StatCard
          label="Litros por vaca em lactação"
          value={`${formatNumero(r.litrosPorVacaLactante, 1)} L`}
          hint={`${data.vacasLactantes} em lactação`}
        />
      </div>
      <GraficoRegistro data={graficoProducao(data.serie)} label="Gráfico de litros por dia nos últimos 30 dias" />
    </Card>
  );
}

function ProducaoHistorico({ farmId }: { farmId: string }) {
  const history = useRecordHistory(PRODUCAO, farmId);
  const animais = useAnimaisAtivos(farmId);
  return (
    <RecordHistory<ProducaoRow, Draft & { updatedAt: string }>
      title="Histórico de Produção"
      subtitle="Ordenhas registradas, mais recentes primeiro"
      history={history}
      rowLabel={(r) => `${r.animal} ${formatData(r.data)} ${r.ordenha}`}
      toDraft={(r) => ({
        data: r.data,
        animalId: r.animalId,
        ordenha: r.ordenha as Ordenha,
        producao: formatNumero(r.producao, 1),
        updatedAt: r.updatedAt,
      })}
      columns={[
        dataColumn(),
        {
          ...animalColumn(animais.ativos, history.rows, (r) =>
            r.animalNome ? `${r.animal} — ${r.animalNome}` : r.animal,
          ),
          primary: true,
        },
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
  );
}

export function ProductionTab() {
  const { farmId, hoje } = useFarmCtx();
  if (!farmId) return null;
  return (
    <div className="flex flex-col gap-6">
      <ProducaoForm farmId={farmId} hoje={hoje} />
      <ProducaoResumo farmId={farmId} />
      <ProducaoHistorico farmId={farmId} />
    </div>
  );
}
