/**
 * The release as a Pi installs it (issue 40, item 4): `npm run release` (built first if needed), installed into an
 * empty prefix with `npm install --omit=dev` of its file (README, 'Rodando no Raspberry Pi'), then
 *   - the installed size (`du -sk` of the prefix, as `du -sh` shows it) and the packages, the biggest named;
 *   - the start: time from spawn to the first answer of /api/health, the median of START_RUNS starts on a database
 *     already migrated (the usual start), for the bundle as the service runs it (`leiteira servidor`: in a release the
 *     server in the bin's own node, bin/leiteira.js) and bare (`node dist/bundle/server.js`); beside it, in the same run, tsc's per-file
 *     output in the checkout (dist/server/main.js, what `npm start` ran before the bundle);
 *   - the first start on a new database (migrations and the administrator's password hash included).
 * Printed beside the goals (≤ 40 MB, ≤ 300 ms) and the figure before the bundle (138 MB, 263 packages, issue 40).
 *
 *   node --import tsx bench/release.bench.ts            (npm run bench -- release)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { processos } from '../src/server/test/processos.ts';
import { goal } from './support/goals.ts';

const META_MB = 40;
const META_INICIO_MS = 300;
const ANTES = { mb: 138, pacotes: 263 };
const START_RUNS = Number(process.env.START_RUNS ?? 7);

const dir = mkdtempSync(join(tmpdir(), 'leiteira-release-bench-'));
const prefixo = join(dir, 'opt');
const app = join(prefixo, 'node_modules', 'gestao-leiteira');
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function kb(pasta: string): number {
  return Number(spawnSync('du', ['-sk', pasta], { encoding: 'utf8' }).stdout.split(/\s/)[0]);
}

/**
 * CPU milliseconds (user + system) the processes of a process group have used so far (/proc/<pid>/stat, clock
 * ticks of 10 ms): on a shared, loaded machine the wall time of a start grows with the load, its CPU time much less.
 */
function cpuDoGrupo(pgid: number): number {
  return processos()
    .filter((p) => p.pgid === pgid)
    .reduce((s, p) => s + p.proprioMs, 0);
}

/**
 * Milliseconds from spawn to the first 200 of /api/health (the port the server prints, PORT=0), and the CPU time
 * the start's processes used until then.
 */
async function inicio(
  cmd: string,
  args: string[],
  banco: string,
  cwd: string,
): Promise<{ ms: number; cpu: number; primeiraLista: number; segundaLista: number }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${banco}`,
    ADMIN_EMAIL: 'bench@leiteira.local',
    ADMIN_PASSWORD: 'senha-do-bench-123',
    LOG_LEVEL: 'warn',
    BACKUP_DIR: 'off',
    SMTP_URL: '',
    PUBLIC_URL: 'http://localhost',
  };
  delete env.STATIC_ROOT;
  const t0 = performance.now();
  const filho: ChildProcess = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  try {
    let out = '';
    const porta = await new Promise<number>((resolve, reject) => {
      const olhar = (d: Buffer) => {
        out += d;
        const m = /Gestão Leiteira em http:\/\/localhost:(\d+)/.exec(out);
        if (m) resolve(Number(m[1]));
      };
      filho.stdout?.on('data', olhar);
      filho.stderr?.on('data', olhar);
      filho.on('exit', (c) => reject(new Error(`o servidor saiu (${c}):\n${out}`)));
    });
    const base = `http://127.0.0.1:${porta}`;
    const r = await fetch(`${base}/api/health`);
    await r.arrayBuffer();
    const ms = performance.now() - t0;
    if (r.status !== 200) throw new Error(`/api/health → ${r.status}`);
    const cpu = cpuDoGrupo(filho.pid as number);
    // What is built on first use (the router's matcher, a list's prepared query) must not move to the first real
    // request: sign in (argon2, not timed), then time the first GET of a list, the bills' (a screen's first read).
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] as string;
    const fazendas = (await (await fetch(`${base}/api/admin/farms`, { headers: { cookie } })).json()) as {
      id: string;
    }[];
    const t1 = performance.now();
    const lista = await fetch(`${base}/api/farms/${fazendas[0].id}/contas-pagar`, { headers: { cookie } });
    await lista.arrayBuffer();
    const primeiraLista = performance.now() - t1;
    if (lista.status !== 200) throw new Error(`primeira lista → ${lista.status}`);
    // The same GET again: what the first paid more is the finance group's import (app-sob-demanda.ts) and the
    // list's prepared query.
    const t2 = performance.now();
    await (await fetch(`${base}/api/farms/${fazendas[0].id}/contas-pagar`, { headers: { cookie } })).arrayBuffer();
    const segundaLista = performance.now() - t2;
    return { ms, cpu, primeiraLista, segundaLista };
  } finally {
    const saiu = new Promise((resolve) => filho.once('exit', resolve));
    process.kill(-(filho.pid as number), 'SIGTERM');
    await saiu;
  }
}

