// The server and the CLI compiled to JavaScript: src/{server,cli,domain}/**/*.ts → dist/{server,cli,domain}/**/*.js
// (tsc with tsconfig.build.json; same folder depth as src/, so the migrations and dist/web resolve the same way).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

for (const dir of ['dist/server', 'dist/cli', 'dist/domain']) rmSync(dir, { recursive: true, force: true });
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
