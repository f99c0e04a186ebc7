/**
 * A push service on loopback HTTPS for tests, playing both the push service and the browser behind it: it hands out
 * subscriptions (a P-256 key pair and an auth secret per "device", like a browser's PushManager), checks each
 * request's VAPID JWT (ES256 signature with the key in `k=`, `aud` = its origin, `exp` within 24 h, a `sub`) and
 * decrypts the aes128gcm body (RFC 8188 / RFC 8291) with the device's private key. Its certificate is self-signed,
 * made here with node:crypto (a few lines of DER), trusted by whoever is given `ca`.
 */
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  verify,
} from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';

// ── a self-signed certificate for 127.0.0.1 ────────────────────────────────────────────────────────────────────

function tlv(tag: number, content: Buffer): Buffer {
  const n = content.length;
  const len = n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), len, content]);
}
const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
const int = (b: Buffer) => tlv(0x02, b[0] & 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);
function oid(s: string): Buffer {
  const [a, b, ...rest] = s.split('.').map(Number);
  const out = [40 * a + b];
  for (const v of rest) {
    const bytes = [v & 0x7f];
    for (let x = v >> 7; x > 0; x >>= 7) bytes.unshift((x & 0x7f) | 0x80);
    out.push(...bytes);
  }
  return tlv(0x06, Buffer.from(out));
}
const utcTime = (d: Date) => tlv(0x17, Buffer.from(`${d.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`, 'ascii'));
const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'));

export function selfSignedCert(ip = '127.0.0.1'): { cert: string; key: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const name = seq(set(seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from(ip)))));
  const now = Date.now();
  const san = seq(tlv(0x87, Buffer.from(ip.split('.').map(Number))));
  const tbs = seq(
    tlv(0xa0, int(Buffer.from([2]))),
    int(randomBytes(8)),
    ECDSA_SHA256,
    name,
    seq(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    tlv(0xa3, seq(seq(oid('2.5.29.17'), tlv(0x04, san)))),
  );
  const signature = sign('sha256', tbs, privateKey);
  const der = seq(tbs, ECDSA_SHA256, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const pem = (label: string, b: Buffer) =>
    `-----BEGIN ${label}-----\n${b.toString('base64').replace(/.{64}/g, '$&\n')}\n-----END ${label}-----\n`;
  return { cert: pem('CERTIFICATE', der), key: privateKey.export({ type: 'pkcs8', format: 'pem' }) as string };
}

// ── RFC 8291 (Web Push message encryption) over RFC 8188 (aes128gcm) ──────────────────────────────────────────

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  const prk = createHmac('sha256', salt).update(ikm).digest();
  return createHmac('sha256', prk)
    .update(Buffer.concat([info, Buffer.from([1])]))
    .digest()
    .subarray(0, length);
}

/** Decrypts one aes128gcm push message body with the receiving device's key pair and auth secret. */
export function decryptAes128gcm(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  // Header: salt (16) | record size (4) | key id length (1) | key id = the sender's ephemeral public key (65).
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const senderPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid de ${idlen} bytes (esperado 65)`);
  if (ciphertext.length > rs) throw new Error('mais de um registro');
  const receiverPublic = device.ecdh.getPublicKey();
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(device.auth, shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('delimitador do último registro ausente');
  return plain.subarray(0, end).toString('utf8');
}

// ── VAPID (RFC 8292) ────────────────────────────────────────────────────────────────────────────────────────────

const b64url = (b: Buffer) => b.toString('base64url');

/** Checks `Authorization: vapid t=<jwt>, k=<public key>`; returns the JWT's claims or throws why not. */
export function verifyVapid(
  header: string | undefined,
  origin: string,
): { aud: string; exp: number; sub: string; k: string } {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) throw new Error(`Authorization sem VAPID: ${header}`);
  const [, jwt, k] = m;
  const [h, p, s] = jwt.split('.');
  const head = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string; typ: string };
  if (head.alg !== 'ES256') throw new Error(`alg ${head.alg}`);
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k não é um ponto P-256 não comprimido');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('assinatura VAPID inválida');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} ≠ ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp fora de 24 h: ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`sub inválido: ${claims.sub}`);
  return { ...claims, k };
}

// ── the service ────────────────────────────────────────────────────────────────────────────────────────────────

export interface Received {
  device: string;
  payload: unknown;
  ttl: number;
  urgency?: string;
  vapid: { aud: string; exp: number; sub: string; k: string };
}

export interface LoopbackPushService {
  origin: string;
  /** PEM to trust (the self-signed certificate). */
  ca: string;
  received: Received[];
  /** Requests refused (bad VAPID, undecryptable body), with why. */
  refused: string[];
  /** A new "browser" subscription: what PushSubscription.toJSON() gives. */
  subscribe(device: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Answer 410 Gone for this device from now on (the browser unsubscribed). */
  gone(device: string): void;
  /** The uplink goes down (connections refused) and comes back, on the same address. */
  offline(): Promise<void>;
  online(): Promise<void>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<LoopbackPushService> {
  const { cert, key } = selfSignedCert();
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const goneDevices = new Set<string>();
  const received: Received[] = [];
  const refused: string[] = [];
  let origin = '';
  const server: Server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const device = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const d = devices.get(device);
      if (req.method !== 'POST' || !d || goneDevices.has(device)) {
        res.writeHead(d ? 410 : 404).end();
        return;
      }
      try {
        const vapid = verifyVapid(req.headers.authorization, origin);
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding não é aes128gcm');
        const text = decryptAes128gcm(Buffer.concat(chunks), d);
        received.push({
          device,
          payload: JSON.parse(text),
          ttl: Number(req.headers.ttl),
          urgency: req.headers.urgency as string | undefined,
          vapid,
        });
        res.writeHead(201).end();
      } catch (e) {
        refused.push(String((e as Error).message));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  origin = `https://127.0.0.1:${port}`;
  return {
    origin,
    ca: cert,
    received,
    refused,
    subscribe(device) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(device, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(device)}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    gone(device) {
      goneDevices.add(device);
    },
    offline() {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
    online() {
      return new Promise((r) => server.listen(port, '127.0.0.1', () => r()));
    },
    close() {
      server.closeAllConnections();
      return new Promise((r) => server.close(() => r()));
    },
  };
}
