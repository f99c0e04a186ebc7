import type { Command } from 'commander';
import { iniciarServidor } from '../servidor-inicio.ts';
import { io } from '../shared.ts';

export { comandoDoServidor } from '../servidor-inicio.ts';

/** `leiteira servidor` (src/cli/servidor-inicio.ts): starts the server as `npm start` does, in the foreground. */
export function registerServidorCommand(program: Command): void {
  program
    .command('servidor')
    .description('inicia o servidor (o mesmo que npm start); a configuração vem das variáveis de ambiente')
    .action(async () => {
      io.exitCode = await iniciarServidor();
    });
}
