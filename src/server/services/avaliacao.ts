/**
 * The assessment of a farm and year: its draft on the write kernel, its Análise Final, and the figures its steps
 * import from the farm's own data (inventory, finance, herd records) so the technician confirms rather than retypes.
 */
import { type AnyColumn, and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type AnaliseFinal, analisar } from '../../domain/avaliacao/analise.ts';
import { MSG_AVALIACAO } from '../../domain/avaliacao/messages.ts';
import { relatorioDaAvaliacao } from '../../domain/avaliacao/relatorio.ts';
import {
  type Avaliacao,
  type AvaliacaoRascunho,
  avaliacaoSchema,
  etapasFaltando,
  etapasPreenchidas,
  GRUPOS_CUSTO,
  type GrupoCusto,
  ITENS_COE,
} from '../../domain/avaliacao/schemas.ts';
import { zootecnicoDoAno } from '../../domain/avaliacao/zootecnico.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { uuidv7 } from '../../domain/ids.ts';
import type { Db } from '../db/client.ts';
import { assessments } from '../db/schema/assessment.ts';
import { categoriasFinanceiras, contasPagar, contasReceber, despesas, receitas } from '../db/schema/finance.ts';
import { milkRecords } from '../db/schema/herd.ts';
import { inventoryAnimals, inventoryLands } from '../db/schema/inventory.ts';
import { farms } from '../db/schema/platform.ts';
import type { FarmRow } from '../env.ts';
import { conflict, notFound } from '../http/errors.ts';
import { inventario, maquinasDoAno } from './inventory/items.ts';
import { type Actor, farmResource } from './kernel.ts';
import { femeasComHistorico } from './records/status.ts';

type AssessmentRow = typeof assessments.$inferSelect;

export const avaliacoes = farmResource<AssessmentRow, { ano: number; dados: AvaliacaoRascunho }>(assessments, {
  entity: 'assessment',
  orderBy: [desc(assessments.ano)],
});

/** The draft as the API shows it: the steps filled, and the analysis once the draft is complete. */
export function comAnalise(row: AssessmentRow) {
  const completa = avaliacaoSchema.safeParse(row.dados);
  return {
    id: row.id,
    ano: row.ano,
    dados: row.dados,
    updatedAt: row.updatedAt,
    etapas: etapasPreenchidas(row.dados),
    analise: completa.success ? analisar(completa.data) : null,
  };
}

export async function buscarAvaliacao(db: Db, farmId: string, ano: number) {
  const [row] = await avaliacoes.list(db, farmId, eq(assessments.ano, ano));
  return row ?? null;
}

/** Every year's assessment of the farm, newest first, with its figures for comparing years. */
export async function listarAvaliacoes(db: Db, farmId: string) {
  const rows = await avaliacoes.list(db, farmId);
  return rows.map((r) => {
    const { analise, ...resto } = comAnalise(r);
    return {
      ...resto,
      dados: undefined,
      resumo: analise
        ? {
            litros: analise.litros,
            rbAtividade: analise.rbAtividade,
            coe: analise.coe,
            cot: analise.cot,
            ct: analise.ct,
            lucro: analise.lucro,
            ctPorLitro: analise.porLitro?.ct ?? null,
            veredito: analise.veredito.nivel,
          }
        : null,
    };
  });
}

/**
 * Saves the draft of the year: the first save creates it; later ones update it with the version read (a change
 * made meanwhile on another device answers 409 with the current draft).
 */
export async function salvarRascunho(db: Db, actor: Actor, ano: number, dados: AvaliacaoRascunho, versao?: string) {
  const atual = await buscarAvaliacao(db, actor.farmId, ano);
  if (atual) return { row: await avaliacoes.update(db, actor, atual.id, { ano, dados }, versao), created: false };
  return avaliacoes.create(db, actor, uuidv7(), { ano, dados });
}

// --- what the steps import ---

const emAno = (ano: number) => ({ de: `${ano}-01-01`, ate: `${ano}-12-31` });

