import type { Client } from '@libsql/client';

/** The server's VAPID pair's key in `settings` (push-chaves.ts). */
export const VAPID_KEY = 'vapid';

/**
 * Whether seedDatabase (seed.ts) has anything to do on this database: no VAPID pair yet, or no user (a first start).
 * Asked in plain SQL so the usual start, where both are there, loads neither drizzle nor the tables (inicio.ts);
 * seed-pendente.test.ts holds it to seedDatabase's own outcome.
 */
export async function seedPendente(client: Client): Promise<boolean> {
  const { rows } = await client.execute({
    sql: 'SELECT EXISTS (SELECT 1 FROM settings WHERE key = ?) AS vapid, EXISTS (SELECT 1 FROM users) AS usuarios',
    args: [VAPID_KEY],
  });
  return !(Number(rows[0].vapid) && Number(rows[0].usuarios));
}
