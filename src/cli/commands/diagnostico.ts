import type { Command } from 'commander';
import { MSG_DADOS } from '../../domain/dados/messages.ts';
import { diagnosticar } from '../../server/services/diagnostico.ts';
import { type DbOptions, databaseOption, io, print, withDatabase } from '../shared.ts';

/** `leiteira diagnostico`: the database's health for a person, cron or a monitor (exit 1 when something is wrong). */
export function registerDiagnosticoCommand(program: Command): void {
  databaseOption(
    program
      .command('diagnostico')
      .description(
        'confere o banco: integridade, chaves estrangeiras, migrações pendentes, tamanho, último backup (sai com 1 se algo está errado)',
      )
      .option('--json', 'saída em JSON', false),
  ).action(async (opts: DbOptions & { json: boolean }) => {
    const resultado = await withDatabase(opts, ({ client }, config) => diagnosticar(client, config), {
      migrate: false,
    });
    if (opts.json) {
      print(JSON.stringify(resultado, null, 2));
    } else {
      print(`Banco: ${resultado.banco}`);
      for (const v of resultado.verificacoes) print(`${v.ok ? '  ok       ' : '  PROBLEMA '} ${v.mensagem}`);
      const problemas = resultado.verificacoes.filter((v) => !v.ok).length;
      print(problemas ? MSG_DADOS.diagProblemas(problemas) : MSG_DADOS.diagTudoOk);
    }
    if (!resultado.ok) io.exitCode = 1;
  });
}
