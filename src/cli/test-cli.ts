/**
 * `leiteira` for the tests: run in the test's own process (run() of run.ts, what bin/leiteira.js runs), or the real
 * binary as a child process for what only a process shows — its exit status, what the bin script prints, a terminal.
 * A child process costs about a second of CPU (starting Node and importing every command); an in-process run costs
 * the command's own work.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { onTestFinished } from 'vitest';
import { abandonarExecucao, run } from './run.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunInput {
  /** Over the test process's environment, as a shell's `VAR=… leiteira …` would (undefined: unset). */
  env?: Record<string, string | undefined>;
  /** What is piped to stdin (an empty pipe by default); a stream for one the test feeds itself (in-process runs only). */
  input?: string | Readable;
}

/** A stream that keeps what is written to it. */
function coletor() {
  const partes: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      partes.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, texto: () => Buffer.concat(partes).toString('utf8') };
}

/** `leiteira ...args` in this process, as an administrator would type it; resolves with its exit code and output. */
export async function leiteira(args: string[], { env = {}, input = '' }: RunInput = {}): Promise<Run> {
  const stdout = coletor();
  const stderr = coletor();
  // A test that times out while its run waits leaves that run pending, and with it run()'s one-at-a-time guard:
  // every later run of the worker (of this file and the next ones) was refused. The test's end gives the run up.
  try {
    onTestFinished(() => {
      abandonarExecucao();
    });
  } catch {
    // not inside a test (a beforeAll): nothing to tie the run to
  }
  const code = await run(args, {
    stdout: stdout.stream,
    stderr: stderr.stream,
    stdin: typeof input === 'string' ? Readable.from([Buffer.from(input)]) : input,
    env,
  });
  return { code, stdout: stdout.texto(), stderr: stderr.texto() };
}

/** `node bin/leiteira.js ...args` as a child process (the compiled CLI when the build is up to date, else tsx). */
export function leiteiraProcesso(args: string[], { env = {}, input = '' }: RunInput = {}): Promise<Run> {
  return new Promise((done) => {
    const child = execFile(
      process.execPath,
      ['bin/leiteira.js', ...args],
      {
        cwd: ROOT,
        env: Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined)),
      },
      (error, stdout, stderr) =>
        done({
          code: error ? ((error as { code?: number }).code ?? 1) : 0,
          stdout: String(stdout),
          stderr: String(stderr),
        }),
    );
    if (typeof input === 'string') child.stdin?.end(input);
    else if (child.stdin) input.pipe(child.stdin);
  });
}
