/**
 * The server's VAPID pair (Web Push, push.ts): made on the first start of any database and kept in `settings`; the
 * private key never leaves the server. A module of its own so the start (seed.ts) makes it without loading the rest
 * of Web Push (the alerts, the queue).
 */
import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/platform.ts';
import { VAPID_KEY } from './seed-pendente.ts';

export interface ChavesVapid {
  publicKey: string;
  privateKey: string;
}

/**
 * A VAPID pair as web-push's generateVAPIDKeys makes it — P-256, the public key uncompressed (65 bytes), both
 * base64url — with node's own crypto, so a first start does not load web-push.
 */
function novoParVapid(): ChavesVapid {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const ponto = Buffer.concat([Buffer.from([4]), Buffer.from(x ?? '', 'base64url'), Buffer.from(y ?? '', 'base64url')]);
  return { publicKey: ponto.toString('base64url'), privateKey: privateKey.export({ format: 'jwk' }).d ?? '' };
}

/** The server's VAPID pair: read, or made and stored the first time (two racing starts keep the first one). */
export async function chavesVapid(db: Db): Promise<ChavesVapid> {
  const row = await db.select().from(settings).where(eq(settings.key, VAPID_KEY)).get();
  if (row) return JSON.parse(row.value) as ChavesVapid;
  const novas = novoParVapid();
  await db
    .insert(settings)
    .values({ key: VAPID_KEY, value: JSON.stringify(novas) })
    .onConflictDoNothing();
  return chavesVapid(db);
}
