/**
 * The database as the services hand it to a caller outside the server (the CLI): opened at `url` and brought to the
 * current schema, as the server's start does. The CLI reaches the database through the services, never the driver
 * (biome.json refuses src/cli any import of drizzle-orm, the tables or db/client.ts but its types).
 */
import { type Database, migrateDatabase, openDatabase } from '../db/client.ts';

export async function abrirBanco(
  url: string,
  authToken: string | undefined,
  { migrar = true }: { migrar?: boolean } = {},
): Promise<Database> {
  const database = await openDatabase(url, authToken);
  try {
    if (migrar) await migrateDatabase(database.db);
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
}
