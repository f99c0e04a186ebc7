import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * How to start the real entry point: the compiled one (`npm start`'s dist/server/main.js) when `npm run build` made it
 * after the last change to the server's sources — as in `npm test`, where the build runs first —, else the sources
 * through tsx (bin/leiteira.js decides the same way for the CLI). A start through tsx took twice as long.
 */
export function entradaDoServidor(): string[] {
  const compilado = join(ROOT, 'dist/server/main.js');
  const fontes = ['src/server', 'src/domain'].map((d) => join(ROOT, d));
  const emDia =
    existsSync(compilado) &&
    fontes.every((d) =>
      readdirSync(d, { recursive: true, encoding: 'utf8' }).every(
        (f) => statSync(join(d, f)).mtimeMs <= statSync(compilado).mtimeMs,
      ),
    );
  return emDia ? [compilado] : ['--import', 'tsx', join(ROOT, 'src/server/main.ts')];
}
