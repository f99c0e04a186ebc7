/**
 * What the signed-in first screen costs a browser (issue 41 item 1): a new context signs in (the API, as the browser
 * tests do), opens /dashboard and waits for the farm's first screen (Financeiro's hub) with the network idle; then the
 * JavaScript it fetched (files, gzip bytes as the server sends them, whether zod is among them) and the renderer's
 * main-thread CPU (CDP `Performance.getMetrics`: TaskDuration, ScriptDuration) and the whole browser's CPU (its
 * process tree, /proc) for that one load. The login page the same way, signed out.
 *
 * Several builds side by side, A/B/A/B in one run so the machine's load weighs on each alike (one server per build,
 * e2e/support/server.ts on a temporary database, STATIC_ROOT):
 *
 *   node --import tsx bench/primeira-tela.bench.ts [webDirA [webDirB ...]] [--rodadas 6]
 *
 * Default: dist/web alone. Figures are printed, never asserted (the zod rule is kept by src/web/primeira-tela.test.ts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { E2E_ADMIN } from '../e2e/support/constants.ts';
import { argumentosDoChromium, chromiumLeve } from '../e2e/support/navegadores.ts';
import { arvore } from '../src/server/test/processos.ts';
import { rawGet } from './support/page-weight.ts';

const args = process.argv.slice(2);
const iRodadas = args.indexOf('--rodadas');
const rodadas = iRodadas >= 0 ? Number(args[iRodadas + 1]) : 6;
const raizes = args.filter((a, i) => !a.startsWith('--') && (iRodadas < 0 || i !== iRodadas + 1));
const builds = (raizes.length ? raizes : ['dist/web']).map((r) => resolve(r));
for (const b of builds)
  if (!existsSync(join(b, 'index.html'))) throw new Error(`${b}: sem index.html (npm run build:web)`);

function portaLivre(): number {
  const probe =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim());
}

interface Servidor {
  raiz: string;
  url: string;
  dir: string;
  filho: ChildProcess;
  farmId: string;
}

async function iniciar(raiz: string): Promise<Servidor> {
  const dir = mkdtempSync(join(tmpdir(), 'leiteira-primeira-tela-'));
  const port = portaLivre();
  const filho = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/server.ts'], {
    env: { ...process.env, E2E_DIR: dir, E2E_PORT: String(port), STATIC_ROOT: raiz, E2E_SEM_EMAIL: '1' },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600 || filho.exitCode !== null) throw new Error(`servidor de ${raiz} não respondeu`);
    await new Promise((r) => setTimeout(r, 100));
  }
  // a farm for the admin, the first screen's (all modules: Financeiro's hub)
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(E2E_ADMIN),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const fazenda = await fetch(`${url}/api/admin/farms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: url },
    body: JSON.stringify({
      name: 'Fazenda da medida',
      location: 'Lavras - MG',
      size: 120,
      allowedModules: ['animals', 'lands', 'facilities', 'machinery', 'financial', 'appointments', 'reports'],
    }),
  });
  if (!fazenda.ok) throw new Error(`fazenda: ${fazenda.status} ${await fazenda.text()}`);
  const { id } = (await fazenda.json()) as { id: string };
  return { raiz, url, dir, filho, farmId: id };
}

/**
 * The CPU of the browser, in ms: its processes alive now and what the ended ones left in their parent's cutime (the
 * servers are our children too: only Chromium's processes).
 */
