import { useState } from 'react';
import { formatBRL, formatNumero, formatPercent } from '../../../domain/format.ts';
import {
  MSG_INVENTARIO,
  PERCENTUAL_RESIDUAL_PADRAO,
  STATUS_MAQUINA,
  VIDA_UTIL_PADRAO,
} from '../../../domain/inventario/constants.ts';
import { maquinaEdicaoSchema, maquinaNovaSchema } from '../../../domain/inventario/schemas.ts';
import { CellInput, type EditContext } from '../../components/inline-table.tsx';
import { useIsPhone } from '../../components/media.ts';
import { PageHeader, StatCard } from '../../components/page.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { type Maquina, type MaquinaEdicao, maquinasApi } from './api.ts';
import { type CampoNovo, decimal, dinheiro, inteiro, type Rascunho, texto } from './campos.tsx';
import { consultasInventario } from './queries.ts';
import {
  colunaMoeda,
  editarOpcao,
  editarTexto,
  NovoItem,
  TelaDeItens,
  useItensDoInventario,
  useTiposETecnicos,
} from './tela-de-itens.tsx';
import { AnoField, CellCadastro, FarmGate, Figura, Section, StatsGrid } from './ui.tsx';

export default function MaquinasPage() {
  return (
    <>
      <PageHeader title="Máquinas" subtitle="Todas as Máquinas Cadastradas" back="/paez" />
      <FarmGate modulo="machinery">{(farmId) => <Maquinas farmId={farmId} />}</FarmGate>
    </>
  );
}

const TOM_STATUS = {
  Operacional: 'success',
  'Em manutenção': 'warning',
  Parado: 'error',
  'Em revisão': 'info',
} as const;

/** The add form; a rate left blank is the farm's, which the hint names. */
function novaMaquina(taxaPadrao: number): CampoNovo[] {
  return [
    { campo: 'ano', rotulo: 'Ano', tipo: 'ano', obrigatorio: true },
    { campo: 'nome', rotulo: 'Nome', tipo: 'texto' },
    { campo: 'tipo', rotulo: 'Tipo de Máquina', tipo: 'tipos', obrigatorio: true },
    { campo: 'modelo', rotulo: 'Modelo', tipo: 'texto' },
    { campo: 'anoFabricacao', rotulo: 'Ano de Fabricação', tipo: 'numero', casas: 0 },
    {
      campo: 'status',
      rotulo: 'Status',
      tipo: 'opcoes',
      opcoes: STATUS_MAQUINA,
      placeholder: 'Selecione...',
      obrigatorio: true,
    },
    { campo: 'valor', rotulo: 'Valor', tipo: 'dinheiro', obrigatorio: true, dica: 'Valor unitário' },
    { campo: 'quantidade', rotulo: 'Quantidade', tipo: 'numero', casas: 0, obrigatorio: true },
    { campo: 'vidaUtilAnos', rotulo: 'Vida Útil (anos)', tipo: 'numero', casas: 0, obrigatorio: true },
    { campo: 'percentualResidual', rotulo: 'Percentual Residual (%)', tipo: 'numero', sufixo: '%' },
    {
      campo: 'taxaJurosItem',
      rotulo: 'Taxa de Juros (% a.a.)',
      tipo: 'numero',
      sufixo: '%',
      placeholder: String(taxaPadrao).replace('.', ','),
      dica: `Em branco: taxa da fazenda (${formatPercent(taxaPadrao)})`,
    },
    { campo: 'responsavelTecnico', rotulo: 'Responsável Técnico', tipo: 'tecnicos' },
  ];
}

const EDICAO = {
  ano: inteiro,
  nome: texto,
  tipo: texto,
  modelo: texto,
  status: texto,
  valor: dinheiro,
  quantidade: inteiro,
  vidaUtilAnos: decimal(0),
  percentualResidual: decimal(2),
  responsavelTecnico: texto,
};
type Draft = Rascunho<keyof typeof EDICAO>;

