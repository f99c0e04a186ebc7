import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { bibliotecaCMapeada, currentTarget, familySync } from './libsql-alvo.ts';

/** The packages libsql asks, as libsql finds them. */
const doLibsql = createRequire(createRequire(import.meta.url).resolve('libsql'));

it('answers as @neon-rs/load and detect-libc answer on this machine', () => {
  expect(currentTarget()).toBe(doLibsql('@neon-rs/load').currentTarget());
  expect(familySync()).toBe(doLibsql('detect-libc').familySync());
});

it('tells musl from glibc by the C library mapped', () => {
  const linha = (arquivo: string) => `7f71a000-7f71b000 r-xp 00026000 fe:00 339380     ${arquivo}`;
  const node = linha('/usr/bin/node');
  // Raspberry Pi OS (arm64), Debian (x64), Alpine (both)
  expect(bibliotecaCMapeada([node, linha('/usr/lib/aarch64-linux-gnu/libc.so.6')].join('\n'))).toBe('glibc');
  expect(bibliotecaCMapeada([node, linha('/lib/x86_64-linux-gnu/libc.so.6'), '[stack]'].join('\n'))).toBe('glibc');
  expect(bibliotecaCMapeada([node, linha('/lib/ld-musl-aarch64.so.1')].join('\n'))).toBe('musl');
  expect(bibliotecaCMapeada([node, linha('/lib/ld-musl-x86_64.so.1')].join('\n'))).toBe('musl');
  // a static Node maps neither: the packages answer
  expect(bibliotecaCMapeada([node, linha('/usr/lib/libc.so.6.bak')].join('\n'))).toBeNull();
});
