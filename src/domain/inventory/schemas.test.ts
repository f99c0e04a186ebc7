import { describe, expect, it } from 'vitest';
import { ehAvisoDoFormulario } from './constants.ts';
import {
  validarAnimalEdicao,
  validarAnimalNovo,
  validarInstalacao,
  validarMaquinaEdicao,
  validarMaquinaNova,
  validarTerraEdicao,
  validarTerraNova,
} from './schemas.ts';

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