function Maquinas({ farmId }: { farmId: string }) {
  const [ano, setAno] = useState(String(new Date().getFullYear()));
  const tela = useItensDoInventario(consultasInventario.maquinas(farmId, Number(ano)));
  const { data } = tela;
  const registros = useTiposETecnicos(farmId, 'tipos-maquinas');
  const { tipos, tecnicos } = registros;
  const r = data?.resumo;
  const stack = (ctx: EditContext<Draft>, campos: [keyof Draft, string, boolean?][]) => (
    <div className="flex min-w-36 flex-col gap-1">
      {campos.map(([field, label, numeric]) => (
        <CellInput key={field} ctx={ctx} field={field} rotulo={label} type={numeric ? 'number' : 'text'} />
      ))}
    </div>
  );
  // The year chooses both the statistics and the list: on a phone, where the list comes first, it sits on the list.
  const phone = useIsPhone();
  const anoField = (
    <div className="w-40">
      <AnoField label="Ano das estatísticas" value={ano} onChange={setAno} />
    </div>
  );
  return (
    <TelaDeItens<Maquina, keyof typeof EDICAO, MaquinaEdicao>
      tela={tela}
      resumo={
        <Section title={`Estatísticas de ${ano}`} actions={phone ? undefined : anoField}>
          <StatsGrid>
            <StatCard label="Número de Máquinas" value={r && formatNumero(r.numeroItens, 0)} icon="tractor" />
            <StatCard label="Valor Total" value={r && <Figura>{formatBRL(r.valorTotal)}</Figura>} icon="wallet" />
            <StatCard label="Taxa de Juros Anual" value={r && formatPercent(r.taxaMedia)} />
            <StatCard label="Depreciação Mensal" value={r && <Figura>{formatBRL(r.depreciacaoMensal)}</Figura>} />
            <StatCard label="Depreciação Anual" value={r && <Figura>{formatBRL(r.depreciacaoAnual)}</Figura>} />
            <StatCard label="Valor Residual" value={r && <Figura>{formatBRL(r.valorResidual)}</Figura>} />
            <StatCard
              label="Valor Depreciado"
              value={r && <Figura>{formatBRL(r.valorDepreciado)}</Figura>}
              hint="Valor total − residual"
            />
            <StatCard
              label="RCM Mensal"
              value={r && <Figura>{formatBRL(r.remuneracaoMensal)}</Figura>}
              hint="Remuneração do capital médio"
            />
          </StatsGrid>
        </Section>
      }
      novo={
        <NovoItem
          rascunho={[farmId, 'inventario:maquinas']}
          titulo="Adicionar Nova Máquina"
          botao="Adicionar Máquina"
          colunas={4}
          campos={novaMaquina(data?.taxaJurosAnual ?? 6)}
          iniciais={{
            ano,
            status: 'Operacional',
            quantidade: 1,
            vidaUtilAnos: VIDA_UTIL_PADRAO,
            percentualResidual: PERCENTUAL_RESIDUAL_PADRAO,
          }}
          regras={maquinaNovaSchema}
          criar={(body) => maquinasApi.criar(farmId, body)}
          sucesso={MSG_INVENTARIO.maquinaAdicionada}
          registros={registros}
        />
      }
      lista={{
        titulo: `Máquinas de ${ano}`,
        csv: 'maquinas',
        acoes: phone && anoField,
        vazio: MSG_INVENTARIO.nenhumaMaquina,
        rowLabel: (m) => m.nome || m.tipo,
        fieldLabels: {
          nome: 'Nome',
          modelo: 'Modelo',
          responsavelTecnico: 'Responsável Técnico',
          valor: 'Valor unitário',
          quantidade: 'Quantidade',
          vidaUtilAnos: 'Vida Útil (anos)',
          percentualResidual: 'Residual (%)',
        },
        edicao: EDICAO,
        regras: maquinaEdicaoSchema,
        salvar: (m, corpo) => maquinasApi.salvar(farmId, m.id, corpo),
        sucesso: MSG_INVENTARIO.maquinaAtualizada,
        colunas: [
          { key: 'ano', header: 'Ano', render: (m) => String(m.ano), edit: editarTexto('ano', true) },
          {
            key: 'tipo',
            header: 'Tipo',
            primary: true,
            editorRotulado: true,
            render: (m) => (
              <div className="flex flex-col">
                <span className="font-medium">{m.tipo}</span>
                {(m.nome || m.modelo) && (
                  <span className="text-xs text-base-content/60">{[m.nome, m.modelo].filter(Boolean).join(' · ')}</span>
                )}
              </div>
            ),
            edit: (ctx) => (
              <div className="flex min-w-40 flex-col gap-1">
                <CellCadastro ctx={ctx} field="tipo" options={tipos} rotulo="Tipo" />
                <CellInput ctx={ctx} field="nome" rotulo="Nome" />
                <CellInput ctx={ctx} field="modelo" rotulo="Modelo" />
                <CellCadastro ctx={ctx} field="responsavelTecnico" options={tecnicos} rotulo="Responsável Técnico" />
              </div>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            render: (m) => (
              <Badge tone={TOM_STATUS[m.status as keyof typeof TOM_STATUS] ?? 'neutral'}>{m.status}</Badge>
            ),
            edit: editarOpcao('status', STATUS_MAQUINA),
          },
          // The money columns edit the inputs they come from (labelled, as they are not the column's value).
          {
            ...colunaMoeda(
              'valor',
              'Valor Total',
              (m) => m.valorTotal,
              (ctx) =>
                stack(ctx, [
                  ['valor', 'Valor unitário', true],
                  ['quantidade', 'Quantidade', true],
                ]),
            ),
            keyFigure: true,
          },
          { ...colunaMoeda('depreciacaoMensal', 'Depreciação Mensal', (m) => m.depreciacaoMensal), keyFigure: true },
          colunaMoeda(
            'vidaUtilAnos',
            'Depreciação Anual',
            (m) => m.depreciacaoAnual,
            (ctx) => stack(ctx, [['vidaUtilAnos', 'Vida Útil (anos)', true]]),
          ),
          colunaMoeda(
            'percentualResidual',
            'Valor Residual',
            (m) => m.valorResidual,
            (ctx) => stack(ctx, [['percentualResidual', 'Residual (%)', true]]),
          ),
          colunaMoeda('valorADepreciar', 'Valor a Depreciar', (m) => m.valorADepreciar),
        ],
      }}
      excluir={{
        titulo: MSG_INVENTARIO.excluirMaquinaTitulo,
        mensagem: MSG_INVENTARIO.excluirMaquinaTexto,
        sucesso: MSG_INVENTARIO.maquinaRemovida,
        comSenha: true,
        excluir: (m, password) => maquinasApi.excluir(farmId, m.id, password),
      }}
    />
  );
}
