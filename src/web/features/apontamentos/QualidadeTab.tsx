import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { alertaQualidade, graficoQualidade } from '../../../domain/apontamentos/producao.ts';
import { qualidadeSchema } from '../../../domain/apontamentos/schemas.ts';
import { formatData, formatNumero } from '../../../domain/format.ts';
import { TextField } from '../../components/form.tsx';
import { CellInput, type EditColumn } from '../../components/inline-table.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { apontamentosApi, type QualidadeRow } from './api.ts';
import {
  ApontamentoForm,
  HistoricoDeApontamentos,
  type TipoDeApontamento,
  useApontamentoForm,
} from './apontamento-tab.tsx';
import { GraficoRegistro } from './grafico-registro.tsx';
import { useFarmCtx } from './hooks.ts';
import { Card } from './parts.tsx';
import { QualidadeMedias } from './qualidade-medias.tsx';

interface Draft {
  data: string;
  amostra: string;
  gordura: string;
  proteina: string;
  ccs: string;
  cbt: string;
}

const QUALIDADE: TipoDeApontamento<typeof qualidadeSchema, QualidadeRow, Draft> = {
  resource: 'qualidade',
  schema: qualidadeSchema,
  api: apontamentosApi.qualidade,
  registered: MSG_APONT.qualidadeRegistrada,
  failed: MSG_APONT.erroQualidade,
  csv: 'qualidade',
  rascunho: (v) => {
    const n = (x: unknown, casas: number) => (typeof x === 'number' ? formatNumero(x, casas) : String(x ?? ''));
    return {
      data: String(v.data ?? ''),
      amostra: String(v.amostra ?? ''),
      gordura: n(v.gordura, 2),
      proteina: n(v.proteina, 2),
      ccs: n(v.ccs, 0),
      cbt: n(v.cbt, 0),
    };
  },
};

function QualidadeForm({ farmId, hoje }: { farmId: string; hoje: string }) {
  const empty: Draft = { data: hoje, amostra: '', gordura: '', proteina: '', ccs: '', cbt: '' };
  const form = useApontamentoForm(QUALIDADE, farmId, empty);
  const { d, set, errors } = form;
  const num = (key: keyof Draft, label: string, hint: string) => (
    <TextField
      label={label}
      required
      inputMode="decimal"
      autoComplete="off"
      hint={hint}
      value={d[key]}
      onChange={(v) => set({ [key]: v })}
      error={errors[key]}
    />
  );
  return (
    <ApontamentoForm
      form={form}
      title="Registrar Qualidade do Leite"
      subtitle="Análise de uma amostra de lote ou tanque"
      columns="lg:grid-cols-3"
      buttonRow="sm:col-span-2 lg:col-span-3"
    >
      <TextField
        label="Lote/Tanque"
        required
        value={d.amostra}
        onChange={(v) => set({ amostra: v })}
        error={errors.amostra}
      />
      {num('gordura', 'Gordura (%)', '0 a 10, ex.: 3,65')}
      {num('proteina', 'Proteína (%)', '0 a 10, ex.: 3,20')}
      {num('ccs', 'CCS (x1000/mL)', 'Limite IN 76/2018: 500')}
      {num('cbt', 'CBT (UFC/mL)', 'Limite IN 76/2018: 300.000')}
    </ApontamentoForm>
  );
}

function AlertaBadge({ row }: { row: { ccs: number; cbt: number } }) {
  const alerta = alertaQualidade(row);
  return alerta ? <Badge tone="error">⚠ {alerta}</Badge> : <Badge tone="success">Dentro do limite</Badge>;
}

/** A figure column of the quality history; `casas` decimals, as the form asks for them. */
function numeroColumn(
  key: 'gordura' | 'proteina' | 'ccs' | 'cbt',
  header: string,
  casas: number,
): EditColumn<QualidadeRow, Draft> {
  return {
    key,
    header,
    align: 'right',
    render: (r) => formatNumero(r[key], casas),
    edit: (ctx) => <CellInput ctx={ctx} field={key} type="number" />,
  };
}

/** The page's samples against the legal limits, below the history. */
function QualidadeLimites({ rows }: { rows: readonly QualidadeRow[] }) {
  return (
    <Card
      title="Qualidade x limites da IN 76/2018"
      subtitle="Amostras desta página; acima do limite: triângulo vermelho"
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="mb-2 font-medium">CCS (x1000 células/mL) — limite 500</h3>
          <GraficoRegistro data={graficoQualidade(rows, 'ccs')} label="Gráfico de CCS por amostra com o limite legal" />
        </div>
        <div>
          <h3 className="mb-2 font-medium">CBT (UFC/mL) — limite 300.000</h3>
          <GraficoRegistro
            data={graficoQualidade(rows, 'cbt')}
            label="Gráfico de CBT por amostra com o limite legal"
            decimals={0}
          />
        </div>
      </div>
    </Card>
  );
}

export function QualidadeTab() {
  const { farmId, hoje } = useFarmCtx();
  if (!farmId) return null;
  return (
    <div className="flex flex-col gap-6">
      <QualidadeForm farmId={farmId} hoje={hoje} />
      <QualidadeMedias farmId={farmId} />
      <HistoricoDeApontamentos
        kind={QUALIDADE}
        farmId={farmId}
        title="Histórico de Qualidade"
        subtitle="Amostras registradas, mais recentes primeiro"
        rowLabel={(r) => `${r.amostra} ${formatData(r.data)}`}
        columns={[
          {
            key: 'amostra',
            header: 'Lote/Tanque',
            primary: true,
            render: (r) => r.amostra,
            edit: (ctx) => <CellInput ctx={ctx} field="amostra" />,
          },
          numeroColumn('gordura', 'Gordura (%)', 2),
          numeroColumn('proteina', 'Proteína (%)', 2),
          { ...numeroColumn('ccs', 'CCS (x1000/mL)', 0), keyFigure: true },
          { ...numeroColumn('cbt', 'CBT (UFC/mL)', 0), keyFigure: true },
          {
            key: 'alerta',
            header: 'IN 76/2018',
            // the flag wraps inside its column rather than pushing the row's buttons out of the box
            className: 'min-w-40 [&_.badge]:h-auto [&_.badge]:py-0.5 [&_.badge]:whitespace-normal',
            render: (r) => <AlertaBadge row={r} />,
          },
        ]}
      >
        {(rows) => rows.length > 0 && <QualidadeLimites rows={rows} />}
      </HistoricoDeApontamentos>
    </div>
  );
}
