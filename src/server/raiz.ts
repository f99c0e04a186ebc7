import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package's folder — a checkout, or an installed release (node_modules/gestao-leiteira): the nearest folder at or
 * above `de` that holds both package.json and migrations/. One answer whichever code asks: the sources
 * (src/server/…), tsc's files (dist/server/…) or the bundle (dist/bundle/server.js and its chunks one level deeper),
 * so no module counts '../' to find the migrations, the web files or the data folder.
 */
export function raizDoPacote(de: string = import.meta.url): string {
  let pasta = dirname(de.startsWith('file:') ? fileURLToPath(de) : de);
  for (;;) {
    if (existsSync(join(pasta, 'package.json')) && existsSync(join(pasta, 'migrations'))) return pasta;
    const acima = dirname(pasta);
    if (acima === pasta) throw new Error(`package root not found above ${de}`);
    pasta = acima;
  }
}

export const RAIZ = raizDoPacote();
