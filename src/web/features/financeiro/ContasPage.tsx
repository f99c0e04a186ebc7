import { useState } from 'react';
import { MSG_FINANCEIRO } from '../../../domain/financeiro/messages.ts';
import {
  type ContaPagarInput,
  type ContaReceberInput,
  contaPagarSchema,
  contaReceberSchema,
} from '../../../domain/financeiro/schemas.ts';
import { formatBRL, formatData } from '../../../domain/format.ts';
import { useResource } from '../../api/use-resource.ts';
import { CrudScreen } from '../../components/crud-screen.tsx';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { TextField } from '../../components/form.tsx';
import { DateField, MoneyField } from '../../components/form-numeros.tsx';
import type { Column } from '../../components/list-screen.tsx';
import { partesDoRascunho, useFormComRascunho } from '../../components/rascunho.ts';
import { toast } from '../../components/toast.tsx';
import { aoSalvar } from '../../components/use-form.ts';
import { type ContaApi, type ContaPagar, type ContaReceber, contasApi, salvarNaApi } from './api.ts';
import {
  BaixaDialog,
  BarraFiltros,
  CampoCadastro,
  CampoCategoria,
  CampoDescricao,
  colunaValor,
  listaPaginada,
  nomesCategorias,
  RodapeContas,
  SemFazenda,
  StatusConta,
  useCadastros,
  useConsulta,
  useFazenda,
  Vencimento,
} from './common.tsx';
import { consultasFinanceiro, recarregarFinanceiro } from './queries.ts';

type Tipo = 'pagar' | 'receber';
type Conta = (ContaPagar | ContaReceber) & { fornecedor?: string; cliente?: string };

/** What differs between payables and receivables: names and texts (the API calls are `contasApi[tipo]`). */
const CONFIG = {
  pagar: {
    titulo: 'Contas a Pagar',
    subtitulo: 'Contas da fazenda a pagar a fornecedores',
    lista: 'Lista de todas as contas a pagar',
    pessoa: 'fornecedor' as const,
    pessoaRotulo: 'Fornecedor',
    liquidado: 'Pago',
    tipoCategoria: 'Despesa' as const,
    msg: MSG_FINANCEIRO.contaPagar,
  },
  receber: {
    titulo: 'Contas a Receber',
    subtitulo: 'Valores que clientes devem à fazenda',
    lista: 'Lista de todas as contas a receber',
    pessoa: 'cliente' as const,
    pessoaRotulo: 'Cliente',
    liquidado: 'Recebido',
    tipoCategoria: 'Receita' as const,
    msg: MSG_FINANCEIRO.contaReceber,
  },
};

/**
 * The kind's calls, seen as taking either kind's body: `rules` (the kind's own schema) has checked it before
 * `send`, so the body is the one this kind's route takes.
 */
const apiDe = (tipo: Tipo): ContaApi<Conta, ContaPagarInput | ContaReceberInput> => contasApi[tipo];

export default function ContasPage({ tipo }: { tipo: Tipo }) {
  const fazenda = useFazenda();
  if (!fazenda) return <SemFazenda />;
  return <Contas key={`${tipo}:${fazenda.id}`} tipo={tipo} farmId={fazenda.id} hoje={fazenda.hoje} />;
}

