/** Pure finance rules: overdue, list totals, monthly cash flow. Money is integer centavos; dates ISO. */
import { umaVez } from '../format.ts';

export interface ContaLike {
  valor: number;
  status: string;
  data_vencimento: string;
}

/** Pending and past its due date on the farm's civil today (a bill due today is not overdue yet). */
export function estaVencida(conta: ContaLike, hoje: string): boolean {
  return conta.status === 'Pendente' && conta.data_vencimento < hoje;
}

export interface TotaisContas {
  quantidade: number;
  total: number;
  /** Still open (includes the overdue ones). */
  pendente: number;
  /** Paid (payables) or received (receivables). */
  liquidado: number;
  vencido: number;
  quantidadeVencidas: number;
}

/**
 * Bills summed by status and whether overdue: what SQL's GROUP BY gives for a whole filtered list (the list itself
 * comes a page at a time).
 */
export interface GrupoContas {
  status: string;
  vencida: boolean;
  quantidade: number;
  valor: number;
}

/** The figures at the foot of a payables/receivables list, from its groups. */
export function somarContas(grupos: readonly GrupoContas[]): TotaisContas {
  const t: TotaisContas = { quantidade: 0, total: 0, pendente: 0, liquidado: 0, vencido: 0, quantidadeVencidas: 0 };
  for (const g of grupos) {
    t.quantidade += g.quantidade;
    t.total += g.valor;
    if (g.status === 'Pendente') {
      t.pendente += g.valor;
      if (g.vencida) {
        t.vencido += g.valor;
        t.quantidadeVencidas += g.quantidade;
      }
    } else if (g.status === 'Pago' || g.status === 'Recebido') {
      t.liquidado += g.valor;
    }
  }
  return t;
}

/** The same figures from the bills themselves. */
export function totaisContas(contas: readonly ContaLike[], hoje: string): TotaisContas {
  return somarContas(
    contas.map((c) => ({ status: c.status, vencida: estaVencida(c, hoje), quantidade: 1, valor: c.valor })),
  );
}

export interface TotaisLancamentos {
  quantidade: number;
  total: number;
}

/** 'yyyy-MM' of an ISO date. */
export function mesDe(iso: string): string {
  return iso.slice(0, 7);
}

/** The `n` months ending at `ultimo` ('yyyy-MM'), oldest first. */
export function mesesAte(ultimo: string, n: number): string[] {
  const [y, m] = ultimo.split('-').map(Number);
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const idx = y * 12 + (m - 1) - i;
    out.push(`${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`);
  }
  return out;
}

/** First and last day (ISO) covered by `mesesAte(ultimo, n)`. */
export function periodoDosMeses(ultimo: string, n: number): { de: string; ate: string } {
  const meses = mesesAte(ultimo, n);
  const [y, m] = ultimo.split('-').map(Number);
  const ultimoDia = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { de: `${meses[0]}-01`, ate: `${ultimo}-${String(ultimoDia).padStart(2, '0')}` };
}

const MESES_ABREV = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** '2025-03' → 'mar/25'. */
export function rotuloMes(mes: string): string {
  const [y, m] = mes.split('-');
  return `${MESES_ABREV[Number(m) - 1]}/${y.slice(2)}`;
}

export interface FluxoEntradas {
  receitas: readonly { data: string; valor: number }[];
  despesas: readonly { data: string; valor: number }[];
  /** Receivables with status Recebido: counted in the month of data_baixa. */
  recebidas: readonly { data_baixa: string | null; valor: number }[];
  /** Payables with status Pago: counted in the month of data_baixa. */
  pagas: readonly { data_baixa: string | null; valor: number }[];
}

export interface FluxoMes {
  mes: string;
  /** Money in that month; null when none was recorded (nothing measured: '—', not R$ 0,00). */
  entradas: number | null;
  /** Money out that month; null when none was recorded. */
  saidas: number | null;
  /** Money in − money out; null in a month where nothing moved. */
  saldo: number | null;
  /** Running balance from the first month shown; null until the first month with a movement. */
  acumulado: number | null;
}

/**
 * Monthly cash flow (regime de caixa): money in = income + received receivables, money out = expenses + paid
 * payables, each in the month the money moved (a bill still open moves nothing). A side with no movement in a month
 * is null, not 0 — a month nobody recorded is not a month the farm neither earned nor spent; the balance is null in
 * a month where nothing moved, and the running balance until the first movement. The one computation of the finance
 * hub's cash flow and of the 'fluxo-caixa' report (src/server/services/relatorios.ts).
 */
export function fluxoDeCaixa(dados: FluxoEntradas, ultimoMes: string, n = 12): FluxoMes[] {
  const meses = mesesAte(ultimoMes, n);
  const porMes = new Map(meses.map((mes) => [mes, { entradas: null as number | null, saidas: null as number | null }]));
  const somar = (data: string | null, valor: number, lado: 'entradas' | 'saidas') => {
    if (!data) return;
    const alvo = porMes.get(mesDe(data));
    if (alvo) alvo[lado] = (alvo[lado] ?? 0) + valor;
  };
  for (const r of dados.receitas) somar(r.data, r.valor, 'entradas');
  for (const r of dados.recebidas) somar(r.data_baixa, r.valor, 'entradas');
  for (const d of dados.despesas) somar(d.data, d.valor, 'saidas');
  for (const p of dados.pagas) somar(p.data_baixa, p.valor, 'saidas');
  let acumulado: number | null = null;
  return meses.map((mes) => {
    const { entradas, saidas } = porMes.get(mes) ?? { entradas: null, saidas: null };
    const saldo = entradas === null && saidas === null ? null : (entradas ?? 0) - (saidas ?? 0);
    if (saldo !== null) acumulado = (acumulado ?? 0) + saldo;
    return { mes, entradas, saidas, saldo, acumulado };
  });
}

export interface FluxoResumo {
  /** null: no money in recorded in the period. */
  entradas: number | null;
  /** null: no money out recorded in the period. */
  saidas: number | null;
  /** null: nothing moved in the period. */
  saldo: number | null;
}

export function resumoFluxo(linhas: readonly FluxoMes[]): FluxoResumo {
  const somar = (lado: 'entradas' | 'saidas') =>
    linhas.reduce<number | null>((s, l) => (l[lado] === null ? s : (s ?? 0) + l[lado]), null);
  const entradas = somar('entradas');
  const saidas = somar('saidas');
  return { entradas, saidas, saldo: entradas === null && saidas === null ? null : (entradas ?? 0) - (saidas ?? 0) };
}

/** chart.js bar data for the cash flow (reais, not centavos, so the axis reads naturally). */
export function dadosGraficoFluxo(linhas: readonly FluxoMes[]) {
  return {
    labels: linhas.map((l) => rotuloMes(l.mes)),
    datasets: [
      {
        label: 'Entradas',
        data: linhas.map((l) => (l.entradas === null ? null : l.entradas / 100)),
        backgroundColor: '#16a34a',
      },
      {
        label: 'Saídas',
        data: linhas.map((l) => (l.saidas === null ? null : l.saidas / 100)),
        backgroundColor: '#dc2626',
      },
    ],
  };
}

const brlCompacto = umaVez(
  () =>
    new Intl.NumberFormat('pt-BR', {
      style: 'currency',
      currency: 'BRL',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);

/** Axis ticks on a phone: 20000 (reais) → 'R$ 20 mil'. */
export function formatBRLCompacto(reais: number): string {
  return brlCompacto()
    .format(Number.isFinite(reais) ? reais : 0)
    .replace(/\u00a0/g, ' ');
}
