/**
 * Where each CSV entity of the domain's table (src/domain/csv/entidades.ts) is stored: its kernel resource, the
 * values a new row gets from the farm when the file leaves them out (as the entity's POST route does), and the
 * checks only the database can answer, run on sets read once per import (the kernel's `check`, in bulk).
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { comMudanca, recusaDaFemea, violacoesDoCiclo } from '../../../domain/apontamentos/ciclo.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import {
  DATAS_PASSADAS,
  datasDepoisDeHoje,
  type Fato,
  fatoImpossivel,
  nascimentoDepoisDosApontamentos,
  nascimentoImpossivel,
} from '../../../domain/apontamentos/plausivel.ts';
import { ENTIDADES_CSV } from '../../../domain/csv/entidades.ts';
import { MSG_CSV } from '../../../domain/csv/messages.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { saidaParaAbate, vendaParaAbateRecusada } from '../../../domain/sanidade/carencia.ts';
import { MSG_SANIDADE } from '../../../domain/sanidade/messages.ts';
import type { Db } from '../../db/client.ts';
import { animaisDoRebanho } from '../../db/schema/apontamentos.ts';
import { type fazendas, tiposAnimais } from '../../db/schema/platform.ts';
import { eventosSanitarios, medicamentos } from '../../db/schema/sanidade.ts';
import {
  animaisDoFato,
  eventoDoCiclo,
  historiasDoCiclo,
  hojeDe,
  primeirosApontamentos,
} from '../apontamentos/common.ts';
import { RECURSOS_DE_APONTAMENTO } from '../apontamentos/crud.ts';
import { RECURSOS_DE_CADASTRO } from '../cadastros.ts';
import {
  categoriasCrud,
  contasPagarCrud,
  contasReceberCrud,
  despesasCrud,
  fornecedoresCrud,
  receitasCrud,
} from '../financeiro/contas.ts';
import { inventario } from '../inventario/items.ts';
import { type BaseRow, type FarmResource, farmResource } from '../kernel.ts';
import { janelasDaFazenda } from '../sanidade/estado.ts';
import {
  controlesLeiteirosCrud,
  eventosSanitariosCrud,
  medicamentosCrud,
  verificadorSanitario,
} from '../sanidade/recursos.ts';

export type Fazenda = typeof fazendas.$inferSelect;

/** A field's message for a row the database refuses (unknown category…), or nothing. */
export type Verificacao = (dados: Record<string, unknown>) => { campo: string; mensagem: string } | null;

export interface RecursoCsv {
  // biome-ignore lint/suspicious/noExplicitAny: any farm table's resource
  recurso: FarmResource<BaseRow & Record<string, any>, any>;
  /** Values of a new row the file left out: the farm's year, its interest rate. */
  padroes?(farm: Fazenda): Record<string, unknown>;
  /** The natural key is unique in the table (a unique index): another ID with the same key is refused. */
  chaveUnica?: boolean;
  /**
   * The order of the entity's list on screen, by the descriptor's `campoData` then by id: the export comes in it.
   * Kept equal to the list services' ORDER BY by src/server/routes/csv-identidade.test.ts.
   */
  ordem?: 'asc' | 'desc';
  /** The refusal of `chaveUnica` in the entity's own words, naming the row that holds the key (`nomear`: a brinco). */
  chaveDeOutro?(existente: Record<string, unknown>, nomear: (animalId: string) => string | undefined): string;
  /** Reads what the checks need, once per import. */
  preparar?(db: Db, farmId: string): Promise<Verificacao>;
  /**
   * The rules over the whole file and what is stored (rows of one animal judged together, the reproductive cycle):
   * after every row passed `preparar`, each refused row's line, field and message.
   */
  verificarConjunto?(db: Db, farmId: string, linhas: readonly LinhaDoArquivo[]): Promise<FalhaDeLinha[]>;
}

/** A row of the file as read: its line, its ID column (null: matched by the natural key) and its values. */
export interface LinhaDoArquivo {
  linha: number;
  id: string | null;
  dados: Record<string, unknown>;
}
export interface FalhaDeLinha {
  linha: number;
  campo: string;
  mensagem: string;
}

