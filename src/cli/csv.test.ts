/**
 * `leiteira exportar` / `leiteira importar` (run in the test process, as bin/leiteira.js runs it) against a temporary
 * database: the round trip, Latin-1 input, --simular, the error table with exit code 1, and re-imports that add nothing.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../domain/apontamentos/dates.ts';
import { lerCsvBytes } from '../domain/csv/leitor.ts';
import { openDatabase } from '../server/db/client.ts';
import { copiaDoModelo } from '../server/test/harness.ts';
import { leiteira as cli } from './test-cli.ts';

let dir: string;
let dbUrl: string;

/** `leiteira ...args` (in this process) on the file's database. */
const leiteira = (args: string[]) => cli(args, { env: { DATABASE_URL: dbUrl, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } });

async function contar(sql: string): Promise<number> {
  const database = await openDatabase(dbUrl);
  try {
    return Number((await database.client.execute(sql)).rows[0][0]);
  } finally {
    database.close();
  }
}

/** Rows of a query, column by name. */
async function linhas(sql: string): Promise<Record<string, unknown>[]> {
  const database = await openDatabase(dbUrl);
  try {
    const rs = await database.client.execute(sql);
    return rs.rows.map((r) => Object.fromEntries(rs.columns.map((c) => [c, r[c]])));
  } finally {
    database.close();
  }
}

/**
 * A ~1 MB despesas file as a spreadsheet saves it (BOM, every text quoted, quotes doubled, CRLF; line breaks, ';',
 * accents and emoji inside texts), 300 rows a day. Where a 256 KiB read of `leiteira importar` ends, a row is built
 * so that the read ends right after a '""' pair, right after a cell's closing quote, right after the CR of a CRLF,
 * or inside a 4-byte emoji, in turn. Returns the file and what each row says, by description.
 */
