import { type FormEvent, useState } from 'react';
import type { TotaisContas } from '../../../domain/finance/calculos.ts';
import { MSG_FIN } from '../../../domain/finance/messages.ts';
import { formatBRL, formatData } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { ApiError } from '../../api/client.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';
import { ConfirmDialog, Modal, PasswordConfirmDialog } from '../../components/dialog.tsx';
import {
  apiErrorOf,
  type FieldErrors,
  FormError,
  hasErrors,
  MoneyField,
  requiredErrors,
  TextField,
} from '../../components/form.tsx';
import { type Column, ListScreen, type RowAction } from '../../components/list-screen.tsx';
import { PageHeader } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { type ContaPagar, type ContaReceber, type Filtros, financeApi } from './api.ts';
import {
  BaixaDialog,
  BarraFiltros,
  CampoCadastro,
  chave,
  FILTROS_VAZIOS,
  type FiltrosValores,
  filtrosParaQuery,
  nomesCategorias,
  RodapeContas,
  SemFazenda,
  StatusConta,
  useCadastros,
  useFazenda,
  Vencimento,
} from './common.tsx';

type Tipo = 'pagar' | 'receber';
type Conta = (ContaPagar | ContaReceber) & { fornecedor?: string; cliente?: string };

/** What differs between payables and receivables: names, texts and the API calls. */
const CONFIG = {
  pagar: {
    titulo: 'Contas a Pagar',
    subtitulo: 'Contas da fazenda a pagar a fornecedores',
    lista: 'Lista de todas as contas a pagar',
    pessoa: 'fornecedor' as const,
    pessoaRotulo: 'Fornecedor',
    liquidado: 'Pago',
    tipoCategoria: 'Despesa' as const,
    msg: {
      adicionada: MSG_FIN.contaPagarAdicionada,
      atualizada: MSG_FIN.contaPagarAtualizada,
      excluida: MSG_FIN.contaPagarExcluida,
    },
    listar: financeApi.contasPagar,
    baixar: financeApi.baixarContaPagar,
    estornar: financeApi.estornarContaPagar,
    excluir: financeApi.excluirContaPagar,
  },
  receber: {
    titulo: 'Contas a Receber',
    subtitulo: 'Valores que clientes devem à fazenda',
    lista: 'Lista de todas as contas a receber',
    pessoa: 'cliente' as const,
    pessoaRotulo: 'Cliente',
    liquidado: 'Recebido',
    tipoCategoria: 'Receita' as const,
    msg: {
      adicionada: MSG_FIN.contaReceberAdicionada,
      atualizada: MSG_FIN.contaReceberAtualizada,
      excluida: MSG_FIN.contaReceberExcluida,
    },
    listar: financeApi.contasReceber,
    baixar: financeApi.baixarContaReceber,
    estornar: financeApi.estornarContaReceber,
    excluir: financeApi.excluirContaReceber,
  },
};

export default function ContasPage({ tipo }: { tipo: Tipo }) {
  const fazenda = useFazenda();
  if (!fazenda) return <SemFazenda />;
  return <Contas key={`${tipo}:${fazenda.id}`} tipo={tipo} farmId={fazenda.id} hoje={fazenda.hoje} />;
}

