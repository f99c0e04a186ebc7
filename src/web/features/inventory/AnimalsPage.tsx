import { type FormEvent, useState } from 'react';
import { formatBRL, formatNumero, formatPercent } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_INVENTARIO } from '../../../domain/inventory/constants.ts';
import { validarAnimalEdicao, validarAnimalNovo } from '../../../domain/inventory/schemas.ts';
import { useResource } from '../../api/use-resource.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { apiErrorOf, MoneyField, NumberField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { InlineEditTable } from '../../components/inline-table.tsx';
import { PageHeader, StatCard } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { useCan, useCurrentFarm } from '../../session/session.ts';
import { type Animal, animaisApi, fetchAnimais, recarregar, useNomes } from './api.ts';
import {
  AnoField,
  CellSelect,
  CellText,
  centavosParaTexto,
  FarmGate,
  Figura,
  mensagemDe,
  PieCard,
  RegistroField,
  Section,
  StatsGrid,
  textoParaCentavos,
  textoParaNumero,
} from './ui.tsx';

export default function AnimalsPage() {
  return (
    <>
      <PageHeader title="Animais" subtitle="Todos os Animais Cadastrados" back="/paez" actions={<SyncButton />} />
      <FarmGate modulo="animals">{(farmId) => <Animais farmId={farmId} />}</FarmGate>
    </>
  );
}

function SyncButton() {
  const farm = useCurrentFarm();
  const can = useCan('animals');
  return farm && can ? <SyncButtonInner farmId={farm.id} /> : null;
}

