import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MODULOS } from '../../domain/modules.ts';
import { createApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, migrateDatabase, openDatabase } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { settleBackground } from '../services/background.ts';
import type { Mail, Mailer } from '../services/mailer.ts';
import { seedDatabase } from '../services/seed.ts';
import { checkContract } from './contract.ts';
import { entradaDoServidor } from './entrada.ts';

export const ADMIN = { email: 'admin@teste.local', password: 'senha-admin-123' };

/** Cheap argon2id for tests (same algorithm, lower cost); production keeps m=19456, t=2. */
export function testConfig(dir: string, overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    databaseUrl: `file:${join(dir, 'test.db')}`,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    logLevel: 'silent',
    argon2: { memoryCost: 1024, timeCost: 1 },
    loginRateLimit: { max: 1000, windowMs: 60_000 },
    staticRoot: join(dir, 'web'),
    ...overrides,
  };
}

/** A migrated and seeded database file of our own, closed again (for tests that run the CLI or a server on it). */
export async function novoBanco(dir: string, arquivo: string): Promise<void> {
  const config = testConfig(dir, { databaseUrl: `file:${arquivo}` });
  const database = await openDatabase(config.databaseUrl);
  await migrateDatabase(database.db);
  await seedDatabase(database.db, config);
  database.close();
}

/**
 * `arquivo` made a copy of this process's template database (bancoModelo: migrated and seeded as novoBanco's, with the
 * same ids): for a test that starts each case from a fresh database of its own on one installation (≈ 20 ms against
 * novoBanco's migration and seed).
 */
export async function copiaDoModelo(arquivo: string): Promise<void> {
  copyFileSync(await bancoModelo(), arquivo);
}

/** The seed's inputs a test may change (seedDatabase's config): a context that changes none starts from the copy. */
const ENTRADAS_DO_SEED = ['databaseUrl', 'adminEmail', 'adminPassword', 'argon2'] as const;

let modelo: Promise<string> | undefined;

/**
 * This process's template database: migrated and seeded once, checkpointed into its one file (no WAL beside it),
 * then copied for each test context that keeps the seed's inputs — a copy is a file copy (≈ 20 ms), migrating and
 * seeding one took 0.3 s (70 ms of CPU, up to a second on a loaded machine) and every API test file makes one or
 * more. Every copy has the same ids (sample farm, admin, groups) and VAPID keys; a test that needs two
 * installations that differ gives each its own `databaseUrl` (novoBanco), and those are migrated and seeded.
 */
function bancoModelo(): Promise<string> {
  modelo ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leiteira-modelo-'));
    const arquivo = join(dir, 'modelo.db');
    const database = await openDatabase(`file:${arquivo}`);
    await migrateDatabase(database.db);
    await seedDatabase(database.db, testConfig(dir));
    await database.client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
    database.close();
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return arquivo;
  })();
  return modelo;
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  config: Config;
  mails: Mail[];
  /** What the server logged (the logger is otherwise silent in tests). */
  logs: { level: string; msg: string; fields: Record<string, unknown> }[];
  /** Waits for work the server does after answering (e-mails). */
  settle(): Promise<void>;
  dir: string;
  close(): void;
  /** JSON request; `cookie` signs it in. Origin is set like a browser's for mutations. */
  request(
    method: string,
    path: string,
    opts?: { body?: unknown; cookie?: string; headers?: Record<string, string>; stream?: boolean },
  ): Promise<Response>;
  /** Signs in and returns the session cookie. */
  login(email: string, password: string): Promise<string>;
  adminCookie(): Promise<string>;
  /** The seeded sample farm's id. */
  sampleFarmId(): Promise<string>;
  /** Creates a non-admin user through the admin API, linked to farms and groups by name. */
  createUser(input: {
    name?: string;
    email: string;
    password?: string;
    farmIds?: string[];
    groupNames?: string[];
  }): Promise<{ id: string; cookie: string }>;
  createFarm(name: string, allowedModules?: string[]): Promise<string>;
}

/** What a server-sent event stream says until its first 'alertas' event (or 5 s), then closes it. */
async function firstEvents(body: ReadableStream<Uint8Array>): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  let pending: ReturnType<typeof reader.read> | null = null;
  while (!/event: alertas\ndata: [^\n]*\n\n/.test(text) && Date.now() < deadline) {
    pending ??= reader.read();
    const chunk = await Promise.race([pending, new Promise<null>((r) => setTimeout(() => r(null), 200))]);
    if (!chunk) continue;
    pending = null;
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  await reader.cancel();
  return text;
}

