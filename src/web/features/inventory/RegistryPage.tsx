import { useState } from 'react';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG_INVENTARIO } from '../../../domain/inventory/constants.ts';
import { REGISTROS } from '../../../domain/schemas/registries.ts';
import { type Regras, validar } from '../../../domain/validacao.ts';
import { CsvButtons } from '../../components/csv-buttons.tsx';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { TextField } from '../../components/form.tsx';
import { InlineEditTable } from '../../components/inline-table.tsx';
import { PageHeader } from '../../components/page.tsx';
import { toast } from '../../components/toast.tsx';
import { useForm } from '../../components/use-form.ts';
import { useCurrentFarm, useSession } from '../../session/session.ts';
import { type RegistroItem, recarregar, registrosApi, useRegistro } from './api.ts';
import { itemAdicionado, NovoItemForm, TelaInventario, useAvisoDoNovo } from './items.tsx';
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

/** The registry's schema, the one its route checks with (every registry is a record of texts). */
const regrasDe = (cadastro: Cadastro) => REGISTROS[cadastro.tipo].schema as Regras<Draft>;

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
      <TelaInventario
        resumo={null}
        novo={podeEscrever && <NovoItem farmId={farmId} cadastro={cadastro} />}
        lista={
          <Section
            title={`${cadastro.titulo} cadastrados`}
            actions={<CsvButtons entidade={cadastro.tipo} after={recarregar} />}
          >
            <InlineEditTable<RegistroItem, Draft>
              rows={data ?? []}
              rowKey={(i) => i.id}
              caption={cadastro.titulo}
              editable={podeEscrever}
              rowLabel={(i) => i.nome}
              toDraft={(i) => Object.fromEntries(cadastro.campos.map((c) => [c.campo, i[c.campo] ?? '']))}
              validate={(d) => validar(regrasDe(cadastro), d)}
              onSave={async (i, d) => {
                await registrosApi.salvar(farmId, cadastro.tipo, i.id, { ...d, updatedAt: i.updatedAt });
                recarregar();
                toast.success(MSG_INVENTARIO.registroAtualizado(singular.rotulo));
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
        }
      />
      <ConfirmDialog
        open={excluir !== null}
        onClose={() => setExcluir(null)}
        title="Confirmar exclusão"
        message={`Tem certeza que deseja excluir ${singular.artigo} ${singular.nome}? Esta ação não pode ser desfeita.`}
        onConfirm={async () => {
          if (!excluir) return;
          await registrosApi.excluir(farmId, cadastro.tipo, excluir.id);
          recarregar();
          toast.success(MSG_INVENTARIO.registroRemovido(singular.rotulo));
        }}
      />
    </div>
  );
}

function NovoItem({ farmId, cadastro }: { farmId: string; cadastro: Cadastro }) {
  const vazio = () => Object.fromEntries(cadastro.campos.map((c) => [c.campo, ''])) as Draft;
  const report = useAvisoDoNovo();
  const form = useForm({
    initial: vazio,
    rules: regrasDe(cadastro),
    send: (body) => registrosApi.criar(farmId, cadastro.tipo, { id: uuidv7(), ...body }),
    next: 'initial',
    report,
    done: itemAdicionado(MSG_INVENTARIO.registroAdicionado(cadastro.singular.rotulo)),
  });
  const { d: f, set, errors: errs } = form;
  return (
    <NovoItemForm titulo={`Adicionar ${cadastro.singular.rotulo}`} botao="Adicionar" colunas={4} form={form}>
      {cadastro.campos.map((c) => (
        <TextField
          key={c.campo}
          label={c.rotulo}
          value={f[c.campo] ?? ''}
          onChange={(v) => set({ [c.campo]: v })}
          required={c.obrigatorio}
          error={errs[c.campo]}
          type={c.campo === 'email' ? 'email' : c.campo === 'telefone' ? 'tel' : 'text'}
        />
      ))}
    </NovoItemForm>
  );
}
