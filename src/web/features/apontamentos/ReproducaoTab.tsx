import { Link } from 'wouter';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import {
  EVENTOS,
  type Evento,
  RESULTADOS,
  reproducaoSchema,
  SERVICOS,
  type Servico,
} from '../../../domain/apontamentos/schemas.ts';
import { formatData } from '../../../domain/format.ts';
import { useResource } from '../../api/use-resource.ts';
import { SelectField, TextAreaField } from '../../components/form.tsx';
import { NumberField } from '../../components/form-numeros.tsx';
import { CellInput, CellSelect } from '../../components/inline-table.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { apontamentosApi, type ReproducaoRow } from './api.ts';
import {
  AnimalSelectField,
  ApontamentoForm,
  HistoricoDeApontamentos,
  type TipoDeApontamento,
  useApontamentoForm,
} from './apontamento-tab.tsx';
import { useFarmCtx } from './hooks.ts';
import { Card } from './parts.tsx';
import { consultasApontamentos } from './queries.ts';

interface Draft {
  data: string;
  animalId: string;
  evento: Evento | '';
  resultado: string;
  /** An Inseminação's kind of service ('': inseminação artificial). */
  servico: Servico | '';
  /** A positive diagnosis's gestation age in days (null: the recorded service). */
  idadeGestacaoDias: number | null;
  observacao: string;
}

const SERVICO_OPCOES = [{ value: '', label: 'Inseminação artificial' }, ...SERVICOS];

/** An event as the history reads it: 'Inseminação (Monta natural)', 'Diagnóstico (positivo, 45 dias)'. */
function descreverEvento(r: Pick<ReproducaoRow, 'evento' | 'resultado' | 'servico' | 'idadeGestacaoDias'>) {
  if (r.servico) return `${r.evento} (${r.servico})`;
  if (r.resultado && r.idadeGestacaoDias) return `${r.evento} (${r.resultado}, ${r.idadeGestacaoDias} dias)`;
  return r.resultado ? `${r.evento} (${r.resultado})` : r.evento;
}

const RESULTADO_LABEL: Record<string, string> = { positivo: 'Positivo (prenhe)', negativo: 'Negativo (vazia)' };

const REPRODUCAO: TipoDeApontamento<typeof reproducaoSchema, ReproducaoRow, Draft> = {
  resource: 'reproducao',
  schema: reproducaoSchema,
  // 'Resultado' is only asked for a Diagnóstico; the schema wants null otherwise
  body: (d) => ({ ...d, resultado: d.resultado || null, servico: d.servico || null }),
  api: apontamentosApi.reproducao,
  registered: MSG_APONT.reproducaoRegistrada,
  failed: MSG_APONT.erroReproducao,
  csv: 'reproducao',
  // a reproduction event also changes lactation status: production's views reload too
  alsoReloads: ['producao', 'lactacoes', 'rebanho'],
  // no event chosen yet: the animals that can breed
  fato: (v) => (v.evento as Evento) || 'Inseminação',
  rascunho: (v) => ({
    data: String(v.data ?? ''),
    animalId: String(v.animalId ?? ''),
    evento: EVENTOS.includes(v.evento as Evento) ? (v.evento as Evento) : '',
    resultado: typeof v.resultado === 'string' ? v.resultado : '',
    servico: SERVICOS.includes(v.servico as Servico) ? (v.servico as Servico) : '',
    idadeGestacaoDias: typeof v.idadeGestacaoDias === 'number' ? v.idadeGestacaoDias : null,
    observacao: typeof v.observacao === 'string' ? v.observacao : '',
  }),
};

