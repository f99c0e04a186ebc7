import '../domain/zod-pt.ts';
import { Command, CommanderError } from 'commander';
import { HttpError } from '../server/http/errors.ts';
import { VERSION } from '../server/version.ts';
import { registerAvaliacaoCommand } from './commands/avaliacao.ts';
import { registerBackupCommand } from './commands/backup.ts';
import { registerDbCommands } from './commands/db.ts';
import { registerFarmCommands } from './commands/farm.ts';
import { registerRelatorioCommand } from './commands/relatorio.ts';
import { registerUserCommands } from './commands/user.ts';
import { CliError } from './shared.ts';

/** Commander's own messages, in Portuguese. */
const TRADUCOES: [RegExp, string][] = [
  [/^error: required option '(.+)' not specified/m, 'Erro: informe a opção obrigatória $1'],
  [/^error: unknown option '(.+)'/m, 'Erro: opção desconhecida $1'],
  [/^error: missing required argument '(.+)'/m, 'Erro: falta o argumento obrigatório <$1>'],
  [/^error: option '(.+)' argument missing/m, 'Erro: a opção $1 precisa de um valor'],
  [/^error: unknown command '(.+)'/m, 'Erro: comando desconhecido $1'],
  [/^error: too many arguments.*/m, 'Erro: argumentos demais'],
  [
    /^error: option '(.+)' argument '(.+)' is invalid\. Allowed choices are (.+)\./m,
    'Erro: valor inválido "$2" para $1; use um de: $3',
  ],
];
function traduzir(text: string): string {
  for (const [re, pt] of TRADUCOES) if (re.test(text)) return text.replace(re, pt);
  return text;
}

const program = new Command()
  .name('leiteira')
  .description('Gestão Leiteira: administração pela linha de comando')
  .version(VERSION, '-V, --version', 'mostra a versão')
  .helpOption('-h, --help', 'mostra a ajuda')
  .helpCommand('help [comando]', 'mostra a ajuda de um comando')
  .showHelpAfterError('(use --help para ver as opções)')
  .configureOutput({ outputError: (text, write) => write(traduzir(text)) });

registerDbCommands(program);
registerUserCommands(program);
registerFarmCommands(program);
registerBackupCommand(program);
registerAvaliacaoCommand(program);
registerRelatorioCommand(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode;
  } else {
    const message = error instanceof CliError || error instanceof HttpError ? error.message : String(error);
    process.stderr.write(`Erro: ${message}\n`);
    process.exitCode = error instanceof CliError ? error.exitCode : 1;
  }
}
