import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import exemplo from '../../examples/avaliacao-exemplo.json' with { type: 'json' };
import { avaliacaoSchema } from '../domain/avaliacao/schemas.ts';
import { createApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { criarFazenda, listarFazendas } from '../server/services/admin.ts';
import { salvarRascunho } from '../server/services/avaliacao.ts';
import { leiteira as cli, leiteiraProcesso as processo, type Run, type RunInput } from './test-cli.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** `leiteira relatorio` for the sample farm's herd of 2025, the arguments several tests start from. */
const REBANHO_2025 = [
  'relatorio',
  '--fazenda',
  'Fazenda Modelo',
  '--tipo',
  'anual',
  '--categoria',
  'rebanho',
  '--ano',
  '2025',
];

let dir: string;
let dbUrl: string;
const ENV: Record<string, string> = { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', PUBLIC_URL: '' };

/** `leiteira ...args` as an administrator would type it, against the temporary database (in this process). */
const leiteira = (args: string[], opts: RunInput = {}) => cli(args, { ...opts, env: { ...ENV, ...opts.env } });
/** The same through the real binary, a child process: what only a process shows (its exit status, the bin script). */
const leiteiraProcesso = (args: string[]) => processo(args, { env: ENV });

/**
 * Runs the CLI on a real terminal (util-linux `script` gives it a pseudo-terminal), typing each answer only once its
 * prompt is on screen — as a person would. Resolves with everything the terminal showed.
 */
function noTerminal(args: string[], respostas: [prompt: string, texto: string][]): Promise<Run> {
  return new Promise((done) => {
    const cmd = [process.execPath, 'bin/leiteira.js', ...args].map((a) => `'${a}'`).join(' ');
    const child = spawn('script', ['-qec', cmd, '/dev/null'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: dbUrl },
    });
    let tela = '';
    let proxima = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      tela += chunk.toString('utf8');
      const r = respostas[proxima];
      if (r && tela.split(r[0]).length - 1 > respostas.slice(0, proxima).filter(([p]) => p === r[0]).length) {
        proxima++;
        child.stdin.write(`${r[1]}\r`);
      }
    });
    child.on('close', (code) => done({ code: code ?? 1, stdout: tela, stderr: '' }));
  });
}

