import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { separarLocalizacao, UFS, ufDe } from './localizacao.ts';

describe('separarLocalizacao', () => {
  it('splits the ways people write a farm’s place into município and UF', () => {
    expect(separarLocalizacao('Minas Gerais, MG')).toEqual({ municipio: '', uf: 'MG' });
    expect(separarLocalizacao('Lavras - MG')).toEqual({ municipio: 'Lavras', uf: 'MG' });
    expect(separarLocalizacao('Lavras/MG')).toEqual({ municipio: 'Lavras', uf: 'MG' });
    expect(separarLocalizacao('Lavras-mg')).toEqual({ municipio: 'Lavras', uf: 'MG' });
    expect(separarLocalizacao('Lavras, Minas Gerais')).toEqual({ municipio: 'Lavras', uf: 'MG' });
    expect(separarLocalizacao('São Paulo, SP')).toEqual({ municipio: 'São Paulo', uf: 'SP' });
    expect(separarLocalizacao('Embu-Guaçu - SP')).toEqual({ municipio: 'Embu-Guaçu', uf: 'SP' });
    expect(separarLocalizacao('MG')).toEqual({ municipio: '', uf: 'MG' });
    expect(separarLocalizacao('Goiás')).toEqual({ municipio: '', uf: 'GO' });
    expect(separarLocalizacao('Lavras')).toEqual({ municipio: 'Lavras', uf: '' });
    expect(separarLocalizacao('Sítio do Pé, Lavras, MG')).toEqual({ municipio: 'Sítio do Pé, Lavras', uf: 'MG' });
    expect(separarLocalizacao('')).toEqual({ municipio: '', uf: '' });
  });

  it('gives back the município and UF it was written from, with any separator (property)', () => {
    const palavra = fc.stringMatching(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]{2,10}$/);
    const municipio = fc
      .array(palavra, { minLength: 1, maxLength: 3 })
      .map((p) => p.join(' '))
      .filter((m) => ufDe(m) === null);
    fc.assert(
      fc.property(
        municipio,
        fc.constantFrom(...(Object.keys(UFS) as (keyof typeof UFS)[])),
        fc.constantFrom(', ', ' - ', '/', ' / ', '; ', '-'),
        fc.boolean(),
        (m, uf, sep, porNome) => {
          const escrito = `${m}${sep}${porNome ? UFS[uf] : uf.toLowerCase()}`;
          if (sep === '-' && porNome) return; // 'Lavras-Minas Gerais' is a name, not a place and state
          expect(separarLocalizacao(escrito)).toEqual({ municipio: m, uf });
        },
      ),
    );
  });

  it('never makes up a UF: any text gives a UF of the list or none (property)', () => {
    fc.assert(
      fc.property(fc.string(), (t) => {
        const { uf } = separarLocalizacao(t);
        expect(uf === '' || uf in UFS).toBe(true);
      }),
    );
  });
});
