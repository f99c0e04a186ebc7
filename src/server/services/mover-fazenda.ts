import type { Client, InValue, Transaction } from '@libsql/client';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import JSZip from 'jszip';
import { z } from 'zod';
import { dataDaCopia } from '../../domain/dados/copia.ts';
import { MSG_DADOS } from '../../domain/dados/messages.ts';
import { schema } from '../db/client.ts';
import { versaoDoCodigo } from '../db/versao.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { linhaDeAuditoria } from './audit.ts';

/**
 * Moving one farm between installations (`leiteira fazenda exportar/importar`). The farm's tables are found in the
 * drizzle schema — the `farms` row and every table with a `farm_id` column — so a new farm table travels without
 * anyone listing it here. Left out on purpose:
 */
export const FORA_DA_EXPORTACAO: Record<string, string> = {
  // Users belong to an installation (and their password hashes never leave it): the farm's users go as a plain
  // list, usuarios.json, for the receiving administrator to create.
  user_farms: 'vínculos de usuários desta instalação',
  // What each user of this installation saw or dismissed in the bell: theirs, not the farm's.
  alertas_do_usuario: 'alertas vistos e dispensados pelos usuários desta instalação',
  // The weekly milk sums are the database's own, kept by triggers on milk_records: the import's milkings rebuild
  // them (and a replaced farm's deleted milkings take theirs away).
  milk_semanas: 'somas semanais das ordenhas, refeitas pelo banco a partir das ordenhas',
  // The same for each farm's daily sums (the farms' desk's read).
  milk_dias: 'somas diárias das ordenhas, refeitas pelo banco a partir das ordenhas',
  // And its monthly sums (kept by triggers on milk_dias).
  milk_meses: 'somas mensais das ordenhas, refeitas pelo banco a partir das ordenhas',
  // The desk's herd figures and the count that says whether they still hold: the database's own (a farm imported
  // again goes on counting on this installation; its figures are computed again).
  painel_rebanho: 'números do rebanho guardados pelo painel, refeitos a partir dos animais e eventos',
  rebanho_versoes: 'contador de mudanças do rebanho de cada fazenda, mantido pelo banco',
};

export interface TabelaDaFazenda {
  nome: string;
  colunas: string[];
  /** The column that says which farm a row is of: `id` for farms itself. */
  chave: 'id' | 'farm_id';
}

/** The farm's tables, parents before children, as the foreign keys between them ask. */
export function tabelasDaFazenda(): TabelaDaFazenda[] {
  const todas = (Object.values(schema) as unknown[])
    .filter((v): v is SQLiteTable => is(v, SQLiteTable))
    .map((t) => getTableConfig(t));
  const daFazenda = todas.filter(
    (c) => !(c.name in FORA_DA_EXPORTACAO) && (c.name === 'farms' || c.columns.some((col) => col.name === 'farm_id')),
  );
  const nomes = new Set(daFazenda.map((c) => c.name));
  const pais = new Map(
    daFazenda.map((c) => [
      c.name,
      new Set(
        c.foreignKeys
          .map((fk) => getTableConfig(fk.reference().foreignTable).name)
          .filter((p) => p !== c.name && nomes.has(p)),
      ),
    ]),
  );
  const ordem: TabelaDaFazenda[] = [];
  const feitas = new Set<string>();
  while (ordem.length < daFazenda.length) {
    const proxima = daFazenda.find(
      (c) => !feitas.has(c.name) && [...(pais.get(c.name) ?? [])].every((p) => feitas.has(p)),
    );
    if (!proxima) throw new Error('ciclo de chaves estrangeiras entre tabelas da fazenda');
    feitas.add(proxima.name);
    ordem.push({
      nome: proxima.name,
      colunas: proxima.columns.map((c) => c.name),
      chave: proxima.name === 'farms' ? 'id' : 'farm_id',
    });
  }
  return ordem;
}

const manifestoSchema = z.object({
  formato: z.literal('gestao-leiteira-fazenda'),
  versaoFormato: z.literal(1),
  esquema: z.object({ migracoes: z.number(), ultima: z.string(), when: z.number() }),
  fazenda: z.object({ id: z.string().min(1), nome: z.string() }),
  exportadaEm: z.string(),
  tabelas: z.array(z.object({ nome: z.string(), arquivo: z.string(), registros: z.number().int().nonnegative() })),
});
export type Manifesto = z.infer<typeof manifestoSchema>;

