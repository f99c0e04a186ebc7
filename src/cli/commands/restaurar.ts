import type { Command } from 'commander';
import { MSG_DADOS } from '../../domain/dados/messages.ts';
import { loadConfig } from '../../server/config.ts';
import { restaurarBanco } from '../../server/services/restaurar.ts';
import { asCliError, CliError, type DbOptions, databaseOption, filePathOf, print } from '../shared.ts';

/** `leiteira restaurar <arquivo>`: puts a backup in place of the database (server stopped), keeping the old file. */
export function registerRestaurarCommand(program: Command): void {
  databaseOption(
    program
      .command('restaurar <arquivo>')
      .description(
        'substitui o banco por uma cópia de segurança (com o servidor parado); confere a cópia antes e guarda o banco anterior ao lado',
      ),
  ).action(async (arquivo: string, opts: DbOptions) => {
    const destino = filePathOf(opts.database ?? loadConfig().databaseUrl);
    if (!destino) throw new CliError(MSG_DADOS.somenteArquivo);
    try {
      const r = await restaurarBanco(arquivo, destino);
      print(MSG_DADOS.restaurado(arquivo, r.destino));
      if (r.migradoDe) print(MSG_DADOS.migrado(r.migradoDe, r.esquema));
      if (r.anterior) print(MSG_DADOS.anteriorGuardado(r.anterior));
    } catch (error) {
      throw asCliError(error);
    }
  });
}