/**
 * The reproductive cycle over a file (ciclo.ts): each animal's stored history with the file's rows written as pass 2
 * writes them (an ID stored replaces its record, on whichever animal it was; a row without one replaces the stored
 * record of its animal, date and event, or is new). A record the file makes impossible is refused at its line with the
 * API's message; a stored record it makes impossible is named at the animal's first line ('o evento … ficaria
 * impossível'), as the API names it.
 */
const cicloDoArquivo: NonNullable<RecursoCsv['verificarConjunto']> = async (db, farmId, linhas) => {
  const historias = await historiasDoCiclo(db, farmId);
  const depois = new Map([...historias].map(([id, h]) => [id, [...h.eventos]]));
  const ondeEsta = new Map<string, string>();
  const porChave = new Map<string, string>();
  for (const [animalId, h] of historias)
    for (const e of h.eventos) {
      ondeEsta.set(e.id, animalId);
      const k = `${animalId}|${e.data}|${e.evento}`;
      if (!porChave.has(k)) porChave.set(k, e.id);
    }
  const linhaDe = new Map<string, LinhaDoArquivo>();
  const primeiraLinha = new Map<string, LinhaDoArquivo>();
  for (const l of linhas) {
    const animalId = String(l.dados.animalId);
    const id = l.id ?? porChave.get(`${animalId}|${l.dados.data}|${l.dados.evento}`) ?? `linha-${l.linha}`;
    const antigo = ondeEsta.get(id);
    if (antigo) depois.set(antigo, comMudanca(depois.get(antigo) ?? [], { excluido: id }));
    depois.set(animalId, comMudanca(depois.get(animalId) ?? [], { novo: eventoDoCiclo(id, l.dados) }));
    ondeEsta.set(id, animalId);
    linhaDe.set(id, l);
    if (!primeiraLinha.has(animalId)) primeiraLinha.set(animalId, l);
    if (antigo && !primeiraLinha.has(antigo)) primeiraLinha.set(antigo, l);
  }
  const falhas: FalhaDeLinha[] = [];
  for (const [animalId, primeira] of primeiraLinha) {
    const h = historias.get(animalId);
    if (!h) continue;
    const chave = (v: { id: string; mensagem: string }) => `${v.id}|${v.mensagem}`;
    const velhas = new Set(violacoesDoCiclo(h.eventos, h.femea).map(chave));
    const novas = violacoesDoCiclo(depois.get(animalId) ?? [], h.femea).filter((v) => !velhas.has(chave(v)));
    // as the API: the file's own records first (a stored record they then upset is their consequence)
    const proprias = novas.filter((v) => linhaDe.has(v.id));
    for (const v of proprias) {
      const linha = linhaDe.get(v.id)?.linha ?? primeira.linha;
      falhas.push({ linha, campo: v.campo, mensagem: v.mensagem });
    }
    const [v] = novas;
    if (!proprias.length && v) {
      const acao =
        primeira.id && historias.get(animalId)?.eventos.some((e) => e.id === primeira.id) ? 'alterar' : 'registrar';
      const mensagem = MSG_APONT.mudancaQuebraCiclo(acao, v.evento, v.data, v.mensagem);
      falhas.push({ linha: primeira.linha, campo: 'evento', mensagem });
    }
  }
  return falhas.sort((a, b) => a.linha - b.linha);
};

const anoDaFazenda = (farm: Fazenda) => Number(hojeNoFuso(farm.timezone).slice(0, 4));

/** The herd's register, the same table and audit name as services/apontamentos/rebanho.ts. */
const rebanho = farmResource<typeof animaisDoRebanho.$inferSelect>(animaisDoRebanho, { entity: 'animals' });

/**
 * The kernel's checks of records, the herd and finance (services/apontamentos, services/financeiro), in bulk on sets read
 * once: nothing dated after the farm's today (DATAS_PASSADAS); for a milking or a reproduction event (`fatoDe`),
 * what its animal can have then (plausivel.ts: a female, born by then, of a breeding category and age, calved for a
 * milking); then the entity's other checks.
 */