/** A real app on a real libSQL file in a temporary folder, migrated and seeded (a copy of bancoModelo()). */
export async function createTestContext(overrides: Partial<Config> = {}): Promise<TestContext> {
  const dir = mkdtempSync(join(tmpdir(), 'leiteira-test-'));
  const config = testConfig(dir, overrides);
  // An empty web root (tests that need pages write files into it), so serveStatic does not warn on every test.
  if (!overrides.staticRoot) mkdirSync(config.staticRoot, { recursive: true });
  const copia = !ENTRADAS_DO_SEED.some((k) => k in overrides);
  if (copia) copyFileSync(await bancoModelo(), join(dir, 'test.db'));
  const database = await openDatabase(config.databaseUrl, undefined, { writeWaitMs: config.writeWaitMs });
  if (!copia) {
    await migrateDatabase(database.db);
    await seedDatabase(database.db, config);
  }
  const mails: Mail[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m) };
  const logs: TestContext['logs'] = [];
  const record =
    (level: string) =>
    (msg: string, fields: Record<string, unknown> = {}) =>
      void logs.push({ level, msg, fields });
  const logger: Logger = { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
  const app = createApp({ db: database.db, config, logger, mailer: overrides.smtpUrl ? undefined : mailer });
  // Every answer of the API tests is checked against what its route declares (/api/openapi.json); benches, which
  // time the app, run it as it is.
  if (process.env.VITEST) checkContract(app, { deCreateApp: true });
  let adminCookie: string | undefined;

  const ctx: TestContext = {
    app,
    database,
    config,
    mails,
    logs,
    settle: settleBackground,
    dir,
    close() {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
    async request(method, path, opts = {}) {
      const headers: Record<string, string> = { host: 'localhost', ...(opts.headers ?? {}) };
      if (opts.cookie) headers.cookie = opts.cookie;
      if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
      if (method !== 'GET' && !('origin' in headers)) headers.origin = 'http://localhost';
      const res = await app.request(`http://localhost${path}`, {
        method,
        headers,
        body:
          opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
      });
      // An event stream never ends: unless asked for the stream, the caller gets its status, headers and its first
      // 'alertas' event, and the stream is closed (the route walkers read every answer whole).
      if (!opts.stream && res.body && res.headers.get('content-type')?.startsWith('text/event-stream')) {
        return new Response(await firstEvents(res.body), { status: res.status, headers: res.headers });
      }
      return res;
    },
    async login(email, password) {
      const res = await ctx.request('POST', '/api/auth/login', { body: { email, password } });
      if (res.status !== 200) throw new Error(`login ${email} falhou: ${res.status} ${await res.text()}`);
      const cookie = res.headers.get('set-cookie')?.split(';')[0];
      if (!cookie) throw new Error('sem cookie');
      return cookie;
    },
    async adminCookie() {
      adminCookie ??= await ctx.login(ADMIN.email, ADMIN.password);
      return adminCookie;
    },
    async sampleFarmId() {
      const res = await ctx.request('GET', '/api/admin/farms', { cookie: await ctx.adminCookie() });
      const farms = (await res.json()) as { id: string; name: string }[];
      return farms[0].id;
    },
    async createUser({ name, email, password = 'senha123', farmIds = [], groupNames = [] }) {
      const cookie = await ctx.adminCookie();
      const groups = (await (await ctx.request('GET', '/api/admin/groups', { cookie })).json()) as {
        id: string;
        name: string;
      }[];
      const groupIds = groupNames.map((n) => {
        const g = groups.find((x) => x.name === n);
        if (!g) throw new Error(`grupo ${n}?`);
        return g.id;
      });
      const res = await ctx.request('POST', '/api/admin/users', {
        cookie,
        body: { name: name ?? email, email, password, farmIds, groupIds },
      });
      if (res.status !== 201) throw new Error(`criar usuário: ${res.status} ${await res.text()}`);
      const user = (await res.json()) as { id: string };
      return { id: user.id, cookie: await ctx.login(email, password) };
    },
    async createFarm(name, allowedModules = MODULOS.filter((m) => m !== 'admin')) {
      const res = await ctx.request('POST', '/api/admin/farms', {
        cookie: await ctx.adminCookie(),
        body: { name, location: 'Local', size: 10, allowedModules },
      });
      if (res.status !== 201) throw new Error(`criar fazenda: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    },
  };
  return ctx;
}

export interface RunningServer {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  base: string;
  /** What the server printed so far. */
  stdout(): string;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

const ROOT = resolve(import.meta.dirname, '../../..');
const running = new Set<ChildProcess>();

/**
 * The real entry point (entradaDoServidor(): compiled, or the sources through tsx) as a child process, for what only a started server
 * does (first start, backups on a timer). `env` goes over port 0, 127.0.0.1, no admin and no SMTP from the
 * environment. Resolves at its "Gestão Leiteira em http://localhost:PORT" line; fails if it exits first or in 110 s.
 */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, entradaDoServidor(), {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let err = '';
  child.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  let started = false;
  const exited = new Promise<number | null>((resolveExit) => {
    child.on('exit', (code) => {
      running.delete(child);
      resolveExit(code);
    });
  });
  return new Promise((done, fail) => {
    // A bound for a server that hangs, not a wait: under the tests' 120 s (vitest.config.ts), so its output is shown.
    // 45 s was passed by a start through tsx at load average 50–60 (main.test.ts, all five tests).
    const timer = setTimeout(() => fail(new Error(`o servidor não iniciou:\n${out}\n${err}`)), 110_000);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!started) fail(new Error(`o servidor saiu (${code}):\n${out}\n${err}`));
    });
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Gestão Leiteira em http:\/\/localhost:(\d+)/.exec(out);
      if (m && !started) {
        started = true;
        clearTimeout(timer);
        done({
          child,
          base: `http://127.0.0.1:${m[1]}`,
          stdout: () => out,
          stop: () => {
            child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
  });
}

/** Kills the servers a test file left running (for its afterAll). */
export function killServers(): void {
  for (const child of running) child.kill('SIGKILL');
}
