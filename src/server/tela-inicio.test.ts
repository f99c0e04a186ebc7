/**
 * Issue 24 item 10: the newcomer's console. At a terminal `npm start` says, in Portuguese, only what a person needs
 * (the address, the generated password in a frame, the database, where the log went); a build step's noise shows only
 * when it fails, then whole. Run on a real pseudo-terminal (util-linux `script`), as cli.test.ts does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comandoDeNovaSenha, moldura, telaDeInicio } from './tela-inicio.ts';
import { entradaDoServidor } from './test/entrada.ts';

const ROOT = resolve(import.meta.dirname, '../..');
let dir: string;
const filhos = new Set<ChildProcess>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-tela-'));
});
afterAll(() => {
  // The process groups these tests started (script and what runs under it), by id.
  for (const c of filhos) if (c.pid && c.exitCode === null) process.kill(-c.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

/** `comando` on a pseudo-terminal until `ate` is on screen (or it ends); what the terminal showed, CRs dropped. */
function noTerminal(
  comando: string[],
  env: Record<string, string>,
  ate: RegExp | null,
): Promise<{ tela: string; codigo: number | null; filho: ChildProcess }> {
  return new Promise((done, falha) => {
    const cmd = comando.map((a) => `'${a}'`).join(' ');
    const filho = spawn('script', ['-qfec', cmd, '/dev/null'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      detached: true,
    });
    filhos.add(filho);
    let tela = '';
    const limite = setTimeout(() => falha(new Error(`nada de ${ate} na tela:\n${tela}`)), 60_000);
    filho.stdout?.on('data', (d: Buffer) => {
      tela += d.toString('utf8').replaceAll('\r', '');
      if (ate?.test(tela)) {
        clearTimeout(limite);
        done({ tela, codigo: null, filho });
      }
    });
    filho.on('close', (codigo) => {
      clearTimeout(limite);
      done({ tela, codigo, filho });
    });
  });
}

describe('the first screen, as a pure function', () => {
  it('frames the password, says the address, the database and the log, in Portuguese', () => {
    const tela = telaDeInicio({
      local: 'http://localhost:3000',
      rede: '  Na rede da fazenda:\n    http://192.168.0.10:3000\n',
      admin: {
        email: 'admin@leiteira.local',
        senha: 'Xy7pQ2rT9mKa',
        novaSenha: comandoDeNovaSenha('admin@leiteira.local'),
      },
      banco: '/srv/leiteira/data/leiteira.db',
      registro: '/srv/leiteira/data/servidor.log',
      avisos: ['  Aviso: PUBLIC_URL não definido.\n'],
    });
    expect(tela.split('\n')).toEqual([
      '',
      '  Gestão Leiteira está no ar.',
      '',
      '  Neste computador, abra: http://localhost:3000',
      '  Na rede da fazenda:',
      '    http://192.168.0.10:3000',
      '',
      '  ╔═══════════════════════════════════════════════════════╗',
      '  ║  Primeiro acesso — administrador criado               ║',
      '  ║  E-mail: admin@leiteira.local                         ║',
      '  ║  Senha:  Xy7pQ2rT9mKa                                 ║',
      '  ║  Anote a senha agora: ela não será mostrada de novo.  ║',
      '  ╚═══════════════════════════════════════════════════════╝',
      '  Perdeu a senha? Defina outra, sem apagar nenhum dado:',
      '    npx leiteira user set-password admin@leiteira.local',
      '',
      '  Banco de dados: /srv/leiteira/data/leiteira.db',
      '  Registro do servidor (log): /srv/leiteira/data/servidor.log',
      '  Aviso: PUBLIC_URL não definido.',
      '',
      '  Para parar o servidor: Ctrl+C',
      '',
      '',
    ]);
  });

  it('a frame is as wide as its widest line, accents counted once', () => {
    expect(moldura(['ação', 'ab'])).toEqual(['╔════════╗', '║  ação  ║', '║  ab    ║', '╚════════╝']);
  });
});

