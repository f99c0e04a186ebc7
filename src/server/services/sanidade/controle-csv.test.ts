// The milk-recording lab's individual test-day file (issue 39 §5) through the CSV import the screen and the CLI use
// (services/csv/servico.ts): a 300-cow file with the lab's own headers, matched by name; the error table for a row the
// farm cannot have; then each cow's CCS picture and the herd's share above 200 000 per test.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fazendas } from '../../db/schema/platform.ts';
import { controlesLeiteiros } from '../../db/schema/sanidade.ts';
import { adminFixture } from '../../test/fixture.ts';
import { type FonteCsv, importarCsv } from '../csv/servico.ts';
import { ccsDoRebanho } from './estado.ts';

const f = adminFixture({ fazenda: 'Fazenda do Laboratório' });
const VACAS = 300;

const fonte = (linhas: string[][]) => (): FonteCsv => ({ registros: linhas, separador: () => ';' });

async function importar(nome: string, linhas: string[][], simular = false) {
  const db = f.t.database.db;
  const farm = await db.select().from(fazendas).where(eq(fazendas.id, f.farmId)).get();
  if (!farm) throw new Error('fazenda');
  return importarCsv(db, { userId: null, farmId: f.farmId }, farm, nome, fonte(linhas), { simular });
}

/** The lab's CCS for cow i in month m (thousand cells/mL): every 10th cow above 200 in both months (chronic). */
const ccs = (i: number, m: number) => (i % 10 === 0 ? 450 : i % 10 === 1 && m === 1 ? 260 : 120 + (i % 7) * 10);

beforeAll(async () => {
  const rebanho = [['Identificação', 'Categoria', 'Sexo', 'Nascimento']];
  for (let i = 1; i <= VACAS; i++) rebanho.push([`${1000 + i}`, 'Vaca Leiteira', 'Fêmea', '01/01/2020']);
  rebanho.push(['T1', 'Touro Reprodutor', 'Macho', '01/01/2020']);
  const r = await importar('rebanho', rebanho);
  expect(r.erros).toEqual([]);
});

/** The lab's file: its own headers and an extra column the farm does not keep. */
function arquivoDoLaboratorio(mes: number, extra: string[][] = []) {
  const linhas = [
    ['Identificação', 'Data do controle', 'Leite (kg)', '% Gordura', '% Proteína', 'CCS (mil/mL)', 'Lactação'],
  ];
  for (let i = 1; i <= VACAS; i++)
    linhas.push([
      `${1000 + i}`,
      `1${mes}/${mes === 0 ? '10' : '11'}/2026`,
      '28,4',
      '3,61',
      '3,2',
      String(ccs(i, mes)),
      '2',
    ]);
  return [...linhas, ...extra];
}

describe('a lab file of 300 cows', () => {
  it('a row of an unknown cow or of a bull: the error table names the line, and nothing is written', async () => {
    const r = await importar(
      'controle-leiteiro',
      arquivoDoLaboratorio(0, [
        ['999', '10/10/2026', '20', '3', '3', '100', '1'],
        ['T1', '10/10/2026', '20', '3', '3', '100', '1'],
      ]),
    );
    expect(r.gravado).toBe(false);
    expect(r.erros).toEqual([
      { linha: 302, coluna: 'Animal', valor: '999', mensagem: 'Animal não encontrado nesta fazenda: 999.' },
      {
        linha: 303,
        coluna: 'Animal',
        valor: 'T1',
        mensagem: 'Escolha uma fêmea: mastite, controle leiteiro e a vacina B19/RB51 são de fêmeas.',
      },
    ]);
    const gravados = await f.t.database.db
      .select()
      .from(controlesLeiteiros)
      .where(eq(controlesLeiteiros.farmId, f.farmId));
    expect(gravados).toEqual([]);
  });

  it('two monthly files: 600 results, the lab’s headers matched by name; the cows above 200 000 and the chronic ones', async () => {
    const outubro = await importar('controle-leiteiro', arquivoDoLaboratorio(0));
    expect(outubro.erros).toEqual([]);
    expect(outubro).toMatchObject({ gravado: true, novos: VACAS, colunasIgnoradas: ['Lactação'] });
    const novembro = await importar('controle-leiteiro', arquivoDoLaboratorio(1));
    expect(novembro).toMatchObject({ gravado: true, novos: VACAS });
    // the same file again: the natural key (cow, date) finds every row
    expect(await importar('controle-leiteiro', arquivoDoLaboratorio(1))).toMatchObject({
      novos: 0,
      inalterados: VACAS,
    });

    const { vacas, porTeste } = await ccsDoRebanho(f.t.database.db, f.farmId);
    expect(vacas).toHaveLength(VACAS);
    // cows 1010, 1020, … (30 of them) at 450 in both tests: chronic; cows 1001, 1011, … (30) at 260 in November only
    expect(vacas.filter((v) => v.cronica)).toHaveLength(30);
    expect(vacas.filter((v) => v.acima && !v.cronica)).toHaveLength(30);
    const v1010 = vacas.find((v) => v.ultima.ccs === 450);
    expect(v1010?.ultima).toEqual({ data: '2026-11-11', ccs: 450, escore: Math.log2(4.5) + 3 });
    // October: 30 of 300 above (10 %); November: 60 of 300 (20 %)
    expect(porTeste).toEqual([
      { mes: '2026-10', vacas: 300, acima: 30, parcela: 0.1 },
      { mes: '2026-11', vacas: 300, acima: 60, parcela: 0.2 },
    ]);
  });
});
