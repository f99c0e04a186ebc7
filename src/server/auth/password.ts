import { carregarUmaVez } from '../carregar-uma-vez.ts';
import type { Config } from '../config.ts';

/**
 * The argon2 native library (≈ 3 MB resident) is loaded by the first sign-in or password change, not held by an idle
 * server whose users' sessions are still open (issue 28).
 */
const carregarArgon2 = carregarUmaVez(() => import('@node-rs/argon2'));

/** argon2id (the library's default algorithm) with the configured cost. */
export async function hashPassword(password: string, cost: Config['argon2']): Promise<string> {
  const { hash } = await carregarArgon2();
  return hash(password, { memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1, outputLen: 32 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  const { verify } = await carregarArgon2();
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
