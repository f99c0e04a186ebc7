// `npm start` on a fresh clone: build the PWA once if dist/web is missing or older than the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const index = 'dist/web/index.html';
function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}
const stale =
  !existsSync(index) || newest('src/web') > statSync(index).mtimeMs || newest('src/domain') > statSync(index).mtimeMs;
if (stale && !process.env.SKIP_WEB_BUILD) {
  console.log('Compilando o aplicativo web (primeira execução)...');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
