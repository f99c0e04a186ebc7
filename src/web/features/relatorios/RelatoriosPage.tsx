import { useState } from 'react';
import { formatBRL, formatNumero, hojeNoFuso, NOMES_MESES, quantos } from '../../../domain/format.ts';
import { formatarCelula, temTotais } from '../../../domain/relatorios/exportar.ts';
import {
  CATEGORIAS,
  CATEGORIAS_RELATORIO,
  type ConsultaRelatorio,
  consultaRelatorioSchema,
  MSG_RELATORIO,
  type Relatorio,
  ROTULO_TIPO,
  TIPOS_RELATORIO,
} from '../../../domain/relatorios/schemas.ts';
import { LazyChart } from '../../components/charts/LazyChart.tsx';
import { BotoesExportar } from '../../components/exportar.tsx';
import { FormError, SelectField } from '../../components/form.tsx';
import { DateField } from '../../components/form-numeros.tsx';
import { Icon } from '../../components/icons.tsx';
import { Linhas } from '../../components/list-screen.tsx';
import { PageHeader } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { useForm } from '../../components/use-form.ts';
import { useFazendaAtual, useSession } from '../../session/session.ts';
import { SemFazenda } from '../../shell/guards.tsx';
import { relatoriosApi } from './api.ts';

/**
 * /dashboard/relatorios and /dashboard/inventario/paez/relatorios: a configuration card (type, category, period),
 * the generated report (table with totals), and its exports — CSV and Excel made by the server, print from the
 * browser — only once a report is generated (docs/PRODUTO.md §Relatórios).
 */
export default function RelatoriosPage() {
  const farm = useFazendaAtual();
  if (!farm) return <SemFazenda />;
  return <Relatorios key={farm.id} farmId={farm.id} hoje={hojeNoFuso(farm.timezone ?? 'America/Sao_Paulo')} />;
}

type Rascunho = { tipo: string; categoria: string; data: string; mes: string; ano: string };

function Relatorios({ farmId, hoje }: { farmId: string; hoje: string }) {
  const session = useSession();
  const [relatorio, setRelatorio] = useState<{ rel: Relatorio; consulta: ConsultaRelatorio } | null>(null);
  const anoAtual = Number(hoje.slice(0, 4));
  const categorias = CATEGORIAS.filter((c) =>
    (CATEGORIAS_RELATORIO[c].modulos as readonly string[]).some((m) =>
      (session?.modules as readonly string[] | undefined)?.includes(m),
    ),
  );
  const form = useForm<Rascunho, ConsultaRelatorio>({
    // The farm's today for a Diário, its month for a Mensal, its year for an Anual: what is asked most.
    initial: { tipo: '', categoria: '', data: hoje, mes: String(Number(hoje.slice(5, 7))), ano: String(anoAtual) },
    rules: consultaRelatorioSchema,
    send: async (consulta) => {
      // The report on screen is the one asked for, or none: a failed generation never leaves the last one as if new.
      setRelatorio(null);
      const rel = await relatoriosApi.gerar(farmId, paraQuery(consulta));
      setRelatorio({ rel, consulta });
      toast.success(MSG_RELATORIO.gerado(CATEGORIAS_RELATORIO[consulta.categoria].rotulo.toLowerCase()));
    },
  });
  const { d, set, errors } = form;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Relatórios" subtitle="Relatórios dos dados da fazenda, para ver, imprimir e exportar" />
      <section className="card border border-base-300 bg-base-100 shadow-sm print:hidden" aria-label="Configuração">
        <form className="card-body gap-4 p-4 sm:p-6" noValidate onSubmit={form.submit}>
          <h2 className="card-title">Configuração do relatório</h2>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <SelectField
              label="Tipo de relatório"
              value={d.tipo}
              onChange={(tipo) => set({ tipo })}
              options={TIPOS_RELATORIO.map((t) => ({ value: t, label: ROTULO_TIPO[t] }))}
              placeholder="Selecione..."
              error={errors.tipo}
              required
            />
            <SelectField
              label="Categoria"
              value={d.categoria}
              onChange={(categoria) => set({ categoria })}
              options={categorias.map((c) => ({ value: c, label: CATEGORIAS_RELATORIO[c].rotulo }))}
              placeholder="Selecione..."
              error={errors.categoria}
              required
            />
            {d.tipo === 'diario' && (
              <DateField label="Data" value={d.data} onChange={(data) => set({ data })} error={errors.data} required />
            )}
            {d.tipo === 'mensal' && (
              <SelectField
                label="Mês"
                value={d.mes}
                onChange={(mes) => set({ mes })}
                options={NOMES_MESES.map((m, i) => ({ value: String(i + 1), label: m[0].toUpperCase() + m.slice(1) }))}
                placeholder="Selecione..."
                error={errors.mes}
                required
              />
            )}
            {(d.tipo === 'mensal' || d.tipo === 'anual') && (
              <SelectField
                label="Ano"
                value={d.ano}
                onChange={(ano) => set({ ano })}
                options={Array.from({ length: anoAtual + 2 - 2000 }, (_, i) => String(anoAtual + 1 - i))}
                error={errors.ano}
                required
              />
            )}
          </div>
          <FormError message={form.error} />
          <div>
            <button type="submit" className="btn btn-primary min-h-11" disabled={form.busy}>
              <Icon name="chart" className="size-5" />
              {form.busy ? 'Gerando...' : 'Gerar Relatório'}
            </button>
          </div>
        </form>
      </section>
      <Exportar farmId={farmId} relatorio={relatorio} />
      {relatorio && <TabelaRelatorio rel={relatorio.rel} />}
    </div>
  );
}

