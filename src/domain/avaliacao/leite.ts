/**
 * The milk figures the assessment imports: the litres produced and the milk income recorded, over the same months.
 * The income is the sum of the receipts (exact centavos), never litres × an average price; in a year still running
 * (or with a month whose milk is not paid yet) only the months that have both enter, and the others are named, so
 * the price per litre (income ÷ litres, the Análise Final's) is that of the same milk. A caller who sees only one of
 * the two gets it for every month that has it. Pure: the server reads the months once.
 */

/** A figure per month, 'YYYY-MM' → litres or centavos. */
export type PorMes = ReadonlyMap<string, number>;

export interface LeiteDoAno {
  /** Litres DELIVERED of the months in `meses.leiteLitros` (whole litres); absent without any. */
  leiteLitros?: number;
  /**
   * Litres PRODUCED in the same months (whole litres): the productivity indicators' figure (litres per cow, per
   * hectare), as the farms' desk counts them; absent without delivered litres or without `produzidos`.
   */
  leiteProduzidoLitros?: number;
  /** Centavos received for milk in the months of `meses.rendaLeite`; absent without any. */
  rendaLeite?: number;
  meses: {
    leiteLitros?: string[];
    rendaLeite?: string[];
    /** Months with litres and no milk income (left out of both figures). */
    semRenda?: string[];
    /** Months with milk income and no litres (left out of both figures). */
    semLitros?: string[];
  };
}

const comValor = (m: PorMes) => [...m.keys()].filter((k) => (m.get(k) ?? 0) > 0).sort();
const somar = (m: PorMes, meses: readonly string[]) => meses.reduce((s, k) => s + (m.get(k) ?? 0), 0);

/**
 * The litres and the income of the same months. `litros` or `renda` undefined: the caller may not read it (then
 * the other covers every month it has). With both, but one of them empty for the whole year, the other is given
 * for every month it has (nothing to match: the technician types the missing one).
 */
export function leiteDoAno(litros: PorMes | undefined, renda: PorMes | undefined, produzidos?: PorMes): LeiteDoAno {
  const mesesLitros = litros ? comValor(litros) : [];
  const mesesRenda = renda ? comValor(renda) : [];
  const casar = mesesLitros.length > 0 && mesesRenda.length > 0;
  const comuns = casar ? mesesLitros.filter((m) => mesesRenda.includes(m)) : [];
  const out: LeiteDoAno = { meses: {} };
  if (litros) {
    const meses = casar ? comuns : mesesLitros;
    out.meses.leiteLitros = meses;
    if (meses.length) out.leiteLitros = Math.round(somar(litros, meses));
    // the months of the delivered figure, so the one `diasLeite` covers both figures
    if (meses.length && produzidos) out.leiteProduzidoLitros = Math.round(somar(produzidos, meses));
  }
  if (renda) {
    const meses = casar ? comuns : mesesRenda;
    out.meses.rendaLeite = meses;
    if (meses.length) out.rendaLeite = somar(renda, meses);
  }
  if (litros && renda) {
    out.meses.semRenda = casar ? mesesLitros.filter((m) => !comuns.includes(m)) : [];
    out.meses.semLitros = casar ? mesesRenda.filter((m) => !comuns.includes(m)) : [];
  }
  return out;
}

/**
 * The price per litre of the milk sold: the milk income ÷ the litres DELIVERED to the tank (produced − discarded):
 * the discarded milk earns nothing, so dividing by the litres produced would understate what the dairy pays (Embrapa
 * Gado de Leite, "Custo de produção de leite": preço médio recebido = receita do leite ÷ litros vendidos). Centavos
 * per litre, or null without litres or income. The one price function: the assessment's Análise Final
 * (analise.ts, over `leiteLitros`, 'Leite entregue no ano'; its productivity reads `leiteProduzidoLitros`, 'Leite
 * produzido no ano') and the discarded milk's value
 * in Sanidade's report (sanidade/relatorios.ts) read it.
 */
export function precoPorLitro(rendaCentavos: number | undefined, litrosEntregues: number | undefined): number | null {
  if (rendaCentavos === undefined || !litrosEntregues || !(litrosEntregues > 0)) return null;
  return rendaCentavos / litrosEntregues;
}

/**
 * The days a per-day figure divides by: the days of the months with milk (`meses`, 'YYYY-MM') that fall within
 * `inicio`…`fim` and have passed by `hoje` (a month in progress counts its days up to today, a period's first or
 * last month only its days inside it). Litres of Feb–Nov divide by those 303 days, not by 365 (issue 37): a
 * per-day mean is a total over the days its total covers (Embrapa Gado de Leite, "Indicadores de desempenho da
 * atividade leiteira": produção diária = produção do período ÷ dias do período). The farms' desk and the Análise
 * Final both divide by it: one figure, one function. 0 without a month.
 */
export function diasComLeite(meses: readonly string[], inicio: string, fim: string, hoje: string): number {
  const ate = fim < hoje ? fim : hoje;
  let dias = 0;
  // string and integer arithmetic only (no Date): the desk calls it for each of 2,000 farms on every read
  const vistos = meses.length > 1 ? new Set<string>() : null;
  for (const m of meses) {
    if (vistos) {
      if (vistos.has(m)) continue;
      vistos.add(m);
    }
    const primeiro = `${m}-01`;
    const ultimo = `${m}-${diasDoMes(Number(m.slice(0, 4)), Number(m.slice(5, 7)))}`;
    const de = primeiro > inicio ? primeiro : inicio;
    const para = ultimo < ate ? ultimo : ate;
    // both in month m when de <= para (de is m's first day or a later `inicio`; para m's last or an earlier `ate`)
    if (de <= para) dias += Number(para.slice(8, 10)) - Number(de.slice(8, 10)) + 1;
  }
  return dias;
}

/** The days of a month of the Gregorian calendar (a leap year: divisible by 4, not by 100 unless by 400). */
function diasDoMes(ano: number, mes: number): number {
  if (mes === 2) return (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0 ? 29 : 28;
  return mes === 4 || mes === 6 || mes === 9 || mes === 11 ? 30 : 31;
}

const ABREV = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const mesSeguinte = (m: string) => {
  const [a, n] = m.split('-').map(Number);
  return n === 12 ? `${a + 1}-01` : `${a}-${String(n + 1).padStart(2, '0')}`;
};

/**
 * Months as a reader says them: ['2026-01', …, '2026-10'] → 'jan–out/2026'; gaps as runs ('jan–mar, mai/2026');
 * months of different years each with its year ('dez/2025–jan/2026'). Empty: ''.
 */
export function rotuloMeses(meses: readonly string[]): string {
  const ordenados = [...new Set(meses)].sort();
  if (!ordenados.length) return '';
  const corridas: [string, string][] = [];
  for (const m of ordenados) {
    const ultima = corridas.at(-1);
    if (ultima && mesSeguinte(ultima[1]) === m) ultima[1] = m;
    else corridas.push([m, m]);
  }
  const umAno = ordenados[0].slice(0, 4) === ordenados.at(-1)?.slice(0, 4);
  const nome = (m: string) => `${ABREV[Number(m.slice(5, 7)) - 1]}${umAno ? '' : `/${m.slice(0, 4)}`}`;
  const texto = corridas.map(([de, ate]) => (de === ate ? nome(de) : `${nome(de)}–${nome(ate)}`)).join(', ');
  return umAno ? `${texto}/${ordenados[0].slice(0, 4)}` : texto;
}
