import { type FormEvent, useState } from 'react';
import { formatData, formatNumero } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { alertaQualidade, graficoQualidade } from '../../../domain/records/production.ts';
import { qualidadeSchema } from '../../../domain/records/schemas.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { apiErrorOf, FormError, TextField } from '../../components/form.tsx';
import { CellInput, InlineEditTable } from '../../components/inline-table.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { toast } from '../../components/toast.tsx';
import { type QualidadeRow, recordsApi } from './api.ts';
import { useFarmCtx } from './hooks.ts';
import { LazyChart } from './lazy-chart.tsx';
import { Card, Pager, zodErrors } from './parts.tsx';

interface Draft {
  data: string;
  amostra: string;
  gordura: string;
  proteina: string;
  ccs: string;
  cbt: string;
}

function QualidadeForm({ farmId, hoje }: { farmId: string; hoje: string }) {
  const empty: Draft = { data: hoje, amostra: '', gordura: '', proteina: '', ccs: '', cbt: '' };
  const [f, setF] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [id, setId] = useState(() => uuidv7());
  const set = (patch: Partial<Draft>) => setF({ ...f, ...patch });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = qualidadeSchema.safeParse({ ...f, id });
    if (!parsed.success) {
      const z = zodErrors(parsed.error);
      setErrors(z.fields);
      setFormError(z.message);
      return;
    }
    setBusy(true);
    try {
      await recordsApi.criarQualidade(farmId, parsed.data);
      toast.success(MSG_REC.qualidadeRegistrada);
      setF({ ...empty, data: f.data });
      setErrors({});
      setFormError(null);
      setId(uuidv7());
      invalidate(`qualidade:${farmId}`);
    } catch (err) {
      toast.error(MSG_REC.erroQualidade);
      const a = apiErrorOf(err);
      setFormError(a.message);
      setErrors(a.fields as Record<string, string>);
    } finally {
      setBusy(false);
    }
  }

  const num = (key: keyof Draft, label: string, hint: string) => (
    <TextField
      label={label}
      required
      inputMode="decimal"
      autoComplete="off"
      hint={hint}
      value={f[key]}
      onChange={(v) => set({ [key]: v })}
      error={errors[key]}
    />
  );
  return (
    <Card title="Registrar Qualidade do Leite" subtitle="Análise de uma amostra de lote ou tanque">
      <form className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" onSubmit={submit} noValidate>
        <TextField
          label="Data"
          type="date"
          required
          value={f.data}
          onChange={(v) => set({ data: v })}
          error={errors.data}
        />
        <TextField
          label="Lote/Tanque"
          required
          value={f.amostra}
          onChange={(v) => set({ amostra: v })}
          error={errors.amostra}
        />
        {num('gordura', 'Gordura (%)', '0 a 10, ex.: 3,65')}
        {num('proteina', 'Proteína (%)', '0 a 10, ex.: 3,20')}
        {num('ccs', 'CCS (x1000/mL)', 'Limite IN 76/2018: 500')}
        {num('cbt', 'CBT (UFC/mL)', 'Limite IN 76/2018: 300.000')}
        <div className="flex items-end sm:col-span-2 lg:col-span-3 lg:justify-end">
          <button type="submit" className="btn btn-primary min-h-11 w-full lg:w-auto" disabled={busy}>
            {busy ? 'Salvando...' : 'Registrar'}
          </button>
        </div>
      </form>
      <FormError message={formError} />
    </Card>
  );
}

function AlertaBadge({ row }: { row: { ccs: number; cbt: number } }) {
  const alerta = alertaQualidade(row);
  return alerta ? <Badge tone="error">⚠ {alerta}</Badge> : <Badge tone="success">Dentro do limite</Badge>;
}

