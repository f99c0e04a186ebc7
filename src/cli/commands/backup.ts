import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Command } from 'commander';
import { copiaConsistente } from '../../server/services/backup.ts';
import { CliError, type DbOptions, databaseOption, filePathOf, print, withDatabase } from '../shared.ts';

/**
 * `leiteira backup <arquivo>`: a consistent copy of the embedded database taken with `VACUUM INTO` (safe while
 * the server runs; WAL included). Never overwrites a file. A libSQL server is backed up on the server's side.
 */
export function registerBackupCommand(program: Command): void {
  databaseOption(
    program
      .command('backup <arquivo>')
      .description('grava uma cópia consistente do banco embutido (pode rodar com o servidor ligado)'),
  ).action(async (file: string, opts: DbOptions) => {
    const target = resolve(file);
    if (existsSync(target)) throw new CliError(`O arquivo ${target} já existe; escolha outro nome.`);
    await withDatabase(
      opts,
      async ({ client }, config) => {
        if (!filePathOf(config.databaseUrl)) {
          throw new CliError(
            'O backup pela CLI é só do banco embutido (file:); num servidor libSQL use as ferramentas dele.',
          );
        }
        mkdirSync(dirname(target), { recursive: true });
        await copiaConsistente(client, target);
        print(`Cópia de segurança gravada em ${target} (${Math.ceil(statSync(target).size / 1024)} KB).`);
      },
      { migrate: false },
    );
  });
}
