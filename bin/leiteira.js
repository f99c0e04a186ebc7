#!/usr/bin/env node
// The `leiteira` CLI runs the bundle (dist/bundle/cli.js, `npm run build`; all a release has). In a checkout whose
// sources are newer than that build (or with no build yet), it runs the TypeScript sources through tsx, a dev
// dependency.
import { existsSync, readdirSync, statSync } from 'node:fs';

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

if (stale()) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('src/cli/main.ts', root).href);
} else {
  await import(servidor ? new URL('dist/bundle/servidor.js', root).href : compiled.href);
}
