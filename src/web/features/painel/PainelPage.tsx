import { useState } from 'react';
import { useLocation } from 'wouter';
import { dataDaCopia } from '../../../domain/dados/copia.ts';
import { MSG_DADOS } from '../../../domain/dados/messages.ts';
import { hojeNoFuso, NOMES_MESES, quantos } from '../../../domain/format.ts';
import { abrePainel } from '../../../domain/painel/acesso.ts';
import {
  type ChaveIndicador,
  GRUPOS_PAINEL,
  type GrupoPainel,
  INDICADORES_PAINEL,
  type IndicadorPainel,
  ordenarLinhas,
  TITULO_GRUPO,
} from '../../../domain/painel/indicadores.ts';
import { MSG_PAINEL } from '../../../domain/painel/messages.ts';
import { nomeNoPainel, notasDeIncompletos, REFERENCIAS_PAINEL } from '../../../domain/painel/relatorio.ts';
import type { Painel } from '../../../domain/painel/respostas.ts';
import { formatarFigura } from '../../../domain/relatorios/exportar.ts';
import { type Retido, retido, textoRetido } from '../../../domain/retidos.ts';
import { useResource } from '../../api/use-resource.ts';
import { BotoesExportar } from '../../components/exportar.tsx';
import { SelectField } from '../../components/form.tsx';
import { type Column, ListScreen } from '../../components/list-screen.tsx';
import { EmptyState, PageHeader } from '../../components/page.tsx';
import { Pager } from '../../components/pager.tsx';
import { useSession } from '../../session/session.ts';
import { useChangeFarm } from '../../shell/farm-switcher.tsx';
import { AoLongoDoTempo } from './AoLongoDoTempo.tsx';
import { painelApi } from './api.ts';
import { consultasPainel } from './queries.ts';

type Linha = Painel['linhas'][number];
/** Farms a page of the table (the reference rows come under every page). */
const POR_PAGINA = 50;
/** A farm's row, or one of the group's reference rows under them. */
type Fila =
  | { tipo: 'fazenda'; linha: Linha }
  | { tipo: 'referencia'; rotulo: string; chave: 'media' | 'mediana' | 'quartilSuperior' };

const TIPOS = [
  { value: 'ano', label: 'Ano' },
  { value: 'trimestre', label: 'Trimestre' },
  { value: 'mes', label: 'Mês' },
];

/** A figure as the screen writes it (the files and the CLI use the same formatter). */
function escrever(i: IndicadorPainel, valor: number | null | undefined, texto?: string): string {
  if (i.tipo === 'texto') return texto ?? '—';
  return formatarFigura({ valor: valor ?? null, tipo: i.tipo, casas: i.casas });
}

/**
 * /dashboard/painel: the farms' desk (docs/PRODUTO.md §Fazendas) — an administrator in 'Todas as fazendas' mode, or a
 * user of two or more farms, compares their farms side by side for a month, a quarter or a year; a farm's name opens
 * it (it becomes the active farm).
 */
export default function PainelPage() {
  const session = useSession();
  if (!session) return null;
  if (!abrePainel(session.user.isAdmin, session.farms.length))
    return (
      <EmptyState title="Acesso restrito" icon="lock">
        {MSG_PAINEL.soUmaFazenda}
      </EmptyState>
    );
  return <Mesa hoje={hojeNoFuso()} />;
}

