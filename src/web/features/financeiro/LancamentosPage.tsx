import { ateHoje, DATAS_PASSADAS } from '../../../domain/apontamentos/plausivel.ts';
import type { TotaisLancamentos } from '../../../domain/financeiro/calculos.ts';
import { MSG_FINANCEIRO } from '../../../domain/financeiro/messages.ts';
import {
  type DespesaInput,
  despesaSchema,
  FORMAS_PAGAMENTO,
  type ReceitaInput,
  receitaSchema,
} from '../../../domain/financeiro/schemas.ts';
import { formatBRL, formatData } from '../../../domain/format.ts';
import { useResource } from '../../api/use-resource.ts';
import { CrudScreen } from '../../components/crud-screen.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { SelectField, TextAreaField } from '../../components/form.tsx';
import { DateField, MoneyField } from '../../components/form-numeros.tsx';
import type { Column } from '../../components/list-screen.tsx';
import { partesDoRascunho, useFormComRascunho } from '../../components/rascunho.ts';
import { aoSalvar } from '../../components/use-form.ts';
import { type Despesa, type LancamentoApi, lancamentosApi, type Receita, salvarNaApi } from './api.ts';
import {
  BarraFiltros,
  CampoCategoria,
  CampoDescricao,
  colunaValor,
  listaPaginada,
  nomesCategorias,
  RodapeLancamentos,
  SemFazenda,
  useCadastros,
  useConsulta,
  useFazenda,
} from './common.tsx';
import { consultasFinanceiro, recarregarFinanceiro } from './queries.ts';

type Tipo = 'receitas' | 'despesas';
type Lancamento = (Receita | Despesa) & { forma_recebimento?: string; forma_pagamento?: string };

const CONFIG = {
  receitas: {
    titulo: 'Receitas',
    subtitulo: 'Entradas de dinheiro da fazenda',
    lista: 'Lista de todas as receitas',
    singular: 'receita',
    formaRotulo: 'Forma de recebimento',
    tipoCategoria: 'Receita' as const,
    msg: MSG_FINANCEIRO.receita,
  },
  despesas: {
    titulo: 'Despesas',
    subtitulo: 'Saídas de dinheiro da fazenda',
    lista: 'Lista de todas as despesas',
    singular: 'despesa',
    formaRotulo: 'Forma de pagamento',
    tipoCategoria: 'Despesa' as const,
    msg: MSG_FINANCEIRO.despesa,
  },
};

/**
 * The kind's calls, seen as taking either kind's body: `rules` (the kind's own schema) has checked it before
 * `send`, so the body is the one this kind's route takes.
 */
const apiDe = (tipo: Tipo): LancamentoApi<Lancamento, ReceitaInput | DespesaInput, TotaisLancamentos> =>
  lancamentosApi[tipo];

export default function LancamentosPage({ tipo }: { tipo: Tipo }) {
  const fazenda = useFazenda();
  if (!fazenda) return <SemFazenda />;
  return <Lancamentos key={`${tipo}:${fazenda.id}`} tipo={tipo} farmId={fazenda.id} hoje={fazenda.hoje} />;
}

const formaDe = (l: Lancamento) => l.forma_recebimento ?? l.forma_pagamento ?? '';

