/**
 * Which of libsql's prebuilt binaries (@libsql/<target>) this Node loads — the questions libsql's index.js asks
 * @neon-rs/load (`currentTarget`) and detect-libc (`familySync`), answered for the bundle (scripts/build-server.mjs
 * gives libsql this module in their place). Theirs cost the start ~10 ms: @neon-rs/load tells glibc from musl by
 * `process.report.getReport()` (a whole diagnostic report, made and parsed), detect-libc loads child_process first
 * and then reads /usr/bin/ldd. On Linux the answer is in what this process has mapped: musl's loader (`ld-musl-<arch>.so.1`, which is
 * musl's libc) or glibc's `libc.so.6` — the C library this Node itself runs on, what the binary must match (a Pi's
 * Raspberry Pi OS: linux-arm64-gnu; Alpine: linux-*-musl). Anywhere else, or when neither is mapped (a static Node),
 * the packages themselves answer, loaded from libsql's own folder as libsql would load them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const GLIBC = 'glibc';
export const MUSL = 'musl';

/** The C library of this process by its mapped files (Linux): `null` when /proc says neither. */
export function bibliotecaCMapeada(mapas: string): typeof GLIBC | typeof MUSL | null {
  if (/\/ld-musl-[\w-]+\.so\.1$/m.test(mapas)) return MUSL;
  if (/\/libc\.so\.6$/m.test(mapas)) return GLIBC;
  return null;
}

let lida: typeof GLIBC | typeof MUSL | null | undefined;
function bibliotecaC(): typeof GLIBC | typeof MUSL | null {
  if (lida === undefined) {
    try {
      lida = bibliotecaCMapeada(readFileSync('/proc/self/maps', 'utf8'));
    } catch {
      lida = null;
    }
  }
  return lida;
}

/** The packages libsql's index.js requires, as it would find them. */
function doLibsql(pacote: '@neon-rs/load' | 'detect-libc') {
  const aqui = createRequire(import.meta.url);
  return createRequire(aqui.resolve('libsql'))(pacote);
}

/** detect-libc's `familySync`: 'glibc' or 'musl' on Linux, null elsewhere. */
export function familySync(): string | null {
  if (process.platform !== 'linux') return null;
  return bibliotecaC() ?? doLibsql('detect-libc').familySync();
}

/** @neon-rs/load's `currentTarget`: 'linux-arm64-gnu', 'linux-x64-musl', 'darwin-arm64', … */
export function currentTarget(): string {
  const libc = process.platform === 'linux' && ['x64', 'arm64'].includes(process.arch) ? bibliotecaC() : null;
  if (libc) return `linux-${process.arch}-${libc === MUSL ? 'musl' : 'gnu'}`;
  return doLibsql('@neon-rs/load').currentTarget();
}

/** @neon-rs/load's `load` (libsql's index.js calls it only under LIBSQL_JS_DEV, libsql's own development). */
export function load(pasta: string): unknown {
  return doLibsql('@neon-rs/load').load(pasta);
}
