import type { Command } from 'commander';
import { seedDatabase } from '../../server/services/seed.ts';
import { type DbOptions, databaseOption, print, withDatabase } from '../shared.ts';

/** `leiteira migrate` and `leiteira seed`. DATABASE_URL / --database choose the database. */
export function registerDbCommands(program: Command): void {
  databaseOption(program.command('migrate').description('aplica as migrações pendentes ao banco de dados')).action(
    async (opts: DbOptions) => {
      await withDatabase(opts, async () => print('Migrações aplicadas.'), { create: true });
    },
  );

  databaseOption(
    program
      .command('seed')
      .description(
        'cria os grupos, a fazenda de exemplo, os cadastros padrão e o administrador (banco vazio); ' +
          'ADMIN_EMAIL/ADMIN_PASSWORD escolhem o administrador',
      ),
  ).action(async (opts: DbOptions) => {
    await withDatabase(
      opts,
      async ({ db }, config) => {
        const result = await seedDatabase(db, config);
        if (!result.seeded) {
          print('O banco já tem usuários; nada foi alterado.');
          return;
        }
        print(`Banco inicializado. Administrador: ${result.adminEmail}`);
        if (result.generatedPassword) print(`Senha gerada (anote agora): ${result.generatedPassword}`);
      },
      { create: true },
    );
  });
}
