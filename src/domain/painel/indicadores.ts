/**
 * The farms' desk (docs/PRODUTO.md §Fazendas): one row per farm for a period, its figures grouped as the extension
 * programmes print them (production, milk quality, reproduction, the economics of the farm's saved assessment,
 * finance). Every figure comes from the function each farm's own screens use — `indicadoresDe` and the Análise Final
 * (src/domain/avaliacao/analise.ts), `zootecnicoEntre` (zootecnico.ts), `statusDoAnimal` (apontamentos/reproducao.ts) —
 * never recomputed another way here; each figure follows the module of its data on that farm (a withheld one is
 * named in `retidos`, never a 0), and one that rests on months without records says so in `incompleto`.
 */

import { LIMITE_CBT, LIMITE_CCS_MIL } from '../apontamentos/producao.ts';
import { mediaGeometrica } from '../apontamentos/qualidade.ts';
import {
  estadoDoAnimal,
  PARAMETROS_PADRAO,
  type ParametrosReprodutivos,
  resumoReprodutivo,
} from '../apontamentos/reproducao.ts';
import { type AnaliseFinal, indicadoresDe, type NivelVeredito } from '../avaliacao/analise.ts';
import { diasComLeite } from '../avaliacao/leite.ts';
import { MODULOS_DA_ANALISE } from '../avaliacao/partes.ts';
import { type FemeaComEventos, type ZootecnicoDoAno, zootecnicoEntre } from '../avaliacao/zootecnico.ts';
import { compararTexto } from '../format.ts';
import type { Modulo } from '../modules.ts';
import { type ComRetidos, type Parte, reter } from '../retidos.ts';
import { incidenciaDeMastite } from '../sanidade/mastite.ts';
import { type Melhor, media, type Referencias, referencias } from './estatisticas.ts';
import { MSG_PAINEL } from './messages.ts';
import { diasDoPeriodo, mesCurto, mesesPassados, type PeriodoPainel } from './periodo.ts';

export const GRUPOS_PAINEL = ['producao', 'qualidade', 'reproducao', 'sanidade', 'economia', 'financas'] as const;
export type GrupoPainel = (typeof GRUPOS_PAINEL)[number];

export const TITULO_GRUPO: Record<GrupoPainel, string> = {
  producao: 'Produção',
  qualidade: 'Qualidade do leite',
  reproducao: 'Reprodução',
  sanidade: 'Sanidade',
  economia: 'Economia (avaliação salva do ano)',
  financas: 'Financeiro',
};

export interface IndicadorPainel {
  chave: string;
  grupo: GrupoPainel;
  rotulo: string;
  /** numero with `casas`; dinheiro in centavos (casas 4: per litre); percentual; texto (the verdict). */
  tipo: 'numero' | 'dinheiro' | 'percentual' | 'texto';
  casas?: number;
  unidade?: string;
  melhor: Melhor;
  /** Every module its data comes from, on that farm. */
  modulos: readonly Modulo[];
  /** A legal limit the figure is read against (IN 76/2018). */
  limite?: number;
}

const A: Modulo[] = ['appointments'];
const F: Modulo[] = ['financial'];
/** Sanidade's figures over the herd's: the health events and the cows in milk or the milk produced. */
const S: Modulo[] = ['appointments', 'health'];

