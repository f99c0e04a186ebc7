/**
 * Reports (docs/PRODUTO.md §Relatórios): what is asked (type, category, period) and
 * what comes back (columns, rows, totals) — one shape for the screen, the exports and the CLI.
 */
import { z } from 'zod';
import { isDataISO, NOMES_MESES } from '../format.ts';
import type { Modulo } from '../modules.ts';
import { descreve } from '../schemas/common.ts';
import { arredondarCasas, media, soma } from './agregados.ts';

export const TIPOS_RELATORIO = ['diario', 'mensal', 'anual'] as const;
export type TipoRelatorio = (typeof TIPOS_RELATORIO)[number];
export const ROTULO_TIPO: Record<TipoRelatorio, string> = { diario: 'Diário', mensal: 'Mensal', anual: 'Anual' };

/** Each category, its label and the modules whose data it shows (the caller needs one of them). */
export const CATEGORIAS_RELATORIO = {
  animais: { rotulo: 'Animais (inventário)', modulos: ['animals'] },
  terras: { rotulo: 'Terras', modulos: ['lands'] },
  instalacoes: { rotulo: 'Instalações', modulos: ['facilities'] },
  maquinas: { rotulo: 'Máquinas', modulos: ['machinery'] },
  producao: { rotulo: 'Produção de leite', modulos: ['appointments'] },
  qualidade: { rotulo: 'Qualidade do leite', modulos: ['appointments'] },
  'qualidade-in76': { rotulo: 'Qualidade do leite — médias geométricas (IN 76/2018)', modulos: ['appointments'] },
  reproducao: { rotulo: 'Reprodução', modulos: ['appointments'] },
  lactacoes: { rotulo: 'Lactações', modulos: ['appointments'] },
  'resumo-reprodutivo': { rotulo: 'Resumo reprodutivo do rebanho', modulos: ['appointments'] },
  rebanho: { rotulo: 'Rebanho', modulos: ['animals', 'appointments'] },
  receitas: { rotulo: 'Receitas', modulos: ['financial'] },
  despesas: { rotulo: 'Despesas', modulos: ['financial'] },
  'contas-pagar': { rotulo: 'Contas a pagar', modulos: ['financial'] },
  'contas-receber': { rotulo: 'Contas a receber', modulos: ['financial'] },
  'fluxo-caixa': { rotulo: 'Fluxo de caixa', modulos: ['financial'] },
  // Sanidade (issue 39 §6): src/domain/sanidade/relatorios.ts; a cost or a value also needs Financeiro
  'sanidade-tratamentos': { rotulo: 'Tratamentos e medicamentos', modulos: ['health'] },
  'leite-descartado': { rotulo: 'Leite descartado', modulos: ['health'] },
  'mastite-clinica': { rotulo: 'Mastite clínica', modulos: ['health'] },
  'ccs-rebanho': { rotulo: 'CCS do rebanho', modulos: ['health'] },
} as const satisfies Record<string, { rotulo: string; modulos: readonly Modulo[] }>;
export type CategoriaRelatorio = keyof typeof CATEGORIAS_RELATORIO;
export const CATEGORIAS = Object.keys(CATEGORIAS_RELATORIO) as CategoriaRelatorio[];

export const MSG_RELATORIO = {
  tipoECategoria: 'Por favor, selecione o tipo de relatório e a categoria.',
  data: 'Por favor, selecione uma data para o relatório diário.',
  mesAno: 'Por favor, selecione o mês e ano para o relatório mensal.',
  ano: 'Por favor, selecione o ano para o relatório anual.',
  gereAntesImprimir: 'Gere um relatório primeiro antes de imprimir.',
  gereAntesExportar: 'Gere um relatório primeiro antes de exportar.',
  gerado: (categoria: string) => `Relatório de ${categoria} gerado com sucesso!`,
  exportado: (formato: string) => `Relatório exportado em ${formato} com sucesso!`,
  impressao: 'Comando de impressão enviado!',
  /** A period with no row at all: said in place of the table (screen, PDF, CLI, CSV, Excel), never a row of zeros. */
  vazio: 'Nenhum registro no período.',
} as const;

