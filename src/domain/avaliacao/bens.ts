/**
 * Depreciation and average capital of the assessment's assets (exact centavos; `analisar` rounds once).
 *
 * Facilities and machines: straight-line depreciation within the useful life, D = (V − Vr) / n, with V the new
 * value, Vr the residual value and n the life in years (Hoffmann, R. et al., "Administração da empresa agrícola",
 * 5th ed., São Paulo: Pioneira, 1987; CONAB, "Custos de produção agrícola: a metodologia da Conab", Brasília, 2010,
 * depreciação linear). A used asset (its year of acquisition given) depreciates only in the years of its life left —
 * none past it, so over its whole life it loses exactly V − Vr — and its capital is its current value: the mean of
 * its value at the start and at the end of the assessed year (Vr once the life is over). An asset with no year of
 * acquisition is taken as new: D a year, on the average capital over the life, (V + Vr) / 2. A facility still
 * being built ('Em construção') is not depreciated: depreciation starts when the asset enters service (CONAB, 2010,
 * depreciação "a partir da entrada em operação"; NBC TG 27 / IAS 16 §55: "depreciation of an asset begins when it is
 * available for use"); its capital is what has been invested, V.
 *
 * Animals: only reproducers (bulls) and work animals, the rows given a useful life, depreciate, the same way.
 * Breeding females are not depreciated: their loss or gain of value is the inventory change already in RB, and their
 * capital is the mean of the opening and closing inventory (Matsunaga, M. et al., "Metodologia de custo de produção
 * utilizada pelo IEA", Agricultura em São Paulo 23(1), 1976; CEPEA/CNA, Campo Futuro, "Metodologia do custo de
 * produção da pecuária de leite"). The step lists the herd at the end of the year, so the opening inventory is that
 * value minus the inventory change: mean = closing − change / 2. A breeding female given a useful life while the
 * inventory change or animal sales are in RB would lose value twice (through depreciation and through RB): she is
 * valued through the inventory instead, not depreciated (`femeasCorrigidas`; the analysis says so in its notes).
 */
import { ehFemeaDeCria } from './avisos.ts';
import type { Avaliacao } from './schemas.ts';

export interface BemDepreciavel {
  quantidade?: number;
  valorNovo: number;
  vidaUtilAnos: number;
  percentualResidual?: number;
  anoAquisicao?: number;
  emConstrucao?: boolean;
}

/** The depreciation of `ano` and the capital the asset holds in it (exact centavos, never negative). */
export function depreciacaoDoBem(b: BemDepreciavel, ano: number): { depreciacao: number; capital: number } {
  const total = (b.quantidade ?? 1) * b.valorNovo;
  const residual = (total * (b.percentualResidual ?? 20)) / 100;
  const anual = (total - residual) / b.vidaUtilAnos;
  if (b.emConstrucao) return { depreciacao: 0, capital: total };
  if (b.anoAquisicao === undefined) return { depreciacao: anual, capital: (total + residual) / 2 };
  const idade = ano - b.anoAquisicao; // whole years depreciated before this one
  if (idade < 0) return { depreciacao: 0, capital: 0 }; // not yet on the farm in the assessed year
  // A fractional life (7,5 years) depreciates the fraction in its last year.
  const fracao = Math.max(0, Math.min(1, b.vidaUtilAnos - idade));
  const depreciacao = anual * fracao;
  const inicio = total - anual * Math.min(idade, b.vidaUtilAnos);
  // never below zero: a life spent to a residual of 0 leaves float dust (−2·10⁻⁶ centavos on R$ 200 million)
  return { depreciacao, capital: Math.max(0, inicio - depreciacao / 2) };
}

/** The asset groups whose depreciation and capital the report shows apart (land apart: it does not depreciate). */
export const GRUPOS_BENS = ['benfeitorias', 'maquinas', 'animais'] as const;
export type GrupoBens = (typeof GRUPOS_BENS)[number];
export const ROTULO_GRUPO_BENS: Record<GrupoBens, string> = {
  benfeitorias: 'Benfeitorias',
  maquinas: 'Máquinas e equipamentos',
  animais: 'Animais',
};

/**
 * Depreciation and average capital of facilities, machines and animals in the assessed year, in total and by group
 * (the animals' group holds the depreciating reproducers and the breeding herd's mean inventory); published totals
 * (`totais`) override the sums, not the groups.
 */
export function capitalEDepreciacao(a: Avaliacao) {
  const ano = a.identificacao.ano;
  const grupos = Object.fromEntries(GRUPOS_BENS.map((g) => [g, { depreciacao: 0, capital: 0 }])) as Record<
    GrupoBens,
    { depreciacao: number; capital: number }
  >;
  for (const grupo of ['benfeitorias', 'maquinas'] as const) {
    for (const b of a[grupo]) {
      const f = depreciacaoDoBem(b, ano);
      grupos[grupo].depreciacao += f.depreciacao;
      grupos[grupo].capital += f.capital;
    }
  }
  let rebanho = 0;
  const corrigidas = femeasCorrigidas(a);
  for (const x of a.animais) {
    if (x.vidaUtilAnos && !corrigidas.includes(x)) {
      const f = depreciacaoDoBem(
        {
          quantidade: x.quantidade,
          valorNovo: x.valorUnitario,
          vidaUtilAnos: x.vidaUtilAnos,
          percentualResidual: x.percentualResidual ?? 0,
        },
        ano,
      );
      grupos.animais.depreciacao += f.depreciacao;
      grupos.animais.capital += f.capital;
    } else {
      rebanho += x.quantidade * x.valorUnitario;
    }
  }
  if (rebanho > 0) grupos.animais.capital += Math.max(0, rebanho - a.receitas.variacaoInventarioAnimal / 2);
  const soma = (k: 'depreciacao' | 'capital') => GRUPOS_BENS.reduce((s, g) => s + grupos[g][k], 0);
  return {
    depreciacao: a.totais.depreciacao ?? soma('depreciacao'),
    capital: a.totais.capitalInvestido ?? soma('capital'),
    grupos,
  };
}

/**
 * The breeding females given a useful life while the inventory change or animal sales are in RB: counted through
 * the inventory, not depreciated (the method above). Without either in RB a life given to them is the technician's
 * method (depreciating the matrizes instead of counting their change) and is kept.
 */
export function femeasCorrigidas<T extends { categoria: string; vidaUtilAnos?: number }>(a: {
  animais?: readonly T[];
  receitas?: { vendaAnimais?: number; variacaoInventarioAnimal?: number };
}): T[] {
  const noRb = Boolean(a.receitas?.variacaoInventarioAnimal || a.receitas?.vendaAnimais);
  return noRb ? (a.animais ?? []).filter((x) => x.vidaUtilAnos && ehFemeaDeCria(x.categoria)) : [];
}
