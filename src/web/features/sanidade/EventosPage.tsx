import { useEffect } from 'react';
import { ateHoje, DATAS_PASSADAS } from '../../../domain/apontamentos/plausivel.ts';
import { formatData, formatNumero, hojeNoFuso } from '../../../domain/format.ts';
import { MSG_SANIDADE } from '../../../domain/sanidade/messages.ts';
import {
  EXAMES,
  eventoSanitarioSchema,
  GRAU_MASTITE_LABEL,
  GRAUS_MASTITE,
  MOTIVOS_TRATAMENTO,
  QUARTOS,
  RESULTADOS_EXAME,
  TIPOS_EVENTO_SANITARIO,
  type TipoEventoSanitario,
  VACINAS,
  VIAS,
} from '../../../domain/sanidade/schemas.ts';
import { useResource } from '../../api/use-resource.ts';
import { CrudScreen } from '../../components/crud-screen.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/form.tsx';
import { DateField, NumberField } from '../../components/form-numeros.tsx';
import type { Column } from '../../components/list-screen.tsx';
import { partesDoRascunho, useFormComRascunho } from '../../components/rascunho.ts';
import { aoSalvar } from '../../components/use-form.ts';
import { lembrarRotulos } from '../../offline/rotulos.ts';
import { useFazendaAtual } from '../../session/session.ts';
import { SemFazenda } from '../../shell/guards.tsx';
import { type AnimalDaSanidade, type EventoCorpo, type EventoSanitario, type Medicamento, sanidadeApi } from './api.ts';
import { rotuloAnimal, useListaPorAnimal } from './filtro.tsx';
import { textoCusto } from './MedicamentosPage.tsx';
import { consultasSanidade, recarregarSanidade } from './queries.ts';
import { detalheDoEvento } from './textos.ts';

/** 'Eventos sanitários': treatments, vaccinations, exams and clinical mastitis of the farm's animals. */
export default function EventosPage() {
  const farm = useFazendaAtual();
  if (!farm) return <SemFazenda />;
  return <Eventos key={farm.id} farmId={farm.id} hoje={hojeNoFuso(farm.timezone)} />;
}

function Eventos({ farmId, hoje }: { farmId: string; hoje: string }) {
  const { animais, colunas, tela } = useListaPorAnimal(farmId, consultasSanidade.eventos);
  const medicamentos = useResource(consultasSanidade.medicamentos(farmId));
  // an event stored offline keeps the names of its cow (useListaPorAnimal remembers them) and its medicine
  // ('Evento sanitário — V7, …, Mastizone')
  useEffect(() => {
    lembrarRotulos((medicamentos.data ?? []).map((m) => [m.id, m.nome] as const));
  }, [medicamentos.data]);
  const columns: Column<EventoSanitario>[] = [
    ...colunas,
    { key: 'tipo', header: 'Tipo', render: (e) => e.tipo },
    { key: 'detalhe', header: 'Detalhe', render: detalheDoEvento },
    {
      key: 'medicamento',
      header: 'Medicamento',
      render: (e) =>
        e.medicamento
          ? `${e.medicamento}${e.dose !== null ? `, ${formatNumero(e.dose, 0)}${e.dias ? ` × ${e.dias} dia(s)` : ''}` : ''}`
          : '—',
    },
    { key: 'custo', header: 'Custo', render: (e) => (e.medicamentoId ? textoCusto(e) : '—'), align: 'right' },
    { key: 'responsavel', header: 'Responsável', render: (e) => e.responsavel || '—', hideOnMobile: true },
  ];
  return (
    <CrudScreen<EventoSanitario>
      page={{ title: 'Eventos sanitários', subtitle: 'Tratamentos, vacinações, exames e mastite clínica', back: '/' }}
      csv={{ entidade: 'eventos-sanitarios' }}
      title="Eventos sanitários"
      subtitle="Do mais recente ao mais antigo"
      {...tela}
      columns={columns}
      addLabel="Registrar evento"
      editor={{
        title: (e) => (e ? 'Editar evento sanitário' : 'Registrar evento sanitário'),
        form: (e, close) => (
          <EventoForm
            farmId={farmId}
            hoje={hoje}
            row={e}
            animais={animais}
            medicamentos={medicamentos.data ?? []}
            onClose={close}
          />
        ),
      }}
      remove={{
        message: (e) =>
          `Tem certeza que deseja excluir o evento "${e.tipo}" de ${e.animal} em ${formatData(e.data)}? Esta ação não pode ser desfeita.`,
        run: (e) => sanidadeApi.eventos.excluir(farmId, e.id),
        done: MSG_SANIDADE.evento.excluido,
      }}
      after={recarregarSanidade}
    />
  );
}

