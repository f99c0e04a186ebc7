/**
 * The signed-in first screen loads no zod (issue 41 item 1): the entry, the shell (layout.tsx: header, bell, menus)
 * and Financeiro's hub — where /dashboard leads a user of the finance module — with what they import on load (the
 * service worker's wiring, the connection toasts, the hub's chart), as the build's chunk graph says
 * (dist/web/.vite/manifest.json: every chunk those statically import, not the screens opened later). zod is some
 * 28 KB of gzip to download and parse on every first load (each browser test, each phone); the schemas come with
 * the forms that validate. The login page, likewise. `npm test` builds before the unit phase; a build older than the
 * sources is made again into a temporary folder.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, Chunk>;

const RAIZ = join(import.meta.dirname, '../..');

/** The newest modification among what the web build reads. */
function fontesMaisNovas(): number {
  let max = 0;
  const ver = (p: string) => {
    const s = statSync(p);
    if (s.isDirectory()) for (const f of readdirSync(p)) ver(join(p, f));
    else if (!/\.test\.tsx?$/.test(p)) max = Math.max(max, s.mtimeMs);
  };
  for (const p of ['src/web', 'src/domain', 'vite.config.ts', 'index.html', 'package-lock.json']) ver(join(RAIZ, p));
  return max;
}

let dist = process.env.DIST_DIR ?? join(RAIZ, 'dist/web');
let temporaria: string | undefined;
let manifest: Manifest;

beforeAll(() => {
  const arquivo = join(dist, '.vite/manifest.json');
  if (!process.env.DIST_DIR && (!existsSync(arquivo) || statSync(arquivo).mtimeMs < fontesMaisNovas())) {
    temporaria = mkdtempSync(join(tmpdir(), 'leiteira-primeira-tela-'));
    dist = temporaria;
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: RAIZ,
      stdio: 'inherit',
    });
  }
  manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 300_000);
afterAll(() => {
  if (temporaria) rmSync(temporaria, { recursive: true, force: true });
});

function chave(src: string): string {
  const k = Object.keys(manifest).find((x) => x === src || manifest[x]?.src === src);
  if (!k) throw new Error(`${src} não é um chunk do build`);
  return k;
}

/** The chunks (files) loaded with these: each one's static imports, never its dynamic ones. */
function fecho(chaves: string[]): string[] {
  const vistos = new Set<string>();
  const visitar = (k: string) => {
    if (vistos.has(k)) return;
    vistos.add(k);
    for (const i of manifest[k]?.imports ?? []) visitar(i);
  };
  for (const k of chaves) visitar(k);
  return [...vistos].map((k) => manifest[k]?.file as string);
}

/** The chunks among these with zod's code in them (its classes are named by string: `$ZodType`). */
function comZod(arquivos: string[]): string[] {
  return arquivos.filter((f) => /[`'"]\$ZodType[`'"]/.test(readFileSync(join(dist, f), 'utf8')));
}

function entrada(): string {
  const k = Object.keys(manifest).find((x) => manifest[x]?.isEntry);
  if (!k) throw new Error('o build não tem chunk de entrada');
  return k;
}

describe('what the first screens load', () => {
  it('zod is a chunk of the build (the forms validate with it)', () => {
    expect(comZod(Object.values(manifest).map((c) => c.file)).length).toBeGreaterThan(0);
  });

  it('the signed-in first screen (shell + Financeiro hub) loads no zod', () => {
    const arquivos = fecho([
      entrada(),
      chave('src/web/shell/layout.tsx'),
      chave('src/web/features/financeiro/FinanceiroRoutes.tsx'),
      // what they import on load
      chave('src/web/pwa/register.ts'),
      chave('src/web/pwa/connection.ts'),
      chave('src/web/components/charts/Chart.tsx'),
    ]);
    expect(comZod(arquivos), arquivos.join(' ')).toEqual([]);
  });

  it('the login page loads no zod', () => {
    const arquivos = fecho([entrada(), chave('src/web/features/auth/LoginPage.tsx')]);
    expect(comZod(arquivos), arquivos.join(' ')).toEqual([]);
  });
});
