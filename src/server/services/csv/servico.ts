/**
 * CSV export and import of any farm entity, on the domain's descriptors (src/domain/csv) and the server's table of
 * resources (./recursos.ts).
 *
 * Import, in two passes over the file (the source is read twice, never held whole):
 *   1. every row is read and checked by the entity's rules (and the database's checks, on sets read once); repeated
 *      keys and IDs are found; nothing is written. Any error: the error table, and that is all.
 *   2. the stored rows the file matches are read (by ID, else by the natural key in the file's date range), and every
 *      row is classified new / updated / unchanged and, unless simulating, written through the kernel's writer
 *      (services/kernel.ts `writer`: multi-row INSERTs, versioned UPDATEs, a single write's audit row each) inside
 *      ONE transaction. An error here (an ID of another farm) rolls everything back.
 * Matching: a row with an ID is that record (created with that ID when it does not exist); a row without one is the
 * stored row with its natural key, else a new record. Same content: left as it is. So importing the same file
 * twice adds nothing.
 */
import { type AnyColumn, and, asc, desc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { ENTIDADES_CSV, type EntidadeCsv, entidadeCsv, NOMES_ENTIDADES } from '../../../domain/csv/entidades.ts';
import {
  type Cabecalho,
  cabecalhoExportacao,
  chaveNatural,
  type ErroCsv,
  lerLinha,
  linhaExportacao,
  mapearCabecalho,
  type Resolver,
} from '../../../domain/csv/importacao.ts';
import { ErroArquivoCsv } from '../../../domain/csv/leitor.ts';
import { MSG_CSV } from '../../../domain/csv/messages.ts';
import { paraCsv } from '../../../domain/csv.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Db, Tx } from '../../db/client.ts';
import { emPartes } from '../../db/em-partes.ts';
import { turnsEvery } from '../../db/event-loop.ts';
import { animaisDoRebanho } from '../../db/schema/apontamentos.ts';
import { medicamentos } from '../../db/schema/sanidade.ts';
import { badRequest } from '../../http/errors.ts';
import { type Actor, idsDeOutrasTabelas } from '../kernel.ts';
import { type Fazenda, type LinhaDoArquivo, RECURSOS_CSV, type RecursoCsv } from './recursos.ts';

/** The records of a file, header first; `separador` is known once the first record has been read. */
export interface FonteCsv {
  registros: AsyncIterable<string[]> | Iterable<string[]>;
  separador(): ';' | ',';
}

export interface ResultadoImportacao {
  entidade: string;
  simulado: boolean;
  /** Nothing was written (errors, or a simulation). */
  gravado: boolean;
  linhas: number;
  novos: number;
  atualizados: number;
  inalterados: number;
  /** The first MAX_ERROS errors; `totalErros` counts them all. */
  erros: ErroCsv[];
  totalErros: number;
  colunasIgnoradas: string[];
}

export const MAX_ERROS = 500;
const LOTE = 500;

export function entidadeOuErro(nome: string): EntidadeCsv {
  const e = entidadeCsv(nome);
  if (!e) throw badRequest(MSG_CSV.entidadeDesconhecida(nome, NOMES_ENTIDADES.join(', ')));
  return e;
}

function recursoDe(e: EntidadeCsv): RecursoCsv {
  return RECURSOS_CSV[e.nome];
}

type Row = Record<string, unknown> & { id: string; farmId: string };

// --- references (an animal by its brinco) ---

async function animaisDaFazenda(db: Db | Tx, farmId: string) {
  const rows = await db
    .select({ id: animaisDoRebanho.id, identificacao: animaisDoRebanho.identificacao })
    .from(animaisDoRebanho)
    .where(eq(animaisDoRebanho.farmId, farmId));
  return rows;
}

const usaAnimal = (e: EntidadeCsv) => e.colunas.some((c) => c.referencia === 'animal');

/** The farm's medicines by name (Sanidade's health events name theirs). */
async function medicamentosDaFazenda(db: Db | Tx, farmId: string, e: EntidadeCsv) {
  if (!e.colunas.some((c) => c.referencia === 'medicamento')) return [];
  return db
    .select({ id: medicamentos.id, nome: medicamentos.nome })
    .from(medicamentos)
    .where(eq(medicamentos.farmId, farmId));
}

// --- export ---

/** Rows per keyset page of an export. */
const PAGINA_EXPORTACAO = 2000;

/**
 * The entity's rows as pt-BR CSV, a piece at a time: the header (with the BOM), then blocks of rows read by keyset
 * pages, so a farm with a million milkings is never held whole. An entity with a date comes in its screen's order
 * (by the date, then by id, the way its list goes: `RecursoCsv.ordem`), the others by id.
 */
export async function* exportarCsv(db: Db, farmId: string, nome: string): AsyncGenerator<string> {
  const e = entidadeOuErro(nome);
  const rc = recursoDe(e);
  const t = rc.recurso.table;
  const brincos = new Map<string, string>();
  if (usaAnimal(e)) for (const a of await animaisDaFazenda(db, farmId)) brincos.set(a.id, a.identificacao);
  const remedios = new Map((await medicamentosDaFazenda(db, farmId, e)).map((m) => [m.id, m.nome]));
  const nomear = (tipo: string, id: string) => (tipo === 'medicamento' ? remedios.get(id) : brincos.get(id));
  yield paraCsv([cabecalhoExportacao(e)]);
  const data = e.campoData && rc.ordem ? coluna(t, e.campoData) : null;
  const decrescente = rc.ordem === 'desc';
  const direcao = decrescente ? desc : asc;
  const ordem = data ? [direcao(data), direcao(t.id)] : [asc(t.id)];
  /** The rows after `r` in that order: (date, id) compared as one row value, which a (farm_id, date, id) index serves. */
  const depoisDe = (r: Row): SQL => {
    if (!data) return gt(t.id, r.id);
    const chave = sql`(${data}, ${t.id})`;
    const valor = sql`(${r[e.campoData as string]}, ${r.id})`;
    return decrescente ? sql`${chave} < ${valor}` : sql`${chave} > ${valor}`;
  };
  let ultima: Row | null = null;
  for (;;) {
    const rows = (await db
      .select()
      .from(t)
      .where(and(eq(t.farmId, farmId), ultima ? depoisDe(ultima) : undefined))
      .orderBy(...ordem)
      .limit(PAGINA_EXPORTACAO)) as unknown as Row[];
    if (!rows.length) return;
    yield paraCsv(rows.map((r) => linhaExportacao(e, r, nomear))).slice(1); // without a second BOM
    ultima = rows[rows.length - 1];
    if (rows.length < PAGINA_EXPORTACAO) return;
  }
}

/** A column of a resource's table by its field name (the descriptor's `campoData`). */
function coluna(t: RecursoCsv['recurso']['table'], campo: string): AnyColumn {
  return (t as unknown as Record<string, AnyColumn>)[campo];
}

// --- import ---

class Interrompido extends Error {
  constructor(readonly erros: ErroCsv[]) {
    super('importação interrompida');
  }
}

/** Collects errors up to MAX_ERROS, counting the rest. */
class Erros {
  lista: ErroCsv[] = [];
  total = 0;
  add(...erros: ErroCsv[]) {
    for (const e of erros) {
      this.total++;
      if (this.lista.length < MAX_ERROS) this.lista.push(e);
    }
  }
}

/** Values for the table: what the rules gave, without id/version, and without the fields left undefined. */
function valoresDe(dados: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(dados)) {
    if (k === 'id' || k === 'updatedAt' || v === undefined) continue;
    out[k] = v;
  }
  return out;
}

