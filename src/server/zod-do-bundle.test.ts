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

/**
 * The running server's start (inicio.ts, each route group on its first request, openapi.json a built file) imports no
 * zod: 219 of the start's 590 kB were zod before. Bundled as scripts/build-server.mjs bundles it (split in chunks), the
 * modules server.js imports statically — what every start evaluates — hold none of zod; the groups' chunks do.
 */
it("the server's start imports no zod: none in what server.js imports before its first request", async () => {
  const { build } = await import('esbuild');
  const { metafile } = await build({
    entryPoints: { server: join(RAIZ, 'src/server/main.ts') },
    outdir: join(RAIZ, 'dist/nao-escrito'),
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['libsql', '@node-rs/argon2'],
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  // main.ts imports the start (inicio.ts) once V8's flags are set back (flags-do-v8.ts): both are what every start
  // evaluates, with what they import statically
  const saidas = Object.keys(metafile.outputs);
  const entrada = saidas.find((f) => f.endsWith('/server.js')) as string;
  const inicio = saidas.find((f) => metafile.outputs[f].entryPoint?.endsWith('src/server/inicio.ts')) as string;
  expect(inicio).toBeDefined();
  const vistos = new Set<string>();
  const fila = [entrada, inicio];
  for (let f = fila.pop(); f !== undefined; f = fila.pop()) {
    if (vistos.has(f) || !metafile.outputs[f]) continue;
    vistos.add(f);
    for (const i of metafile.outputs[f].imports) if (i.kind === 'import-statement') fila.push(i.path);
  }
  const noInicio = [...vistos].flatMap((f) => Object.keys(metafile.outputs[f].inputs));
  expect(noInicio.filter((m) => m.includes('node_modules/zod/'))).toEqual([]);
  // the groups still have it: the check sees zod where it is
  expect(Object.keys(metafile.inputs).some((m) => m.includes('node_modules/zod/'))).toBe(true);
}, 60_000);
