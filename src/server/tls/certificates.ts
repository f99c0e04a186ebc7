/**
 * The farm's own certificate authority and the server certificate it signs (`leiteira tls init`). Phones install
 * the CA once; the server certificate can be re-issued any time (new name, new address, renewal) without touching
 * the phones, so an existing CA is always reused. Files, in the TLS folder (data/tls beside the database):
 *   ca.key (0600, never served), ca.crt, server.key (0600), server.crt.
 */
import { createPrivateKey, generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type Forge from 'node-forge';
import type { Enderecos } from '../../domain/tls/enderecos.ts';
import { TLS_MSG } from '../../domain/tls/messages.ts';

export const TLS_FILES = {
  caKey: 'ca.key',
  caCert: 'ca.crt',
  serverKey: 'server.key',
  serverCert: 'server.crt',
} as const;

const DAY = 86_400_000;
/** Apple refuses TLS server certificates valid for longer than 825 days, even from a CA the user installed. */
export const SERVER_CERT_DAYS = 825;
export const CA_YEARS = 20;
/** Clock skew between the Pi (no RTC until NTP) and the phones. */
const BACKDATE_MS = DAY;

export class TlsError extends Error {}

/**
 * node-forge is loaded when a certificate is made (`leiteira tls init` awaits it in initTls), never by a starting
 * server; an import the bundler follows (a lazy chunk of the release), where a createRequire call was a package the
 * release had to ship.
 */
let forgeCarregado: typeof Forge | undefined;
const forge = () => {
  if (!forgeCarregado) throw new Error('node-forge not loaded: initTls loads it');
  return forgeCarregado;
};

export interface TlsInitResult {
  dir: string;
  caCreated: boolean;
  caSubject: string;
  caFingerprint: string;
  caValidTo: Date;
  serverValidTo: Date;
  enderecos: Enderecos;
  files: { caKey: string; caCert: string; serverKey: string; serverCert: string };
}

function rsaKeyPair(): { privatePem: string; publicPem: string } {
  // Node's own RSA generation (fast on a Pi), read into forge as PEM; RSA 2048 is what every phone accepts.
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privatePem: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** A positive 128-bit serial, unique without a counter. */
function serial(): string {
  const bytes = randomBytes(16);
  bytes[0] &= 0x7f;
  bytes[0] |= 0x10;
  return bytes.toString('hex');
}

/** A name attribute written as UTF8String (forge's default, PrintableString, cannot hold 'ã'). */
function utf8(shortName: 'CN' | 'O', value: string): Forge.pki.CertificateField {
  const { asn1 } = forge();
  // @types/node-forge types valueTagClass as an asn1 Class; forge reads it as the value's asn1 Type.
  return { shortName, value, valueTagClass: asn1.Type.UTF8 as number as Forge.asn1.Class };
}

function createCa(now: Date, label: string) {
  const { pki, md } = forge();
  const keys = rsaKeyPair();
  const cert = pki.createCertificate();
  cert.publicKey = pki.publicKeyFromPem(keys.publicPem);
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(now.getTime() - BACKDATE_MS);
  cert.validity.notAfter = new Date(now.getTime() + CA_YEARS * 365 * DAY);
  // A distinct name per CA: two farms' (or two reinstalls') CAs never look alike in a phone's list.
  const subject = [utf8('CN', `Gestão Leiteira – CA local ${label}`), utf8('O', 'Gestão Leiteira')];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(pki.privateKeyFromPem(keys.privatePem), md.sha256.create());
  return { keyPem: keys.privatePem, certPem: pki.certificateToPem(cert) };
}

function issueServerCert(ca: { keyPem: string; certPem: string }, enderecos: Enderecos, now: Date) {
  const { pki, md, util, asn1 } = forge();
  const caCert = pki.certificateFromPem(ca.certPem);
  const keys = rsaKeyPair();
  const cert = pki.createCertificate();
  cert.publicKey = pki.publicKeyFromPem(keys.publicPem);
  cert.serialNumber = serial();
  cert.validity.notBefore = new Date(now.getTime() - BACKDATE_MS);
  // ≤ 825 days counted from notBefore, as Apple counts it.
  cert.validity.notAfter = new Date(cert.validity.notBefore.getTime() + SERVER_CERT_DAYS * DAY);
  cert.setSubject([utf8('CN', enderecos.nomes[0] ?? enderecos.ips[0]), utf8('O', 'Gestão Leiteira')]);
  // The issuer must equal the CA's subject byte for byte; forge reads UTF8String values back still encoded.
  cert.setIssuer(
    caCert.subject.attributes.map((a) =>
      a.valueTagClass === (asn1.Type.UTF8 as number) && typeof a.value === 'string'
        ? { ...a, value: util.decodeUtf8(a.value) }
        : a,
    ),
  );
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        ...enderecos.nomes.map((value) => ({ type: 2, value })),
        ...enderecos.ips.map((ip) => ({ type: 7, ip })),
      ],
    },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: caCert.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(pki.privateKeyFromPem(ca.keyPem), md.sha256.create());
  return { keyPem: keys.privatePem, certPem: pki.certificateToPem(cert) };
}

