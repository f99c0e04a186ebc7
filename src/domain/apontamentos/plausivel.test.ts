import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validar } from '../validacao.ts';
import { somarDias } from './dates.ts';
import {
  type AnimalDoFato,
  ateHoje,
  categoriaDeBezerro,
  categoriaDeVaca,
  comFatoPossivel,
  datasDepoisDeHoje,
  type Fato,
  fatoImpossivel,
  IDADE_MINIMA_COBERTURA_MESES,
  IDADE_MINIMA_PARTO_MESES,
  nascimentoImpossivel,
  pariu,
} from './plausivel.ts';
import { EVENTOS, producaoSchema, reproducaoSchema } from './schemas.ts';

describe('facts a farm cannot have yet', () => {
  it('names each field dated after the farm’s today; today itself and the past pass', () => {
    expect(datasDepoisDeHoje({ data: '2026-11-24' }, ['data'], '2026-11-23')).toEqual({
      data: 'A data não pode ser posterior a hoje.',
    });
    expect(
      datasDepoisDeHoje({ data: '2026-11-23', dataNascimento: null }, ['data', 'dataNascimento'], '2026-11-23'),
    ).toEqual({});
  });

  it('a form’s rules: the schema’s own message first, then the date', () => {
    const schema = ateHoje(producaoSchema, ['data'], '2026-11-23');
    const regras = (raw: unknown) => validar(schema, raw);
    const base = { animalId: 'a', ordenha: 'Manhã', producao: '10' };
    const vazio = regras({ ...base, data: '' });
    expect(vazio).toMatchObject({ ok: false, message: 'Todos os campos são obrigatórios.' });
    const futuro = regras({ ...base, data: '2030-01-01' });
    expect(futuro).toMatchObject({ ok: false, fields: { data: 'A data não pode ser posterior a hoje.' } });
    const ok = regras({ ...base, data: '2026-11-23' });
    expect(ok).toMatchObject({ ok: true, data: { producao: 10 } });
  });
});