/**
 * A figure the period has no data for (an average of no sample, a sum of no row): null in JSON, this mark in every
 * other output — the project's '—' for a figure it does not have (ficha técnica, inventory, assessment).
 */
export const SEM_VALOR = '—';

const vazioComoAusente = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The query string of a report; each type names what it needs in the words of docs/PRODUTO.md §Relatórios. */
export const consultaRelatorioSchema = z
  .object({
    tipo: z.preprocess(vazioComoAusente, z.enum(TIPOS_RELATORIO).optional()),
    categoria: z.preprocess(vazioComoAusente, z.enum(CATEGORIAS as [CategoriaRelatorio]).optional()),
    data: z.preprocess(vazioComoAusente, z.string().refine(isDataISO, MSG_RELATORIO.data).optional()),
    mes: z.preprocess(vazioComoAusente, z.coerce.number().int().min(1).max(12).optional()),
    ano: z.preprocess(vazioComoAusente, z.coerce.number().int().min(2000).max(2100).optional()),
  })
  .superRefine((q, ctx) => {
    const erro = (message: string, campo: string) => ctx.addIssue({ code: 'custom', message, path: [campo] });
    if (!q.tipo || !q.categoria) return erro(MSG_RELATORIO.tipoECategoria, q.tipo ? 'categoria' : 'tipo');
    if (q.tipo === 'diario' && !q.data) erro(MSG_RELATORIO.data, 'data');
    if (q.tipo === 'mensal' && (!q.mes || !q.ano)) erro(MSG_RELATORIO.mesAno, q.mes ? 'ano' : 'mes');
    if (q.tipo === 'anual' && !q.ano) erro(MSG_RELATORIO.ano, 'ano');
  })
  .transform((q) => q as Required<Pick<typeof q, 'tipo' | 'categoria'>> & typeof q);
export type ConsultaRelatorio = z.output<typeof consultaRelatorioSchema>;

/** The first and last day (ISO) of the period asked, and how a person names it. */
export function periodoDoRelatorio(q: ConsultaRelatorio): { de: string; ate: string; rotulo: string } {
  if (q.tipo === 'diario') {
    const d = q.data as string;
    return { de: d, ate: d, rotulo: `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}` };
  }
  const ano = q.ano as number;
  if (q.tipo === 'mensal') {
    const mes = q.mes as number;
    const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
    const mm = String(mes).padStart(2, '0');
    return { de: `${ano}-${mm}-01`, ate: `${ano}-${mm}-${ultimo}`, rotulo: `${NOMES_MESES[mes - 1]} de ${ano}` };
  }
  return { de: `${ano}-01-01`, ate: `${ano}-12-31`, rotulo: String(ano) };
}

export type TipoColuna = 'texto' | 'data' | 'numero' | 'dinheiro' | 'percentual';

export interface ColunaRelatorio {
  chave: string;
  rotulo: string;
  tipo: TipoColuna;
  /** Decimal places of a number (default 0; money always 2). */
  casas?: number;
  /** The totals row: a sum, an average, or nothing. */
  total?: 'soma' | 'media';
  /** Figures already written as text ('R$ 10,00', '200.000 L'): aligned to the right as numbers are. */
  figuras?: boolean;
}

/** A column of a report: its key in the rows, its heading, its kind and the rest (`casas`, `total`, `figuras`). */
export const coluna = (
  chave: string,
  rotulo: string,
  tipo: TipoColuna,
  extra: Partial<ColunaRelatorio> = {},
): ColunaRelatorio => ({ chave, rotulo, tipo, ...extra });

export type Celula = string | number | null;

/** What a person would rather look at than read: the columns to draw (bars), over the rows' `x` column. */
export interface GraficoRelatorio {
  rotulo: string;
  x: string;
  series: { chave: string; rotulo: string; cor: string }[];
  /** Flat lines to read the bars against (a legal limit). */
  limites?: { rotulo: string; valor: number; cor: string }[];
}

/**
 * A figure typed where its column is not (a table of 'Indicador | Valor' holds money, percentages and litres): the
 * value as the column types say (money in centavos; `casas: 4` a price per litre), and a unit after it ('L/ano').
 */