/** The money of the year by the categories' 'grupo de custo': expenses and paid bills, income and received bills. */
async function dinheiroPorGrupo(db: Db, farmId: string, ano: number) {
  const { de, ate } = emAno(ano);
  const [grupos, desp, pagas, rec, recebidas] = await Promise.all([
    db
      .select({ nome: categoriasFinanceiras.nome, grupo: categoriasFinanceiras.grupoCusto })
      .from(categoriasFinanceiras)
      .where(eq(categoriasFinanceiras.farmId, farmId)),
    somaPorCategoria(db, despesas, despesas.data, farmId, de, ate),
    somaPorCategoria(db, contasPagar, contasPagar.data_baixa, farmId, de, ate, eq(contasPagar.status, 'Pago')),
    somaPorCategoria(db, receitas, receitas.data, farmId, de, ate),
    somaPorCategoria(
      db,
      contasReceber,
      contasReceber.data_baixa,
      farmId,
      de,
      ate,
      eq(contasReceber.status, 'Recebido'),
    ),
  ]);
  const grupoDe = new Map(grupos.map((g) => [g.nome, g.grupo as GrupoCusto | '']));
  const total = new Map<GrupoCusto, number>();
  const semGrupo = new Set<string>();
  const somar = (linhas: { categoria: string; valor: number }[], padrao: GrupoCusto) => {
    for (const l of linhas) {
      const g = grupoDe.get(l.categoria);
      const grupo = g && (GRUPOS_CUSTO as readonly string[]).includes(g) ? g : padrao;
      if (!g) semGrupo.add(l.categoria);
      total.set(grupo, (total.get(grupo) ?? 0) + l.valor);
    }
  };
  somar([...desp, ...pagas], 'outros');
  somar([...rec, ...recebidas], 'outrasReceitas');
  return { total, semGrupo: [...semGrupo].sort() };
}

async function somaPorCategoria(
  db: Db,
  t: typeof despesas | typeof receitas | typeof contasPagar | typeof contasReceber,
  data: AnyColumn,
  farmId: string,
  de: string,
  ate: string,
  extra?: ReturnType<typeof eq>,
) {
  return db
    .select({ categoria: t.categoria, valor: sql<number>`coalesce(sum(${t.valor}), 0)` })
    .from(t)
    .where(and(eq(t.farmId, farmId), gte(data, de), lte(data, ate), extra))
    .groupBy(t.categoria);
}

/** Value of the farm's animals in the inventory of a year (quantity × unit value). */
async function valorDoRebanho(db: Db, farmId: string, ano: number) {
  const [r] = await db
    .select({ v: sql<number>`coalesce(sum(${inventoryAnimals.quantidade} * ${inventoryAnimals.valor}), 0)` })
    .from(inventoryAnimals)
    .where(and(eq(inventoryAnimals.farmId, farmId), eq(inventoryAnimals.ano, ano)));
  return Number(r?.v ?? 0);
}

/**
 * The figures each step offers to import for `ano`: identification from the farm, assets from the inventory, costs
 * and incomes from the year's finance by 'grupo de custo', milk from the production records, the zootechnical
 * figures from the herd register. `semGrupo` names the finance categories with no group (counted in Outros).
 */