interface Rascunho {
  data: string;
  animalId: string;
  tipo: TipoEventoSanitario;
  motivo: string;
  medicamentoId: string;
  dose: number | null;
  via: string;
  dias: number | null;
  responsavel: string;
  vacina: string;
  exame: string;
  resultado: string;
  quartos: string[];
  grau: string;
  observacao: string;
}

/** The body as the route takes it: '' of a closed list is "not given" (null). */
function corpo(d: Rascunho): EventoCorpo {
  const ou = <T extends string>(v: string) => (v ? (v as T) : null);
  return {
    data: d.data,
    animalId: d.animalId,
    tipo: d.tipo,
    motivo: ou(d.motivo),
    medicamentoId: ou(d.medicamentoId),
    dose: d.dose,
    via: ou(d.via),
    dias: d.dias,
    responsavel: d.responsavel,
    vacina: ou(d.vacina),
    exame: ou(d.exame),
    resultado: ou(d.resultado),
    quartos: d.quartos.length ? d.quartos : null,
    grau: d.grau ? Number(d.grau) : null,
    observacao: d.observacao,
  } as EventoCorpo;
}

function EventoForm(p: {
  farmId: string;
  hoje: string;
  row: EventoSanitario | null;
  animais: readonly AnimalDaSanidade[];
  medicamentos: readonly Medicamento[];
  onClose(): void;
}) {
  const { row } = p;
  const form = useFormComRascunho<Rascunho, unknown>(
    {
      initial: () => ({
        data: row?.data ?? p.hoje,
        animalId: row?.animalId ?? '',
        tipo: row?.tipo ?? 'Tratamento',
        motivo: row?.motivo ?? '',
        medicamentoId: row?.medicamentoId ?? '',
        dose: row?.dose ?? null,
        via: row?.via ?? '',
        dias: row?.dias ?? null,
        responsavel: row?.responsavel ?? '',
        vacina: row?.vacina ?? '',
        exame: row?.exame ?? '',
        resultado: row?.resultado ?? '',
        quartos: row?.quartos ? row.quartos.split(',') : [],
        grau: row?.grau ? String(row.grau) : '',
        observacao: row?.observacao ?? '',
      }),
      rules: ateHoje(eventoSanitarioSchema, DATAS_PASSADAS.health_events, p.hoje),
      body: corpo,
      send: (_, d) => sanidadeApi.eventos.salvar(p.farmId, row, corpo(d)),
      ...aoSalvar(row ? MSG_SANIDADE.evento.atualizado : MSG_SANIDADE.evento.adicionado, recarregarSanidade, p.onClose),
    },
    { partes: partesDoRascunho(p.farmId, 'sanidade:evento', row) },
  );
  const { d, set, errors: e } = form;
  const ativos = p.animais.filter((a) => a.situacao === 'ativo' || a.id === d.animalId);
  const remedios = p.medicamentos.map((m) => ({ value: m.id, label: m.nome }));
  const comRemedio = d.tipo === 'Tratamento' || d.tipo === 'Vacinação';
  return (
    <DialogForm form={form} onClose={p.onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Data"
          value={d.data}
          onChange={(data) => set({ data })}
          error={e.data}
          required
          max={p.hoje}
        />
        <SelectField
          label="Animal"
          value={d.animalId}
          onChange={(animalId) => set({ animalId })}
          options={ativos.map((a) => ({ value: a.id, label: rotuloAnimal(a) }))}
          placeholder="Selecione"
          error={e.animalId}
          required
        />
        <SelectField
          label="Tipo de evento"
          value={d.tipo}
          onChange={(tipo) => set({ tipo: tipo as TipoEventoSanitario })}
          options={TIPOS_EVENTO_SANITARIO}
          error={e.tipo}
          required
        />
        {d.tipo === 'Tratamento' && (
          <SelectField
            label="Motivo"
            value={d.motivo}
            onChange={(motivo) => set({ motivo })}
            options={MOTIVOS_TRATAMENTO}
            placeholder="Selecione"
            error={e.motivo}
            required
          />
        )}
        {d.tipo === 'Vacinação' && (
          <SelectField
            label="Vacina"
            value={d.vacina}
            onChange={(vacina) => set({ vacina })}
            options={VACINAS}
            placeholder="Selecione"
            error={e.vacina}
            required
          />
        )}
        {comRemedio && (
          <SelectField
            label="Medicamento"
            value={d.medicamentoId}
            onChange={(medicamentoId) => set({ medicamentoId })}
            options={remedios}
            placeholder={d.tipo === 'Vacinação' ? 'Nenhum (sem custo)' : 'Selecione'}
            error={e.medicamentoId}
            required={d.tipo === 'Tratamento'}
          />
        )}
        {comRemedio && (
          <NumberField
            label="Dose"
            value={d.dose}
            onChange={(dose) => set({ dose })}
            error={e.dose}
            required={d.tipo === 'Tratamento'}
            hint={p.medicamentos.find((m) => m.id === d.medicamentoId)?.unidade}
          />
        )}
        {comRemedio && (
          <SelectField
            label="Via"
            value={d.via}
            onChange={(via) => set({ via })}
            options={VIAS}
            placeholder="Selecione"
            error={e.via}
          />
        )}
        {d.tipo === 'Tratamento' && (
          <NumberField
            label="Dias de tratamento"
            value={d.dias}
            onChange={(dias) => set({ dias })}
            decimals={0}
            maxDecimals={0}
            error={e.dias}
            required
          />
        )}
        {d.tipo === 'Exame' && (
          <>
            <SelectField
              label="Exame"
              value={d.exame}
              onChange={(exame) => set({ exame })}
              options={EXAMES}
              placeholder="Selecione"
              error={e.exame}
              required
            />
            <SelectField
              label="Resultado"
              value={d.resultado}
              onChange={(resultado) => set({ resultado })}
              options={RESULTADOS_EXAME}
              placeholder="Selecione"
              error={e.resultado}
              required
            />
          </>
        )}
        {d.tipo === 'Mastite clínica' && (
          <SelectField
            label="Grau"
            value={d.grau}
            onChange={(grau) => set({ grau })}
            options={GRAUS_MASTITE.map((g) => ({ value: String(g), label: `${g} — ${GRAU_MASTITE_LABEL[g]}` }))}
            placeholder="Selecione"
            error={e.grau}
            required
          />
        )}
        <TextField
          label="Responsável"
          value={d.responsavel}
          onChange={(responsavel) => set({ responsavel })}
          error={e.responsavel}
        />
      </div>
      {d.tipo === 'Mastite clínica' && (
        <fieldset className="flex flex-col gap-1">
          <legend className="text-sm font-medium">Quartos afetados</legend>
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
            {QUARTOS.map((q) => (
              <CheckboxField
                key={q}
                label={q}
                checked={d.quartos.includes(q)}
                onChange={(sim) => set({ quartos: sim ? [...d.quartos, q] : d.quartos.filter((x) => x !== q) })}
              />
            ))}
          </div>
          {e.quartos && (
            <p role="alert" className="text-sm text-error">
              {e.quartos}
            </p>
          )}
        </fieldset>
      )}
      <TextAreaField
        label="Observação"
        value={d.observacao}
        onChange={(observacao) => set({ observacao })}
        error={e.observacao}
      />
    </DialogForm>
  );
}
