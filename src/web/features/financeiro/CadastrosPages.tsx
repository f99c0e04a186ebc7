import type { ReactNode } from 'react';
import { GRUPOS_CUSTO, ROTULO_GRUPO } from '../../../domain/avaliacao/schemas.ts';
import { MSG_FINANCEIRO } from '../../../domain/financeiro/messages.ts';
import {
  type CategoriaInput,
  categoriaSchema,
  type FornecedorInput,
  fornecedorSchema,
  recusaStatus,
  STATUS_DO_SISTEMA,
  TIPOS_CATEGORIA,
} from '../../../domain/financeiro/schemas.ts';
import { contaBancariaSchema, statusFinanceiroSchema } from '../../../domain/schemas/cadastros.ts';
import type { Regras } from '../../../domain/validacao.ts';
import { useResource } from '../../api/use-resource.ts';
import { CrudScreen } from '../../components/crud-screen.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { type FieldErrors, SelectField, TextAreaField, TextField } from '../../components/form.tsx';
import type { Column } from '../../components/list-screen.tsx';
import { HubGrid, PageHeader } from '../../components/page.tsx';
import { partesDoRascunho, useFormComRascunho } from '../../components/rascunho.ts';
import { Badge } from '../../components/row-menu.tsx';
import { aoSalvar } from '../../components/use-form.ts';
import {
  type Categoria,
  type ContaBancaria,
  cadastrosApi,
  type Fornecedor,
  type RegistroApi,
  type StatusFinanceiro,
  salvarNaApi,
} from './api.ts';
import { SemFazenda, useFazenda } from './common.tsx';
import { consultasFinanceiro, recarregarFinanceiro } from './queries.ts';

export function CadastrosHub() {
  return (
    <>
      <PageHeader title="Cadastros" subtitle="Cadastros auxiliares do financeiro" back="~/dashboard/financeiro" />
      <HubGrid
        items={[
          {
            href: '/cadastros/fornecedores',
            title: 'Fornecedores',
            description: 'Quem vende para a fazenda',
            icon: 'users',
          },
          {
            href: '/cadastros/categorias',
            title: 'Categorias',
            description: 'Classificação de receitas e despesas',
            icon: 'folder',
          },
          {
            href: '/cadastros/status',
            title: 'Status',
            description: 'Status para controle de situação das contas',
            icon: 'check',
          },
          {
            href: '/cadastros/contas-bancarias',
            title: 'Contas bancárias',
            description: 'Onde o dinheiro das baixas entra e sai',
            icon: 'wallet',
          },
        ]}
      />
    </>
  );
}

/** A registry row: every registry's rows have a nome, which the delete confirmation names. */
type Linha = { id: string; updatedAt: string; nome: string };

interface RegistroProps<T, D, B = D> {
  titulo: string;
  subtitulo: string;
  listaSubtitulo: string;
  recurso: string;
  /** Its four calls, from `cadastrosApi` (api.ts). */
  api: RegistroApi<T, B>;
  columns: Column<T>[];
  singular: string;
  /** The empty form; a row opened for editing fills the same fields (`paraRascunho` when they differ). */
  vazio: D;
  paraRascunho?(row: T): D;
  /** The form as the API takes it, when the form keeps it otherwise. */
  paraApi?(rascunho: D): B;
  /** The domain schema the route checks the body with. */
  regras: Regras<unknown>;
  msg: { adicionado: string; atualizado: string; excluido: string };
  campos(d: D, set: (patch: Partial<D>) => void, erros: FieldErrors, row?: T): ReactNode;
  /** How the delete confirmation names a row before its nome: 'este fornecedor', 'esta categoria'. */
  confirmacao: string;
  /** Rows the server keeps (why, or null): no 'Excluir' for them. */
  recusaExcluir?(row: T): string | null;
}

/**
 * A registry screen of the current farm: the shared list, an add/edit dialog, and the plain delete confirm
 * (docs/PRODUTO.md §Financeiro).
 */
function Registro<T extends Linha, D extends object, B = D>(p: RegistroProps<T, D, B>) {
  const fazenda = useFazenda();
  if (!fazenda) return <SemFazenda />;
  return <ListaRegistro key={fazenda.id} farmId={fazenda.id} {...p} />;
}

