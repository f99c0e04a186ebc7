import { useState } from 'react';
import { ateHoje } from '../../../domain/apontamentos/plausivel.ts';
import {
  type AnimalInput,
  animalRebanhoSchema,
  DESTINOS_SAIDA,
  type DestinoSaida,
  SEXO_LABEL,
  SEXOS,
  SITUACAO_LABEL,
  SITUACOES,
} from '../../../domain/apontamentos/schemas.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { Modal } from '../../components/dialog.tsx';
import { DialogForm } from '../../components/dialog-form.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/form.tsx';
import { DateField } from '../../components/form-numeros.tsx';
import { partesDoRascunho, useFormComRascunho } from '../../components/rascunho.ts';
import { useRegistro } from '../inventario/api.ts';
import { type AnimalRebanho, apontamentosApi } from './api.ts';
import { rotuloDoAnimal, useFarmCtx } from './hooks.ts';

interface Draft {
  identificacao: string;
  nome: string;
  categoria: string;
  raca: string;
  sexo: 'F' | 'M';
  dataNascimento: string;
  maeId: string;
  situacao: (typeof SITUACOES)[number];
  destino: DestinoSaida | '';
  observacao: string;
}

function draftOf(a: AnimalRebanho | null): Draft {
  return {
    identificacao: a?.identificacao ?? '',
    nome: a?.nome ?? '',
    categoria: a?.categoria ?? '',
    raca: a?.raca ?? '',
    sexo: (a?.sexo as 'F' | 'M') ?? 'F',
    dataNascimento: a?.dataNascimento ?? '',
    maeId: a?.maeId ?? '',
    situacao: (a?.situacao as Draft['situacao']) ?? 'ativo',
    destino: a?.destino ?? '',
    observacao: a?.observacao ?? '',
  };
}

/** Add / edit one animal of the herd register. */
export function AnimalDialog({
  farmId,
  open,
  animal,
  animais,
  onClose,
  onSaved,
}: {
  farmId: string;
  open: boolean;
  animal: AnimalRebanho | null;
  animais: readonly AnimalRebanho[];
  onClose(): void;
  onSaved(): void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={animal ? 'Editar Animal' : 'Adicionar Animal'} size="lg">
      {open && <AnimalForm farmId={farmId} animal={animal} animais={animais} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function AnimalForm({
  farmId,
  animal,
  animais,
  onClose,
  onSaved,
}: {
  farmId: string;
  animal: AnimalRebanho | null;
  animais: readonly AnimalRebanho[];
  onClose(): void;
  onSaved(): void;
}) {
  const tipos = useRegistro(farmId, 'tipos-animais');
  const { hoje } = useFarmCtx();
  const [id] = useState(() => uuidv7());
  const form = useFormComRascunho<Draft, AnimalInput>(
    {
      initial: () => draftOf(animal),
      rules: ateHoje(animalRebanhoSchema, ['dataNascimento'], hoje),
      body: (d) => ({ ...d, destino: d.destino || null, id: animal ? undefined : id, updatedAt: animal?.updatedAt }),
      send: (data) =>
        animal ? apontamentosApi.editarAnimal(farmId, animal.id, data) : apontamentosApi.criarAnimal(farmId, data),
      done: onSaved,
    },
    { partes: partesDoRascunho(farmId, 'rebanho:animal', animal) },
  );
  const { d: f, set, errors } = form;
  const maes = animais.filter((a) => a.id !== animal?.id && a.sexo === 'F');

  return (
    <DialogForm form={form} onClose={onClose}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Identificação (brinco)"
          required
          value={f.identificacao}
          onChange={(v) => set({ identificacao: v })}
          error={errors.identificacao}
        />
        <TextField label="Nome" value={f.nome} onChange={(v) => set({ nome: v })} error={errors.nome} />
        <SelectField
          label="Categoria"
          required
          value={f.categoria}
          onChange={(v) => set({ categoria: v })}
          options={(tipos.data ?? []).map((t) => t.nome)}
          placeholder="Selecione a categoria"
          error={errors.categoria}
        />
        <TextField
          label="Raça"
          value={f.raca}
          onChange={(v) => set({ raca: v })}
          hint="Ex.: Holandesa, Jersey, Girolando, Gir"
          error={errors.raca}
        />
        <SelectField
          label="Sexo"
          value={f.sexo}
          onChange={(v) => set({ sexo: v as 'F' | 'M' })}
          options={SEXOS.map((s) => ({ value: s, label: SEXO_LABEL[s] }))}
        />
        <DateField
          label="Data de nascimento"
          max={hoje}
          value={f.dataNascimento}
          onChange={(v) => set({ dataNascimento: v })}
          error={errors.dataNascimento}
        />
        <SelectField
          label="Mãe"
          value={f.maeId}
          onChange={(v) => set({ maeId: v })}
          options={maes.map((a) => ({ value: a.id, label: rotuloDoAnimal(a) }))}
          placeholder="Não informada"
          error={errors.maeId}
        />
        <SelectField
          label="Situação"
          value={f.situacao}
          onChange={(v) => set({ situacao: v as Draft['situacao'] })}
          options={SITUACOES.map((s) => ({ value: s, label: SITUACAO_LABEL[s] }))}
          error={errors.situacao}
        />
        {(f.situacao === 'vendido' || f.situacao === 'descartado') && (
          <SelectField
            label="Destino"
            value={f.destino}
            onChange={(v) => set({ destino: DESTINOS_SAIDA.find((d) => d === v) ?? '' })}
            options={DESTINOS_SAIDA}
            placeholder="Não informado (abate)"
            error={errors.destino}
          />
        )}
        <TextAreaField
          label="Observação"
          className="sm:col-span-2"
          rows={2}
          value={f.observacao}
          onChange={(v) => set({ observacao: v })}
        />
      </div>
    </DialogForm>
  );
}