function QualidadeHistorico({ farmId }: { farmId: string }) {
  const [pagina, setPagina] = useState(1);
  const { data, loading } = useResource(`qualidade:${farmId}:lista:${pagina}`, () =>
    recordsApi.qualidade(farmId, pagina),
  );
  const [toDelete, setToDelete] = useState<QualidadeRow | null>(null);
  const rows = data?.itens ?? [];
  const n = (v: number, d: number) => formatNumero(v, d);
  return (
    <>
      <Card title="Histórico de Qualidade" subtitle="Amostras registradas, mais recentes primeiro">
        {loading && !data ? (
          <div className="skeleton h-32 w-full" />
        ) : (
          <InlineEditTable<QualidadeRow, Draft & { updatedAt: string }>
            caption="Histórico de Qualidade"
            rows={rows}
            rowKey={(r) => r.id}
            rowLabel={(r) => `${r.amostra} ${formatData(r.data)}`}
            toDraft={(r) => ({
              data: r.data,
              amostra: r.amostra,
              gordura: n(r.gordura, 2),
              proteina: n(r.proteina, 2),
              ccs: n(r.ccs, 0),
              cbt: n(r.cbt, 0),
              updatedAt: r.updatedAt,
            })}
            validate={(d) => {
              const p = qualidadeSchema.safeParse(d);
              return p.success ? null : zodErrors(p.error).message;
            }}
            onSave={async (row, d) => {
              await recordsApi.editarQualidade(farmId, row.id, qualidadeSchema.parse(d));
              toast.success(MSG_REC.apontamentoAtualizado);
              invalidate(`qualidade:${farmId}`);
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
                key: 'amostra',
                header: 'Lote/Tanque',
                render: (r) => r.amostra,
                edit: (ctx) => <CellInput ctx={ctx} field="amostra" />,
              },
              {
                key: 'gordura',
                header: 'Gordura (%)',
                align: 'right',
                render: (r) => n(r.gordura, 2),
                edit: (ctx) => <CellInput ctx={ctx} field="gordura" type="number" />,
              },
              {
                key: 'proteina',
                header: 'Proteína (%)',
                align: 'right',
                render: (r) => n(r.proteina, 2),
                edit: (ctx) => <CellInput ctx={ctx} field="proteina" type="number" />,
              },
              {
                key: 'ccs',
                header: 'CCS (x1000/mL)',
                align: 'right',
                render: (r) => n(r.ccs, 0),
                edit: (ctx) => <CellInput ctx={ctx} field="ccs" type="number" />,
              },
              {
                key: 'cbt',
                header: 'CBT (UFC/mL)',
                align: 'right',
                render: (r) => n(r.cbt, 0),
                edit: (ctx) => <CellInput ctx={ctx} field="cbt" type="number" />,
              },
              { key: 'alerta', header: 'IN 76/2018', render: (r) => <AlertaBadge row={r} /> },
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
            await recordsApi.excluirQualidade(farmId, toDelete.id);
            toast.success(MSG_REC.apontamentoExcluido);
            invalidate(`qualidade:${farmId}`);
          }}
        />
      </Card>
      {rows.length > 0 && (
        <Card
          title="Qualidade x limites da IN 76/2018"
          subtitle="Amostras desta página; acima do limite: triângulo vermelho"
        >
          <div className="grid gap-6 lg:grid-cols-2">
            <div>
              <h3 className="mb-2 font-medium">CCS (x1000 células/mL) — limite 500</h3>
              <LazyChart data={graficoQualidade(rows, 'ccs')} label="Gráfico de CCS por amostra com o limite legal" />
            </div>
            <div>
              <h3 className="mb-2 font-medium">CBT (UFC/mL) — limite 300.000</h3>
              <LazyChart
                data={graficoQualidade(rows, 'cbt')}
                label="Gráfico de CBT por amostra com o limite legal"
                decimals={0}
              />
            </div>
          </div>
        </Card>
      )}
    </>
  );
}

export function QualityTab() {
  const { farmId, hoje } = useFarmCtx();
  if (!farmId) return null;
  return (
    <div className="flex flex-col gap-6">
      <QualidadeForm farmId={farmId} hoje={hoje} />
      <QualidadeHistorico farmId={farmId} />
    </div>
  );
}
