/**
 * Valuation figures of the inventory (PAEZ). Money is centavos; every function here returns EXACT fractional
 * centavos (no mid-way rounding). Round once, with `arredondar` from ../format.ts, when showing an item's figure
 * or a final sum (see `arredondarFiguras` and the `resumo*` functions).
 *
 * Animals and lands: valor total = quantidade × valor unitário; remuneração anual = total × taxa/100; mensal = /12.
 * Machines and facilities: straight-line depreciation (Embrapa; CEPEA Campo Futuro):
 *   valor residual = total × percentual residual/100; valor a depreciar = total − residual;
 *   depreciação anual = a depreciar / vida útil; mensal = /12;
 *   remuneração do capital (RCM) on the average value = (total + residual)/2 × taxa/100; mensal = /12.
 */
import { arredondar, parseNumeroBR } from '../format.ts';
import {
  PERCENTUAL_RESIDUAL_PADRAO,
  QUANTIDADE_MAQUINA_PADRAO,
  TAXA_JUROS_PADRAO,
  VIDA_UTIL_PADRAO,
} from './constants.ts';

/** docs/PRODUTO.md §Inventário: a number that is not valid counts as 0 in the sums. */
export function numeroOuZero(valor: unknown): number {
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : 0;
  if (typeof valor === 'string') {
    const n = parseNumeroBR(valor);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** A missing value (null, undefined, blank) takes the default; a present but invalid one counts as 0. */
function numeroOuPadrao(valor: unknown, padrao: number): number {
  if (valor === null || valor === undefined || (typeof valor === 'string' && valor.trim() === '')) return padrao;
  return numeroOuZero(valor);
}

export interface ItemRemunerado {
  quantidade: unknown;
  /** Unit value in centavos (per head, per hectare). */
  valor: unknown;
  /** % a.a. */
  taxa: unknown;
  /**
   * A rented land (POSSE_TERRA 'Arrendada'): the farm's capital is not in it, so it has no opportunity cost — its
   * remuneration is 0 (the rent paid is in the COE) and its rate, which remunerates nothing, is not in the mean.
   */
  semCustoDeOportunidade?: boolean;
}

export interface FigurasRemuneracao {
  valorTotal: number;
  remuneracaoAnual: number;
  remuneracaoMensal: number;
}

export function figurasRemuneracao(item: ItemRemunerado): FigurasRemuneracao {
  const valorTotal = numeroOuZero(item.quantidade) * numeroOuZero(item.valor);
  const remuneracaoAnual = item.semCustoDeOportunidade ? 0 : (valorTotal * numeroOuZero(item.taxa)) / 100;
  return { valorTotal, remuneracaoAnual, remuneracaoMensal: remuneracaoAnual / 12 };
}

/** Rounds every figure to whole centavos (half away from zero): the form shown and sent by the API. */
export function arredondarFiguras<T extends object>(figuras: T): { [K in keyof T]: number } {
  const out = {} as { [K in keyof T]: number };
  for (const [k, v] of Object.entries(figuras)) (out as Record<string, number>)[k] = arredondar(v as number);
  return out;
}

/** Mean of the item rates (invalid = 0); the farm's rate when there are no items. Not rounded (percent). */
export function taxaMedia(taxas: unknown[], taxaPadrao: number = TAXA_JUROS_PADRAO): number {
  if (!taxas.length) return taxaPadrao;
  return taxas.reduce<number>((s, t) => s + numeroOuZero(t), 0) / taxas.length;
}

export interface ResumoRemuneracao {
  /** Sum of quantidade (head count for animals, hectares for lands). */
  quantidadeTotal: number;
  /**
   * Mean rate of the items that remunerate capital; the farm's rate when there are no items; null when every item is
   * rented (no rate applies: the screen says so rather than show 0 % or a rate nothing is charged at).
   */
  taxaMedia: number | null;
  /** The money sums below are rounded once, to whole centavos. */
  valorTotal: number;
  remuneracaoAnual: number;
  remuneracaoMensal: number;
}

/** Summary cards of Animais and Terras: sums of exact figures, rounded once at the end. */
export function resumoRemuneracao(itens: ItemRemunerado[], taxaPadrao: number = TAXA_JUROS_PADRAO): ResumoRemuneracao {
  let quantidadeTotal = 0;
  let valorTotal = 0;
  let remuneracaoAnual = 0;
  let remuneracaoMensal = 0;
  for (const item of itens) {
    const f = figurasRemuneracao(item);
    quantidadeTotal += numeroOuZero(item.quantidade);
    valorTotal += f.valorTotal;
    remuneracaoAnual += f.remuneracaoAnual;
    remuneracaoMensal += f.remuneracaoMensal;
  }
  const remunerados = itens.filter((i) => !i.semCustoDeOportunidade);
  return {
    quantidadeTotal: Number(quantidadeTotal.toPrecision(15)),
    taxaMedia:
      itens.length && !remunerados.length
        ? null
        : taxaMedia(
            remunerados.map((i) => i.taxa),
            taxaPadrao,
          ),
    valorTotal: arredondar(valorTotal),
    remuneracaoAnual: arredondar(remuneracaoAnual),
    remuneracaoMensal: arredondar(remuneracaoMensal),
  };
}

export interface ItemDepreciavel {
  /** Default 1 when missing. */
  quantidade?: unknown;
  /** Unit value in centavos. */
  valor: unknown;
  /** Years; default 10 when missing. */
  vidaUtilAnos?: unknown;
  /** % of the total value left at the end of the useful life; default 20 when missing. */
  percentualResidual?: unknown;
  /** % a.a.; the farm's rate when missing. */
  taxa?: unknown;
}

export interface FigurasDepreciacao {
  valorTotal: number;
  valorResidual: number;
  valorADepreciar: number;
  depreciacaoAnual: number;
  depreciacaoMensal: number;
  /** Remuneração do capital médio (RCM). */
  remuneracaoAnual: number;
  remuneracaoMensal: number;
}

export function figurasDepreciacao(item: ItemDepreciavel, taxaPadrao: number = TAXA_JUROS_PADRAO): FigurasDepreciacao {
  const quantidade = numeroOuPadrao(item.quantidade, QUANTIDADE_MAQUINA_PADRAO);
  const vidaUtil = numeroOuPadrao(item.vidaUtilAnos, VIDA_UTIL_PADRAO);
  const percentual = numeroOuPadrao(item.percentualResidual, PERCENTUAL_RESIDUAL_PADRAO);
  const taxa = numeroOuPadrao(item.taxa, taxaPadrao);
  const valorTotal = quantidade * numeroOuZero(item.valor);
  const valorResidual = (valorTotal * percentual) / 100;
  const valorADepreciar = valorTotal - valorResidual;
  // An invalid useful life (0, negative) cannot spread a value over time: no depreciation rather than Infinity.
  const depreciacaoAnual = vidaUtil > 0 ? valorADepreciar / vidaUtil : 0;
  const remuneracaoAnual = (((valorTotal + valorResidual) / 2) * taxa) / 100;
  return {
    valorTotal,
    valorResidual,
    valorADepreciar,
    depreciacaoAnual,
    depreciacaoMensal: depreciacaoAnual / 12,
    remuneracaoAnual,
    remuneracaoMensal: remuneracaoAnual / 12,
  };
}

export interface ResumoDepreciacao {
  /** Sum of the quantities (a row of 2 tractors counts 2). */
  numeroItens: number;
  taxaMedia: number;
  valorTotal: number;
  depreciacaoMensal: number;
  depreciacaoAnual: number;
  valorResidual: number;
  /** Valor Depreciado (docs/PRODUTO.md §Inventário): total minus residual (the depreciable value). */
  valorDepreciado: number;
  remuneracaoAnual: number;
  remuneracaoMensal: number;
}

/** Machines' eight summary cards (and the facilities' valuation): exact sums, rounded once. */
export function resumoDepreciacao(itens: ItemDepreciavel[], taxaPadrao: number = TAXA_JUROS_PADRAO): ResumoDepreciacao {
  const soma = {
    valorTotal: 0,
    valorResidual: 0,
    valorADepreciar: 0,
    depreciacaoAnual: 0,
    depreciacaoMensal: 0,
    remuneracaoAnual: 0,
    remuneracaoMensal: 0,
  };
  let numeroItens = 0;
  for (const item of itens) {
    const f = figurasDepreciacao(item, taxaPadrao);
    numeroItens += numeroOuPadrao(item.quantidade, QUANTIDADE_MAQUINA_PADRAO);
    for (const k of Object.keys(soma) as (keyof typeof soma)[]) soma[k] += f[k];
  }
  return {
    numeroItens: Number(numeroItens.toPrecision(15)),
    taxaMedia: taxaMedia(
      itens.map((i) => numeroOuPadrao(i.taxa, taxaPadrao)),
      taxaPadrao,
    ),
    valorTotal: arredondar(soma.valorTotal),
    depreciacaoMensal: arredondar(soma.depreciacaoMensal),
    depreciacaoAnual: arredondar(soma.depreciacaoAnual),
    valorResidual: arredondar(soma.valorResidual),
    valorDepreciado: arredondar(soma.valorADepreciar),
    remuneracaoAnual: arredondar(soma.remuneracaoAnual),
    remuneracaoMensal: arredondar(soma.remuneracaoMensal),
  };
}

/** Facilities' summary cards: count, area (m²) and capacity sums (invalid = 0). */
export function resumoInstalacoes(itens: { area: unknown; capacidade: unknown }[]) {
  let areaTotal = 0;
  let capacidadeTotal = 0;
  for (const i of itens) {
    areaTotal += numeroOuZero(i.area);
    capacidadeTotal += numeroOuZero(i.capacidade);
  }
  return {
    totalInstalacoes: itens.length,
    areaTotal: Number(areaTotal.toPrecision(15)),
    capacidadeTotal: Number(capacidadeTotal.toPrecision(15)),
  };
}
