// `npm start` on a fresh clone: build what is missing or older than its sources, then start the compiled server.
//   the PWA (vite build + precompress) → dist/web
//   the server and CLI (build-server.mjs) → dist/bundle/{server,cli}.js, and tsc's dist/{server,cli,domain}
// A production copy (dist/ and node_modules without src/) has nothing to build and skips the check.
// At a terminal each step's output is shown only if it fails (compilar.mjs); the server then says what a person needs
// (src/server/tela-inicio.ts). The terminal is never cleared: what it held (a first start's one-time password, say)
// stays in its scrollback.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { executar } from './compilar.mjs';

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const entry of readdirSync(path)) t = Math.max(t, newest(join(path, entry)));
  return t;
}
const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
// `npm start` at a terminal; a release or a bench running this script keeps the whole build output.
const tela = process.stdout.isTTY === true && process.env.npm_lifecycle_event === 'start';
const run = (what, cmd, args) => executar(what, cmd, args, tela);

if (existsSync('src')) {
  const webSources = ['src/web', 'src/domain', 'public', 'index.html', 'vite.config.ts', 'package.json'];
  const web = mtime('dist/web/index.html');
  if (!process.env.SKIP_WEB_BUILD && (!web || Math.max(...webSources.map(newest)) > web)) {
    run('Compilando o aplicativo web', process.execPath, [
      'node_modules/vite/bin/vite.js',
      'build',
      '--logLevel',
      'warn',
    ]);
    run('Comprimindo o aplicativo web (brotli e gzip)', process.execPath, ['scripts/precompress.mjs', 'dist/web']);
  }
  const server = Math.min(mtime('dist/server/main.js'), mtime('dist/bundle/server.js'));
  const serverSources = ['src/server', 'src/cli', 'src/domain', 'tsconfig.build.json', 'tsconfig.json'];
  if (!server || Math.max(...serverSources.map(newest), mtime('scripts/build-server.mjs')) > server) {
    run('Compilando o servidor e a linha de comando', process.execPath, ['scripts/build-server.mjs']);
  }
} else if (!existsSync('dist/bundle/server.js')) {
  console.error('dist/bundle/server.js não existe: rode "npm run build" numa cópia com o código-fonte.');
  process.exit(1);
}