export const INDICADORES_PAINEL = [
  {
    chave: 'litrosDia',
    grupo: 'producao',
    rotulo: 'Leite (L/dia)',
    tipo: 'numero',
    casas: 1,
    melhor: 'maior',
    modulos: A,
  },
  {
    chave: 'litrosVacaLactacaoDia',
    grupo: 'producao',
    rotulo: 'L/vaca em lactação/dia',
    tipo: 'numero',
    casas: 1,
    melhor: 'maior',
    modulos: A,
  },
  {
    chave: 'percentualLactacao',
    grupo: 'producao',
    rotulo: '% vacas em lactação',
    tipo: 'percentual',
    melhor: 'maior',
    modulos: A,
  },
  {
    chave: 'litrosHaAno',
    grupo: 'producao',
    rotulo: 'L/ha/ano',
    tipo: 'numero',
    casas: 0,
    melhor: 'maior',
    modulos: A,
  },
  {
    chave: 'ccs',
    grupo: 'qualidade',
    rotulo: 'CCS, média geométrica (mil cél/mL)',
    tipo: 'numero',
    casas: 0,
    melhor: 'menor',
    modulos: A,
    limite: LIMITE_CCS_MIL,
  },
  {
    chave: 'cbt',
    grupo: 'qualidade',
    rotulo: 'CBT, média geométrica (mil UFC/mL)',
    tipo: 'numero',
    casas: 0,
    melhor: 'menor',
    modulos: A,
    limite: LIMITE_CBT / 1000,
  },
  {
    chave: 'gordura',
    grupo: 'qualidade',
    rotulo: 'Gordura, média (%)',
    tipo: 'percentual',
    melhor: 'maior',
    modulos: A,
  },
  {
    chave: 'proteina',
    grupo: 'qualidade',
    rotulo: 'Proteína, média (%)',
    tipo: 'percentual',
    melhor: 'maior',
    modulos: A,
  },
  { chave: 'iep', grupo: 'reproducao', rotulo: 'IEP (dias)', tipo: 'numero', casas: 0, melhor: 'menor', modulos: A },
  {
    chave: 'percentualPrenhes',
    grupo: 'reproducao',
    rotulo: '% vacas prenhes',
    tipo: 'percentual',
    melhor: 'maior',
    modulos: A,
  },
  {
    chave: 'del',
    grupo: 'reproducao',
    rotulo: 'DEL médio (dias)',
    tipo: 'numero',
    casas: 0,
    melhor: 'menor',
    modulos: A,
  },
  {
    // 100 ÷ TC (taxa de concepção, zootecnico.ts): served cow-cycles per pregnant cow-cycle — not services over
    // conceptions (two services in one cycle count once), so it is named for what it is
    chave: 'servicosPorConcepcao',
    grupo: 'reproducao',
    rotulo: 'Ciclos servidos por prenhez (100 ÷ TC)',
    tipo: 'numero',
    casas: 1,
    melhor: 'menor',
    modulos: A,
  },
  {
    // services ÷ conceptions, counted (zootecnico.ts `servicosPorConcepcao`: Esslemont et al. 1985)
    chave: 'servicosContadosPorConcepcao',
    grupo: 'reproducao',
    rotulo: 'Serviços por concepção',
    tipo: 'numero',
    casas: 2,
    melhor: 'menor',
    modulos: A,
  },
  {
    // incidenciaDeMastite (src/domain/sanidade/mastite.ts): the period's cases per 100 cows in milk
    chave: 'mastiteClinica',
    grupo: 'sanidade',
    rotulo: 'Mastite clínica (casos/100 vacas em lactação)',
    tipo: 'numero',
    casas: 1,
    melhor: 'menor',
    modulos: S,
  },
  {
    // the milkings a withdrawal window covers (treatments, colostrum): leitePorDia of sanidade/carencia.ts
    chave: 'leiteDescartado',
    grupo: 'sanidade',
    rotulo: 'Leite descartado (L)',
    tipo: 'numero',
    casas: 0,
    melhor: 'menor',
    modulos: S,
  },
  {
    chave: 'percentualDescartado',
    grupo: 'sanidade',
    rotulo: 'Leite descartado (% do produzido)',
    tipo: 'percentual',
    melhor: 'menor',
    modulos: S,
  },
  {
    chave: 'coeLitro',
    grupo: 'economia',
    rotulo: 'COE/L',
    tipo: 'dinheiro',
    casas: 4,
    melhor: 'menor',
    modulos: MODULOS_DA_ANALISE.porLitro,
  },
  {
    chave: 'cotLitro',
    grupo: 'economia',
    rotulo: 'COT/L',
    tipo: 'dinheiro',
    casas: 4,
    melhor: 'menor',
    modulos: MODULOS_DA_ANALISE.porLitro,
  },
  {
    chave: 'ctLitro',
    grupo: 'economia',
    rotulo: 'CT/L',
    tipo: 'dinheiro',
    casas: 4,
    melhor: 'menor',
    modulos: MODULOS_DA_ANALISE.porLitro,
  },
  {
    chave: 'margemBrutaHa',
    grupo: 'economia',
    rotulo: 'Margem bruta/ha',
    tipo: 'dinheiro',
    melhor: 'maior',
    modulos: MODULOS_DA_ANALISE.margemBrutaPorHa,
  },
  {
    chave: 'margemBrutaLitro',
    grupo: 'economia',
    rotulo: 'Margem bruta/L',
    tipo: 'dinheiro',
    casas: 4,
    melhor: 'maior',
    modulos: MODULOS_DA_ANALISE.porLitro,
  },
  {
    chave: 'lucro',
    grupo: 'economia',
    rotulo: 'Lucro',
    tipo: 'dinheiro',
    melhor: 'maior',
    modulos: MODULOS_DA_ANALISE.lucro,
  },
  {
    chave: 'retornoCapital',
    grupo: 'economia',
    rotulo: 'Retorno sobre o capital (% a.a.)',
    tipo: 'percentual',
    melhor: 'maior',
    modulos: MODULOS_DA_ANALISE.taxaRetorno,
  },
  {
    chave: 'veredito',
    grupo: 'economia',
    rotulo: 'Situação',
    tipo: 'texto',
    melhor: 'maior',
    modulos: MODULOS_DA_ANALISE.veredito,
  },
  { chave: 'receitas', grupo: 'financas', rotulo: 'Receitas', tipo: 'dinheiro', melhor: 'maior', modulos: F },
  { chave: 'despesas', grupo: 'financas', rotulo: 'Despesas', tipo: 'dinheiro', melhor: 'menor', modulos: F },
  { chave: 'saldo', grupo: 'financas', rotulo: 'Saldo', tipo: 'dinheiro', melhor: 'maior', modulos: F },
] as const satisfies readonly IndicadorPainel[];