/** A report line with its place (report lines carry no id, docs/PRODUTO.md §Relatórios). */
type LinhaNumerada = { i: number; l: Relatorio['linhas'][number] };

function paraQuery(c: ConsultaRelatorio): Record<string, string> {
  const q: Record<string, string> = { tipo: c.tipo, categoria: c.categoria };
  // Only what the type asks for: the other fields keep their defaults on screen but are not the report's period.
  if (c.tipo === 'diario' && c.data) q.data = c.data;
  if (c.tipo === 'mensal' && c.mes) q.mes = String(c.mes);
  if (c.tipo !== 'diario' && c.ano) q.ano = String(c.ano);
  return q;
}

/** CSV, Excel and PDF come from the server (the same rows); print is the browser's, with the print stylesheet. */
function Exportar({
  farmId,
  relatorio,
}: {
  farmId: string;
  relatorio: { rel: Relatorio; consulta: ConsultaRelatorio } | null;
}) {
  function imprimir() {
    if (!relatorio) return void toast.error(MSG_RELATORIO.gereAntesImprimir);
    toast.success(MSG_RELATORIO.impressao);
    // docs/PRODUTO.md §Relatórios: the print starts after 500 ms (the toast and the table settle first).
    setTimeout(() => window.print(), 500);
  }
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm print:hidden" aria-label="Exportação">
      <div className="card-body flex-row flex-wrap items-center gap-2 p-4 sm:p-6">
        <h2 className="card-title mr-auto">Exportar</h2>
        <button type="button" className="btn btn-outline min-h-11" onClick={imprimir}>
          <Icon name="file" className="size-4" /> Imprimir
        </button>
        <BotoesExportar
          formatos={['csv', 'xlsx', 'pdf']}
          recusa={relatorio ? null : MSG_RELATORIO.gereAntesExportar}
          arquivo={(formato) =>
            relatoriosApi.arquivo(farmId, { ...(relatorio ? paraQuery(relatorio.consulta) : {}), formato })
          }
        />
      </div>
    </section>
  );
}

/**
 * The generated report: its title block, the rows, the totals (the print shows just this). Every report is drawn by
 * the lists' Linhas: a table on a PC, cards ('label: value') on a phone with the Total as the last card, so Valor and
 * the Total are never pushed off a 390 px screen.
 */