function cpuDoNavegador(): number {
  const doChromium = (pid: number) => {
    try {
      return /chrom/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  };
  return arvore(process.pid)
    .filter((p) => p.pid !== process.pid && doChromium(p.pid))
    .reduce((s, p) => s + p.proprioMs + p.filhosMs, 0);
}

interface Medida {
  tarefaMs: number;
  scriptMs: number;
  navegadorMs: number;
  js: number;
  arquivos: number;
  zod: boolean;
  paraleloMs: number;
  nomes: string[];
}

const gzipDe = new Map<string, { bytes: number; zod: boolean }>();
async function pesoGzip(url: string): Promise<{ bytes: number; zod: boolean }> {
  const nome = new URL(url).pathname;
  const guardado = gzipDe.get(nome);
  if (guardado) return guardado;
  const { bytes } = await rawGet(url, { 'accept-encoding': 'gzip' });
  const texto = await (await fetch(url)).text();
  // zod v4's own words: its error map and its parse engine
  const zod = /\$ZodError|\$ZodType|_zod\b/.test(texto);
  const r = { bytes, zod };
  gzipDe.set(nome, r);
  return r;
}

async function medir(browser: Browser, s: Servidor, caminho: 'primeira' | 'login'): Promise<Medida> {
  const context = await browser.newContext({
    baseURL: s.url,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 768 },
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    // as the browser tests' pages (e2e/support/navegacao.ts semServiceWorker)
    await page.addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    if (caminho === 'primeira') {
      const r = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
      if (r.status() !== 200) throw new Error(`login ${r.status()}`);
      const f = await page.request.put('/api/auth/current-farm', { data: { farmId: s.farmId } });
      if (f.status() !== 200) throw new Error(`fazenda atual ${f.status()}`);
    }
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const antes = cpuDoNavegador();
    const t0 = performance.now();
    if (caminho === 'primeira') {
      await page.goto('/dashboard');
      await page.waitForURL('**/dashboard/financeiro');
      await page
        .getByRole('link', { name: /Contas a Pagar/ })
        .first()
        .waitFor();
      // the hub drawn with its data: the cash flow read, then its chart (chart.js, a lazy chunk) in place
      await page.getByText('Entradas (12 meses)').waitFor();
      await page.getByText('Carregando gráfico...').waitFor({ state: 'detached' });
    } else {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Entrar' }).waitFor();
    }
    await page.waitForLoadState('networkidle');
    const paraleloMs = performance.now() - t0;
    const { metrics } = await cdp.send('Performance.getMetrics');
    const navegadorMs = cpuDoNavegador() - antes;
    const m = (nome: string) => (metrics.find((x) => x.name === nome)?.value ?? 0) * 1000;
    let js = 0;
    let zod = false;
    for (const u of new Set(scripts)) {
      const p = await pesoGzip(u);
      js += p.bytes;
      zod ||= p.zod;
    }
    return {
      tarefaMs: m('TaskDuration'),
      scriptMs: m('ScriptDuration'),
      navegadorMs,
      js,
      arquivos: new Set(scripts).size,
      zod,
      paraleloMs,
      nomes: [...new Set(scripts)].map((u) => {
        const p = gzipDe.get(new URL(u).pathname);
        return `${new URL(u).pathname.replace('/assets/', '')} ${((p?.bytes ?? 0) / 1024).toFixed(1)}${p?.zod ? ' (zod)' : ''}`;
      }),
    };
  } finally {
    await context.close();
  }
}

const mediana = (xs: number[]) => {
  const o = [...xs].sort((a, b) => a - b);
  const m = Math.floor(o.length / 2);
  return o.length % 2 ? (o[m] as number) : ((o[m - 1] as number) + (o[m] as number)) / 2;
};

const servidores: Servidor[] = [];
let browser: Browser | undefined;
try {
  for (const b of builds) servidores.push(await iniciar(b));
  browser = await chromium.launch({ executablePath: chromiumLeve, args: argumentosDoChromium });
  const medidas = new Map<string, Medida[]>();
  // one warm-up load each (the server's first reads, the browser's caches of its own)
  for (const s of servidores) for (const c of ['primeira', 'login'] as const) await medir(browser, s, c);
  for (let r = 0; r < rodadas; r++)
    for (const c of ['primeira', 'login'] as const)
      for (const s of r % 2 ? [...servidores].reverse() : servidores) {
        const chave = `${c}\t${s.raiz}`;
        medidas.set(chave, [...(medidas.get(chave) ?? []), await medir(browser, s, c)]);
      }
  const carga = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(`${rodadas} rodadas alternadas, carga ${carga}; medianas (mín–máx) por carga do app`);
  for (const [chave, ms] of medidas) {
    const [c, raiz] = chave.split('\t');
    const f = (k: keyof Medida) => {
      const xs = ms.map((x) => Number(x[k]));
      return `${mediana(xs).toFixed(0)} (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;
    };
    const um = ms[0] as Medida;
    console.log(
      `${(c as string).padEnd(8)} ${raiz}\n  JS ${(um.js / 1024).toFixed(1)} KB gzip em ${um.arquivos} arquivos, zod: ${um.zod ? 'sim' : 'não'}\n` +
        (process.env.BENCH_ARQUIVOS ? `  ${um.nomes.join(', ')}\n` : '') +
        `  renderer TaskDuration ${f('tarefaMs')} ms, ScriptDuration ${f('scriptMs')} ms; navegador (CPU de todos os processos) ${f('navegadorMs')} ms; parede ${f('paraleloMs')} ms`,
    );
  }
} finally {
  await browser?.close();
  for (const s of servidores) {
    s.filho.kill();
    rmSync(s.dir, { recursive: true, force: true });
  }
}
