import { formatNumero, formatPercent } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_INVENTARIO } from '../../../domain/inventory/constants.ts';
import { validarTerraEdicao, validarTerraNova } from '../../../domain/inventory/schemas.ts';
import { CsvButtons } from '../../components/csv-buttons.tsx';
import { MoneyField, NumberField } from '../../components/form-numeros.tsx';
import { InlineEditTable } from '../../components/inline-table.tsx';
import { PageHeader, StatCard } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { useForm } from '../../components/use-form.ts';
import { fetchTerras, recarregar, type Terra, terrasApi } from './api.ts';
import {
  colunaMoeda,
  ExcluirItemDialog,
  editarOpcao,
  editarTexto,
  itemAdicionado,
  NovoItemForm,
  ResumoRemuneracaoCards,
  TelaInventario,
  useAvisoDoNovo,
  useInventoryItems,
  useTiposETecnicos,
} from './items.tsx';
import {
  AnoField,
  centavosParaTexto,
  FarmGate,
  numeroParaTexto,
  PieCard,
  RegistroField,
  Section,
  textoParaCentavos,
  textoParaNumero,
} from './ui.tsx';

export default function LandsPage() {
  return (
    <>
      <PageHeader title="Terras" subtitle="Todas as Terras Cadastradas" back="/paez" />
      <FarmGate modulo="lands">{(farmId) => <Terras farmId={farmId} />}</FarmGate>
    </>
  );
}

interface Draft {
  tipo: string;
  quantidade: string;
  valor: string;
  taxaJurosItem: string;
  responsavelTecnico: string;
}

function corpo(d: Draft) {
  return {
    tipo: d.tipo,
    quantidade: textoParaNumero(d.quantidade),
    valor: textoParaCentavos(d.valor),
    taxaJurosItem: textoParaNumero(d.taxaJurosItem),
    responsavelTecnico: d.responsavelTecnico,
  };
}

function Terras({ farmId }: { farmId: string }) {
  const { data, error, loading, itens, excluir, setExcluir } = useInventoryItems(`inventario:terras:${farmId}`, () =>
    fetchTerras(farmId),
  );
  const { tipos, tecnicos, carregando } = useTiposETecnicos(farmId, 'tipos-terras');
  const r = data?.resumo;
  return (
    <div className="flex flex-col gap-6">
      {error && <div className="alert alert-error">{error.message}</div>}

      <TelaInventario
        resumo={
          <>
            <PieCard
              title="Área por tipo de terra"
              itens={itens}
              rotulo={(i) => i.tipo}
              valor={(i) => i.quantidade}
              unidade="ha"
              casas={2}
            />
            <ResumoRemuneracaoCards
              resumo={r}
              taxaFazenda={data?.taxaJurosAnual}
              total={
                <StatCard label="Área total" value={`${formatNumero(r?.quantidadeTotal ?? 0, 2)} ha`} icon="land" />
              }
            />
          </>
        }
        novo={
          <NovaArea
            carregando={carregando}
            farmId={farmId}
            tipos={tipos}
            tecnicos={tecnicos}
            taxaPadrao={data?.taxaJurosAnual ?? 6}
          />
        }
        lista={
          <Section title="Terras cadastradas" actions={<CsvButtons entidade="terras" after={recarregar} />}>
            <InlineEditTable<Terra, Draft>
              rows={itens}
              rowKey={(t) => t.id}
              caption="Terras cadastradas"
              emptyText={loading ? 'Carregando...' : MSG_INVENTARIO.nenhumaTerra}
              rowLabel={(t) => t.tipo}
              toDraft={(t) => ({
                tipo: t.tipo,
                quantidade: numeroParaTexto(t.quantidade, 2),
                valor: centavosParaTexto(t.valor),
                taxaJurosItem: numeroParaTexto(t.taxaJurosItem, 2),
                responsavelTecnico: t.responsavelTecnico,
              })}
              validate={(d) => validarTerraEdicao(corpo(d))}
              onSave={async (t, d) => {
                await terrasApi.salvar(farmId, t.id, { ...corpo(d), updatedAt: t.updatedAt });
                recarregar();
                toast.success(MSG_INVENTARIO.itemAtualizado);
              }}
              onDelete={setExcluir}
              columns={[
                {
                  key: 'tipo',
                  header: 'Terra',
                  render: (t) => t.tipo,
                  edit: editarOpcao('tipo', tipos),
                  primary: true,
                },
                {
                  key: 'quantidade',
                  header: 'Quantidade (ha)',
                  align: 'right',
                  keyFigure: true,
                  render: (t) => formatNumero(t.quantidade, 2),
                  edit: editarTexto('quantidade', true),
                },
                colunaMoeda('valor', 'Valor', (t) => t.valor, editarTexto('valor', true)),
                { ...colunaMoeda('valorTotal', 'Valor total', (t) => t.valorTotal), keyFigure: true },
                {
                  key: 'taxaJurosItem',
                  header: 'Taxa (%)',
                  align: 'right',
                  render: (t) => formatPercent(t.taxaJurosItem),
                  edit: editarTexto('taxaJurosItem', true),
                },
                colunaMoeda('remuneracaoAnual', 'Remuneração anual', (t) => t.remuneracaoAnual),
                colunaMoeda('remuneracaoMensal', 'Remuneração mensal', (t) => t.remuneracaoMensal),
                {
                  key: 'responsavelTecnico',
                  header: 'Responsável Técnico',
                  render: (t) => t.responsavelTecnico,
                  edit: editarOpcao('responsavelTecnico', tecnicos),
                },
              ]}
            />
          </Section>
        }
      />
      <ExcluirItemDialog
        item={excluir}
        fechar={() => setExcluir(null)}
        titulo={MSG_INVENTARIO.excluirTerraTitulo}
        mensagem={MSG_INVENTARIO.excluirTerraTexto}
        sucesso={MSG_INVENTARIO.itemRemovido}
        comSenha
        excluir={(t, password) => terrasApi.excluir(farmId, t.id, password)}
      />
    </div>
  );
}