/** Signs in through the API of an app opened on the same database file. */
async function apiLogin(email: string, password: string): Promise<number> {
  const database = await openDatabase(dbUrl);
  try {
    const app = createApp({ db: database.db, config: { ...loadConfig({}), databaseUrl: dbUrl, logLevel: 'silent' } });
    const res = await app.request('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost' },
      body: JSON.stringify({ email, password }),
    });
    return res.status;
  } finally {
    database.close();
  }
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-cli-'));
  dbUrl = `file:${join(dir, 'cli.db')}`;
  ENV.DATABASE_URL = dbUrl;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('leiteira CLI', { timeout: 60_000 }, () => {
  it('shows help in Portuguese and exits 0', async () => {
    const r = await leiteiraProcesso(['--help']);
    expect(r.code).toBe(0);
    for (const cmd of ['migrate', 'seed', 'user', 'farm', 'backup']) expect(r.stdout).toContain(cmd);
    const user = await leiteira(['user', '--help']);
    for (const cmd of ['create', 'list', 'set-password', 'reset-link']) expect(user.stdout).toContain(cmd);
    // commander's own words too
    expect(user.stdout).toMatch(/^Uso: leiteira user \[opções\] \[comando\]$/m);
    expect(user.stdout).toContain('Opções:');
    expect(user.stdout).toContain('Comandos:');
    expect(user.stdout).not.toMatch(/Usage|Options|Commands|\[options\]|default:/);
    // An option with choices and a default: commander joins them as '(choices: …, default: …)'.
    const painel = await leiteira(['painel', '--help']);
    expect(painel.stdout).toContain('padrão: "tabela"');
    expect(painel.stdout).not.toMatch(/default:|choices:/);
  });

  it('refuses to read a database that does not exist, and unknown commands', async () => {
    const r = await leiteiraProcesso(['user', 'list']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/Banco de dados não encontrado/);
    expect(existsSync(join(dir, 'cli.db'))).toBe(false);
    const unknown = await leiteiraProcesso(['frobnicar']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toMatch(/comando desconhecido/);
  });

  it('migrate creates the database; seed prints a generated admin password once that works', async () => {
    expect((await leiteira(['migrate'])).stdout).toContain('Migrações aplicadas.');
    const seed = await leiteira(['seed']);
    expect(seed.code).toBe(0);
    expect(seed.stdout).toContain('admin@leiteira.local');
    const password = /Senha gerada \(anote agora\): (\S+)/.exec(seed.stdout)?.[1] as string;
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(await apiLogin('admin@leiteira.local', password)).toBe(200);
    const again = await leiteira(['seed']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('nada foi alterado');
    expect(again.stdout).not.toContain('Senha');
  });

  it('farm list shows the sample farm, as a table and as JSON', async () => {
    const r = await leiteira(['farm', 'list']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Nome\s+Localização/);
    expect(r.stdout).toContain('Fazenda Modelo');
    const json = JSON.parse((await leiteira(['farm', 'list', '--json'])).stdout) as { name: string }[];
    expect(json.map((f) => f.name)).toEqual(['Fazenda Modelo']);
  });

  it('user create with a generated password, a farm by name and a group by name', async () => {
    const r = await leiteira([
      'user',
      'create',
      '--email',
      'Ana@Fazenda.com',
      '--name',
      'Ana Lima',
      '--farm',
      'fazenda modelo',
      '--group',
      'Operadores',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usuário criado: Ana Lima <ana@fazenda.com>');
    const password = /Senha gerada[^:]*: (\S+)/.exec(r.stdout)?.[1] as string;
    expect(await apiLogin('ana@fazenda.com', password)).toBe(200);
    const list = JSON.parse((await leiteira(['user', 'list', '--json'])).stdout) as {
      email: string;
      isAdmin: boolean;
      farmIds: string[];
      groupIds: string[];
    }[];
    const ana = list.find((u) => u.email === 'ana@fazenda.com');
    expect(ana).toMatchObject({ isAdmin: false });
    expect(ana?.farmIds).toHaveLength(1);
    expect(ana?.groupIds).toHaveLength(1);
    const table = (await leiteira(['user', 'list'])).stdout;
    expect(table).toMatch(/Ana Lima\s+ana@fazenda\.com\s+Usuário\s+Fazenda Modelo\s+Operadores/);
  });

  it('user create --admin with a given password', async () => {
    const r = await leiteira([
      'user',
      'create',
      '--email',
      'chefe@fazenda.com',
      '--name',
      'Chefe',
      '--admin',
      '--password',
      'chefe-123',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('(administrador)');
    expect(r.stdout).not.toContain('Senha gerada');
    expect(await apiLogin('chefe@fazenda.com', 'chefe-123')).toBe(200);
  });

  it('user create refuses bad input with Portuguese messages and exit code 1', async () => {
    const cases: [string[], RegExp][] = [
      [['--email', 'ana@fazenda.com', '--name', 'Outra'], /Já existe um usuário com este email\./],
      [['--email', 'b@fazenda.com', '--name', 'B', '--password', '123'], /A senha deve ter pelo menos 6 caracteres\./],
      [['--email', 'c@fazenda.com', '--name', 'C', '--group', 'Vaqueiros'], /Grupo não encontrado: Vaqueiros/],
      [['--email', 'd@fazenda.com', '--name', 'D', '--farm', 'Fazenda X'], /Fazenda não encontrada: Fazenda X/],
      [['--email', 'não-é-email', '--name', 'E'], /Email inválido\./],
      [['--name', 'F'], /informe a opção obrigatória --email/],
    ];
    for (const [args, message] of cases) {
      const r = await leiteira(['user', 'create', ...args]);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).not.toContain('Usuário criado');
    }
    const emails = (JSON.parse((await leiteira(['user', 'list', '--json'])).stdout) as { email: string }[]).map(
      (u) => u.email,
    );
    expect(emails.sort()).toEqual(['admin@leiteira.local', 'ana@fazenda.com', 'chefe@fazenda.com']);
  });

  it('user set-password reads stdin or --password, validates, and the new password signs in', async () => {
    const piped = await leiteira(['user', 'set-password', 'ANA@fazenda.com'], { input: 'nova-senha-1\n' });
    expect(piped.code).toBe(0);
    expect(piped.stdout).toContain('Senha de ana@fazenda.com atualizada');
    expect(await apiLogin('ana@fazenda.com', 'nova-senha-1')).toBe(200);
    const short = await leiteira(['user', 'set-password', 'ana@fazenda.com'], { input: '12345\n' });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('A senha deve ter pelo menos 6 caracteres.');
    const flag = await leiteira(['user', 'set-password', 'ana@fazenda.com', '--password', 'outra-senha']);
    expect(flag.code).toBe(0);
    expect(await apiLogin('ana@fazenda.com', 'outra-senha')).toBe(200);
    expect(await apiLogin('ana@fazenda.com', 'nova-senha-1')).toBe(400);
    const unknown = await leiteira(['user', 'set-password', 'ninguem@fazenda.com', '--password', 'qualquer1']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Usuário não encontrado: ninguem@fazenda.com');
  });

  it('user set-password on a terminal asks twice, never shows the password, and refuses two different ones', async () => {
    const ok = await noTerminal(
      ['user', 'set-password', 'ana@fazenda.com'],
      [
        ['Nova senha: ', 'senha-no-tty'],
        ['Repita a nova senha: ', 'senha-no-tty'],
      ],
    );
    expect(ok.stdout).toContain('Repita a nova senha: ');
    expect(ok.stdout).toContain('Senha de ana@fazenda.com atualizada');
    expect(ok.stdout).not.toContain('senha-no-tty');
    expect(await apiLogin('ana@fazenda.com', 'senha-no-tty')).toBe(200);

    const diferentes = await noTerminal(
      ['user', 'set-password', 'ana@fazenda.com'],
      [
        ['Nova senha: ', 'primeira-1'],
        ['Repita a nova senha: ', 'segunda-2'],
      ],
    );
    expect(diferentes.code).toBe(1);
    expect(diferentes.stdout).toContain('As senhas digitadas não coincidem. Nada foi alterado.');
    expect(await apiLogin('ana@fazenda.com', 'senha-no-tty')).toBe(200);
    await leiteira(['user', 'set-password', 'ana@fazenda.com', '--password', 'outra-senha']);
  });

  it('user reset-link prints a single-use link that resets the password through the API', async () => {
    const r = await leiteira(['user', 'reset-link', 'ana@fazenda.com', '--base-url', 'https://pi.fazenda:3000/']);
    expect(r.code).toBe(0);
    const link = r.stdout.trim();
    expect(link).toMatch(/^https:\/\/pi\.fazenda:3000\/redefinir-senha\?token=[a-z2-7]{32}$/);
    const token = new URL(link).searchParams.get('token') as string;
    const database = await openDatabase(dbUrl);
    try {
      const app = createApp({ db: database.db, config: { ...loadConfig({}), databaseUrl: dbUrl, logLevel: 'silent' } });
      const reset = (password: string) =>
        app.request('http://localhost/api/auth/reset', {
          method: 'POST',
          headers: { 'content-type': 'application/json', host: 'localhost' },
          body: JSON.stringify({ token, password, confirmPassword: password }),
        });
      expect((await reset('via-link-1')).status).toBe(200);
      expect((await reset('via-link-2')).status).toBe(400);
    } finally {
      database.close();
    }
    expect(await apiLogin('ana@fazenda.com', 'via-link-1')).toBe(200);
    const env = await leiteira(['user', 'reset-link', 'ana@fazenda.com'], { env: { PUBLIC_URL: 'http://pi.local' } });
    expect(env.stdout).toMatch(/^http:\/\/pi\.local\/redefinir-senha\?token=/);
    const unknown = await leiteira(['user', 'reset-link', 'ninguem@fazenda.com', '--base-url', 'http://pi.local']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Usuário não encontrado');
    // No address given: no link is guessed (a localhost link would not open on a phone).
    const noBase = await leiteira(['user', 'reset-link', 'ana@fazenda.com']);
    expect(noBase.code).toBe(1);
    expect(noBase.stdout).toBe('');
    expect(noBase.stderr).toContain('--base-url');
  });

  it('backup writes a consistent copy with the data and never overwrites a file', async () => {
    const file = join(dir, 'copias', 'leiteira-1.db');
    const r = await leiteira(['backup', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Cópia de segurança gravada');
    const copy = await openDatabase(`file:${file}`);
    try {
      const rows = await copy.client.execute('SELECT email FROM users ORDER BY email');
      expect(rows.rows.map((x) => x.email)).toEqual(['admin@leiteira.local', 'ana@fazenda.com', 'chefe@fazenda.com']);
    } finally {
      copy.close();
    }
    const again = await leiteira(['backup', file]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('já existe');
  });

  it('--database overrides DATABASE_URL', async () => {
    const other = `file:${join(dir, 'outro.db')}`;
    const r = await leiteira(['seed', '--database', other], {
      env: { ADMIN_EMAIL: 'dono@fazenda.com', ADMIN_PASSWORD: 'dono-123' },
    });
    expect(r.stdout).toContain('dono@fazenda.com');
    expect(r.stdout).not.toContain('Senha gerada');
    const list = JSON.parse((await leiteira(['user', 'list', '--json', '-d', other])).stdout) as { email: string }[];
    expect(list.map((u) => u.email)).toEqual(['dono@fazenda.com']);
  });
});

describe('leiteira avaliacao', { timeout: 60_000 }, () => {
  const exemplo = 'examples/avaliacao-exemplo.json';

  it('analyses the README example file: a table, CSV for a spreadsheet, or JSON', async () => {
    const tabela = await leiteira(['avaliacao', '--entrada', exemplo]);
    expect(tabela.code, tabela.stderr).toBe(0);
    expect(tabela.stdout).toContain('Sítio Boa Vista — João da Silva — 2025');
    expect(tabela.stdout).toMatch(/Custo total \(CT\)\s+R\$\s508\.300,00/);
    expect(tabela.stdout).toMatch(/Lucro \(RB − CT\)\s+R\$\s41\.700,00/);
    expect(tabela.stdout).toContain('A atividade é lucrativa');
    const json = await leiteira(['avaliacao', '--entrada', exemplo, '--formato', 'json']);
    expect(JSON.parse(json.stdout).analise).toMatchObject({ coe: 36_000_000, ct: 50_830_000, lucro: 4_170_000 });
    const saida = join(dir, 'avaliacao.csv');
    const csv = await leiteira(['avaliacao', '--entrada', exemplo, '--formato', 'csv', '--saida', saida]);
    expect(csv.stdout).toContain(`Análise gravada em ${saida}.`);
    const texto = readFileSync(saida, 'utf8');
    expect(texto.startsWith('\uFEFFSeção;Indicador;Valor\r\n')).toBe(true);
    expect(texto).toContain('Resultados;Lucro (RB − CT);R$ 41.700,00');
  });

  it('prints the warnings of a loss counted twice beside the verdict (table and PDF)', async () => {
    // The example as it was shipped: the cows given a life while their inventory change and sales are in RB.
    const dupla = join(dir, 'dupla.json');
    const original = JSON.parse(readFileSync(exemplo, 'utf8'));
    original.animais[0] = { ...original.animais[0], vidaUtilAnos: 5, percentualResidual: 40 };
    writeFileSync(dupla, JSON.stringify(original));
    const tabela = await leiteira(['avaliacao', '--entrada', dupla]);
    expect(tabela.code, tabela.stderr).toBe(0);
    expect(tabela.stdout).toMatch(/Avisos\s+Aviso\s+Vida útil dada a fêmeas de cria \(Vacas\)/);
    const pdf = join(dir, 'dupla.pdf');
    expect((await leiteira(['avaliacao', '--entrada', dupla, '--formato', 'pdf', '--saida', pdf])).code).toBe(0);
    const pagina1 = execFileSync('pdftotext', ['-f', '1', '-l', '1', pdf, '-'], { encoding: 'utf8' });
    expect(pagina1.replace(/\s+/g, ' ')).toContain('Avisos Vida útil dada a fêmeas de cria (Vacas)');
    // the corrected example warns of nothing
    expect((await leiteira(['avaliacao', '--entrada', exemplo])).stdout).not.toContain('Aviso');
  });

  it('names the field of a bad input file, in Portuguese, and exits 1', async () => {
    const ruim = join(dir, 'ruim.json');
    writeFileSync(
      ruim,
      JSON.stringify({ identificacao: { produtor: 'X' }, receitas: { leiteLitros: -1, precoLeite: 'dois' } }),
    );
    const r = await leiteira(['avaliacao', '--entrada', ruim]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('receitas.leiteLitros: O volume de leite não pode ser negativo.');
    expect(r.stderr).toContain('receitas.precoLeite: Informe um valor numérico.');
    expect(r.stderr).toContain('identificacao.propriedade: Campo obrigatório');
    writeFileSync(ruim, '{ isto não é json');
    expect((await leiteira(['avaliacao', '--entrada', ruim])).stderr).toContain('não é um JSON válido');
    const formato = await leiteira(['avaliacao', '--entrada', exemplo, '--formato', 'docx']);
    expect(formato.code).toBe(1);
    expect(formato.stderr).toContain('valor inválido "docx" para --formato');
    expect((await leiteira(['avaliacao'])).stderr).toContain('Informe --entrada');
  });

  it('writes the analysis as an Excel workbook or a PDF, which need a file', async () => {
    const arquivo = join(dir, 'avaliacao.xlsx');
    const r = await leiteira(['avaliacao', '--entrada', exemplo, '--formato', 'xlsx', '--saida', arquivo]);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(arquivo).subarray(0, 2).toString()).toBe('PK');
    const semArquivo = await leiteira(['avaliacao', '--entrada', exemplo, '--formato', 'xlsx']);
    expect(semArquivo.code).toBe(1);
    expect(semArquivo.stderr).toContain('O formato xlsx precisa de --saida <arquivo.xlsx>.');
    const pdf = join(dir, 'avaliacao.pdf');
    const p = await leiteira(['avaliacao', '--entrada', exemplo, '--formato', 'pdf', '--saida', pdf]);
    expect(p.code, p.stderr).toBe(0);
    const texto = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(texto).toContain('Avaliação Econômico-Zootécnica 2025');
    expect(texto).toContain('A atividade é lucrativa');
    expect(texto).toMatch(/Lucro \(RB - CT\)\s+R\$\s41\.700,00/);
    expect((await leiteira(['avaliacao', '--entrada', exemplo, '--formato', 'pdf'])).stderr).toContain(
      'O formato pdf precisa de --saida <arquivo.pdf>.',
    );
  });

  it('prints the JSON Schema of the input file', async () => {
    const r = await leiteira(['avaliacao', '--esquema']);
    const esquema = JSON.parse(r.stdout);
    expect(esquema.properties.receitas.required).toEqual(['leiteLitros']); // and rendaLeite or precoLeite
    expect(Object.keys(esquema.properties.receitas.properties)).toEqual(
      expect.arrayContaining(['rendaLeite', 'precoLeite']),
    );
    expect(Object.keys(esquema.properties.custos.properties)).toContain('maoDeObraFamiliar');
  });
});

describe('leiteira avaliacao from the saved assessments', { timeout: 60_000 }, () => {
  it("reports one farm's saved year, and every farm's in one table with a file per farm", async () => {
    const database = await openDatabase(dbUrl);
    try {
      const [modelo] = (await listarFazendas(database.db)).filter((f) => f.name === 'Fazenda Modelo');
      await salvarRascunho(database.db, { userId: null, farmId: modelo.id }, 2025, avaliacaoSchema.parse(exemplo));
      await criarFazenda(
        database.db,
        { id: 'cli' },
        {
          name: 'Sítio Sem Avaliação',
          location: 'Lavras - MG',
          size: 10,
          allowedModules: [],
        },
      );
    } finally {
      database.close();
    }
    const uma = await leiteira(['avaliacao', '--fazenda', 'fazenda modelo', '--ano', '2025']);
    expect(uma.code, uma.stderr).toBe(0);
    expect(uma.stdout).toMatch(/Lucro \(RB − CT\)\s+R\$\s41\.700,00/);
    const incompleta = await leiteira(['avaliacao', '--fazenda', 'Sítio Sem Avaliação', '--ano', '2025']);
    expect(incompleta.code).toBe(1);
    expect(incompleta.stderr).toContain('não está completa (falta: Identificação, Receitas)');
    expect((await leiteira(['avaliacao', '--todas'])).stderr).toContain('Informe o ano com --ano');

    const todas = await leiteira(['avaliacao', '--todas', '--ano', '2025']);
    expect(todas.code, todas.stderr).toBe(0);
    expect(todas.stderr).toContain('2 fazendas avaliadas.');
    expect(todas.stdout).toMatch(/Fazenda Modelo\s+2025\s+200\.000\s+R\$\s550\.000,00/);
    expect(todas.stdout).toMatch(/Sítio Sem Avaliação\s+2025.*Sem avaliação completa/);

    const pasta = join(dir, 'avaliacoes');
    const arquivos = await leiteira(['avaliacao', '--todas', '--ano', '2025', '--formato', 'csv', '--saida', pasta]);
    expect(arquivos.stdout).toContain(`Resumo e 1 relatório gravado em ${pasta}.`);
    const nomes = readdirSync(pasta).sort();
    expect(nomes).toHaveLength(2);
    expect(nomes[0]).toMatch(/^fazenda-modelo-.{6}\.csv$/);
    expect(readFileSync(join(pasta, 'resumo-2025.csv'), 'utf8')).toContain('Fazenda Modelo;2025;200.000;');

    // The same as PDFs: one per farm and the summary, which names the farm whose assessment is incomplete.
    const pdfs = join(dir, 'avaliacoes-pdf');
    const emPdf = await leiteira(['avaliacao', '--todas', '--ano', '2025', '--formato', 'pdf', '--saida', pdfs]);
    expect(emPdf.code, emPdf.stderr).toBe(0);
    const resumo = execFileSync('pdftotext', ['-layout', join(pdfs, 'resumo-2025.pdf'), '-'], { encoding: 'utf8' });
    expect(resumo).toContain('Avaliações de 2025');
    expect(resumo).toMatch(/Sítio Sem Avaliação\s+2025/);
    expect(readdirSync(pdfs).filter((n) => n.endsWith('.pdf'))).toHaveLength(2);
  });

  it('writes one farm’s saved year as the screen’s document: sections, its basis, the signature line', async () => {
    const documento = join(dir, 'modelo-2025.pdf');
    const pdfUma = await leiteira([
      'avaliacao',
      '--fazenda',
      'fazenda modelo',
      '--ano',
      '2025',
      '--formato',
      'pdf',
      '--saida',
      documento,
    ]);
    expect(pdfUma.code, pdfUma.stderr).toBe(0);
    const textoUma = execFileSync('pdftotext', ['-layout', documento, '-'], { encoding: 'utf8' });
    for (const t of ['Base de cálculo', 'Sensibilidade: preço e volume do leite', 'Técnico responsável: Ana Souza'])
      expect(textoUma).toContain(t);
  });
});

describe('leiteira relatorio', { timeout: 120_000 }, () => {
  it('makes the screen’s reports for a farm or every farm, and refuses a query without what it needs', async () => {
    const uma = await leiteira(REBANHO_2025);
    expect(uma.code, uma.stderr).toBe(0);
    expect(uma.stdout).toContain('Relatório anual — Rebanho');
    expect(uma.stdout).toMatch(/Identificação\s+Nome\s+Categoria/);
    const semTipo = await leiteira(['relatorio', '--fazenda', 'Fazenda Modelo', '--categoria', 'rebanho']);
    expect(semTipo.code).toBe(1);
    expect(semTipo.stderr).toContain('Por favor, selecione o tipo de relatório e a categoria.');
    const semMes = await leiteira([
      'relatorio',
      '--todas',
      '--tipo',
      'mensal',
      '--categoria',
      'despesas',
      '--ano',
      '2025',
    ]);
    expect(semMes.stderr).toContain('Por favor, selecione o mês e ano para o relatório mensal.');
    const categoria = await leiteira(['relatorio', '--fazenda', 'x', '--tipo', 'anual', '--categoria', 'bois']);
    expect(categoria.stderr).toContain('valor inválido "bois" para --categoria');

    const pasta = join(dir, 'relatorios');
    const todas = await leiteira([
      'relatorio',
      '--todas',
      '--tipo',
      'anual',
      '--categoria',
      'despesas',
      '--ano',
      '2025',
      '--formato',
      'xlsx',
      '--saida',
      pasta,
    ]);
    expect(todas.code, todas.stderr).toBe(0);
    expect(todas.stderr).toContain(`2 relatórios gravados em ${pasta}.`);
    const arquivos = readdirSync(pasta);
    expect(arquivos).toHaveLength(2);
    expect(readFileSync(join(pasta, arquivos[0])).subarray(0, 2).toString()).toBe('PK');
    const pdf = join(dir, 'rebanho.pdf');
    const comPdf = await leiteira([...REBANHO_2025, '--formato', 'pdf', '--saida', pdf]);
    expect(comPdf.stdout).toContain(`Relatório gravado em ${pdf}.`);
    expect(readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await leiteira([...REBANHO_2025, '--formato', 'csv']);
    expect(csv.stdout.startsWith('\uFEFFRelatório anual — Rebanho\r\n')).toBe(true);
    expect(csv.stdout).toContain('Identificação;Nome;Categoria;Raça;Sexo;Nascimento;Situação');
    const semSaida = await leiteira([...REBANHO_2025, '--formato', 'pdf']);
    expect(semSaida.stderr).toContain('O formato pdf precisa de --saida <arquivo.pdf>.');
  });
});
