import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Env, Hono } from 'hono';
import type { Config } from '../config.ts';
import { renderInstallPage } from './install-page.ts';
import { httpsAddresses, type TlsSetup } from './setup.ts';

export const INSTALL_PATH = '/instalar';
export const CA_PATH = '/ca.crt';

/** The CA's common name as a phone lists it. */
function commonName(cert: X509Certificate): string {
  return /(?:^|\n)CN=([^\n]*)/.exec(cert.subject)?.[1] ?? cert.subject;
}

/**
 * `config.port` is the HTTPS port. GET /ca.crt (the local CA's certificate, DER, only when the server has one; its private key is never read here)
 * and GET /instalar ('Instalar no celular'). Mounted on the HTTPS app and on the plain-HTTP redirect listener.
 */
export function mountTlsPages<E extends Env>(
  app: Hono<E>,
  tls: Pick<TlsSetup, 'ca' | 'enderecos'> | null,
  config: Pick<Config, 'publicUrl' | 'port'>,
): void {
  const ca = tls?.ca ? new X509Certificate(readFileSync(tls.ca)) : null;
  // Rendered at the first visit: with PORT=0 the port is known only once the server listens.
  let page: string | undefined;
  for (const path of [INSTALL_PATH, `${INSTALL_PATH}/`]) {
    app.get(path, (c) => {
      page ??= renderInstallPage({
        ca: ca ? { nome: commonName(ca), impressaoDigital: ca.fingerprint256 } : undefined,
        enderecos: tls ? httpsAddresses(config.publicUrl, tls.enderecos, config.port) : [],
      });
      c.header('Cache-Control', 'no-cache');
      return c.html(page);
    });
  }
  if (ca) {
    const der = new Uint8Array(ca.raw);
    app.get(CA_PATH, (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.body(der, 200, { 'Content-Type': 'application/x-x509-ca-cert' });
    });
  }
}
