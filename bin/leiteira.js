#!/usr/bin/env -S node --max-semi-space-size=2
// The flag is `npm start`'s (a young generation of 2 MB, README): with it `leiteira servidor` runs the server in this
// very process (below). `env -S` is GNU coreutils ≥ 8.30 (Debian 10 and later, Raspberry Pi OS).
// The `leiteira` CLI runs the bundle (dist/bundle/cli.js, `npm run build`; all a release has). In a checkout whose
// sources are newer than that build (or with no build yet), it runs the TypeScript sources through tsx, a dev
// dependency.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('../', import.meta.url);
const compiled = new URL('dist/bundle/cli.js', root);

function newerThan(dir, t) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { withFileTypes: true }).some((e) => {
    const p = new URL(e.name + (e.isDirectory() ? '/' : ''), dir);
    return e.isDirectory() ? newerThan(p, t) : statSync(p).mtimeMs > t;
  });
}
function stale() {
  if (!existsSync(new URL('src/cli/main.ts', root))) return false; // a production copy: dist/ only
  if (!existsSync(compiled)) return true;
  const built = statSync(compiled).mtimeMs;
  return ['src/cli/', 'src/server/', 'src/domain/'].some((d) => newerThan(new URL(d, root), built));
}

// `leiteira servidor` alone — the service's command — runs the server's start without loading every other command.
const servidor = process.argv.length === 3 && process.argv[2] === 'servidor';

/**
 * In a release (nothing to build) whose node runs with the options of `npm start` (package.json, what
 * src/cli/servidor-inicio.ts would start; this file's first line gives them), the server is this process: no second
 * Node in front of it (~110 ms of CPU and its memory). Otherwise (a checkout, `node bin/leiteira.js` without them)
 * servidor.js builds what is missing and starts `npm start`'s command in a process of its own.
 */
function servidorAqui() {
  if (existsSync(new URL('src/cli/main.ts', root))) return false;
  const { scripts } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  const [node, ...args] = scripts.start.split('&&').pop().trim().split(/\s+/);
  return (
    node === 'node' &&
    args.at(-1) === 'dist/bundle/server.js' &&
    args.slice(0, -1).join(' ') === process.execArgv.join(' ')
  );
}

if (stale()) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('src/cli/main.ts', root).href);
} else if (servidor && servidorAqui()) {
  process.chdir(fileURLToPath(root)); // where servidor.js starts it: a relative DATABASE_URL means the same
  await import(new URL('dist/bundle/server.js', root).href);
} else {
  await import(servidor ? new URL('dist/bundle/servidor.js', root).href : compiled.href);
}