describe('on a terminal', { timeout: 120_000 }, () => {
  it('the first start shows one screen: address, framed password, database, log file; the JSON log goes to the file', async () => {
    const banco = join(dir, 'data', 'leiteira.db');
    const { tela } = await noTerminal(
      [process.execPath, ...entradaDoServidor()],
      {
        DATABASE_URL: `file:${banco}`,
        PORT: '0',
        HOST: '127.0.0.1',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        SMTP_URL: '',
        PUBLIC_URL: '',
        LOG_LEVEL: 'info',
      },
      /Para parar o servidor: Ctrl\+C\n/,
    );
    const linhas = tela.split('\n').filter((l) => l.trim() !== '');
    expect(linhas[0]).toBe('  Gestão Leiteira está no ar.');
    const porta = /Neste computador, abra: http:\/\/localhost:(\d+)/.exec(tela)?.[1];
    expect(porta).toBeDefined();
    const senha = /║ {2}Senha: {2}(\S+) +║/.exec(tela)?.[1] ?? '';
    expect(senha.length).toBeGreaterThanOrEqual(12);
    expect(tela).toContain('║  Anote a senha agora: ela não será mostrada de novo.');
    // and how to get a new one without deleting anything (issue 38 item 9): the CLI's user command, on this database
    expect(tela).toContain('  Perdeu a senha? Defina outra, sem apagar nenhum dado:');
    expect(tela).toContain(`    npx leiteira user set-password admin@leiteira.local -d file:${banco}`);
    expect(tela).toContain(`  Banco de dados: ${banco}`);
    const registro = join(dir, 'data', 'servidor.log');
    expect(tela).toContain(`  Registro do servidor (log): ${registro}`);
    // the PUBLIC_URL hint names the server as every other text does (issue 38 item 9)
    expect(tela).toContain('PUBLIC_URL=https://leiteira.internal:3000');
    expect(tela).not.toContain('leiteira.local:');
    // nothing else: no JSON, no log lines, no English of the libraries
    expect(linhas.filter((l) => l.startsWith('{') || /\b(info|warn)\b/.test(l))).toEqual([]);
    expect(linhas.length).toBeLessThanOrEqual(20);

    // the log is not lost: JSON lines in the file the screen named
    const mensagens = () =>
      readFileSync(registro, 'utf8')
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { msg: string }).msg);
    await expect.poll(mensagens).toEqual(expect.arrayContaining(['banco de dados inicializado', 'servidor iniciado']));
    // and the password on screen signs in
    const res = await fetch(`http://127.0.0.1:${porta}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@leiteira.local', password: senha }),
    });
    expect(res.status).toBe(200);
  });

  // Issue 38 item 9: what the terminal held before `npm start` (a first start's one-time password) stays on it.
  it('npm start never clears the terminal: the lines above stay on screen and in the scrollback', async () => {
    const copia = join(dir, 'copia-sem-fontes');
    // a production copy (no sources): the bundle is there, nothing to build
    mkdirSync(join(copia, 'dist', 'bundle'), { recursive: true });
    writeFileSync(join(copia, 'dist', 'bundle', 'server.js'), '');
    const { tela, codigo } = await noTerminal(
      ['sh', '-c', `cd ${copia} && echo Senha: Xy7pQ2rT9mKa && node ${join(ROOT, 'scripts', 'build-if-needed.mjs')}`],
      { npm_lifecycle_event: 'start' },
      null,
    );
    expect(codigo).toBe(0);
    expect(tela).toContain('Senha: Xy7pQ2rT9mKa');
    // no 'erase display' (ESC [2J / [3J), no cursor home (ESC [H), no full reset (ESC c)
    for (const sequencia of ['\x1b[2J', '\x1b[3J', '\x1b[H', '\x1bc']) expect(tela).not.toContain(sequencia);
  });

  it('a build step that fails shows everything it said, and its exit code; one that works shows only its name', async () => {
    const passo = join(dir, 'passo.mjs');
    writeFileSync(
      passo,
      `import { executar } from ${JSON.stringify(join(ROOT, 'scripts', 'compilar.mjs'))};
const [modo] = process.argv.slice(2);
const corpo = modo === 'falha'
  ? "console.log('vite v8 building for production...'); console.error('[vite]: Rollup failed to resolve import \\"./nao-existe.ts\\" from src/web/app.tsx'); process.exit(3)"
  : "console.log('vite v8 building for production...'); console.warn(' WARN  inlineDynamicImports option is deprecated')";
executar('Compilando o aplicativo web', process.execPath, ['-e', corpo]);
console.log('pronto');
`,
    );
    const ok = await noTerminal([process.execPath, passo, 'ok'], {}, null);
    expect(ok.codigo).toBe(0);
    expect(ok.tela.split('\n').filter(Boolean)).toEqual(['Compilando o aplicativo web...', 'pronto']);

    const falha = await noTerminal([process.execPath, passo, 'falha'], {}, null);
    expect(falha.codigo).toBe(3);
    expect(falha.tela).toContain('Compilando o aplicativo web: falhou (código 3). O que a compilação disse:');
    expect(falha.tela).toContain('vite v8 building for production...');
    expect(falha.tela).toContain('[vite]: Rollup failed to resolve import "./nao-existe.ts" from src/web/app.tsx');
    expect(falha.tela).not.toContain('pronto');
    expect(existsSync(passo)).toBe(true);
  });
});