export interface Figura {
  valor: number | null;
  tipo: 'numero' | 'dinheiro' | 'percentual';
  casas?: number;
  unidade?: string;
}

export type CelulaDocumento = Celula | Figura;

/** A table of a document's section: its own columns; a cell may be a Figura. */
export interface TabelaDocumento {
  colunas: ColunaRelatorio[];
  linhas: Record<string, CelulaDocumento>[];
  /** Rows drawn in bold (a total, the current year). */
  destacadas?: number[];
}

/** A chart of a section: bars over a table's rows (`horizontal`: one bar a row, its label beside it). */
export interface GraficoDocumento extends GraficoRelatorio {
  tabela: TabelaDocumento;
  horizontal?: boolean;
}

/** One block of a section, in order. */
export type BlocoDocumento =
  | { tipo: 'paragrafos'; textos: string[] }
  | { tipo: 'tabela'; titulo?: string; tabela: TabelaDocumento }
  | { tipo: 'grafico'; grafico: GraficoDocumento };

/** A headed section of a document (the assessment's report): its heading and its blocks. */
export interface SecaoRelatorio {
  titulo: string;
  /** The PDF starts the section on a page of its own (the farms' desk: one page per group of indicators). */
  novaPagina?: boolean;
  blocos: BlocoDocumento[];
}

export interface Relatorio {
  /**
   * A document of headed sections instead of one table (the Análise Final): every maker draws them in order after
   * the title block; `colunas`/`linhas` are then empty.
   */
  secoes?: SecaoRelatorio[];
  /** The signature block at the end: a line to sign over and the words under it (name, role). */
  assinatura?: string[];
  grafico?: GraficoRelatorio;
  /** The PDF on landscape pages whatever its columns (a wide document). */
  paisagem?: boolean;
  titulo: string;
  /** What the report concludes, in one sentence under its title (the assessment's verdict). */
  destaque?: string;
  fazenda: string;
  periodo: string;
  geradoEm: string;
  colunas: ColunaRelatorio[];
  /**
   * Money in centavos, dates ISO: formatting is the reader's (screen, CSV, Excel). A figure the period has no data
   * for is null (SEM_VALOR when written).
   */
  linhas: Record<string, Celula>[];
  /** The totals row; null where the column has no figure to sum or average (always, for a report with no row). */
  totais: Record<string, number | null>;
}

/** A report as the screen reads it (GET /relatorios, formato json). */
export const relatorioSchema = descreve<Relatorio>()(
  z.object({
    grafico: z
      .object({
        rotulo: z.string(),
        x: z.string(),
        series: z.array(z.object({ chave: z.string(), rotulo: z.string(), cor: z.string() })),
        limites: z.array(z.object({ rotulo: z.string(), valor: z.number(), cor: z.string() })).optional(),
      })
      .optional(),
    titulo: z.string(),
    destaque: z.string().optional(),
    fazenda: z.string(),
    periodo: z.string(),
    geradoEm: z.string(),
    colunas: z.array(
      z.object({
        chave: z.string(),
        rotulo: z.string(),
        tipo: z.enum(['texto', 'data', 'numero', 'dinheiro', 'percentual']),
        casas: z.number().int().optional(),
        total: z.enum(['soma', 'media']).optional(),
        figuras: z.boolean().optional(),
      }),
    ),
    linhas: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
    totais: z.record(z.string(), z.number().nullable()),
  }),
);

/**
 * Sums and averages of the columns that ask for one, over the figures the rows have (a cell without one is left
 * out): null for a column with none — an average of nothing, or a period with no row, is no figure.
 */
export function totaisDoRelatorio(
  colunas: ColunaRelatorio[],
  linhas: Record<string, Celula>[],
): Record<string, number | null> {
  const totais: Record<string, number | null> = {};
  for (const c of colunas) {
    if (!c.total) continue;
    const valores = linhas.map((l) => l[c.chave]).filter((v): v is number => typeof v === 'number');
    totais[c.chave] = c.total === 'soma' ? arredondarCasas(soma(valores), 3) : arredondarCasas(media(valores), 2);
  }
  return totais;
}