function SyncButtonInner({ farmId }: { farmId: string }) {
  const [busy, setBusy] = useState(false);
  async function sync() {
    setBusy(true);
    try {
      const r = await animaisApi.atualizarPeloRebanho(farmId);
      recarregar();
      toast.success(
        r.atualizados + r.criados
          ? `Quantidades de ${r.ano} atualizadas pelo rebanho (${r.atualizados} atualizado(s), ${r.criados} criado(s)).`
          : `As quantidades de ${r.ano} já conferem com o rebanho.`,
      );
    } catch (e) {
      toast.error(apiErrorOf(e).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="btn btn-outline min-h-11"
      onClick={sync}
      disabled={busy}
      title="Quantidade de cada tipo = animais ativos do rebanho"
    >
      <Icon name="cow" className="size-5" />
      {busy ? 'Atualizando...' : 'Atualizar pelo rebanho'}
    </button>
  );
}

interface Draft {
  tipo: string;
  quantidade: string;
  valor: string;
  responsavelTecnico: string;
}

function Animais({ farmId }: { farmId: string }) {
  const { data, error, loading } = useResource(`inventario:animais:${farmId}`, () => fetchAnimais(farmId));
  const tiposR = useNomes(farmId, 'tipos-animais');
  const tipos = tiposR.nomes;
  const tecnicosR = useNomes(farmId, 'tecnicos');
  const tecnicos = tecnicosR.nomes;
  const [excluir, setExcluir] = useState<Animal | null>(null);
  const itens = data?.itens ?? [];
  const r = data?.resumo;
  return (
    <div className="flex flex-col gap-6">
      {error && <div className="alert alert-error">{error.message}</div>}

      <PieCard title="Animais por tipo" itens={itens} rotulo={(i) => i.tipo} valor={(i) => i.quantidade} unidade="un" />
      <Section title="Resumo">
        <StatsGrid cols={5}>
          <StatCard label="Quantidade total" value={`${formatNumero(r?.quantidadeTotal ?? 0, 0)} un`} icon="cow" />
          <StatCard label="Taxa anual" value={formatPercent(r?.taxaMedia ?? data?.taxaJurosAnual ?? 6)} />
          <StatCard label="Valor total" value={<Figura>{formatBRL(r?.valorTotal ?? 0)}</Figura>} icon="wallet" />
          <StatCard label="Rem. anual" value={<Figura>{formatBRL(r?.remuneracaoAnual ?? 0)}</Figura>} />
          <StatCard label="Remuneração mensal" value={<Figura>{formatBRL(r?.remuneracaoMensal ?? 0)}</Figura>} />
        </StatsGrid>
      </Section>

      <NovoAnimal
        carregando={tiposR.loading || tecnicosR.loading}
        farmId={farmId}
        tipos={tipos}
        tecnicos={tecnicos}
        taxaPadrao={data?.taxaJurosAnual ?? 6}
      />
      <Section title="Animais cadastrados">
        <InlineEditTable<Animal, Draft>
          rows={itens}
          rowKey={(a) => a.id}
          caption="Animais cadastrados"
          emptyText={loading ? 'Carregando...' : 'Nenhum animal cadastrado.'}
          rowLabel={(a) => a.tipo}
          toDraft={(a) => ({
            tipo: a.tipo,
            quantidade: String(a.quantidade),
            valor: centavosParaTexto(a.valor),
            responsavelTecnico: a.responsavelTecnico,
          })}
          validate={(d) => mensagemDe(validarAnimalEdicao(corpo(d)))}
          onSave={async (a, d) => {
            await animaisApi.salvar(farmId, a.id, { ...corpo(d), updatedAt: a.updatedAt });
            recarregar();
            toast.success(MSG_INVENTARIO.animalAtualizado);
          }}
          onDelete={setExcluir}
          columns={[
            {
              key: 'tipo',
              header: 'Animal',
              render: (a) => a.tipo,
              edit: (ctx) => <CellSelect ctx={ctx} field="tipo" options={tipos} />,
            },
            {
              key: 'quantidade',
              header: 'Qtd. (un)',
              align: 'right',
              render: (a) => formatNumero(a.quantidade, 0),
              edit: (ctx) => <CellText ctx={ctx} field="quantidade" numeric />,
            },
            {
              key: 'valor',
              header: 'Valor',
              align: 'right',
              className: 'whitespace-nowrap',
              render: (a) => formatBRL(a.valor),
              edit: (ctx) => <CellText ctx={ctx} field="valor" numeric />,
            },
            {
              key: 'valorTotal',
              header: 'Valor total',
              align: 'right',
              className: 'whitespace-nowrap',
              render: (a) => formatBRL(a.valorTotal),
            },
            {
              key: 'remuneracaoAnual',
              header: 'Remuneração anual',
              align: 'right',
              className: 'whitespace-nowrap',
              render: (a) => formatBRL(a.remuneracaoAnual),
            },
            {
              key: 'remuneracaoMensal',
              header: 'Remuneração mensal',
              align: 'right',
              className: 'whitespace-nowrap',
              render: (a) => formatBRL(a.remuneracaoMensal),
            },
            {
              key: 'responsavelTecnico',
              header: 'Responsável Técnico',
              render: (a) => a.responsavelTecnico || '—',
              edit: (ctx) => <CellSelect ctx={ctx} field="responsavelTecnico" options={tecnicos} />,
            },
          ]}
        />
      </Section>
      <ConfirmDialog
        open={excluir !== null}
        onClose={() => setExcluir(null)}
        title={MSG_INVENTARIO.confirmarExclusao}
        message={MSG_INVENTARIO.excluirAnimal}
        onConfirm={async () => {
          if (!excluir) return;
          await animaisApi.excluir(farmId, excluir.id);
          recarregar();
          toast.success(MSG_INVENTARIO.itemExcluido);
        }}
      />
    </div>
  );
}

function corpo(d: Draft) {
  return {
    tipo: d.tipo,
    quantidade: textoParaNumero(d.quantidade),
    valor: textoParaCentavos(d.valor),
    responsavelTecnico: d.responsavelTecnico,
  };
}

function NovoAnimal({
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
    taxaJuros: null as number | null,
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
      valor: f.valor ?? 0,
      taxaJuros: f.taxaJuros ?? taxaPadrao,
      responsavelTecnico: f.responsavelTecnico,
    };
    const erro = mensagemDe(validarAnimalNovo(body));
    if (erro) return void toast.error(erro);
    setBusy(true);
    try {
      await animaisApi.criar(farmId, body);
      recarregar();
      setF(vazio());
      toast.success(MSG_INVENTARIO.animalAdicionado);
    } catch (err) {
      toast.error(apiErrorOf(err).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section title="Adicionar Novo Animal">
      <form className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" onSubmit={submit} noValidate>
        <AnoField value={f.ano} onChange={(ano) => set({ ano })} />
        <RegistroField
          label="Tipo de Animal"
          nomes={tipos}
          carregando={carregando}
          value={f.tipo}
          onChange={(tipo) => set({ tipo })}
          required
        />
        <NumberField
          label="Quantidade (un)"
          decimals={0}
          value={f.quantidade}
          onChange={(quantidade) => set({ quantidade })}
          required
        />
        <MoneyField label="Valor unitário" value={f.valor} onChange={(valor) => set({ valor })} />
        <NumberField
          label="Taxa de juros (% a.a.)"
          suffix="%"
          value={f.taxaJuros}
          placeholder={String(taxaPadrao).replace('.', ',')}
          onChange={(taxaJuros) => set({ taxaJuros })}
          hint={`Em branco: taxa da fazenda (${formatPercent(taxaPadrao)})`}
        />
        <RegistroField
          label="Responsável Técnico"
          nomes={tecnicos}
          carregando={carregando}
          value={f.responsavelTecnico}
          onChange={(responsavelTecnico) => set({ responsavelTecnico })}
        />
        <div className="sm:col-span-2 lg:col-span-3">
          <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
            <Icon name="plus" className="size-5" />
            {busy ? 'Adicionando...' : 'Adicionar Animal'}
          </button>
        </div>
      </form>
    </Section>
  );
}
