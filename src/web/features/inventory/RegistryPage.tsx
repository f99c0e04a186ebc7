import { type FormEvent, useState } from 'react';
import { uuidv7 } from '../../../domain/ids.ts';
import { REGISTROS } from '../../../domain/schemas/registries.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { apiErrorOf, type FieldErrors, TextField } from '../../components/form.tsx';
import { Icon } from '../../components/icons.tsx';
import { InlineEditTable } from '../../components/inline-table.tsx';
import { PageHeader } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { useCurrentFarm, useSession } from '../../session/session.ts';
import { type RegistroItem, recarregar, registrosApi, useRegistro } from './api.ts';
import type { Cadastro } from './registries.ts';
import { CellText, Section } from './ui.tsx';

/** One inventory registry (técnicos, tipos de …): heading, add form, inline-editable table, confirm delete. */
export default function RegistryPage({ cadastro }: { cadastro: Cadastro }) {
  const farm = useCurrentFarm();
  return (
    <>
      <PageHeader title={cadastro.titulo} subtitle={cadastro.subtitulo} back="/paez/cadastros" />
      {farm ? <Registro farmId={farm.id} cadastro={cadastro} /> : null}
    </>
  );
}

type Draft = Record<string, string>;

function parse(cadastro: Cadastro, d: Draft): { ok: true } | { ok: false; message: string; fields: FieldErrors } {
  const r = REGISTROS[cadastro.tipo].schema.safeParse(d);
  if (r.success) return { ok: true };
  const fields: FieldErrors = {};
  for (const i of r.error.issues) fields[String(i.path[0] ?? '_')] ??= i.message;
  return { ok: false, message: r.error.issues[0]?.message ?? '', fields };
}

function Registro({ farmId, cadastro }: { farmId: string; cadastro: Cadastro }) {
  const { data, error } = useRegistro(farmId, cadastro.tipo);
  const session = useSession();
  // Reading needs only the farm; changing needs a module that owns the registry (the server's same rule).
  const podeEscrever = REGISTROS[cadastro.tipo].escrita.some((m) => session?.modules.includes(m));
  const [excluir, setExcluir] = useState<RegistroItem | null>(null);
  const { singular } = cadastro;
  return (
    <div className="flex flex-col gap-6">
      {error && <div className="alert alert-error">{error.message}</div>}
      {podeEscrever && <NovoItem farmId={farmId} cadastro={cadastro} />}
      <Section title={`${cadastro.titulo} cadastrados`}>
        <InlineEditTable<RegistroItem, Draft>
          rows={data ?? []}
          rowKey={(i) => i.id}
          caption={cadastro.titulo}
          editable={podeEscrever}
          rowLabel={(i) => i.nome}
          toDraft={(i) => Object.fromEntries(cadastro.campos.map((c) => [c.campo, i[c.campo] ?? '']))}
          validate={(d) => {
            const v = parse(cadastro, d);
            return v.ok ? null : v.message;
          }}
          onSave={async (i, d) => {
            await registrosApi.salvar(farmId, cadastro.tipo, i.id, { ...d, updatedAt: i.updatedAt });
            recarregar();
            toast.success(`${singular.rotulo} atualizado com sucesso!`);
          }}
          onDelete={setExcluir}
          columns={cadastro.campos.map((c) => ({
            key: c.campo,
            header: c.rotulo,
            render: (i: RegistroItem) => i[c.campo] || (c.campo === 'nome' ? '' : '—'),
            edit: (ctx) => <CellText ctx={ctx} field={c.campo} />,
          }))}
        />
      </Section>
      <ConfirmDialog
        open={excluir !== null}
        onClose={() => setExcluir(null)}
        title="Confirmar exclusão"
        message={`Tem certeza que deseja excluir ${singular.artigo} ${singular.nome}? Esta ação não pode ser desfeita.`}
        onConfirm={async () => {
          if (!excluir) return;
          await registrosApi.excluir(farmId, cadastro.tipo, excluir.id);
          recarregar();
          toast.success(`${singular.rotulo} removido com sucesso!`);
        }}
      />
    </div>
  );
}

function NovoItem({ farmId, cadastro }: { farmId: string; cadastro: Cadastro }) {
  const vazio = () => Object.fromEntries(cadastro.campos.map((c) => [c.campo, ''])) as Draft;
  const [f, setF] = useState<Draft>(vazio);
  const [errs, setErrs] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const v = parse(cadastro, f);
    if (!v.ok) {
      setErrs(v.fields);
      return void toast.error(v.message);
    }
    setErrs({});
    setBusy(true);
    try {
      await registrosApi.criar(farmId, cadastro.tipo, { id: uuidv7(), ...f });
      recarregar();
      setF(vazio());
      toast.success(`${cadastro.singular.rotulo} adicionado com sucesso!`);
    } catch (err) {
      const { message, fields } = apiErrorOf(err);
      setErrs(fields);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Section title={`Adicionar ${cadastro.singular.rotulo}`}>
      <form className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={submit} noValidate>
        {cadastro.campos.map((c) => (
          <TextField
            key={c.campo}
            label={c.rotulo}
            value={f[c.campo] ?? ''}
            onChange={(v) => setF((x) => ({ ...x, [c.campo]: v }))}
            required={c.obrigatorio}
            error={errs[c.campo]}
            type={c.campo === 'email' ? 'email' : c.campo === 'telefone' ? 'tel' : 'text'}
          />
        ))}
        <div className="sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn btn-primary min-h-11" disabled={busy}>
            <Icon name="plus" className="size-5" />
            {busy ? 'Adicionando...' : 'Adicionar'}
          </button>
        </div>
      </form>
    </Section>
  );
}