function ReproducaoForm({ farmId, hoje }: { farmId: string; hoje: string }) {
  const empty: Draft = {
    data: hoje,
    animalId: '',
    evento: '',
    resultado: '',
    servico: '',
    idadeGestacaoDias: null,
    observacao: '',
  };
  const form = useApontamentoForm(REPRODUCAO, farmId, empty);
  const { d, set, errors } = form;
  return (
    <ApontamentoForm
      form={form}
      title="Registrar Evento Reprodutivo"
      subtitle="Parto inicia a lactação; Secagem a encerra. O diagnóstico confirma a prenhez; Aborto a encerra."
      columns="lg:grid-cols-4"
    >
      <AnimalSelectField fato={d.evento || 'Inseminação'} form={form} />
      <SelectField
        label="Evento"
        required
        value={d.evento}
        onChange={(v) =>
          set({
            evento: v as Evento,
            resultado: v === 'Diagnóstico' ? d.resultado : '',
            servico: v === 'Inseminação' ? d.servico : '',
            idadeGestacaoDias: v === 'Diagnóstico' ? d.idadeGestacaoDias : null,
          })
        }
        options={EVENTOS}
        placeholder="Selecione o evento"
        error={errors.evento}
      />
      {d.evento === 'Diagnóstico' ? (
        <SelectField
          label="Resultado"
          required
          value={d.resultado}
          onChange={(v) => set({ resultado: v, idadeGestacaoDias: v === 'positivo' ? d.idadeGestacaoDias : null })}
          options={RESULTADOS.map((r) => ({ value: r, label: RESULTADO_LABEL[r] }))}
          placeholder="Selecione o resultado"
          error={errors.resultado}
        />
      ) : d.evento === 'Inseminação' ? (
        <SelectField
          label="Serviço"
          value={d.servico}
          onChange={(v) => set({ servico: v as Servico | '' })}
          options={SERVICO_OPCOES}
          error={errors.servico}
        />
      ) : (
        <div className="hidden lg:block" />
      )}
      {d.evento === 'Diagnóstico' && d.resultado === 'positivo' && (
        <NumberField
          label="Idade da gestação (dias)"
          value={d.idadeGestacaoDias}
          onChange={(idadeGestacaoDias) => set({ idadeGestacaoDias })}
          decimals={0}
          maxDecimals={0}
          suffix="dias"
          error={errors.idadeGestacaoDias}
          hint="Para monta natural não anotada, fêmea comprada prenhe ou coberta fora: data o serviço."
        />
      )}
      <TextAreaField
        label="Observação"
        className="sm:col-span-2 lg:col-span-3"
        value={d.observacao}
        onChange={(v) => set({ observacao: v })}
        rows={2}
        error={errors.observacao}
      />
    </ApontamentoForm>
  );
}

export function ProximosEventos({ farmId }: { farmId: string }) {
  const { data, error } = useResource(consultasApontamentos.proximos(farmId));
  const eventos = data?.eventos;
  return (
    <Card title="Próximos eventos" subtitle="Partos, secagens e diagnósticos previstos para os próximos 30 dias">
      {/* A failed read is said, never 'Nenhum evento previsto'. */}
      {!eventos ? (
        error ? (
          <div role="alert" className="alert alert-error alert-soft">
            {error.message}
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-base-content/70">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Carregando...
          </p>
        )
      ) : eventos.length === 0 ? (
        <p className="text-base-content/70">Nenhum evento previsto para os próximos 30 dias.</p>
      ) : (
        <ul className="divide-y divide-base-300">
          {eventos.map((e) => (
            <li key={`${e.animalId}-${e.tipo}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="flex flex-col">
                <span className="font-medium">{e.tipo}</span>
                <Link href={`~/dashboard/rebanho/${e.animalId}`} className="link text-sm">
                  Animal {e.identificacao}
                </Link>
              </span>
              <span className="flex items-center gap-2">
                <span>{formatData(e.data)}</span>
                {e.atrasado && <Badge tone="error">Atrasado</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function ReproducaoTab() {
  const { farmId, hoje } = useFarmCtx();
  if (!farmId) return null;
  return (
    <div className="flex flex-col gap-6">
      <ReproducaoForm farmId={farmId} hoje={hoje} />
      <ProximosEventos farmId={farmId} />
      <HistoricoDeApontamentos
        kind={REPRODUCAO}
        farmId={farmId}
        title="Histórico de Reprodução"
        subtitle="Eventos registrados, mais recentes primeiro"
        rowLabel={(r) => `${r.animal} ${formatData(r.data)} ${r.evento}`}
        animal={(r) => r.animal}
        columns={[
          {
            key: 'evento',
            header: 'Evento',
            keyFigure: true,
            render: (r) => descreverEvento(r),
            edit: (ctx) => (
              <div className="flex flex-col gap-1">
                <CellSelect ctx={ctx} field="evento" options={EVENTOS} />
                {ctx.draft.evento === 'Diagnóstico' && (
                  <CellSelect
                    ctx={{ ...ctx, label: 'Resultado' }}
                    field="resultado"
                    options={[{ value: '', label: 'Resultado...' }, ...RESULTADOS]}
                  />
                )}
              </div>
            ),
          },
          {
            key: 'observacao',
            header: 'Observação',
            render: (r) => r.observacao,
            edit: (ctx) => <CellInput ctx={ctx} field="observacao" />,
          },
        ]}
      />
    </div>
  );
}
