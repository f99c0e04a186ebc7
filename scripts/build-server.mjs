// The server and the CLI compiled to JavaScript, twice:
// - tsc (tsconfig.build.json): src/{server,cli,domain}/**/*.ts → dist/{server,cli,domain}/**/*.js, one file per
//   source, which the browser tests' server (e2e/support/global-setup.ts) and a few benches import piece by piece;
// - esbuild: dist/bundle/server.js and dist/bundle/cli.js (and servidor.js, `leiteira servidor` alone), each one file with everything the start needs (tree-
//   shaken), what `npm start`, `leiteira` and the release run. What only one output uses (exceljs, pdfkit, node-forge,
//   nodemailer, web-push, @libsql/client's network clients, the CSV and report services) stays behind an
//   `await import()` and becomes a chunk of its own in dist/bundle/chunks, read from disk the first time it is asked
//   for. The native modules (libsql, @node-rs/argon2) stay packages: the release's package.json lists only them
//   (libsql's JavaScript is bundled all the same, its binary loaded from the package: see libsqlSemDeteccao).
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { NATIVOS } from './nativos.mjs';

for (const dir of ['dist/server', 'dist/cli', 'dist/domain', 'dist/bundle']) {
  rmSync(dir, { recursive: true, force: true });
}
const require = createRequire(import.meta.url);
const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin/tsc');
const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);

const { build } = await import('esbuild');
// zod's namespace also carries what the app never calls, parsed by every start all the same: every locale
// (`z.locales`, `z.core.locales`: 64 of them, ~300 kB of the ~600 kB zod chunk; the app's messages are
// src/domain/zod-pt.ts, zod's default locales/en.js is imported by its schemas directly), its parser compiler
// (`z.compile`, 47 kB) and `z.fromJSONSchema` (18 kB). They are built as stubs: the locales' index empty, the two
// functions refusing by name (src/server/zod-do-bundle.test.ts checks that no source calls them).
const STUBS_DO_ZOD = {
  'v4/core/compile.js': `export const INVALID = Symbol.for('zod.compile.invalid');
export class ZodCompileAsyncError extends Error {}
export class ZodCompileUnsupportedError extends Error {}
const fora = (nome) => () => { throw new Error(nome + ' não está no bundle (scripts/build-server.mjs)'); };
export const compile = fora('z.compile'), withParser = fora('z.withParser'), compileFn = fora('compileFn');`,
  'v4/classic/from-json-schema.js': `export function fromJSONSchema() { throw new Error('z.fromJSONSchema não está no bundle (scripts/build-server.mjs)'); }`,
  'v4/locales/index.js': 'export {};',
};
const semExtrasDoZod = {
  name: 'sem-extras-do-zod',
  setup(b) {
    b.onLoad(
      {
        filter:
          /[\\/]node_modules[\\/]zod[\\/]v4[\\/](core[\\/]compile|classic[\\/]from-json-schema|locales[\\/]index)\.js$/,
      },
      (args) => {
        const chave = Object.keys(STUBS_DO_ZOD).find((k) => args.path.replaceAll('\\', '/').endsWith(`zod/${k}`));
        return { contents: STUBS_DO_ZOD[chave], loader: 'js' };
      },
    );
  },
};
// libsql's JavaScript (index.js and two small files) is bundled; its binary, @libsql/<target>, is required at run time
// from what npm installed for the machine (the release still depends on libsql for that). Which target, libsql asks
// @neon-rs/load and detect-libc (a whole diagnostic report, child_process); in the bundle src/server/db/libsql-alvo.ts
// answers in their place (what this process has mapped: musl's loader or glibc's libc). With Node's lexer for an
// external CommonJS package gone too, ~60 M instructions (valgrind) of the start's ~1,070 M: 10-15 ms of CPU.
const libsqlSemDeteccao = {
  name: 'libsql-sem-deteccao',
  setup(b) {
    b.onResolve({ filter: /^(@neon-rs\/load|detect-libc)$/ }, (args) =>
      /[\\/]node_modules[\\/]libsql[\\/]/.test(args.importer)
        ? { path: resolve('src/server/db/libsql-alvo.ts') }
        : undefined,
    );
  },
};
const resultado = await build({
  entryPoints: { server: 'src/server/main.ts', cli: 'src/cli/main.ts', servidor: 'src/cli/servidor-main.ts' },
  outdir: 'dist/bundle',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: NATIVOS.filter((n) => n !== 'libsql'),
  // Whitespace and syntax minified, identifiers kept (a logged error still names its function): measured 8.4 → 5.2 MB
  // on disk and `leiteira --version` 640 → 555 ms of CPU on the 2-core build machine (mean of 4, loaded).
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'linked',
  metafile: true,
  plugins: [semExtrasDoZod, libsqlSemDeteccao],
  logLevel: 'warning',
  // CommonJS packages inside an ES module: their require() of Node's modules, and pdfkit's __dirname (its fonts'
  // metrics, copied beside its chunk below) as the chunk's own folder.
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  define: { __dirname: 'import.meta.dirname', __filename: 'import.meta.filename' },
});
cpSync(join(dirname(require.resolve('pdfkit')), 'data'), 'dist/bundle/chunks/data', { recursive: true });
writeFileSync('dist/bundle.meta.json', JSON.stringify(resultado.metafile));

// /api/openapi.json, built now from the app's routing table (tsc's dist/server) and written beside server.js with its
// .br and .gz copies: the running server streams the file instead of compiling every route's schema (~5 MB it kept
// resident; src/server/http/openapi-arquivo.ts). Done in a child process: the app's modules stay out of this one.
const doc = spawnSync(process.execPath, ['scripts/openapi-arquivo.mjs', 'dist/bundle'], { stdio: 'inherit' });
if (doc.status !== 0) process.exit(doc.status ?? 1);
