import { type FormEvent, useState } from 'react';
import { formatBRL, formatNumero, formatPercent } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_INVENTARIO } from '../../../domain/inventory/constants.ts';
import { validarTerraEdicao, validarTerraNova } from '../../../domain/inventory/schemas.ts';
import { useResource } from '../../api/use-resource.ts';
import { PasswordConfirmDialog } from '../../components/dialog.tsx';
import { apiErrorOf, MoneyField, NumberField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { InlineEditTable } from '../../components/inline-table.tsx';
import { PageHeader, StatCard } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { fetchTerras, recarregar, type Terra, terrasApi, useNomes } from './api.ts';
import {
  AnoField,
  CellSelect,
  CellText,
  centavosParaTexto,
  FarmGate,
  Figura,
  mensagemDe,
  numeroParaTexto,
  PieCard,
  RegistroField,
  Section,
  StatsGrid,
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
  const { data, error, loading } = useResource(`inventario:terras:${farmId}`, () => fetchTerras(farmId));
  const tiposR = useNomes(farmId, 'tipos-terras');
  const tipos = tiposR.nomes;
  const tecnicosR = useNomes(farmId, 'tecnicos');
  const tecnicos = tecnicosR.nomes;
  const [excluir, setExcluir] = useState<Terra | null>(null);
  const itens = data?.itens ?? [];
  const r = data?.resumo;
  return (
    <div className="flex flex-col gap-6">
      {error && <div className="alert alert-error">{error.message}</div>}

      <PieCard
        title="Área por tipo de terra"
        itens={itens}
        rotulo={(i) => i.tipo}
        valor={(i) => i.quantidade}
        unidade="ha"
        casas={2}
      />
      <Section title="Resumo">
        <StatsGrid cols={5}>
          <StatCard label="Área total" value={`${formatNumero(r?.quantidadeTotal ?? 0, 2)} ha`} icon="land" />
          <StatCard label="Taxa anual" value={formatPercent(r?.taxaMedia ?? data?.taxaJurosAnual ?? 6)} />
          <StatCard label="Valor total" value={<Figura>{formatBRL(r?.valorTotal ?? 0)}</Figura>} icon="wallet" />
          <StatCard label="Rem. anual" value={<Figura>{formatBRL(r?.remuneracaoAnual ?? 0)}</Figura>} />
          <StatCard label="Remuneração mensal" value={<Figura>{formatBRL(r?.remuneracaoMensal ?? 0)}</Figura>} />
        </StatsGrid>
      </Section>

      <NovaArea
        carregando={tiposR.loading || tecnicosR.loading}
        farmId={farmId}
        tipos={tipos}
        tecnicos={tecnicos}
        taxaPadrao={data?.taxaJurosAnual ?? 6}
      />
      <Section title="Terras cadastradas">
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
          validate={(d) => mensagemDe(validarTerraEdicao(corpo(d)))}
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
              edit: (ctx) => <CellSelect ctx={ctx} field="tipo" options={tipos} />,
            },
            {
              key: 'quantidade',
              header: 'Quantidade (ha)',
              align: 'right',
              render: (t) => formatNumero(t.quantidade, 2),
              edit: (ctx) => <CellText ctx={ctx} field="quantidade" numeric />,
            },
            {
              key: 'valor',
              header: 'Valor',
              align: 'right',
              className: 'whitespace-nowrap',
              render: (t) => formatBRL(t.valor),
              edit: (ctx) => <CellText ctx={ctx} field="valor" numeric />,
            },
            {
              key: 'valorTotal',
              header: 'Valor total',
              align: 'right',
              className: 'whitespace-nowrap',
              render: (t) => formatBRL(t.valorTotal),
            },
            {
              key: 'taxaJurosItem',
              header: 'Taxa (%)',
              align: 'right',
              render: (t) => formatPercent(t.taxaJurosItem),
              edit: (ctx) => <CellText ctx={ctx} field="taxaJurosItem" numeric />,
            },
            {
              key: 'remuneracaoAnual',
              header: 'Remuneração anual',
              align: 'right',
              className: 'whitespace-nowrap',
              render: (t) => formatBRL(t.remuneracaoAnual),
            },
            {
              key: 'remuneracaoMensal',
              header: 'Remuneração mensal',
              align: 'right',
              className: 'whitespace-nowrap',
              render: (t) => formatBRL(t.remuneracaoMensal),
            },
            {
              key: 'responsavelTecnico',
              header: 'Responsável Técnico',
              render: (t) => t.responsavelTecnico,
              edit: (ctx) => <CellSelect ctx={ctx} field="responsavelTecnico" options={tecnicos} />,
            },
          ]}
        />
      </Section>
      <PasswordConfirmDialog
        open={excluir !== null}
        onClose={() => setExcluir(null)}
        title={MSG_INVENTARIO.excluirTerraTitulo}
        message={MSG_INVENTARIO.excluirTerraTexto}
        onConfirm={async (password) => {
          if (!excluir) return;
          await terrasApi.excluir(farmId, excluir.id, password);
          recarregar();
          toast.success(MSG_INVENTARIO.itemRemovido);
        }}
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
  const vazio = () => ({
    ano: String(new Date().getFullYear()),
    tipo: '',
    quantidade: null as number | null,
    valor: null as number | null,
    taxaJurosItem: taxaPadrao as number | null,
    responsavelTecnico: '',
  });
  const [f, setF] = useState(vazio);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof f>) => setF((x) => ({ ...x, ...patch }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      id: uuidv7(),
      ano: Number(f.ano),
      tipo: f.tipo,
      quantidade: f.quantidade ?? undefined,
      valor: f.valor ?? undefined,
      taxaJurosItem: f.taxaJurosItem ?? undefined,
      responsavelTecnico: f.responsavelTecnico,
    };
    const erro = mensagemDe(validarTerraNova(body));
    if (erro) return void toast.error(erro);
    setBusy(true);
    try {
      await terrasApi.criar(farmId, body);
      recarregar();
      setF(vazio());
      toast.success(MSG_INVENTARIO.areaAdicionada);
    } catch (err) {
      toast.error(apiErrorOf(err).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section title="Adicionar Nova Área">
      <form className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" onSubmit={submit} noValidate>
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
        <div className="sm:col-span-2 lg:col-span-3">
          <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
            <Icon name="plus" className="size-5" />
            {busy ? 'Adicionando...' : 'Adicionar Área'}
          </button>
        </div>
      </form>
    </Section>
  );
}