function Lancamentos({ tipo, farmId, hoje }: { tipo: Tipo; farmId: string; hoje: string }) {
  const cfg = CONFIG[tipo];
  const consulta = useConsulta();
  const query = consulta.query({ status: false });
  const api = apiDe(tipo);
  const lista = useResource(consultasFinanceiro.lancamentos(farmId, tipo, query, api));
  const cadastros = useCadastros(farmId);
  const categorias = nomesCategorias(cadastros.categorias, cfg.tipoCategoria);

  const columns: Column<Lancamento>[] = [
    { key: 'data', header: 'Data', render: (l) => formatData(l.data) },
    { key: 'descricao', header: 'Descrição', render: (l) => l.descricao, primary: true },
    { key: 'categoria', header: 'Categoria', render: (l) => l.categoria },
    { key: 'forma', header: cfg.formaRotulo, render: formaDe },
    colunaValor,
    { key: 'observacoes', header: 'Observações', render: (l) => l.observacoes || '—', hideOnMobile: true },
  ];

  return (
    <CrudScreen<Lancamento>
      {...listaPaginada(cfg, lista, consulta)}
      csv={{ entidade: tipo }}
      columns={columns}
      toolbar={<BarraFiltros valores={consulta.filtros} onChange={consulta.setFiltros} categorias={categorias ?? []} />}
      editor={{
        title: (l) => (l ? `Editar ${cfg.singular}` : `Nova ${cfg.singular}`),
        form: (l, close) => (
          <LancamentoForm
            tipo={tipo}
            farmId={farmId}
            hoje={hoje}
            item={l ?? undefined}
            categorias={categorias}
            onClose={close}
          />
        ),
      }}
      remove={{
        password: true,
        message: (l) => `Digite sua senha para confirmar a exclusão de "${l.descricao}" (${formatBRL(l.valor)}):`,
        run: (l, password) => api.excluir(farmId, l.id, password),
        done: cfg.msg.excluido,
      }}
    >
      <RodapeLancamentos totais={lista.data?.totais} rotulo={`Total de ${tipo}`} />
    </CrudScreen>
  );
}

interface Rascunho {
  data: string;
  descricao: string;
  categoria: string;
  valor: number | null;
  forma: string;
  observacoes: string;
}

function LancamentoForm({
  tipo,
  farmId,
  hoje,
  item,
  categorias,
  onClose,
}: {
  tipo: Tipo;
  farmId: string;
  hoje: string;
  item?: Lancamento;
  categorias: string[] | undefined;
  onClose(): void;
}) {
  const cfg = CONFIG[tipo];
  const api = apiDe(tipo);
  const formaCampo = tipo === 'receitas' ? 'forma_recebimento' : 'forma_pagamento';
  const form = useFormComRascunho(
    {
      initial: (): Rascunho => ({
        data: item?.data ?? hoje,
        descricao: item?.descricao ?? '',
        categoria: item?.categoria ?? '',
        valor: item?.valor ?? null,
        forma: item ? formaDe(item) : '',
        observacoes: item?.observacoes ?? '',
      }),
      // an entry is money that moved: not after the farm's today (the server checks the same)
      rules:
        tipo === 'receitas'
          ? ateHoje(receitaSchema, DATAS_PASSADAS.receita, hoje)
          : ateHoje(despesaSchema, DATAS_PASSADAS.despesa, hoje),
      body: ({ forma, ...d }) => ({ ...d, [formaCampo]: forma }),
      send: (json: ReceitaInput | DespesaInput) => salvarNaApi(api, farmId, item, json),
      ...aoSalvar(item ? cfg.msg.atualizado : cfg.msg.adicionado, recarregarFinanceiro, onClose),
    },
    { partes: partesDoRascunho(farmId, `financeiro:${tipo}`, item) },
  );
  const { d, set, errors: erros } = form;
  const formas: string[] = [...FORMAS_PAGAMENTO];
  if (d.forma && !formas.includes(d.forma)) formas.unshift(d.forma);

  return (
    <DialogForm form={form} onClose={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Data"
          value={d.data}
          onChange={(v) => set({ data: v })}
          error={erros.data}
          max={hoje}
          required
        />
        <MoneyField label="Valor" value={d.valor} onChange={(v) => set({ valor: v })} error={erros.valor} required />
      </div>
      <CampoDescricao value={d.descricao} onChange={(v) => set({ descricao: v })} error={erros.descricao} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoCategoria
          value={d.categoria}
          onChange={(v) => set({ categoria: v })}
          opcoes={categorias}
          error={erros.categoria}
        />
        <SelectField
          label={cfg.formaRotulo}
          value={d.forma}
          onChange={(v) => set({ forma: v })}
          options={formas}
          placeholder="Selecione..."
          error={erros[formaCampo]}
          required
        />
      </div>
      <TextAreaField
        label="Observações"
        value={d.observacoes}
        onChange={(v) => set({ observacoes: v })}
        error={erros.observacoes}
        maxLength={1000}
        rows={2}
      />
    </DialogForm>
  );
}
