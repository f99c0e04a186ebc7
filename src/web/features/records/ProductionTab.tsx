import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { formatData, formatNumero } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { graficoProducao } from '../../../domain/records/production.ts';
import { ORDENHAS, type Ordenha, producaoSchema } from '../../../domain/records/schemas.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { apiErrorOf, FormError, SelectField, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { CellInput, InlineEditTable } from '../../components/inline-table.tsx';
import { StatCard } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { type ProducaoRow, recordsApi } from './api.ts';
import { animalOptions, useAnimaisAtivos, useFarmCtx } from './hooks.ts';
import { LazyChart } from './lazy-chart.tsx';
import { Card, CellSelect, Pager, zodErrors } from './parts.tsx';

interface Draft {
  data: string;
  animalId: string;
  ordenha: Ordenha;
  producao: string;
}

function ProducaoForm({ farmId, hoje }: { farmId: string; hoje: string }) {
  const animais = useAnimaisAtivos(farmId);
  const empty: Draft = { data: hoje, animalId: '', ordenha: 'Manhã', producao: '' };
  const [f, setF] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [id, setId] = useState(() => uuidv7());
  const semAnimais = !animais.loading && animais.ativos.length === 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = producaoSchema.safeParse({ ...f, id });
    if (!parsed.success) {
      const z = zodErrors(parsed.error);
      setErrors(z.fields);
      setFormError(z.message);
      return;
    }
    setBusy(true);
    try {
      await recordsApi.criarProducao(farmId, parsed.data);
      toast.success(MSG_REC.producaoRegistrada);
      setF({ ...empty, data: f.data, ordenha: f.ordenha });
      setErrors({});
      setFormError(null);
      setId(uuidv7());
      invalidate(`producao:${farmId}`);
    } catch (err) {
      toast.error(MSG_REC.erroProducao);
      const a = apiErrorOf(err);
      setFormError(a.message);
      setErrors(a.fields as Record<string, string>);
    } finally {
      setBusy(false);
    }
  }

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
        <TextField
          label="Data"
          type="date"
          required
          value={f.data}
          onChange={(v) => setF({ ...f, data: v })}
          error={errors.data}
        />
        <SelectField
          label="Animal"
          required
          value={f.animalId}
          onChange={(v) => setF({ ...f, animalId: v })}
          options={animalOptions(animais.ativos)}
          placeholder={semAnimais ? MSG_REC.nenhumAnimal : 'Selecione o animal'}
          disabled={semAnimais}
          error={errors.animalId}
        />
        <SelectField
          label="Ordenha"
          required
          value={f.ordenha}
          onChange={(v) => setF({ ...f, ordenha: v as Ordenha })}
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
          onChange={(v) => setF({ ...f, producao: v })}
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
        <StatCard label="Média diária" value={`${formatNumero(r.mediaDiaria, 1)} L`} />
        <StatCard label="Litros por vaca/dia" value={`${formatNumero(r.litrosPorVacaDia, 1)} L`} />
        <StatCard
          label="Litros por vaca em lactação"
          value={`${formatNumero(r.litrosPorVacaLactante, 1)} L`}
          hint={`${data.vacasLactantes} em lactação`}
        />
      </div>
      <LazyChart data={graficoProducao(data.serie)} label="Gráfico de litros por dia nos últimos 30 dias" />
    </Card>
  );
}

function ProducaoHistorico({ farmId }: { farmId: string }) {
  const [pagina, setPagina] = useState(1);
  const { data, loading } = useResource(`producao:${farmId}:lista:${pagina}`, () =>
    recordsApi.producao(farmId, pagina),
  );
  const animais = useAnimaisAtivos(farmId);
  const [toDelete, setToDelete] = useState<ProducaoRow | null>(null);
  const rows = data?.itens ?? [];
  const opts = (row?: ProducaoRow) => {
    const list = animalOptions(animais.ativos);
    if (row && !list.some((o) => o.value === row.animalId)) list.unshift({ value: row.animalId, label: row.animal });
    return list;
  };
  return (
    <Card title="Histórico de Produção" subtitle="Ordenhas registradas, mais recentes primeiro">
      {loading && !data ? (
        <div className="skeleton h-32 w-full" />
      ) : (
        <InlineEditTable<ProducaoRow, Draft & { updatedAt: string }>
          caption="Histórico de Produção"
          rows={rows}
          rowKey={(r) => r.id}
          rowLabel={(r) => `${r.animal} ${formatData(r.data)} ${r.ordenha}`}
          toDraft={(r) => ({
            data: r.data,
            animalId: r.animalId,
            ordenha: r.ordenha as Ordenha,
            producao: formatNumero(r.producao, 1),
            updatedAt: r.updatedAt,
          })}
          validate={(d) => {
            const p = producaoSchema.safeParse(d);
            return p.success ? null : zodErrors(p.error).message;
          }}
          onSave={async (row, d) => {
            await recordsApi.editarProducao(farmId, row.id, producaoSchema.parse(d));
            toast.success(MSG_REC.apontamentoAtualizado);
            invalidate(`producao:${farmId}`);
          }}
          onDelete={setToDelete}
          columns={[
            {
              key: 'data',
              header: 'Data',
              render: (r) => formatData(r.data),
              edit: (ctx) => <CellInput ctx={ctx} field="data" type="date" />,
            },
            {
              key: 'animalId',
              header: 'Animal',
              render: (r) => (r.animalNome ? `${r.animal} — ${r.animalNome}` : r.animal),
              edit: (ctx) => (
                <CellSelect
                  ctx={ctx}
                  field="animalId"
                  options={opts(rows.find((x) => x.animalId === ctx.draft.animalId))}
                />
              ),
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
              render: (r) => formatNumero(r.producao, 1),
              edit: (ctx) => <CellInput ctx={ctx} field="producao" type="number" />,
            },
          ]}
        />
      )}
      <Pager pagina={pagina} temMais={data?.temMais ?? false} onChange={setPagina} />
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        message="Tem certeza que deseja excluir este apontamento? Esta ação não pode ser desfeita."
        onConfirm={async () => {
          if (!toDelete) return;
          await recordsApi.excluirProducao(farmId, toDelete.id);
          toast.success(MSG_REC.apontamentoExcluido);
          invalidate(`producao:${farmId}`);
        }}
      />
    </Card>
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
