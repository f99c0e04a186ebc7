// `leiteira servidor` alone (bin/leiteira.js): the server's start without the rest of the CLI.
import { iniciarServidor } from './servidor-inicio.ts';

process.exitCode = await iniciarServidor();