/** The names and addresses a server certificate was made for (its subjectAltName). */
export function enderecosDoCertificado(cert: X509Certificate): Enderecos {
  const nomes: string[] = [];
  const ips: string[] = [];
  for (const part of (cert.subjectAltName ?? '').split(/,\s*/)) {
    if (part.startsWith('DNS:')) nomes.push(part.slice(4));
    else if (part.startsWith('IP Address:')) ips.push(part.slice(11).toLowerCase());
  }
  return { nomes, ips };
}

/** SHA-256 fingerprint as phones show it: AB:CD:… */
export function fingerprint(cert: X509Certificate): string {
  return cert.fingerprint256;
}

/** Writes a file through a temporary twin and a rename, so a crash never leaves half a key. */
function writeAtomic(path: string, content: string, mode: number) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, content, { mode });
  chmodSync(tmp, mode);
  renameSync(tmp, path);
}

function loadCa(dir: string, now: Date): { keyPem: string; certPem: string } | null {
  const keyPath = join(dir, TLS_FILES.caKey);
  const certPath = join(dir, TLS_FILES.caCert);
  const hasKey = existsSync(keyPath);
  const hasCert = existsSync(certPath);
  if (!hasKey && !hasCert) return null;
  if (!hasKey || !hasCert) throw new TlsError(TLS_MSG.caIncompleta(dir));
  const keyPem = readFileSync(keyPath, 'utf8');
  const certPem = readFileSync(certPath, 'utf8');
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(certPem);
    if (!cert.ca || !cert.checkPrivateKey(createPrivateKey(keyPem))) throw new Error('não combinam');
  } catch {
    throw new TlsError(TLS_MSG.caIlegivel(dir));
  }
  if (new Date(cert.validTo).getTime() <= now.getTime()) {
    throw new TlsError(TLS_MSG.caVencida(new Date(cert.validTo).toLocaleDateString('pt-BR')));
  }
  return { keyPem, certPem };
}

/** The SANs of the server certificate already in `dir`, if any (a plain re-run renews for the same ones). */
export function currentServerEnderecos(dir: string): Enderecos | null {
  const path = join(dir, TLS_FILES.serverCert);
  if (!existsSync(path)) return null;
  try {
    return enderecosDoCertificado(new X509Certificate(readFileSync(path)));
  } catch {
    return null;
  }
}

/**
 * Makes the CA if `dir` has none (reuses it otherwise) and issues a new server certificate for `enderecos`.
 * The caller has validated `enderecos` (domain/tls/enderecos.ts); nothing is written before the CA checks pass.
 */
export async function initTls(dir: string, enderecos: Enderecos, now = new Date()): Promise<TlsInitResult> {
  forgeCarregado ??= (await import('node-forge')).default;
  const existing = loadCa(dir, now);
  const ca = existing ?? createCa(now, `${enderecos.nomes[0] ?? enderecos.ips[0]} ${now.toISOString().slice(0, 10)}`);
  const server = issueServerCert(ca, enderecos, now);

  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const files = {
    caKey: join(dir, TLS_FILES.caKey),
    caCert: join(dir, TLS_FILES.caCert),
    serverKey: join(dir, TLS_FILES.serverKey),
    serverCert: join(dir, TLS_FILES.serverCert),
  };
  if (!existing) {
    writeAtomic(files.caKey, ca.keyPem, 0o600);
    writeAtomic(files.caCert, ca.certPem, 0o644);
  }
  writeAtomic(files.serverKey, server.keyPem, 0o600);
  // The chain a phone needs is just this certificate: the CA is what it trusts.
  writeAtomic(files.serverCert, server.certPem, 0o644);

  const caCert = new X509Certificate(ca.certPem);
  return {
    dir,
    caCreated: !existing,
    caSubject: caCert.subject.replace(/^.*CN=/s, '').split('\n')[0],
    caFingerprint: fingerprint(caCert),
    caValidTo: new Date(caCert.validTo),
    serverValidTo: new Date(new X509Certificate(server.certPem).validTo),
    enderecos,
    files,
  };
}