function fatosPossiveis(
  entidade: keyof typeof DATAS_PASSADAS,
  fatoDe?: (dados: Record<string, unknown>) => Fato,
  outras?: RecursoCsv['preparar'],
): NonNullable<RecursoCsv['preparar']> {
  return async (db, farmId) => {
    const hoje = await hojeDe(db, { userId: null, farmId });
    const animais = fatoDe ? await animaisDoFato(db, farmId, undefined, { partos: true }) : new Map();
    const depois = (await outras?.(db, farmId)) ?? (() => null);
    return (d) => {
      const [data] = Object.entries(datasDepoisDeHoje(d, DATAS_PASSADAS[entidade], hoje));
      if (data) return { campo: data[0], mensagem: data[1] };
      const animal = fatoDe && animais.get(String(d.animalId));
      const recusa = animal ? fatoImpossivel(animal, fatoDe(d), String(d.data)) : null;
      if (recusa) return recusa;
      return depois(d);
    };
  };
}

/**
 * The herd register's checks only the database answers: a category of the farm's registry; a mother that can have
 * the calf (a female, born before it and old enough to calve); a birth not after the animal's first record; a new
 * category or breed that her stored reproductive history allows (ciclo.ts `recusaDaFemea`, the API's message).
 */
const nascimentosPossiveis: NonNullable<RecursoCsv['preparar']> = async (db, farmId) => {
  const tipos = await db
    .select({ nome: tiposAnimais.nome })
    .from(tiposAnimais)
    .where(eq(tiposAnimais.farmId, farmId))
    .orderBy(asc(tiposAnimais.nome));
  const nomes = new Set(tipos.map((t) => t.nome));
  const rebanhoDaFazenda = await db
    .select({
      id: animaisDoRebanho.id,
      identificacao: animaisDoRebanho.identificacao,
      sexo: animaisDoRebanho.sexo,
      dataNascimento: animaisDoRebanho.dataNascimento,
      situacao: animaisDoRebanho.situacao,
      destino: animaisDoRebanho.destino,
    })
    .from(animaisDoRebanho)
    .where(eq(animaisDoRebanho.farmId, farmId));
  const porId = new Map(rebanhoDaFazenda.map((a) => [a.id, a]));
  const porBrinco = new Map(rebanhoDaFazenda.map((a) => [a.identificacao, a.id]));
  const primeiros = await primeirosApontamentos(db, farmId);
  // an exit for slaughter inside a meat withdrawal (Sanidade), as the API refuses it
  const { carne } = await janelasDaFazenda(db, farmId);
  const hoje = await hojeDe(db, { userId: null, farmId });
  const historias = await historiasDoCiclo(db, farmId);
  return (d) => {
    const categoria = String(d.categoria);
    if (!nomes.has(categoria)) {
      return { campo: 'categoria', mensagem: MSG_CSV.opcaoDesconhecida('Categoria', categoria, [...nomes]) };
    }
    const nascimento = (d.dataNascimento as string | null) ?? null;
    const mae = d.maeId ? porId.get(String(d.maeId)) : undefined;
    const recusa = mae ? nascimentoImpossivel(nascimento, mae) : null;
    if (recusa) return recusa;
    const proprio = porBrinco.get(String(d.identificacao));
    if (!proprio) return null;
    const antes = porId.get(proprio);
    const saindo =
      saidaParaAbate(String(d.situacao), (d.destino as string | null | undefined) ?? null) &&
      !saidaParaAbate(antes?.situacao ?? 'ativo', antes?.destino ?? null);
    const abate = saindo ? vendaParaAbateRecusada(carne.get(proprio), hoje) : null;
    if (abate) return { campo: 'situacao', mensagem: abate };
    const h = historias.get(proprio);
    const raca = 'raca' in d ? ((d.raca as string | null) ?? null) : (h?.femea.raca ?? null);
    return (
      nascimentoDepoisDosApontamentos(nascimento, primeiros.get(proprio) ?? null) ??
      (h ? recusaDaFemea(h.eventos, h.femea, { categoria, raca }) : null)
    );
  };
};

/** A medicine already used in a dose course keeps its label withdrawals (as the kernel's check of medicines). */
const carenciasEmUso: NonNullable<RecursoCsv['preparar']> = async (db, farmId) => {
  const usados = new Set(
    (
      await db
        .selectDistinct({ nome: medicamentos.nome })
        .from(eventosSanitarios)
        .innerJoin(medicamentos, eq(medicamentos.id, eventosSanitarios.medicamentoId))
        .where(and(eq(eventosSanitarios.farmId, farmId), isNotNull(eventosSanitarios.dias)))
    ).map((r) => r.nome),
  );
  return (d) => {
    if (!usados.has(String(d.nome))) return null;
    const campo =
      d.carenciaLeite === null ? 'carenciaLeite' : d.carenciaCarneDias === null ? 'carenciaCarneDias' : null;
    return campo ? { campo, mensagem: MSG_SANIDADE.carenciaEmUso(String(d.nome)) } : null;
  };
};

