import { dirname, resolve } from 'node:path';
import { RAIZ } from '../raiz.ts';

const ROOT = RAIZ;

/**
 * Where `leiteira tls init` keeps the CA and the server certificate, and where the server looks for them: TLS_DIR,
 * else a `tls` folder beside the embedded database file (data/tls by default), else data/tls of the install.
 */
export function tlsDirFor(databaseUrl: string, tlsDir?: string): string {
  if (tlsDir) return resolve(tlsDir);
  if (databaseUrl.startsWith('file:'))
    return resolve(dirname(resolve(databaseUrl.slice(5).replace(/\?.*$/, ''))), 'tls');
  return resolve(ROOT, 'data/tls');
}
