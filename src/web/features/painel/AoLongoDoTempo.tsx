import { useState } from 'react';
import { quantos } from '../../../domain/format.ts';
import { type ChaveIndicador, INDICADOR, INDICADORES_PAINEL } from '../../../domain/painel/indicadores.ts';
import { GRANULARIDADES, type Granularidade, graficoDaSerie, type SeriePainel } from '../../../domain/painel/serie.ts';
import { formatarFigura } from '../../../domain/relatorios/exportar.ts';
import { type Retido, textoRetido } from '../../../domain/retidos.ts';
import { useResource } from '../../api/use-resource.ts';
import { LazyChart } from '../../components/charts/LazyChart.tsx';
import { CheckboxField, SelectField } from '../../components/form.tsx';
import { consultasPainel } from './queries.ts';

const NUMERICOS = INDICADORES_PAINEL.filter((i) => i.tipo !== 'texto');

/**
 * The desk over time (docs/PRODUTO.md §Fazendas): one indicator of the chosen farms over the last twelve months or
 * the last years, against the group's median and best quarter; a period without the figure is a gap, a withheld farm
 * is named.
 */
export function AoLongoDoTempo() {
  const [indicador, setIndicador] = useState<ChaveIndicador>('litrosDia');
  const [granularidade, setGranularidade] = useState<Granularidade>('mes');
  const [escolhidas, setEscolhidas] = useState<string[] | null>(null);
  const res = useResource(consultasPainel.serie(indicador, granularidade));
  const s: SeriePainel | undefined = res.data;
  const marcadas =
    escolhidas ??
    s?.fazendas
      .filter((f) => f.valores)
      .slice(0, 3)
      .map((f) => f.farmId) ??
    [];
  const ind = INDICADOR[indicador];
  const escrever = (v: number) =>
    formatarFigura({ valor: v, tipo: ind.tipo === 'texto' ? 'numero' : ind.tipo, casas: ind.casas });
  const ocultas = (s?.fazendas ?? []).filter((f) => !f.valores);
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label="Ao longo do tempo">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 className="card-title text-xl">Ao longo do tempo</h2>
        <p className="text-sm text-base-content/70">
          {granularidade === 'ano'
            ? `${GRANULARIDADES.ano.rotulo} das fazendas escolhidas, contra a mediana e o quartil do grupo em cada ano.`
            : 'Os últimos 12 meses das fazendas escolhidas, contra a mediana e o quartil do grupo em cada mês.'}
        </p>
        <div className="grid max-w-2xl gap-3 sm:grid-cols-2">
          <SelectField
            label="Indicador"
            value={indicador}
            onChange={(v) => setIndicador(v as ChaveIndicador)}
            options={NUMERICOS.map((i) => ({ value: i.chave, label: i.rotulo }))}
          />
          <SelectField
            label="Intervalo"
            value={granularidade}
            onChange={(v) => setGranularidade(v as Granularidade)}
            options={(Object.keys(GRANULARIDADES) as Granularidade[]).map((g) => ({
              value: g,
              label: GRANULARIDADES[g].rotulo,
            }))}
          />
        </div>
        {res.error ? (
          <div role="alert" className="alert alert-error alert-soft">
            {res.error.message}
          </div>
        ) : !s ? (
          <div className="flex items-center gap-2 py-8 text-base-content/70" role="status">
            <span className="loading loading-spinner" /> Carregando...
          </div>
        ) : (
          <>
            {/* on a phone each farm is a whole row to tap (44 px tall, the screen's width), not a 24 px box */}
            <fieldset className="flex flex-col md:flex-row md:flex-wrap md:gap-x-6">
              <legend className="mb-1 text-sm font-medium">Fazendas</legend>
              {s.fazendas
                .filter((f) => f.valores)
                .map((f) => (
                  <CheckboxField
                    key={f.farmId}
                    label={f.fazenda}
                    checked={marcadas.includes(f.farmId)}
                    onChange={(on) =>
                      setEscolhidas(on ? [...marcadas, f.farmId] : marcadas.filter((x) => x !== f.farmId))
                    }
                  />
                ))}
            </fieldset>
            <LazyChart
              type="line"
              height={280}
              label={`${ind.rotulo} ${GRANULARIDADES[s.granularidade].porPeriodo}: ${quantos(marcadas.length, 'fazenda', 'fazendas')} contra a mediana e o quartil do grupo`}
              data={graficoDaSerie(s, marcadas)}
              formatValue={escrever}
              formatTick={escrever}
              // steps no finer than the figure's decimals, so a small range never reads '0,1 0,1 0,2 0,2'
              tickDecimals={ind.tipo === 'dinheiro' ? 0 : (ind.casas ?? (ind.tipo === 'percentual' ? 2 : 0))}
            />
            {ocultas.length > 0 && (
              <ul className="text-sm text-base-content/70">
                {ocultas.map((f) => (
                  <li key={f.farmId}>
                    {f.fazenda}: {textoRetido(f.retidos[0] as Retido)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
