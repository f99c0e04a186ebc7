/**
 * The assessment of a farm and year: its draft on the write kernel, its Análise Final, and the figures its steps
 * import from the farm's own data (inventory, finance, herd records) so the technician confirms rather than retypes.
 */
import { type AnyColumn, and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type AnaliseFinal, analisar } from '../../domain/avaliacao/analise.ts';
import { diasComLeite, leiteDoAno } from '../../domain/avaliacao/leite.ts';
import { MSG_AVALIACAO } from '../../domain/avaliacao/messages.ts';
import {
  PARTES_DA_SUGESTAO,
  PARTES_DO_RASCUNHO,
  PARTES_DO_RESUMO,
  partesDaAnalise,
} from '../../domain/avaliacao/partes.ts';
import {
  type Avaliacao,
  type AvaliacaoRascunho,
  avaliacaoSchema,
  etapasPreenchidas,
  GRUPOS_CUSTO,
  type GrupoCusto,
  ITENS_COE,
  pendencias,
} from '../../domain/avaliacao/schemas.ts';
import { type FiguraDesatualizada, figurasDesatualizadas, zootecnicoDoAno } from '../../domain/avaliacao/zootecnico.ts';
import { agoraNoFuso, hojeNoFuso } from '../../domain/format.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { separarLocalizacao } from '../../domain/localizacao.ts';
import { MODULO_LABEL, MODULOS, type Modulo } from '../../domain/modules.ts';
import { lerCaminho, manterRetidos, type Parte, reter, retidosPara } from '../../domain/retidos.ts';
import type { Db } from '../db/client.ts';
import { eventosReprodutivos, ordenhas } from '../db/schema/apontamentos.ts';
import { avaliacoes } from '../db/schema/avaliacao.ts';
import { categoriasFinanceiras, contasPagar, contasReceber, despesas, receitas } from '../db/schema/financeiro.ts';
import { animaisDoInventario, maquinasDoInventario, terrasDoInventario } from '../db/schema/inventario.ts';
import { fazendas } from '../db/schema/platform.ts';
import type { FazendaRow } from '../env.ts';
import { conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import { leitePorMes } from './apontamentos/producao.ts';
import { femeasComHistorico } from './apontamentos/status.ts';
import { RECURSOS_DE_CADASTRO } from './cadastros.ts';
import { inventario, maquinasDoAno } from './inventario/items.ts';
import { type Actor, farmResource } from './kernel.ts';
import { custoDosMedicamentos, leiteDaFazenda } from './sanidade/estado.ts';

type AvaliacaoRow = typeof avaliacoes.$inferSelect;

export const avaliacoesCrud = farmResource<AvaliacaoRow, { ano: number; dados: AvaliacaoRascunho }>(avaliacoes, {
  entity: 'assessment',
  orderBy: [desc(avaliacoes.ano)],
});

/** The modules the CLI reads with: it opens the database file itself, so every part is its own. */
const TODOS: readonly Modulo[] = MODULOS;

const PARTES_DOS_DADOS: readonly Parte[] = PARTES_DO_RASCUNHO.map((p) => ({ ...p, parte: `dados.${p.parte}` }));
const PARTES_DA_ANALISE = partesDaAnalise('analise.');

/**
 * The draft as the API shows it to a caller with `modulos`: the steps filled, what it still lacks, and the analysis
 * once the draft is complete — each part the caller's modules do not open left out and named in `retidos`.
 */
export function comAnalise(row: AvaliacaoRow, modulos: readonly string[], desatualizados?: FiguraDesatualizada[]) {
  const completa = avaliacaoSchema.safeParse(row.dados);
  const analise = completa.success ? analisar(completa.data) : null;
  return reter(
    {
      id: row.id,
      ano: row.ano,
      dados: row.dados as Partial<AvaliacaoRascunho>,
      updatedAt: row.updatedAt,
      etapas: etapasPreenchidas(row.dados),
      faltando: pendencias(row.dados),
      analise: analise as Partial<AnaliseFinal> | null,
      ...(desatualizados ? { desatualizados } : {}),
    },
    analise ? [...PARTES_DOS_DADOS, ...PARTES_DA_ANALISE] : PARTES_DOS_DADOS,
    modulos,
  );
}

/**
 * The saved draft's herd figures the records no longer give (a record behind them changed or went since they were
 * imported), for a caller with Apontamentos; none without it (the figures are not theirs to compare).
 */
export async function figurasDoRebanhoDesatualizadas(
  db: Db,
  farm: FazendaRow,
  row: AvaliacaoRow,
  modulos: readonly string[],
): Promise<FiguraDesatualizada[] | undefined> {
  const salvo = (row.dados as Partial<AvaliacaoRascunho>).zootecnico;
  if (!modulos.includes('appointments') || !salvo) return undefined;
  const atual = zootecnicoDoAno(await femeasComHistorico(db, farm.id), row.ano, hojeNoFuso(farm.timezone));
  return figurasDesatualizadas(salvo, atual);
}

export async function buscarAvaliacao(db: Db, farmId: string, ano: number) {
  const [row] = await avaliacoesCrud.list(db, farmId, eq(avaliacoes.ano, ano));
  return row ?? null;
}

/** Every year's assessment of the farm, newest first, with its figures for comparing years (as `modulos` allow). */
export async function listarAvaliacoes(db: Db, farmId: string, modulos: readonly string[]) {
  const rows = await avaliacoesCrud.list(db, farmId);
  return rows.map((r) => {
    const completa = avaliacaoSchema.safeParse(r.dados);
    const analise = completa.success ? analisar(completa.data) : null;
    return {
      id: r.id,
      ano: r.ano,
      updatedAt: r.updatedAt,
      etapas: etapasPreenchidas(r.dados),
      resumo: analise
        ? reter(
            {
              litros: analise.litros,
              rbAtividade: analise.rbAtividade,
              coe: analise.coe,
              cot: analise.cot,
              ct: analise.ct,
              lucro: analise.lucro,
              ctPorLitro: analise.porLitro?.ct ?? null,
              veredito: analise.veredito.nivel,
            } as Partial<Resumo>,
            PARTES_DO_RESUMO,
            modulos,
          )
        : null,
    };
  });
}

interface Resumo {
  litros: number;
  rbAtividade: number;
  coe: number;
  cot: number;
  ct: number;
  lucro: number;
  ctPorLitro: number | null;
  veredito: AnaliseFinal['veredito']['nivel'];
}

/**
 * Saves the draft of the year: the first save creates it; later ones update it with the version read (a change
 * made meanwhile on another device answers 409 with the current draft). The parts the caller's `modulos` do not
 * open keep what is stored, whatever was sent for them (read and written in one transaction): a user without
 * Financeiro saves the herd's figures without wiping the costs. The CLI saves with every module.
 */
export async function salvarRascunho(
  db: Db,
  actor: Actor,
  ano: number,
  dados: AvaliacaoRascunho,
  versao?: string,
  modulos: readonly string[] = TODOS,
) {
  const retidos = retidosPara(PARTES_DO_RASCUNHO, modulos);
  const atual = await buscarAvaliacao(db, actor.farmId, ano);
  try {
    if (atual) {
      const row = await avaliacoesCrud.transition(
        db,
        actor,
        atual.id,
        'update',
        (antes) => ({ ano, dados: manterRetidos(dados, antes.dados, retidos) }),
        versao,
      );
      return { row, created: false };
    }
    return await avaliacoesCrud.create(db, actor, uuidv7(), { ano, dados: manterRetidos(dados, null, retidos) });
  } catch (e) {
    // The 409's current draft is shown as the caller may read it.
    if (
      e instanceof HttpError &&
      e.status === 409 &&
      e.current &&
      typeof e.current === 'object' &&
      'dados' in e.current
    )
      throw conflict(e.message, comAnalise(e.current as AvaliacaoRow, modulos));
    throw e;
  }
}

/**
 * Deletes the year's assessment: only for a caller who may read every part it holds (deleting would wipe figures
 * the caller cannot see).
 */
export async function excluirAvaliacao(db: Db, actor: Actor, ano: number, modulos: readonly string[]) {
  const row = await buscarAvaliacao(db, actor.farmId, ano);
  if (!row) throw notFound(MSG_AVALIACAO.naoEncontrada);
  const ocultos = retidosPara(PARTES_DO_RASCUNHO, modulos).filter((r) => lerCaminho(row.dados, r.parte) !== undefined);
  if (ocultos.length)
    throw forbidden(
      MSG_AVALIACAO.exclusaoComOcultos([...new Set(ocultos.flatMap((r) => r.modulos))].map((m) => MODULO_LABEL[m])),
    );
  await avaliacoesCrud.remove(db, actor, row.id);
}

// --- what the steps import ---

const emAno = (ano: number) => ({ de: `${ano}-01-01`, ate: `${ano}-12-31` });

/**
 * The money of the year by the categories' 'grupo de custo' (expenses and paid bills, income and received bills),
 * the milk income by month, and the months that have any of it.
 */
async function dinheiroPorGrupo(db: Db, farmId: string, de: string, ate: string) {
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
  const leitePorMes = new Map<string, number>();
  const meses = new Set<string>();
  const semGrupo = new Set<string>();
  const somar = (linhas: { categoria: string; mes: string; valor: number }[], padrao: GrupoCusto) => {
    for (const l of linhas) {
      const g = grupoDe.get(l.categoria);
      const grupo = g && (GRUPOS_CUSTO as readonly string[]).includes(g) ? g : padrao;
      if (!g) semGrupo.add(l.categoria);
      const valor = Number(l.valor);
      total.set(grupo, (total.get(grupo) ?? 0) + valor);
      if (grupo === 'leite') leitePorMes.set(l.mes, (leitePorMes.get(l.mes) ?? 0) + valor);
      meses.add(l.mes);
    }
  };
  somar([...desp, ...pagas], 'outros');
  somar([...rec, ...recebidas], 'outrasReceitas');
  return { total, leitePorMes, meses: [...meses].sort(), semGrupo: [...semGrupo].sort() };
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
  const mes = sql<string>`substr(${data}, 1, 7)`;
  return db
    .select({ categoria: t.categoria, mes, valor: sql<number>`coalesce(sum(${t.valor}), 0)` })
    .from(t)
    .where(and(eq(t.farmId, farmId), gte(data, de), lte(data, ate), extra))
    .groupBy(t.categoria, mes);
}

/**
 * The litres DELIVERED to the tank by month (produced − discarded, `leiteDaFazenda`): the milk income pays for
 * those, so the price per litre (income ÷ litres, `precoPorLitro`) is that of the milk sold (issue 39 §4).
 */
async function litrosPorMes(db: Db, farmId: string, ano: number) {
  const { de, ate } = emAno(ano);
  const [entregues, produzidos] = await Promise.all([
    leiteDaFazenda(db, farmId, de, ate),
    leitePorMes(db, [farmId], de, ate),
  ]);
  return {
    entregues: new Map(entregues.meses.map((r) => [r.mes, r.entregue])),
    // the litres PRODUCED by month, as the farms' desk reads them (milk_meses): the productivity's figure
    produzidos: new Map(produzidos.map((r) => [r.mes, r.litros])),
  };
}

/** The milk income (categories of grupo de custo 'leite': receipts and received bills) of [de, ate] by month. */
export async function rendaDoLeitePorMes(db: Db, farmId: string, de: string, ate: string) {
  return (await dinheiroPorGrupo(db, farmId, de, ate)).leitePorMes;
}

/**
 * The 'Sanidade e medicamentos' cost to suggest: the medicines used in the year at their cost per unit
 * (`custoDosMedicamentos`, Sanidade's records) when some use has a cost; otherwise the finance group 'sanidade'.
 */
async function custoSanitario(db: Db, farmId: string, ano: number, doFinanceiro: number) {
  const { de, ate } = emAno(ano);
  const { centavos } = await custoDosMedicamentos(db, farmId, de, ate);
  return centavos ?? doFinanceiro;
}

/** Value of the farm's animals in the inventory of a year (quantity × unit value). */
async function valorDoRebanho(db: Db, farmId: string, ano: number) {
  const [r] = await db
    .select({ v: sql<number>`coalesce(sum(${animaisDoInventario.quantidade} * ${animaisDoInventario.valor}), 0)` })
    .from(animaisDoInventario)
    .where(and(eq(animaisDoInventario.farmId, farmId), eq(animaisDoInventario.ano, ano)));
  return Number(r?.v ?? 0);
}

/**
 * The years the farm has data an assessment reads, as a caller with `modulos` may read them: milkings and
 * reproduction events (Apontamentos), incomes and expenses (Financeiro), the inventory's lands, animals and machines
 * of a year (Inventário). Newest first. The wizard opens on the last of them (or of its drafts), not on an empty year.
 */
export async function anosComDados(db: Db, farmId: string, modulos: readonly string[]): Promise<number[]> {
  const pode = (m: Modulo) => modulos.includes(m);
  const anosDe = async (tabela: typeof ordenhas | typeof eventosReprodutivos | typeof despesas | typeof receitas) => {
    const rows = await db
      .selectDistinct({ ano: sql<string>`substr(${tabela.data}, 1, 4)` })
      .from(tabela)
      .where(eq(tabela.farmId, farmId));
    return rows.map((r) => Number(r.ano));
  };
  const doInventario = async (
    tabela: typeof terrasDoInventario | typeof animaisDoInventario | typeof maquinasDoInventario,
  ) => {
    const rows = await db.selectDistinct({ ano: tabela.ano }).from(tabela).where(eq(tabela.farmId, farmId));
    return rows.map((r) => r.ano);
  };
  const partes = await Promise.all([
    pode('appointments') ? anosDe(ordenhas) : [],
    pode('appointments') ? anosDe(eventosReprodutivos) : [],
    pode('financial') ? anosDe(despesas) : [],
    pode('financial') ? anosDe(receitas) : [],
    pode('lands') ? doInventario(terrasDoInventario) : [],
    pode('animals') ? doInventario(animaisDoInventario) : [],
    pode('machinery') ? doInventario(maquinasDoInventario) : [],
  ]);
  return [...new Set(partes.flat())].filter((a) => Number.isInteger(a)).sort((a, b) => b - a);
}

/**
 * The figures each step offers to import for `ano`, as a caller with `modulos` may read them: identification from
 * the farm, assets from the inventory, costs and incomes from the year's finance by 'grupo de custo', milk from the
 * production records and the milk income of the same months (`leiteDoAno`), the zootechnical figures from the herd
 * register. What the caller's modules do not open is neither read nor sent (`retidos` names it). `semGrupo` names
 * the finance categories with no group (counted in Outros); `meses` the months each figure covers; `anosComDados`
 * every year the farm has data for (`anosComDados`), so the wizard can open on the last of them.
 */
export async function sugestaoDoAno(db: Db, farm: FazendaRow, ano: number, modulos: readonly string[]) {
  const farmId = farm.id;
  const pode = (m: Modulo) => modulos.includes(m);
  const [terras, instalacoes, maquinas, animaisInv, dinheiro, litros, femeas, inicio, fim, anos] = await Promise.all([
    pode('lands') ? inventario.terras.list(db, farmId, eq(terrasDoInventario.ano, ano)) : [],
    pode('facilities') ? inventario.instalacoes.list(db, farmId) : [],
    pode('machinery') ? maquinasDoAno(db, farmId, ano) : [],
    pode('animals') ? inventario.animais.list(db, farmId, eq(animaisDoInventario.ano, ano)) : [],
    pode('financial') ? dinheiroPorGrupo(db, farmId, emAno(ano).de, emAno(ano).ate) : null,
    pode('appointments') ? litrosPorMes(db, farmId, ano) : undefined,
    pode('appointments') ? femeasComHistorico(db, farmId) : [],
    pode('animals') ? valorDoRebanho(db, farmId, ano - 1) : 0,
    pode('animals') ? valorDoRebanho(db, farmId, ano) : 0,
    anosComDados(db, farmId, modulos),
  ]);
  const hoje = hojeNoFuso(farm.timezone);
  const g = (k: GrupoCusto) => dinheiro?.total.get(k) ?? 0;
  const leite = leiteDoAno(litros?.entregues, dinheiro?.leitePorMes, litros?.produzidos);
  // Sanidade's cost is money: read only with Financeiro (the custos part is Financeiro's) and Sanidade.
  const sanidade = pode('health') && dinheiro ? await custoSanitario(db, farmId, ano, g('sanidade')) : g('sanidade');
  const { municipio, uf } = separarLocalizacao(farm.location);
  // One technician registered is the one; with more, the step offers them to choose.
  const tecnicos = await RECURSOS_DE_CADASTRO.tecnicos.list(db, farmId);
  const sugestao: Partial<Avaliacao> = {
    identificacao: {
      produtor: '',
      propriedade: farm.name,
      municipio,
      estado: uf,
      tecnico: tecnicos.length === 1 ? tecnicos[0].nome : '',
      ano,
      areaTotalHa: farm.size,
      areaLeiteHa: farm.size,
    },
    terras: terras.map((t) => ({
      descricao: t.tipo,
      hectares: t.quantidade,
      valorHectare: t.valor,
      arrendada: t.posse === 'Arrendada',
    })),
    benfeitorias: instalacoes
      .filter((i) => i.valor)
      .map((i) => ({
        descricao: i.nome || i.tipo,
        quantidade: 1,
        valorNovo: i.valor ?? 0,
        vidaUtilAnos: i.vidaUtilAnos ?? 25,
        percentualResidual: i.percentualResidual ?? 20,
        // not in use yet: not depreciated (bens.ts)
        ...(i.status === 'Em construção' ? { emConstrucao: true } : {}),
      })),
    maquinas: maquinas.map((m) => ({
      descricao: m.nome || m.tipo,
      quantidade: m.quantidade,
      valorNovo: m.valor,
      vidaUtilAnos: m.vidaUtilAnos,
      percentualResidual: m.percentualResidual,
      // a used machine depreciates only in its life left (bens.ts); facilities have no year in the inventory
      ...(m.anoFabricacao ? { anoAquisicao: m.anoFabricacao } : {}),
    })),
    animais: animaisInv.map((a) => ({ categoria: a.tipo, quantidade: a.quantidade, valorUnitario: a.valor })),
    custos: {
      ...(Object.fromEntries(ITENS_COE.map((i) => [i, g(i)])) as Record<(typeof ITENS_COE)[number], number>),
      sanidade,
      maoDeObraFamiliar: g('maoDeObraFamiliar'),
    },
    receitas: {
      // Absent, not zero, when the year has no milking or no milk income (the technician types it).
      leiteLitros: leite.leiteLitros as number,
      // the same months' litres produced (discarded ones too): the productivity indicators divide them
      leiteProduzidoLitros: leite.leiteProduzidoLitros,
      // the days those litres cover: the per-day indicators divide by them (the desk's function)
      ...(leite.leiteLitros !== undefined && leite.meses.leiteLitros?.length
        ? {
            diasLeite: diasComLeite(leite.meses.leiteLitros, `${ano}-01-01`, `${ano}-12-31`, hoje) || undefined,
            mesesLeite: leite.meses.leiteLitros,
          }
        : {}),
      rendaLeite: leite.rendaLeite,
      vendaAnimais: g('vendaAnimais'),
      variacaoInventarioAnimal: (inicio && fim ? fim - inicio : undefined) as number,
      outras: g('outrasReceitas'),
    },
    taxaRemuneracao: farm.taxaJurosAnual,
    zootecnico: zootecnicoDoAno(femeas, ano, hoje),
  };
  return reter(
    {
      sugestao,
      semGrupo: dinheiro?.semGrupo ?? [],
      meses: { ...leite.meses, financeiro: dinheiro?.meses ?? [] },
      anosComDados: anos,
    },
    PARTES_DA_SUGESTAO,
    modulos,
  );
}

export type AvaliacaoDaFazenda = {
  farmId: string;
  fazenda: string;
  /** A draft of the year is saved. */
  salva: boolean;
} & ({ analise: AnaliseFinal; entrada: Avaliacao } | { analise: null; faltando: string[] });

/**
 * The saved assessment of `ano` of every farm (or of `farmIds`), analysed: one query for all of them, the same
 * domain functions as the web. A farm without a complete draft names the steps it lacks.
 */
export async function avaliacoesDoAno(db: Db, ano: number, farmIds?: string[]): Promise<AvaliacaoDaFazenda[]> {
  const rows = await db
    .select({ farmId: fazendas.id, fazenda: fazendas.name, dados: avaliacoes.dados })
    .from(fazendas)
    .leftJoin(avaliacoes, and(eq(avaliacoes.farmId, fazendas.id), eq(avaliacoes.ano, ano)))
    .where(farmIds ? inArray(fazendas.id, farmIds) : undefined)
    .orderBy(asc(fazendas.name));
  return rows.map(({ farmId, fazenda, dados }) => ({ farmId, fazenda, salva: dados !== null, ...analisado(dados) }));
}

/** A saved draft analysed, or what it still lacks. */
function analisado(
  dados: unknown,
): { analise: AnaliseFinal; entrada: Avaliacao } | { analise: null; faltando: string[] } {
  const r = avaliacaoSchema.safeParse(dados ?? {});
  if (r.success) return { analise: analisar(r.data), entrada: r.data };
  const faltando = pendencias((dados ?? {}) as Record<string, unknown>);
  return { analise: null, faltando: faltando.length ? faltando : ['dados válidos'] };
}

/**
 * The year's Análise Final as a report (the reports' file makers make its PDF, Excel or CSV), as a caller with
 * `modulos` may read it (a withheld figure says so where it would be): 404 without a saved assessment, 409 naming
 * what an incomplete one lacks.
 */
export async function relatorioDoAno(
  db: Db,
  farm: FazendaRow,
  ano: number,
  geradoEm: string,
  modulos: readonly string[] = TODOS,
) {
  const row = await buscarAvaliacao(db, farm.id, ano);
  if (!row) throw notFound(MSG_AVALIACAO.naoEncontrada);
  const a = analisado(row.dados);
  if (!a.analise) throw conflict(MSG_AVALIACAO.incompleta(ano, a.faltando));
  const visivel = reter(a.analise, partesDaAnalise(), modulos);
  // The months the farm's records cover and its other years, as the caller may read them.
  const [sugestao, anos] = await Promise.all([
    sugestaoDoAno(db, farm, ano, modulos),
    listarAvaliacoes(db, farm.id, modulos),
  ]);
  // The document's builder is imported when a report is asked for, not held by an idle server (issue 28).
  const { relatorioDaAvaliacao } = await import('../../domain/avaliacao/relatorio.ts');
  return relatorioDaAvaliacao(a.entrada, visivel, geradoEm, visivel.retidos, {
    meses: sugestao.meses,
    anos: anos.flatMap((x) => (x.resumo ? [{ ano: x.ano, ...x.resumo }] : [])),
  });
}

/** The same document for the CLI (`leiteira avaliacao --fazenda`), which reads the farm's database with every module. */
export async function relatorioDaFazenda(db: Db, farmId: string, ano: number) {
  const [farm] = await db.select().from(fazendas).where(eq(fazendas.id, farmId));
  if (!farm) throw notFound(MSG_AVALIACAO.naoEncontrada);
  return relatorioDoAno(db, farm, ano, agoraNoFuso(farm.timezone));
}
