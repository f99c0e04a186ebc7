import { formatBRL, formatNumero } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_INVENTARIO, STATUS_INSTALACAO } from '../../../domain/inventory/constants.ts';
import { validarInstalacao } from '../../../domain/inventory/schemas.ts';
import { CsvButtons } from '../../components/csv-buttons.tsx';
import { SelectField, TextField } from '../../components/form.tsx';
import { MoneyField, NumberField } from '../../components/form-numeros.tsx';
import { InlineEditTable } from '../../components/inline-table.tsx';
import { PageHeader, StatCard } from '../../components/page.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { toast } from '../../components/toast.tsx';
import { useForm } from '../../components/use-form.ts';
import { fetchInstalacoes, type Instalacao, instalacoesApi, recarregar } from './api.ts';
import {
  ExcluirItemDialog,
  editarOpcao,
  editarTexto,
  itemAdicionado,
  NovoItemForm,
  TelaInventario,
  useAvisoDoNovo,
  useInventoryItems,
  useTiposETecnicos,
} from './items.tsx';
import {
  centavosParaTexto,
  FarmGate,
  Figura,
  numeroParaTexto,
  RegistroField,
  Section,
  StatsGrid,
  textoParaCentavos,
  textoParaNumero,
} from './ui.tsx';

export default function FacilitiesPage() {
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

interface Draft {
  nome: string;
  tipo: string;
  area: string;
  capacidade: string;
  status: string;
  valor: string;
  vidaUtilAnos: string;
  percentualResidual: string;
}

const opcional = (n: number) => (Number.isNaN(n) ? null : n);

function corpo(d: Draft) {
  return {
    nome: d.nome,
    tipo: d.tipo,
    area: textoParaNumero(d.area),
    capacidade: textoParaNumero(d.capacidade),
    status: d.status,
    valor: d.valor.trim() ? textoParaCentavos(d.valor) : null,
    vidaUtilAnos: d.vidaUtilAnos.trim() ? textoParaNumero(d.vidaUtilAnos) : null,
    percentualResidual: d.percentualResidual.trim() ? opcional(textoParaNumero(d.percentualResidual)) : null,
  };
}

/** Field errors ('Campo obrigatório' on each missing one) as the generic list of SPEC.md shows them. */
function Instalacoes({ farmId }: { farmId: string }) {
  const { data, error, loading, itens, excluir, setExcluir } = useInventoryItems(
    `inventario:instalacoes:${farmId}`,
    () => fetchInstalacoes(farmId),
  );
  const { tipos, carregando } = useTiposETecnicos(farmId, 'tipos-instalacoes', { tecnicos: false });
  const r = data?.resumo;
  return (
    <div className="flex flex-col gap-6">
      {error && <div className="alert alert-error">{error.message}</div>}
      <TelaInventario
        resumo={
          <StatsGrid>
            <StatCard label="Total de Instalações" value={formatNumero(r?.totalInstalacoes ?? 0, 0)} icon="building" />
            <StatCard label="Área Total (m²)" value={formatNumero(r?.areaTotal ?? 0, 2)} />
            <StatCard label="Capacidade Total" value={formatNumero(r?.capacidadeTotal ?? 0, 0)} />
            <StatCard
              label="Depreciação Anual"
              value={<Figura>{formatBRL(r?.avaliacao.depreciacaoAnual ?? 0)}</Figura>}
              hint={`${r?.avaliadas ?? 0} instalação(ões) com valor informado`}
            />
          </StatsGrid>
        }
        novo={<NovaInstalacao carregando={carregando} farmId={farmId} tipos={tipos} />}
        lista={
          <Section title="Instalações cadastradas" actions={<CsvButtons entidade="instalacoes" after={recarregar} />}>
            <InlineEditTable<Instalacao, Draft>
              rows={itens}
              rowKey={(i) => i.id}
              caption="Instalações cadastradas"
              emptyText={loading ? 'Carregando...' : 'Nenhuma instalação cadastrada.'}
              rowLabel={(i) => i.nome}
              toDraft={(i) => ({
                nome: i.nome,
                tipo: i.tipo,
                area: numeroParaTexto(i.area, 2),
                capacidade: String(i.capacidade),
                status: i.status,
                valor: centavosParaTexto(i.valor),
                vidaUtilAnos: numeroParaTexto(i.vidaUtilAnos, 0),
                percentualResidual: numeroParaTexto(i.percentualResidual, 2),
              })}
              validate={(d) => validarInstalacao(corpo(d))}
              onSave={async (i, d) => {
                await instalacoesApi.salvar(farmId, i.id, { ...corpo(d), updatedAt: i.updatedAt });
                recarregar();
                toast.success(MSG_INVENTARIO.itemAtualizado);
              }}
              onDelete={setExcluir}
              columns={[
                { key: 'nome', header: 'Nome', render: (i) => i.nome, edit: editarTexto('nome'), primary: true },
                { key: 'tipo', header: 'Tipo', render: (i) => i.tipo, edit: editarOpcao('tipo', tipos) },
                {
                  key: 'area',
                  header: 'Área (m²)',
                  align: 'right',
                  keyFigure: true,
                  render: (i) => formatNumero(i.area, 2),
                  edit: editarTexto('area', true),
                },
                {
                  key: 'capacidade',
                  header: 'Capacidade',
                  align: 'right',
                  keyFigure: true,
                  render: (i) => formatNumero(i.capacidade, 0),
                  edit: editarTexto('capacidade', true),
                },
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
                  render: (i) => (i.valor == null ? '—' : formatBRL(i.valor)),
                  edit: editarTexto('valor', true),
                },
                {
                  key: 'vidaUtilAnos',
                  header: 'Vida útil (anos)',
                  align: 'right',
                  render: (i) => (i.valor == null ? '—' : formatNumero(i.vidaUtilAnos ?? 10, 0)),
                  edit: editarTexto('vidaUtilAnos', true),
                },
                {
                  key: 'percentualResidual',
                  header: 'Residual (%)',
                  align: 'right',
                  render: (i) => (i.valor == null ? '—' : formatNumero(i.percentualResidual ?? 20, 2)),
                  edit: editarTexto('percentualResidual', true),
                },
                {
                  key: 'depreciacaoAnual',
                  header: 'Depreciação anual',
                  align: 'right',
                  render: (i) => (i.figuras ? formatBRL(i.figuras.depreciacaoAnual) : '—'),
                },
              ]}
            />
          </Section>
        }
      />
      <ExcluirItemDialog
        item={excluir}
        fechar={() => setExcluir(null)}
        titulo={MSG_INVENTARIO.excluirInstalacaoTitulo}
        mensagem={MSG_INVENTARIO.excluirInstalacaoTexto}
        sucesso={MSG_INVENTARIO.itemExcluido}
        comSenha
        excluir={(i, password) => instalacoesApi.excluir(farmId, i.id, password)}
      />
    </div>
  );
}

