import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { uuidv7 } from '../../domain/ids.ts';
import { FAZENDA_EXEMPLO, GRUPOS_PADRAO } from '../../domain/seed-data.ts';
import { hashPassword } from '../auth/password.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { fazendas, fazendasDoUsuario, grupos, gruposDoUsuario, usuarios } from '../db/schema/platform.ts';
import { chavesVapid } from './push-chaves.ts';

export interface SeedResult {
  seeded: boolean;
  adminEmail?: string;
  /** Only when the password was generated here: shown once, never stored in clear. */
  generatedPassword?: string;
}

export const DEFAULT_ADMIN_EMAIL = 'admin@leiteira.local';

/**
 * First start on an empty database (docs/PRODUTO.md §Administração): groups, a sample farm with all modules and its
 * registries, and one admin from ADMIN_EMAIL/ADMIN_PASSWORD or with a random password printed once.
 * Does nothing when any user exists.
 */
export async function seedDatabase(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'argon2'>,
): Promise<SeedResult> {
  // The server's VAPID keys (Web Push) are made on the first start of any database, old or new; a GET never writes.
  await chavesVapid(db);
  const [{ n }] = await db.select({ n: count() }).from(usuarios);
  if (n > 0) return { seeded: false };

  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generatedPassword = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(config.adminPassword ?? (generatedPassword as string), config.argon2);

  // What only a first start writes with (the kernel, the registries' defaults) is loaded by it: every other start
  // stops above.
  const [{ gravarCadastrosPadrao }, { platformChange }] = await Promise.all([
    import('./cadastros.ts'),
    import('./kernel.ts'),
  ]);
  const adminId = uuidv7();
  // One change of the installation, audited like the admin's (docs/ARQUITETURA.md §Kernel).
  const change = { entity: 'installation', entityId: adminId, action: 'seed' };
  await platformChange(db, null, change, async (tx) => {
    const groupIds: Record<string, string> = {};
    for (const g of GRUPOS_PADRAO) {
      const existing = await tx.select({ id: grupos.id }).from(grupos).where(eq(grupos.name, g.name)).get();
      groupIds[g.name] = existing?.id ?? uuidv7();
      if (!existing) await tx.insert(grupos).values({ id: groupIds[g.name], ...g });
    }
    const [{ farmCount }] = await tx.select({ farmCount: count() }).from(fazendas);
    let farmId: string | undefined;
    if (farmCount === 0) {
      farmId = uuidv7();
      await tx.insert(fazendas).values({ id: farmId, ...FAZENDA_EXEMPLO });
      await gravarCadastrosPadrao(tx, farmId);
    }
    await tx.insert(usuarios).values({ id: adminId, name: 'Administrador', email, passwordHash, isAdmin: true });
    await tx.insert(gruposDoUsuario).values({ userId: adminId, groupId: groupIds.Administradores });
    if (farmId) await tx.insert(fazendasDoUsuario).values({ userId: adminId, farmId });
    return { after: { adminEmail: email, farmId: farmId ?? null, groups: Object.keys(groupIds) } };
  });
  return { seeded: true, adminEmail: email, generatedPassword };
}
