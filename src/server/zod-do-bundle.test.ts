/**
 * scripts/build-server.mjs builds zod's locales, `z.compile`/`z.withParser` and `z.fromJSONSchema` as stubs (the
 * start parses ~360 kB less): nothing the bundle holds may use them. Read from the sources the bundles are made of.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '../..');
const USOS = /\b(fromJSONSchema|withParser|locales)\b|\bz\.compile\b|\bcore\.compile\b/;

it('no source of the server, the CLI or the domain uses what the bundle leaves out of zod', () => {
  const achados: string[] = [];
  for (const pasta of ['src/server', 'src/cli', 'src/domain']) {
    for (const f of readdirSync(join(RAIZ, pasta), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(f) || /\.test\.tsx?$/.test(f) || f.endsWith('zod-do-bundle.test.ts')) continue;
      readFileSync(join(RAIZ, pasta, f), 'utf8')
        .split('\n')
        .forEach((linha, i) => {
          if (USOS.test(linha)) achados.push(`${pasta}/${f}:${i + 1}: ${linha.trim()}`);
        });
    }
  }
  expect(achados).toEqual([]);
});
