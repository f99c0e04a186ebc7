import type { AnaliseFinal } from '../../../domain/avaliacao/analise.ts';
import { type AnaliseVisivel, linhasDoRelatorio } from '../../../domain/avaliacao/relatorio.ts';
import { etapasFaltando, ITENS_COE, ROTULO_COE } from '../../../domain/avaliacao/schemas.ts';
import { formatBRL, formatNumero } from '../../../domain/format.ts';
import { type Retido, retido, retidosSob, textoRetido } from '../../../domain/retidos.ts';
import { useResource } from '../../api/use-resource.ts';
import { LazyChart } from '../../components/charts/LazyChart.tsx';
import { BotoesExportar } from '../../components/exportar.tsx';
import { Icon } from '../../components/icons.tsx';
import { type Column, Linhas } from '../../components/list-screen.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { PieCard } from '../inventario/ui.tsx';
import { avaliacaoApi, type RascunhoSalvo } from './api.ts';
import { consultasAvaliacao } from './queries.ts';

/** The verdict's colour is a bar beside dark text (soft alert text on a soft background is too faint in the sun). */
const TOM = {
  nao_se_paga: 'border-error',
  descapitaliza: 'border-warning',
  estavel: 'border-info',
  lucrativa: 'border-success',
};

/** A figure withheld from the user, where it would be ('Oculto: requer o módulo Financeiro'), never a zero. */
function Retida({ r, titulo }: { r: Retido; titulo?: string }) {
  return (
    <p role="note" className="rounded-box border border-dashed border-base-300 bg-base-200/60 p-4 text-base-content">
      {titulo && <strong>{titulo}: </strong>}
      {textoRetido(r)}
    </p>
  );
}

/**
 * Step 8: the verdict, the figures, the sensitivity table, the cost composition and the years side by side — each
 * as the user's modules allow: what is withheld says so where it would be.
 */
type LinhaSensibilidade = AnaliseFinal['sensibilidade'][number];
const dinheiro = (header: string, v: (s: LinhaSensibilidade) => number): Column<LinhaSensibilidade> => ({
  key: header,
  header,
  align: 'right',
  render: (s) => <span className={`tabular-nums ${v(s) < 0 ? 'text-error' : ''}`}>{formatBRL(v(s))}</span>,
});
/** Margem bruta and lucro with the milk's price or volume varied (docs/PRODUTO.md §Avaliação). */
const COLUNAS_SENSIBILIDADE: Column<LinhaSensibilidade>[] = [
  {
    key: 'variacao',
    header: 'Variação',
    primary: true,
    render: (s) => (s.variacao > 0 ? `+${s.variacao}%` : `${s.variacao}%`),
  },
  dinheiro('Preço: margem bruta', (s) => s.margemBrutaPreco),
  dinheiro('Preço: lucro', (s) => s.lucroPreco),
  dinheiro('Volume: margem bruta', (s) => s.margemBrutaVolume),
  dinheiro('Volume: lucro', (s) => s.lucroVolume),
];

