import { describe, expect, it } from 'vitest';
import { loteProducaoSchema, producaoSchema, qualidadeSchema, reproducaoSchema } from './schemas.ts';

function erro(r: { success: boolean; error?: { issues: { message: string }[] } }) {
  return r.success ? null : r.error?.issues[0].message;
}

describe('record schemas (docs/PRODUTO.md §Apontamentos)', () => {
  const base = { data: '2025-01-01', animalId: 'a1', ordenha: 'Manhã', producao: '12,55' };
  it('production: Brazilian decimal, rounded to 0.1', () => {
    expect(producaoSchema.parse(base).producao).toBe(12.6);
  });
  it('production messages', () => {
    expect(erro(producaoSchema.safeParse({ ...base, producao: '' }))).toBe('Todos os campos são obrigatórios.');
    expect(erro(producaoSchema.safeParse({ ...base, animalId: '' }))).toBe('Todos os campos são obrigatórios.');
    expect(erro(producaoSchema.safeParse({ ...base, producao: 'doze' }))).toBe(
      'A produção deve ser um valor numérico.',
    );
    expect(erro(producaoSchema.safeParse({ ...base, producao: -1 }))).toBe('A produção não pode ser negativa.');
    expect(erro(producaoSchema.safeParse({ ...base, ordenha: 'Madrugada' }))).toBe('Todos os campos são obrigatórios.');
  });
  it('quality bounds and messages', () => {
    const q = { data: '2025-01-01', amostra: 'Tanque 1', gordura: '3,5', proteina: 3.1, ccs: 250, cbt: '12000' };
    expect(qualidadeSchema.parse(q)).toMatchObject({ gordura: 3.5, cbt: 12000 });
    expect(erro(qualidadeSchema.safeParse({ ...q, gordura: 'x' }))).toBe(
      'Os parâmetros de qualidade devem ser valores numéricos.',
    );
    expect(erro(qualidadeSchema.safeParse({ ...q, gordura: 10.01 }))).toBe('A gordura deve estar entre 0 e 10%.');
    expect(erro(qualidadeSchema.safeParse({ ...q, proteina: -0.01 }))).toBe('A proteína deve estar entre 0 e 10%.');
    expect(erro(qualidadeSchema.safeParse({ ...q, ccs: -1 }))).toBe('A CCS não pode ser negativa.');
    // Bounded by what a lab reports: 1e308 never reaches averages and charts.
    expect(erro(qualidadeSchema.safeParse({ ...q, ccs: 1e308 }))).toMatch(/^CCS acima/);
    expect(erro(qualidadeSchema.safeParse({ ...q, cbt: 100_000_001 }))).toMatch(/^CBT acima/);
    expect(qualidadeSchema.safeParse({ ...q, ccs: 10_000, cbt: 100_000_000 }).success).toBe(true);
    expect(erro(qualidadeSchema.safeParse({ ...q, amostra: '' }))).toBe('Todos os campos são obrigatórios.');
  });
  it('reproduction: required fields, diagnosis result', () => {
    expect(erro(reproducaoSchema.safeParse({ data: '', animalId: 'a', evento: 'Parto' }))).toBe(
      'Data, animal e evento são campos obrigatórios.',
    );
    expect(erro(reproducaoSchema.safeParse({ data: '2025-01-01', animalId: 'a', evento: 'Diagnóstico' }))).toBe(
      'Informe o resultado do diagnóstico (positivo ou negativo).',
    );
    expect(
      reproducaoSchema.parse({ data: '2025-01-01', animalId: 'a', evento: 'Parto', resultado: 'positivo' }).resultado,
    ).toBeNull();
  });
  it('batch needs at least one cow', () => {
    expect(erro(loteProducaoSchema.safeParse({ data: '2025-01-01', ordenha: 'Tarde', itens: [] }))).toBe(
      'Informe a produção de pelo menos uma vaca.',
    );
  });
});
