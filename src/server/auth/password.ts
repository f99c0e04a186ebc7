import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config.ts';

/** argon2id (the library's default algorithm) with the configured cost. */
export function hashPassword(password: string, cost: Config['argon2']): Promise<string> {
  return hash(password, { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1, outputLen: 32 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the e-mail is unknown, so a login takes the same time either way. */
let dummy: Promise<string> | undefined;
export function dummyHash(cost: Config['argon2']): Promise<string> {
  dummy ??= hashPassword('senha-inexistente', cost);
  return dummy;
}
