import { describe, expect, it } from 'vitest';
import { vacinaBruceloseAFazer } from './pncebt.ts';

const bezerra = { animalId: 'b1', sexo: 'F', dataNascimento: '2026-05-15', vacinada: false };

describe('PNCEBT: brucellosis vaccination of females 3–8 months (IN SDA 10/2017 art. 9)', () => {
  it('born 15/05/2026: due from 15/08/2026 (3 months) to 14/02/2027 (the last day of 8 months), B19', () => {
    expect(vacinaBruceloseAFazer(bezerra, '2026-08-15')).toEqual({
      animalId: 'b1',
      de: '2026-08-15',
      ate: '2027-02-14',
      atrasada: false,
      vacina: 'Brucelose (B19)',
    });
  });

  it('younger than 3 months, a male, vaccinated or of unknown birth: nothing to do', () => {
    expect(vacinaBruceloseAFazer(bezerra, '2026-08-14')).toBeNull();
    expect(vacinaBruceloseAFazer({ ...bezerra, sexo: 'M' }, '2026-09-01')).toBeNull();
    expect(vacinaBruceloseAFazer({ ...bezerra, vacinada: true }, '2026-09-01')).toBeNull();
    expect(vacinaBruceloseAFazer({ ...bezerra, dataNascimento: null }, '2026-09-01')).toBeNull();
  });

  it('past 8 months and not vaccinated: overdue, regularised with RB51 (art. 17)', () => {
    expect(vacinaBruceloseAFazer(bezerra, '2027-02-15')).toMatchObject({ atrasada: true, vacina: 'Brucelose (RB51)' });
    // a cow's category: her vaccination is older than the records, she is not listed
    expect(vacinaBruceloseAFazer({ ...bezerra, vaca: true }, '2027-02-15')).toBeNull();
  });

  it('born on 31/01: 3 months are complete on 01/05 (April has no 31st)', () => {
    expect(vacinaBruceloseAFazer({ ...bezerra, dataNascimento: '2026-01-31' }, '2026-05-01')?.de).toBe('2026-05-01');
    expect(vacinaBruceloseAFazer({ ...bezerra, dataNascimento: '2026-01-31' }, '2026-04-30')).toBeNull();
  });
});
