/**
 * One lactation, one total (issue 37, item 2): the ficha's 'Lactação atual', the Lactações table, the report
 * 'lactacoes' and `leiteira relatorio lactacoes` give the same figure for the same lactation — the litres recorded —
 * and say what each 305-day figure is (registrado / interpolado / projetado) and from which days.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { leiteira as cli } from '../../../cli/test-cli.ts';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import type { LinhaLactacao } from '../../../domain/apontamentos/respostas-leite.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { formatarCelula } from '../../../domain/relatorios/exportar.ts';
import type { Relatorio } from '../../../domain/relatorios/schemas.ts';
import { animaisDoRebanho, eventosReprodutivos, ordenhas } from '../../db/schema/apontamentos.ts';
import { adminFixture, jsonComStatus } from '../../test/fixture.ts';

const f = adminFixture({ fazenda: 'Sítio das Lactações' });
let base: string;
let hoje: string;
const vacas = { emLactacao: '', encerrada: '', tardia: '', plana22: '', plana25: '' };
/** What each cow's lactation recorded, summed here from the rows written. */
const registrado = { emLactacao: 0, encerrada: 0, tardia: 0 };

/** Two milkings a day of `animalId` on DEL `de`…`ate` after `parto`; litres with decimals that vary by day. */
async function ordenhar(animalId: string, parto: string, de: number, ate: number, chave: keyof typeof registrado) {
  const linhas = [];
  for (let del = de; del <= ate; del++)
    for (const [ordenha, base] of [
      ['Manhã', 9.3],
      ['Tarde', 7.1],
    ] as const) {
      const producao = Math.round((base + ((del * 7) % 11) / 10 - del / 100) * 10) / 10;
      registrado[chave] += producao;
      linhas.push({ id: uuidv7(), farmId: f.farmId, animalId, data: somarDias(parto, del), ordenha, producao });
    }
  for (let i = 0; i < linhas.length; i += 200) await f.t.database.db.insert(ordenhas).values(linhas.slice(i, i + 200));
}