export function AnaliseFinalView({
  farmId,
  ano,
  salvo,
  onAnterior,
}: {
  farmId: string;
  ano: number;
  salvo: RascunhoSalvo | null;
  onAnterior(): void;
}) {
  const a = salvo?.analise as AnaliseVisivel | null | undefined;
  const retidos = retidosSob(salvo?.retidos, 'analise');
  const rodape = (
    <div className="flex flex-wrap justify-between gap-2 border-t border-base-300 pt-4 print:hidden">
      <button type="button" className="btn min-h-11" onClick={onAnterior}>
        <Icon name="chevronLeft" className="size-4" /> Anterior
      </button>
      <button type="button" className="btn btn-primary min-h-11" disabled>
        Próxima <Icon name="chevronRight" className="size-4" />
      </button>
    </div>
  );
  if (!a) {
    const faltando = salvo?.faltando ?? etapasFaltando([]);
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="alert alert-info alert-soft">
          A análise aparece quando as etapas obrigatórias estiverem salvas: {faltando.join(' e ')}.
        </p>
        {rodape}
      </div>
    );
  }
  const secoes = new Map<string, { rotulo: string; valor: string }[]>();
  // The verdict and the warnings are the banners above; every other section of the report is a card.
  for (const l of linhasDoRelatorio(a, retidos)) {
    if (l.secao !== 'Veredito' && l.secao !== 'Avisos') secoes.set(l.secao, [...(secoes.get(l.secao) ?? []), l]);
  }
  // The composition is of the whole CT: with any of its parts withheld it is withheld too.
  const ctRetido = retido(retidos, 'ct');
  const composicao =
    ctRetido || !a.coeItens
      ? []
      : [
          ...ITENS_COE.filter((i) => (a.coeItens?.[i] ?? 0) > 0).map((i) => ({
            rotulo: ROTULO_COE[i],
            valor: a.coeItens?.[i] ?? 0,
          })),
          { rotulo: 'Depreciação', valor: a.depreciacao ?? 0 },
          { rotulo: 'Mão de obra familiar', valor: a.maoDeObraFamiliar ?? 0 },
          {
            rotulo: 'Remuneração do capital e da terra',
            valor: (a.remuneracaoCapital ?? 0) + (a.remuneracaoTerra ?? 0),
          },
        ].filter((x) => x.valor > 0);
  const vereditoRetido = retido(retidos, 'veredito');
  const sensRetida = retido(retidos, 'sensibilidade');

  return (
    <div className="flex flex-col gap-6">
      {vereditoRetido || !a.veredito ? (
        vereditoRetido && <Retida r={vereditoRetido} titulo="Veredito" />
      ) : (
        <div
          role="status"
          className={`rounded-box border-l-8 bg-base-200 p-4 text-base-content ${TOM[a.veredito.nivel]}`}
        >
          <strong>{a.veredito.texto}</strong>
        </div>
      )}
      {a.avisos?.map((t) => (
        <p key={t} role="note" className="alert alert-warning alert-soft text-sm">
          {t}
        </p>
      ))}
      <div className="grid gap-4 md:grid-cols-2">
        {[...secoes].map(([secao, linhas]) => (
          <section key={secao} className="rounded-box border border-base-300 p-4" aria-label={secao}>
            <h3 className="mb-2 font-semibold">{secao}</h3>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {linhas.map((l) => (
                <div key={l.rotulo} className="contents">
                  <dt className="text-base-content/80">{l.rotulo}</dt>
                  <dd className="text-right font-medium tabular-nums">{l.valor}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      <section className="rounded-box border border-base-300 p-4" aria-label="Sensibilidade">
        <h3 className="mb-2 font-semibold">Sensibilidade: preço e volume do leite</h3>
        {sensRetida || !a.sensibilidade ? (
          sensRetida && <Retida r={sensRetida} />
        ) : (
          // the same rows as every list: a table on a PC, a card per variation on a phone (all four figures in view)
          <Linhas
            label="Tabela de sensibilidade"
            rotuloDaLista="Sensibilidade do preço e do volume"
            rows={a.sensibilidade}
            rowKey={(s) => String(s.variacao)}
            columns={COLUNAS_SENSIBILIDADE}
            compacta
          />
        )}
      </section>
      {ctRetido ? (
        <section className="rounded-box border border-base-300 p-4" aria-label="Composição do custo total">
          <h3 className="mb-2 font-semibold">Composição do custo total</h3>
          <Retida r={ctRetido} />
        </section>
      ) : (
        <PieCard
          title="Composição do custo total"
          itens={composicao}
          rotulo={(c) => c.rotulo}
          valor={(c) => c.valor}
          unidade="R$"
        />
      )}
      <Comparacao farmId={farmId} ano={ano} />
      <Exportar farmId={farmId} ano={ano} />
      {rodape}
    </div>
  );
}

/** This year's figures beside the other years' assessments of the farm (the figures the user's modules open). */
function Comparacao({ farmId, ano }: { farmId: string; ano: number }) {
  const lista = useResource(consultasAvaliacao.lista(farmId));
  const anos = (lista.data ?? []).filter((x) => x.resumo);
  if (lista.error)
    return (
      <p role="alert" className="text-error">
        {lista.error.message}
      </p>
    );
  if (anos.length < 2) return null;
  type Resumo = NonNullable<(typeof anos)[number]['resumo']>;
  const celula = (r: Resumo | null, campo: 'litros' | 'rbAtividade' | 'coe' | 'ct' | 'lucro') => {
    const oculto = retido(r?.retidos, campo);
    if (oculto) return <span className="text-base-content/80">{textoRetido(oculto)}</span>;
    const v = r?.[campo];
    if (v === undefined) return '—';
    return campo === 'litros' ? formatNumero(v, 0) : formatBRL(v);
  };
  // The chart shows the money of every year, or is not drawn: a bar of zero would be a figure invented.
  const grafico = anos.every((x) => !['rbAtividade', 'ct', 'lucro'].some((c) => retido(x.resumo?.retidos, c)));
  const valor = (v: number | undefined) => (v ?? 0) / 100;
  return (
    <section className="rounded-box border border-base-300 p-4" aria-label="Comparação entre anos">
      <h3 className="mb-2 font-semibold">Comparação entre anos</h3>
      {grafico && (
        <LazyChart
          type="bar"
          height={220}
          label={`Renda bruta, custo total e lucro de ${anos.length} anos`}
          data={{
            labels: [...anos].reverse().map((x) => String(x.ano)),
            datasets: [
              {
                label: 'Renda bruta',
                data: [...anos].reverse().map((x) => valor(x.resumo?.rbAtividade)),
                backgroundColor: '#1f6f43',
              },
              {
                label: 'Custo total',
                data: [...anos].reverse().map((x) => valor(x.resumo?.ct)),
                backgroundColor: '#2f5d8a',
              },
              {
                label: 'Lucro',
                data: [...anos].reverse().map((x) => valor(x.resumo?.lucro)),
                backgroundColor: '#e0a526',
              },
            ],
          }}
          formatValue={(v) => formatBRL(Math.round(v * 100))}
        />
      )}
      <ScrollTable label={'Tabela de comparação entre anos'}>
        <table className="table table-sm">
          <thead>
            <tr>
              <th scope="col">Ano</th>
              <th scope="col" className="text-right">
                Leite (L)
              </th>
              <th scope="col" className="text-right">
                Renda bruta
              </th>
              <th scope="col" className="text-right">
                COE
              </th>
              <th scope="col" className="text-right">
                CT
              </th>
              <th scope="col" className="text-right">
                Lucro
              </th>
            </tr>
          </thead>
          <tbody>
            {anos.map((x) => (
              <tr key={x.ano} className={x.ano === ano ? 'font-semibold' : ''}>
                <th scope="row">{x.ano}</th>
                <td className="text-right tabular-nums">{celula(x.resumo, 'litros')}</td>
                <td className="text-right tabular-nums">{celula(x.resumo, 'rbAtividade')}</td>
                <td className="text-right tabular-nums">{celula(x.resumo, 'coe')}</td>
                <td className="text-right tabular-nums">{celula(x.resumo, 'ct')}</td>
                <td className={`text-right tabular-nums ${(x.resumo?.lucro ?? 0) < 0 ? 'text-error' : ''}`}>
                  {celula(x.resumo, 'lucro')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

/** The analysis as the document a technician hands over: printed, or a PDF or workbook made by the server. */
function Exportar({ farmId, ano }: { farmId: string; ano: number }) {
  return (
    <section className="flex flex-wrap items-center gap-2 print:hidden" aria-label="Exportar a análise">
      <button type="button" className="btn btn-outline min-h-11" onClick={() => window.print()}>
        <Icon name="file" className="size-4" /> Imprimir
      </button>
      <BotoesExportar formatos={['pdf', 'xlsx']} arquivo={(formato) => avaliacaoApi.arquivo(farmId, ano, formato)} />
    </section>
  );
}
