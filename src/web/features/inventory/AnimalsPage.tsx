import { useState } from 'react';
import { formatNumero, formatPercent } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_INVENTARIO } from '../../../domain/inventory/constants.ts';
import { descreverMudanca } from '../../../domain/inventory/rebanho.ts';
import { validarAnimalEdicao, validarAnimalNovo } from '../../../domain/inventory/schemas.ts';
import { CsvButtons } from '../../components/csv-buttons.tsx';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { apiErrorOf } from '../../components/form.tsx';
import { MoneyField, NumberField } from '../../components/form-numeros.tsx';
import { Icon } from '../../components/icons.tsx';
import { InlineEditTable } from '../../components/inline-table.tsx';
import { PageHeader, StatCard } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { useForm } from '../../components/use-form.ts';
import { useCan, useCurrentFarm } from '../../session/session.ts';
import { type AnimalInventario, animaisApi, fetchAnimais, recarregar } from './api.ts';
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
  PieCard,
  RegistroField,
  Section,
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

type Previa = Awaited<ReturnType<typeof animaisApi.previaDoRebanho>>;

/** Asks first: the server's preview (type: before → after) in a confirmation, then the update. */
function SyncButtonInner({ farmId }: { farmId: string }) {
  const [busy, setBusy] = useState(false);
  const [previa, setPrevia] = useState<Previa | null>(null);
  async function perguntar() {
    setBusy(true);
    try {
      const p = await animaisApi.previaDoRebanho(farmId);
      if (p.mudancas.length) setPrevia(p);
      else toast.info(MSG_INVENTARIO.rebanhoConfere(p.ano));
    } catch (e) {
      toast.error(apiErrorOf(e).message);
    } finally {
      setBusy(false);
    }
  }
  async function atualizar() {
    const r = await animaisApi.atualizarPeloRebanho(farmId);
    recarregar();
    toast.success(
      r.atualizados + r.criados
        ? MSG_INVENTARIO.rebanhoFeito(r.ano, r.atualizados, r.criados)
        : MSG_INVENTARIO.rebanhoConfere(r.ano),
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-outline min-h-11"
        onClick={perguntar}
        disabled={busy}
        title="Quantidade de cada tipo = animais ativos do rebanho"
      >
        <Icon name="cow" className="size-5" />
        {busy ? 'Atualizando...' : 'Atualizar pelo rebanho'}
      </button>
      <ConfirmDialog
        open={previa !== null}
        onClose={() => setPrevia(null)}
        onConfirm={atualizar}
        title={MSG_INVENTARIO.rebanhoTitulo}
        message={previa ? MSG_INVENTARIO.rebanhoTexto(previa.ano) : undefined}
        confirmLabel={MSG_INVENTARIO.rebanhoConfirmar}
        busyLabel="Atualizando..."
        tone="primary"
      >
        <ul className="list-disc pl-5 text-sm" aria-label="Mudanças">
          {previa?.mudancas.map((m) => (
            <li key={m.tipo}>{descreverMudanca(m)}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}

interface Draft {
  tipo: string;
  quantidade: string;
  valor: string;
  responsavelTecnico: string;
}

function Animais({ farmId }: { farmId: string }) {
  const { data, error, loading, itens, excluir, setExcluir } = useInventoryItems(`inventario:animais:${farmId}`, () =>
    fetchAnimais(farmId),
  );
  const { tipos, tecnicos, carregando } = useTiposETecnicos(farmId, 'tipos-animais');
  const r = data?.resumo;
  return (
    <div className="flex flex-col gap-6">
      {error && <div className="alert alert-error">{error.message}</div>}

      <TelaInventario
        resumo={
          <>
            <PieCard
              title="Animais por tipo"
              itens={itens}
              rotulo={(i) => i.tipo}
              valor={(i) => i.quantidade}
              unidade="un"
            />
            <ResumoRemuneracaoCards
              resumo={r}
              taxaFazenda={data?.taxaJurosAnual}
              total={
                <StatCard
                  label="Quantidade total"
                  value={`${formatNumero(r?.quantidadeTotal ?? 0, 0)} un`}
                  icon="cow"
                />
              }
            />
          </>
        }
        novo={
          <NovoAnimal
            carregando={carregando}
            farmId={farmId}
            tipos={tipos}
            tecnicos={tecnicos}
            taxaPadrao={data?.taxaJurosAnual ?? 6}
          />
        }
        lista={
          <Section title="Animais cadastrados" actions={<CsvButtons entidade="animais" after={recarregar} />}>
            <InlineEditTable<AnimalInventario, Draft>
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
              validate={(d) => validarAnimalEdicao(corpo(d))}
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
                  edit: editarOpcao('tipo', tipos),
                  primary: true,
                },
                {
                  key: 'quantidade',
                  header: 'Qtd. (un)',
                  align: 'right',
                  keyFigure: true,
                  render: (a) => formatNumero(a.quantidade, 0),
                  edit: editarTexto('quantidade', true),
                },
                colunaMoeda('valor', 'Valor', (a) => a.valor, editarTexto('valor', true)),
                { ...colunaMoeda('valorTotal', 'Valor total', (a) => a.valorTotal), keyFigure: true },
                colunaMoeda('remuneracaoAnual', 'Remuneração anual', (a) => a.remuneracaoAnual),
                colunaMoeda('remuneracaoMensal', 'Remuneração mensal', (a) => a.remuneracaoMensal),
                {
                  key: 'responsavelTecnico',
                  header: 'Responsável Técnico',
                  render: (a) => a.responsavelTecnico || '—',
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
        titulo={MSG_INVENTARIO.confirmarExclusao}
        mensagem={MSG_INVENTARIO.excluirAnimal}
        sucesso={MSG_INVENTARIO.itemExcluido}
        comSenha={false}
        excluir={(a) => animaisApi.excluir(farmId, a.id)}
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
  const report = useAvisoDoNovo();
  const form = useForm({
    initial: () => ({
      ano: String(new Date().getFullYear()),
      tipo: '',
      quantidade: null as number | null,
      valor: null as number | null,
      taxaJuros: null as number | null,
      responsavelTecnico: '',
    }),
    body: (f) => ({
      ano: Number(f.ano),
      tipo: f.tipo,
      quantidade: f.quantidade ?? undefined,
      valor: f.valor ?? 0,
      taxaJuros: f.taxaJuros ?? taxaPadrao,
      responsavelTecnico: f.responsavelTecnico,
    }),
    rules: validarAnimalNovo,
    send: (body) => animaisApi.criar(farmId, { id: uuidv7(), ...body }),
    next: 'initial',
    report,
    done: itemAdicionado(MSG_INVENTARIO.animalAdicionado),
  });
  const { d: f, set } = form;
  return (
    <NovoItemForm titulo="Adicionar Novo Animal" botao="Adicionar Animal" colunas={3} form={form}>
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
    </NovoItemForm>
  );
}
