/**
 * `leiteira painel` on three farms of a temporary database (issue 27): the screen's desk from the CLI — the same
 * figures, a table per group with the reference rows, CSV, JSON, Excel and a landscape PDF with a page per group,
 * the progress on stderr so stdout pipes clean.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Painel } from '../domain/painel/respostas.ts';
import { createTestContext, type TestContext } from '../server/test/harness.ts';
import { criarFazendaMarcada, type FazendaMarcada } from '../server/test/permissions.ts';
import { leiteira as cli } from './test-cli.ts';

let t: TestContext;
let marcada: FazendaMarcada;

/** `leiteira ...args` (in this process) on the test app's database. */
const leiteira = (args: string[]) =>
  cli(args, { env: { DATABASE_URL: t.config.databaseUrl, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });

beforeAll(async () => {
  t = await createTestContext();
  // three farms: the sample farm, a farm with every module's figures and a saved assessment, one without data
  marcada = await criarFazendaMarcada(t);
  await t.createFarm('Sítio Vazio');
}, 60_000);
afterAll(() => t.close());

describe('leiteira painel', { timeout: 180_000 }, () => {
  it('prints every farm side by side for the period, a table per group with the group figures', async () => {
    const r = await leiteira(['painel', '--periodo', '2024']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('3 fazendas lidas (2024).');
    expect(r.stdout).not.toContain('fazendas lidas');
    // progress on stderr, farm by farm (no terminal here: a line each tenth of the way), never on stdout
    expect(r.stderr).toContain('Lendo 1/3 fazendas\nLendo 2/3 fazendas\nLendo 3/3 fazendas\n');
    expect(r.stdout).not.toContain('Lendo');
    for (const t of ['== Produção ==', '== Qualidade do leite ==', '== Reprodução ==', '== Financeiro =='])
      expect(r.stdout).toContain(t);
    expect(r.stdout).toMatch(/Fazenda marcada .*R\$ 33\.333,01 \*\s+R\$ 77\.777,01 \*\s+-R\$ 44\.444,00 \*/);
    expect(r.stdout).toMatch(/Sítio Vazio\s+—\s+—\s+—/);
    expect(r.stdout).toContain('Sem avaliação salva de 2024');
    expect(r.stdout).toMatch(/Mediana do grupo/);
  });

  it('the same figures as the API, as JSON; only the farms asked for', async () => {
    const r = await leiteira([
      'painel',
      '--periodo',
      '2024-03',
      '--fazendas',
      marcada.farmId,
      'Sítio Vazio',
      '--formato',
      'json',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const cli = JSON.parse(r.stdout) as Painel;
    expect(cli.linhas.map((l) => l.fazenda).sort()).toEqual(
      ['Sítio Vazio', expect.stringMatching(/^Fazenda marcada/)].sort(),
    );
    const api = (await (
      await t.request('GET', `/api/painel?periodo=2024-03&fazendas=${cli.linhas.map((l) => l.farmId).join(',')}`, {
        cookie: await t.adminCookie(),
      })
    ).json()) as Painel;
    expect(cli).toEqual(api);
  });

  it('writes CSV, Excel and a landscape PDF with a page per group; refuses a bad period', async () => {
    const csv = await leiteira(['painel', '--periodo', '2024', '--formato', 'csv']);
    expect(csv.stdout).toContain('Quartil superior (melhores 25%)');
    const pdf = join(t.config.staticRoot, '..', 'painel.pdf');
    const p = await leiteira(['painel', '--periodo', '2024', '--formato', 'pdf', '--saida', pdf]);
    expect(p.code, p.stderr).toBe(0);
    const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+6/); // a page per group, Sanidade the sixth
    expect(execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' })).toContain('Sanidade');
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28/); // A4 landscape
    const texto = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    expect(texto).toContain('Economia (avaliação salva do ano)');
    const xlsx = join(t.config.staticRoot, '..', 'painel.xlsx');
    expect((await leiteira(['painel', '--periodo', '2024', '--formato', 'xlsx', '--saida', xlsx])).code).toBe(0);
    expect(readFileSync(xlsx).subarray(0, 2).toString()).toBe('PK');
    expect((await leiteira(['painel', '--periodo', '2024', '--formato', 'xlsx'])).stderr).toContain(
      'precisa de --saida',
    );
    const ruim = await leiteira(['painel', '--periodo', '24']);
    expect(ruim.code).toBe(1);
    expect(ruim.stderr).toContain('Informe o período como 2026 (ano), 2026-03 (mês) ou 2026-T1 (trimestre).');
  });
});
