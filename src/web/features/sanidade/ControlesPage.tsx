import { ateHoje, DATAS_PASSADAS } from '../../../domain/apontamentos/plausivel.ts';
import { formatData, formatNumero, hojeNoFuso } from '../../../domain/format.ts';
import { LIMIAR_CCS_MIL } from '../../../domain/sanidade/ccs.ts';
import { MSG_SANIDADE } from '../../../domain/sanidade/messages.ts';
import { controleLeiteiroSchema } from '../../../domain/sanidade/schemas.ts';
import { CrudScreen } from '../../components/crud-screen.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { SelectField } from '../../components/form.tsx';
import { DateField, NumberField } from '../../components/form-numeros.tsx';
import type { Column } from '../../components/list-screen.tsx';
import { partesDoRascunho, useFormComRascunho } from '../../components/rascunho.ts';
import { aoSalvar } from '../../components/use-form.ts';
import { useFazendaAtual } from '../../session/session.ts';
import { SemFazenda } from '../../shell/guards.tsx';
import { type AnimalDaSanidade, type ControleCorpo, type ControleLeiteiro, sanidadeApi } from './api.ts';
import { rotuloAnimal, useListaPorAnimal } from './filtro.tsx';
import { consultasSanidade, recarregarSanidade } from './queries.ts';

/**
 * 'Controle leiteiro': the lab's test-day results one by one (the file import, CsvButtons, stays for the whole
 * month). The form checks with `controleLeiteiroSchema`, the import's own rules, so a value refused here is refused
 * there with the same words; the server adds the cow of the farm, not before birth, one result a cow and date.
 */
export default function ControlesPage() {
  const farm = useFazendaAtual();
  if (!farm) return <SemFazenda />;
  return <Controles key={farm.id} farmId={farm.id} hoje={hojeNoFuso(farm.timezone)} />;
}

const numeroOuTraco = (v: number | null, casas: number) => (v === null ? '—' : formatNumero(v, casas));

function Controles({ farmId, hoje }: { farmId: string; hoje: string }) {
  const { animais, colunas, tela } = useListaPorAnimal(farmId, consultasSanidade.controles);
  const columns: Column<ControleLeiteiro>[] = [
    ...colunas,
    {
      key: 'ccs',
      header: 'CCS (mil cél/mL)',
      render: (c) =>
        c.ccs !== null && c.ccs > LIMIAR_CCS_MIL ? (
          <strong className="text-error">{formatNumero(c.ccs, 0)}</strong>
        ) : (
          numeroOuTraco(c.ccs, 0)
        ),
      align: 'right',
    },
    { key: 'escore', header: 'Escore linear', render: (c) => numeroOuTraco(c.escore, 1), align: 'right' },
    { key: 'leite', header: 'Leite (L)', render: (c) => numeroOuTraco(c.leite, 1), align: 'right' },
    { key: 'gordura', header: 'Gordura (%)', render: (c) => numeroOuTraco(c.gordura, 2), align: 'right' },
    { key: 'proteina', header: 'Proteína (%)', render: (c) => numeroOuTraco(c.proteina, 2), align: 'right' },
  ];
  return (
    <CrudScreen<ControleLeiteiro>
      page={{
        title: 'Controle leiteiro',
        subtitle: 'Resultados do laboratório por vaca e dia de controle',
        back: '/',
      }}
      csv={{ entidade: 'controle-leiteiro' }}
      title="Resultados"
      subtitle={`Do mais recente ao mais antigo; CCS acima de ${LIMIAR_CCS_MIL} mil cél/mL em destaque`}
      {...tela}
      columns={columns}
      addLabel="Registrar resultado"
      editor={{
        title: (c) => (c ? 'Editar resultado do controle leiteiro' : 'Registrar resultado do controle leiteiro'),
        form: (c, close) => <ControleForm farmId={farmId} hoje={hoje} row={c} animais={animais} onClose={close} />,
      }}
      remove={{
        message: (c) =>
          `Tem certeza que deseja excluir o resultado de ${c.animal} em ${formatData(c.data)}? Esta ação não pode ser desfeita.`,
        run: (c) => sanidadeApi.controles.excluir(farmId, c.id),
        done: MSG_SANIDADE.controle.excluido,
      }}
      after={recarregarSanidade}
    />
  );
}

interface Rascunho {
  data: string;
  animalId: string;
  ccs: number | null;
  leite: number | null;
  gordura: number | null;
  proteina: number | null;
}

const corpo = (d: Rascunho): ControleCorpo => ({ ...d });

function ControleForm(p: {
  farmId: string;
  hoje: string;
  row: ControleLeiteiro | null;
  animais: readonly AnimalDaSanidade[];
  onClose(): void;
}) {
  const { row } = p;
  const form = useFormComRascunho<Rascunho, unknown>(
    {
      initial: () => ({
        data: row?.data ?? p.hoje,
        animalId: row?.animalId ?? '',
        ccs: row?.ccs ?? null,
        leite: row?.leite ?? null,
        gordura: row?.gordura ?? null,
        proteina: row?.proteina ?? null,
      }),
      // the import's own rules (controleLeiteiroSchema): the same messages as a refused line of the lab's file
      rules: ateHoje(controleLeiteiroSchema, DATAS_PASSADAS.health_test_days, p.hoje),
      body: corpo,
      send: (_, d) => sanidadeApi.controles.salvar(p.farmId, row, corpo(d)),
      ...aoSalvar(
        row ? MSG_SANIDADE.controle.atualizado : MSG_SANIDADE.controle.adicionado,
        recarregarSanidade,
        p.onClose,
      ),
    },
    { partes: partesDoRascunho(p.farmId, 'sanidade:controle', row) },
  );
  const { d, set, errors: e } = form;
  // the cows and heifers: a test day is a female's (the server refuses a male with the import's message)
  const femeas = p.animais.filter((a) => (a.situacao === 'ativo' && a.sexo !== 'M') || a.id === d.animalId);
  return (
    <DialogForm form={form} onClose={p.onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label="Data do controle"
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
          options={femeas.map((a) => ({ value: a.id, label: rotuloAnimal(a) }))}
          placeholder="Selecione"
          error={e.animalId}
          required
        />
        <NumberField
          label="CCS (mil cél/mL)"
          value={d.ccs}
          onChange={(ccs) => set({ ccs })}
          decimals={0}
          maxDecimals={0}
          error={e.ccs}
          hint={`Como o laboratório informa: 250 = 250.000 células/mL; acima de ${LIMIAR_CCS_MIL} em destaque`}
        />
        <NumberField
          label="Leite no dia (L)"
          value={d.leite}
          onChange={(leite) => set({ leite })}
          decimals={1}
          error={e.leite}
        />
        <NumberField
          label="Gordura (%)"
          value={d.gordura}
          onChange={(gordura) => set({ gordura })}
          decimals={2}
          error={e.gordura}
        />
        <NumberField
          label="Proteína (%)"
          value={d.proteina}
          onChange={(proteina) => set({ proteina })}
          decimals={2}
          error={e.proteina}
        />
      </div>
      <p className="text-sm text-base-content/70">{MSG_SANIDADE.controleObrigatorios}</p>
    </DialogForm>
  );
}