function Mesa({ hoje }: { hoje: string }) {
  const anoAtual = Number(hoje.slice(0, 4));
  const [tipo, setTipo] = useState('ano');
  const [ano, setAno] = useState(String(anoAtual));
  const [mes, setMes] = useState(hoje.slice(5, 7));
  const [tri, setTri] = useState(String(Math.ceil(Number(hoje.slice(5, 7)) / 3)));
  const [grupo, setGrupo] = useState<GrupoPainel>('producao');
  const [ordem, setOrdem] = useState<string>('fazenda');
  const [direcao, setDirecao] = useState<'asc' | 'desc'>('asc');
  const [pagina, setPagina] = useState(1);
  const periodo = tipo === 'ano' ? ano : tipo === 'mes' ? `${ano}-${mes}` : `${ano}-T${tri}`;
  const res = useResource(consultasPainel.periodo(periodo));
  const { change, busy } = useChangeFarm();
  const [, navigate] = useLocation();
  const painel: Painel | undefined = res.data;
  const inds = INDICADORES_PAINEL.filter((i) => i.grupo === grupo) as IndicadorPainel[];

  async function abrir(l: Linha) {
    if (await change(l.farmId)) navigate('/dashboard');
  }

  const celula = (i: IndicadorPainel) => (f: Fila) => {
    if (f.tipo === 'referencia') {
      if (i.tipo === 'texto') return '—';
      return <strong>{escrever(i, painel?.referencias[i.chave as ChaveIndicador]?.[f.chave])}</strong>;
    }
    const r = retido(f.linha.retidos as Retido[], `figuras.${i.chave}`);
    if (r) return <span className="text-base-content/70 italic">{textoRetido(r)}</span>;
    const fig = f.linha.figuras[i.chave as ChaveIndicador];
    const acima = i.limite !== undefined && fig?.valor != null && fig.valor > i.limite;
    return (
      <span title={fig?.incompleto}>
        {escrever(i, fig?.valor, fig?.texto)}
        {fig?.incompleto && (
          <>
            <span aria-hidden="true">*</span>
            <span className="sr-only"> ({MSG_PAINEL.incompleto})</span>
          </>
        )}
        {acima && <span className="badge badge-outline badge-sm ml-1">acima do limite</span>}
      </span>
    );
  };
  const colunas: Column<Fila>[] = [
    {
      key: 'fazenda',
      header: 'Fazenda',
      primary: true,
      text: (f) => (f.tipo === 'fazenda' ? nomeNoPainel(f.linha) : f.rotulo),
      render: (f) =>
        f.tipo === 'fazenda' ? (
          <span className="inline-flex flex-wrap items-center gap-x-2">
            <button
              type="button"
              className="btn btn-link min-h-11 px-0 text-left font-semibold"
              disabled={busy}
              onClick={() => abrir(f.linha)}
              title={`Abrir ${f.linha.fazenda}`}
            >
              {f.linha.fazenda}
            </button>
            {f.linha.copiaEm && (
              <span className="badge badge-outline badge-sm whitespace-nowrap">
                {MSG_DADOS.copiaDe(dataDaCopia(f.linha.copiaEm))}
              </span>
            )}
          </span>
        ) : (
          <strong>{f.rotulo}</strong>
        ),
    },
    ...inds.map((i) => ({ key: i.chave, header: i.rotulo, align: 'right' as const, render: celula(i) })),
  ];
  const linhas = painel ? ordenarLinhas(painel.linhas, ordem as ChaveIndicador | 'fazenda', direcao) : undefined;
  // a cooperative's 200 farms: sorted over all of them, shown POR_PAGINA at a time; the group's rows always under them
  const paginas = Math.max(1, Math.ceil((linhas?.length ?? 0) / POR_PAGINA));
  const pag = Math.min(pagina, paginas);
  const filas: Fila[] | undefined = linhas && [
    ...linhas.slice((pag - 1) * POR_PAGINA, pag * POR_PAGINA).map((linha) => ({ tipo: 'fazenda' as const, linha })),
    ...(linhas.length
      ? REFERENCIAS_PAINEL.map((r) => ({ tipo: 'referencia' as const, rotulo: r.rotulo, chave: r.chave }))
      : []),
  ];
  const paginacao = linhas && linhas.length > POR_PAGINA && (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-base-content/70">
        Fazendas {(pag - 1) * POR_PAGINA + 1}–{Math.min(pag * POR_PAGINA, linhas.length)} de {linhas.length}
      </p>
      <Pager pagina={pag} temMais={pag < paginas} onChange={setPagina} />
    </div>
  );
  const notas = notasDeIncompletos(linhas?.slice((pag - 1) * POR_PAGINA, pag * POR_PAGINA) ?? [], inds);
  const anos = Array.from({ length: 6 }, (_, k) => String(anoAtual - k));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={MSG_PAINEL.titulo}
        subtitle={`Suas fazendas lado a lado${painel ? ` — ${painel.periodo.rotulo}` : ''}`}
        showFarm={false}
        actions={
          <BotoesExportar formatos={['pdf', 'xlsx']} arquivo={(formato) => painelApi.arquivo({ periodo, formato })} />
        }
      />
      <ListScreen<Fila>
        title={TITULO_GRUPO[grupo]}
        subtitle={
          painel ? `${quantos(painel.linhas.length, 'fazenda', 'fazendas')} · ${painel.periodo.rotulo}` : undefined
        }
        rows={filas}
        columns={colunas}
        rowKey={(f) => (f.tipo === 'fazenda' ? f.linha.farmId : f.chave)}
        loading={res.loading}
        error={res.error}
        emptyText={MSG_PAINEL.nenhumaFazenda}
        searchable={false}
        toolbar={
          <div className="grid w-full grid-cols-2 gap-3 md:grid-cols-6">
            <SelectField label="Período" value={tipo} onChange={setTipo} options={TIPOS} />
            <SelectField label="Ano" value={ano} onChange={setAno} options={anos} />
            {tipo === 'mes' && (
              <SelectField
                label="Mês"
                value={mes}
                onChange={setMes}
                options={NOMES_MESES.map((n, k) => ({ value: String(k + 1).padStart(2, '0'), label: n }))}
              />
            )}
            {tipo === 'trimestre' && (
              <SelectField
                label="Trimestre"
                value={tri}
                onChange={setTri}
                options={['1', '2', '3', '4'].map((q) => ({ value: q, label: `${q}º trimestre` }))}
              />
            )}
            <SelectField
              label="Indicadores"
              value={grupo}
              onChange={(g) => {
                setGrupo(g as GrupoPainel);
                setOrdem('fazenda');
                setDirecao('asc');
              }}
              options={GRUPOS_PAINEL.map((g) => ({ value: g, label: TITULO_GRUPO[g] }))}
            />
            <SelectField
              label="Ordenar por"
              value={ordem}
              onChange={(o) => {
                setOrdem(o);
                setPagina(1);
              }}
              options={[
                { value: 'fazenda', label: 'Fazenda' },
                ...inds.map((i) => ({ value: i.chave, label: i.rotulo })),
              ]}
            />
            <SelectField
              label="Ordem"
              value={direcao}
              onChange={(d) => setDirecao(d as 'asc' | 'desc')}
              options={[
                { value: 'asc', label: 'Crescente' },
                { value: 'desc', label: 'Decrescente' },
              ]}
            />
            {paginacao && <div className="col-span-2 md:col-span-6">{paginacao}</div>}
          </div>
        }
      >
        {paginacao}
        {notas.length > 0 && (
          <div className="text-sm text-base-content/70">
            <p>* {MSG_PAINEL.incompleto}:</p>
            <ul className="list-disc pl-5">
              {notas.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </div>
        )}
        {grupo === 'economia' && (
          <p className="text-sm text-base-content/70">
            Da avaliação salva de cada fazenda em {painel?.periodo.ano ?? ano} (Avaliação Zootécnica), qualquer que seja
            o período escolhido.
          </p>
        )}
        {grupo === 'qualidade' && (
          <p className="text-sm text-base-content/70">
            CCS e CBT: média geométrica das amostras do período, lida contra os limites da IN 76/2018 (500 mil cél/mL e
            300 mil UFC/mL); gordura e proteína: média aritmética.
          </p>
        )}
        {grupo === 'sanidade' && (
          <p className="text-sm text-base-content/70">
            Mastite clínica: casos do período por 100 vacas em lactação (média do período). Leite descartado: as
            ordenhas cobertas por uma carência ou pelo colostro, em litros e em % do produzido. Sem registros
            sanitários, a fazenda fica sem dados, nunca com zero.
          </p>
        )}
      </ListScreen>
      <AoLongoDoTempo />
    </div>
  );
}