function mesmoConteudo(stored: Record<string, unknown>, values: Record<string, unknown>): boolean {
  return Object.entries(values).every(([k, v]) => (stored[k] ?? null) === (v ?? null));
}

interface Leitura {
  cab: Cabecalho;
  separador: ';' | ',';
}

/** Data rows between two turns of the event loop (db/event-loop.ts): about 40 ms of an import's writing pass here. */
const LINHAS_POR_VEZ = 100;

/**
 * Runs `porLinha` on each data row of the source; the header is mapped first. Other requests are served every
 * LINHAS_POR_VEZ rows: an import does not freeze the server.
 */
async function percorrer(
  e: EntidadeCsv,
  fonte: FonteCsv,
  erros: Erros,
  porLinha: (celulas: string[], linha: number, leitura: Leitura) => Promise<void> | void,
): Promise<{ cab: Cabecalho | null; linhas: number }> {
  let cab: Cabecalho | null = null;
  let linha = 0;
  let ilegivel = false;
  const turn = turnsEvery(LINHAS_POR_VEZ);
  try {
    for await (const registro of fonte.registros) {
      linha++;
      if (!cab) {
        cab = mapearCabecalho(e, registro);
        if (cab.erros.length) {
          erros.add(...cab.erros);
          return { cab, linhas: 0 };
        }
        continue;
      }
      await porLinha(registro, linha, { cab, separador: fonte.separador() });
      await turn();
    }
  } catch (error) {
    if (!(error instanceof ErroArquivoCsv)) throw error;
    erros.add({ linha: error.linha, coluna: '', valor: '', mensagem: error.message });
    ilegivel = true;
  }
  // a file refused as a whole (a NUL in its first line) has said why: not also 'vazio'
  if (!cab && !ilegivel) erros.add({ linha: 1, coluna: '', valor: '', mensagem: MSG_CSV.vazio });
  return { cab, linhas: Math.max(0, linha - 1) };
}