async function medir(rotulo: string, cmd: string, args: string[], cwd: string): Promise<{ ms: number; cpu: number }> {
  const banco = join(dir, `${rotulo.replace(/\W+/g, '-')}.db`);
  const primeiro = await inicio(cmd, args, banco, cwd); // migrates and seeds: the first start, not the usual one
  const tempos: { ms: number; cpu: number; primeiraLista: number; segundaLista: number }[] = [];
  for (let i = 0; i < START_RUNS; i++) tempos.push(await inicio(cmd, args, banco, cwd));
  const ms = mediana(tempos.map((t) => t.ms));
  const cpu = mediana(tempos.map((t) => t.cpu));
  const lista = mediana(tempos.map((t) => t.primeiraLista));
  const segunda = mediana(tempos.map((t) => t.segundaLista));
  console.log(
    `  ${rotulo}: mediana ${ms.toFixed(0)} ms (${tempos.map((t) => t.ms.toFixed(0)).join(', ')}), ` +
      `CPU ${cpu.toFixed(0)} ms; primeiro início, banco novo: ${primeiro.ms.toFixed(0)} ms, CPU ${primeiro.cpu} ms; ` +
      `primeiro GET de uma lista depois do início (contas a pagar, já com sessão; carrega o grupo de rotas do ` +
      `financeiro): mediana ${lista.toFixed(0)} ms, o segundo ${segunda.toFixed(0)} ms`,
  );
  return { ms, cpu };
}

try {
  const rel = spawnSync(process.execPath, ['scripts/release.mjs', '--saida', join(dir, 'release')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const arquivo = /release: (\S+\.tgz)/.exec(rel.stdout)?.[1];
  if (rel.status !== 0 || !arquivo) throw new Error(`npm run release falhou:\n${rel.stdout}`);
  const inst = spawnSync(
    'npm',
    ['install', '--prefix', prefixo, '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', arquivo],
    { encoding: 'utf8' },
  );
  if (inst.status !== 0) throw new Error(`npm install falhou:\n${inst.stdout}${inst.stderr}`);
  const nm = join(prefixo, 'node_modules');
  const pacotes = readdirSync(nm).flatMap((n) =>
    n.startsWith('@') ? readdirSync(join(nm, n)).map((m) => `${n}/${m}`) : n.startsWith('.') ? [] : [n],
  );
  const totalMb = kb(prefixo) / 1024;
  console.log(
    `release: arquivo ${(statSync(arquivo).size / 1e6).toFixed(1)} MB; instalado (du -sk da pasta) ${totalMb.toFixed(1)} MB em ${pacotes.length} pacotes`,
  );
  for (const p of pacotes.map((p) => [p, kb(join(nm, p)) / 1024] as const).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${p[1].toFixed(1).padStart(6)} MB  ${p[0]}`);
  }
  const bundle = join(app, 'dist/bundle');
  const tam = (f: string) => (statSync(join(bundle, f)).size / 1e3).toFixed(0);
  console.log(
    `  o bundle: server.js ${tam('server.js')} kB, cli.js ${tam('cli.js')} kB, ` +
      `${readdirSync(join(bundle, 'chunks')).filter((f) => f.endsWith('.js')).length} pedaços (${(kb(join(bundle, 'chunks')) / 1024).toFixed(1)} MB, carregados sob demanda)`,
  );
  goal({
    name: `release instalada (du; antes ${ANTES.mb} MB em ${ANTES.pacotes} pacotes)`,
    value: totalMb,
    unit: 'MB',
    kind: 'max',
    limit: META_MB,
  });

  console.log(
    `\ninício até a primeira resposta de /api/health (${START_RUNS} inícios sobre o banco já migrado; ` +
      `carga da máquina ${loadavg()[0].toFixed(1)} em ${availableParallelism()} núcleos):`,
  );
  const leiteira = join(nm, '.bin', 'leiteira');
  const servico = await medir('release, leiteira servidor', leiteira, ['servidor'], dir);
  const nu = await medir(
    'release, node dist/bundle/server.js',
    process.execPath,
    ['--max-semi-space-size=2', join(bundle, 'server.js')],
    dir,
  );
  let tsc: { ms: number; cpu: number } | undefined;
  if (existsSync('dist/server/main.js')) {
    tsc = await medir(
      'checkout, tsc por arquivo (dist/server/main.js, antes do bundle)',
      process.execPath,
      ['--max-semi-space-size=2', 'dist/server/main.js'],
      process.cwd(),
    );
  }
  for (const [nome, m, antes] of [
    ['início da release até /api/health (leiteira servidor)', servico.ms, tsc?.ms],
    ['início do bundle até /api/health (node dist/bundle/server.js)', nu.ms, tsc?.ms],
    ['CPU do início da release (leiteira servidor)', servico.cpu, tsc?.cpu],
    ['CPU do início do bundle (node dist/bundle/server.js)', nu.cpu, tsc?.cpu],
  ] as const) {
    goal({
      name: nome,
      value: m,
      unit: 'ms',
      kind: 'max',
      limit: META_INICIO_MS,
      ...(antes ? { ceiling: { label: 'tsc por arquivo, antes', value: antes, unit: 'ms' } } : {}),
    });
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
