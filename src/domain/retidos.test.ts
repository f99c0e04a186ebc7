import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lerCaminho, manterRetidos, reter, retido, retidosSob, textoRetido } from './retidos.ts';

const PARTES = [
  { parte: 'custos', modulos: ['financial'] as const },
  { parte: 'receitas.rendaLeite', modulos: ['financial'] as const },
  { parte: 'receitas.leiteLitros', modulos: ['appointments'] as const },
  { parte: 'totais.capital', modulos: ['facilities', 'machinery'] as const },
];

describe('withheld parts of an answer', () => {
  const dados = {
    identificacao: { propriedade: 'Sítio' },
    custos: { energia: 100 },
    receitas: { rendaLeite: 499_995, leiteLitros: 373, outras: 0 },
    totais: { capital: 10 },
  };

  it('leaves out what the modules do not open, says so, and keeps the rest as it was', () => {
    const r = reter(dados, PARTES, ['appointments', 'machinery']);
    expect(r).toEqual({
      identificacao: { propriedade: 'Sítio' },
      receitas: { leiteLitros: 373, outras: 0 },
      totais: {},
      retidos: [
        { parte: 'custos', modulos: ['financial'] },
        { parte: 'receitas.rendaLeite', modulos: ['financial'] },
        { parte: 'totais.capital', modulos: ['facilities'] },
      ],
    });
    expect(dados.custos).toEqual({ energia: 100 }); // the value itself is not touched
    expect(retido(r.retidos, 'custos.energia')?.modulos).toEqual(['financial']);
    expect(retido(r.retidos, 'receitas.leiteLitros')).toBeUndefined();
    expect(reter(dados, PARTES, ['financial', 'appointments', 'facilities', 'machinery']).retidos).toEqual([]);
    expect(retidosSob([{ parte: 'analise.lucro', modulos: ['financial'] }], 'analise')).toEqual([
      { parte: 'lucro', modulos: ['financial'] },
    ]);
  });

  it('says one text for a withheld figure', () => {
    expect(textoRetido({ modulos: ['financial'] })).toBe('Oculto: requer o módulo Financeiro');
    expect(textoRetido({ modulos: ['lands', 'facilities', 'machinery'] })).toBe(
      'Oculto: requer os módulos Terras, Instalações e Máquinas',
    );
  });

  it('a save keeps the stored withheld parts, whatever was sent for them', () => {
    const { retidos } = reter(dados, PARTES, ['appointments']);
    const enviado = {
      identificacao: { propriedade: 'Novo' },
      receitas: { leiteLitros: 400, rendaLeite: 0, outras: 0 },
    };
    expect(manterRetidos(enviado, dados, retidos)).toEqual({
      identificacao: { propriedade: 'Novo' },
      custos: { energia: 100 },
      receitas: { leiteLitros: 400, rendaLeite: 499_995, outras: 0 },
      totais: { capital: 10 },
    });
    // Nothing stored there: the part stays absent (what was sent is not written).
    expect(manterRetidos(enviado, null, retidos)).toEqual({
      identificacao: { propriedade: 'Novo' },
      receitas: { leiteLitros: 400, outras: 0 },
    });
  });

  it('for any stored and sent drafts: withheld parts as stored, visible ones as sent (property)', () => {
    const numero = fc.option(fc.integer(), { nil: undefined });
    const rascunho = fc.record({
      custos: fc.option(fc.record({ energia: fc.integer() }), { nil: undefined }),
      receitas: fc.option(fc.record({ rendaLeite: numero, leiteLitros: numero }), { nil: undefined }),
      totais: fc.option(fc.record({ capital: numero }), { nil: undefined }),
    });
    const modulos = fc.subarray(['financial', 'appointments', 'facilities', 'machinery']);
    fc.assert(
      fc.property(rascunho, rascunho, modulos, (salvo, enviado, mods) => {
        const limpo = <T>(x: T): T => JSON.parse(JSON.stringify(x));
        const { retidos } = reter(limpo(salvo), PARTES, mods);
        const r = limpo(manterRetidos(limpo(enviado), limpo(salvo), retidos));
        for (const p of PARTES) {
          const oculto = retido(retidos, p.parte);
          expect(lerCaminho(r, p.parte)).toEqual(lerCaminho(limpo(oculto ? salvo : enviado), p.parte));
        }
      }),
    );
  });
});
