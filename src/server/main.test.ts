/**
 * The "done when": a new user starts the app, reads the admin password from the console and signs in
 * through the API. Runs the real entry point (compiled when the build is up to date, else through tsx: startServer of
 * test/harness.ts) on a temporary database — three starts, each for what only the process shows (its console, its
 * log, its exit on SIGTERM, the upgrade's copy and log line). What a start decides from the database and the
 * environment (the seed, whether to copy) is asked of the same functions inicio.ts calls, in this process: a start
 * costs ~2 s of CPU (Node, the imports, migrating), a call a few milliseconds.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, schema } from './db/client.ts';
import { algumaMudaDados, migracoesDoCodigo, versaoDoBanco } from './db/versao.ts';
import { createLogger } from './logger.ts';
import { precisaCopiaAntesDeAtualizar } from './services/backup.ts';
import { seedDatabase } from './services/seed.ts';
import { killServers, startServer } from './test/harness.ts';

let dir: string;

/** The server on this file's folder, logging at info (the tests read its lines). */
const start = (env: Record<string, string>) =>
  startServer({ LOG_LEVEL: 'info', STATIC_ROOT: join(dir, 'web'), ...env });

async function login(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  return { status: res.status, cookie };
}

/**
 * What a start on `databaseUrl` with `env` does to the database before it listens (inicio.ts: loadConfig(), migrate when
 * pending, seedDatabase), then a sign-in's status on the app it serves — in this process, at the production
 * argon2 cost inicio.ts uses.
 */
async function comoUmInicio(env: Record<string, string>) {
  const config = loadConfig({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'silent', ...env });
  const database = await openDatabase(config.databaseUrl);
  if ((await versaoDoBanco(database.client)).pendentes.length) await migrateDatabase(database.db);
  const seed = await seedDatabase(database.db, config);
  const app = createApp({ db: database.db, config, logger: createLogger('silent') });
  const entrar = async (email: string, password: string) =>
    (
      await app.request('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { host: 'localhost', origin: 'http://localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
    ).status;
  return { seed, entrar, fechar: () => database.close() };
}

/**
 * A URL or headers over Node's 16 KB limit (a list filtered by a very long text, a hand-built link) is refused by Node
 * before the app reads it. The probe of issue 37 got '431' with an empty body: no Portuguese message for the screen,
 * nothing in openapi.json. inicio.ts installs the answer (http/erro-do-cliente.ts) on its http.Server, so it is read
 * from a started server — one this file starts anyway (a server of its own cost a Node start, migrating and seeding).
 * Asked on a connection that already carried answers (the sign-ins before it), as a browser's kept-alive one: there the
 * handler closed the socket with no answer (undici: 'other side closed') until it checked the answer in flight.
 */
async function refusesHeadersOver16Kb(base: string) {
  // A connection left idle and open after a whole answer, which the next request reuses.
  expect(((await (await fetch(`${base}/api/health`)).json()) as { ok: boolean }).ok).toBe(true);
  const res = await fetch(`${base}/api/farms/x/despesas?q=${'a'.repeat(17 * 1024)}`);
  expect(res.status).toBe(431);
  expect(res.headers.get('content-type')).toContain('application/json');
  expect(await res.json()).toEqual({ error: { code: 'headers_too_large', message: MSG.cabecalhosGrandes } });
  // the server is still up for the next request
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  };
  expect(doc.paths['/api/farms/{farmId}/despesas'].get.responses['431']).toBeDefined();
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-start-'));
});
afterAll(() => {
  killServers();
  rmSync(dir, { recursive: true, force: true });
});

describe('first start', { timeout: 120_000 }, () => {
  const databaseUrl = () => `file:${join(dir, 'data', 'leiteira.db')}`;
  let password = '';

  it('migrates, seeds, prints the generated admin password once, and that password signs in', async () => {
    const s = await start({ DATABASE_URL: databaseUrl() });
    try {
      const out = s.stdout();
      expect(out).toContain('Administrador criado: admin@leiteira.local');
      password = /Senha gerada \(anote agora, ela não será mostrada de novo\): (\S+)/.exec(out)?.[1] ?? '';
      expect(password.length).toBeGreaterThanOrEqual(12);
      const health = await fetch(`${s.base}/api/health`);
      expect(await health.json()).toMatchObject({ ok: true });
      // The server keeps an idle connection 660 s, past every client's own limit (undici's 600 s, Chromium's 300 s),
      // so the client closes first and never sends on a socket the server is closing (was Node's 5 s: ECONNRESET).
      expect(health.headers.get('keep-alive')).toBe('timeout=660');
      const { status, cookie } = await login(s.base, 'admin@leiteira.local', password);
      expect(status).toBe(200);
      const me = await fetch(`${s.base}/api/auth/me`, { headers: { cookie: cookie as string } });
      expect(((await me.json()) as { user: { isAdmin: boolean } }).user.isAdmin).toBe(true);
      expect((await login(s.base, 'admin@leiteira.local', 'admin')).status).toBe(400);
      // Each request is logged as one JSON line.
      expect(out.split('\n').some((l) => l.startsWith('{') && JSON.parse(l).msg === 'servidor iniciado')).toBe(true);
      await refusesHeadersOver16Kb(s.base);
    } finally {
      expect(await s.stop()).toBe(0);
    }
  });

  it('a second start neither re-seeds nor generates a password; the first password still works', async () => {
    const inicio = await comoUmInicio({ DATABASE_URL: databaseUrl(), ADMIN_PASSWORD: 'ignorada-123' });
    try {
      // inicio.ts prints the password and 'Administrador criado' only for a seed that made the admin
      expect(inicio.seed).toEqual({ seeded: false });
      expect(await inicio.entrar('admin@leiteira.local', password)).toBe(200);
      expect(await inicio.entrar('admin@leiteira.local', 'ignorada-123')).toBe(400);
    } finally {
      inicio.fechar();
    }
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD from the environment and generates no password', async () => {
    const inicio = await comoUmInicio({
      DATABASE_URL: `file:${join(dir, 'env.db')}`,
      ADMIN_EMAIL: 'Dono@Fazenda.com',
      ADMIN_PASSWORD: 'senha-do-dono',
    });
    try {
      expect(inicio.seed).toEqual({ seeded: true, adminEmail: 'dono@fazenda.com' });
      expect(await inicio.entrar('dono@fazenda.com', 'senha-do-dono')).toBe(200);
    } finally {
      inicio.fechar();
    }
  });
});

