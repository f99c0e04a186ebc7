import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, copiaDoModelo } from '../server/test/harness.ts';
import { VERSION } from '../server/version.ts';
import { abandonarExecucao, run } from './run.ts';
import { io } from './shared.ts';
import { leiteira } from './test-cli.ts';

let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-test-cli-'));
  await copiaDoModelo(join(dir, 'cli.db'));
  env = { DATABASE_URL: `file:${join(dir, 'cli.db')}`, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stdin that stays open until the test writes the line: the password prompt of 'user set-password' waits on it. */
const senhaPendente = () => new PassThrough();
/** Until the run reads its stdin (the database opened, the user found): where a run that hangs would stay. */
const aguardando = (entrada: PassThrough) =>
  vi.waitFor(() => expect(entrada.listenerCount('readable')).toBeGreaterThan(0), { timeout: 60_000 });

describe.sequential('a test that ends while its CLI run waits (as one that times out)', () => {
  // The first pass saw it: one test timed out mid-run and every later test of the worker failed with
  // 'uma execução da CLI por vez'.
  let esperando: PassThrough;
  it('leaves its run waiting on stdin', async () => {
    esperando = senhaPendente();
    void leiteira(['user', 'set-password', ADMIN.email], { env, input: esperando });
    await aguardando(esperando);
    // the run is under way: a second one in the same test is still refused
    await expect(leiteira(['--version'])).rejects.toThrow('uma execução da CLI por vez');
  });

  it("the next test runs the CLI, with its own output and the process's io back", async () => {
    const r = await leiteira(['--version']);
    expect(r).toMatchObject({ code: 0, stdout: `${VERSION}\n` });
    expect(io.stdout).toBe(process.stdout);
    expect(process.env.DATABASE_URL).not.toBe(env.DATABASE_URL);
    // the given-up run ends now (its late words go to the process's stderr)
    esperando.end('curta\n');
  });
});

it('a given-up run that ends later leaves the run then under way alone (its guard, its io)', async () => {
  const entradaA = senhaPendente();
  const a = run(['user', 'set-password', ADMIN.email], { env, stdin: entradaA });
  await aguardando(entradaA);
  expect(abandonarExecucao()).toBe(true);

  const saidaB: Buffer[] = [];
  const entradaB = senhaPendente();
  const b = run(['user', 'set-password', ADMIN.email], {
    env,
    stdin: entradaB,
    stderr: new PassThrough(),
    stdout: new Writable({
      write(chunk, _enc, done) {
        saidaB.push(Buffer.from(chunk));
        done();
      },
    }),
  });
  await aguardando(entradaB);
  entradaA.end('curta\n');
  expect(await a).toBe(1);
  // B still holds the guard and its io
  await expect(run(['--version'])).rejects.toThrow('uma execução da CLI por vez');
  entradaB.end('senha-nova-123\n');
  expect(await b).toBe(0);
  expect(Buffer.concat(saidaB).toString()).toContain(`Senha de ${ADMIN.email} atualizada.`);
  expect(io.stdout).toBe(process.stdout);
  expect(abandonarExecucao()).toBe(false);
});
