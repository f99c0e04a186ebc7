/**
 * Sanidade's reports (issue 39 §6) as the reports' one model (`Relatorio` columns and rows): treatments and the
 * medicines used with their cost, the milk discarded and its value, clinical mastitis incidence, and the herd's share
 * of cows above 200 000 cells/mL per test. Pure: the server (src/server/services/relatorios.ts) reads the rows once
 * and these shape them; the screen, the files (CSV, Excel, PDF) and `leiteira relatorio` show what they give.
 * A figure with no data is null ('—'), never 0.
 */
import { formatBRLPorLitro } from '../format.ts';
import { type Celula, type ColunaRelatorio, coluna } from '../relatorios/schemas.ts';
import { textoRetido } from '../retidos.ts';
import { LIMIAR_CCS_MIL } from './ccs.ts';
import { custoDoUso } from './custos.ts';
import { incidenciaDeMastite } from './mastite.ts';
import { MSG_SANIDADE } from './messages.ts';

export interface TabelaSanitaria {
  colunas: ColunaRelatorio[];
  linhas: Record<string, Celula>[];
  /** Said under the title: the period's price, or a figure withheld ('Custo: Oculto: requer o módulo Financeiro'). */
  destaque?: string;
}

/** A cost figure withheld from a caller without Financeiro (docs/PRODUTO.md §Permissões), as every report says it. */
const retidoFinanceiro = (oque: string) => `${oque}: ${textoRetido({ modulos: ['financial'] })}`;

const umaCasa = (v: number) => Math.round(v * 10) / 10;

// ── Tratamentos e medicamentos ─────────────────────────────────────────────────────────────────────────────────────

/** One health event with a medicine (or a treatment), as the report lists it. */
export interface UsoNoRelatorio {
  data: string;
  animal: string;
  tipo: string;
  motivo: string | null;
  medicamento: string | null;
  dose: number | null;
  unidade: string | null;
  dias: number | null;
  custoCentavos: number | null;
}

/**
 * Each treatment and medicine used in the period: the quantity used (dose × days; a vaccination or an event without
 * days, one dose) and its cost at the medicine's cost per unit (custos.ts `custoDoUso`: no cost typed, no figure).
 * `verCusto`: the caller opens Financeiro; otherwise the cost column is left out and the title block says so.
 */
export function tabelaDeTratamentos(usos: readonly UsoNoRelatorio[], verCusto: boolean): TabelaSanitaria {
  const colunas = [
    coluna('data', 'Data', 'data'),
    coluna('animal', 'Animal', 'texto'),
    coluna('tipo', 'Evento', 'texto'),
    coluna('motivo', 'Motivo', 'texto'),
    coluna('medicamento', 'Medicamento', 'texto'),
    coluna('dose', 'Dose', 'numero', { casas: 2 }),
    coluna('dias', 'Dias', 'numero'),
    coluna('quantidade', 'Quantidade usada', 'numero', { casas: 2 }),
    coluna('unidade', 'Unidade', 'texto'),
    ...(verCusto ? [coluna('custo', 'Custo', 'dinheiro', { total: 'soma' })] : []),
  ];
  const linhas = usos.map((u) => ({
    data: u.data,
    animal: u.animal,
    tipo: u.tipo,
    motivo: u.motivo,
    medicamento: u.medicamento,
    dose: u.dose,
    dias: u.dias,
    quantidade: u.dose === null ? null : Math.round(u.dose * (u.dias ?? 1) * 100) / 100,
    unidade: u.unidade,
    ...(verCusto ? { custo: custoDoUso(u) } : {}),
  }));
  return { colunas, linhas, ...(verCusto ? {} : { destaque: retidoFinanceiro('Custo') }) };
}

// ── Leite descartado ───────────────────────────────────────────────────────────────────────────────────────────────

/** One row of the milk report: a day ('2026-11-03') or a month ('nov/2026'). */
export interface LeiteDoPeriodo {
  periodo: string;
  produzido: number;
  descartado: number;
  entregue: number;
}

/**
 * The milk of the period, produced, discarded and delivered, and the discarded litres' value at the period's price
 * (`preco`, centavos per litre from `precoPorLitro`; null: no income in its months, so no value — 'sem dados').
 * `rotuloMesesDoPreco`: the months the price comes from ('nov/2026'). `verValor`: the caller opens Financeiro.
 */
