/**
 * What the public pages and the signed-in first screen cost to download: gzip size of the JS and CSS the landing and
 * login pages load (entry + its static imports + the page's lazy chunk and its imports) and the first screen (the
 * shell and Financeiro's hub, with what they import on load: the chart, the service worker's wiring), next to the
 * whole build. Fails if the public pages would pull chart.js or the admin panel, or any of them zod (the forms' schemas:
 * src/web/primeira-tela.test.ts keeps that rule in the unit tests).
 *
 *   node --import tsx bench/bundle.bench.ts [distDir]     (default dist/web; built into a temp dir if missing)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, Chunk>;

let dist = process.argv[2] ?? process.env.DIST_DIR ?? 'dist/web';
if (!existsSync(join(dist, '.vite/manifest.json'))) {
  dist = mkdtempSync(join(tmpdir(), 'leiteira-bundle-'));
  console.log(`no manifest in the build: building into ${dist} ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
  });
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Files (JS + CSS) loaded by a chunk and its static imports, without following dynamic imports. */
function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const k of keys) {
    if (seen.has(k)) continue;
    seen.add(k);
    closure(manifest[k]?.imports ?? [], seen);
  }
  return seen;
}
function filesOf(keys: Set<string>): { js: string[]; css: string[]; sources: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const sources: string[] = [];
  for (const k of keys) {
    const c = manifest[k];
    if (!c) continue;
    js.add(c.file);
    for (const s of c.css ?? []) css.add(s);
    sources.push(c.src ?? k);
  }
  return { js: [...js], css: [...css], sources };
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('no entry chunk in the manifest');
const entryKeys = closure([entry]);

function report(name: string, pageSrc: string | string[], charts = false) {
  const pages = typeof pageSrc === 'string' ? [pageSrc] : pageSrc;
  const pageKeys = pages.map((src) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(src));
    if (!key) throw new Error(`${src} is not a chunk of the build`);
    return key;
  });
  const keys = closure(pageKeys, new Set(entryKeys));
  const { js, css, sources } = filesOf(keys);
  const jsGz = js.reduce((s, f) => s + gz(f), 0);
  const cssGz = css.reduce((s, f) => s + gz(f), 0);
  console.log(
    `${name.padEnd(8)} JS ${kb(jsGz).padStart(9)} gzip (${js.length} files)   CSS ${kb(cssGz).padStart(8)} gzip   total ${kb(jsGz + cssGz)}`,
  );
  const js_text = js.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n');
  const offenders = [
    ...sources.filter((s) =>
      (charts ? /features\/admin\// : /node_modules\/(chart\.js|react-chartjs-2)|features\/admin\//).test(s),
    ),
    ...(!charts && /Chart\.register|chartjs/i.test(js_text) ? ['chart.js code'] : []),
    ...(/[`'"]\$ZodType[`'"]/.test(js_text) ? ['zod'] : []),
  ];
  if (offenders.length) {
    console.error(`  ✘ ${name} pulls code it should not: ${offenders.join(', ')}`);
    process.exitCode = 1;
  }
  return jsGz + cssGz;
}

console.log(`build: ${relative(process.cwd(), dist) || dist}`);
report('landing', 'src/web/features/auth/LandingPage.tsx');
report('login', 'src/web/features/auth/LoginPage.tsx');
report(
  'primeira',
  [
    'src/web/shell/layout.tsx',
    'src/web/features/financeiro/FinanceiroRoutes.tsx',
    'src/web/pwa/register.ts',
    'src/web/pwa/connection.ts',
    'src/web/components/charts/Chart.tsx',
  ],
  true,
);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}
const all = walk(join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
const total = all.reduce((s, f) => s + gzipSync(readFileSync(f), { level: 9 }).length, 0);
console.log(`all      JS+CSS ${kb(total)} gzip in ${all.length} files (every route and module)`);
