/**
 * `leiteira rebanho listas` (issue 26 item 3): the week's lists of a farm from the same service as the screen, run as
 * an administrator would (run in the test process, as bin/leiteira.js runs it) on a temporary database.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { formatData, hojeNoFuso } from '../../domain/format.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { animaisDoRebanho, eventosReprodutivos } from '../../server/db/schema/apontamentos.ts';
import { eventosSanitarios, medicamentos } from '../../server/db/schema/sanidade.ts';
import { adminFixture } from '../../server/test/fixture.ts';
import { leiteira as cli } from '../test-cli.ts';

const f = adminFixture({ fazenda: 'Sítio das Listas' });

beforeAll(async () => {
  const db = f.t.database.db;
  const hoje = hojeNoFuso('America/Sao_Paulo');
  const vaca = uuidv7();
  const vendida = uuidv7();
  await db.insert(animaisDoRebanho).values([
    { id: vaca, farmId: f.farmId, identificacao: 'REP-1', categoria: 'Vaca Leiteira' },
    { id: vendida, farmId: f.farmId, identificacao: 'VEND-2', categoria: 'Vaca Leiteira', situacao: 'vendido' },
  ]);
  const ev = (animalId: string, dias: number, evento: 'Parto' | 'Inseminação') => ({
    id: uuidv7(),
    farmId: f.farmId,
    animalId,
    data: somarDias(hoje, dias),
    evento,
  });
  await db
    .insert(eventosReprodutivos)
    .values([
      ev(vaca, -200, 'Parto'),
      ev(vaca, -120, 'Inseminação'),
      ev(vaca, -80, 'Inseminação'),
      ev(vaca, -40, 'Inseminação'),
      ev(vendida, -200, 'Parto'),
      ev(vendida, -120, 'Inseminação'),
      ev(vendida, -80, 'Inseminação'),
      ev(vendida, -40, 'Inseminação'),
    ]);
});

/** `leiteira rebanho listas ...args` (in this process) on the fixture's database. */
const leiteira = (args: string[]) =>
  cli(['rebanho', 'listas', '--database', f.t.config.databaseUrl, ...args], {
    env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
  });

describe('leiteira rebanho listas', () => {
  it('prints every list as a table; the sold cow is on none', async () => {
    const r = await leiteira(['--fazenda', 'Sítio das Listas']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Repetidoras (1)');
    expect(r.stdout).toContain('Para diagnóstico (1)');
    expect(r.stdout).toContain('REP-1');
    expect(r.stdout).not.toContain('VEND-2');
    expect(r.stdout).toContain('Novilhas para cobrir (0)');
    // the four health lists after the herd's, each 'sem dados' when empty
    expect(r.stdout).toContain(
      'Mastite crônica (0)\nCCS acima de 200 mil cél/mL nos dois últimos controles: sem dados.',
    );
    expect(r.stdout).toContain('Vacinações a fazer (0)');
  });

  it('one list as CSV, and as PDF to a file', async () => {
    const csv = await leiteira(['--fazenda', f.farmId, '--lista', 'repetidoras', '--formato', 'csv']);
    expect(csv.code).toBe(0);
    expect(csv.stdout).toContain('Repetidoras — Três serviços ou mais sem prenhez');
    expect(csv.stdout.split('\n').some((l) => l.startsWith('REP-1;'))).toBe(true);
    expect(csv.stdout).not.toContain('Em carência hoje');
    const arquivo = join(f.t.dir, 'listas.pdf');
    const pdf = await leiteira(['--fazenda', f.farmId, '--formato', 'pdf', '--saida', arquivo]);
    expect(pdf.code).toBe(0);
    expect(readFileSync(arquivo).subarray(0, 4).toString()).toBe('%PDF');
  });

  it('refuses in Portuguese: no farm, an unknown farm, a PDF without --saida, an unknown list', async () => {
    expect((await leiteira([])).stderr).toContain('Informe a fazenda com --fazenda <id|nome>.');
    expect((await leiteira(['--fazenda', 'Nenhuma'])).stderr).toContain('Fazenda não encontrada: Nenhuma.');
    expect((await leiteira(['--fazenda', f.farmId, '--formato', 'pdf'])).stderr).toContain(
      'O formato pdf precisa de --saida <arquivo.pdf>.',
    );
    const r = await leiteira(['--fazenda', f.farmId, '--lista', 'outra']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/outra/);
    expect(r.stderr).not.toMatch(/error: option|Allowed choices/);
  });
});

describe('leiteira rebanho carencia', () => {
  it('lists the cow in withdrawal today and until when, as a table and as CSV', async () => {
    const db = f.t.database.db;
    const hoje = hojeNoFuso('America/Sao_Paulo');
    const [vaca] = await db.select().from(animaisDoRebanho).where(eq(animaisDoRebanho.identificacao, 'REP-1'));
    const remedio = uuidv7();
    await db.insert(medicamentos).values({
      id: remedio,
      farmId: f.farmId,
      nome: 'Mastizone',
      carenciaLeite: 4,
      carenciaCarneDias: 5,
      unidade: 'bisnaga',
    });
    // 3 days from yesterday: last dose tomorrow; milk 4 days × 2 milkings → the morning of today + 5; meat today + 6
    await db.insert(eventosSanitarios).values({
      id: uuidv7(),
      farmId: f.farmId,
      animalId: vaca.id,
      data: somarDias(hoje, -1),
      tipo: 'Tratamento',
      motivo: 'Mastite clínica',
      medicamentoId: remedio,
      dose: 1,
      dias: 3,
    });
    const carencia = (args: string[]) =>
      cli(['rebanho', 'carencia', '--database', f.t.config.databaseUrl, '--fazenda', f.farmId, ...args], {
        env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
      });
    const r = await carencia([]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`Sítio das Listas · em carência hoje (${formatData(hoje)}): 1`);
    const leite = `em carência de leite até ${formatData(somarDias(hoje, 5)).slice(0, 5)} (manhã)`;
    expect(r.stdout).toContain(leite);
    expect(r.stdout).toContain(formatData(somarDias(hoje, 6)));
    const csv = await carencia(['--formato', 'csv']);
    expect(
      csv.stdout.split('\n').some((l) => l.startsWith(`REP-1;;${leite};Mastizone;${formatData(somarDias(hoje, 6))}`)),
    ).toBe(true);
  });
});
