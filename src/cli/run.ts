import '../domain/zod-pt.ts';
import { Command, CommanderError, Help, type Option } from 'commander';
import { HttpError } from '../server/http/errors.ts';
import { VERSION } from '../server/version.ts';
import { registerAvaliacaoCommand } from './commands/avaliacao.ts';
import { registerBackupCommand } from './commands/backup.ts';
import { registerCsvCommands } from './commands/csv.ts';
import { registerDbCommands } from './commands/db.ts';
import { registerDiagnosticoCommand } from './commands/diagnostico.ts';
import { registerFarmCommands } from './commands/farm.ts';
import { registerPainelCommand } from './commands/painel.ts';
import { registerRebanhoCommands } from './commands/rebanho.ts';
import { registerRelatorioCommand } from './commands/relatorio.ts';
import { registerRestaurarCommand } from './commands/restaurar.ts';
import { registerServidorCommand } from './commands/servidor.ts';
import { registerTlsCommands } from './commands/tls.ts';
import { registerUserCommands } from './commands/user.ts';
import { CliError, type CliIo, io } from './shared.ts';

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

/** Commander's help, in Portuguese: its headings and the '[options]' / '[command]' of each usage line. */
const TITULOS: Record<string, string> = {
  'Usage:': 'Uso:',
  'Options:': 'Opções:',
  'Commands:': 'Comandos:',
  'Arguments:': 'Argumentos:',
  'Global Options:': 'Opções globais:',
};
const usoEmPortugues = (uso: string) => uso.replace('[options]', '[opções]').replace('[command]', '[comando]');
const ajudaEmPortugues = {
  styleTitle: (titulo: string) => TITULOS[titulo] ?? titulo,
  commandUsage(this: Help, cmd: Command) {
    return usoEmPortugues(Help.prototype.commandUsage.call(this, cmd));
  },
  subcommandTerm(this: Help, cmd: Command) {
    return usoEmPortugues(Help.prototype.subcommandTerm.call(this, cmd));
  },
  optionDescription(this: Help, option: Option) {
    return Help.prototype.optionDescription
      .call(this, option)
      .replace('(default: ', '(padrão: ')
      .replace(', default: ', ', padrão: ')
      .replace('(choices: ', '(valores: ');
  },
};

/** What the database driver's own (English) failures mean to an administrator; the driver's words follow as detail. */
const FALHAS_DO_BANCO: [RegExp, string][] = [
  [/SQLITE_CORRUPT/, 'O arquivo do banco está danificado; restaure uma cópia de segurança (leiteira restaurar)'],
  [/SQLITE_NOTADB/, 'O arquivo indicado não é um banco de dados SQLite/libSQL'],
  [/SQLITE_BUSY|SQLITE_LOCKED/, 'O banco está ocupado por outro processo; tente de novo em instantes'],
  [/SQLITE_CANTOPEN/, 'Não foi possível abrir o arquivo do banco (confira o caminho e as permissões)'],
  [/SQLITE_READONLY/, 'O arquivo do banco não pode ser gravado (confira as permissões)'],
  [/SQLITE_FULL|ENOSPC/, 'O disco está cheio'],
];

/** An error no command expected: a Portuguese sentence first, the technical text only as detail. */
function inesperado(error: unknown): string {
  const codigo = String((error as { code?: string })?.code ?? '');
  const texto = error instanceof Error ? error.message : String(error);
  const tecnico = texto.includes(codigo) ? texto : `${codigo}: ${texto}`;
  const conhecido = FALHAS_DO_BANCO.find(([re]) => re.test(tecnico));
  return `${conhecido ? conhecido[1] : 'Falha inesperada'}.\n  (detalhe técnico: ${tecnico})`;
}

/**
 * The program, built afresh for each run (commander keeps the parsed options on it). Its own messages go through
 * `io` and its exits are thrown (exitOverride), so a run inside another process (the tests) never ends that process.
 */
function createProgram(): Command {
  const program = new Command()
    .name('leiteira')
    .description('Gestão Leiteira: administração pela linha de comando')
    .version(VERSION, '-V, --version', 'mostra a versão')
    .helpOption('-h, --help', 'mostra a ajuda')
    .helpCommand('help [comando]', 'mostra a ajuda de um comando')
    .showHelpAfterError('(use --help para ver as opções)')
    .configureHelp(ajudaEmPortugues)
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(traduzir(text)),
    })
    .exitOverride();

  registerServidorCommand(program);
  registerDbCommands(program);
  registerUserCommands(program);
  registerFarmCommands(program);
  registerBackupCommand(program);
  registerRestaurarCommand(program);
  registerDiagnosticoCommand(program);
  registerAvaliacaoCommand(program);
  registerPainelCommand(program);
  registerRelatorioCommand(program);
  registerRebanhoCommands(program);
  registerCsvCommands(program);
  registerTlsCommands(program);
  return program;
}

export interface RunOptions extends Partial<Omit<CliIo, 'exitCode'>> {
  /** Variables set for the run and put back after it (DATABASE_URL, ADMIN_EMAIL…; undefined removes one). */
  env?: Record<string, string | undefined>;
}

/** The run under way: how to put back the `io` and the variables it changed. */
interface Execucao {
  restaurar(): void;
}
let emCurso: Execucao | null = null;

/**
 * `leiteira <args>`: runs one command and resolves with its exit code; nothing is printed past `stdout`/`stderr`
 * and the process is never ended. bin/leiteira.js runs it with the process's arguments; the tests run it in their own
 * process, one run at a time (the environment and `io` are the process's while it runs).
 */
export async function run(args: string[], opts: RunOptions = {}): Promise<number> {
  if (emCurso) throw new Error('run(): uma execução da CLI por vez');
  const antes = { ...io };
  const envAntes = new Map(Object.keys(opts.env ?? {}).map((k) => [k, process.env[k]]));
  const definir = (k: string, v: string | undefined) => {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  };
  const execucao: Execucao = {
    restaurar() {
      Object.assign(io, antes);
      for (const [k, v] of envAntes) definir(k, v);
    },
  };
  emCurso = execucao;
  for (const [k, v] of Object.entries(opts.env ?? {})) definir(k, v);
  Object.assign(io, {
    stdout: opts.stdout ?? io.stdout,
    stderr: opts.stderr ?? io.stderr,
    stdin: opts.stdin ?? io.stdin,
    exitCode: 0,
  });
  try {
    await createProgram().parseAsync(args, { from: 'user' });
    return io.exitCode;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    const message = error instanceof CliError || error instanceof HttpError ? error.message : inesperado(error);
    io.stderr.write(`Erro: ${message}\n`);
    return error instanceof CliError ? error.exitCode : 1;
  } finally {
    // An abandoned run (abandonarExecucao) was put back then, and a later run may be under way: its end changes nothing.
    if (emCurso === execucao) {
      execucao.restaurar();
      emCurso = null;
    }
  }
}

/**
 * For the tests: gives up the run under way, if any — one a test left waiting when it timed out. Its `io` and
 * variables are put back and the next run may start; should it end later, its end changes nothing (what it still
 * prints goes to whatever `io` then holds). The command itself is not stopped: nothing can stop a pending promise.
 */
export function abandonarExecucao(): boolean {
  if (!emCurso) return false;
  emCurso.restaurar();
  emCurso = null;
  return true;
}
