import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODULOS, type Modulo } from '../modules.ts';
import { lerCaminho } from '../retidos.ts';
import { analisar } from './analise.ts';
import { MODULOS_DA_ANALISE, PARTES_DO_RASCUNHO } from './partes.ts';
import { type Avaliacao, avaliacaoSchema, ITENS_COE } from './schemas.ts';

const opcional = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const dinheiro = fc.integer({ min: 0, max: 1_000_000_000 });
const bem = fc.record({
  descricao: fc.constant('Bem'),
  quantidade: fc.integer({ min: 0, max: 10 }),
  valorNovo: dinheiro,
  vidaUtilAnos: fc.integer({ min: 1, max: 50 }),
  percentualResidual: fc.integer({ min: 0, max: 100 }),
  anoAquisicao: opcional(fc.integer({ min: 1990, max: 2030 })),
});

/** A complete assessment with every kind of input, some optional ones absent. */
const avaliacao: fc.Arbitrary<Avaliacao> = fc
  .record({
    identificacao: fc.constant({
      produtor: 'P',
      propriedade: 'S',
      ano: 2024,
      areaTotalHa: 30,
      areaLeiteHa: 25,
    }),
    terras: fc.array(
      fc.record({ descricao: fc.constant('T'), hectares: fc.integer({ min: 0, max: 500 }), valorHectare: dinheiro }),
      { maxLength: 3 },
    ),
    benfeitorias: fc.array(bem, { maxLength: 3 }),
    maquinas: fc.array(bem, { maxLength: 3 }),
    animais: fc.array(
      fc.record({
        categoria: fc.constant('Vacas'),
        quantidade: fc.integer({ min: 0, max: 100 }),
        valorUnitario: dinheiro,
        vidaUtilAnos: opcional(fc.integer({ min: 1, max: 30 })),
        percentualResidual: opcional(fc.integer({ min: 0, max: 100 })),
      }),
      { maxLength: 3 },
    ),
    custos: fc.record(Object.fromEntries([...ITENS_COE, 'maoDeObraFamiliar'].map((k) => [k, dinheiro]))),
    receitas: fc.record({
      leiteLitros: fc.integer({ min: 0, max: 2_000_000 }),
      rendaLeite: opcional(dinheiro),
      precoLeite: fc.double({ min: 0, max: 1000, noNaN: true }),
      vendaAnimais: dinheiro,
      variacaoInventarioAnimal: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
      outras: dinheiro,
    }),
    taxaRemuneracao: fc.integer({ min: 0, max: 20 }),
    arrendamentoTerra: opcional(dinheiro),
    totais: fc.record({
      depreciacao: opcional(dinheiro),
      capitalInvestido: opcional(dinheiro),
      valorTerra: opcional(dinheiro),
    }),
    zootecnico: fc.record({
      vacasLactacaoMedia: opcional(fc.integer({ min: 0, max: 500 })),
      vacasTotalMedia: opcional(fc.integer({ min: 0, max: 500 })),
      delMedio: opcional(fc.integer({ min: 0, max: 600 })),
      intervaloPartosDias: opcional(fc.integer({ min: 0, max: 900 })),
      taxaServico: opcional(fc.integer({ min: 0, max: 100 })),
      taxaConcepcao: opcional(fc.integer({ min: 0, max: 100 })),
      prenhez: fc.boolean(),
    }),
  })
  // rates that hold together (TP = TS × TC, the schema's rule)
  .map(({ zootecnico: { prenhez, ...z }, ...x }) => ({
    ...x,
    zootecnico: {
      ...z,
      taxaPrenhez:
        prenhez && z.taxaServico !== undefined && z.taxaConcepcao !== undefined
          ? Math.round(z.taxaServico * z.taxaConcepcao) / 100
          : undefined,
    },
  }))
  .map((x) => avaliacaoSchema.parse(JSON.parse(JSON.stringify(x))));

/** `alvo` with the value of `fonte` at `caminho` (absent where `fonte` has none). */
function trocar(alvo: Record<string, unknown>, fonte: unknown, caminho: string): Record<string, unknown> {
  const [k, ...resto] = caminho.split('.');
  const copia = { ...alvo };
  if (!resto.length) {
    const v = lerCaminho(fonte, k);
    if (v === undefined) delete copia[k];
    else copia[k] = v;
    return copia;
  }
  copia[k] = trocar((alvo[k] as Record<string, unknown>) ?? {}, lerCaminho(fonte, k), resto.join('.'));
  return copia;
}

const MODULOS_DAS_PARTES = [...new Set(PARTES_DO_RASCUNHO.flatMap((p) => p.modulos))];
/** The inputs every caller reads: the farm's identification and the opportunity-cost rate. */
const LIVRES = ['identificacao', 'taxaRemuneracao'];

describe('which module each figure of the assessment comes from', () => {
  it('a figure that does not name a module never changes when that module’s inputs change (property)', () => {
    fc.assert(
      fc.property(avaliacao, avaliacao, fc.constantFrom(...MODULOS_DAS_PARTES), (a, outra, modulo: Modulo) => {
        let b = a as unknown as Record<string, unknown>;
        for (const p of PARTES_DO_RASCUNHO.filter((x) => x.modulos.includes(modulo))) b = trocar(b, outra, p.parte);
        const antes = analisar(a);
        const depois = analisar(avaliacaoSchema.parse(b));
        for (const [campo, modulos] of Object.entries(MODULOS_DA_ANALISE)) {
          if (modulos.includes(modulo)) continue;
          expect(depois[campo as keyof typeof depois], `${campo} muda com ${modulo}`).toEqual(
            antes[campo as keyof typeof antes],
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('every input of the draft belongs to a module or is the farm’s own (a new field must be placed)', () => {
    fc.assert(
      fc.property(avaliacao, (a) => {
        const folhas = (v: unknown, prefixo: string): string[] =>
          typeof v === 'object' && v !== null && !Array.isArray(v)
            ? Object.entries(v).flatMap(([k, x]) => folhas(x, prefixo ? `${prefixo}.${k}` : k))
            : [prefixo];
        for (const folha of folhas(a, '')) {
          const dono = PARTES_DO_RASCUNHO.find((p) => folha === p.parte || folha.startsWith(`${p.parte}.`));
          const livre = LIVRES.some((l) => folha === l || folha.startsWith(`${l}.`));
          expect(dono || livre, `${folha} não tem módulo`).toBeTruthy();
        }
      }),
      { numRuns: 50 },
    );
  });

  it('names only modules of the product, and every figure of the analysis', () => {
    const modulos = new Set<string>(MODULOS);
    for (const p of PARTES_DO_RASCUNHO) for (const m of p.modulos) expect(modulos.has(m)).toBe(true);
    const a = fc.sample(avaliacao, 1)[0];
    expect(Object.keys(MODULOS_DA_ANALISE).sort()).toEqual(Object.keys(analisar(a)).sort());
  });
});