export type ChaveIndicador = (typeof INDICADORES_PAINEL)[number]['chave'];
export const CHAVES_INDICADORES = INDICADORES_PAINEL.map((i) => i.chave) as ChaveIndicador[];
export const INDICADOR: Record<ChaveIndicador, IndicadorPainel> = Object.fromEntries(
  INDICADORES_PAINEL.map((i) => [i.chave, i]),
) as Record<ChaveIndicador, IndicadorPainel>;

/** The verdict's short names, worst to best (its `valor` is the index, so a column of verdicts sorts). */
export const VEREDITO_CURTO: Record<NivelVeredito, string> = {
  nao_se_paga: 'Não se paga',
  descapitaliza: 'Descapitaliza',
  estavel: 'Estável',
  lucrativa: 'Lucrativa',
};
const ORDEM_VEREDITO: NivelVeredito[] = ['nao_se_paga', 'descapitaliza', 'estavel', 'lucrativa'];

/** One figure of a row: null when the farm has no data for it; `incompleto` says what it lacks. */
export interface FiguraPainel {
  valor: number | null;
  texto?: string;
  incompleto?: string;
}

export type FigurasPainel = Partial<Record<ChaveIndicador, FiguraPainel>>;

export interface LinhaPainel {
  farmId: string;
  fazenda: string;
  /** A read-only copy of another installation's farm: when its export was taken (docs/PRODUTO.md §Fazendas). */
  copiaEm?: string;
  figuras: FigurasPainel;
}