function Contas({ tipo, farmId, hoje }: { tipo: Tipo; farmId: string; hoje: string }) {
  const cfg = CONFIG[tipo];
  const consulta = useConsulta();
  const { filtros } = consulta;
  const query = consulta.query({ pessoa: tipo === 'pagar' });
  const api = apiDe(tipo);
  const lista = useResource(consultasFinanceiro.contas(farmId, tipo, query, api));
  const cadastros = useCadastros(farmId);
  const [baixa, setBaixa] = useState<Conta | null>(null);
  const [estorno, setEstorno] = useState<Conta | null>(null);

  const pessoaDe = (c: Conta) => (tipo === 'pagar' ? c.fornecedor : c.cliente) ?? '';
  const categorias = nomesCategorias(cadastros.categorias, cfg.tipoCategoria);
  const fornecedores = cadastros.fornecedores?.map((f) => f.nome);

  const columns: Column<Conta>[] = [
    {
      key: 'data_vencimento',
      header: 'Vencimento',
      render: (c) => <Vencimento data={c.data_vencimento} vencida={c.vencida} />,
      text: (c) => formatData(c.data_vencimento),
    },
    { key: 'descricao', header: 'Descrição', render: (c) => c.descricao, primary: true },
    { key: 'pessoa', header: cfg.pessoaRotulo, render: pessoaDe },
    { key: 'categoria', header: 'Categoria', render: (c) => c.categoria },
    colunaValor,
    {
      key: 'status',
      header: 'Status',
      render: (c) => <StatusConta status={c.status} vencida={c.vencida} />,
      text: (c) => `${c.status}${c.vencida ? ' Vencida' : ''}`,
    },
    {
      key: 'baixa',
      header: 'Baixa',
      render: (c) =>
        c.data_baixa ? (
          <span className="text-sm">
            {formatData(c.data_baixa)}
            <br />
            <span className="text-base-content/70">{c.conta_bancaria}</span>
          </span>
        ) : (
          '—'
        ),
      text: (c) => `${formatData(c.data_baixa)} ${c.conta_bancaria ?? ''}`,
      hideOnMobile: true,
    },
  ];

  return (
    <CrudScreen<Conta>
      {...listaPaginada(cfg, lista, consulta)}
      csv={{ entidade: `contas-${tipo}` }}
      columns={columns}
      actions={[
        { label: 'Baixar Conta', icon: 'check', onClick: setBaixa, hidden: (c) => c.status !== 'Pendente' },
        { label: 'Estornar Conta', icon: 'swap', onClick: setEstorno, hidden: (c) => c.status === 'Pendente' },
      ]}
      toolbar={
        <BarraFiltros
          valores={filtros}
          onChange={consulta.setFiltros}
          status={['Pendente', cfg.liquidado, 'Vencida']}
          categorias={categorias ?? []}
          fornecedores={tipo === 'pagar' ? (fornecedores ?? []) : undefined}
        />
      }
      editor={{
        title: (c) => (c ? `Editar conta a ${tipo}` : `Nova conta a ${tipo}`),
        form: (c, close) => (
          <ContaForm
            tipo={tipo}
            farmId={farmId}
            conta={c ?? undefined}
            onClose={close}
            categorias={categorias}
            fornecedores={fornecedores}
          />
        ),
      }}
      remove={{
        password: true,
        message: (c) => `Digite sua senha para confirmar a exclusão da conta "${c.descricao}" (${formatBRL(c.valor)}):`,
        run: (c, password) => api.excluir(farmId, c.id, password),
        done: cfg.msg.excluido,
      }}
    >
      <RodapeContas totais={lista.data?.totais} liquidado={cfg.liquidado} />
      <BaixaDialog
        open={baixa !== null}
        onClose={() => setBaixa(null)}
        farmId={farmId}
        hoje={hoje}
        titulo={baixa ? `${baixa.descricao} — ${formatBRL(baixa.valor)}` : ''}
        onConfirm={async (dados) => {
          if (!baixa) return;
          await api.baixar(farmId, baixa.id, dados);
          toast.success(MSG_FINANCEIRO.contaBaixada);
          recarregarFinanceiro();
        }}
      />
      <ConfirmDialog
        open={estorno !== null}
        onClose={() => setEstorno(null)}
        title="Estornar Conta"
        message={
          estorno
            ? `A conta "${estorno.descricao}" voltará para Pendente e a data de baixa e a conta bancária serão apagadas.`
            : ''
        }
        confirmLabel="Estornar"
        busyLabel="Estornando..."
        tone="primary"
        onConfirm={async () => {
          if (!estorno) return;
          try {
            await api.estornar(farmId, estorno.id, estorno.updatedAt);
            toast.success(MSG_FINANCEIRO.contaEstornada);
          } finally {
            recarregarFinanceiro();
          }
        }}
      />
    </CrudScreen>
  );
}

interface Rascunho {
  data_vencimento: string;
  pessoa: string;
  descricao: string;
  categoria: string;
  valor: number | null;
}

/** Mounted only while the dialog is open, so each opening starts from the record (or blank). */
function ContaForm({
  tipo,
  farmId,
  conta,
  onClose,
  categorias,
  fornecedores,
}: {
  tipo: Tipo;
  farmId: string;
  conta?: Conta;
  onClose(): void;
  categorias: string[] | undefined;
  fornecedores: string[] | undefined;
}) {
  const cfg = CONFIG[tipo];
  const api = apiDe(tipo);
  const pessoaCampo = tipo === 'pagar' ? 'fornecedor' : 'cliente';
  const form = useFormComRascunho(
    {
      initial: (): Rascunho => ({
        data_vencimento: conta?.data_vencimento ?? '',
        pessoa: (tipo === 'pagar' ? conta?.fornecedor : conta?.cliente) ?? '',
        descricao: conta?.descricao ?? '',
        categoria: conta?.categoria ?? '',
        valor: conta?.valor ?? null,
      }),
      rules: tipo === 'pagar' ? contaPagarSchema : contaReceberSchema,
      body: ({ pessoa, ...d }) => ({ ...d, [pessoaCampo]: pessoa }),
      send: (json: ContaPagarInput | ContaReceberInput) => salvarNaApi(api, farmId, conta, json),
      ...aoSalvar(conta ? cfg.msg.atualizado : cfg.msg.adicionado, recarregarFinanceiro, onClose),
    },
    { partes: partesDoRascunho(farmId, `financeiro:contas-${tipo}`, conta) },
  );
  const { d, set, errors: erros } = form;

  return (
    <DialogForm form={form} onClose={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Data de vencimento"
          value={d.data_vencimento}
          onChange={(v) => set({ data_vencimento: v })}
          error={erros.data_vencimento}
          required
        />
        <MoneyField label="Valor" value={d.valor} onChange={(v) => set({ valor: v })} error={erros.valor} required />
      </div>
      {tipo === 'pagar' ? (
        <CampoCadastro
          label={cfg.pessoaRotulo}
          value={d.pessoa}
          onChange={(v) => set({ pessoa: v })}
          opcoes={fornecedores}
          error={erros[pessoaCampo]}
          dica="Cadastre fornecedores em Cadastros › Fornecedores para escolhê-los da lista."
        />
      ) : (
        <TextField
          label={cfg.pessoaRotulo}
          value={d.pessoa}
          onChange={(v) => set({ pessoa: v })}
          error={erros[pessoaCampo]}
          required
        />
      )}
      <CampoDescricao value={d.descricao} onChange={(v) => set({ descricao: v })} error={erros.descricao} />
      <CampoCategoria
        value={d.categoria}
        onChange={(v) => set({ categoria: v })}
        opcoes={categorias}
        error={erros.categoria}
      />
      {conta && (
        <p className="text-sm text-base-content/70">
          Status: <strong>{conta.status}</strong> — use 'Baixar Conta' ou 'Estornar Conta' no menu da linha para mudar.
        </p>
      )}
    </DialogForm>
  );
}
