import { formatBRL } from '../../../domain/format.ts';
import { retido, textoRetido } from '../../../domain/retidos.ts';
import { MSG_SANIDADE } from '../../../domain/sanidade/messages.ts';
import { medicamentoSchema, UNIDADES_CARENCIA, type UnidadeCarencia } from '../../../domain/sanidade/schemas.ts';
import { useResource } from '../../api/use-resource.ts';
import { CrudScreen } from '../../components/crud-screen.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { SelectField, TextField } from '../../components/form.tsx';
import { MoneyField, NumberField } from '../../components/form-numeros.tsx';
import type { Column } from '../../components/list-screen.tsx';
import { partesDoRascunho, useFormComRascunho } from '../../components/rascunho.ts';
import { aoSalvar } from '../../components/use-form.ts';
import { useCan, useFazendaAtual } from '../../session/session.ts';
import { SemFazenda } from '../../shell/guards.tsx';
import { type Medicamento, sanidadeApi } from './api.ts';
import { consultasSanidade, recarregarSanidade } from './queries.ts';

/** '4 dias', '6 ordenhas', or 'não informada' (a seeded class: the label's figure is typed by the farm). */
export function textoCarencia(valor: number | null, unidade: string) {
  if (valor === null) return 'não informada';
  return `${valor} ${valor === 1 ? unidade.replace(/s$/, '') : unidade}`;
}

/** A cost the caller may see ('sem dados' when not typed), else what hides it ('Oculto: requer o módulo Financeiro'). */
export function textoCusto(r: { custoCentavos?: number | null; retidos: { parte: string; modulos: string[] }[] }) {
  const oculto = retido(r.retidos as Parameters<typeof retido>[0], 'custoCentavos');
  if (oculto) return textoRetido(oculto);
  return r.custoCentavos == null ? MSG_SANIDADE.semDados : formatBRL(r.custoCentavos);
}

/** 'Medicamentos': the farm's registry of medicines with the label's withdrawals (typed by the farm, never invented). */
export default function MedicamentosPage() {
  const farm = useFazendaAtual();
  if (!farm) return <SemFazenda />;
  return <Medicamentos key={farm.id} farmId={farm.id} />;
}

function Medicamentos({ farmId }: { farmId: string }) {
  const lista = useResource(consultasSanidade.medicamentos(farmId));
  const columns: Column<Medicamento>[] = [
    { key: 'nome', header: 'Nome', render: (m) => m.nome, primary: true },
    { key: 'principioAtivo', header: 'Princípio ativo', render: (m) => m.principioAtivo || '—' },
    {
      key: 'carenciaLeite',
      header: 'Carência de leite',
      render: (m) => textoCarencia(m.carenciaLeite, m.carenciaLeiteUnidade),
    },
    { key: 'carenciaCarne', header: 'Carência de carne', render: (m) => textoCarencia(m.carenciaCarneDias, 'dias') },
    { key: 'unidade', header: 'Unidade', render: (m) => m.unidade },
    { key: 'custo', header: 'Custo por unidade', render: textoCusto, align: 'right' },
  ];
  return (
    <CrudScreen<Medicamento>
      page={{
        title: 'Medicamentos',
        subtitle: 'Medicamentos e vacinas da fazenda, com a carência da bula',
        back: '/',
      }}
      csv={{ entidade: 'medicamentos' }}
      title="Medicamentos"
      subtitle="A carência de leite e de carne é a da bula, informada pela fazenda"
      rows={lista.data}
      loading={lista.loading}
      error={lista.error}
      columns={columns}
      editor={{
        title: (m) => (m ? 'Editar medicamento' : 'Adicionar medicamento'),
        form: (m, close) => <MedicamentoForm farmId={farmId} row={m} onClose={close} />,
      }}
      remove={{
        message: (m) => `Tem certeza que deseja excluir o medicamento "${m.nome}"? Esta ação não pode ser desfeita.`,
        run: (m) => sanidadeApi.medicamentos.excluir(farmId, m.id),
        done: MSG_SANIDADE.medicamento.excluido,
      }}
      after={recarregarSanidade}
    />
  );
}

interface Rascunho {
  nome: string;
  principioAtivo: string;
  carenciaLeite: number | null;
  carenciaLeiteUnidade: UnidadeCarencia;
  carenciaCarneDias: number | null;
  unidade: string;
  custoCentavos: number | null;
}

const UNIDADES = UNIDADES_CARENCIA.map((u) => ({ value: u, label: u === 'dias' ? 'Dias' : 'Ordenhas' }));

function MedicamentoForm({ farmId, row, onClose }: { farmId: string; row: Medicamento | null; onClose(): void }) {
  const veCusto = useCan('financial');
  const form = useFormComRascunho<Rascunho>(
    {
      initial: () => ({
        nome: row?.nome ?? '',
        principioAtivo: row?.principioAtivo ?? '',
        carenciaLeite: row?.carenciaLeite ?? null,
        carenciaLeiteUnidade: row?.carenciaLeiteUnidade ?? 'dias',
        carenciaCarneDias: row?.carenciaCarneDias ?? null,
        unidade: row?.unidade ?? '',
        custoCentavos: row?.custoCentavos ?? null,
      }),
      rules: medicamentoSchema,
      send: (_, d) => sanidadeApi.medicamentos.salvar(farmId, row, d),
      ...aoSalvar(
        row ? MSG_SANIDADE.medicamento.atualizado : MSG_SANIDADE.medicamento.adicionado,
        recarregarSanidade,
        onClose,
      ),
    },
    { partes: partesDoRascunho(farmId, 'sanidade:medicamento', row) },
  );
  const { d, set, errors: e } = form;
  return (
    <DialogForm form={form} onClose={onClose}>
      <TextField label="Nome" value={d.nome} onChange={(nome) => set({ nome })} error={e.nome} required />
      <TextField
        label="Princípio ativo"
        value={d.principioAtivo}
        onChange={(principioAtivo) => set({ principioAtivo })}
        error={e.principioAtivo}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          label="Carência de leite"
          value={d.carenciaLeite}
          onChange={(carenciaLeite) => set({ carenciaLeite })}
          decimals={0}
          maxDecimals={0}
          error={e.carenciaLeite}
          hint="Como na bula; em branco até ser informada"
        />
        <SelectField
          label="Carência de leite em"
          value={d.carenciaLeiteUnidade}
          onChange={(u) => set({ carenciaLeiteUnidade: u as UnidadeCarencia })}
          options={UNIDADES}
          error={e.carenciaLeiteUnidade}
        />
        <NumberField
          label="Carência de carne (dias)"
          value={d.carenciaCarneDias}
          onChange={(carenciaCarneDias) => set({ carenciaCarneDias })}
          decimals={0}
          maxDecimals={0}
          error={e.carenciaCarneDias}
        />
        <TextField
          label="Unidade"
          value={d.unidade}
          onChange={(unidade) => set({ unidade })}
          error={e.unidade}
          required
          hint="mL, bisnaga, dose…"
        />
      </div>
      {veCusto ? (
        <MoneyField
          label="Custo por unidade"
          value={d.custoCentavos}
          onChange={(custoCentavos) => set({ custoCentavos })}
          error={e.custoCentavos}
        />
      ) : (
        <p className="text-sm text-base-content/70">Custo por unidade: {textoRetido({ modulos: ['financial'] })}</p>
      )}
    </DialogForm>
  );
}
