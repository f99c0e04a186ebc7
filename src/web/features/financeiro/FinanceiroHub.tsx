import { dadosGraficoFluxo, formatBRLCompacto, rotuloMes } from '../../../domain/financeiro/calculos.ts';
import { MSG_FINANCEIRO } from '../../../domain/financeiro/messages.ts';
import { formatBRL } from '../../../domain/format.ts';
import { useResource } from '../../api/use-resource.ts';
import { LazyChart } from '../../components/charts/LazyChart.tsx';
import { HubGrid, PageHeader } from '../../components/page.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { useFazenda } from './fazenda.ts';
import { consultasFinanceiro } from './queries.ts';

export default function FinanceiroHub() {
  const fazenda = useFazenda();
  return (
    <>
      <PageHeader title="Financeiro" subtitle="Contas, receitas, despesas e fluxo de caixa da fazenda" />
      <HubGrid
        items={[
          { href: '/contas-pagar', title: 'Contas a Pagar', description: 'Contas a pagar e baixas', icon: 'wallet' },
          {
            href: '/contas-receber',
            title: 'Contas a Receber',
            description: 'Valores a receber de clientes',
            icon: 'wallet',
          },
          { href: '/receitas', title: 'Receitas', description: 'Entradas de dinheiro', icon: 'chart' },
          { href: '/despesas', title: 'Despesas', description: 'Saídas de dinheiro', icon: 'file' },
          {
            href: '/cadastros',
            title: 'Cadastros',
            description: 'Fornecedores, categorias e status',
            icon: 'folder',
          },
        ]}
      />
      {fazenda && <FluxoCaixa key={fazenda.id} farmId={fazenda.id} />}
    </>
  );
}

/** Monthly cash flow: income + received receivables vs expenses + paid payables, last 12 months. */
function FluxoCaixa({ farmId }: { farmId: string }) {
  const fluxo = useResource(consultasFinanceiro.fluxoCaixa(farmId));
  const r = fluxo.data?.resumo;
  return (
    <section aria-labelledby="fluxo-titulo" className="card mt-8 border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div>
          <h2 id="fluxo-titulo" className="card-title text-xl">
            Fluxo de caixa mensal
          </h2>
          <p className="text-sm text-base-content/70">
            Entradas (receitas + contas recebidas) e saídas (despesas + contas pagas) dos últimos 12 meses, pela data em
            que o dinheiro entrou ou saiu.
          </p>
        </div>
        {fluxo.error ? (
          <div role="alert" className="alert alert-error alert-soft">
            {fluxo.error.message}
          </div>
        ) : !fluxo.data || !r ? (
          <p role="status" className="flex items-center gap-2 text-base-content/70">
            <span className="loading loading-spinner" /> Carregando...
          </p>
        ) : r.saldo === null ? (
          <p className="rounded-box bg-base-200/60 px-4 py-3 text-base-content/80">
            {MSG_FINANCEIRO.fluxoSemMovimento}
          </p>
        ) : (
          <>
            <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
              <Resumo rotulo="Entradas (12 meses)" valor={r.entradas} cor="text-success" />
              <Resumo rotulo="Saídas (12 meses)" valor={r.saidas} cor="text-error" />
              <Resumo rotulo="Saldo (12 meses)" valor={r.saldo} cor={negativo(r.saldo)} />
            </dl>
            <LazyChart
              type="bar"
              data={dadosGraficoFluxo(fluxo.data.meses)}
              label="Gráfico de barras do fluxo de caixa mensal: entradas e saídas dos últimos 12 meses"
              height={300}
              formatValue={(v) => formatBRL(Math.round(v * 100))}
              formatTick={formatBRLCompacto}
              tickDecimals={0}
            />
            <details className="rounded-box border border-base-300">
              <summary className="min-h-11 cursor-pointer px-4 py-3 font-medium">Ver tabela mês a mês</summary>
              <ScrollTable label={'Fluxo de caixa mês a mês'}>
                <table className="table table-sm">
                  <thead>
                    <tr>
                      <th scope="col">Mês</th>
                      <th scope="col" className="text-right">
                        Entradas
                      </th>
                      <th scope="col" className="text-right">
                        Saídas
                      </th>
                      <th scope="col" className="text-right">
                        Saldo
                      </th>
                      <th scope="col" className="text-right">
                        Acumulado
                      </th>
                    </tr>
                  </thead>
                  <tbody className="tabular-nums">
                    {fluxo.data.meses.map((m) => (
                      <tr key={m.mes}>
                        <th scope="row">{rotuloMes(m.mes)}</th>
                        <td className="text-right whitespace-nowrap">{brl(m.entradas)}</td>
                        <td className="text-right whitespace-nowrap">{brl(m.saidas)}</td>
                        <td className={`text-right whitespace-nowrap ${negativo(m.saldo)}`}>{brl(m.saldo)}</td>
                        <td className={`text-right whitespace-nowrap ${negativo(m.acumulado)}`}>{brl(m.acumulado)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
            </details>
          </>
        )}
      </div>
    </section>
  );
}

/** A cash-flow figure: '—' where nothing of it was recorded (fluxoDeCaixa), never R$ 0,00. */
const brl = (centavos: number | null) => (centavos === null ? '—' : formatBRL(centavos));
const negativo = (centavos: number | null) => (centavos !== null && centavos < 0 ? 'text-error' : '');

/** One summary figure: a label/value row on phones, a small card from sm up. */
function Resumo({ rotulo, valor, cor }: { rotulo: string; valor: number | null; cor: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2 rounded-box bg-base-200/60 px-4 py-2 sm:flex-col sm:py-3">
      <dt className="text-sm text-base-content/70">{rotulo}</dt>
      <dd className={`text-lg font-bold whitespace-nowrap tabular-nums ${valor === null ? '' : cor}`}>{brl(valor)}</dd>
    </div>
  );
}
