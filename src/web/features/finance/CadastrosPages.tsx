import { type FormEvent, type ReactNode, useState } from 'react';
import { MSG_FIN } from '../../../domain/finance/messages.ts';
import { TIPOS_CATEGORIA } from '../../../domain/finance/schemas.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { ApiError } from '../../api/client.ts';
import { invalidate, useResource } from '../../api/use-resource.ts';
import { ConfirmDialog, Modal } from '../../components/dialog.tsx';
import {
  apiErrorOf,
  type FieldErrors,
  FormError,
  hasErrors,
  requiredErrors,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form.tsx';
import { type Column, ListScreen } from '../../components/list-screen.tsx';
import { HubGrid, PageHeader } from '../../components/page.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { toast } from '../../components/toast.tsx';
import { type Categoria, type Fornecedor, financeApi, type StatusFinanceiro } from './api.ts';
import { chave, SemFazenda, useFazenda } from './common.tsx';

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
        ]}
      />
    </>
  );
}

interface RegistroProps<T, D> {
  farmId: string;
  titulo: string;
  subtitulo: string;
  listaTitulo: string;
  listaSubtitulo: string;
  recurso: string;
  listar(farmId: string): Promise<T[]>;
  columns: Column<T>[];
  nomeDe(row: T): string;
  singular: string;
  vazio: D;
  paraRascunho(row: T): D;
  obrigatorios: readonly (keyof D & string)[];
  salvar(rascunho: D, row: T | undefined): Promise<unknown>;
  excluir(row: T): Promise<unknown>;
  msg: { adicionado: string; atualizado: string; excluido: string };
  campos(d: D, set: (patch: Partial<D>) => void, erros: FieldErrors): ReactNode;
  confirmacao(row: T): string;
}

/** A registry screen: the shared list, an add/edit dialog, and the plain delete confirm (SPEC.md §4). */
function Registro<T extends { id: string }, D extends object>(p: RegistroProps<T, D>) {
  const lista = useResource(chave(p.farmId, p.recurso), () => p.listar(p.farmId));
  const [form, setForm] = useState<{ row?: T } | null>(null);
  const [exclusao, setExclusao] = useState<T | null>(null);
  return (
    <>
      <PageHeader title={p.titulo} subtitle={p.subtitulo} back="/cadastros" />
      <ListScreen<T>
        title={p.listaTitulo}
        subtitle={p.listaSubtitulo}
        rows={lista.data}
        loading={lista.loading}
        error={lista.error}
        rowKey={(r) => r.id}
        columns={p.columns}
        actions={[
          { label: 'Editar', icon: 'edit', onClick: (r) => setForm({ row: r }) },
          { label: 'Excluir', icon: 'trash', danger: true, onClick: setExclusao },
        ]}
        onAdd={() => setForm({})}
      >
        <Modal
          open={form !== null}
          onClose={() => setForm(null)}
          title={form?.row ? `Editar ${p.singular}` : `Adicionar ${p.singular}`}
        >
          <RegistroForm {...p} row={form?.row} onClose={() => setForm(null)} />
        </Modal>
        <ConfirmDialog
          open={exclusao !== null}
          onClose={() => setExclusao(null)}
          message={exclusao ? p.confirmacao(exclusao) : ''}
          onConfirm={async () => {
            if (!exclusao) return;
            await p.excluir(exclusao);
            toast.success(p.msg.excluido);
            invalidate('fin:');
          }}
        />
      </ListScreen>
    </>
  );
}

