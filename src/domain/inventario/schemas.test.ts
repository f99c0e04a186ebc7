import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { validar } from '../validacao.ts';
import { ehAvisoDoFormulario } from './constants.ts';
import {
  animalEdicaoSchema,
  animalNovoSchema,
  instalacaoEdicaoSchema,
  instalacaoNovaSchema,
  maquinaEdicaoSchema,
  maquinaNovaSchema,
  terraEdicaoSchema,
  terraNovaSchema,
} from './schemas.ts';

// The forms' rules are zod schemas; a form and the server check them the same way (validar → Validacao).
const validarAnimalNovo = (raw: unknown) => validar(animalNovoSchema, raw);
const validarAnimalEdicao = (raw: unknown) => validar(animalEdicaoSchema, raw);
const validarTerraNova = (raw: unknown) => validar(terraNovaSchema, raw);
const validarTerraEdicao = (raw: unknown) => validar(terraEdicaoSchema, raw);
const validarMaquinaNova = (raw: unknown) => validar(maquinaNovaSchema, raw);
const validarMaquinaEdicao = (raw: unknown) => validar(maquinaEdicaoSchema, raw);
const validarInstalacao = (raw: unknown) => validar(instalacaoNovaSchema, raw);

const maquina = { ano: 2025, tipo: 'Trator', status: 'Operacional', valor: 100, quantidade: 1, vidaUtilAnos: 10 };

describe('animal rules (docs/PRODUTO.md §Inventário)', () => {
  it('add needs tipo and quantidade', () => {
    expect(validarAnimalNovo({})).toMatchObject({
      ok: false,
      message: 'Por favor, preencha todos os campos obrigatórios.',
      fields: { tipo: 'Por favor, preencha todos os campos obrigatórios.' },
    });
    expect(validarAnimalNovo({ tipo: 'Vaca', quantidade: 'dez' }).ok).toBe(false);
    const ok = validarAnimalNovo({ tipo: ' Vaca ', quantidade: 0 });
    expect(ok).toEqual({ ok: true, data: { tipo: 'Vaca', quantidade: 0, valor: 0, responsavelTecnico: '' } });
  });
  it('edit needs tipo, quantidade, valor, responsável', () => {
    const r = validarAnimalEdicao({ tipo: 'Vaca', quantidade: 2, valor: 100 });
    expect(r).toMatchObject({ ok: false, message: 'Por favor, preencha todos os campos com valores válidos' });
  });
  it('bounds: negative, fractional heads, huge, rate > 100', () => {
    expect(validarAnimalNovo({ tipo: 'V', quantidade: -1 })).toMatchObject({
      ok: false,
      message: 'A quantidade não pode ser negativa.',
    });
    expect(validarAnimalNovo({ tipo: 'V', quantidade: 1.5 }).ok).toBe(false);
    expect(validarAnimalNovo({ tipo: 'V', quantidade: 1e12 }).ok).toBe(false);
    expect(validarAnimalNovo({ tipo: 'V', quantidade: 1, valor: 1.5 }).ok).toBe(false);
    expect(validarAnimalNovo({ tipo: 'V', quantidade: 1, taxaJuros: 101 })).toMatchObject({
      message: 'A taxa deve estar entre 0 e 100.',
    });
    expect(validarAnimalNovo({ tipo: 'V', quantidade: 1_000_000, valor: 10_000_000_000 })).toMatchObject({
      message: 'Valor total muito alto.',
    });
  });
});

describe('land rules', () => {
  const terra = { tipo: 'Pastagem', quantidade: 2.5, valor: 1000, responsavelTecnico: 'Ana', taxaJurosItem: 6 };
  it('add needs everything > 0, including the rate', () => {
    expect(validarTerraNova(terra).ok).toBe(true);
    expect(validarTerraNova({ ...terra, taxaJurosItem: 0 })).toMatchObject({
      ok: false,
      message: 'Por favor, preencha todos os campos com valores válidos',
    });
    expect(validarTerraNova({ ...terra, quantidade: 0 }).ok).toBe(false);
    expect(validarTerraNova({ ...terra, responsavelTecnico: '  ' }).ok).toBe(false);
  });
  it('edit does not need the rate', () => {
    expect(validarTerraEdicao({ ...terra, taxaJurosItem: undefined }).ok).toBe(true);
    expect(validarTerraEdicao({ ...terra, valor: -5 }).ok).toBe(false);
  });
});

