import { useLocation } from 'wouter';
import { LISTA_VAZIA } from '../../../domain/apontamentos/listas-relatorio.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { formatData, formatNumero } from '../../../domain/format.ts';
import { DESCRICOES_SANITARIAS, MSG_SANIDADE, TITULOS_SANITARIOS } from '../../../domain/sanidade/messages.ts';
import { useResource } from '../../api/use-resource.ts';
import { BotoesExportar } from '../../components/exportar.tsx';
import { type Column, Linhas } from '../../components/list-screen.tsx';
import { PageHeader } from '../../components/page.tsx';
import { apontamentosApi, type ListasDeAcao } from './api.ts';
import { dataOuTraco, EstadoBadge, ouTraco, textoDoEstado } from './estado.tsx';
import { useFarmCtx } from './hooks.ts';
import { Card } from './parts.tsx';
import { consultasApontamentos } from './queries.ts';

type Item = ListasDeAcao['listas'][number]['itens'][number];

/** The columns of every list, as its printed file (COLUNAS_LISTA): who, when, and the state first on a phone. */
const COLUNAS: Column<Item>[] = [
  { key: 'identificacao', header: 'Identificação', render: (i) => i.identificacao, primary: true },
  {
    key: 'estado',
    header: 'Estado',
    render: (i) => <EstadoBadge estado={i.estado} />,
    text: (i) => textoDoEstado(i.estado),
  },
  {
    key: 'data',
    header: 'Data',
    render: (i) =>
      i.data ? (
        <span className={i.atrasado ? 'font-semibold text-error' : undefined}>
          {formatData(i.data)}
          {i.atrasado && ' (em atraso)'}
        </span>
      ) : (
        '—'
      ),
  },
  { key: 'nome', header: 'Nome', render: (i) => i.nome, hideOnMobile: true },
  {
    key: 'del',
    header: 'DEL',
    render: (i) => ouTraco(i.estado.del, (x: number) => formatNumero(x, 0)),
    align: 'right',
  },
  { key: 'servicos', header: 'Serviços', render: (i) => String(i.estado.servicos), align: 'right' },
  { key: 'ultimoServico', header: 'Último serviço', render: (i) => dataOuTraco(i.estado.ultimoServico) },
  {
    key: 'parto',
    header: 'Parto previsto',
    render: (i) => dataOuTraco(i.estado.partoPrevisto),
    hideOnMobile: true,
  },
  {
    key: 'carencia',
    header: 'Carência',
    render: (i) => (i.carencia ? <span className="font-semibold text-error">{i.carencia}</span> : '—'),
    text: (i) => i.carencia ?? '',
  },
];

type Sanitarias = ListasDeAcao['sanitarias'];
const fichaDe = (navigate: (to: string) => void) => [
  {
    label: 'Ficha Técnica',
    icon: 'file' as const,
    onClick: (i: { animalId: string; identificacao: string }) => navigate(`~/dashboard/rebanho/${i.animalId}`),
  },
];

const COLUNAS_CARENCIA: Column<Sanitarias['carencia'][number]>[] = [
  { key: 'identificacao', header: 'Identificação', render: (i) => i.identificacao, primary: true },
  { key: 'texto', header: 'Carência', render: (i) => i.texto },
  { key: 'ate', header: 'Termina em', render: (i) => formatData(i.ate) },
  { key: 'nome', header: 'Nome', render: (i) => i.nome, hideOnMobile: true },
];
const COLUNAS_VACINAS: Column<Sanitarias['vacinacoes'][number]>[] = [
  { key: 'identificacao', header: 'Identificação', render: (i) => i.identificacao, primary: true },
  { key: 'vacina', header: 'Vacina', render: (i) => i.vacina },
  {
    key: 'prazo',
    header: 'Prazo',
    render: (i) => (
      <span className={i.atrasada ? 'font-semibold text-error' : undefined}>
        {formatData(i.de)} a {formatData(i.ate)}
        {i.atrasada && ' (em atraso)'}
      </span>
    ),
    text: (i) => `${formatData(i.de)} a ${formatData(i.ate)}${i.atrasada ? ' (em atraso)' : ''}`,
  },
  { key: 'nome', header: 'Nome', render: (i) => i.nome, hideOnMobile: true },
];
const COLUNAS_CCS: Column<Sanitarias['mastiteCronica'][number]>[] = [
  { key: 'identificacao', header: 'Identificação', render: (i) => i.identificacao, primary: true },
  {
    key: 'ccs',
    header: 'Última CCS (mil cél/mL)',
    render: (i) => formatNumero(i.ccs, 0),
    align: 'right',
  },
  { key: 'data', header: 'Último controle', render: (i) => formatData(i.data) },
  { key: 'nome', header: 'Nome', render: (i) => i.nome, hideOnMobile: true },
];