function Contas({ tipo, farmId, hoje }: { tipo: Tipo; farmId: string; hoje: string }) {
  const cfg = CONFIG[tipo];
  const [filtros, setFiltros] = useState<FiltrosValores>(FILTROS_VAZIOS);
  const query = filtrosParaQuery(filtros, tipo === 'pagar' ? 'fornecedor' : undefined);
  const listar = cfg.listar as (farmId: string, f: Filtros) => Promise<{ itens: Conta[]; totais: TotaisContas }>;
  const lista = useResource(chave(farmId, `contas-${tipo}`, query), () => listar(farmId, query));
  const cadastros = useCadastros(farmId);
  const [form, setForm] = useState<{ conta?: Conta } | null>(null);
  const [baixa, setBaixa] = useState<Conta | null>(null);
  const [estorno, setEstorno] = useState<Conta | null>(null);
  const [exclusao, setExclusao] = useState<Conta | null>(null);

  const pessoaDe = (c: Conta) => (tipo === 'pagar' ? c.fornecedor : c.cliente) ?? '';
  const categorias = nomesCategorias(cadastros.categorias, cfg.tipoCategoria);

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
    {
      key: 'valor',
      header: 'Valor',
      render: (c) => <span className="tabular-nums">{formatBRL(c.valor)}</span>,
      text: (c) => formatBRL(c.valor),
      align: 'right',
    },
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

  const actions: RowAction<Conta>[] = [
    { label: 'Editar', icon: 'edit', onClick: (c) => setForm({ conta: c }) },
    { label: 'Baixar Conta', icon: 'check', onClick: setBaixa, hidden: (c) => c.status !== 'Pendente' },
    { label: 'Estornar Conta', icon: 'swap', onClick: setEstorno, hidden: (c) => c.status === 'Pendente' },
    { label: 'Excluir', icon: 'trash', danger: true, onClick: setExclusao },
  ];

  return (
    <>
      <PageHeader title={cfg.titulo} subtitle={cfg.subtitulo} back="~/dashboard/financeiro" />
      <ListScreen<Conta>
        title={cfg.titulo}
        subtitle={cfg.lista}
        rows={lista.data?.itens}
        loading={lista.loading}
        error={lista.error}
        rowKey={(c) => c.id}
        columns={columns}
        actions={actions}
        onAdd={() => setForm({})}
        toolbar={
          <BarraFiltros
            valores={filtros}
            onChange={setFiltros}
            status={['Pendente', cfg.liquidado, 'Vencida']}
            categorias={categorias}
            fornecedores={tipo === 'pagar' ? cadastros.fornecedores.map((f) => f.nome) : undefined}
          />
        }
      >
        <RodapeContas totais={lista.data?.totais} liquidado={cfg.liquidado} />
        <ContaForm
          tipo={tipo}
          farmId={farmId}
          aberto={form !== null}
          conta={form?.conta}
          onClose={() => setForm(null)}
          categorias={categorias}
          fornecedores={cadastros.fornecedores.map((f) => f.nome)}
        />
        <BaixaDialog
          open={baixa !== null}
          onClose={() => setBaixa(null)}
          farmId={farmId}
          hoje={hoje}
          titulo={baixa ? `${baixa.descricao} — ${formatBRL(baixa.valor)}` : ''}
          onConfirm={async (dados) => {
            if (!baixa) return;
            await cfg.baixar(farmId, baixa.id, dados);
            toast.success(MSG_FIN.contaBaixada);
            invalidate('fin:');
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
              await cfg.estornar(farmId, estorno.id, estorno.updatedAt);
              toast.success(MSG_FIN.contaEstornada);
            } finally {
              invalidate('fin:');
            }
          }}
        />
        <PasswordConfirmDialog
          open={exclusao !== null}
          onClose={() => setExclusao(null)}
          title="Confirmar exclusão"
          message={
            exclusao
              ? `Digite sua senha para confirmar a exclusão da conta "${exclusao.descricao}" (${formatBRL(exclusao.valor)}):`
              : undefined
          }
          onConfirm={async (password) => {
            if (!exclusao) return;
            await cfg.excluir(farmId, exclusao.id, password);
            toast.success(cfg.msg.excluida);
            invalidate('fin:');
          }}
        />
      </ListScreen>
    </>
  );
}

interface Rascunho {
  data_vencimento: string;
  pessoa: string;
  descricao: string;
  categoria: string;
  valor: number | null;
}

