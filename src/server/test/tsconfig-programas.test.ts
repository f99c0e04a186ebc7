/**
 * The two typecheck programs (`npm run typecheck`) check each file once. A web test that imports the server (a real
 * server for the outbox's replay) is checked by tsconfig.json with the server it imports ("files" there) and is left
 * out of tsconfig.web.json: there it made the web's program check the server's 118 files and drizzle a second time
 * (1,375 files and 48 s of CPU, against 853 and 31 s without them). A new such test must be added to both lists; this finds it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '../../..');

/** A tsconfig file (JSON with `//` comments on lines of their own). */
function tsconfig(nome: string): { files?: string[]; exclude?: string[] } {
  const texto = readFileSync(join(RAIZ, nome), 'utf8');
  return JSON.parse(
    texto
      .split('\n')
      .filter((l) => !l.trim().startsWith('//'))
      .join('\n'),
  );
}

function arquivos(pasta: string): string[] {
  return readdirSync(pasta, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? arquivos(join(pasta, e.name)) : /\.tsx?$/.test(e.name) ? [join(pasta, e.name)] : [],
  );
}

it('every web file that imports the server is checked with the server, not by the web program', () => {
  const importamServidor = arquivos(join(RAIZ, 'src/web'))
    .filter((f) => /from\s+['"](?:\.\.\/)+server\//.test(readFileSync(f, 'utf8')))
    .map((f) => relative(RAIZ, f))
    .sort();
  expect(importamServidor.length).toBeGreaterThan(0);
  expect([...(tsconfig('tsconfig.json').files ?? [])].sort()).toEqual(importamServidor);
  const exclusoes = tsconfig('tsconfig.web.json').exclude ?? [];
  expect(importamServidor.filter((f) => !exclusoes.includes(f))).toEqual([]);
});