function RegistroForm<T extends { id: string }, D extends object>(
  p: RegistroProps<T, D> & { row?: T; onClose(): void },
) {
  const [d, setD] = useState<D>(() => (p.row ? p.paraRascunho(p.row) : p.vazio));
  const [erros, setErros] = useState<FieldErrors>({});
  const [erroForm, setErroForm] = useState<string | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const set = (patch: Partial<D>) => setD((x) => ({ ...x, ...patch }));

  async function salvar(e: FormEvent) {
    e.preventDefault();
    const errs = requiredErrors(d, p.obrigatorios);
    setErros(errs);
    setErroForm(null);
    if (hasErrors(errs)) return;
    setOcupado(true);
    try {
      await p.salvar(d, p.row);
      toast.success(p.row ? p.msg.atualizado : p.msg.adicionado);
      invalidate('fin:');
      p.onClose();
    } catch (err) {
      const { message, fields } = apiErrorOf(err);
      setErros(fields);
      setErroForm(message);
      if (err instanceof ApiError && err.status === 409) invalidate('fin:');
    } finally {
      setOcupado(false);
    }
  }

  return (
    <form noValidate onSubmit={salvar} className="flex flex-col gap-4">
      {p.campos(d, set, erros)}
      <FormError message={erroForm} />
      <div className="modal-action flex-wrap">
        <button type="button" className="btn min-h-11" onClick={p.onClose} disabled={ocupado}>
          Cancelar
        </button>
        <button type="submit" className="btn btn-primary min-h-11" disabled={ocupado}>
          {ocupado ? 'Salvando...' : 'Salvar'}
        </button>
      </div>
    </form>
  );
}

const ativoBadge = (ativo: string) => <Badge tone={ativo === 'Sim' ? 'success' : 'neutral'}>{ativo}</Badge>;
const confirmar = (tipo: string, nome: string) =>
  `Tem certeza que deseja excluir ${tipo} "${nome}"? Esta ação não pode ser desfeita.`;

// --- Fornecedores ---

const FORNECEDOR_VAZIO = { nome: '', cnpj_cpf: '', telefone: '', email: '', endereco: '', observacoes: '' };

