import { useState } from 'react';
import { formatBRL, formatNumero, formatPercent } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import {
  MSG_INVENTARIO,
  PERCENTUAL_RESIDUAL_PADRAO,
  STATUS_MAQUINA,
  VIDA_UTIL_PADRAO,
} from '../../../domain/inventory/constants.ts';
import { validarMaquinaEdicao, validarMaquinaNova } from '../../../domain/inventory/schemas.ts';
import { CsvButtons } from '../../components/csv-buttons.tsx';
import { SelectField, TextField } from '../../components/form.tsx';
import { MoneyField, NumberField } from '../../components/form-numeros.tsx';
import { type EditContext, InlineEditTable } from '../../components/inline-table.tsx';
import { useIsPhone } from '../../components/media.ts';
import { PageHeader, StatCard } from '../../components/page.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { toast } from '../../components/toast.tsx';
import { useForm } from '../../components/use-form.ts';
import { fetchMaquinas, type Maquina, maquinasApi, recarregar } from './api.ts';
import {
  colunaMoeda,
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
  AnoField,
  CellSelect,
  CellText,
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

export default function MachinesPage() {
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

interface Draft {
  ano: string;
  nome: string;
  tipo: string;
  modelo: string;
  status: string;
  valor: string;
  quantidade: string;
  vidaUtilAnos: string;
  percentualResidual: string;
  responsavelTecnico: string;
}

function corpo(d: Draft) {
  return {
    ano: Number(d.ano),
    nome: d.nome,
    tipo: d.tipo,
    modelo: d.modelo,
    status: d.status,
    valor: textoParaCentavos(d.valor),
    quantidade: textoParaNumero(d.quantidade),
    vidaUtilAnos: textoParaNumero(d.vidaUtilAnos),
    percentualResidual: textoParaNumero(d.percentualResidual),
    responsavelTecnico: d.responsavelTecnico,
  };
}

function Maquinas({ farmId }: { farmId: string }) {
  const [ano, setAno] = useState(String(new Date().getFullYear()));
  const { data, error, loading, itens, excluir, setExcluir } = useInventoryItems(
    `inventario:maquinas:${farmId}:${ano}`,
    () => fetchMaquinas(farmId, Number(ano)),
  );
  const { tipos, tecnicos, carregando } = useTiposETecnicos(farmId, 'tipos-maquinas');
  const r = data?.resumo;
  const stack = (ctx: EditContext<Draft>, campos: [keyof Draft, string, boolean?][]) => (
    <div className="flex min-w-36 flex-col gap-1">
      {campos.map(([field, label, numeric]) => (
        <CellText key={field} ctx={ctx} field={field} label={label} numeric={numeric} />
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
    <div className="flex flex-col gap-6">
      {error && <div className="alert alert-error">{error.message}</div>}
      <TelaInventario
        resumo={
          <Section title={`Estatísticas de ${ano}`} actions={phone ? undefined : anoField}>
            <StatsGrid>
              <StatCard label="Número de Máquinas" value={formatNumero(r?.numeroItens ?? 0, 0)} icon="tractor" />
              <StatCard label="Valor Total" value={<Figura>{formatBRL(r?.valorTotal ?? 0)}</Figura>} icon="wallet" />
              <StatCard label="Taxa de Juros Anual" value={formatPercent(r?.taxaMedia ?? data?.taxaJurosAnual ?? 6)} />
              <StatCard label="Depreciação Mensal" value={<Figura>{formatBRL(r?.depreciacaoMensal ?? 0)}</Figura>} />
              <StatCard label="Depreciação Anual" value={<Figura>{formatBRL(r?.depreciacaoAnual ?? 0)}</Figura>} />
              <StatCard label="Valor Residual" value={<Figura>{formatBRL(r?.valorResidual ?? 0)}</Figura>} />
              <StatCard
                label="Valor Depreciado"
                value={<Figura>{formatBRL(r?.valorDepreciado ?? 0)}</Figura>}
                hint="Valor total − residual"
              />
              <StatCard
                label="RCM Mensal"
                value={<Figura>{formatBRL(r?.remuneracaoMensal ?? 0)}</Figura>}
                hint="Remuneração do capital médio"
              />
            </StatsGrid>
          </Section>
        }
        novo={
          <NovaMaquina
            carregando={carregando}
            farmId={farmId}
            tipos={tipos}
            tecnicos={tecnicos}
            anoInicial={ano}
            taxaPadrao={data?.taxaJurosAnual ?? 6}
          />
        }
        lista={
          <Section
            title={`Máquinas de ${ano}`}
            actions={
              <>
                {phone && anoField}
                <CsvButtons entidade="maquinas" after={recarregar} />
              </>
            }
          >
            <InlineEditTable<Maquina, Draft>
              rows={itens}
              rowKey={(m) => m.id}
              caption={`Máquinas de ${ano}`}
              emptyText={loading ? 'Carregando...' : MSG_INVENTARIO.nenhumaMaquina}
              rowLabel={(m) => m.nome || m.tipo}
              fieldLabels={{
                nome: 'Nome',
                modelo: 'Modelo',
                responsavelTecnico: 'Responsável Técnico',
                valor: 'Valor unitário',
                quantidade: 'Quantidade',
                vidaUtilAnos: 'Vida Útil (anos)',
                percentualResidual: 'Residual (%)',
              }}
              toDraft={(m) => ({
                ano: String(m.ano),
                nome: m.nome,
                tipo: m.tipo,
                modelo: m.modelo,
                status: m.status,
                valor: centavosParaTexto(m.valor),
                quantidade: String(m.quantidade),
                vidaUtilAnos: numeroParaTexto(m.vidaUtilAnos, 0),
                percentualResidual: numeroParaTexto(m.percentualResidual, 2),
                responsavelTecnico: m.responsavelTecnico,
              })}
              validate={(d) => validarMaquinaEdicao(corpo(d))}
              onSave={async (m, d) => {
                await maquinasApi.salvar(farmId, m.id, { ...corpo(d), updatedAt: m.updatedAt });
                recarregar();
                toast.success(MSG_INVENTARIO.maquinaAtualizada);
              }}
              onDelete={setExcluir}
              columns={[
                { key: 'ano', header: 'Ano', render: (m) => String(m.ano), edit: editarTexto('ano', true) },
                {
                  key: 'tipo',
                  header: 'Tipo',
                  primary: true,
                  render: (m) => (
                    <div className="flex flex-col">
                      <span className="font-medium">{m.tipo}</span>
                      {(m.nome || m.modelo) && (
                        <span className="text-xs text-base-content/60">
                          {[m.nome, m.modelo].filter(Boolean).join(' · ')}
                        </span>
                      )}
                    </div>
                  ),
                  edit: (ctx) => (
                    <div className="flex min-w-40 flex-col gap-1">
                      <CellSelect ctx={ctx} field="tipo" options={tipos} label="Tipo" />
                      <CellText ctx={ctx} field="nome" label="Nome" />
                      <CellText ctx={ctx} field="modelo" label="Modelo" />
                      <CellSelect ctx={ctx} field="responsavelTecnico" options={tecnicos} label="Responsável Técnico" />
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
                {
                  ...colunaMoeda('depreciacaoMensal', 'Depreciação Mensal', (m) => m.depreciacaoMensal),
                  keyFigure: true,
                },
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
              ]}
            />
          </Section>
        }
      />
      <ExcluirItemDialog
        item={excluir}
        fechar={() => setExcluir(null)}
        titulo={MSG_INVENTARIO.excluirMaquinaTitulo}
        mensagem={MSG_INVENTARIO.excluirMaquinaTexto}
        sucesso={MSG_INVENTARIO.maquinaRemovida}
        comSenha
        excluir={(m, password) => maquinasApi.excluir(farmId, m.id, password)}
      />
    </div>
  );
}

function NovaMaquina({
  farmId,
  tipos,
  tecnicos,
  anoInicial,
  taxaPadrao,
  carregando,
}: {
  carregando: boolean;
  farmId: string;
  tipos: string[];
  tecnicos: string[];
  anoInicial: string;
  taxaPadrao: number;
}) {
  const report = useAvisoDoNovo();
  const form = useForm({
    initial: () => ({
      ano: anoInicial,
      nome: '',
      tipo: '',
      modelo: '',
      anoFabricacao: null as number | null,
      status: 'Operacional',
      valor: null as number | null,
      quantidade: 1 as number | null,
      vidaUtilAnos: VIDA_UTIL_PADRAO as number | null,
      percentualResidual: PERCENTUAL_RESIDUAL_PADRAO as number | null,
      taxaJurosItem: null as number | null,
      responsavelTecnico: '',
    }),
    body: (f) => ({
      ano: Number(f.ano),
      nome: f.nome,
      tipo: f.tipo,
      modelo: f.modelo,
      anoFabricacao: f.anoFabricacao,
      status: f.status,
      valor: f.valor ?? undefined,
      quantidade: f.quantidade ?? undefined,
      vidaUtilAnos: f.vidaUtilAnos ?? undefined,
      percentualResidual: f.percentualResidual ?? undefined,
      taxaJurosItem: f.taxaJurosItem,
      responsavelTecnico: f.responsavelTecnico,
    }),
    rules: validarMaquinaNova,
    send: (body) => maquinasApi.criar(farmId, { id: uuidv7(), ...body }),
    next: 'initial',
    report,
    done: itemAdicionado(MSG_INVENTARIO.maquinaAdicionada),
  });
  const { d: f, set } = form;
  return (
    <NovoItemForm titulo="Adicionar Nova Máquina" botao="Adicionar Máquina" colunas={4} form={form}>
      <AnoField value={f.ano} onChange={(ano) => set({ ano })} required />
      <TextField label="Nome" value={f.nome} onChange={(nome) => set({ nome })} />
      <RegistroField
        label="Tipo de Máquina"
        nomes={tipos}
        carregando={carregando}
        value={f.tipo}
        onChange={(tipo) => set({ tipo })}
        required
      />
      <TextField label="Modelo" value={f.modelo} onChange={(modelo) => set({ modelo })} />
      <NumberField
        label="Ano de Fabricação"
        decimals={0}
        value={f.anoFabricacao}
        onChange={(anoFabricacao) => set({ anoFabricacao })}
      />
      <SelectField
        label="Status"
        value={f.status}
        onChange={(status) => set({ status })}
        options={STATUS_MAQUINA}
        placeholder="Selecione..."
        required
      />
      <MoneyField label="Valor" value={f.valor} onChange={(valor) => set({ valor })} required hint="Valor unitário" />
      <NumberField
        label="Quantidade"
        decimals={0}
        value={f.quantidade}
        onChange={(quantidade) => set({ quantidade })}
        required
      />
      <NumberField
        label="Vida Útil (anos)"
        decimals={0}
        value={f.vidaUtilAnos}
        onChange={(vidaUtilAnos) => set({ vidaUtilAnos })}
        required
      />
      <NumberField
        label="Percentual Residual (%)"
        suffix="%"
        value={f.percentualResidual}
        onChange={(percentualResidual) => set({ percentualResidual })}
      />
      <NumberField
        label="Taxa de Juros (% a.a.)"
        suffix="%"
        value={f.taxaJurosItem}
        onChange={(taxaJurosItem) => set({ taxaJurosItem })}
        placeholder={String(taxaPadrao).replace('.', ',')}
        hint={`Em branco: taxa da fazenda (${formatPercent(taxaPadrao)})`}
      />
      <RegistroField
        label="Responsável Técnico"
        nomes={tecnicos}
        carregando={carregando}
        value={f.responsavelTecnico}
        onChange={(responsavelTecnico) => set({ responsavelTecnico })}
      />
    </NovoItemForm>
  );
}