/**
 * A database the previous release left: every migration of this code but `pendentes` (a suffix: drizzle applies what
 * is newer than the newest applied), with a farm's data (the seed) in it.
 */
async function bancoAnterior(nome: string, pendentes: number): Promise<{ banco: string; anterior: string }> {
  const pasta = join(dir, `migracoes-${nome}`);
  cpSync(MIGRATIONS_FOLDER, pasta, { recursive: true });
  const journal = JSON.parse(readFileSync(join(pasta, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  journal.entries.splice(journal.entries.length - pendentes);
  writeFileSync(join(pasta, 'meta/_journal.json'), JSON.stringify(journal));
  const banco = join(dir, nome, 'leiteira.db');
  mkdirSync(join(dir, nome));
  const c = createClient({ url: `file:${banco}` });
  await migrate(drizzle(c, { schema }), { migrationsFolder: pasta });
  // The previous release's own rows, in its schema: today's seed writes today's columns (a farm's newer settings),
  // which the older tables do not have yet.
  await c.batch([
    `INSERT INTO users (id, name, email, password_hash, is_admin) VALUES ('u-anterior', 'Administrador',
       'admin@leiteira.local', 'hash-da-versao-anterior', 1)`,
    `INSERT INTO farms (id, name, location, size, allowed_modules) VALUES ('f-anterior', 'Fazenda Modelo',
       'Minas Gerais, MG', 120, '["animals","appointments"]')`,
  ]);
  expect((await versaoDoBanco(c)).pendentes).toHaveLength(pendentes);
  c.close();
  return { banco, anterior: journal.entries.at(-1)?.tag as string };
}

const tags = migracoesDoCodigo().map((m) => m.tag);
/** Pending from 0014_painel_milk_dias on (its INSERT … SELECT fills milk_dias from the records): data changes. */
const desdeUmaQueMudaDados = tags.length - tags.indexOf('0014_painel_milk_dias');
/** The newest migrations that only add structure (0015 and 0016 replace triggers), 0 if the newest changes data. */
const soEsquemaNoFim = tags.length - 1 - tags.findLastIndex((tag) => algumaMudaDados([{ tag, when: 0 }]));

describe('a release upgrade', { timeout: 120_000 }, () => {
  it('copies a database of the previous schema before a migration that changes data, once', async () => {
    const { banco, anterior } = await bancoAnterior('upgrade', desdeUmaQueMudaDados);
    const s = await start({ DATABASE_URL: `file:${banco}` });
    try {
      expect(s.stdout()).toMatch(/Versão nova: o banco foi copiado em \S+antes-de-atualizar-/);
      expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
    } finally {
      await s.stop();
    }
    const copias = readdirSync(join(dir, 'upgrade', 'backups')).filter((n) => n.startsWith('antes-de-atualizar-'));
    expect(copias).toHaveLength(1);
    expect(copias[0]).toContain(anterior);
    // The copy is the database as the previous release had it, whole: rolling back restores it as it was.
    const copia = createClient({ url: `file:${join(dir, 'upgrade', 'backups', copias[0])}` });
    expect((await versaoDoBanco(copia)).atual).toBe(anterior);
    expect((await copia.execute('PRAGMA integrity_check')).rows[0][0]).toBe('ok');
    expect((await copia.execute('SELECT email FROM users')).rows.map((r) => r.email)).toEqual(['admin@leiteira.local']);
    copia.close();

    // the next start has nothing pending: no second copy (inicio.ts copies only when precisaCopiaAntesDeAtualizar)
    const depois = createClient({ url: `file:${banco}` });
    const versao = await versaoDoBanco(depois);
    depois.close();
    expect(versao.pendentes).toEqual([]);
    expect(precisaCopiaAntesDeAtualizar({ databaseUrl: `file:${banco}` }, versao, true)).toBe(false);
  });

  it.skipIf(soEsquemaNoFim === 0)(
    'migrates without a copy when the pending migrations only add structure, and logs why',
    async () => {
      const { banco } = await bancoAnterior('so-esquema', soEsquemaNoFim);
      const s = await start({ DATABASE_URL: `file:${banco}` });
      try {
        expect((await fetch(`${s.base}/api/health`)).status).toBe(200);
        expect(s.stdout()).not.toContain('Versão nova');
        expect(s.stdout()).toContain('banco atualizado sem cópia antes: nenhuma migração muda dados');
      } finally {
        await s.stop();
      }
      // the daily backup may run at once (no backup yet); no copy before the upgrade
      const pasta = join(dir, 'so-esquema', 'backups');
      expect((existsSync(pasta) ? readdirSync(pasta) : []).filter((n) => n.startsWith('antes-de-atualizar-'))).toEqual(
        [],
      );
      const c = createClient({ url: `file:${banco}` });
      expect((await versaoDoBanco(c)).pendentes).toEqual([]);
      c.close();
    },
  );
});