type Valor = string | number | boolean | null | { $blob: string };

function paraJson(v: unknown): Valor {
  if (v instanceof ArrayBuffer) return { $blob: Buffer.from(v).toString('base64') };
  if (typeof v === 'bigint') return Number(v);
  return v as Valor;
}

function doJson(v: Valor): InValue {
  if (v !== null && typeof v === 'object') return Buffer.from(v.$blob, 'base64');
  return v;
}

const q = (nome: string) => `"${nome.replace(/"/g, '""')}"`;

/** The zip of one farm: manifesto.json, tabelas/<tabela>.ndjson (every column, ids kept) and usuarios.json. */
export async function exportarFazenda(client: Client, farmId: string): Promise<{ zip: Buffer; manifesto: Manifesto }> {
  const fazenda = (await client.execute({ sql: 'SELECT id, name FROM farms WHERE id = ?', args: [farmId] })).rows[0];
  if (!fazenda) throw badRequest(MSG_DADOS.fazendaNaoEncontrada(farmId));
  const zip = new JSZip();
  const tabelas: Manifesto['tabelas'] = [];
  for (const t of tabelasDaFazenda()) {
    const r = await client.execute({
      sql: `SELECT * FROM ${q(t.nome)} WHERE ${q(t.chave)} = ? ORDER BY rowid`,
      args: [farmId],
    });
    const linhas = r.rows.map((row) =>
      JSON.stringify(Object.fromEntries(r.columns.map((c, i) => [c, paraJson(row[i])]))),
    );
    const arquivo = `tabelas/${t.nome}.ndjson`;
    zip.file(arquivo, linhas.length ? `${linhas.join('\n')}\n` : '');
    tabelas.push({ nome: t.nome, arquivo, registros: linhas.length });
  }
  const usuarios = await client.execute({
    sql: `SELECT u.id, u.name, u.email, u.is_admin,
            (SELECT json_group_array(g.name) FROM user_groups ug JOIN groups g ON g.id = ug.group_id WHERE ug.user_id = u.id) AS grupos
          FROM user_farms uf JOIN users u ON u.id = uf.user_id WHERE uf.farm_id = ? ORDER BY u.name`,
    args: [farmId],
  });
  zip.file(
    'usuarios.json',
    JSON.stringify(
      usuarios.rows.map((u) => ({
        id: u.id,
        nome: u.name,
        email: u.email,
        admin: Boolean(u.is_admin),
        grupos: JSON.parse(String(u.grupos)) as string[],
      })),
      null,
      2,
    ),
  );
  const manifesto: Manifesto = {
    formato: 'gestao-leiteira-fazenda',
    versaoFormato: 1,
    esquema: versaoDoCodigo(),
    fazenda: { id: String(fazenda.id), nome: String(fazenda.name) },
    exportadaEm: new Date().toISOString(),
    tabelas,
  };
  zip.file('manifesto.json', JSON.stringify(manifesto, null, 2));
  return { zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), manifesto };
}

interface Lido {
  manifesto: Manifesto;
  dados: { tabela: TabelaDaFazenda; linhas: Record<string, Valor>[] }[];
  usuarios: string[];
}