async function vaca(identificacao: string) {
  const id = uuidv7();
  await f.t.database.db
    .insert(animaisDoRebanho)
    .values({ id, farmId: f.farmId, identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa', sexo: 'F' });
  return id;
}

async function evento(animalId: string, data: string, tipo: 'Parto' | 'Secagem') {
  await f.t.database.db
    .insert(eventosReprodutivos)
    .values({ id: uuidv7(), farmId: f.farmId, animalId, data, evento: tipo });
}

const umaCasa = (n: number) => Math.round(n * 10) / 10;

beforeAll(async () => {
  base = `/api/farms/${f.farmId}`;
  const tz = await f.t.database.client.execute({ sql: 'SELECT timezone FROM farms WHERE id = ?', args: [f.farmId] });
  hoje = hojeNoFuso(String(tz.rows[0].timezone));
  // in milk for 120 days, milked from DEL 1 (the calving day not milked) to today
  vacas.emLactacao = await vaca('701');
  const parto1 = somarDias(hoje, -120);
  await evento(vacas.emLactacao, parto1, 'Parto');
  await ordenhar(vacas.emLactacao, parto1, 1, 120, 'emLactacao');
  // a lactation that ended: calved 300 days ago, milked DEL 1–199, dried on DEL 200
  vacas.encerrada = await vaca('702');
  const parto2 = somarDias(hoje, -300);
  await evento(vacas.encerrada, parto2, 'Parto');
  await evento(vacas.encerrada, somarDias(parto2, 200), 'Secagem');
  await ordenhar(vacas.encerrada, parto2, 1, 199, 'encerrada');
  // calved 300 days ago, but the farm only started recording her at DEL 236
  vacas.tardia = await vaca('703');
  const parto3 = somarDias(hoje, -300);
  await evento(vacas.tardia, parto3, 'Parto');
  await ordenhar(vacas.tardia, parto3, 236, 300, 'tardia');
  // two flat records, 42 days in milk: 11 + 11 L and 12.5 + 12.5 L every day from DEL 1
  const parto4 = somarDias(hoje, -42);
  for (const [chave, litros] of [
    ['plana22', 11],
    ['plana25', 12.5],
  ] as const) {
    vacas[chave] = await vaca(chave === 'plana22' ? '722' : '725');
    await evento(vacas[chave], parto4, 'Parto');
    const linhas = [];
    for (let del = 1; del <= 42; del++)
      for (const ordenha of ['Manhã', 'Tarde'] as const)
        linhas.push({
          id: uuidv7(),
          farmId: f.farmId,
          animalId: vacas[chave],
          data: somarDias(parto4, del),
          ordenha,
          producao: litros,
        });
    await f.t.database.db.insert(ordenhas).values(linhas);
  }
});

async function tabela() {
  return jsonComStatus<LinhaLactacao[]>(await f.t.request('GET', `${base}/lactacoes`, { cookie: f.admin }));
}

describe('one lactation, one total', { timeout: 120_000 }, () => {
  it('the ficha’s Lactação atual is the table’s total, the report’s and the CLI’s: the litres recorded', async () => {
    const linha = (await tabela()).find((l) => l.animalId === vacas.emLactacao);
    // 120 days × two milkings, summed as written: the total is that sum, DEL 1–120, 120 days
    expect(linha?.total).toBe(umaCasa(registrado.emLactacao));
    expect(linha?.registrado).toEqual({ de: 1, ate: 120, dias: 120 });
    expect(linha).toMatchObject({ tipo305: 'projetado', dias305: { projetados: { de: 121, ate: 304 } } });

    const ficha = await jsonComStatus<{ resumo: { lactacaoAtual: { total: number; registrado: unknown } | null } }>(
      await f.t.request('GET', `${base}/animais/${vacas.emLactacao}/ficha`, { cookie: f.admin }),
    );
    expect(ficha.resumo.lactacaoAtual).toMatchObject({ total: linha?.total, registrado: linha?.registrado });

    const ano = hoje.slice(0, 4);
    const rel = await jsonComStatus<Relatorio>(
      await f.t.request('GET', `${base}/relatorios?tipo=anual&categoria=lactacoes&ano=${ano}`, { cookie: f.admin }),
    );
    const doRelatorio = rel.linhas.find((l) => l.animal === '701');
    expect(doRelatorio).toMatchObject({ total: linha?.total, registrado: '1–120 (120 dias)' });
    expect(String(doRelatorio?.tipo305)).toMatch(/^projetado \((Wood|último controle)\) 121–304$/);

    const r = await cli(
      [
        'relatorio',
        '--fazenda',
        f.farmId,
        '--database',
        f.t.config.databaseUrl,
        '--tipo',
        'anual',
        '--categoria',
        'lactacoes',
        '--ano',
        ano,
        '--formato',
        'json',
      ],
      { env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' } },
    );
    expect(r.code, r.stderr).toBe(0);
    const doCli = (JSON.parse(r.stdout) as Relatorio).linhas.find((l) => l.animal === '701');
    expect(doCli).toMatchObject({ total: linha?.total, registrado: doRelatorio?.registrado });
  });

  it('a finished lactation’s total is the recorded sum — the calving day is not counted — and so is its 305 days', async () => {
    const linha = (await tabela()).find((l) => l.animalId === vacas.encerrada);
    expect(linha?.total).toBe(umaCasa(registrado.encerrada));
    expect(linha).toMatchObject({
      registrado: { de: 1, ate: 199, dias: 199 },
      // 3.066,5 L recorded (a tie): 3.067 L on any date, whatever order the weekly sums are added in
      producao305: Math.round(umaCasa(registrado.encerrada)),
      tipo305: 'registrado',
      dias305: { registrados: { de: 1, ate: 199 }, projetados: null },
    });
  });

  it('records that start at DEL 236: the recorded litres, no 305-day figure, and why', async () => {
    const linha = (await tabela()).find((l) => l.animalId === vacas.tardia);
    expect(linha?.total).toBe(umaCasa(registrado.tardia));
    expect(linha).toMatchObject({
      registrado: { de: 236, ate: 300, dias: 65 },
      producao305: null,
      tipo305: null,
      semProjecao: 'Registros só a partir do DEL 236: sem produção em 305 dias',
    });
  });

  it('a flat record is projected the same way at 22 L and at 25 L a day (it was decided by rounding noise)', async () => {
    const linhas = await tabela();
    // no decline to fit: the last test day is carried to DEL 304 — 305 × 22 = 6710 L and 305 × 25 = 7625 L
    // (before: 22 L had no 305-day figure, 'Curva sem declínio', and 25 L had one)
    expect(linhas.find((l) => l.animalId === vacas.plana22)).toMatchObject({
      tipo305: 'projetado',
      metodo305: 'ultimo-controle',
      producao305: 6710,
    });
    expect(linhas.find((l) => l.animalId === vacas.plana25)).toMatchObject({
      tipo305: 'projetado',
      metodo305: 'ultimo-controle',
      producao305: 7625,
    });
  });

  it('a cow not in milk has no current lactation on her ficha (never 0 L)', async () => {
    const ficha = await jsonComStatus<{ resumo: { lactacaoAtual: unknown } }>(
      await f.t.request('GET', `${base}/animais/${vacas.encerrada}/ficha`, { cookie: f.admin }),
    );
    expect(ficha.resumo.lactacaoAtual).toBeNull();
  });

  it('the lactations PDF shows every date and figure whole (read back with pdftotext), not cut with an ellipsis', async () => {
    const ano = hoje.slice(0, 4);
    const q = `${base}/relatorios?tipo=anual&categoria=lactacoes&ano=${ano}`;
    const rel = await jsonComStatus<Relatorio>(await f.t.request('GET', q, { cookie: f.admin }));
    const res = await f.t.request('GET', `${q}&formato=pdf`, { cookie: f.admin });
    expect(res.status).toBe(200);
    const arquivo = join(mkdtempSync(join(tmpdir(), 'lactacoes-')), 'lactacoes.pdf');
    writeFileSync(arquivo, Buffer.from(await res.arrayBuffer()));
    if (process.env.PNG_LACTACOES) execFileSync('pdftoppm', ['-png', '-r', '80', arquivo, process.env.PNG_LACTACOES]);
    const texto = execFileSync('pdftotext', ['-layout', arquivo, '-'], { encoding: 'utf8' });
    // before: the 14 columns shared 762 pt and the date columns were cut like text ('26/06/…')
    expect(texto).not.toContain('…');
    const celula = (chave: string, v: unknown) => {
      const c = rel.colunas.find((x) => x.chave === chave);
      return c ? formatarCelula(c, v as never) : '';
    };
    expect(rel.linhas.length).toBeGreaterThanOrEqual(5);
    for (const l of rel.linhas) {
      for (const chave of ['parto', 'fim', 'total', 'producao305', 'esperado305'])
        if (l[chave] !== null) expect(texto, `${l.animal} ${chave}`).toContain(celula(chave, l[chave]));
      expect(celula('parto', l.parto)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
  });
});
