import { formatBRL, formatNumero } from '../../../domain/format.ts';
import { MSG_INVENTARIO, STATUS_INSTALACAO } from '../../../domain/inventario/constants.ts';
import { instalacaoEdicaoSchema, instalacaoNovaSchema } from '../../../domain/inventario/schemas.ts';
import { PageHeader, StatCard } from '../../components/page.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { type Instalacao, type InstalacaoEdicao, instalacoesApi } from './api.ts';
import { type CampoNovo, decimal, dinheiro, inteiro, opcional, texto } from './campos.tsx';
import { consultasInventario } from './queries.ts';
import {
  colunaNumero,
  editarOpcao,
  editarTexto,
  NovoItem,
  TelaDeItens,
  useItensDoInventario,
  useTiposETecnicos,
} from './tela-de-itens.tsx';
import { FarmGate, Figura, StatsGrid } from './ui.tsx';

export default function InstalacoesPage() {
  return (
    <>
      <PageHeader
        title="Instalações"
        subtitle="Gerenciamento de estábulos, salas de ordenha e outras instalações"
        back="/paez"
      />
      <FarmGate modulo="facilities">{(farmId) => <Instalacoes farmId={farmId} />}</FarmGate>
    </>
  );
}

const TOM = { Ativo: 'success', 'Em manutenção': 'warning', Inativo: 'neutral', 'Em construção': 'info' } as const;

const NOVA: CampoNovo[] = [
  { campo: 'nome', rotulo: 'Nome', tipo: 'texto', obrigatorio: true },
  { campo: 'tipo', rotulo: 'Tipo', tipo: 'tipos', obrigatorio: true },
  { campo: 'area', rotulo: 'Área (m²)', tipo: 'numero', sufixo: 'm²', obrigatorio: true },
  {
    campo: 'capacidade',
    rotulo: 'Capacidade',
    tipo: 'numero',
    casas: 0,
    obrigatorio: true,
    dica: 'Animais ou unidades',
  },
  { campo: 'status', rotulo: 'Status', tipo: 'opcoes', opcoes: STATUS_INSTALACAO, obrigatorio: true },
  { campo: 'valor', rotulo: 'Valor (opcional)', tipo: 'dinheiro', dica: 'Para a depreciação na avaliação' },
  { campo: 'vidaUtilAnos', rotulo: 'Vida útil (anos)', tipo: 'numero', casas: 0, placeholder: '10' },
  { campo: 'percentualResidual', rotulo: 'Percentual residual (%)', tipo: 'numero', sufixo: '%', placeholder: '20' },
];

const EDICAO = {
  nome: texto,
  tipo: texto,
  area: decimal(2),
  capacidade: inteiro,
  status: texto,
  valor: opcional(dinheiro),
  vidaUtilAnos: opcional(decimal(0)),
  percentualResidual: opcional(decimal(2)),
};

/** A valuation figure of an item, or '—' when the item has no value (it is not valued). */
const avaliado = (i: Instalacao, texto: () => string) => (i.valor == null ? '—' : texto());

function Instalacoes({ farmId }: { farmId: string }) {
  const tela = useItensDoInventario(consultasInventario.instalacoes(farmId));
  const registros = useTiposETecnicos(farmId, 'tipos-instalacoes', { tecnicos: false });
  const r = tela.data?.resumo;
  return (
    <TelaDeItens<Instalacao, keyof typeof EDICAO, InstalacaoEdicao>
      tela={tela}
      resumo={
        <StatsGrid>
          <StatCard label="Total de Instalações" value={r && formatNumero(r.totalInstalacoes, 0)} icon="building" />
          <StatCard label="Área Total (m²)" value={r && formatNumero(r.areaTotal, 2)} />
          <StatCard label="Capacidade Total" value={r && formatNumero(r.capacidadeTotal, 0)} />
          <StatCard
            label="Depreciação Anual"
            value={r && <Figura>{formatBRL(r.avaliacao.depreciacaoAnual)}</Figura>}
            hint={r && `${r.avaliadas} instalação(ões) com valor informado`}
          />
        </StatsGrid>
      }
      novo={
        <NovoItem
          rascunho={[farmId, 'inventario:instalacoes']}
          titulo="Adicionar Nova Instalação"
          botao="Adicionar Instalação"
          colunas={4}
          campos={NOVA}
          iniciais={{ status: 'Ativo' }}
          regras={instalacaoNovaSchema}
          criar={(body) => instalacoesApi.criar(farmId, body)}
          sucesso={MSG_INVENTARIO.instalacaoAdicionada}
          registros={registros}
        />
      }
      lista={{
        titulo: 'Instalações cadastradas',
        csv: 'instalacoes',
        vazio: 'Nenhuma instalação cadastrada.',
        rowLabel: (i) => i.nome,
        edicao: EDICAO,
        regras: instalacaoEdicaoSchema,
        salvar: (i, corpo) => instalacoesApi.salvar(farmId, i.id, corpo),
        sucesso: MSG_INVENTARIO.itemAtualizado,
        colunas: [
          { key: 'nome', header: 'Nome', render: (i) => i.nome, edit: editarTexto('nome'), primary: true },
          { key: 'tipo', header: 'Tipo', render: (i) => i.tipo, edit: editarOpcao('tipo', registros.tipos) },
          colunaNumero('area', 'Área (m²)', (i) => i.area, 2, { keyFigure: true, edit: editarTexto('area', true) }),
          colunaNumero('capacidade', 'Capacidade', (i) => i.capacidade, 0, {
            keyFigure: true,
            edit: editarTexto('capacidade', true),
          }),
          {
            key: 'status',
            header: 'Status',
            render: (i) => <Badge tone={TOM[i.status as keyof typeof TOM] ?? 'neutral'}>{i.status}</Badge>,
            edit: editarOpcao('status', STATUS_INSTALACAO),
          },
          {
            key: 'valor',
            header: 'Valor',
            align: 'right',
            render: (i) => <span className="whitespace-nowrap">{avaliado(i, () => formatBRL(i.valor ?? 0))}</span>,
            edit: editarTexto('valor', true),
          },
          {
            key: 'vidaUtilAnos',
            header: 'Vida útil (anos)',
            align: 'right',
            render: (i) => avaliado(i, () => formatNumero(i.vidaUtilAnos ?? 10, 0)),
            edit: editarTexto('vidaUtilAnos', true),
          },
          {
            key: 'percentualResidual',
            header: 'Residual (%)',
            align: 'right',
            render: (i) => avaliado(i, () => formatNumero(i.percentualResidual ?? 20, 2)),
            edit: editarTexto('percentualResidual', true),
          },
          {
            key: 'depreciacaoAnual',
            header: 'Depreciação anual',
            align: 'right',
            render: (i) => (
              <span className="whitespace-nowrap">{i.figuras ? formatBRL(i.figuras.depreciacaoAnual) : '—'}</span>
            ),
          },
        ],
      }}
      excluir={{
        titulo: MSG_INVENTARIO.excluirInstalacaoTitulo,
        mensagem: MSG_INVENTARIO.excluirInstalacaoTexto,
        sucesso: MSG_INVENTARIO.itemExcluido,
        comSenha: true,
        excluir: (i, password) => instalacoesApi.excluir(farmId, i.id, password),
      }}
    />
  );
}
