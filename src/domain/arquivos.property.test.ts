/**
 * Issue 38 item 8: every downloaded file names its farm and period, and is always a safe file name — whatever a farm
 * is called (accents, slashes, quotes, emoji, nothing but punctuation) — so it saves on any phone or PC and cannot
 * break the Content-Disposition header it travels in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anexo, nomeDeArquivo, slug, TODAS_AS_FAZENDAS } from './arquivos.ts';

const SEGURO = /^[a-z0-9]+(-[a-z0-9]+)*\.[a-z0-9]+$/;

describe('nomeDeArquivo', () => {
  it('worked examples: the kind, the farm as a slug (or all farms), the period', () => {
    // 'Fazenda Boa Vista' → lower case, spaces to hyphens
    expect(nomeDeArquivo({ tipo: 'avaliacao', fazenda: 'Fazenda Boa Vista', periodo: '2026', extensao: 'pdf' })).toBe(
      'avaliacao-fazenda-boa-vista-2026.pdf',
    );
    // several farms: 'todas-as-fazendas'
    expect(nomeDeArquivo({ tipo: 'painel', fazenda: null, periodo: '2026', extensao: 'pdf' })).toBe(
      'painel-todas-as-fazendas-2026.pdf',
    );
    // 'São João / Lote 2' → accents dropped, the slash and spaces one hyphen
    expect(
      nomeDeArquivo({ tipo: 'relatorio despesas', fazenda: 'São João / Lote 2', periodo: '2025-03', extensao: 'csv' }),
    ).toBe('relatorio-despesas-sao-joao-lote-2-2025-03.csv');
    // a name of nothing but punctuation still says it is a farm's file
    expect(nomeDeArquivo({ tipo: 'receitas', fazenda: '"***"', periodo: '2026-12-01', extensao: 'csv' })).toBe(
      'receitas-fazenda-2026-12-01.csv',
    );
    expect(anexo({ tipo: 'avaliacao', fazenda: 'Boa Vista', periodo: '2026', extensao: 'xlsx' })).toBe(
      'attachment; filename="avaliacao-boa-vista-2026.xlsx"',
    );
  });

  it('is always a safe ASCII file name that keeps the farm and the period, for any farm name', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: 'grapheme', maxLength: 200 }), { nil: null }),
        fc.constantFrom('2026', '2026-03', '2026-1t', '2026-03-15'),
        fc.constantFrom('pdf', 'csv', 'xlsx'),
        (fazenda, periodo, extensao) => {
          const nome = nomeDeArquivo({ tipo: 'avaliacao', fazenda, periodo, extensao });
          expect(nome).toMatch(SEGURO);
          expect(nome.length).toBeLessThanOrEqual(130);
          // the farm (a very long name cut, at most 60 characters of it) and then the period, always
          const farm =
            fazenda === null ? TODAS_AS_FAZENDAS : slug(fazenda).slice(0, 60).replace(/-+$/, '') || 'fazenda';
          expect(nome).toBe(`avaliacao-${farm}-${periodo}.${extensao}`);
          // and it travels in the header as it is: no quote, backslash, control or non-ASCII character
          expect(anexo({ tipo: 'avaliacao', fazenda, periodo, extensao })).toBe(`attachment; filename="${nome}"`);
        },
      ),
      { numRuns: 500 },
    );
  });
});
