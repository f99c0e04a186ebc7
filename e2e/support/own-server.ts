/**
 * A server of the test's own (e2e/support/server.ts in a child process, on its own port and database), so a test can
 * switch it off and on again on the same data: `stop()` closes its port (what a browser sees of a Pi switched off:
 * open connections cut, new ones refused) and keeps the process, so `start()` is instant; `kill()` is the real
 * SIGKILL, for a test about the requests in flight when the Pi loses power (then `start()` starts a new process).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Client, createClient } from '@libsql/client';

/** e2e/support/server.ts compiled over the compiled server, by the run's global setup (global-setup.ts). */
export const E2E_SERVER_JS = resolve(import.meta.dirname, '../../dist/e2e/server.js');

/**
 * A port free right now, asked of the system (the browser tests run in parallel: a random one could be another
 * worker's). Synchronous, so a spec can put the server's URL in `test.use({ baseURL })` when it loads.
 */
function freePort(): number {
  // Written as text: console.log of a number is coloured (\x1b[33m…) when FORCE_COLOR is set, as in the runner.
  const probe =
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  // Without the runner's NODE_OPTIONS (its loaders): a plain Node that prints the port and exits.
  const { NODE_OPTIONS: _, ...env } = process.env;
  const out = execFileSync(process.execPath, ['--input-type=commonjs', '-e', probe], { encoding: 'utf8', env });
  const port = /^\d+$/.test(out.trim()) ? Number(out.trim()) : 0;
  if (port < 1024) throw new Error(`porta livre? ${JSON.stringify(out)}`);
  return port;
}

export class OwnServer {
  readonly port: number;
  readonly dir: string;
  readonly url: string;
  private child: ChildProcess | null = null;
  private db: Client | null = null;
  private onLog?: (line: { method?: string; path?: string; status?: number }) => void;

  /**
   * `env`: more of e2e/support/server.ts's settings (E2E_SEM_EMAIL=1: no SMTP_URL nor PUBLIC_URL; E2E_LOG_LEVEL=warn:
   * no request lines). `onde`: a given port and folder (the run's shared server); a free port and a new folder if not.
   */
  constructor(
    private readonly env: Record<string, string> = {},
    onde: { port: number; dir: string } = { port: freePort(), dir: mkdtempSync(join(tmpdir(), 'leiteira-offline-')) },
  ) {
    this.port = onde.port;
    this.dir = onde.dir;
    this.url = `http://127.0.0.1:${this.port}`;
  }

  /**
   * Starts it (opens its port again after `stop()`) and waits for /api/health; `onLog` hears each request line (JSON)
   * it prints from now on.
   */
  async start(onLog?: (line: { method?: string; path?: string; status?: number }) => void): Promise<void> {
    this.onLog = onLog;
    if (this.child && this.child.exitCode === null) {
      this.child.stdin?.write('abrir\n');
      return this.answering();
    }
    if (!existsSync(E2E_SERVER_JS))
      throw new Error(`${E2E_SERVER_JS} não existe: rode os testes por npx playwright test`);
    const child = spawn(process.execPath, [E2E_SERVER_JS], {
      env: { ...process.env, E2E_LOG_LEVEL: 'info', ...this.env, E2E_DIR: this.dir, E2E_PORT: String(this.port) },
      // stdin: 'fechar' and 'abrir' (stop() and start())
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.child = child;
    let buf = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buf += chunk.toString();
      let i = buf.indexOf('\n');
      while (i >= 0) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        try {
          const fields = JSON.parse(line) as Record<string, unknown>;
          this.onLog?.((fields.fields as never) ?? (fields as never));
        } catch {
          // not a log line
        }
        i = buf.indexOf('\n');
      }
    });
    return this.answering();
  }

  private async answering(): Promise<void> {
    const child = this.child as ChildProcess;
    // a start took over 60 s on a 2-core machine running four browser runs (load average 37)
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`servidor saiu com ${child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not yet
      }
      if (Date.now() > deadline) throw new Error('servidor não subiu');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /**
   * The Pi switched off, as the browser sees it: the port closes (connections cut, new ones refused) until `start()`.
   * The process and its database stay: a request already being answered may still finish inside (use `kill()` when
   * the test is about those).
   */
  async stop(): Promise<void> {
    this.child?.stdin?.write('fechar\n');
    for (;;) {
      try {
        await fetch(`${this.url}/api/health`);
      } catch {
        return; // refused: closed
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** SIGKILL: no goodbye, requests in flight are cut (the Pi losing power). */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
    this.child = null;
  }

  /** The database file itself (readable while the server runs or after it died). */
  sql(): Client {
    this.db ??= createClient({ url: `file:${join(this.dir, 'e2e.db')}` });
    return this.db;
  }

  async count(sql: string, args: (string | number)[] = []): Promise<number> {
    return Number((await this.sql().execute({ sql, args })).rows[0].n);
  }

  async close(): Promise<void> {
    await this.kill();
    this.db?.close();
  }
}
