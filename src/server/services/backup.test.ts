import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { Logger } from '../logger.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { criarBackups, gravarBackup, listarBackups, pastaDeBackups, type SituacaoBackup } from './backup.ts';

const silencioso: Logger = { debug() {}, info() {}, warn() {}, error() {} };
let t: TestContext;

beforeEach(async () => {
  t = await createTestContext();
});
afterEach(() => t.close());

async function contarFazendas(arquivo: string): Promise<number> {
  const c = createClient({ url: `file:${arquivo}` });
  try {
    const integridade = await c.execute('PRAGMA integrity_check');
    expect(integridade.rows[0][0]).toBe('ok');
    return Number((await c.execute('SELECT count(*) AS n FROM farms')).rows[0].n);
  } finally {
    c.close();
  }
}

describe('scheduled backups', () => {
  it('go to backups/ beside the database by default, BACKUP_DIR elsewhere, none when off or on a libSQL server', () => {
    expect(pastaDeBackups({ databaseUrl: 'file:/srv/dados/leiteira.db' })).toBe('/srv/dados/backups');
    expect(pastaDeBackups({ databaseUrl: 'file:/srv/dados/leiteira.db', backupDir: '/mnt/pen' })).toBe('/mnt/pen');
    expect(pastaDeBackups({ databaseUrl: 'file:/srv/dados/leiteira.db', backupDir: 'off' })).toBeNull();
    expect(pastaDeBackups({ databaseUrl: 'libsql://x.turso.io' })).toBeNull();
  });

  it('write complete copies under their final name only, and keep the newest BACKUP_KEEP', async () => {
    const pasta = join(t.dir, 'copias');
    mkdirSync(pasta);
    writeFileSync(join(pasta, 'anotacoes.txt'), 'não é backup'); // someone else's file: never counted nor pruned
    writeFileSync(join(pasta, '.leiteira-2020-01-01T00-00-00-000Z.db.parcial'), 'meio arquivo de um crash');
    const base = Date.parse('2025-03-01T02:30:00.000Z');
    for (let i = 0; i < 5; i++) {
      await gravarBackup(t.config.databaseUrl, pasta, 3, new Date(base + i * 86_400_000));
    }
    const copias = listarBackups(pasta);
    expect(copias.map((c) => c.em)).toEqual([
      '2025-03-05T02:30:00.000Z',
      '2025-03-04T02:30:00.000Z',
      '2025-03-03T02:30:00.000Z',
    ]);
    expect(readdirSync(pasta).sort()).toEqual([
      'anotacoes.txt',
      'leiteira-2025-03-03T02-30-00-000Z.db',
      'leiteira-2025-03-04T02-30-00-000Z.db',
      'leiteira-2025-03-05T02-30-00-000Z.db',
    ]);
    expect(await contarFazendas(copias[0].arquivo)).toBe(1);
  });

  it('run at start when the last one is older than the interval, then on schedule; not when it is recent', async () => {
    const pasta = join(t.dir, 'agendados');
    const config = { databaseUrl: t.config.databaseUrl, backupDir: pasta, backupKeep: 2 };
    const agendados = criarBackups({ config, logger: silencioso, intervaloMs: 400 });
    agendados.iniciar();
    await expect.poll(() => listarBackups(pasta).length).toBeGreaterThanOrEqual(1);
    await expect.poll(() => listarBackups(pasta).length).toBe(2);
    // The schedule goes on, pruning to BACKUP_KEEP.
    const segundo = listarBackups(pasta)[0].arquivo;
    await expect.poll(() => listarBackups(pasta)[0].arquivo).not.toBe(segundo);
    agendados.parar();
    await new Promise((r) => setTimeout(r, 100)); // a run already under way ends
    expect(listarBackups(pasta)).toHaveLength(2);

    const recente = criarBackups({ config, logger: silencioso, intervaloMs: 60 * 60 * 1000 });
    const antes = listarBackups(pasta).map((c) => c.arquivo);
    recente.iniciar();
    await new Promise((r) => setTimeout(r, 500));
    recente.parar();
    expect(listarBackups(pasta).map((c) => c.arquivo)).toEqual(antes);
    expect(recente.situacao().ultimo?.arquivo).toBe(antes[0]);
  });

  it('record a failure when the folder cannot be written, and keep nothing half-written', async () => {
    // A file where the folder should be (the tests run as root here, so permissions would not stop a write).
    const pasta = join(t.dir, 'nao-e-pasta');
    writeFileSync(pasta, 'um arquivo');
    const backups = criarBackups({
      config: { databaseUrl: t.config.databaseUrl, backupDir: pasta, backupKeep: 14 },
      logger: silencioso,
    });
    expect(await backups.executar()).toBeNull();
    const situacao = backups.situacao();
    expect(situacao.ultimo).toBeNull();
    expect(situacao.ultimaFalha?.motivo).toMatch(/EEXIST|ENOTDIR|not a directory|file already exists/i);
    expect(readdirSync(t.dir).filter((n) => n.includes('parcial'))).toEqual([]);
    // Once the folder can be made, the next run succeeds and the failure is cleared.
    rmSync(pasta);
    expect(await backups.executar()).not.toBeNull();
    expect(backups.situacao().ultimaFalha).toBeNull();
    expect(backups.situacao().ultimo).not.toBeNull();
  });

  it('the admin API shows the last backup to administrators only', async () => {
    const pasta = join(t.dir, 'painel');
    const backups = criarBackups({
      config: { databaseUrl: t.config.databaseUrl, backupDir: pasta, backupKeep: 14 },
      logger: silencioso,
    });
    const app = createApp({ db: t.database.db, config: t.config, logger: silencioso, backups });
    const pedir = (cookie?: string) =>
      app.request('http://localhost/api/admin/backup', {
        headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
      });

    const admin = await t.adminCookie();
    const vazio = (await (await pedir(admin)).json()) as SituacaoBackup;
    expect(vazio).toMatchObject({ ativo: true, pasta, manter: 14, ultimo: null, ultimaFalha: null });

    const feito = await backups.executar();
    const res = await pedir(admin);
    expect(res.status).toBe(200);
    const situacao = (await res.json()) as SituacaoBackup;
    expect(situacao.ultimo?.arquivo).toBe(feito?.arquivo);
    expect(Date.parse(situacao.ultimo?.em ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const farmId = await t.sampleFarmId();
    const operador = await t.createUser({ email: 'op@teste.local', farmIds: [farmId], groupNames: ['Operadores'] });
    const recusa = await pedir(operador.cookie);
    expect(recusa.status).toBe(403);
    expect(JSON.stringify(await recusa.json())).not.toContain(pasta);
    expect((await pedir()).status).toBe(401);
  });
});