/** What the server reads of one farm for the period (only what the caller's modules open on it). */
export interface DadosDaFazenda {
  farmId: string;
  fazenda: string;
  copiaEm?: string | null;
  /** The farm's civil today (its timezone). */
  hoje: string;
  /** The area used for milk, ha (the farm's size). */
  areaHa: number | null;
  /** The caller's modules on this farm. */
  modulos: readonly Modulo[];
  /** The period's milk: litres and the months with a milking recorded. */
  leite?: { litros: number; meses: readonly string[] };
  femeas?: readonly FemeaComEventos[];
  /**
   * The herd figures of the period already computed by `figurasDoRebanho` from the same females (the desk keeps them
   * per farm and period while the herd is unchanged): taken instead of computing them from `femeas`.
   */
  rebanho?: FigurasDoRebanho;
  /** The farm's reproductive thresholds (PVE, dry period…), as Rebanho reads them. */
  parametros?: ParametrosReprodutivos;
  /** The period's quality samples. */
  amostras?: readonly { data: string; ccs: number; cbt: number; gordura: number; proteina: number }[];
  /**
   * Sanidade of the period: the first health event the farm recorded up to the period's end (null: none, the farm
   * does not record them), the clinical mastitis cases of the period, whether the farm discards colostrum (its days
   * set), and the litres discarded (the months' sums of `leitePorMes` of sanidade/carencia.ts).
   */
  sanidade?: { primeiroRegistro: string | null; casosMastite: number; colostro: boolean; descartado: number };
  /** The saved assessment of the period's year: analysed, incomplete (what it lacks), or none. */
  avaliacao?: { analise: AnaliseFinal } | { analise: null; faltando: string[] } | null;
  /** The period's money (centavos) and the months with any entry. */
  dinheiro?: { receitas: number; despesas: number; meses: readonly string[] };
}

/** Each figure's part of a row and its modules (the permission matrix reads the same table). */
export const PARTES_DA_LINHA: readonly Parte[] = INDICADORES_PAINEL.map((i) => ({
  parte: `figuras.${i.chave}`,
  modulos: i.modulos,
}));

const umaCasa = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 10) / 10);
const duas = (n: number | null | undefined) => (n === null || n === undefined ? null : Math.round(n * 100) / 100);

function faltam(periodo: PeriodoPainel, hoje: string, com: readonly string[], oQue: string): string | undefined {
  const sem = mesesPassados(periodo, hoje).filter((m) => !com.includes(m));
  return sem.length ? MSG_PAINEL.mesesSem(oQue, sem.map(mesCurto)) : undefined;
}

const fig = (valor: number | null, incompleto?: string, texto?: string): FiguraPainel => ({
  valor,
  ...(texto !== undefined ? { texto } : {}),
  ...(incompleto && valor !== null ? { incompleto } : {}),
});

/**
 * % of the eligible cows pregnant on `dia`: the herd's reproductive summary of Rebanho (`resumoReprodutivo` over
 * `estadoDoAnimal`, with the farm's thresholds) — one rule for the farm's screen and the desk.
 */
export function percentualPrenhes(
  femeas: readonly FemeaComEventos[],
  dia: string,
  parametros: ParametrosReprodutivos = PARAMETROS_PADRAO,
): number | null {
  const estados = femeas.map((f) => ({ estado: estadoDoAnimal(f, dia, parametros), raca: f.raca }));
  return resumoReprodutivo(estados, parametros).percentualPrenhes;
}

/** What a farm's herd gives the desk for a period: the cow-day figures and the % pregnant (null: no day of it yet). */
export interface FigurasDoRebanho {
  z: ZootecnicoDoAno | null;
  prenhes: number | null;
}

/**
 * The version of what `figurasDoRebanho` gives: the desk keeps its results (painel_rebanho) under a key that holds
 * it, so a figure added to them (the services counted per conception) is computed for every farm after an upgrade,
 * not read as missing from rows stored by the older code. Bump it when the function's result changes (3: the desk
 * keeps `baseDoRebanho`'s summary of src/domain/painel/rebanho.ts, not the day's figures).
 */
export const VERSAO_FIGURAS_DO_REBANHO = 3;

/**
 * The herd's part of a farm's figures for the period on the farm's `hoje`: `zootecnicoEntre` over the period and
 * `percentualPrenhes` on its last day so far — a pure function of the females, the period, `hoje` and the thresholds,
 * so the desk may keep its result while none of them changes.
 */