export const RECURSOS_CSV: Record<string, RecursoCsv> = {
  rebanho: {
    recurso: rebanho,
    chaveUnica: true,
    preparar: fatosPossiveis('animals', undefined, nascimentosPossiveis),
  },
  // the histories: newest first (services/apontamentos: listarProducao, listarQualidade, listarReproducao)
  producao: {
    recurso: RECURSOS_DE_APONTAMENTO.milk_records,
    ordem: 'desc',
    // one milking per cow, date and ordenha (a unique index): another ID with the same key is refused
    chaveUnica: true,
    chaveDeOutro: (r, nomear) =>
      MSG_APONT.ordenhaJaLancada({
        animal: nomear(String(r.animalId)) ?? '',
        data: String(r.data),
        ordenha: String(r.ordenha),
        producao: Number(r.producao),
      }),
    preparar: fatosPossiveis('milk_records', () => 'Ordenha'),
  },
  qualidade: {
    recurso: RECURSOS_DE_APONTAMENTO.quality_records,
    ordem: 'desc',
    preparar: fatosPossiveis('quality_records'),
  },
  reproducao: {
    recurso: RECURSOS_DE_APONTAMENTO.reproduction_events,
    ordem: 'desc',
    preparar: fatosPossiveis('reproduction_events', (d) => d.evento as Fato),
    verificarConjunto: cicloDoArquivo,
  },
  // Sanidade: the same verifier as the kernel's check (services/sanidade/recursos.ts)
  medicamentos: { recurso: medicamentosCrud, chaveUnica: true, preparar: carenciasEmUso },
  'eventos-sanitarios': {
    recurso: eventosSanitariosCrud,
    ordem: 'desc',
    preparar: (db, farmId) => verificadorSanitario(db, { userId: null, farmId }, 'health_events'),
  },
  'controle-leiteiro': {
    recurso: controlesLeiteirosCrud,
    ordem: 'desc',
    chaveUnica: true,
    chaveDeOutro: (r, nomear) => MSG_SANIDADE.controleDuplicado(nomear(String(r.animalId)) ?? '', String(r.data)),
    preparar: (db, farmId) => verificadorSanitario(db, { userId: null, farmId }, 'health_test_days'),
  },
  animais: {
    recurso: inventario.animais,
    padroes: (farm) => ({ ano: anoDaFazenda(farm), taxaJuros: farm.taxaJurosAnual }),
  },
  terras: {
    recurso: inventario.terras,
    padroes: (farm) => ({ ano: anoDaFazenda(farm), taxaJurosItem: farm.taxaJurosAnual }),
  },
  instalacoes: { recurso: inventario.instalacoes },
  maquinas: { recurso: inventario.maquinas },
  // bills by due date, the next first; income and expenses newest first (services/financeiro/contas.ts)
  'contas-pagar': { recurso: contasPagarCrud, ordem: 'asc', preparar: fatosPossiveis('conta_pagar') },
  'contas-receber': { recurso: contasReceberCrud, ordem: 'asc', preparar: fatosPossiveis('conta_receber') },
  receitas: { recurso: receitasCrud, ordem: 'desc', preparar: fatosPossiveis('receita') },
  despesas: { recurso: despesasCrud, ordem: 'desc', preparar: fatosPossiveis('despesa') },
  fornecedores: { recurso: fornecedoresCrud, chaveUnica: true },
  categorias: { recurso: categoriasCrud, chaveUnica: true },
  ...Object.fromEntries(Object.entries(RECURSOS_DE_CADASTRO).map(([tipo, recurso]) => [tipo, { recurso }])),
};

// Every entity of the domain's table is stored somewhere, and one with a date has its list's order: a missing entry
// fails at start, not in a user's import or export.
for (const e of ENTIDADES_CSV) {
  if (!RECURSOS_CSV[e.nome]) throw new Error(`CSV: entidade sem recurso no servidor: ${e.nome}`);
  if (e.campoData && !RECURSOS_CSV[e.nome].ordem) throw new Error(`CSV: entidade com data sem ordem: ${e.nome}`);
}