/** Reads and checks the whole file before anything is written: format, schema version, tables, columns, farm. */
async function lerExportacao(conteudo: Buffer, nomeArquivo: string): Promise<Lido> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(conteudo);
  } catch {
    throw badRequest(MSG_DADOS.zipInvalido(nomeArquivo));
  }
  const bruto = await zip.file('manifesto.json')?.async('string');
  let manifesto: Manifesto;
  try {
    manifesto = manifestoSchema.parse(JSON.parse(bruto ?? ''));
  } catch {
    throw badRequest(MSG_DADOS.zipInvalido(nomeArquivo));
  }
  const nosso = versaoDoCodigo();
  if (manifesto.esquema.when > nosso.when) {
    throw badRequest(MSG_DADOS.zipEsquemaNovo(manifesto.esquema.ultima, nosso.ultima));
  }
  const conhecidas = new Map(tabelasDaFazenda().map((t) => [t.nome, t]));
  const dados: Lido['dados'] = [];
  for (const entrada of manifesto.tabelas) {
    const tabela = conhecidas.get(entrada.nome);
    if (!tabela) throw badRequest(MSG_DADOS.zipTabelaDesconhecida(entrada.nome));
    const texto = (await zip.file(entrada.arquivo)?.async('string')) ?? '';
    const linhas: Record<string, Valor>[] = [];
    let n = 0;
    for (const linha of texto.split('\n')) {
      n++;
      if (!linha.trim()) continue;
      let registro: Record<string, Valor>;
      try {
        registro = JSON.parse(linha) as Record<string, Valor>;
      } catch {
        throw badRequest(MSG_DADOS.zipLinhaInvalida(entrada.nome, n));
      }
      if (typeof registro !== 'object' || registro === null || registro[tabela.chave] !== manifesto.fazenda.id) {
        throw badRequest(MSG_DADOS.zipLinhaInvalida(entrada.nome, n));
      }
      for (const coluna of Object.keys(registro)) {
        if (!tabela.colunas.includes(coluna)) throw badRequest(MSG_DADOS.zipColunaDesconhecida(entrada.nome, coluna));
      }
      linhas.push(registro);
    }
    if (linhas.length !== entrada.registros) throw badRequest(MSG_DADOS.zipInvalido(nomeArquivo));
    dados.push({ tabela, linhas });
  }
  if (!dados.some((d) => d.tabela.nome === 'farms' && d.linhas.length === 1)) {
    throw badRequest(MSG_DADOS.zipInvalido(nomeArquivo));
  }
  const ordem = [...conhecidas.keys()];
  dados.sort((a, b) => ordem.indexOf(a.tabela.nome) - ordem.indexOf(b.tabela.nome));
  let usuarios: string[] = [];
  try {
    const lista = JSON.parse((await zip.file('usuarios.json')?.async('string')) ?? '[]') as { email?: unknown }[];
    usuarios = lista.map((u) => String(u.email ?? '')).filter(Boolean);
  } catch {
    // the users' list is informative only
  }
  return { manifesto, dados, usuarios };
}

/** Rows per INSERT: well under SQLite's 32,766 parameters for the widest table. */
const LOTE = 100;

async function inserir(tx: Transaction, tabela: string, linhas: Record<string, Valor>[]) {
  for (let i = 0; i < linhas.length; i += LOTE) {
    const lote = linhas.slice(i, i + LOTE);
    const colunas = Object.keys(lote[0]);
    // Rows of one export share their columns; a row that differs goes on its own.
    const iguais = lote.every((l) => Object.keys(l).join() === colunas.join());
    if (!iguais) {
      for (const l of lote) await inserir(tx, tabela, [l]);
      continue;
    }
    const marcas = `(${colunas.map(() => '?').join(', ')})`;
    await tx.execute({
      sql: `INSERT INTO ${q(tabela)} (${colunas.map(q).join(', ')}) VALUES ${lote.map(() => marcas).join(', ')}`,
      args: lote.flatMap((l) => colunas.map((c) => doJson(l[c]))),
    });
  }
}

function traduzirErro(error: unknown, tabela: string): Error {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const code = (e as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_CONSTRAINT_PRIMARYKEY') || code.startsWith('SQLITE_CONSTRAINT_UNIQUE')) {
      return conflict(MSG_DADOS.idJaUsado(tabela));
    }
    if (code.startsWith('SQLITE_CONSTRAINT')) return conflict(MSG_DADOS.importacaoRecusada((e as Error).message));
    e = (e as { cause?: unknown }).cause;
  }
  return error as Error;
}

export interface Importacao {
  fazenda: { id: string; nome: string };
  registros: number;
  substituida: boolean;
  /** When the export was taken, for a read-only copy (`copia`); null for a farm moved here. */
  copiaEm: string | null;
  /** E-mails of the farm's users at the origin that have no account here (accounts are never imported). */
  usuariosAusentes: string[];
}

/**
 * Recreates an exported farm, keeping every id, in one transaction (all or nothing). A farm that already exists is
 * refused unless `substituir`: then its rows — and only its rows — are replaced by the file's, its users' links kept.
 *
 * `copia` (a technician's installation holding farms that run elsewhere, docs/PRODUTO.md §Fazendas): the farm is a
 * read-only copy taken when the export was (`farms.copia_em` = the manifest's `exportadaEm`, or the copy's own date
 * when the file is itself an export of a copy), and the kernel refuses every write to it. A farm that is already a
 * copy here stays one when replaced (a refresh), and only by a newer export: an older one is refused.
 */