export function FornecedoresPage() {
  const fazenda = useFazenda();
  if (!fazenda) return <SemFazenda />;
  const farmId = fazenda.id;
  return (
    <Registro<Fornecedor, typeof FORNECEDOR_VAZIO>
      key={farmId}
      farmId={farmId}
      titulo="Fornecedores"
      subtitulo="Quem vende produtos e serviços para a fazenda"
      listaTitulo="Fornecedores"
      listaSubtitulo="Lista de todos os fornecedores"
      recurso="fornecedores"
      listar={financeApi.fornecedores}
      columns={[
        { key: 'nome', header: 'Nome', render: (f) => f.nome, primary: true },
        { key: 'cnpj_cpf', header: 'CNPJ/CPF', render: (f) => f.cnpj_cpf || '—' },
        { key: 'telefone', header: 'Telefone', render: (f) => f.telefone || '—' },
        { key: 'email', header: 'Email', render: (f) => f.email || '—' },
        { key: 'endereco', header: 'Endereço', render: (f) => f.endereco || '—', hideOnMobile: true },
      ]}
      nomeDe={(f) => f.nome}
      singular="fornecedor"
      vazio={FORNECEDOR_VAZIO}
      paraRascunho={(f) => ({
        nome: f.nome,
        cnpj_cpf: f.cnpj_cpf,
        telefone: f.telefone,
        email: f.email,
        endereco: f.endereco,
        observacoes: f.observacoes,
      })}
      obrigatorios={['nome']}
      salvar={(d, row) =>
        row
          ? financeApi.editarFornecedor(farmId, row.id, { ...d, updatedAt: row.updatedAt })
          : financeApi.criarFornecedor(farmId, { ...d, id: uuidv7() })
      }
      excluir={(f) => financeApi.excluirFornecedor(farmId, f.id)}
      msg={{
        adicionado: MSG_FIN.fornecedorAdicionado,
        atualizado: MSG_FIN.fornecedorAtualizado,
        excluido: MSG_FIN.fornecedorExcluido,
      }}
      confirmacao={(f) => confirmar('este fornecedor', f.nome)}
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

const CATEGORIA_VAZIA = { nome: '', tipo: '', descricao: '', ativo: 'Sim' };

export function CategoriasPage() {
  const fazenda = useFazenda();
  if (!fazenda) return <SemFazenda />;
  const farmId = fazenda.id;
  const paraApi = (d: typeof CATEGORIA_VAZIA) => ({
    nome: d.nome,
    tipo: d.tipo as Categoria['tipo'],
    descricao: d.descricao,
    ativo: d.ativo as Categoria['ativo'],
  });
  return (
    <Registro<Categoria, typeof CATEGORIA_VAZIA>
      key={farmId}
      farmId={farmId}
      titulo="Categorias"
      subtitulo="Classificação de receitas e despesas"
      listaTitulo="Categorias"
      listaSubtitulo="Lista de todas as categorias financeiras"
      recurso="categorias"
      listar={financeApi.categorias}
      columns={[
        { key: 'nome', header: 'Nome', render: (c) => c.nome, primary: true },
        { key: 'tipo', header: 'Tipo', render: (c) => c.tipo },
        { key: 'descricao', header: 'Descrição', render: (c) => c.descricao || '—' },
        { key: 'ativo', header: 'Ativo', render: (c) => ativoBadge(c.ativo), text: (c) => c.ativo },
      ]}
      nomeDe={(c) => c.nome}
      singular="categoria"
      vazio={CATEGORIA_VAZIA}
      paraRascunho={(c) => ({ nome: c.nome, tipo: c.tipo, descricao: c.descricao, ativo: c.ativo })}
      obrigatorios={['nome', 'tipo']}
      salvar={(d, row) =>
        row
          ? financeApi.editarCategoria(farmId, row.id, { ...paraApi(d), updatedAt: row.updatedAt })
          : financeApi.criarCategoria(farmId, { ...paraApi(d), id: uuidv7() })
      }
      excluir={(c) => financeApi.excluirCategoria(farmId, c.id)}
      msg={{
        adicionado: MSG_FIN.categoriaAdicionada,
        atualizado: MSG_FIN.categoriaAtualizada,
        excluido: MSG_FIN.categoriaExcluida,
      }}
      confirmacao={(c) => confirmar('esta categoria', c.nome)}
      campos={(d, set, e) => (
        <>
          <TextField label="Nome" value={d.nome} onChange={(nome) => set({ nome })} error={e.nome} required />
          <div className="grid gap-4 sm:grid-cols-2">
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
  const fazenda = useFazenda();
  if (!fazenda) return <SemFazenda />;
  const farmId = fazenda.id;
  return (
    <Registro<StatusFinanceiro, typeof STATUS_VAZIO>
      key={farmId}
      farmId={farmId}
      titulo="Status"
      subtitulo="Status para controle de situação das contas"
      listaTitulo="Status"
      listaSubtitulo="Lista de todos os status do sistema financeiro"
      recurso="status"
      listar={financeApi.status}
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
        { key: 'descricao', header: 'Descrição', render: (s) => s.descricao || '—' },
        { key: 'ativo', header: 'Ativo', render: (s) => ativoBadge(s.ativo), text: (s) => s.ativo },
      ]}
      nomeDe={(s) => s.nome}
      singular="status"
      vazio={STATUS_VAZIO}
      paraRascunho={(s) => ({ nome: s.nome, cor: s.cor, descricao: s.descricao, ativo: s.ativo })}
      obrigatorios={['nome', 'cor']}
      salvar={(d, row) =>
        row
          ? financeApi.editarStatus(farmId, row.id, { ...d, updatedAt: row.updatedAt })
          : financeApi.criarStatus(farmId, { ...d, id: uuidv7() })
      }
      excluir={(s) => financeApi.excluirStatus(farmId, s.id)}
      msg={{
        adicionado: MSG_FIN.statusAdicionado,
        atualizado: MSG_FIN.statusAtualizado,
        excluido: MSG_FIN.statusExcluido,
      }}
      confirmacao={(s) => confirmar('este status', s.nome)}
      campos={(d, set, e) => {
        const cores =
          d.cor && !CORES.some((c) => c.value === d.cor) ? [{ value: d.cor, label: d.cor }, ...CORES] : CORES;
        return (
          <>
            <TextField label="Nome" value={d.nome} onChange={(nome) => set({ nome })} error={e.nome} required />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Cor"
                value={d.cor}
                onChange={(cor) => set({ cor })}
                options={cores}
                placeholder="Selecione..."
                error={e.cor}
                required
              />
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
      }}
    />
  );
}