function NovaArea({
  farmId,
  tipos,
  tecnicos,
  taxaPadrao,
  carregando,
}: {
  carregando: boolean;
  farmId: string;
  tipos: string[];
  tecnicos: string[];
  taxaPadrao: number;
}) {
  const report = useAvisoDoNovo();
  const form = useForm({
    initial: () => ({
      ano: String(new Date().getFullYear()),
      tipo: '',
      quantidade: null as number | null,
      valor: null as number | null,
      taxaJurosItem: taxaPadrao as number | null,
      responsavelTecnico: '',
    }),
    body: (f) => ({
      ano: Number(f.ano),
      tipo: f.tipo,
      quantidade: f.quantidade ?? undefined,
      valor: f.valor ?? undefined,
      taxaJurosItem: f.taxaJurosItem ?? undefined,
      responsavelTecnico: f.responsavelTecnico,
    }),
    rules: validarTerraNova,
    send: (body) => terrasApi.criar(farmId, { id: uuidv7(), ...body }),
    next: 'initial',
    report,
    done: itemAdicionado(MSG_INVENTARIO.areaAdicionada),
  });
  const { d: f, set } = form;
  return (
    <NovoItemForm titulo="Adicionar Nova Área" botao="Adicionar Área" colunas={3} form={form}>
      <AnoField value={f.ano} onChange={(ano) => set({ ano })} />
      <RegistroField
        label="Tipo de Terra"
        nomes={tipos}
        carregando={carregando}
        value={f.tipo}
        onChange={(tipo) => set({ tipo })}
        required
      />
      <NumberField
        label="Quantidade (ha)"
        suffix="ha"
        value={f.quantidade}
        onChange={(quantidade) => set({ quantidade })}
        required
      />
      <MoneyField label="Valor por hectare" value={f.valor} onChange={(valor) => set({ valor })} required />
      <NumberField
        label="Taxa de juros (% a.a.)"
        suffix="%"
        value={f.taxaJurosItem}
        onChange={(taxaJurosItem) => set({ taxaJurosItem })}
        required
      />
      <RegistroField
        label="Responsável Técnico"
        nomes={tecnicos}
        carregando={carregando}
        value={f.responsavelTecnico}
        onChange={(responsavelTecnico) => set({ responsavelTecnico })}
        required
        hint="Cadastre os técnicos responsáveis no menu Cadastros."
      />
    </NovoItemForm>
  );
}