function ListaRegistro<T extends Linha, D extends object, B>(p: RegistroProps<T, D, B> & { farmId: string }) {
  const lista = useResource(consultasFinanceiro.registro(p.farmId, p.recurso, p.api.listar));
  return (
    <CrudScreen<T>
      page={{ title: p.titulo, subtitle: p.subtitulo, back: '/cadastros' }}
      csv={{ entidade: p.recurso }}
      title={p.titulo}
      subtitle={p.listaSubtitulo}
      rows={lista.data}
      loading={lista.loading}
      error={lista.error}
      columns={p.columns}
      editor={{
        title: (row) => (row ? `Editar ${p.singular}` : `Adicionar ${p.singular}`),
        form: (row, close) => <RegistroForm {...p} row={row ?? undefined} onClose={close} />,
      }}
      remove={{
        message: (row) =>
          `Tem certeza que deseja excluir ${p.confirmacao} "${row.nome}"? Esta ação não pode ser desfeita.`,
        run: (row) => p.api.excluir(p.farmId, row.id),
        done: p.msg.excluido,
        hidden: p.recusaExcluir ? (row) => p.recusaExcluir?.(row) != null : undefined,
      }}
      after={recarregarFinanceiro}
    />
  );
}

function RegistroForm<T extends Linha, D extends object, B>(
  p: RegistroProps<T, D, B> & { farmId: string; row?: T; onClose(): void },
) {
  const { api, farmId, row } = p;
  const form = useFormComRascunho(
    {
      initial: () => (row ? (p.paraRascunho?.(row) ?? mesmosCampos(row, p.vazio)) : p.vazio),
      rules: p.regras,
      body: (d) => d,
      send: (_, d) => salvarNaApi(api, farmId, row, p.paraApi ? p.paraApi(d) : (d as unknown as B)),
      ...aoSalvar(p.row ? p.msg.atualizado : p.msg.adicionado, recarregarFinanceiro, p.onClose),
    },
    { partes: partesDoRascunho(farmId, `financeiro:${p.recurso}`, row) },
  );
  return (
    <DialogForm form={form} onClose={p.onClose}>
      {p.campos(form.d, form.set, form.errors, p.row)}
    </DialogForm>
  );
}

/** The row's values of the form's fields. */
function mesmosCampos<D extends object>(row: object, vazio: D): D {
  const valores = row as Record<string, unknown>;
  return Object.fromEntries(Object.keys(vazio).map((k) => [k, valores[k]])) as D;
}

/** The nome column, the row's name on a phone card and in its menu. */
const colunaNome = {
  key: 'nome',
  header: 'Nome',
  render: (r) => r.nome,
  primary: true,
} satisfies Column<{ nome: string }>;

/** A text column that shows '—' where the row has none. */
function colunaTexto<K extends string>(key: K, header: string): Column<Record<K, string | null>> {
  return { key, header, render: (r) => r[key] || '—' };
}

const colunaAtivo = {
  key: 'ativo',
  header: 'Ativo',
  render: (r) => <Badge tone={r.ativo === 'Sim' ? 'success' : 'neutral'}>{r.ativo}</Badge>,
  text: (r) => r.ativo,
} satisfies Column<{ ativo: string }>;

interface NomeDescricaoAtivo {
  nome: string;
  descricao: string;
  ativo: string;
}

/** Categorias and Status both have a description and an Ativo flag: the same last columns and fields. */
const colunasDescricaoAtivo = [
  colunaTexto('descricao', 'Descrição'),
  colunaAtivo,
] satisfies Column<NomeDescricaoAtivo>[];

