import type { Command } from 'commander';
import { loadConfig } from '../../server/config.ts';
import { migrateDatabase, openDatabase } from '../../server/db/client.ts';
import { seedDatabase } from '../../server/services/seed.ts';

/** `leiteira migrate` and `leiteira seed`. DATABASE_URL / --database choose the database. */
export function registerDbCommands(program: Command): void {
  program
    .command('migrate')
    .description('aplica as migrações pendentes ao banco de dados')
    .option('-d, --database <url>', 'URL do banco (padrão: DATABASE_URL ou file:data/leiteira.db)')
    .action(async (opts: { database?: string }) => {
      const config = loadConfig();
      const database = await openDatabase(opts.database ?? config.databaseUrl, config.databaseAuthToken);
      try {
        await migrateDatabase(database.db);
        process.stdout.write('Migrações aplicadas.\n');
      } finally {
        database.close();
      }
    });

  program
    .command('seed')
    .description('cria os grupos, a fazenda de exemplo, os cadastros padrão e o administrador (banco vazio)')
    .option('-d, --database <url>', 'URL do banco (padrão: DATABASE_URL ou file:data/leiteira.db)')
    .action(async (opts: { database?: string }) => {
      const config = loadConfig();
      const database = await openDatabase(opts.database ?? config.databaseUrl, config.databaseAuthToken);
      try {
        await migrateDatabase(database.db);
        const result = await seedDatabase(database.db, config);
        if (!result.seeded) {
          process.stdout.write('O banco já tem usuários; nada foi alterado.\n');
          return;
        }
        process.stdout.write(`Banco inicializado. Administrador: ${result.adminEmail}\n`);
        if (result.generatedPassword) process.stdout.write(`Senha gerada (anote agora): ${result.generatedPassword}\n`);
      } finally {
        database.close();
      }
    });
}
