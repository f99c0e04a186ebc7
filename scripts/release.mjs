// `npm run release`: one versioned file a Pi installs without building, `release/gestao-leiteira-<versão>.tgz`.
// It holds the bundled app (dist/bundle: the server and the CLI, one file each, and the chunks loaded only for one
// output — scripts/build-server.mjs), the PWA (dist/web, with its .br/.gz twins), bin/, migrations/, and a
// package.json whose `start` is the server's command and whose dependencies are only the native modules (libSQL and
// argon2, prebuilt for arm64/x64 through their optionalDependencies), with the lockfile's entries for them and
// nothing else as npm-shrinkwrap.json, so
//   npm install --prefix /opt/leiteira --omit=dev ./gestao-leiteira-<versão>.tgz
// installs exactly the tested versions of those few packages and gives /opt/leiteira/node_modules/.bin/leiteira,
// whose `leiteira servidor` starts the server as `npm start` does.
// `--saida <pasta>` writes the file elsewhere (test:prod). The build runs first when dist/ is missing or stale.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NATIVOS } from './nativos.mjs';

const i = process.argv.indexOf('--saida');
const saida = resolve(i > 0 ? process.argv[i + 1] : 'release');

const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));

/** The package a `require(nome)` from the lockfile entry at `de` finds: node_modules folders nearest first. */
function resolverNoLock(de, nome) {
  for (let pasta = de; ; pasta = pasta.slice(0, Math.max(0, pasta.lastIndexOf('/node_modules/')))) {
    const chave = `${pasta ? `${pasta}/` : ''}node_modules/${nome}`;
    if (lock.packages[chave]) return chave;
    if (!pasta) return null;
  }
}

/**
 * The lockfile cut to what `dependencias` pull in (dependencies and optionalDependencies, every platform's
 * prebuilt binary included): the release's npm-shrinkwrap.json, so npm installs these versions and no others.
 */
function shrinkwrapDe(dependencias) {
  const pacotes = {};
  const fila = Object.keys(dependencias).map((n) => ['', n]);
  while (fila.length) {
    const [de, nome] = fila.shift();
    const chave = resolverNoLock(de, nome);
    if (!chave) {
      if (lock.packages[de]?.optionalDependencies?.[nome]) continue;
      throw new Error(`${nome} (de ${de || 'package.json'}) não está no package-lock.json`);
    }
    if (pacotes[chave]) continue;
    const { dev: _d, devOptional: _o, peer: _p, ...entrada } = lock.packages[chave];
    pacotes[chave] = entrada;
    for (const n of Object.keys({ ...entrada.dependencies, ...entrada.optionalDependencies })) fila.push([chave, n]);
  }
  const raiz = { name: pkg.name, version: pkg.version, dependencies: dependencias, bin: pkg.bin, engines: pkg.engines };
  return {
    name: pkg.name,
    version: pkg.version,
    lockfileVersion: 3,
    requires: true,
    packages: { '': raiz, ...pacotes },
  };
}

const palco = mkdtempSync(join(tmpdir(), 'leiteira-release-'));
try {
  // not Vite's cache, nor locks; of dist/ only the bundle and the PWA (tsc's per-file output and the browser tests'
  // server stay in the checkout)
  const fora = /[\\/]\.vite([\\/]|$)|\.lock$/;
  for (const f of ['bin', 'migrations', 'dist/bundle', 'dist/web']) {
    cpSync(f, join(palco, f), { recursive: true, filter: (src) => !fora.test(src) });
  }
  const { devDependencies: _dev, dependencies, scripts, ...resto } = pkg;
  const nativos = Object.fromEntries(NATIVOS.map((n) => [n, dependencies[n]]));
  const release = {
    ...resto,
    // The server's command only: an installed release has nothing to build.
    scripts: { start: scripts.start.split('&&').pop().trim() },
    dependencies: nativos,
    files: ['bin/', 'dist/', 'migrations/'],
  };
  writeFileSync(join(palco, 'package.json'), `${JSON.stringify(release, null, 2)}\n`);
  // npm honours a package's own npm-shrinkwrap.json when it is installed: the versions CI tested, no others.
  writeFileSync(join(palco, 'npm-shrinkwrap.json'), `${JSON.stringify(shrinkwrapDe(nativos), null, 2)}\n`);
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