/**
 * Imports the file of `fonte()` (called once per pass) into the farm. Nothing is written unless every row is valid
 * (and nothing at all with `simular`).
 */
export async function importarCsv(
  db: Db,
  actor: Actor,
  farm: Fazenda,
  nome: string,
  fonte: () => FonteCsv,
  { simular = false }: { simular?: boolean } = {},
): Promise<ResultadoImportacao> {
  const e = entidadeOuErro(nome);
  const rc = recursoDe(e);
  const t = rc.recurso.table;
  const erros = new Erros();
  const resultado: ResultadoImportacao = {
    entidade: e.nome,
    simulado: simular,
    gravado: false,
    linhas: 0,
    novos: 0,
    atualizados: 0,
    inalterados: 0,
    erros: erros.lista,
    totalErros: 0,
    colunasIgnoradas: [],
  };

  // References: the farm's animals by brinco; for the herd itself, also the brincos of the file (pass 0).
  const porBrinco = new Map<string, string>();
  if (usaAnimal(e)) for (const a of await animaisDaFazenda(db, farm.id)) porBrinco.set(a.identificacao, a.id);
  const novosIds = new Map<string, string>();
  if (e.autoReferencia === 'animal') {
    const campoChave = e.chave[0];
    await percorrer(e, fonte(), new Erros(), (celulas, _linha, { cab }) => {
      const i = cab.colunas.findIndex((c) => c?.campo === campoChave);
      const brinco = (celulas[i] ?? '').trim();
      if (!brinco || porBrinco.has(brinco) || novosIds.has(brinco)) return;
      const id = cab.id >= 0 ? (celulas[cab.id] ?? '').trim() : '';
      novosIds.set(brinco, id || uuidv7());
    });
  }
  const porNome = new Map((await medicamentosDaFazenda(db, farm.id, e)).map((m) => [m.nome, m.id]));
  const resolver: Resolver = (tipo, texto) =>
    tipo === 'medicamento' ? porNome.get(texto) : (porBrinco.get(texto) ?? novosIds.get(texto));
  const brincoDe = (id: string) => [...porBrinco].find(([, animalId]) => animalId === id)?.[0];
  const verificar = (await rc.preparar?.(db, farm.id)) ?? (() => null);

  // Pass 1: read and check every row; find repeated keys and IDs.
  const chaves = new Map<string, number>();
  const ids = new Map<string, number>();
  let dataMin: string | null = null;
  let dataMax: string | null = null;
  const lida = (celulas: string[], linha: number, { cab, separador }: Leitura) => {
    const r = lerLinha(e, cab, celulas, linha, separador, resolver);
    if (!r.ok) {
      erros.add(...r.erros);
      return null;
    }
    const falha = verificar(r.dados);
    if (falha) {
      const c = e.colunas.find((x) => x.campo === falha.campo);
      const i = cab.colunas.findIndex((x) => x?.campo === falha.campo);
      erros.add({ linha, coluna: c?.rotulo ?? '', valor: celulas[i] ?? '', mensagem: falha.mensagem });
      return null;
    }
    return r;
  };
  // the rules over the whole file (rc.verificarConjunto): its rows as read, with their cells to quote a refusal
  const doArquivo: (LinhaDoArquivo & { celulas: string[]; cab: Leitura['cab'] })[] = [];
  const p1 = await percorrer(e, fonte(), erros, (celulas, linha, leitura) => {
    const r = lida(celulas, linha, leitura);
    if (!r) return;
    if (rc.verificarConjunto) doArquivo.push({ linha, id: r.id, dados: r.dados, celulas, cab: leitura.cab });
    if (r.id) {
      const antes = ids.get(r.id);
      if (antes) erros.add({ linha, coluna: 'ID', valor: r.id, mensagem: MSG_CSV.idRepetido(antes) });
      else ids.set(r.id, linha);
    } else {
      const k = chaveNatural(e, r.dados);
      const antes = chaves.get(k);
      if (antes) erros.add({ linha, coluna: '', valor: '', mensagem: MSG_CSV.linhaRepetida(antes) });
      else chaves.set(k, linha);
    }
    if (e.campoData) {
      const d = String(r.dados[e.campoData]);
      if (!dataMin || d < dataMin) dataMin = d;
      if (!dataMax || d > dataMax) dataMax = d;
    }
  });
  if (!erros.total && rc.verificarConjunto) {
    const porLinha = new Map(doArquivo.map((l) => [l.linha, l]));
    for (const falha of await rc.verificarConjunto(db, farm.id, doArquivo)) {
      const l = porLinha.get(falha.linha);
      const c = e.colunas.find((x) => x.campo === falha.campo);
      const i = l ? l.cab.colunas.findIndex((x) => x?.campo === falha.campo) : -1;
      erros.add({ linha: falha.linha, coluna: c?.rotulo ?? '', valor: l?.celulas[i] ?? '', mensagem: falha.mensagem });
    }
  }
  doArquivo.length = 0;
  resultado.linhas = p1.linhas;
  resultado.colunasIgnoradas = p1.cab?.ignoradas ?? [];
  if (!erros.total && p1.cab && p1.linhas === 0)
    erros.add({ linha: 2, coluna: '', valor: '', mensagem: MSG_CSV.semLinhas });
  if (erros.total) {
    resultado.totalErros = erros.total;
    return resultado;
  }

  // The stored rows the file may match: by ID (any farm: another farm's ID is refused), by key in the date range.
  const porId = new Map<string, Row>();
  const idList = [...ids.keys()];
  for (const parte of emPartes(idList)) {
    const rows = (await db.select().from(t).where(inArray(t.id, parte))) as unknown as Row[];
    for (const r of rows) porId.set(r.id, r);
  }
  // an ID another table holds (a despesa's ID on a bill's line) names another row: refused, as the kernel's create
  const deOutras = await idsDeOutrasTabelas(
    db,
    t,
    idList.filter((id) => !porId.has(id)),
  );
  const porChave = new Map<string, Row>();
  const conds: SQL[] = [eq(t.farmId, farm.id)];
  if (e.campoData && dataMin && dataMax) {
    const col = coluna(t, e.campoData);
    conds.push(gte(col, dataMin), lte(col, dataMax));
  }
  for (const r of (await db
    .select()
    .from(t)
    .where(and(...conds))) as unknown as Row[]) {
    const k = chaveNatural(e, r);
    if (!porChave.has(k)) porChave.set(k, r);
  }
  chaves.clear();

  // Pass 2: classify, and write unless simulating.
  const padroes = rc.padroes?.(farm) ?? {};
  const passo2 = async (tx: Tx | null) => {
    // the kernel's writer: multi-row INSERTs, versioned UPDATEs, a single write's audit row for each
    const escritor = tx ? rc.recurso.writer(tx, actor, { batch: LOTE }) : null;
    const falhas: ErroCsv[] = [];
    if (tx && e.autoReferencia) await tx.run(sql`PRAGMA defer_foreign_keys = ON`);
    await percorrer(e, fonte(), erros, async (celulas, linha, leitura) => {
      const r = lida(celulas, linha, leitura);
      if (!r) return;
      const values = valoresDe(r.dados);
      const k = chaveNatural(e, r.dados);
      let existente: Row | undefined;
      let id: string;
      if (r.id) {
        id = r.id;
        existente = porId.get(r.id);
        if (existente && existente.farmId !== farm.id) {
          falhas.push({ linha, coluna: 'ID', valor: r.id, mensagem: MSG_CSV.idOutraFazenda });
          return;
        }
        if (deOutras.has(r.id)) {
          falhas.push({ linha, coluna: 'ID', valor: r.id, mensagem: MSG.idUsado });
          return;
        }
        // a unique key held by another row (a new ID, or a stored one moved onto it) is refused, not left to the index
        const outro = porChave.get(k);
        if (rc.chaveUnica && outro && outro.id !== id) {
          const mensagem = rc.chaveDeOutro?.(outro, brincoDe) ?? MSG_CSV.chaveDeOutro;
          falhas.push({ linha, coluna: '', valor: '', mensagem });
          return;
        }
      } else {
        existente = porChave.get(k);
        const brinco = e.autoReferencia ? String(r.dados[e.chave[0]]) : '';
        id = existente?.id ?? novosIds.get(brinco) ?? uuidv7();
      }
      if (!existente) {
        const row = { ...padroes, ...values, id, farmId: farm.id };
        resultado.novos++;
        await escritor?.create(id, { ...padroes, ...values });
        // a later row of the file with the same key is this one now
        porChave.set(k, row as Row);
      } else if (mesmoConteudo(existente, values)) {
        resultado.inalterados++;
      } else {
        resultado.atualizados++;
        await escritor?.update(existente, values);
      }
    });
    await escritor?.flush();
    if (falhas.length || erros.total) {
      erros.add(...falhas);
      throw new Interrompido(falhas);
    }
  };
  try {
    if (simular) await passo2(null);
    else await db.transaction(async (tx) => passo2(tx));
    resultado.gravado = !simular;
  } catch (error) {
    if (!(error instanceof Interrompido)) throw error;
    resultado.novos = resultado.atualizados = resultado.inalterados = 0;
  }
  resultado.totalErros = erros.total;
  return resultado;
}

/** Every entity's name (for the CLI's help and the API's error). */
export const ENTIDADES = ENTIDADES_CSV.map((x) => x.nome);