function TabelaRelatorio({ rel }: { rel: Relatorio }) {
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label="Relatório gerado">
      <div className="card-body gap-3 p-4 sm:p-6">
        <header>
          <h2 className="card-title">{rel.titulo}</h2>
          <p className="text-sm text-base-content/70">
            {rel.fazenda} · {rel.periodo} · gerado em {rel.geradoEm}
          </p>
          {/* What a figure is (the period's milk price) or that one is withheld ('Oculto: requer o módulo …'). */}
          {rel.destaque && <p className="mt-1 text-sm">{rel.destaque}</p>}
        </header>
        {rel.grafico && <GraficoDoRelatorio rel={rel} />}
        {rel.linhas.length === 0 ? (
          <p className="rounded-box bg-base-200/60 py-10 text-center text-base-content/70">{MSG_RELATORIO.vazio}</p>
        ) : (
          <Linhas<LinhaNumerada>
            label={`Tabela: ${rel.titulo}`}
            rotuloDaLista={rel.titulo}
            compacta
            rows={rel.linhas.map((l, i) => ({ i, l }))}
            rowKey={({ i }) => String(i)}
            columns={rel.colunas.map((c) => ({
              key: c.chave,
              header: c.rotulo,
              align: c.tipo === 'texto' || c.tipo === 'data' ? 'left' : 'right',
              className: c.tipo === 'texto' || c.tipo === 'data' ? '' : 'tabular-nums',
              render: ({ l }) => formatarCelula(c, l[c.chave]),
            }))}
            totais={
              temTotais(rel)
                ? {
                    rotulo: 'Total',
                    valores: Object.fromEntries(
                      rel.colunas
                        .filter((c) => c.chave in rel.totais)
                        .map((c) => [c.chave, formatarCelula(c, rel.totais[c.chave])]),
                    ),
                  }
                : undefined
            }
          />
        )}
        {/* Lines, not records: a month's production is a line per day, a year's quality a line per month. */}
        {rel.linhas.length > 0 && (
          <p className="text-sm text-base-content/70">{quantos(rel.linhas.length, 'linha', 'linhas')}</p>
        )}
      </div>
    </section>
  );
}

/** The report's chart (production per day or month, cash in and out): the columns the server says to draw. */
function GraficoDoRelatorio({ rel }: { rel: Relatorio }) {
  const g = rel.grafico;
  if (!g) return null;
  const colunaX = rel.colunas.find((c) => c.chave === g.x);
  const colunas = new Map(rel.colunas.map((c) => [c.chave, c]));
  const dinheiro = g.series.some((s) => colunas.get(s.chave)?.tipo === 'dinheiro');
  // A point without data is a gap in the chart, not a bar at 0.
  const valor = (chave: string, v: unknown) =>
    typeof v === 'number' ? (colunas.get(chave)?.tipo === 'dinheiro' ? v / 100 : v) : null;
  return (
    <div className="print:break-inside-avoid">
      <LazyChart
        type="bar"
        height={240}
        label={`${g.rotulo}: ${rel.linhas.length} pontos`}
        data={{
          labels: rel.linhas.map((l) => (colunaX ? formatarCelula(colunaX, l[g.x]) : String(l[g.x]))),
          datasets: [
            ...g.series.map((s) => ({
              label: s.rotulo,
              data: rel.linhas.map((l) => valor(s.chave, l[s.chave])),
              backgroundColor: s.cor,
            })),
            ...(g.limites ?? []).map((x) => ({
              type: 'line',
              label: x.rotulo,
              data: rel.linhas.map(() => x.valor),
              borderColor: x.cor,
              borderDash: [6, 4],
              pointRadius: 0,
            })),
          ],
        }}
        formatValue={(v) => (dinheiro ? formatBRL(Math.round(v * 100)) : formatNumero(v, 1))}
      />
    </div>
  );
}