export function figurasDoRebanho(
  femeas: readonly FemeaComEventos[],
  periodo: PeriodoPainel,
  hoje: string,
  parametros?: ParametrosReprodutivos,
): FigurasDoRebanho {
  if (!diasDoPeriodo(periodo, hoje)) return { z: null, prenhes: null };
  const ate = periodo.fim < hoje ? periodo.fim : hoje;
  return {
    z: zootecnicoEntre(femeas, periodo.inicio, periodo.fim, hoje),
    prenhes: percentualPrenhes(femeas, ate, parametros),
  };
}

/** The figures of one farm for the period, every one of them (`linhaDoPainel` keeps what the caller may read). */
export function figurasDaFazenda(d: DadosDaFazenda, periodo: PeriodoPainel): FigurasPainel {
  const dias = diasDoPeriodo(periodo, d.hoje);
  const out: FigurasPainel = {};
  const rebanho = d.rebanho ?? (d.femeas ? figurasDoRebanho(d.femeas, periodo, d.hoje, d.parametros) : null);
  const z = rebanho?.z ?? null;
  if (z || d.leite) {
    const litros = d.leite?.litros ?? 0;
    const temLeite = Boolean(d.leite?.meses.length);
    // per day over the days the litres cover (the Análise Final's function), not every day of the period
    const diasLeite = diasComLeite(d.leite?.meses ?? [], periodo.inicio, periodo.fim, d.hoje);
    const ind = indicadoresDe(litros, Math.max(diasLeite || dias, 1), z ?? {}, d.areaHa ?? undefined);
    const semLeite = faltam(periodo, d.hoje, d.leite?.meses ?? [], 'registros de produção');
    out.litrosDia = fig(temLeite ? ind.litrosPorDia : null, semLeite);
    out.litrosVacaLactacaoDia = fig(temLeite ? ind.litrosPorVacaLactacaoDia : null, semLeite);
    out.percentualLactacao = fig(ind.percentualVacasLactacao);
    out.litrosHaAno = fig(temLeite ? ind.litrosPorHaAno : null, semLeite);
    out.iep = fig(umaCasa(z?.intervaloPartosDias));
    out.del = fig(umaCasa(z?.delMedio));
    out.servicosPorConcepcao = fig(z?.taxaConcepcao ? duas(100 / z.taxaConcepcao) : null);
    out.servicosContadosPorConcepcao = fig(z?.servicosPorConcepcao ?? null);
    out.percentualPrenhes = fig(rebanho?.prenhes ?? null);
  }
  if (d.sanidade) {
    const s = d.sanidade;
    // measured from the month of the farm's first health event on (before it the farm did not record them);
    // the discarded milk also wherever colostrum is discarded by the farm's rule, and only where milk was recorded
    const desde = s.primeiroRegistro?.slice(0, 7) ?? null;
    const mesesDoPeriodo = mesesPassados(periodo, d.hoje);
    const registrados = desde === null ? [] : mesesDoPeriodo.filter((m) => m >= desde);
    const vacas = rebanho?.z?.vacasLactacaoMedia;
    out.mastiteClinica = fig(
      registrados.length ? incidenciaDeMastite(s.casosMastite, vacas) : null,
      faltam(periodo, d.hoje, registrados, 'registros sanitários'),
    );
    const meses = d.leite?.meses ?? [];
    const medidos = meses.filter((m) => s.colostro || registrados.includes(m));
    const produzido = d.leite?.litros ?? 0;
    const semDescarte = faltam(periodo, d.hoje, medidos, 'registros sanitários e de produção');
    out.leiteDescartado = fig(medidos.length ? umaCasa(s.descartado) : null, semDescarte);
    out.percentualDescartado = fig(
      medidos.length && produzido > 0 ? duas((100 * s.descartado) / produzido) : null,
      semDescarte,
    );
  }
  if (d.amostras) {
    const a = d.amostras;
    const sem = faltam(periodo, d.hoje, [...new Set(a.map((x) => x.data.slice(0, 7)))], 'amostras de qualidade');
    out.ccs = fig(umaCasa(mediaGeometrica(a.map((x) => x.ccs))), sem);
    // CBT is stored in UFC/mL; the desk reads it in thousands, as the limit of IN 76 is written (300 mil UFC/mL).
    const cbt = mediaGeometrica(a.map((x) => x.cbt));
    out.cbt = fig(umaCasa(cbt === null ? null : cbt / 1000), sem);
    out.gordura = fig(duas(media(a.map((x) => x.gordura))), sem);
    out.proteina = fig(duas(media(a.map((x) => x.proteina))), sem);
  }
  if (d.avaliacao !== undefined) {
    const av = d.avaliacao;
    const analise = av?.analise ?? null;
    const falta = !av
      ? MSG_PAINEL.semAvaliacao(periodo.ano)
      : av.analise
        ? undefined
        : MSG_PAINEL.avaliacaoIncompleta(periodo.ano, av.faltando);
    const econ = (valor: number | null | undefined, texto?: string): FiguraPainel =>
      analise ? fig(valor ?? null, undefined, texto) : { valor: null, ...(falta ? { incompleto: falta } : {}) };
    out.coeLitro = econ(analise?.porLitro?.coe);
    out.cotLitro = econ(analise?.porLitro?.cot);
    out.ctLitro = econ(analise?.porLitro?.ct);
    out.margemBrutaHa = econ(analise?.margemBrutaPorHa);
    out.margemBrutaLitro = econ(analise?.porLitro?.margemBruta);
    out.lucro = econ(analise?.lucro);
    out.retornoCapital = econ(analise?.taxaRetorno.comTerra);
    out.veredito = analise
      ? fig(ORDEM_VEREDITO.indexOf(analise.veredito.nivel), undefined, VEREDITO_CURTO[analise.veredito.nivel])
      : econ(null);
  }
  if (d.dinheiro) {
    const sem = faltam(periodo, d.hoje, d.dinheiro.meses, 'lançamentos financeiros');
    const tem = d.dinheiro.meses.length > 0;
    out.receitas = fig(tem ? d.dinheiro.receitas : null, sem);
    out.despesas = fig(tem ? d.dinheiro.despesas : null, sem);
    out.saldo = fig(tem ? d.dinheiro.receitas - d.dinheiro.despesas : null, sem);
  }
  return out;
}