export async function importarFazenda(
  client: Client,
  conteudo: Buffer,
  { substituir = false, nomeArquivo = 'arquivo', copia = false } = {},
): Promise<Importacao> {
  const { manifesto, dados, usuarios } = await lerExportacao(conteudo, nomeArquivo);
  const { id, nome } = manifesto.fazenda;
  const linhaDaFazenda = dados.find((d) => d.tabela.nome === 'farms')?.linhas[0];
  const tx = await client.transaction('write');
  let tabelaAtual = 'farms';
  try {
    const aqui = (await tx.execute({ sql: 'SELECT copia_em, timezone FROM farms WHERE id = ?', args: [id] })).rows[0];
    const existe = aqui !== undefined;
    if (existe && !substituir) throw conflict(MSG_DADOS.fazendaJaExiste(nome, id));
    const copiaDaqui = aqui?.copia_em ? String(aqui.copia_em) : null;
    const doArquivo = typeof linhaDaFazenda?.copia_em === 'string' ? linhaDaFazenda.copia_em : null;
    const copiaEm = copia || copiaDaqui || doArquivo ? (doArquivo ?? manifesto.exportadaEm) : null;
    if (copiaDaqui && copiaEm && copiaEm < copiaDaqui) {
      const fuso = String(aqui?.timezone ?? '');
      throw conflict(MSG_DADOS.copiaMaisAntiga(dataDaCopia(copiaEm, fuso), dataDaCopia(copiaDaqui, fuso)));
    }
    // Rows come table by table; a cow and her calf (mae_id) in any order: checked at commit.
    await tx.execute('PRAGMA defer_foreign_keys = ON');
    if (existe) {
      for (const t of tabelasDaFazenda().reverse()) {
        if (t.chave === 'farm_id') await tx.execute({ sql: `DELETE FROM ${q(t.nome)} WHERE farm_id = ?`, args: [id] });
      }
    }
    let registros = 0;
    for (const { tabela, linhas } of dados) {
      tabelaAtual = tabela.nome;
      registros += linhas.length;
      if (tabela.nome === 'farms' && existe) {
        // The farm row is updated, not deleted: deleting it would cascade to this installation's user links.
        const [linha] = linhas;
        const colunas = Object.keys(linha).filter((c) => c !== 'id');
        await tx.execute({
          sql: `UPDATE farms SET ${colunas.map((c) => `${q(c)} = ?`).join(', ')} WHERE id = ?`,
          args: [...colunas.map((c) => doJson(linha[c])), id],
        });
        continue;
      }
      await inserir(tx, tabela.nome, linhas);
    }
    await tx.execute({ sql: 'UPDATE farms SET copia_em = ? WHERE id = ?', args: [copiaEm, id] });
    // The import is itself a change of the farm: one audit row, in the same transaction (no user: the CLI's).
    const a = linhaDeAuditoria({
      userId: null,
      farmId: id,
      entity: 'farm',
      entityId: id,
      action: 'import',
      after: { arquivo: nomeArquivo, registros, substituida: existe, copiaEm },
    });
    await tx.execute({
      sql: 'INSERT INTO audit_log (id, at, user_id, farm_id, entity, entity_id, action, "after") VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      args: [a.id, a.at, a.userId ?? null, a.farmId ?? null, a.entity, a.entityId, a.action, JSON.stringify(a.after)],
    });
    tabelaAtual = 'chaves estrangeiras';
    const ausentes: string[] = [];
    for (const email of usuarios) {
      const r = await tx.execute({ sql: 'SELECT 1 FROM users WHERE email = ? COLLATE NOCASE', args: [email] });
      if (!r.rows.length) ausentes.push(email);
    }
    await tx.commit();
    return { fazenda: { id, nome }, registros, substituida: existe, copiaEm, usuariosAusentes: ausentes };
  } catch (error) {
    await tx.rollback().catch(() => {});
    throw traduzirErro(error, tabelaAtual);
  } finally {
    tx.close();
  }
}