/** The health lists (Sanidade, from services/sanidade/estado.ts): each with its table, or 'sem dados'. */
function ListasSanitarias({ s, navigate }: { s: Sanitarias; navigate: (to: string) => void }) {
  const listas = [
    {
      titulo: TITULOS_SANITARIOS.carencia,
      descricao: DESCRICOES_SANITARIAS.carencia,
      n: s.carencia.length,
      tabela: (
        <Linhas
          label={`Tabela: ${TITULOS_SANITARIOS.carencia}`}
          rotuloDaLista={TITULOS_SANITARIOS.carencia}
          rows={s.carencia}
          columns={COLUNAS_CARENCIA}
          rowKey={(i) => i.animalId}
          actions={fichaDe(navigate)}
          menuLabel={(i) => `Ações para ${i.identificacao}`}
        />
      ),
    },
    {
      titulo: TITULOS_SANITARIOS.vacinacoes,
      descricao: DESCRICOES_SANITARIAS.vacinacoes,
      n: s.vacinacoes.length,
      tabela: (
        <Linhas
          label={`Tabela: ${TITULOS_SANITARIOS.vacinacoes}`}
          rotuloDaLista={TITULOS_SANITARIOS.vacinacoes}
          rows={s.vacinacoes}
          columns={COLUNAS_VACINAS}
          rowKey={(i) => i.animalId}
          actions={fichaDe(navigate)}
          menuLabel={(i) => `Ações para ${i.identificacao}`}
        />
      ),
    },
    {
      titulo: TITULOS_SANITARIOS.ccsAcima,
      descricao: DESCRICOES_SANITARIAS.ccsAcima,
      n: s.ccsAcima.length,
      tabela: (
        <Linhas
          label={`Tabela: ${TITULOS_SANITARIOS.ccsAcima}`}
          rotuloDaLista={TITULOS_SANITARIOS.ccsAcima}
          rows={s.ccsAcima}
          columns={COLUNAS_CCS}
          rowKey={(i) => i.animalId}
          actions={fichaDe(navigate)}
          menuLabel={(i) => `Ações para ${i.identificacao}`}
        />
      ),
    },
    {
      titulo: TITULOS_SANITARIOS.mastiteCronica,
      descricao: DESCRICOES_SANITARIAS.mastiteCronica,
      n: s.mastiteCronica.length,
      tabela: (
        <Linhas
          label={`Tabela: ${TITULOS_SANITARIOS.mastiteCronica}`}
          rotuloDaLista={TITULOS_SANITARIOS.mastiteCronica}
          rows={s.mastiteCronica}
          columns={COLUNAS_CCS}
          rowKey={(i) => i.animalId}
          actions={fichaDe(navigate)}
          menuLabel={(i) => `Ações para ${i.identificacao}`}
        />
      ),
    },
  ];
  return listas.map((l) => (
    <Card key={l.titulo} title={`${l.titulo} (${l.n})`} subtitle={l.descricao}>
      {l.n ? (
        l.tabela
      ) : (
        <p className="rounded-box bg-base-200/60 py-4 text-center text-base-content/70">{MSG_SANIDADE.semDados}</p>
      )}
    </Card>
  ));
}

/**
 * /dashboard/apontamentos/listas — the week's work (issue 26 item 3): cows to check, to dry, to calve, expected in
 * heat, open past the PVE and past 150 DEL, repeat breeders, heifers to breed. Computed by the server from the records
 * with the farm's thresholds; each list printable (PDF) and exportable (CSV) through the reports' files.
 */
export function ListasDeTrabalho() {
  const { farmId } = useFarmCtx();
  const [, navigate] = useLocation();
  const leitura = useResource(farmId ? consultasApontamentos.listas(farmId) : null);
  if (!farmId) return null;
  const { data, error } = leitura;
  const p = data?.parametros;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Listas de trabalho"
        subtitle={
          p
            ? `Em ${formatData(data.hoje)} · PVE ${p.pveDias} dias · secagem ${p.diasSecagem} dias antes do parto · primeira cobertura aos ${p.idadePrimeiraCoberturaMeses} meses`
            : 'O trabalho da semana no rebanho'
        }
        back="~/dashboard/apontamentos"
        actions={
          <BotoesExportar
            formatos={['pdf', 'csv']}
            arquivo={(formato) => apontamentosApi.listasArquivo(farmId, formato as 'pdf' | 'csv')}
          />
        }
      />
      {error && !data ? (
        <div role="alert" className="alert alert-error alert-soft">
          {MSG_APONT.erroListas}
        </div>
      ) : !data ? (
        <div className="flex items-center gap-2 py-8 text-base-content/70" role="status">
          <span className="loading loading-spinner" /> Carregando...
        </div>
      ) : (
        [
          <ListasSanitarias key="sanitarias" s={data.sanitarias} navigate={navigate} />,
          ...data.listas.map((l) => (
            <Card
              key={l.lista}
              title={`${l.titulo} (${l.itens.length})`}
              subtitle={l.descricao}
              actions={
                <div className="flex flex-wrap gap-2">
                  <BotoesExportar
                    formatos={['pdf', 'csv']}
                    arquivo={(formato) => apontamentosApi.listasArquivo(farmId, formato as 'pdf' | 'csv', l.lista)}
                  />
                </div>
              }
            >
              {l.itens.length ? (
                <Linhas
                  label={`Tabela: ${l.titulo}`}
                  rotuloDaLista={l.titulo}
                  rows={l.itens}
                  columns={COLUNAS}
                  rowKey={(i) => i.animalId}
                  actions={[
                    {
                      label: 'Ficha Técnica',
                      icon: 'file',
                      onClick: (i) => navigate(`~/dashboard/rebanho/${i.animalId}`),
                    },
                  ]}
                  menuLabel={(i) => `Ações para ${i.identificacao}`}
                />
              ) : (
                <p className="rounded-box bg-base-200/60 py-4 text-center text-base-content/70">{LISTA_VAZIA}</p>
              )}
            </Card>
          )),
        ]
      )}
    </div>
  );
}
