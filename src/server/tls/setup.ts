/**
 * Which certificate the server uses, found once at start: TLS_CERT/TLS_KEY when both are set, else the files
 * `leiteira tls init` wrote in the TLS folder. The addresses phones open come from configuration (PUBLIC_URL, the
 * certificate's names) — never from a request's Host header.
 */
import { X509Certificate } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type Enderecos, hostDaUrl } from '../../domain/tls/enderecos.ts';
import { TLS_MSG } from '../../domain/tls/messages.ts';
import type { Config } from '../config.ts';
import { enderecosDoCertificado, TLS_FILES, TlsError } from './certificates.ts';

export interface TlsSetup {
  cert: string;
  key: string;
  /** The local CA that issued `cert`, served at /ca.crt; absent for a certificate from elsewhere. */
  ca?: string;
  enderecos: Enderecos;
  validTo: Date;
}

/** `ca` when it is a CA certificate that issued `cert`. */
function issuingCa(ca: string | undefined, cert: X509Certificate): string | undefined {
  if (!ca || !existsSync(ca)) return undefined;
  try {
    const caCert = new X509Certificate(readFileSync(ca));
    return caCert.ca && cert.checkIssued(caCert) && cert.verify(caCert.publicKey) ? ca : undefined;
  } catch {
    return undefined;
  }
}

/** The certificate to serve, or null for plain HTTP. A configured file that is missing is a TlsError. */
export function resolveTls(config: Pick<Config, 'tlsCert' | 'tlsKey' | 'tlsCa' | 'tlsDir'>): TlsSetup | null {
  let cert = config.tlsCert;
  let key = config.tlsKey;
  if (cert && key) {
    for (const path of [cert, key]) if (!existsSync(path)) throw new TlsError(TLS_MSG.certificadoAusente(path));
  } else {
    cert = join(config.tlsDir, TLS_FILES.serverCert);
    key = join(config.tlsDir, TLS_FILES.serverKey);
    if (!existsSync(cert) || !existsSync(key)) return null;
  }
  const x509 = new X509Certificate(readFileSync(cert));
  return {
    cert,
    key,
    ca: issuingCa(config.tlsCa ?? join(dirname(cert), TLS_FILES.caCert), x509),
    enderecos: enderecosDoCertificado(x509),
    validTo: new Date(x509.validTo),
  };
}

/** The address phones open: PUBLIC_URL when it is https, else the certificate's first name (or IP) and the port. */
export function httpsBase(publicUrl: string | undefined, enderecos: Enderecos, port: number): string | null {
  if (publicUrl && URL.canParse(publicUrl) && new URL(publicUrl).protocol === 'https:')
    return new URL(publicUrl).origin;
  const host = enderecos.nomes[0] ?? enderecos.ips[0];
  return host ? hostDaUrl(host, port) : null;
}

/** Every HTTPS address the certificate answers for, the main one first. */
export function httpsAddresses(publicUrl: string | undefined, enderecos: Enderecos, port: number): string[] {
  const base = httpsBase(publicUrl, enderecos, port);
  const all = [...enderecos.nomes, ...enderecos.ips].map((h) => hostDaUrl(h, port));
  return [...new Set(base ? [base, ...all] : all)];
}

/** Sent only over HTTPS: half a year, this host only (a farm's other machines may still be plain HTTP). */
export const HSTS = 'max-age=15552000';