describe('machine rules', () => {
  it('add lists the missing fields by name', () => {
    expect(validarMaquinaNova({})).toMatchObject({
      ok: false,
      message: 'Por favor, preencha os seguintes campos: Tipo de Máquina, Status, Ano, Valor, Quantidade, Vida Útil',
    });
    expect(validarMaquinaNova({ ...maquina, valor: 0, vidaUtilAnos: Number.NaN })).toMatchObject({
      message: 'Por favor, preencha os seguintes campos: Valor, Vida Útil',
    });
  });
  it('add accepts the minimum and checks the status', () => {
    expect(validarMaquinaNova(maquina)).toMatchObject({ ok: true, data: { nome: '', modelo: '' } });
    expect(validarMaquinaNova({ ...maquina, status: 'Quebrado' })).toMatchObject({ message: 'Status inválido.' });
    expect(validarMaquinaNova({ ...maquina, percentualResidual: 120 }).ok).toBe(false);
    expect(validarMaquinaNova({ ...maquina, vidaUtilAnos: 100 }).ok).toBe(true);
  });
  it('edit needs nome, modelo and responsável too', () => {
    expect(validarMaquinaEdicao(maquina)).toMatchObject({
      ok: false,
      message: 'Por favor, preencha todos os campos com valores válidos',
    });
    expect(validarMaquinaEdicao({ ...maquina, nome: 'T1', modelo: 'X', responsavelTecnico: 'Ana' }).ok).toBe(true);
  });
});

describe('facility rules', () => {
  it("every field required with 'Campo obrigatório'", () => {
    const r = validarInstalacao({ nome: 'Galpão' });
    expect(r).toMatchObject({ ok: false, fields: { tipo: 'Campo obrigatório', area: 'Campo obrigatório' } });
    expect(
      validarInstalacao({ nome: 'G', tipo: 'Estábulo', area: 100, capacidade: 20, status: 'Ativo', valor: null }).ok,
    ).toBe(true);
    expect(validarInstalacao({ nome: 'G', tipo: 'E', area: 100, capacidade: 20, status: 'Quebrado' }).ok).toBe(false);
  });
});

describe('the whole-form sentence (a form marks the fields it names instead of repeating it)', () => {
  const mensagensDosCampos = (v: { ok: boolean; fields?: Record<string, string> }) => Object.values(v.fields ?? {});

  it('is the one-message rules’ sentence on every field they refuse', () => {
    for (const v of [validarAnimalNovo({}), validarTerraNova({}), validarMaquinaNova({}), validarMaquinaEdicao({})]) {
      const mensagens = mensagensDosCampos(v);
      expect(mensagens.length).toBeGreaterThan(0);
      for (const m of mensagens) expect(ehAvisoDoFormulario(m), m).toBe(true);
    }
  });

  it('is not a field’s own message', () => {
    expect(mensagensDosCampos(validarInstalacao({}))).toContain('Campo obrigatório');
    const proprias = [
      ...mensagensDosCampos(validarInstalacao({})),
      ...mensagensDosCampos(validarMaquinaNova({ ...maquina, percentualResidual: 150 })),
      ...mensagensDosCampos(validarAnimalNovo({ tipo: 'V', quantidade: -1 })),
    ];
    expect(proprias).toContain('O percentual residual deve estar entre 0 e 100.');
    expect(proprias).toContain('A quantidade não pode ser negativa.');
    for (const m of proprias) expect(ehAvisoDoFormulario(m), m).toBe(false);
  });
});

describe('one schema per form, the same for create and edit where the form is the same', () => {
  it('the facility edit has the create’s rules; the form-wide sentence is the message, not a field’s', () => {
    const r = validar(instalacaoEdicaoSchema, { nome: 'Galpão' });
    expect(r).toEqual({
      ok: false,
      message: 'Por favor, preencha todos os campos obrigatórios.',
      fields: {
        tipo: 'Campo obrigatório',
        area: 'Campo obrigatório',
        capacidade: 'Campo obrigatório',
        status: 'Campo obrigatório',
      },
    });
  });

  it('a body that is not an object is refused with its own message', () => {
    for (const raw of [null, [], 'x', 3]) {
      expect(validarAnimalNovo(raw)).toMatchObject({
        ok: false,
        message: MSG.corpoInvalido,
      });
    }
  });

  it('a create keeps the device’s id; an edit its version', () => {
    const id = '01900000-0000-7000-8000-000000000001';
    expect(validarAnimalNovo({ id, tipo: 'Vaca', quantidade: 1 })).toMatchObject({ ok: true, data: { id } });
    expect(validarAnimalNovo({ id: 'x', tipo: 'Vaca', quantidade: 1 })).toMatchObject({
      ok: false,
      fields: { id: 'Identificador inválido.' },
    });
    const edicao = { tipo: 'Vaca', quantidade: 1, valor: 1, responsavelTecnico: 'Ana', updatedAt: 'v1' };
    expect(validarAnimalEdicao(edicao)).toMatchObject({ ok: true, data: { updatedAt: 'v1' } });
  });
});
