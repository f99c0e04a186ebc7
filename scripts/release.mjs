// `npm run release`: one versioned file a Pi installs without building, `release/gestao-leiteira-<versão>.tgz`.
// It holds the compiled app (dist/: the PWA with its .br/.gz twins, the server, the CLI), bin/, migrations/, a
// package.json whose `start` is the server's command, and the lockfile as npm-shrinkwrap.json, so
//   npm install --prefix /opt/leiteira --omit=dev ./gestao-leiteira-<versão>.tgz
// installs exactly the tested production dependencies (libSQL and argon2 come prebuilt for arm64/x64) and gives
// /opt/leiteira/node_modules/.bin/leiteira, whose `leiteira servidor` starts the server as `npm start` does.
// `--saida <pasta>` writes the file elsewhere (test:prod). The build runs first when dist/ is missing or stale.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const i = process.argv.indexOf('--saida');
const saida = resolve(i > 0 ? process.argv[i + 1] : 'release');

const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const palco = mkdtempSync(join(tmpdir(), 'leiteira-release-'));
try {
  for (const f of ['bin', 'migrations', 'dist']) {
    // not Vite's cache, locks, nor the browser tests' server (dist/e2e, made by e2e/support/global-setup.ts)
    const fora = /[\\/]\.vite([\\/]|$)|\.lock$|^dist[\\/]e2e([\\/]|$)/;
    cpSync(f, join(palco, f), { recursive: true, filter: (src) => !fora.test(src) });
  }
  const { devDependencies: _dev, scripts, ...resto } = pkg;
  const release = {
    ...resto,
    // The server's command only: an installed release has nothing to build.
    scripts: { start: scripts.start.split('&&').pop().trim() },
    files: ['bin/', 'dist/', 'migrations/'],
  };
  writeFileSync(join(palco, 'package.json'), `${JSON.stringify(release, null, 2)}\n`);
  // npm honours a package's own npm-shrinkwrap.json when it is installed: the versions CI tested, no others.
  cpSync('package-lock.json', join(palco, 'npm-shrinkwrap.json'));
  writeFileSync(
    join(palco, 'README.md'),
    '# Gestão Leiteira\n\nVersão de instalação. Veja "Rodando no Raspberry Pi" no README do projeto.\n',
  );
  mkdirSync(saida, { recursive: true });
  const pack = spawnSync('npm', ['pack', '--pack-destination', saida, '--loglevel=error'], {
    cwd: palco,
    encoding: 'utf8',
  });
  if (pack.status !== 0) {
    process.stderr.write(pack.stderr);
    process.exit(pack.status ?? 1);
  }
  const arquivo = join(saida, pack.stdout.trim().split('\n').pop());
  const mb = (statSync(arquivo).size / 1e6).toFixed(1);
  console.log(`release: ${arquivo} (${mb} MB)`);
} finally {
  rmSync(palco, { recursive: true, force: true });
}
