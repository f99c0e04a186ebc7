import { Command } from 'commander';
import { VERSION } from '../server/app.ts';
import { registerDbCommands } from './commands/db.ts';

const program = new Command()
  .name('leiteira')
  .description('Gestão Leiteira: administração pela linha de comando')
  .version(VERSION)
  .showHelpAfterError('(use --help para ver as opções)');

registerDbCommands(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.stderr.write(`Erro: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