function NovaInstalacao({ farmId, tipos, carregando }: { farmId: string; tipos: string[]; carregando: boolean }) {
  const report = useAvisoDoNovo();
  const form = useForm({
    initial: () => ({
      nome: '',
      tipo: '',
      area: null as number | null,
      capacidade: null as number | null,
      status: 'Ativo',
      valor: null as number | null,
      vidaUtilAnos: null as number | null,
      percentualResidual: null as number | null,
    }),
    body: (f) => ({ ...f, area: f.area ?? undefined, capacidade: f.capacidade ?? undefined }),
    rules: validarInstalacao,
    send: (body) => instalacoesApi.criar(farmId, { id: uuidv7(), ...body }),
    next: 'initial',
    report,
    done: itemAdicionado(MSG_INVENTARIO.instalacaoAdicionada),
  });
  const { d: f, set, errors: errs } = form;
  return (
    <NovoItemForm titulo="Adicionar Nova Instalação" botao="Adicionar Instalação" colunas={4} form={form}>
      <TextField label="Nome" value={f.nome} onChange={(nome) => set({ nome })} required error={errs.nome} />
      <RegistroField
        label="Tipo"
        nomes={tipos}
        carregando={carregando}
        value={f.tipo}
        onChange={(tipo) => set({ tipo })}
        required
      />
      <NumberField
        label="Área (m²)"
        suffix="m²"
        value={f.area}
        onChange={(area) => set({ area })}
        required
        error={errs.area}
      />
      <NumberField
        label="Capacidade"
        decimals={0}
        value={f.capacidade}
        onChange={(capacidade) => set({ capacidade })}
        required
        error={errs.capacidade}
        hint="Animais ou unidades"
      />
      <SelectField
        label="Status"
        value={f.status}
        onChange={(status) => set({ status })}
        options={STATUS_INSTALACAO}
        required
        error={errs.status}
      />
      <MoneyField
        label="Valor (opcional)"
        value={f.valor}
        onChange={(valor) => set({ valor })}
        error={errs.valor}
        hint="Para a depreciação na avaliação"
      />
      <NumberField
        label="Vida útil (anos)"
        decimals={0}
        value={f.vidaUtilAnos}
        onChange={(vidaUtilAnos) => set({ vidaUtilAnos })}
        placeholder="10"
        error={errs.vidaUtilAnos}
      />
      <NumberField
        label="Percentual residual (%)"
        suffix="%"
        value={f.percentualResidual}
        onChange={(percentualResidual) => set({ percentualResidual })}
        placeholder="20"
        error={errs.percentualResidual}
      />
    </NovoItemForm>
  );
}