/** Nome, then `children` (the field that differs) beside Ativo, then Descrição. */
function CamposComAtivo({
  d,
  set,
  e,
  children,
  nomeFixo,
}: {
  d: NomeDescricaoAtivo;
  set(patch: Partial<NomeDescricaoAtivo>): void;
  e: FieldErrors;
  children: ReactNode;
  /** Why the name cannot change (a status the accounts set), shown under the read-only field. */
  nomeFixo?: string | null;
}) {
  return (
    <>
      <TextField
        label="Nome"
        value={d.nome}
        onChange={(nome) => set({ nome })}
        error={e.nome}
        required
        readOnly={nomeFixo ? true : undefined}
        hint={nomeFixo ?? undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {children}
        <SelectField
          label="Ativo"
          value={d.ativo}
          onChange={(ativo) => set({ ativo })}
          options={['Sim', 'Não']}
          error={e.ativo}
        />
      </div>
      <TextAreaField
        label="Descrição"
        value={d.descricao}
        onChange={(descricao) => set({ descricao })}
        error={e.descricao}
        rows={2}
      />
    </>
  );
}

// --- Fornecedores ---

const FORNECEDOR_VAZIO = { nome: '', cnpj_cpf: '', telefone: '', email: '', endereco: '', observacoes: '' };

export function FornecedoresPage() {
  return (
    <Registro<Fornecedor, typeof FORNECEDOR_VAZIO, FornecedorInput>
      titulo="Fornecedores"
      subtitulo="Quem vende produtos e serviços para a fazenda"
      listaSubtitulo="Lista de todos os fornecedores"
      recurso="fornecedores"
      api={cadastrosApi.fornecedores}
      columns={[
        colunaNome,
        colunaTexto('cnpj_cpf', 'CNPJ/CPF'),
        colunaTexto('telefone', 'Telefone'),
        colunaTexto('email', 'Email'),
        { ...colunaTexto('endereco', 'Endereço'), hideOnMobile: true },
      ]}
      singular="fornecedor"
      vazio={FORNECEDOR_VAZIO}
      regras={fornecedorSchema}
      msg={MSG_FINANCEIRO.fornecedor}
      confirmacao="este fornecedor"
      campos={(d, set, e) => (
        <>
          <TextField label="Nome" value={d.nome} onChange={(nome) => set({ nome })} error={e.nome} required />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="CNPJ/CPF"
              value={d.cnpj_cpf}
              onChange={(cnpj_cpf) => set({ cnpj_cpf })}
              error={e.cnpj_cpf}
              inputMode="numeric"
            />
            <TextField
              label="Telefone"
              type="tel"
              value={d.telefone}
              onChange={(telefone) => set({ telefone })}
              error={e.telefone}
            />
          </div>
          <TextField label="Email" type="email" value={d.email} onChange={(email) => set({ email })} error={e.email} />
          <TextField
            label="Endereço"
            value={d.endereco}
            onChange={(endereco) => set({ endereco })}
            error={e.endereco}
          />
          <TextAreaField
            label="Observações"
            value={d.observacoes}
            onChange={(observacoes) => set({ observacoes })}
            error={e.observacoes}
            rows={2}
          />
        </>
      )}
    />
  );
}

// --- Categorias ---

const CATEGORIA_VAZIA = { nome: '', tipo: '', descricao: '', ativo: 'Sim', grupoCusto: '' };
const GRUPOS = GRUPOS_CUSTO.map((g) => ({ value: g, label: ROTULO_GRUPO[g] }));

export function CategoriasPage() {
  const paraApi = (d: typeof CATEGORIA_VAZIA) => ({
    nome: d.nome,
    tipo: d.tipo as Categoria['tipo'],
    descricao: d.descricao,
    ativo: d.ativo as Categoria['ativo'],
    grupoCusto: d.grupoCusto as CategoriaInput['grupoCusto'],
  });
  return (
    <Registro<Categoria, typeof CATEGORIA_VAZIA, CategoriaInput>
      titulo="Categorias"
      subtitulo="Classificação de receitas e despesas"
      listaSubtitulo="Lista de todas as categorias financeiras"
      recurso="categorias"
      api={cadastrosApi.categorias}
      columns={[colunaNome, { key: 'tipo', header: 'Tipo', render: (c) => c.tipo }, ...colunasDescricaoAtivo]}
      singular="categoria"
      vazio={CATEGORIA_VAZIA}
      regras={categoriaSchema}
      paraApi={paraApi}
      msg={MSG_FINANCEIRO.categoria}
      confirmacao="esta categoria"
      campos={(d, set, e) => (
        <CamposComAtivo d={d} set={set} e={e}>
          <SelectField
            label="Tipo"
            value={d.tipo}
            onChange={(tipo) => set({ tipo })}
            options={[...TIPOS_CATEGORIA]}
            placeholder="Selecione..."
            error={e.tipo}
            required
          />
          <SelectField
            label="Grupo de custo"
            value={d.grupoCusto}
            onChange={(grupoCusto) => set({ grupoCusto })}
            options={GRUPOS}
            placeholder="Nenhum (conta em Outros)"
            error={e.grupoCusto}
            hint="Onde esta categoria entra na Avaliação Zootécnica."
            className="sm:col-span-2"
          />
        </CamposComAtivo>
      )}
    />
  );
}

// --- Status (the generic registry /registros/status) ---

/** Colours offered for a status (stored as CSS colour names, as the seed does). */
const CORES = [
  { value: 'orange', label: 'Laranja' },
  { value: 'green', label: 'Verde' },
  { value: 'red', label: 'Vermelho' },
  { value: 'blue', label: 'Azul' },
  { value: 'yellow', label: 'Amarelo' },
  { value: 'purple', label: 'Roxo' },
  { value: 'gray', label: 'Cinza' },
];
const nomeCor = (cor: string) => CORES.find((c) => c.value === cor)?.label ?? cor;
const STATUS_VAZIO = { nome: '', cor: '', descricao: '', ativo: 'Sim' };

export function StatusPage() {
  return (
    <Registro<StatusFinanceiro, typeof STATUS_VAZIO>
      titulo="Status"
      subtitulo="Status para controle de situação das contas"
      listaSubtitulo="Lista de todos os status do sistema financeiro"
      recurso="status"
      api={cadastrosApi.status}
      columns={[
        {
          key: 'nome',
          header: 'Nome',
          render: (s) => (
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-full border border-base-300"
                style={{ backgroundColor: s.cor }}
              />
              {s.nome}
            </span>
          ),
          text: (s) => s.nome,
          primary: true,
        },
        { key: 'cor', header: 'Cor', render: (s) => nomeCor(s.cor) },
        ...colunasDescricaoAtivo,
      ]}
      singular="status"
      vazio={STATUS_VAZIO}
      regras={statusFinanceiroSchema}
      msg={MSG_FINANCEIRO.status}
      confirmacao="este status"
      recusaExcluir={(s) => recusaStatus(s.nome)}
      campos={(d, set, e, row) => {
        const cores =
          d.cor && !CORES.some((c) => c.value === d.cor) ? [{ value: d.cor, label: d.cor }, ...CORES] : CORES;
        return (
          <CamposComAtivo
            d={d}
            set={set}
            e={e}
            nomeFixo={row && STATUS_DO_SISTEMA.includes(row.nome) ? MSG_FINANCEIRO.statusDoSistemaNome : null}
          >
            <SelectField
              label="Cor"
              value={d.cor}
              onChange={(cor) => set({ cor })}
              options={cores}
              placeholder="Selecione..."
              error={e.cor}
              required
            />
          </CamposComAtivo>
        );
      }}
    />
  );
}

// --- Contas bancárias (the generic registry /registros/contas-bancarias, offered by 'Baixar Conta') ---

const CONTA_VAZIA = { nome: '', banco: '', agencia: '', conta: '', ativo: 'Sim' };

export function ContasBancariasPage() {
  return (
    <Registro<ContaBancaria, typeof CONTA_VAZIA>
      titulo="Contas bancárias"
      subtitulo="Contas oferecidas ao baixar uma conta a pagar ou a receber"
      listaSubtitulo="Lista de todas as contas bancárias da fazenda"
      recurso="contas-bancarias"
      api={cadastrosApi.contasBancarias}
      columns={[
        colunaNome,
        colunaTexto('banco', 'Banco'),
        colunaTexto('agencia', 'Agência'),
        colunaTexto('conta', 'Conta'),
        colunaAtivo,
      ]}
      singular="conta bancária"
      vazio={CONTA_VAZIA}
      regras={contaBancariaSchema}
      msg={MSG_FINANCEIRO.contaBancaria}
      confirmacao="esta conta bancária"
      campos={(d, set, e) => (
        <>
          <TextField
            label="Nome"
            value={d.nome}
            onChange={(nome) => set({ nome })}
            error={e.nome}
            placeholder="Ex.: Sicredi - Conta Corrente"
            required
          />
          <TextField label="Banco" value={d.banco} onChange={(banco) => set({ banco })} error={e.banco} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Agência"
              value={d.agencia}
              onChange={(agencia) => set({ agencia })}
              error={e.agencia}
              inputMode="numeric"
            />
            <TextField
              label="Conta"
              value={d.conta}
              onChange={(conta) => set({ conta })}
              error={e.conta}
              inputMode="numeric"
            />
          </div>
          <SelectField
            label="Ativo"
            value={d.ativo}
            onChange={(ativo) => set({ ativo })}
            options={['Sim', 'Não']}
            error={e.ativo}
            hint="Só as contas ativas aparecem na baixa."
          />
        </>
      )}
    />
  );
}