describe('what an animal can have', () => {
  const novilha: AnimalDoFato = {
    sexo: 'F',
    categoria: 'Novilha',
    dataNascimento: '2024-01-15',
    primeiroParto: null,
  };
  const recusa = (a: AnimalDoFato, fato: Fato, data: string) => fatoImpossivel(a, fato, data);

  it('a male has no milking and no reproduction event', () => {
    for (const fato of ['Ordenha', ...EVENTOS] as const)
      expect(recusa({ ...novilha, sexo: 'M' }, fato, '2026-01-01')).toEqual({
        campo: 'animalId',
        mensagem: 'Escolha uma fêmea: ordenhas e eventos reprodutivos são de vacas e novilhas.',
      });
  });

  it('nothing happens before the animal’s birth: the date is refused, naming the birth', () => {
    for (const fato of ['Ordenha', ...EVENTOS] as const)
      expect(recusa({ ...novilha, primeiroParto: '2025-12-01' }, fato, '2024-01-14')).toEqual({
        campo: 'data',
        mensagem: 'A data é anterior ao nascimento do animal (15/01/2024).',
      });
  });

  it('a calf’s category has no reproduction event, whatever its age', () => {
    const bezerra = { ...novilha, categoria: 'Bezerra', dataNascimento: null };
    for (const evento of EVENTOS)
      expect(recusa(bezerra, evento, '2026-01-01')).toEqual({
        campo: 'animalId',
        mensagem: 'Escolha uma novilha ou vaca: um animal da categoria Bezerra não tem eventos reprodutivos.',
      });
    expect(categoriaDeBezerro('Bezerro')).toBe(true);
    expect(categoriaDeBezerro('bezerras desmamadas')).toBe(true);
    expect(categoriaDeBezerro('Novilha')).toBe(false);
    expect(categoriaDeBezerro('Vaca Leiteira')).toBe(false);
  });

  it('each event has its minimum age: 8 months to breed, 16 to calve, dry off or be milked', () => {
    expect(IDADE_MINIMA_COBERTURA_MESES).toBe(8);
    expect(IDADE_MINIMA_PARTO_MESES).toBe(16);
    // the case: a Parto of a 3-day-old
    expect(recusa({ ...novilha, categoria: 'Vaca Leiteira' }, 'Parto', '2024-01-18')).toEqual({
      campo: 'animalId',
      mensagem: 'Animal jovem demais para Parto: tinha 3 dias na data informada (mínimo 16 meses).',
    });
    expect(recusa(novilha, 'Inseminação', '2024-09-14')?.mensagem).toBe(
      'Animal jovem demais para Inseminação: tinha 7 meses na data informada (mínimo 8 meses).',
    );
    expect(recusa(novilha, 'Inseminação', '2024-09-15')).toBeNull();
    expect(recusa(novilha, 'Diagnóstico', '2024-09-15')).toBeNull();
    expect(recusa(novilha, 'Parto', '2025-05-14')?.campo).toBe('animalId');
    expect(recusa(novilha, 'Parto', '2025-05-15')).toBeNull();
    expect(recusa(novilha, 'Secagem', '2025-05-14')?.campo).toBe('animalId');
    expect(recusa({ ...novilha, primeiroParto: '2024-06-01' }, 'Ordenha', '2024-06-02')?.mensagem).toBe(
      'Animal jovem demais para ordenha: tinha 4 meses na data informada (mínimo 16 meses).',
    );
    // an unknown birth date leaves the age out
    expect(recusa({ ...novilha, dataNascimento: null }, 'Parto', '2024-01-18')).toBeNull();
  });

  it('a milking is of a cow that has calved: a Parto on or before the date, or a cow’s category', () => {
    const semParto =
      'Escolha uma vaca parida: este animal não tem Parto registrado até esta data (registre-o na aba Reprodução).';
    expect(recusa(novilha, 'Ordenha', '2026-01-01')).toEqual({ campo: 'animalId', mensagem: semParto });
    const parida = { ...novilha, primeiroParto: '2025-10-01' };
    expect(recusa(parida, 'Ordenha', '2025-09-30')?.mensagem).toBe(semParto);
    expect(recusa(parida, 'Ordenha', '2025-10-01')).toBeNull();
    // a cow whose calvings predate the system: the register's category says she has calved
    const vaca = { ...novilha, categoria: 'Vaca Leiteira', dataNascimento: null };
    expect(recusa(vaca, 'Ordenha', '2020-01-01')).toBeNull();
    expect(pariu({ ...vaca, categoria: 'Vaca Seca' }, '2020-01-01')).toBe(true);
    expect(categoriaDeVaca('Vacas em lactação')).toBe(true);
    expect(categoriaDeVaca('Vacaria')).toBe(false);
  });

  it('property: whatever the animal and fact, nothing dated before the birth passes and a plausible fact does', () => {
    const dia = fc.integer({ min: 0, max: 20_000 }).map((n) => somarDias('1990-01-01', n));
    fc.assert(
      fc.property(
        dia,
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom<Fato>('Ordenha', ...EVENTOS),
        fc.constantFrom('Novilha', 'Vaca Leiteira', 'Bezerra'),
        fc.option(dia, { nil: null }),
        (nascimento, antes, fato, categoria, primeiroParto) => {
          const animal = { sexo: 'F', categoria, dataNascimento: nascimento, primeiroParto };
          expect(fatoImpossivel(animal, fato, somarDias(nascimento, -antes))?.campo).toBe('data');
        },
      ),
    );
    fc.assert(
      fc.property(dia, fc.constantFrom<Fato>('Ordenha', ...EVENTOS), (nascimento, fato) => {
        // a cow of 2 years, calved a month before
        const data = somarDias(nascimento, 730);
        const vaca = {
          sexo: 'F',
          categoria: 'Novilha',
          dataNascimento: nascimento,
          primeiroParto: somarDias(data, -30),
        };
        expect(fatoImpossivel(vaca, fato, data)).toBeNull();
      }),
    );
  });

  it('a birth: the mother is a female, born before her calf and old enough to calve', () => {
    const mae = { sexo: 'F', dataNascimento: '2020-03-10' };
    expect(nascimentoImpossivel('2024-01-01', { ...mae, sexo: 'M' })).toEqual({
      campo: 'maeId',
      mensagem: 'A mãe deve ser uma fêmea.',
    });
    expect(nascimentoImpossivel('2020-03-01', mae)).toEqual({
      campo: 'dataNascimento',
      mensagem: 'A data de nascimento é anterior ao nascimento da mãe (10/03/2020).',
    });
    expect(nascimentoImpossivel('2021-01-10', mae)?.mensagem).toBe(
      'A mãe tinha 10 meses nesta data de nascimento: jovem demais para um parto (mínimo 16 meses).',
    );
    expect(nascimentoImpossivel('2021-07-10', mae)).toBeNull();
    expect(nascimentoImpossivel(null, mae)).toBeNull();
  });

  it('a form’s rules: the schema first, then what the chosen animal can have', () => {
    const regras = comFatoPossivel(
      ateHoje(reproducaoSchema, ['data'], '2026-11-23'),
      (v) => v.evento,
      (id) => (id === 'b1' ? { ...novilha, categoria: 'Bezerra' } : undefined),
    );
    expect(regras({ data: '2026-01-01', animalId: 'b1', evento: 'Parto' })).toMatchObject({
      ok: false,
      fields: { animalId: 'Escolha uma novilha ou vaca: um animal da categoria Bezerra não tem eventos reprodutivos.' },
    });
    // an animal the form does not know is left to the server
    expect(regras({ data: '2026-01-01', animalId: 'x', evento: 'Parto' })).toMatchObject({ ok: true });
    expect(regras({ data: '2030-01-01', animalId: 'b1', evento: 'Parto' })).toMatchObject({
      ok: false,
      fields: { data: 'A data não pode ser posterior a hoje.' },
    });
  });
});
