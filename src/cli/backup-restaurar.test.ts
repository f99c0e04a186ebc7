/**
 * Backups that restore (issue 15, item 3) through the CLI (run in the test process; the real binary once) and a real
 * server process, on libSQL files in a temporary folder.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, schema } from '../server/db/client.ts';
import { arquivoDaMarca } from '../server/db/marca-servidor.ts';
import { gravarBackup, listarBackups } from '../server/services/backup.ts';
import { ADMIN, copiaDoModelo, killServers, startServer } from '../server/test/harness.ts';
import { leiteira as cli, leiteiraProcesso as processo } from './test-cli.ts';

let dir: string;
let banco: string;

/** `leiteira ...args` (in this process) on the file's database, with no backup folder unless `env` gives one. */
const leiteira = (args: string[], env: Record<string, string> = {}) =>
  cli(args, { env: { DATABASE_URL: `file:${banco}`, BACKUP_DIR: '', ...env } });
/** The same through the real binary: its exit status is the process's. */
const leiteiraProcesso = (args: string[], env: Record<string, string> = {}) =>
  processo(args, { env: { DATABASE_URL: `file:${banco}`, BACKUP_DIR: '', ...env } });

async function sql<T = Record<string, unknown>>(arquivo: string, query: string, args: (string | number)[] = []) {
  const c = createClient({ url: `file:${arquivo}` });
  try {
    return (await c.execute({ sql: query, args })).rows as unknown as T[];
  } finally {
    c.close();
  }
}

const nomesDasFazendas = async (arquivo: string) =>
  (await sql<{ name: string }>(arquivo, 'SELECT name FROM farms ORDER BY name')).map((r) => r.name);

/**
 * The database's content, to prove a refusal changed nothing: every row of every table. (Not the file's bytes: a
 * connection closing late folds the WAL into the file, same content, other bytes.)
 */