function arquivoGrande(caminho: string) {
  const LEITURA = 256 * 1024;
  const q = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const despesas = new Map<string, { data: string; descricao: string; valor: number; observacoes: string }>();
  const partes = ['\uFEFFData;Descrição;Categoria;Valor;Forma de pagamento;Observações\r\n'];
  let bytes = Buffer.byteLength(partes[0]);
  let limite = LEITURA;
  /** Row `i` of the file (its date: 300 rows a day), remembered by its description. */
  const linha = (i: number, descricao: string, observacoes: string) => {
    const data = somarDias('2024-01-01', Math.floor(i / 300));
    const valor = 1000 + i;
    despesas.set(descricao, { data, descricao, valor, observacoes });
    const reais = (valor / 100).toFixed(2).replace('.', ',');
    return `${data.split('-').reverse().join('/')};${q(descricao)};Alimentação;${reais};PIX;${q(observacoes)}\r\n`;
  };
  // how a read ends inside a row: the description is '<nome> nº <i> <pad><cauda>', and the read ends `depois` bytes
  // after the pad: after the '""' that opens the tail, after the cell's closing quote, after the row's CR, or 2 bytes
  // into the 4-byte emoji
  const CORTES = [
    { nome: 'Ajuste', cauda: '" fim "premium" 20kg', depois: () => 2 },
    { nome: 'Fecha', cauda: '', depois: () => 1 },
    { nome: 'Quebra', cauda: '', depois: (resto: string) => Buffer.byteLength(resto) - 1 },
    { nome: 'Vaca', cauda: '🐄 fim', depois: () => 2 },
  ];
  let cortes = 0;
  // one read ending at each hard place, then the file ends (≈ 1 MB, some 9,000 rows: the export still spans several
  // 2000-row pages); the reader's own property tests (src/domain/csv/leitor.test.ts) cut text and bytes anywhere, so
  // more reads here repeated the same cases: the 3 MB file of 11 cuts took 67–168 s of a run
  for (let i = 0; cortes < CORTES.length; i++) {
    const comum = `Ração "premium" 20kg nº ${i}`;
    let texto = linha(i, comum, i % 2 ? '' : `Nota "fiscal" ${i}; lote, ção 😀\r\nsegunda linha`);
    if (bytes + Buffer.byteLength(texto) + 300 > limite) {
      despesas.delete(comum);
      const c = CORTES[cortes++ % CORTES.length];
      const inicio = `${c.nome} nº ${i} `;
      const medida = linha(i, inicio + c.cauda, 'obs');
      despesas.delete(inicio + c.cauda);
      const fimDoPad = medida.indexOf(inicio) + inicio.length;
      const ate = Buffer.byteLength(medida.slice(0, fimDoPad)) + c.depois(medida.slice(fimDoPad));
      texto = linha(i, inicio + 'x'.repeat(limite - bytes - ate) + c.cauda, 'obs');
      limite += LEITURA;
    }
    partes.push(texto);
    bytes += Buffer.byteLength(texto);
  }
  writeFileSync(caminho, partes.join(''));
  return { arquivo: caminho, despesas };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-csv-cli-'));
  dbUrl = `file:${join(dir, 'cli.db')}`;
  // the worker's migrated and seeded template (harness.ts): a file copy, not a migration and a production-cost hash
  await copiaDoModelo(join(dir, 'cli.db'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const FAZENDA = ['--fazenda', 'Fazenda Modelo'];

describe('leiteira importar / exportar', () => {
  it('imports a Latin-1 herd file, then milkings by brinco; exports them in pt-BR; re-import adds nothing', {
    timeout: 180_000,
  }, async () => {
    const rebanho = join(dir, 'rebanho.csv');
    // Excel's "CSV (separado por vírgulas)" in Portuguese: windows-1252, ';'
    writeFileSync(
      rebanho,
      Buffer.from(
        'Identificação;Nome;Categoria;Raça\r\n10;Mimosa;Vaca Leiteira;Girolando\r\n11;Estrela;Vaca Leiteira;Gir\r\n',
        'latin1',
      ),
    );
    const a = await leiteira(['importar', 'rebanho', rebanho, ...FAZENDA]);
    expect(a.stderr).toBe('');
    expect(a.code).toBe(0);
    expect(a.stdout).toContain('2 novos, 0 atualizados, 0 sem alteração');
    expect(await contar(`SELECT count(*) FROM animals WHERE raca = 'Girolando' AND identificacao = '10'`)).toBe(1);

    const prod = join(dir, 'producao.csv');
    writeFileSync(prod, 'data,animal,ordenha,producao\n2025-06-01,10,Manhã,12.5\n2025-06-01,11,Manhã,9\n');
    const sim = await leiteira(['importar', 'producao', prod, ...FAZENDA, '--simular']);
    expect(sim.code).toBe(0);
    expect(sim.stdout).toContain('Simulação: nada foi gravado.');
    expect(await contar('SELECT count(*) FROM milk_records')).toBe(0);

    expect((await leiteira(['importar', 'producao', prod, ...FAZENDA])).code).toBe(0);
    expect(await contar('SELECT count(*) FROM milk_records')).toBe(2);
    const again = await leiteira(['importar', 'producao', prod, ...FAZENDA]);
    expect(again.stdout).toContain('0 novos, 0 atualizados, 2 sem alteração');
    expect(await contar('SELECT count(*) FROM milk_records')).toBe(2);

    const saida = join(dir, 'exportado.csv');
    const exp = await leiteira(['exportar', 'producao', ...FAZENDA, '--saida', saida]);
    expect(exp.code).toBe(0);
    expect(exp.stdout).toContain('2 linhas gravadas');
    const csv = readFileSync(saida, 'utf8');
    expect(csv.startsWith('\uFEFFData;Animal;Ordenha;Produção (L);ID\r\n')).toBe(true);
    expect(csv).toContain('01/06/2025;10;Manhã;12,5;');
    expect((await leiteira(['exportar', 'producao', ...FAZENDA, '--saida', saida])).stderr).toContain('já existe');

    // the exported file back: matched by ID, nothing new
    const back = await leiteira(['importar', 'producao', saida, ...FAZENDA]);
    expect(back.stdout).toContain('0 novos, 0 atualizados, 2 sem alteração');
  });

  it('a 1 MB file whose 256 KiB reads end after \'""\', a closing quote, a CR and inside an emoji: stored as written, exported by date, re-imported unchanged', {
    timeout: 600_000,
  }, async () => {
    const { arquivo, despesas } = arquivoGrande(join(dir, 'despesas-grande.csv'));
    const a = await leiteira(['importar', 'despesas', arquivo, ...FAZENDA]);
    expect(a.stderr).toBe('');
    expect(a.stdout).toContain(`${despesas.size} novos, 0 atualizados, 0 sem alteração`);

    // every text as the file says it ('Ração "premium" 20kg', not 'Ração "premium" 20kg"')
    const guardadas = await linhas(
      `SELECT data, descricao, valor, observacoes FROM despesas WHERE descricao LIKE '%nº%' ORDER BY data, descricao`,
    );
    expect(guardadas.length).toBe(despesas.size);
    for (const g of guardadas) expect(g, String(g.descricao)).toEqual(despesas.get(String(g.descricao)));

    // exported: newest first across 2000-row keyset pages (hundreds of rows a day), every row once
    const saida = join(dir, 'despesas-exportadas.csv');
    expect((await leiteira(['exportar', 'despesas', ...FAZENDA, '--saida', saida])).code).toBe(0);
    const { registros } = lerCsvBytes(readFileSync(saida));
    const datas = registros.slice(1).map((r) => r[0].split('/').reverse().join('-'));
    expect(datas.length).toBeGreaterThanOrEqual(despesas.size);
    expect(datas).toEqual([...datas].sort().reverse());
    expect(new Set(registros.slice(1).map((r) => r[6])).size).toBe(datas.length);

    // the export and the first file again: nothing new, nothing changed
    const volta = await leiteira(['importar', 'despesas', saida, ...FAZENDA]);
    expect(volta.stdout).toContain(`0 novos, 0 atualizados, ${datas.length} sem alteração`);
    const denovo = await leiteira(['importar', 'despesas', arquivo, ...FAZENDA]);
    expect(denovo.stdout).toContain(`0 novos, 0 atualizados, ${despesas.size} sem alteração`);
    expect(await contar(`SELECT count(*) FROM despesas WHERE descricao LIKE '%nº%'`)).toBe(despesas.size);
  });

  it('a UTF-16 file (Excel\'s "Texto Unicode") is imported; a file with a NUL byte says so, not "vazio"', {
    timeout: 120_000,
  }, async () => {
    // issue 37: both were answered 'O arquivo está vazio' although each has a header
    const texto =
      'Data;Descrição;Categoria;Valor;Forma de pagamento\r\n03/02/2025;Ração unicode;Alimentação;12,50;PIX\r\n';
    const utf16 = join(dir, 'utf16.csv');
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(texto, 'utf16le')]));
    const r = await leiteira(['importar', 'despesas', utf16, ...FAZENDA]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('1 novo, 0 atualiz');
    expect(await contar(`SELECT count(*) FROM despesas WHERE descricao = 'Ração unicode' AND valor = 1250`)).toBe(1);

    const nulo = join(dir, 'nulo.csv');
    writeFileSync(nulo, `Data;Descrição;Categoria;Valor;Forma de pagamento\r\n04/02/2025;x\u0000y;A;1;PIX\r\n`);
    const n = await leiteira(['importar', 'despesas', nulo, ...FAZENDA]);
    expect(n.code).toBe(1);
    expect(n.stderr).toContain('caractere nulo (byte 0)');
    expect(n.stderr).not.toContain('vazio');
    // no BOM: UTF-16 reads as NULs from the first line, and says the same
    writeFileSync(nulo, Buffer.from(texto, 'utf16le'));
    const semBom = await leiteira(['importar', 'despesas', nulo, ...FAZENDA]);
    expect(semBom.code).toBe(1);
    expect(semBom.stderr).toContain('caractere nulo (byte 0)');
    expect(semBom.stderr).not.toContain('vazio');
  });

  it('an invalid file prints the error table, exits 1 and writes nothing', { timeout: 120_000 }, async () => {
    const ruim = join(dir, 'ruim.csv');
    writeFileSync(ruim, 'Data;Animal;Ordenha;Produção (L)\n32/01/2025;10;Manhã;10\n02/01/2025;99;Manhã;10\n');
    const antes = await contar('SELECT count(*) FROM audit_log');
    const r = await leiteira(['importar', 'producao', ruim, ...FAZENDA]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/Linha\s+Coluna\s+Valor\s+Mensagem/);
    expect(r.stderr).toMatch(/2\s+Data\s+32\/01\/2025\s+Data inválida/);
    expect(r.stderr).toMatch(/3\s+Animal\s+99\s+Animal não encontrado nesta fazenda: 99\./);
    expect(r.stderr).toContain('Erro: 2 erros em');
    expect(r.stderr).not.toMatch(/at \w+ \(|node:internal/);
    expect(await contar('SELECT count(*) FROM audit_log')).toBe(antes);
    expect(await contar(`SELECT count(*) FROM milk_records WHERE data = '2025-01-02'`)).toBe(0);

    const desconhecida = await leiteira(['exportar', 'vacinas', ...FAZENDA]);
    expect(desconhecida.code).toBe(1);
    expect(desconhecida.stderr).toContain('Não sei importar "vacinas"');
  });
});