/** One farm's row as the caller may read it: each figure of a module it lacks on that farm left out and named. */
export function linhaDoPainel(d: DadosDaFazenda, periodo: PeriodoPainel): ComRetidos<LinhaPainel> {
  return reter(
    {
      farmId: d.farmId,
      fazenda: d.fazenda,
      ...(d.copiaEm ? { copiaEm: d.copiaEm } : {}),
      figuras: figurasDaFazenda(d, periodo),
    },
    PARTES_DA_LINHA,
    d.modulos,
  );
}

export type ReferenciasPainel = Partial<Record<ChaveIndicador, Referencias>>;

/** The group's mean, median and best quarter of each figure over the rows (what each row shows; the verdict has none). */
export function referenciasDoPainel(linhas: readonly LinhaPainel[]): ReferenciasPainel {
  const out: ReferenciasPainel = {};
  for (const i of INDICADORES_PAINEL) {
    if (i.tipo === 'texto') continue;
    out[i.chave] = referencias(
      linhas.map((l) => l.figuras[i.chave]?.valor),
      i.melhor,
    );
  }
  return out;
}

/** The rows sorted by a figure (no figure last, whatever the direction), then by name. */
export function ordenarLinhas<T extends LinhaPainel>(
  linhas: readonly T[],
  chave: ChaveIndicador | 'fazenda',
  direcao: 'asc' | 'desc',
): T[] {
  const nome = (a: T, b: T) => compararTexto(a.fazenda, b.fazenda);
  return [...linhas].sort((a, b) => {
    if (chave === 'fazenda') return direcao === 'asc' ? nome(a, b) : nome(b, a);
    const va = a.figuras[chave]?.valor ?? null;
    const vb = b.figuras[chave]?.valor ?? null;
    if (va === null || vb === null) return va === vb ? nome(a, b) : va === null ? 1 : -1;
    return (direcao === 'asc' ? va - vb : vb - va) || nome(a, b);
  });
}