function ContaForm({
  tipo,
  farmId,
  aberto,
  conta,
  onClose,
  categorias,
  fornecedores,
}: {
  tipo: Tipo;
  farmId: string;
  aberto: boolean;
  conta?: Conta;
  onClose(): void;
  categorias: string[];
  fornecedores: string[];
}) {
  const cfg = CONFIG[tipo];
  return (
    <Modal open={aberto} onClose={onClose} title={conta ? `Editar conta a ${tipo}` : `Nova conta a ${tipo}`} size="md">
      <ContaFormBody
        tipo={tipo}
        farmId={farmId}
        conta={conta}
        onClose={onClose}
        categorias={categorias}
        fornecedores={fornecedores}
        pessoaRotulo={cfg.pessoaRotulo}
      />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so each opening starts from the record (or blank). */
function ContaFormBody({
  tipo,
  farmId,
  conta,
  onClose,
  categorias,
  fornecedores,
  pessoaRotulo,
}: {
  tipo: Tipo;
  farmId: string;
  conta?: Conta;
  onClose(): void;
  categorias: string[];
  fornecedores: string[];
  pessoaRotulo: string;
}) {
  const cfg = CONFIG[tipo];
  const [d, setD] = useState<Rascunho>(() => ({
    data_vencimento: conta?.data_vencimento ?? '',
    pessoa: (tipo === 'pagar' ? conta?.fornecedor : conta?.cliente) ?? '',
    descricao: conta?.descricao ?? '',
    categoria: conta?.categoria ?? '',
    valor: conta?.valor ?? null,
  }));
  const [erros, setErros] = useState<FieldErrors>({});
  const [erroForm, setErroForm] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const set = (patch: Partial<Rascunho>) => setD((x) => ({ ...x, ...patch }));

  async function salvar(e: FormEvent) {
    e.preventDefault();
    const errs = requiredErrors(d, ['data_vencimento', 'pessoa', 'descricao', 'categoria', 'valor']);
    if (d.valor !== null && d.valor <= 0) errs.valor = MSG_FIN.valorPositivo;
    setErros(errs);
    setErroForm(null);
    if (hasErrors(errs) || d.valor === null) return;
    const base = { data_vencimento: d.data_vencimento, descricao: d.descricao, categoria: d.categoria, valor: d.valor };
    setOcupado(true);
    try {
      if (tipo === 'pagar') {
        const json = { ...base, fornecedor: d.pessoa };
        if (conta) await financeApi.editarContaPagar(farmId, conta.id, { ...json, updatedAt: conta.updatedAt });
        else await financeApi.criarContaPagar(farmId, { ...json, id: uuidv7() });
      } else {
        const json = { ...base, cliente: d.pessoa };
        if (conta) await financeApi.editarContaReceber(farmId, conta.id, { ...json, updatedAt: conta.updatedAt });
        else await financeApi.criarContaReceber(farmId, { ...json, id: uuidv7() });
      }
      toast.success(conta ? cfg.msg.atualizada : cfg.msg.adicionada);
      invalidate('fin:');
      onClose();
    } catch (err) {
      const { message, fields } = apiErrorOf(err);
      setErros({ ...fields, pessoa: fields.fornecedor ?? fields.cliente });
      setErroForm(message);
      if (err instanceof ApiError && err.status === 409) invalidate('fin:');
    } finally {
      setOcupado(false);
    }
  }

  return (
    <form noValidate onSubmit={salvar} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Data de vencimento"
          type="date"
          value={d.data_vencimento}
          onChange={(v) => set({ data_vencimento: v })}
          error={erros.data_vencimento}
          required
        />
        <MoneyField label="Valor" value={d.valor} onChange={(v) => set({ valor: v })} error={erros.valor} required />
      </div>
      {tipo === 'pagar' ? (
        <CampoCadastro
          label={pessoaRotulo}
          value={d.pessoa}
          onChange={(v) => set({ pessoa: v })}
          opcoes={fornecedores}
          error={erros.pessoa}
          dica="Cadastre fornecedores em Cadastros › Fornecedores para escolhê-los da lista."
        />
      ) : (
        <TextField
          label={pessoaRotulo}
          value={d.pessoa}
          onChange={(v) => set({ pessoa: v })}
          error={erros.pessoa}
          required
        />
      )}
      <TextField
        label="Descrição"
        value={d.descricao}
        onChange={(v) => set({ descricao: v })}
        error={erros.descricao}
        maxLength={500}
        required
      />
      <CampoCadastro
        label="Categoria"
        value={d.categoria}
        onChange={(v) => set({ categoria: v })}
        opcoes={categorias}
        error={erros.categoria}
        dica="Cadastre categorias em Cadastros › Categorias para escolhê-las da lista."
      />
      {conta && (
        <p className="text-sm text-base-content/70">
          Status: <strong>{conta.status}</strong> — use 'Baixar Conta' ou 'Estornar Conta' no menu da linha para mudar.
        </p>
      )}
      <FormError message={erroForm} />
      <div className="modal-action flex-wrap">
        <button type="button" className="btn min-h-11" onClick={onClose} disabled={ocupado}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary min-h-11" disabled={ocupado}>
          {ocupado ? 'Salvando...' : 'Salvar'}
        </button>
      </div>
    </form>
  );
}