export async function sugestaoDoAno(db: Db, farm: FarmRow, ano: number) {
  const farmId = farm.id;
  const { de, ate } = emAno(ano);
  const [terras, instalacoes, maquinas, animaisInv, dinheiro, [leite], femeas, inicio, fim] = await Promise.all([
    inventario.terras.list(db, farmId, eq(inventoryLands.ano, ano)),
    inventario.instalacoes.list(db, farmId),
    maquinasDoAno(db, farmId, ano),
    inventario.animais.list(db, farmId, eq(inventoryAnimals.ano, ano)),
    dinheiroPorGrupo(db, farmId, ano),
    db
      .select({ litros: sql<number>`coalesce(sum(${milkRecords.producao}), 0)` })
      .from(milkRecords)
      .where(and(eq(milkRecords.farmId, farmId), gte(milkRecords.data, de), lte(milkRecords.data, ate))),
    femeasComHistorico(db, farmId),
    valorDoRebanho(db, farmId, ano - 1),
    valorDoRebanho(db, farmId, ano),
  ]);
  const g = (k: GrupoCusto) => dinheiro.total.get(k) ?? 0;
  const litros = Math.round(Number(leite?.litros ?? 0));
  const [municipio = '', estado = ''] = farm.location.split(/\s*[-/]\s*/);
  const sugestao: Partial<Avaliacao> = {
    identificacao: {
      produtor: '',
      propriedade: farm.name,
      municipio,
      estado: estado.slice(0, 2).toUpperCase(),
      tecnico: '',
      ano,
      areaTotalHa: farm.size,
      areaLeiteHa: farm.size,
    },
    terras: terras.map((t) => ({ descricao: t.tipo, hectares: t.quantidade, valorHectare: t.valor })),
    benfeitorias: instalacoes
      .filter((i) => i.valor)
      .map((i) => ({
        descricao: i.nome || i.tipo,
        quantidade: 1,
        valorNovo: i.valor ?? 0,
        vidaUtilAnos: i.vidaUtilAnos ?? 25,
        percentualResidual: i.percentualResidual ?? 20,
      })),
    maquinas: maquinas.map((m) => ({
      descricao: m.nome || m.tipo,
      quantidade: m.quantidade,
      valorNovo: m.valor,
      vidaUtilAnos: m.vidaUtilAnos,
      percentualResidual: m.percentualResidual,
    })),
    animais: animaisInv.map((a) => ({ categoria: a.tipo, quantidade: a.quantidade, valorUnitario: a.valor })),
    custos: {
      ...(Object.fromEntries(ITENS_COE.map((i) => [i, g(i)])) as Record<(typeof ITENS_COE)[number], number>),
      maoDeObraFamiliar: g('maoDeObraFamiliar'),
    },
    receitas: {
      leiteLitros: litros,
      // The average price the milk income gives per litre produced (centavos, two decimals).
      precoLeite: litros > 0 ? Math.round((g('leite') / litros) * 100) / 100 : 0,
      vendaAnimais: g('vendaAnimais'),
      variacaoInventarioAnimal: inicio && fim ? fim - inicio : 0,
      outras: g('outrasReceitas'),
    },
    taxaRemuneracao: farm.taxaJurosAnual,
    zootecnico: zootecnicoDoAno(femeas, ano, hojeNoFuso(farm.timezone)),
  };
  return { sugestao, semGrupo: dinheiro.semGrupo };
}

export type AvaliacaoDaFazenda = { farmId: string; fazenda: string } & (
  | { analise: AnaliseFinal; entrada: Avaliacao }
  | { analise: null; faltando: string[] }
);

/**
 * The saved assessment of `ano` of every farm (or of `farmIds`), analysed: one query for all of them, the same
 * domain functions as the web. A farm without a complete draft names the steps it lacks.
 */
export async function avaliacoesDoAno(db: Db, ano: number, farmIds?: string[]): Promise<AvaliacaoDaFazenda[]> {
  const rows = await db
    .select({ farmId: farms.id, fazenda: farms.name, dados: assessments.dados })
    .from(farms)
    .leftJoin(assessments, and(eq(assessments.farmId, farms.id), eq(assessments.ano, ano)))
    .where(farmIds ? inArray(farms.id, farmIds) : undefined)
    .orderBy(asc(farms.name));
  return rows.map(({ farmId, fazenda, dados }) => ({ farmId, fazenda, ...analisado(dados) }));
}

/** A saved draft analysed, or the steps it still lacks. */
function analisado(
  dados: unknown,
): { analise: AnaliseFinal; entrada: Avaliacao } | { analise: null; faltando: string[] } {
  const r = avaliacaoSchema.safeParse(dados ?? {});
  if (r.success) return { analise: analisar(r.data), entrada: r.data };
  const faltando = etapasFaltando(etapasPreenchidas((dados ?? {}) as Record<string, unknown>));
  return { analise: null, faltando: faltando.length ? faltando : ['dados válidos'] };
}

/**
 * The year's Análise Final as a report (the reports' file makers make its PDF, Excel or CSV): 404 without a saved
 * assessment, 409 naming the steps an incomplete one lacks.
 */
export async function relatorioDoAno(db: Db, farm: FarmRow, ano: number, geradoEm: string) {
  const row = await buscarAvaliacao(db, farm.id, ano);
  if (!row) throw notFound(MSG_AVALIACAO.naoEncontrada);
  const a = analisado(row.dados);
  if (!a.analise) throw conflict(MSG_AVALIACAO.incompleta(ano, a.faltando));
  return relatorioDaAvaliacao(a.entrada.identificacao, a.analise, geradoEm);
}
