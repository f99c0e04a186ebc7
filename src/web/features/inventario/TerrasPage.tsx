import { formatPercent } from '../../../domain/format.ts';
import { MSG_INVENTARIO, POSSE_TERRA } from '../../../domain/inventario/constants.ts';
import { terraEdicaoSchema, terraNovaSchema } from '../../../domain/inventario/schemas.ts';
import type { EditColumn } from '../../components/inline-table.tsx';
import { PageHeader } from '../../components/page.tsx';
import { type Terra, type TerraEdicao, terrasApi } from './api.ts';
import { type CampoNovo, decimal, dinheiro, texto } from './campos.tsx';
import { consultasInventario } from './queries.ts';
import {
  colunasRemuneradas,
  editarOpcao,
  editarTexto,
  NovoItem,
  ResumoRemunerado,
  TelaDeItens,
  useItensDoInventario,
  useTiposETecnicos,
} from './tela-de-itens.tsx';
import { FarmGate } from './ui.tsx';

export default function TerrasPage() {
  return (
    <>
      <PageHeader title="Terras" subtitle="Todas as Terras Cadastradas" back="/paez" />
      <FarmGate modulo="lands">{(farmId) => <Terras farmId={farmId} />}</FarmGate>
    </>
  );
}

const NOVA: CampoNovo[] = [
  { campo: 'ano', rotulo: 'Ano', tipo: 'ano' },
  { campo: 'tipo', rotulo: 'Tipo de Terra', tipo: 'tipos', obrigatorio: true },
  { campo: 'quantidade', rotulo: 'Quantidade (ha)', tipo: 'numero', sufixo: 'ha', obrigatorio: true },
  { campo: 'valor', rotulo: 'Valor por hectare', tipo: 'dinheiro', obrigatorio: true },
  { campo: 'taxaJurosItem', rotulo: 'Taxa de juros (% a.a.)', tipo: 'numero', sufixo: '%', obrigatorio: true },
  // a rented land has no opportunity cost: its rent is a cost paid (Financeiro)
  { campo: 'posse', rotulo: 'Posse', tipo: 'opcoes', opcoes: POSSE_TERRA, obrigatorio: true },
  {
    campo: 'responsavelTecnico',
    rotulo: 'Responsável Técnico',
    tipo: 'tecnicos',
    obrigatorio: true,
    dica: 'Cadastre os técnicos responsáveis no menu Cadastros.',
  },
];

const EDICAO = {
  tipo: texto,
  quantidade: decimal(2),
  valor: dinheiro,
  taxaJurosItem: decimal(2),
  responsavelTecnico: texto,
  posse: texto,
};

type Rascunho = Record<keyof typeof EDICAO, string>;

function Terras({ farmId }: { farmId: string }) {
  const tela = useItensDoInventario(consultasInventario.terras(farmId));
  const registros = useTiposETecnicos(farmId, 'tipos-terras');
  const { data, itens } = tela;
  return (
    <TelaDeItens<Terra, keyof typeof EDICAO, TerraEdicao>
      tela={tela}
      resumo={
        <ResumoRemunerado
          pizza="Área por tipo de terra"
          itens={itens}
          unidade="ha"
          casas={2}
          total={{ label: 'Área total', icon: 'land' }}
          resumo={data?.resumo}
        />
      }
      novo={
        <NovoItem
          rascunho={[farmId, 'inventario:terras']}
          titulo="Adicionar Nova Área"
          botao="Adicionar Área"
          colunas={3}
          campos={NOVA}
          iniciais={{ taxaJurosItem: data?.taxaJurosAnual ?? 6, posse: 'Própria' }}
          regras={terraNovaSchema}
          criar={(body) => terrasApi.criar(farmId, body)}
          sucesso={MSG_INVENTARIO.areaAdicionada}
          registros={registros}
        />
      }
      lista={{
        titulo: 'Terras cadastradas',
        csv: 'terras',
        vazio: MSG_INVENTARIO.nenhumaTerra,
        rowLabel: (t) => t.tipo,
        edicao: EDICAO,
        regras: terraEdicaoSchema,
        salvar: (t, corpo) => terrasApi.salvar(farmId, t.id, corpo),
        sucesso: MSG_INVENTARIO.itemAtualizado,
        colunas: comPosse(
          colunasRemuneradas<Terra, Rascunho>({
            tipo: 'Terra',
            quantidade: 'Quantidade (ha)',
            casas: 2,
            registros,
            taxa: {
              key: 'taxaJurosItem',
              header: 'Taxa (%)',
              align: 'right',
              render: (t: Terra) => formatPercent(t.taxaJurosItem),
              edit: editarTexto<Rascunho>('taxaJurosItem', true),
            },
          }),
        ),
      }}
      excluir={{
        titulo: MSG_INVENTARIO.excluirTerraTitulo,
        mensagem: MSG_INVENTARIO.excluirTerraTexto,
        sucesso: MSG_INVENTARIO.itemRemovido,
        comSenha: true,
        excluir: (t, password) => terrasApi.excluir(farmId, t.id, password),
      }}
    />
  );
}

/**
 * The land's tenure (Própria / Arrendada) in the Terra cell, under its type, rather than a column of its own: the
 * inventory's table must fit 1366 px beside the pinned Ações (tabelas.browser.test.tsx); its editor offers both selects.
 */
function comPosse(colunas: EditColumn<Terra, Rascunho>[]): EditColumn<Terra, Rascunho>[] {
  const [tipo, ...resto] = colunas;
  const editarPosse = editarOpcao<Rascunho>('posse', POSSE_TERRA);
  return [
    {
      ...tipo,
      render: (t) => (
        <>
          {tipo.render(t)}
          <span className="block text-sm text-base-content/70">{t.posse}</span>
        </>
      ),
      edit: (ctx) => (
        <div className="flex flex-col gap-1">
          {tipo.edit?.(ctx)}
          {editarPosse({ ...ctx, label: 'Posse' })}
        </div>
      ),
    },
    // a rented land has no opportunity cost (its rent is in the COE): 'não se aplica', not a figure of R$ 0,00
    ...resto.map((c) =>
      c.key === 'remuneracaoAnual' || c.key === 'remuneracaoMensal'
        ? { ...c, render: (t: Terra) => (t.posse === 'Arrendada' ? MSG_INVENTARIO.remuneracaoArrendada : c.render(t)) }
        : c,
    ),
  ];
}