export function tabelaDoLeiteDescartado(
  linhas: readonly LeiteDoPeriodo[],
  preco: number | null,
  rotuloMesesDoPreco: string,
  verValor: boolean,
  porMes: boolean,
): TabelaSanitaria {
  const colunas = [
    porMes ? coluna('periodo', 'Mês', 'texto') : coluna('periodo', 'Data', 'data'),
    coluna('produzido', 'Produzido (L)', 'numero', { casas: 1, total: 'soma' }),
    coluna('descartado', 'Descartado (L)', 'numero', { casas: 1, total: 'soma' }),
    coluna('entregue', 'Entregue ao tanque (L)', 'numero', { casas: 1, total: 'soma' }),
    ...(verValor ? [coluna('valor', 'Valor descartado', 'dinheiro', { total: 'soma' })] : []),
  ];
  return {
    colunas,
    linhas: linhas.map((l) => ({
      periodo: l.periodo,
      produzido: umaCasa(l.produzido),
      descartado: umaCasa(l.descartado),
      entregue: umaCasa(l.entregue),
      ...(verValor ? { valor: preco === null ? null : Math.round(l.descartado * preco) } : {}),
    })),
    ...(!linhas.length
      ? {}
      : !verValor
        ? { destaque: retidoFinanceiro('Valor do leite descartado') }
        : {
            destaque:
              preco === null
                ? MSG_SANIDADE.semPreco
                : MSG_SANIDADE.precoDoPeriodo(formatBRLPorLitro(preco), rotuloMesesDoPreco),
          }),
  };
}

// ── Mastite clínica ────────────────────────────────────────────────────────────────────────────────────────────────

export interface MastiteDoMes {
  /** 'nov/2026'. */
  mes: string;
  casos: number;
  /** Average cows in milk over the month's days (up to today), undefined: none. */
  vacasEmLactacao: number | undefined;
}

/** The period's months: cases, average cows in milk and the incidence per 100 cows in milk. */
export function tabelaDeMastite(meses: readonly MastiteDoMes[], destaque?: string): TabelaSanitaria {
  return {
    colunas: [
      coluna('mes', 'Mês', 'texto'),
      coluna('casos', 'Casos de mastite clínica', 'numero', { total: 'soma' }),
      coluna('vacas', 'Vacas em lactação (média)', 'numero', { casas: 1, total: 'media' }),
      coluna('incidencia', 'Incidência (casos por 100 vacas em lactação por mês)', 'numero', {
        casas: 1,
        total: 'media',
      }),
    ],
    linhas: meses.map((m) => {
      const taxa = incidenciaDeMastite(m.casos, m.vacasEmLactacao);
      return {
        mes: m.mes,
        casos: m.casos,
        vacas: m.vacasEmLactacao === undefined ? null : umaCasa(m.vacasEmLactacao),
        incidencia: taxa,
      };
    }),
    ...(destaque ? { destaque } : {}),
  };
}

// ── CCS do rebanho ─────────────────────────────────────────────────────────────────────────────────────────────────

export interface CcsDoTeste {
  /** 'nov/2026': a lab visit (the tests of one month). */
  mes: string;
  vacas: number;
  acima: number;
}

/** Each test of the period: cows tested, cows above 200 000 cells/mL (ccs.ts, NMC/AHDB) and their share (%). */
export function tabelaDeCcs(testes: readonly CcsDoTeste[]): TabelaSanitaria {
  return {
    colunas: [
      coluna('mes', 'Teste (mês)', 'texto'),
      coluna('vacas', 'Vacas com CCS', 'numero', { total: 'soma' }),
      coluna('acima', `Acima de ${LIMIAR_CCS_MIL} mil cél./mL`, 'numero', { total: 'soma' }),
      coluna('parcela', `% acima de ${LIMIAR_CCS_MIL} mil`, 'percentual', { casas: 1, total: 'media' }),
    ],
    linhas: testes.map((t) => ({
      mes: t.mes,
      vacas: t.vacas,
      acima: t.acima,
      parcela: t.vacas ? umaCasa((t.acima / t.vacas) * 100) : null,
    })),
  };
}
