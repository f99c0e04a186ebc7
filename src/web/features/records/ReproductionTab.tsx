import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { formatData } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_REC } from '../../../domain/records/messages.ts';
import { EVENTOS, type Evento, RESULTADOS, reproducaoSchema } from '../../../domain/records/schemas.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { apiErrorOf, FormError, SelectField, TextAreaField, TextField } from '../../components/form.tsx';
import { CellInput, InlineEditTable } from '../../components/inline-table.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { toast } from '../../components/toast.tsx';
import { type ReproducaoRow, recordsApi } from './api.ts';
import { animalOptions, useAnimaisAtivos, useFarmCtx } from './hooks.ts';
import { Card, CellSelect, Pager, zodErrors } from './parts.tsx';

interface Draft {
  data: string;
  animalId: string;
  evento: Evento | '';
  resultado: string;
  observacao: string;
}

const RESULTADO_LABEL: Record<string, string> = { positivo: 'Positivo (prenhe)', negativo: 'Negativo (vazia)' };

/** Everything the reproduction screens change also changes lactation status, so reload production views too. */
function reloadAfterChange(farmId: string) {
  invalidate(`reproducao:${farmId}`);
  invalidate(`producao:${farmId}`);
}

function ReproducaoForm({ farmId, hoje }: { farmId: string; hoje: string }) {
  const animais = useAnimaisAtivos(farmId);
  const empty: Draft = { data: hoje, animalId: '', evento: '', resultado: '', observacao: '' };
  const [f, setF] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [id, setId] = useState(() => uuidv7());
  const semAnimais = !animais.loading && animais.ativos.length === 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = reproducaoSchema.safeParse({ ...f, id, resultado: f.resultado || null });
    if (!parsed.success) {
      const z = zodErrors(parsed.error);
      setErrors(z.fields);
      setFormError(z.message);
      return;
    }
    setBusy(true);
    try {
      await recordsApi.criarReproducao(farmId, parsed.data);
      toast.success(MSG_REC.reproducaoRegistrada);
      setF({ ...empty, data: f.data });
      setErrors({});
      setFormError(null);
      setId(uuidv7());
      reloadAfterChange(farmId);
    } catch (err) {
      toast.error(MSG_REC.erroReproducao);
      const a = apiErrorOf(err);
      setFormError(a.message);
      setErrors(a.fields as Record<string, string>);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title="Registrar Evento Reprodutivo"
      subtitle="Parto inicia a lactação; Secagem a encerra. O diagnóstico confirma a prenhez."
    >
      <form className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={submit} noValidate>
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
          label="Evento"
          required
          value={f.evento}
          onChange={(v) => setF({ ...f, evento: v as Evento, resultado: v === 'Diagnóstico' ? f.resultado : '' })}
          options={EVENTOS}
          placeholder="Selecione o evento"
          error={errors.evento}
        />
        {f.evento === 'Diagnóstico' ? (
          <SelectField
            label="Resultado"
            required
            value={f.resultado}
            onChange={(v) => setF({ ...f, resultado: v })}
            options={RESULTADOS.map((r) => ({ value: r, label: RESULTADO_LABEL[r] }))}
            placeholder="Selecione o resultado"
            error={errors.resultado}
          />
        ) : (
          <div className="hidden lg:block" />
        )}
        <TextAreaField
          label="Observação"
          className="sm:col-span-2 lg:col-span-3"
          value={f.observacao}
          onChange={(v) => setF({ ...f, observacao: v })}
          rows={2}
          error={errors.observacao}
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

export function ProximosEventos({ farmId }: { farmId: string }) {
  const { data } = useResource(`reproducao:${farmId}:proximos`, () => recordsApi.proximos(farmId));
  const eventos = data?.eventos ?? [];
  return (
    <Card title="Próximos eventos" subtitle="Partos, secagens e diagnósticos previstos para os próximos 30 dias">
      {eventos.length === 0 ? (
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

function ReproducaoHistorico({ farmId }: { farmId: string }) {
  const [pagina, setPagina] = useState(1);
  const { data, loading } = useResource(`reproducao:${farmId}:lista:${pagina}`, () =>
    recordsApi.reproducao(farmId, pagina),
  );
  const animais = useAnimaisAtivos(farmId);
  const [toDelete, setToDelete] = useState<ReproducaoRow | null>(null);
  const rows = data?.itens ?? [];
  return (
    <Card title="Histórico de Reprodução" subtitle="Eventos registrados, mais recentes primeiro">
      {loading && !data ? (
        <div className="skeleton h-32 w-full" />
      ) : (
        <InlineEditTable<ReproducaoRow, Draft & { updatedAt: string }>
          caption="Histórico de Reprodução"
          rows={rows}
          rowKey={(r) => r.id}
          rowLabel={(r) => `${r.animal} ${formatData(r.data)} ${r.evento}`}
          toDraft={(r) => ({
            data: r.data,
            animalId: r.animalId,
            evento: r.evento as Evento,
            resultado: r.resultado ?? '',
            observacao: r.observacao,
            updatedAt: r.updatedAt,
          })}
          validate={(d) => {
            const p = reproducaoSchema.safeParse({ ...d, resultado: d.resultado || null });
            return p.success ? null : zodErrors(p.error).message;
          }}
          onSave={async (row, d) => {
            await recordsApi.editarReproducao(
              farmId,
              row.id,
              reproducaoSchema.parse({ ...d, resultado: d.resultado || null }),
            );
            toast.success(MSG_REC.apontamentoAtualizado);
            reloadAfterChange(farmId);
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
              render: (r) => r.animal,
              edit: (ctx) => {
                const list = animalOptions(animais.ativos);
                const cur = rows.find((x) => x.animalId === ctx.draft.animalId);
                if (cur && !list.some((o) => o.value === cur.animalId))
                  list.unshift({ value: cur.animalId, label: cur.animal });
                return <CellSelect ctx={ctx} field="animalId" options={list} />;
              },
            },
            {
              key: 'evento',
              header: 'Evento',
              render: (r) => (r.resultado ? `${r.evento} (${r.resultado})` : r.evento),
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
      )}
      <Pager pagina={pagina} temMais={data?.temMais ?? false} onChange={setPagina} />
      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        message="Tem certeza que deseja excluir este apontamento? Esta ação não pode ser desfeita."
        onConfirm={async () => {
          if (!toDelete) return;
          await recordsApi.excluirReproducao(farmId, toDelete.id);
          toast.success(MSG_REC.apontamentoExcluido);
          reloadAfterChange(farmId);
        }}
      />
    </Card>
  );
}

export function ReproductionTab() {
  const { farmId, hoje } = useFarmCtx();
  if (!farmId) return null;
  return (
    <div className="flex flex-col gap-6">
      <ReproducaoForm farmId={farmId} hoje={hoje} />
      <ProximosEventos farmId={farmId} />
      <ReproducaoHistorico farmId={farmId} />
    </div>
  );
}