async function conteudo(arquivo: string): Promise<string> {
  // one connection for every table (a connection per query opened the file some 60 times per call)
  const c = createClient({ url: `file:${arquivo}` });
  try {
    const tabelas = await c.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    const partes: unknown[] = [];
    for (const { name } of tabelas.rows) {
      partes.push(name, (await c.execute(`SELECT * FROM "${String(name)}" ORDER BY rowid`)).rows);
    }
    return createHash('sha256').update(JSON.stringify(partes)).digest('hex');
  } finally {
    c.close();
  }
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-restaurar-'));
  banco = join(dir, 'leiteira.db');
  await copiaDoModelo(banco);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(killServers);

describe('leiteira restaurar', { timeout: 90_000 }, () => {
  it('brings back the backup and keeps the replaced database, with its last writes, beside it', async () => {
    const copia = join(dir, 'copia.db');
    expect((await leiteira(['backup', copia])).code).toBe(0);
    await sql(banco, "INSERT INTO farms (id, name, location, size) VALUES ('f-depois', 'Fazenda Depois', 'X', 1)");
    expect(await nomesDasFazendas(banco)).toEqual(['Fazenda Depois', 'Fazenda Modelo']);

    const r = await leiteira(['restaurar', copia]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`restaurado a partir de ${copia}`);
    expect(await nomesDasFazendas(banco)).toEqual(['Fazenda Modelo']);
    expect((await sql(banco, 'PRAGMA integrity_check'))[0]).toEqual({ integrity_check: 'ok' });

    const guardado = readdirSync(dir).find(
      (n) => n.startsWith('leiteira.db.antes-de-restaurar-') && !n.endsWith('-wal'),
    );
    expect(guardado).toBeDefined();
    expect(r.stdout).toContain(`guardado em ${join(dir, guardado as string)}`);
    expect(await nomesDasFazendas(join(dir, guardado as string))).toEqual(['Fazenda Depois', 'Fazenda Modelo']);
    expect(readdirSync(dir).filter((n) => n.includes('restaurando'))).toEqual([]);
    // The copy given is left as it was (checked on a copy of it).
    expect(readdirSync(dir).filter((n) => n.startsWith('copia.db'))).toEqual(['copia.db']);
  });

  it('refuses a missing file, a file that is not a database, a corrupt one and a newer schema, changing nothing', async () => {
    const copia = join(dir, 'copia.db');
    expect((await leiteira(['backup', copia])).code).toBe(0);
    const texto = join(dir, 'planilha.csv');
    writeFileSync(texto, 'brinco;nome\n12;Mimosa\n'.repeat(300));
    const corrompido = join(dir, 'corrompido.db');
    copyFileSync(copia, corrompido);
    const bytes = readFileSync(corrompido);
    bytes.fill(0xde, 4096 * 3, 4096 * 5);
    writeFileSync(corrompido, bytes);
    // Damage in the schema's own page and a file cut in half: the driver fails before any integrity check.
    const cabecalho = join(dir, 'cabecalho.db');
    const inteiro = readFileSync(copia);
    writeFileSync(cabecalho, Buffer.concat([inteiro.subarray(0, 100), Buffer.alloc(300, 0xde), inteiro.subarray(400)]));
    const cortado = join(dir, 'cortado.db');
    writeFileSync(cortado, inteiro.subarray(0, Math.floor(inteiro.length / 2)));
    const novo = join(dir, 'novo.db');
    copyFileSync(copia, novo);
    await sql(novo, "INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('do-futuro', 9999999999999)");
    const outro = join(dir, 'outro.db');
    await sql(outro, 'CREATE TABLE coisas (id INTEGER PRIMARY KEY)');

    const antes = await conteudo(banco);
    const casos: [string, RegExp][] = [
      [join(dir, 'nao-existe.db'), /Arquivo não encontrado/],
      [texto, /não é um banco de dados SQLite\/libSQL; nada foi alterado/],
      [corrompido, /está danificado \(a verificação de integridade falhou\).*nada foi alterado/],
      [cabecalho, /está danificado .*nada foi alterado/],
      [cortado, /está danificado .*nada foi alterado/],
      [novo, /versão mais nova do sistema .*Atualize a Gestão Leiteira/],
      [outro, /não é um banco da Gestão Leiteira/],
      [banco, /é o próprio banco em uso/],
    ];
    for (const [arquivo, mensagem] of casos) {
      const r = await leiteira(['restaurar', arquivo]);
      expect(r.code, arquivo).toBe(1);
      expect(r.stderr).toMatch(mensagem);
      expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(r.stderr).not.toMatch(/SQLITE_|LibsqlError|malformed|integrity_check/); // no driver English
      expect(await conteudo(banco), arquivo).toBe(antes);
    }
    expect(readdirSync(dir).filter((n) => /antes-de-restaurar|restaurando/.test(n))).toEqual([]);
    // Any other command on a damaged database says so in Portuguese first; the driver's words only as detail.
    const r = await leiteira(['user', 'list'], { DATABASE_URL: `file:${cabecalho}` });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Erro: O arquivo do banco está danificado; restaure uma cópia de segurança/);
    expect(r.stderr).toMatch(/\n {2}\(detalhe técnico: SQLITE_CORRUPT/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('migrates a backup of an older version after restoring it; diagnostico flags the older one first', async () => {
    // A database made by the code one migration ago.
    const pasta = join(dir, 'migracoes-antigas');
    cpSync(MIGRATIONS_FOLDER, pasta, { recursive: true });
    const journal = JSON.parse(readFileSync(join(pasta, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    writeFileSync(join(pasta, 'meta/_journal.json'), JSON.stringify(journal));
    const antigo = join(dir, 'antigo.db');
    const c = createClient({ url: `file:${antigo}` });
    await migrate(drizzle(c, { schema }), { migrationsFolder: pasta });
    c.close();

    const diag = await leiteira(['diagnostico', '-d', `file:${antigo}`], { BACKUP_DIR: 'off' });
    expect(diag.code).toBe(1);
    expect(diag.stdout).toMatch(/PROBLEMA\s+Esquema: 1 migração pendente/);

    const r = await leiteira(['restaurar', antigo]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/atualizado do esquema \S+ para \S+/);
    const depois = await leiteira(['diagnostico'], { BACKUP_DIR: 'off' });
    expect(depois.stdout).toMatch(/ok\s+Esquema: em dia/);
  });

  it('refuses while the server runs on the database, and not after it stops or crashes', async () => {
    const copia = join(dir, 'copia.db');
    expect((await leiteira(['backup', copia])).code).toBe(0);
    const backups = join(dir, 'automaticos');
    const servidor = await startServer({
      DATABASE_URL: `file:${banco}`,
      PUBLIC_URL: 'http://127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_ROOT: join(dir, 'web'),
      BACKUP_DIR: backups,
      BACKUP_KEEP: '3',
    });
    try {
      expect(existsSync(arquivoDaMarca(banco))).toBe(true);
      const antes = await conteudo(banco);
      const r = await leiteira(['restaurar', copia]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/O servidor está rodando sobre este banco \(processo \d+\)\. Pare o servidor/);
      expect(await conteudo(banco)).toBe(antes);
      expect((await leiteira(['diagnostico'], { BACKUP_DIR: backups })).stdout).toMatch(/Servidor: rodando/);

      // The server took its first scheduled backup at start (none was there); the admin API says so.
      await expect.poll(() => listarBackups(backups).length).toBe(1);
      const login = await fetch(`${servidor.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: servidor.base },
        body: JSON.stringify(ADMIN),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
      const situacao = await (await fetch(`${servidor.base}/api/admin/backup`, { headers: { cookie } })).json();
      expect(situacao).toMatchObject({ ativo: true, pasta: backups, manter: 3, ultimaFalha: null });
      expect(situacao.ultimo.arquivo).toBe(listarBackups(backups)[0].arquivo);
    } finally {
      await servidor.stop();
    }
    expect(existsSync(arquivoDaMarca(banco))).toBe(false);

    // A crashed server leaves its mark behind: a dead pid does not block the restore.
    const morto = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => morto.on('exit', r));
    writeFileSync(
      arquivoDaMarca(banco),
      JSON.stringify({ pid: morto.pid, host: (await import('node:os')).hostname(), desde: '' }),
    );
    const r = await leiteira(['restaurar', copia]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('a backup taken under write load restores every write acknowledged before it began', async () => {
    const client = createClient({ url: `file:${banco}` });
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA busy_timeout = 5000');
    const [{ id: farmId }] = await sql<{ id: string }>(banco, 'SELECT id FROM farms');
    const confirmados: { id: string; em: number }[] = [];
    let parar = false;
    const escritor = (async () => {
      for (let i = 0; !parar; i++) {
        const id = `tec-${i}`;
        await client.execute({
          sql: "INSERT INTO tecnicos (id, farm_id, nome, especialidade) VALUES (?, ?, ?, 'Veterinária')",
          args: [id, farmId, `Técnico ${i}`],
        });
        confirmados.push({ id, em: performance.now() });
        if (i % 20 === 0) await new Promise((r) => setImmediate(r));
      }
    })();
    await expect.poll(() => confirmados.length).toBeGreaterThan(200);
    const inicio = performance.now();
    const antesDoBackup = confirmados.filter((c) => c.em <= inicio).map((c) => c.id);
    const copia = join(dir, 'sob-carga.db');
    // a process of its own, as an administrator's backup beside the server: the writer above goes on meanwhile
    const r = await leiteiraProcesso(['backup', copia]);
    const duranteOBackup = confirmados.length - antesDoBackup.length;
    parar = true;
    await escritor;
    client.close();
    expect(r.code).toBe(0);
    expect(duranteOBackup).toBeGreaterThan(0); // writes went on while the copy was taken

    const restaurado = join(dir, 'restaurado.db');
    expect((await leiteira(['restaurar', copia], { DATABASE_URL: `file:${restaurado}` })).code).toBe(0);
    expect((await sql(restaurado, 'PRAGMA integrity_check'))[0]).toEqual({ integrity_check: 'ok' });
    const ids = new Set((await sql<{ id: string }>(restaurado, 'SELECT id FROM tecnicos')).map((t) => t.id));
    expect(antesDoBackup.filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('leiteira diagnostico', { timeout: 60_000 }, () => {
  it('exits 0 on a healthy database with a recent backup, and says so', async () => {
    const backups = join(dir, 'bk');
    await gravarBackup(`file:${banco}`, backups, 14);
    const r = await leiteira(['diagnostico'], { BACKUP_DIR: backups });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    for (const linha of [
      'Integridade: ok',
      'Chaves estrangeiras: ok',
      'Esquema: em dia',
      'Reprodução: nenhuma sequência impossível',
      'Tamanho: ',
      'Último backup:',
    ]) {
      expect(r.stdout).toContain(linha);
    }
    expect(r.stdout).toContain('Nenhum problema encontrado.');
    const json = JSON.parse((await leiteira(['diagnostico', '--json'], { BACKUP_DIR: backups })).stdout);
    expect(json.ok).toBe(true);
    expect(json.verificacoes.map((v: { item: string }) => v.item)).toEqual([
      'integridade',
      'chaves',
      'esquema',
      'ciclo',
      'tamanho',
      'backup',
      'servidor',
    ]);
  });

  // Issue 38 item 9: a server's writes wait in the WAL until a checkpoint; the size counts them (read-only: the
  // diagnosis never checkpoints a database a server may be using).
  it('counts the data still in the WAL file in the size, without folding it into the database', async () => {
    const c = createClient({ url: `file:${banco}` });
    await c.execute('PRAGMA journal_mode = WAL');
    await c.execute('PRAGMA wal_autocheckpoint = 0');
    await c.execute('CREATE TABLE peso (x BLOB)');
    for (let i = 0; i < 16; i++) await c.execute({ sql: 'INSERT INTO peso VALUES (randomblob(65536))', args: [] });
    // the connection stays open, as a running server's does: 1 MB of data is in the WAL, not yet in the file
    const wal = statSync(`${banco}-wal`).size;
    const arquivo = statSync(banco).size;
    expect(wal).toBeGreaterThan(1024 * 1024);
    const r = await leiteira(['diagnostico', '--json'], { BACKUP_DIR: 'off' });
    const tamanho = JSON.parse(r.stdout).verificacoes.find((v: { item: string }) => v.item === 'tamanho');
    // e.g. 'Tamanho: 1,2 MB (arquivo do banco 240 KB, mais 1 MB ainda no arquivo WAL)'
    expect(tamanho.mensagem).toMatch(/^Tamanho: \d+(,\d)? MB \(arquivo do banco .+, mais .+ ainda no arquivo WAL\)$/);
    expect(tamanho.dados.bancoBytes + tamanho.dados.walBytes).toBeGreaterThan(1024 * 1024);
    expect(statSync(banco).size).toBe(arquivo); // nothing checkpointed by the diagnosis
    c.close();
  });

  it('exits 1 on a foreign key violation, on no backup, and on a missing database', async () => {
    const c = createClient({ url: `file:${banco}` });
    await c.execute('PRAGMA foreign_keys = OFF');
    await c.execute(
      "INSERT INTO tecnicos (id, farm_id, nome, especialidade) VALUES ('orfao', 'fazenda-que-nao-existe', 'Órfão', 'X')",
    );
    c.close();
    // the real binary: a problem found ends the process with 1 (bin/leiteira.js → main.ts → process.exitCode)
    const r = await leiteiraProcesso(['diagnostico'], { BACKUP_DIR: 'off' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/PROBLEMA\s+Chaves estrangeiras: 1 registro aponta para o que não existe \(tecnicos: 1\)/);
    expect(r.stdout).toContain('1 problema encontrado.');
    const json = JSON.parse((await leiteira(['diagnostico', '--json'], { BACKUP_DIR: 'off' })).stdout);
    expect(json.ok).toBe(false);

    await sql(banco, "DELETE FROM tecnicos WHERE id = 'orfao'");
    expect((await leiteira(['diagnostico'], { BACKUP_DIR: 'off' })).code).toBe(0);
    const semBackup = await leiteira(['diagnostico'], { BACKUP_DIR: join(dir, 'vazia') });
    expect(semBackup.code).toBe(1);
    expect(semBackup.stdout).toMatch(/PROBLEMA\s+Último backup: nenhum/);
    const semBanco = await leiteira(['diagnostico', '-d', `file:${join(dir, 'nao.db')}`]);
    expect(semBanco.code).toBe(1);
    expect(semBanco.stderr).toMatch(/Banco de dados não encontrado/);
  });
});
